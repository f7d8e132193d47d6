"""Start-up without the cyclic garbage collector: what it builds lives for the whole run.

Importing the rules, compiling their patterns and building the configuration and engine allocates
≈ 35,000 container objects and frees almost none; the collector walked them again and again
(≈ 15 ms of a ≈ 135 ms `check`, docs/performance.md); a shared `--invocations` dump, read in
the same block, is millions more (10% of a 10k-invocation session's run). During `start_up()`
it is paused, and at
the end the survivors are frozen (`gc.freeze`: kept out of every later collection, which a forked
--jobs worker inherits too); the collector then runs as usual on what the checks allocate. The
few hundred start-up objects that were already garbage stay allocated. Nothing is paused when
the caller had the collector off already.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def start_up() -> Iterator[None]:
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()
