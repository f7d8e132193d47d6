"""Which dumps' derived data the engine keeps: one `DerivedData` per live dump.

The data is kept *on the dump* (under this cache's key), so it goes when the caller drops the
dump (a batch makes a dump per bundle). A weak-keyed dictionary cannot do that here: the
derived data refers to its dump (every part is built from it), and a value that refers to its
own weak key keeps it alive for as long as the dictionary lives: a 1,000-bundle batch kept
every bundle's dump and index until the end (≈ 290 MB, docs/performance.md). A dump reused
for many outputs through the API keeps its derived data, whose parts bound what they memoise
per text (gatekeeper.rules.support.evidence.index).
"""

from __future__ import annotations

import threading
import weakref
from typing import Any

from gatekeeper.parse.invocations import InvocationSet
from gatekeeper.plugin import DerivedData

_ATTRIBUTE = "_gatekeeper_derived"  # on the dump: {cache key: DerivedData}


class DumpCache:
    """The derived data of the dumps an engine (or a set of engines) has checked outputs with."""

    def __init__(self) -> None:
        self._key = object()
        self._dumps: weakref.WeakSet[InvocationSet] = weakref.WeakSet()
        self._lock = threading.Lock()

    def for_dump(self, dump: InvocationSet) -> DerivedData:
        with self._lock:
            held: dict[Any, DerivedData] = dump.__dict__.setdefault(_ATTRIBUTE, {})
            data = held.get(self._key)
            if data is None:
                data = held[self._key] = DerivedData(dump)
                self._dumps.add(dump)
            return data

    def __len__(self) -> int:
        return len(self._dumps)
