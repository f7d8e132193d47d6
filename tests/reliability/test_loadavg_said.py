"""The load averages `/proc/loadavg` prints as a claim says them (`系统 1 分钟负载为 3.21`, `the
15-minute load average was 1.95`), pass; another window's average fails.

The file prints no word, so its averages were named by none and each was the output's: `1 分钟负载为
1.95` (the 15-minute one) passed (at 89443fd, 60 of 60 forged claims passed). Now its line is read
alone or after the file's name (`gatekeeper.rules.support.text.anchors.loadavg`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"1": ("系统 1 分钟负载为 {v}", "the 1-minute load average was {v}", "1 分钟平均负载 {v}"),
        "5": ("5 分钟负载为 {v}", "the 5-minute load average is {v}"),
        "15": ("15 分钟平均负载为 {v}", "the 15-minute load average was {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    averages = dict(zip(SAID, (f"{value / 100:.2f}" for value in rng.sample(range(5, 3200), 3)), strict=True))
    tasks = f"{rng.randint(1, 9)}/{rng.randint(200, 3000)}"
    line = f"{' '.join(averages.values())} {tasks} {rng.randint(1000, 99999)}"
    output = line if rng.random() < 0.6 else f"$ cat /proc/loadavg\n{line}"
    window, other = rng.sample(tuple(SAID), 2)
    form = rng.choice(SAID[window])
    return form.format(v=averages[window]), form.format(v=averages[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4510)
    return [_probe(rng) for _ in range(60)]


def test_a_window_s_own_average_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_window_s_average_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
