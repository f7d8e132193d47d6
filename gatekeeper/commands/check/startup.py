"""The cyclic garbage collector during a check run: paused for start-up, lazier for the checks.

Importing the rules, compiling their patterns and building the configuration and engine allocates
≈ 35,000 container objects and frees almost none; the collector walked them again and again
(≈ 15 ms of a ≈ 135 ms `check`, docs/performance.md); a shared `--invocations` dump, read in
the same block, is millions more (10% of a 10k-invocation session's run). During `start_up()`
it is paused, and at the end the survivors are frozen (`gc.freeze`: kept out of every later
collection, which a forked --jobs worker inherits too). The few hundred start-up objects that
were already garbage stay allocated.

While the checks against a shared `--invocations` dump run (`checking(lazy=True)`), the
collector runs after 100,000 net allocations instead of 700 (as mypy does): that dump's
evidence index is millions of long-lived containers that each full collection walked again,
for nothing (none collected on P3), ≈ 7% of a 10k-invocation session's run. A batch of bundles
keeps the usual collector: each bundle's dump dies with it, and there the lazier one cost
≈ 8% more (more young objects alive at once). Nothing changes when the caller had the
collector off already.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

#: Net allocations between two young collections while the checks run (CPython's default: 700).
CHECKING_THRESHOLD = 100_000


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


@contextmanager
def checking(lazy: bool) -> Iterator[None]:
    if not lazy:
        yield
        return
    previous = gc.get_threshold()
    gc.set_threshold(max(previous[0], CHECKING_THRESHOLD), *previous[1:])
    try:
        yield
    finally:
        gc.set_threshold(*previous)
