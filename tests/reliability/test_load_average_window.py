"""A claim giving a load average's window another window's value fails; its own value passes.

`uptime` and `top`'s first line as a diagnosis agent reads them (`load average: 3.21, 2.05, 1.02`,
macOS' `load averages: 1.52 1.65 1.71`): the 1-, 5- and 15-minute loads, drawn apart. A faithful
claim names its window (`1 分钟平均负载为 3.21`, `the 15-minute load average was 1.02`); before
the three values were read as `load1`, `load5`, `load15` (docs/anchors.md, Numbers), such a
claim failed (the window, `1 分钟`, was a duration contradicted by the uptime, or the value was
compared with the first load only: 53 of 60 REJECT, 6 more warned), and one giving a window
another window's value failed for those reasons or passed (7 of 60 reached PASS). Now each
window's own value passes and another's fails.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = ("{w} 分钟平均负载为 {v}", "the {w}-minute load average was {v}", "{w} 分钟负载 {v}",
         "系统 {w} 分钟平均负载达到 {v}")
WINDOWS = ("1", "5", "15")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(15)
    found = []
    while len(found) < 60:
        loads = [f"{rng.uniform(0.1, 40):.2f}" for _ in WINDOWS]
        if len(set(loads)) < len(loads):
            continue
        if rng.random() < 0.5:
            output = (f"top - {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:01 up {rng.randint(2, 90)} "
                      f"days,  3:02,  2 users,  load average: {', '.join(loads)}")
        else:
            output = (f"{rng.randint(1, 12)}:{rng.randint(10, 59)}  up 3 days, 4:51, 2 users, "
                      f"load averages: {' '.join(loads)}")
        one, other = rng.sample(range(len(WINDOWS)), 2)
        form = rng.choice(FORMS)
        found.append((form.format(w=WINDOWS[one], v=loads[one]), form.format(w=WINDOWS[one], v=loads[other]),
                      output))
    return found


def test_another_window_s_load_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_window_s_own_load_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
