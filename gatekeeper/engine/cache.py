"""Which dumps' derived data the engine keeps: one `DerivedData` per live dump.

Keyed weakly by the dump object, so the data goes when the caller drops the dump (a batch
makes a dump per bundle); a dump reused for many outputs through the API keeps its derived
data, whose parts bound what they memoise per text (gatekeeper.rules.support.evidence.index).
"""

from __future__ import annotations

import threading
import weakref

from gatekeeper.parse.invocations import InvocationSet
from gatekeeper.plugin import DerivedData


class DumpCache:
    """The derived data of the dumps an engine (or a set of engines) has checked outputs with."""

    def __init__(self) -> None:
        self._data: weakref.WeakKeyDictionary[InvocationSet, DerivedData] = (
            weakref.WeakKeyDictionary())
        self._lock = threading.Lock()

    def for_dump(self, dump: InvocationSet) -> DerivedData:
        with self._lock:
            data = self._data.get(dump)
            if data is None:
                data = self._data[dump] = DerivedData(dump)
            return data

    def __len__(self) -> int:
        return len(self._data)
