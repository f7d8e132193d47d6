"""A collection denied that jstat counts never passes; one jstat counts none of passes.

`没有发生 Full GC`, `there were no full GCs`, `no full GC has happened` citing `jstat -gcutil`'s
`FGC` of 37 (in its one sample, or rising from sample to sample) passed: the denial was read
against GC logs only (`evidence/gc_pauses.py` now reads `jstat.collections_counted` too).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected
from test_jstat_column_swapped import _printed, _row

FULL_DENIED = ("{p} 没有发生 Full GC", "{p} 未出现 Full GC", "there were no full GCs in {p}",
               "no full GC has happened in {p}", "{p} 的 Full GC 没有发生", "{p} did not trigger a full GC")
ANY_DENIED = ("{p} 没有发生过 GC", "{p} had no GC pauses", "{p} 没有发生 Young GC", "No minor GC ran in {p}")
PROCESSES = ("pid 12345", "order-svc", "JVM 4242", "payment-svc")


def _draw(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, its output, forged claim, its output): the denial over counts of none,
    and over counts of some."""
    process = rng.choice(PROCESSES)
    full = rng.random() < 0.6
    column = "FGC" if full else "YGC"
    claim = rng.choice(FULL_DENIED if full else ANY_DENIED).format(p=process)
    counted = [_row(rng) for _ in range(rng.randint(1, 3))]
    if len(counted) > 1:  # cumulative counts: some collection in the window
        counted[-1][column] = str(int(counted[0][column]) + rng.randint(1, 3))
    none = [row | {column: "0", f"{column}T": "0.000"} for row in counted[:1]]
    if not full:  # a bare `GC` denies both kinds
        none = [row | {"FGC": "0", "FGCT": "0.000"} for row in none]
    return (claim, f"$ jstat -gcutil {process}\n{_printed(none)}", claim,
            f"$ jstat -gcutil {process} 1000 {len(counted)}\n{_printed(counted)}")


def _probes() -> list[tuple[str, str, str, str]]:
    return drawn(_draw, 3903, 60)


def test_a_collection_denied_that_jstat_counts_fails() -> None:
    assert not_rejected((forged, output, output) for _, _, forged, output in _probes()) == []


def test_a_collection_denied_that_jstat_counts_none_of_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, output, _, _ in _probes()) == []
