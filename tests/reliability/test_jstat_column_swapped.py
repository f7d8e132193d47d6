"""A claim giving one of jstat's GC columns another column's value never passes, and the
columns as printed pass.

`jstat -gcutil <pid> [interval [count]]` as a diagnosis agent reads it: a header of short names
(`S0 S1 E O M CCS YGC YGCT FGC FGCT GCT`) over one to three rows of bare numbers. The claim gives
a space's use in percent (`老年代使用率为 87.65%`, `old gen usage is 87.65%`), a collector's
count (`Full GC 次数为 17`) or its time in seconds (`Full GC 总耗时 8.442 秒`); the forged one
gives it another column's value of the same kind (Eden's use, the young collections' count or
time). Before, 44 of the 60 faithful claims failed LOW_CONFID (a use or a time: a unit the
evidence does not print) and 5 warned (`Young` of `Young GC` named nowhere), and each forged
claim was reported as its faithful twin was: 16 of the 60 reached PASS, 11 with no finding.
Now the cells are read with their columns' units and words
(gatekeeper.rules.support.evidence.jstat): every forged claim fails REJECT, every faithful one
passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

HEADER = ("S0", "S1", "E", "O", "M", "CCS", "YGC", "YGCT", "FGC", "FGCT", "GCT")
#: column -> (kind, claims giving its value)
FORMS = {
    "E": ("%", ("Eden 区使用率为 {v}%", "eden space usage is {v}%")),
    "O": ("%", ("老年代使用率为 {v}%", "old gen usage is {v}%", "老年代已使用 {v}%")),
    "M": ("%", ("元空间使用率为 {v}%", "metaspace usage is {v}%")),
    "YGC": ("n", ("Young GC 次数为 {v}", "young GC ran {v} times", "发生了 {v} 次 Young GC")),
    "FGC": ("n", ("Full GC 次数为 {v}", "full GC ran {v} times", "发生了 {v} 次 Full GC")),
    "YGCT": ("s", ("Young GC 累计耗时 {v} 秒", "young GC time is {v}s")),
    "FGCT": ("s", ("Full GC 总耗时 {v} 秒", "full GC took {v} seconds in total")),
}


def _row(rng: random.Random) -> dict[str, str]:
    ygc, fgc = rng.randint(50, 3000), rng.randint(1, 40)
    ygct, fgct = round(ygc * rng.uniform(0.005, 0.03), 3), round(fgc * rng.uniform(0.2, 1.5), 3)
    percents = rng.sample(range(100, 10000), 6)
    row = {name: f"{p / 100:.2f}" for name, p in zip(HEADER[:6], percents, strict=True)}
    return row | {"YGC": str(ygc), "YGCT": f"{ygct:.3f}", "FGC": str(fgc), "FGCT": f"{fgct:.3f}",
                  "GCT": f"{ygct + fgct:.3f}"}


def _printed(rows: list[dict[str, str]]) -> str:
    widths = [max(len(name), *(len(row[name]) for row in rows)) + 2 for name in HEADER]
    lines = ["".join(name.rjust(width) for name, width in zip(HEADER, widths, strict=True))]
    lines += ["".join(row[name].rjust(width) for name, width in zip(HEADER, widths, strict=True))
              for row in rows]
    return "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(4242)
    found = []
    while len(found) < 60:
        rows = [_row(rng) for _ in range(rng.randint(1, 3))]
        row = rows[-1]
        column = rng.choice(list(FORMS))
        kind, forms = FORMS[column]
        others = [name for name, (other, _) in FORMS.items() if other == kind and name != column
                  and all(row[name] != r[column] for r in rows)]
        form = rng.choice(forms)
        found.append((form.format(v=row[column]), form.format(v=row[rng.choice(others)]), _printed(rows)))
    return found


def test_a_jstat_column_given_another_column_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_jstat_s_columns_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
