"""A claim giving one of `vmstat`'s columns another's value never passes, and the columns as
printed pass.

`vmstat 1 3` as a diagnosis agent reads it: `procs ---memory--- ---swap-- ---io--- -system--
---cpu---` over a header of lower-case names (`r b swpd free buff cache si so bi bo in cs us sy
id wa st`) over rows of bare numbers. The claim gives the CPU's share in a state (`CPU iowait 为
18%`, `CPU idle was 2%`), the run queue (`运行队列长度为 9`), the blocked processes or the context
switches per second; the forged one gives it another column's value of the same kind. The header
was no table's and the values no unit, so before, 32 of the 60 faithful claims failed
LOW_CONFID (a percentage found nowhere) and 28 of the 60 forged ones passed. Now the rows are
read with their units and names (gatekeeper.rules.support.text.anchors.vmstat) and as fields
(gatekeeper.rules.support.evidence.fields): every forged claim fails REJECT, every faithful one
passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

HEADER = ("r", "b", "swpd", "free", "buff", "cache", "si", "so", "bi", "bo", "in", "cs",
          "us", "sy", "id", "wa", "st")
#: column -> (kind, claims giving its value)
FORMS = {"us": ("%", ("用户态 CPU 占用 {v}%", "CPU user time was {v}%")),
         "sy": ("%", ("内核态 CPU 占用 {v}%",)),
         "id": ("%", ("CPU 空闲率为 {v}%", "CPU idle was {v}%")),
         "wa": ("%", ("CPU iowait 为 {v}%", "CPU 的 IO 等待占比为 {v}%")),
         "r": ("n", ("运行队列长度为 {v}", "the run queue is {v}")),
         "b": ("n", ("阻塞进程数为 {v}", "{v} processes are blocked")),
         "cs": ("s", ("上下文切换每秒 {v} 次", "{v} context switches per second")),
         "in": ("s", ("每秒中断 {v} 次", "{v} interrupts per second"))}


def _row(rng: random.Random) -> dict[str, int]:
    us, sy, wa = rng.sample(range(1, 33), 3)
    r, b = rng.sample(range(0, 40), 2)
    interrupts, switches = rng.sample(range(500, 40000), 2)
    return {"r": r, "b": b, "swpd": rng.randint(0, 9999), "free": rng.randint(10**5, 10**7),
            "buff": rng.randint(1000, 99999), "cache": rng.randint(10**5, 10**7), "si": 0, "so": 0,
            "bi": rng.randint(0, 9000), "bo": rng.randint(0, 90000), "in": interrupts, "cs": switches,
            "us": us, "sy": sy, "id": 100 - us - sy - wa, "wa": wa, "st": 0}


def _printed(rows: list[dict[str, int]]) -> str:
    widths = [max(len(name), *(len(str(row[name])) for row in rows)) + 1 for name in HEADER]
    lines = ["procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----",
             "".join(name.rjust(width) for name, width in zip(HEADER, widths, strict=True))]
    lines += ["".join(str(row[name]).rjust(width) for name, width in zip(HEADER, widths, strict=True))
              for row in rows]
    return "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(1999)
    found = []
    while len(found) < 60:
        rows = [_row(rng) for _ in range(rng.randint(1, 3))]
        column = rng.choice(list(FORMS))
        kind, forms = FORMS[column]
        row = rows[-1]
        others = [name for name, (other, _) in FORMS.items() if other == kind and name != column
                  and all(row[name] != r[column] for r in rows)]
        if not others:
            continue
        form = rng.choice(forms)
        found.append((form.format(v=row[column]), form.format(v=row[rng.choice(others)]), _printed(rows)))
    return found


def test_a_vmstat_column_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_vmstat_s_columns_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
