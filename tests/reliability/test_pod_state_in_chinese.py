"""A pod's state said in Chinese (`order-svc-7d9f8b6c5-x2x9k 运行正常` for its `Running` row,
`pay-svc-... 处于等待调度状态` for `Pending`) passes, and a state its row does not print fails
(`运行正常` for a pod in `CrashLoopBackOff`, `正在运行` for one `Pending`).

The pod's name is the output's, and `Running` another row's: the Chinese words were no state,
and every forged claim passed. Now `运行中`, `正在运行`, `运行正常`, `等待调度`, `正在终止` are read
as the states they say (`gatekeeper.rules.support.text.states`), against the row's.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_passed, not_rejected

#: STATUS cell -> what a claim says of a pod in it
SAYS = {"Running": ("{p} 运行正常", "pod {p} 正在运行", "{p} 处于运行中", "{p} 正常运行，未见重启"),
        "Pending": ("{p} 处于等待调度状态", "pod {p} 等待调度", "{p} 仍处于 Pending 状态"),
        "CrashLoopBackOff": ("{p} 处于 CrashLoopBackOff 状态", "{p} 反复重启，状态为 CrashLoopBackOff"),
        "Terminating": ("{p} 正在终止", "pod {p} 处于 Terminating 状态")}
#: a state no other one is said for (`运行正常` is no word for Pending)
FORGED = {"Running": ("{p} 处于等待调度状态", "{p} 正在终止"),
          "Pending": ("{p} 运行正常", "pod {p} 正在运行", "{p} 处于运行中"),
          "CrashLoopBackOff": ("{p} 运行正常", "pod {p} 正在运行"),
          "Terminating": ("{p} 运行正常", "{p} 等待调度")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    pods = [f"{service}-{rng.getrandbits(36):09x}-{rng.getrandbits(24):05x}"
            for _ in range(rng.randint(1, 4))]
    statuses = [rng.choice(tuple(SAYS)) for _ in pods]
    rows = []
    for pod, status in zip(pods, statuses, strict=True):
        ready = "1/1" if status in ("Running", "Terminating") else "0/1"
        restarts = f"{rng.randint(3, 40)} ({rng.randint(1, 9)}m ago)" if status == "CrashLoopBackOff" else "0"
        rows.append([pod, ready, status, restarts, f"{rng.randint(5, 90)}m"])
    at = rng.randrange(len(pods))
    pod, status = pods[at], statuses[at]
    return (rng.choice(SAYS[status]).format(p=pod), rng.choice(FORGED[status]).format(p=pod),
            aligned_table(["NAME", "READY", "STATUS", "RESTARTS", "AGE"], rows))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(10250)
    return [_probe(rng) for _ in range(60)]


def test_a_pod_s_state_said_in_chinese_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_a_state_its_row_does_not_print_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
