"""A claim giving a container another row's exit code, or a pod another object's event, never
passes.

Generated `docker ps -a` outputs (three or four containers named after the services, some up,
some exited with their codes, an empty `PORTS` cell where a container exposes none) and `kubectl
get events` outputs (an event's reason per pod: `BackOff`, `Unhealthy`, `FailedScheduling`,
`Killing`, `Pulled`). The claim gives a service the code another container exited with (`order-svc
容器以退出码 137 退出`, `The order-svc container exited (137)`) or the reason of another pod's
event (`order-svc 的 Pod 出现 BackOff 事件`, `order-svc pod had a BackOff event`). On round 16's
tree all passed with no finding: neither table was read (a name of two words, `CONTAINER ID`,
`LAST SEEN`, and an empty cell), `Exited (137)` was no exit code, and an event's object
(`pod/order-svc-7d9f`) named no row; the row's own code and reason pass.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, check

CODES = (1, 2, 137, 139, 143)
REASONS = ("BackOff", "Unhealthy", "FailedScheduling", "Killing", "Pulled")


def _containers(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, `docker ps -a`)."""
    services = rng.sample(SERVICES, rng.randint(3, 4))
    codes = rng.sample(CODES, len(services))
    exited = rng.sample(range(len(services)), 2)
    rows = [[f"{rng.randrange(16**12):012x}", f"registry/{service}:{rng.randint(1, 9)}.{rng.randint(0, 20)}",
             '"java -jar app.jar"', f"{rng.randint(2, 9)} hours ago",
             f"Exited ({code}) {rng.randint(1, 50)} minutes ago" if n in exited
             else f"Up {rng.randint(1, 9)} hours",
             "" if n in exited else f"0.0.0.0:{8080 + n}->8080/tcp", service]
            for n, (service, code) in enumerate(zip(services, codes, strict=True))]
    output = aligned_table(["CONTAINER ID", "IMAGE", "COMMAND", "CREATED", "STATUS", "PORTS", "NAMES"], rows)
    mine, other = exited if rng.random() < 0.5 else exited[::-1]
    form = rng.choice(("{s} 容器以退出码 {c} 退出", "The {s} container exited ({c}).",
                       "{s} 容器异常退出，退出码 {c}"))
    return (form.format(s=services[mine], c=codes[mine]), form.format(s=services[mine], c=codes[other]),
            output)


def _events(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, `kubectl get events`)."""
    services = rng.sample(SERVICES, rng.randint(3, 4))
    reasons = rng.sample(REASONS, len(services))
    rows = [[f"{rng.randint(1, 59)}m", "Normal" if reason == "Pulled" else "Warning", reason,
             f"pod/{service}-{rng.randrange(16**9):09x}-{rng.randrange(36**5):05x}",
             "Back-off restarting failed container" if reason == "BackOff" else f"{reason} for the pod"]
            for service, reason in zip(services, reasons, strict=True)]
    output = aligned_table(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], rows)
    mine, other = rng.sample(range(len(services)), 2)
    form = rng.choice(("{s} 的 Pod 出现 {r} 事件", "The {s} pod had a {r} event."))
    return (form.format(s=services[mine], r=reasons[mine]), form.format(s=services[mine], r=reasons[other]),
            output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(233)
    return [(_containers if n % 2 else _events)(rng) for n in range(60)]


def test_another_row_s_exit_code_or_event_fails() -> None:
    reports = [(forged, check(forged, output, output)) for _, forged, output in _probes()]
    assert [claim for claim, report in reports if report.verdict_ceiling != "REJECT"] == []


def test_the_row_s_own_exit_code_or_event_passes() -> None:
    reports = [(claim, check(claim, output, output)) for claim, _, output in _probes()]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []
