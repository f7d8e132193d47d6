"""A vmstat column given a value none of its samples holds fails, when the claim names vmstat
or the column by the letters vmstat prints; a sample's own value passes.

`vmstat 显示 wa 为 5` citing `vmstat 1 2`, whose `wa` is 45 and 44 (and `sy` 5): the claim's `vmstat`
was read as naming the table's one row (its first cell is the tool's name), and a named row is
left to the check of rows given another row's cells, which a table of samples has none of; `us 为
40` (the `id` column's) passed too, `us` being no name of a column (an English word), and a
number the echoed command writes (`vmstat 1 3`) was one printed outside the table: of 60 forged
claims 29 passed. Now a first cell that writes its own column's name names no row, and vmstat's
letter names (`us`, `id`, `in`, `r`) name their column when a value follows them
(`gatekeeper.rules.support.evidence.unnamed_rows`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

HEADER = ("procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----\n"
          " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st")
COLUMNS = HEADER.split("\n")[1].split()
#: The columns a claim names by the letters vmstat prints, as it writes them.
NAMED = ("si", "so", "bi", "bo", "cs", "us", "sy", "id", "wa", "in")
FORMS = ("vmstat 显示 {c} 为 {v}", "vmstat 的 {c} 为 {v}", "根据 vmstat，{c} 为 {v}",
         "vmstat 输出中 {c} 的值为 {v}", "{c} 为 {v}", "vmstat 采样中 {c} 是 {v}")


def _sample(rng: random.Random) -> list[int]:
    user, system, wait = rng.randint(1, 60), rng.randint(1, 20), rng.randint(0, 19)
    idle = 100 - user - system - wait
    return [rng.randint(0, 8), rng.randint(0, 6), rng.choice((0, 524288, 1048576)),
            rng.randint(60000, 900000), rng.randint(1000, 90000), rng.randint(100000, 2000000),
            rng.choice((0, 0, rng.randint(1, 900))), rng.choice((0, 0, rng.randint(1, 900))),
            rng.randint(0, 3000), rng.randint(0, 9000), rng.randint(200, 5000), rng.randint(300, 9000),
            user, system, idle, wait, 0]


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    samples = [_sample(rng) for _ in range(rng.randint(1, 3))]
    width = [max(len(name), 2) + 1 for name in COLUMNS]
    output = f"$ vmstat 1 {len(samples)}\n{HEADER}\n" + "\n".join(
        " ".join(f"{value:>{size}}" for value, size in zip(row, width, strict=True)) for row in samples)
    column = COLUMNS.index(rng.choice(NAMED))
    held = {row[column] for row in samples}
    others = sorted({value for row in samples for value in row} - held)
    if not others:
        return None
    form = rng.choice(FORMS)
    return (form.format(c=COLUMNS[column], v=rng.choice(sorted(held))),
            form.format(c=COLUMNS[column], v=rng.choice(others)), output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4207, 60)


def test_a_column_given_a_value_no_sample_holds_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_sample_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
