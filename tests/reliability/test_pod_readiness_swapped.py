"""A pod's readiness restated (`order-svc-7d9f8b6c5-x2x9k 未就绪` for `kubectl get pods`'s `0/1`)
passes, and the other way fails.

Readiness is no anchor and the pod's name is the output's: every forged claim passed. Now a
clause naming one row and saying it is ready, or not, is denied by its READY cell
(`gatekeeper.rules.support.evidence.readiness`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

SAYS = {True: ("{p} 已就绪", "Pod {p} 处于就绪状态", "pod {p} is ready"),
        False: ("{p} 未就绪", "Pod {p} 没有就绪", "pod {p} is unready")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    pods = [f"{service}-{rng.getrandbits(36):09x}-{rng.getrandbits(24):05x}"
            for _ in range(rng.randint(2, 5))]
    rows = ["NAME                                   READY   STATUS             RESTARTS       AGE"]
    ready = {}
    for pod in pods:
        containers = rng.choice((1, 2))
        up = rng.randint(0, containers)
        ready[pod] = up == containers
        status = "Running" if ready[pod] else rng.choice(("CrashLoopBackOff", "Running", "Error"))
        restarts = "0" if ready[pod] else f"{rng.randint(1, 40)} ({rng.randint(1, 9)}m ago)"
        rows.append(f"{pod:<38} {up}/{containers}     {status:<18} {restarts:<14} {rng.randint(5, 90)}m")
    pod = rng.choice(pods)
    return (rng.choice(SAYS[ready[pod]]).format(p=pod), rng.choice(SAYS[not ready[pod]]).format(p=pod),
            "\n".join(rows))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(6443)
    return [_probe(rng) for _ in range(60)]


def test_a_pod_s_readiness_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_readiness_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
