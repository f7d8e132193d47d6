"""A CPU state only the CPU has, named alone (`iowait 占 4.0%`, `软中断占 0.2%`, `steal was
1.3%`), given its own value of top's `%Cpu(s)` line passes; another state's value fails.

top's summary is read as fields (`cpu iowait`, `cpu user`), which a clause named by every word
of the field's name: `CPU iowait 为 12.5%` failed, `iowait 占 12.5%` (the user time's value)
passed, as did 60 of 60 forged claims here. A word that names nothing but a state of the
CPU now names the CPU too (`gatekeeper.rules.support.evidence.field_names`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

STATES = ("us", "sy", "ni", "id", "wa", "hi", "si", "st")
#: The states a claim names without the CPU, and how.
SAID = {"wa": ("iowait 占 {v}%", "IO 等待占 {v}%", "iowait was {v}%", "I/O wait 为 {v}%"),
        "st": ("steal 为 {v}%", "steal time was {v}%"),
        "si": ("软中断占 {v}%", "softirq 为 {v}%"),
        "hi": ("硬中断占 {v}%", "hardirq was {v}%")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    values = [f"{tenths / 10:.1f}" for tenths in rng.sample(range(1, 999), len(STATES))]
    cpu = dict(zip(STATES, values, strict=True))
    output = "\n".join([
        f"top - 10:{rng.randint(10, 59)}:02 up {rng.randint(2, 90)} days,  4:11,  2 users,  "
        f"load average: 0.{rng.randint(10, 99)}, 1.{rng.randint(10, 99)}, 2.{rng.randint(10, 99)}",
        f"Tasks: {rng.randint(150, 400)} total,   {rng.randint(1, 9)} running, 228 sleeping,   0 stopped,   "
        "0 zombie",
        "%Cpu(s): " + ", ".join(f"{value:>4} {state}" for state, value in cpu.items()),
        f"MiB Mem :  15885.2 total,    {rng.randint(100, 999)}.4 free,  12034.1 used,   3338.7 buff/cache",
        "",
        "    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND",
        f"  {rng.randint(1000, 9999)} app       20   0 8123456 2.1g  31204 S  {rng.randint(10, 99)}.0  "
        "13.6  12:01.33 java"])
    state = rng.choice(list(SAID))
    other = rng.choice([s for s in ("us", "sy", "id") if s != state])
    form = rng.choice(SAID[state])
    return form.format(v=cpu[state]), form.format(v=cpu[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1305)
    return [_probe(rng) for _ in range(60)]


def test_a_state_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_state_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
