"""A fio report's values as a claim says them (`读 IOPS 为 12.3k`, `写带宽为 20.6MiB/s`, `读完成延迟平均
323.51 usec`, `读延迟 p99 为 1123 usec`), pass; the other direction's, another kind's or another
statistic's value fails.

Every value was the report's, so `写 IOPS 为 12.3k` (the reads'), `读完成延迟最大 48211 usec` (the
total latency's) and `读延迟 p99 为 1500 usec` (the 99.50th) did not fail (at 89443fd, 56 of 60
forged claims), a faithful `p99` named no value (it warned) and `读完成延迟平均 0.32 ms` a value
found nowhere (it failed: 11 of 60 faithful claims did not pass). Now each direction's values are
read (`gatekeeper.rules.support.evidence.fio_results`) and its latencies timed and named
(`gatekeeper.rules.support.text.anchors.fio_values`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

WAYS = {"read": ("读", "read"), "write": ("写", "write")}
SAID = {"iops": ("{w} IOPS 为 {v}", "{w} IOPS was {v}"), "bw": ("{w}带宽为 {v}", "{w} bandwidth is {v}"),
        "clat avg": ("{w}完成延迟平均 {v} usec", "{w} clat avg was {v} usec"),
        "clat max": ("{w}完成延迟最大 {v} usec",), "lat avg": ("{w} total latency avg was {v} usec",),
        "clat p99.00": ("{w}延迟 p99 为 {v} usec",)}


def _direction(rng: random.Random) -> dict[str, str]:
    clat = sorted(rng.sample(range(100, 900), 2))
    top = rng.randint(20000, 90000)
    return {"iops": f"{rng.uniform(10, 99):.1f}k" if rng.random() < 0.5 else str(rng.randint(1000, 9999)),
            "bw": f"{rng.uniform(10, 99):.1f}MiB/s", "clat min": str(clat[0] - 50),
            "clat avg": f"{clat[0]}.{rng.randint(10, 99)}", "clat max": str(top),
            "lat avg": f"{clat[1]}.{rng.randint(10, 99)}", "lat max": str(top + rng.randint(1, 9)),
            "clat p99.00": str(rng.randint(1000, 1999)), "clat p99.50": str(rng.randint(2000, 2999))}


def _lines(way: str, d: dict[str, str]) -> list[str]:
    return [f"  {way}: IOPS={d['iops']}, BW={d['bw']} (55.1MB/s)(2886MiB/60001msec)",
            f"    clat (usec): min={d['clat min']}, max={d['clat max']}, avg={d['clat avg']}, stdev=201.33",
            f"     lat (usec): min={d['clat min']}, max={d['lat max']}, avg={d['lat avg']}, stdev=201.40",
            "    clat percentiles (usec):",
            "     |  1.00th=[   95],  5.00th=[   99], 10.00th=[  101], 20.00th=[  104],",
            f"     | 99.00th=[ {d['clat p99.00']}], 99.50th=[ {d['clat p99.50']}], 99.90th=[ 3982], "
            "99.95th=[ 5932],"]


#: What a forged claim gives each value instead, of the same direction.
SAME_WAY = {"clat avg": "lat avg", "clat max": "lat max", "lat avg": "clat avg", "clat p99.00": "clat p99.50"}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    report = {way: _direction(rng) for way in WAYS}
    lines = ["randrw: (groupid=0, jobs=4): err= 0: pid=2231: Mon Dec  7 10:00:00 2026",
             *_lines("read", report["read"]), *_lines("write", report["write"])]
    way = rng.choice(tuple(WAYS))
    other = "write" if way == "read" else "read"
    kind = rng.choice(tuple(SAID))
    own = report[way]
    forged = own[SAME_WAY[kind]] if kind in SAME_WAY and rng.random() < 0.5 else report[other][kind]
    form = rng.choice(SAID[kind])
    word = rng.choice(WAYS[way])
    if kind == "clat avg" and rng.random() < 0.5:  # in milliseconds, rounded
        form, own, forged = "{w}完成延迟平均 {v} ms", {kind: _ms(own[kind])}, _ms(forged)
    return form.format(w=word, v=own[kind]), form.format(w=word, v=forged), "\n".join(lines)


def _ms(usec: str) -> str:
    return f"{float(usec) / 1000:.2f}"


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4508)
    return [_probe(rng) for _ in range(60)]


def test_a_direction_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_direction_s_or_kind_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
