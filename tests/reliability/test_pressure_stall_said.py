"""Pressure stall averages as `/proc/pressure/*` prints them (`CPU 压力 some avg10 为 12.34%`, `过去
60 秒有 8.91% 的时间存在内存争用`), pass; the other line's or another window's value fails.

Each `avgN=` is a percentage printed with no `%`: at 7a99b56 a faithful share was a value found
nowhere (60 of 60 faithful claims failed LOW_CONFID; 38 forged ones failed only LOW_CONFID). Now the
averages are percentages (`gatekeeper.rules.support.text.anchors.pressure`) and a share is read
against the line and window it names (`gatekeeper.rules.support.evidence.stalls`), so the values
found do not let another line's pass.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

WINDOWS = (("avg10", "10 秒"), ("avg60", "60 秒"), ("avg300", "5 分钟"))
NAMED = ("{r} 压力 {k} {w} 为 {v}%", "{r} pressure {k} {w} is {v}%", "{r} 的 {k} {w} 达到 {v}%")
SPOKEN = ("过去 {d}有 {v}% 的时间存在{r}争用", "过去 {d}全部任务停顿的时间占 {v}%")
RESOURCES = (("CPU", "cpu"), ("内存", "memory"), ("IO", "io"))


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    some = [f"{rng.uniform(5, 60):.2f}" for _ in WINDOWS]
    full = [f"{rng.uniform(0, 4.9):.2f}" for _ in WINDOWS]
    output = (f"some avg10={some[0]} avg60={some[1]} avg300={some[2]} total={rng.randint(10**6, 10**9)}\n"
              f"full avg10={full[0]} avg60={full[1]} avg300={full[2]} total={rng.randint(10**5, 10**8)}")
    resource = rng.choice(RESOURCES)
    window = rng.randrange(3)
    other = rng.choice([n for n in range(3) if n != window])
    if rng.random() < 0.4:
        form = rng.choice(SPOKEN)
        line = full if "全部" in form else some
        swapped = some if line is full else full
        faithful = form.format(d=WINDOWS[window][1], v=line[window], r=resource[0])
        value = rng.choice((swapped[window], line[other]))
        forged = form.format(d=WINDOWS[window][1], v=value, r=resource[0])
        return faithful, forged, output
    form = rng.choice(NAMED)
    kind = rng.choice(("some", "full"))
    line, swapped = (some, full) if kind == "some" else (full, some)
    said = form.format(r=resource[rng.randrange(2)], k=kind, w=WINDOWS[window][0], v="{v}")
    return said.format(v=line[window]), said.format(v=rng.choice((swapped[window], line[other]))), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4414)
    return [_probe(rng) for _ in range(60)]


def test_an_average_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_line_s_or_window_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
