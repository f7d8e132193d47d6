"""A claim giving a systemd unit a state its `systemctl status` contradicts never passes, and
the state as printed passes.

`systemctl status <unit>` as a diagnosis agent reads it: `● order-svc.service - ...`, `Loaded:
...`, `Active: failed (Result: exit-code) since ...` (or `active (running)`, `inactive (dead)`,
`activating (auto-restart)`), `Main PID: ...`; one to three units. The claim says the unit runs
(`order-svc 服务运行正常`, `order-svc is active (running)`), failed (`order-svc 启动失败`, `has
failed`) or stopped (`order-svc 已停止`, `is inactive`); the faithful one what the `Active:` line
says, the forged one a state it contradicts. The state's words were no anchor, so before, 60 of
the 60 forged claims passed. Now the unit's `Active:` line is read under its name
(gatekeeper.rules.support.evidence.unit_state): every forged claim fails REJECT, every faithful
one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

CLAIMS = {"running": ("{u} 服务运行正常", "{u} 正在运行", "{u} is active (running)", "{u} 处于 active 状态"),
          "failed": ("{u} 启动失败", "{u} has failed", "{u} 处于 failed 状态"),
          "stopped": ("{u} 已停止", "{u} is inactive", "{u} 未运行")}
#: the Active: line's state -> (as printed, the claims it makes true, the claims it contradicts)
STATES = {"active": ("active (running)", "running", ("failed", "stopped")),
          "failed": ("failed (Result: exit-code)", "failed", ("running",)),
          "inactive": ("inactive (dead)", "stopped", ("running", "failed")),
          "activating": ("activating (auto-restart) (Result: exit-code)", "", ("running",))}


def _status(rng: random.Random, unit: str, state: str) -> str:
    pid = rng.randint(1000, 60000)
    since = f"Tue 2026-12-01 03:{rng.randint(10, 59)}:09 UTC; {rng.randint(2, 59)}min ago"
    process = "java" if state == "active" else "code=exited, status=1/FAILURE"
    return "\n".join([f"● {unit}.service - {unit}",
                      f"     Loaded: loaded (/etc/systemd/system/{unit}.service; enabled)",
                      f"     Active: {STATES[state][0]} since {since}",
                      f"   Main PID: {pid} ({process})"])


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(1987)
    found = []
    while len(found) < 60:
        units = rng.sample(SERVICES, rng.randint(1, 3))
        states = [rng.choice(list(STATES)) for _ in units]
        at = rng.randrange(len(units))
        _, true, wrong = STATES[states[at]]
        if not true:
            continue
        output = "\n\n".join(_status(rng, unit, state)
                               for unit, state in zip(units, states, strict=True))
        unit = units[at]
        found.append((rng.choice(CLAIMS[true]).format(u=unit),
                      rng.choice(CLAIMS[rng.choice(wrong)]).format(u=unit), output))
    return found


def test_a_state_the_active_line_contradicts_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_state_the_active_line_prints_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
