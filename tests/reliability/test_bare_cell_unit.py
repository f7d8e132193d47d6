"""A claim's value with a unit a table prints bare never passes on the digits alone.

Tables as a diagnosis agent reads them, values drawn apart: `jstat -gcutil` (`YGCT`, `FGCT` in
seconds, no unit printed), `free -m` (MB by the flag, none printed) and `iostat -x` (`%util`).
These tables are read now (a header's `S0`, `r/s`, `%util`; `free`'s rows led by `Mem:`), and a
bare cell held a claim's value with its unit after a space by its digits (`Full GC 总耗时 12.345
秒` where 12.345 is `YGCT`, `only 1230 MB of memory is free` where 1230 is `available`): such a
claim must still fail, as a value written nowhere did before (gatekeeper.rules.support.
evidence.tables: the claim's unit is part of the value a cell holds), saying the unit is
unchecked. A cell under a column whose name gives its unit (`%util`) holds the claim's value
with it: iostat's utilisation passes (40 of 40 failed before, LOW_CONFID). jstat's columns
are known since (gatekeeper.rules.support.evidence.jstat: `YGCT` is seconds), so its forged
claims fail REJECT, as a value of another column.
"""

from __future__ import annotations

import random

from loghub_quotes import check

FORGED = ("Full GC 总耗时 {v} 秒", "the full GC time was {v} seconds", "only {m} MB of memory is free",
          "可用内存仅剩 {m} MB")


def _jstat(rng: random.Random) -> tuple[str, str]:
    ygct, fgct = f"{rng.uniform(1, 90):.3f}", f"{rng.uniform(1, 90):.3f}"
    return (f"  S0     S1     E      O      M     CCS    YGC     YGCT    FGC    FGCT     GCT\n"
            f"  0.00  99.87  45.12  98.76  95.43  91.20   1523   {ygct}    87   {fgct}   58.023"), ygct


def _free(rng: random.Random) -> tuple[str, str]:
    total, used, free = rng.randint(8000, 64000), rng.randint(4000, 7000), rng.randint(100, 900)
    available = rng.randint(1000, 3000)
    return ("              total        used        free      shared  buff/cache   available\n"
            f"Mem:          {total}       {used}         {free}         120        1362        {available}\n"
            "Swap:          2047        2047           0"), str(available)


def _probes() -> list[tuple[str, str]]:
    """(forged claim, output)."""
    rng = random.Random(8)
    found = []
    for n in range(60):
        form = FORGED[n % len(FORGED)]
        output, value = (_jstat if "{v}" in form else _free)(rng)
        found.append((form.format(v=value, m=value), output))
    return found


def test_another_column_s_digits_with_a_unit_fail() -> None:
    reports = [(claim, check(claim, output, output)) for claim, output in _probes()]
    assert [claim for claim, report in reports if report.status != "fail"] == []
    assert all(any("the unit is unchecked" in f.message for f in report.findings)
               if "MB" in claim else report.verdict_ceiling == "REJECT" for claim, report in reports)


def test_a_column_whose_name_gives_its_unit_holds_the_value_with_it() -> None:
    rng = random.Random(9)
    failed = []
    for _ in range(40):
        util, other = f"{rng.uniform(50, 100):.2f}", f"{rng.uniform(0, 5):.2f}"
        output = ("Device            r/s     w/s     rkB/s     wkB/s   %util\n"
                  f"sda              12.0   890.0     480.0   35600.0   {util}\n"
                  f"sdb               1.0     2.0      16.0      32.0    {other}")
        claim = rng.choice(("sda 的磁盘利用率达到 {u}%", "sda %util is {u}%")).format(u=util)
        if check(claim, output, output).status != "pass":
            failed.append(claim)
    assert failed == []
