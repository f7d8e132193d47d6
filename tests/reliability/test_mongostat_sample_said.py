"""A value of mongostat's samples as a claim says it (`update 为 340`, `连接数为 187`, `dirty 为 2.1%`),
pass; another column's value, no sample's of the column named, fails.

mongostat's lower-case header was no table's (no dotted name, no tab) and its `time` cell holds
spaces, so every value was the output's: `update 为 120` (the inserts) passed (at 89443fd, 60 of 60
forged claims passed). Now its header is known by its first names, a last `time` cell is the rest
of the line (`text.tables`), and its rows are samples whose first cell is a value, no name
(`evidence.unnamed_rows`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

HEADER = ("insert query update delete getmore command dirty  used flushes vsize   res qrw arw net_in net_out "
          "conn                time")
SAID = {"insert": ("insert 为 {v}", "inserts were {v}"), "query": ("query 为 {v}", "查询数为 {v}"),
        "update": ("update 为 {v}", "mongostat 显示 update 为 {v}"),
        "conn": ("连接数为 {v}", "there were {v} connections"),
        "dirty": ("dirty 为 {v}", "缓存中脏数据为 {v}"), "res": ("res 为 {v}", "常驻内存 res 为 {v}")}
COUNTS = ("insert", "query", "update", "conn")


def _sample(rng: random.Random, second: int) -> dict[str, str]:
    counts = rng.sample(range(20, 999), 4)
    return {**dict(zip(COUNTS, map(str, counts), strict=True)), "dirty": f"{rng.uniform(0.1, 9.9):.1f}%",
            "used": f"{rng.uniform(70, 80):.1f}%", "res": f"{rng.uniform(1, 2.9):.2f}G",
            "vsize": f"{rng.uniform(3, 9):.2f}G", "time": f"Dec  7 10:00:{second:02d}.123"}


def _row(s: dict[str, str]) -> str:
    return (f"{s['insert']:>6} {s['query']:>5} {s['update']:>6}     *0      12   230|0 {s['dirty']:>5} "
            f"{s['used']:>5}       0 {s['vsize']} {s['res']} 0|0 1|0   512k   4.21m {s['conn']:>4} "
            f"{s['time']}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    samples = [_sample(rng, second) for second in range(1, rng.randint(2, 4))]
    kind = rng.choice(tuple(SAID))
    held = {s[kind] for s in samples}
    others = COUNTS if kind in COUNTS else ("vsize",) if kind == "res" else ("used",)
    pool = [s[other] for s in samples for other in others if other != kind]
    forged = rng.choice([value for value in pool if value not in held])
    form = rng.choice(SAID[kind])
    output = "\n".join([HEADER, *map(_row, samples)])
    return form.format(v=rng.choice(samples)[kind]), form.format(v=forged), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4506)
    return [_probe(rng) for _ in range(60)]


def test_a_sample_s_value_of_the_column_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_column_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
