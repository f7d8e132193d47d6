"""A claim blaming one kind of Kubernetes probe fails when the cited events show another kind
failing, and passes when they show its own.

`pod 因 liveness probe 失败被重启` citing `Readiness probe failed: HTTP probe failed with statuscode:
503` passed: `probe` and `failed` are the event's words, and nothing read which probe
(`evidence/probes.py`). A readiness probe failing takes a pod out of its Service and restarts
nothing; a liveness probe failing restarts it: the remedies differ.
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed

SERVICES = ("payment-svc", "order-svc", "auth-svc", "inventory-api")
KINDS = {"liveness": ("存活探针", "liveness probe", "livenessProbe"),
         "readiness": ("就绪探针", "readiness probe", "readinessProbe"),
         "startup": ("启动探针", "startup probe")}
FORMS = ("{s} 的 {p} 失败", "{s} 因 {p} 检查失败而异常", "the {p} of {s} failed", "{s} 的 {p} 一直不通过")
REASONS = ('HTTP probe failed with statuscode: 503',
           'Get "http://10.1.2.3:8080/healthz": context deadline exceeded',
           'dial tcp 10.1.2.3:8080: connect: connection refused')


def _events(rng: random.Random, service: str, kind: str) -> str:
    pod = f"{service}-7d9f8b6c5-{rng.choice(('x2k4q', 'mb7zp', 'q9d2w'))}"
    lines = [f"Normal   Scheduled  {rng.randint(10, 59)}m  default-scheduler  "
             f"Successfully assigned default/{pod}",
             f"Warning  Unhealthy  {rng.randint(1, 9)}m (x{rng.randint(3, 30)} over {rng.randint(10, 40)}m)  "
             f"kubelet  {kind.capitalize()} probe failed: {rng.choice(REASONS)}"]
    if kind == "liveness":
        lines.append(f"Normal   Killing    {rng.randint(1, 9)}m  kubelet  "
                     f"Container {service} failed liveness probe, will be restarted")
    return "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, events)."""
    rng = random.Random(3406)
    probes = []
    for _ in range(90):
        service = rng.choice(SERVICES)
        kind, other = rng.sample(sorted(KINDS), 2)
        form = rng.choice(FORMS)
        probes.append((form.format(s=service, p=rng.choice(KINDS[kind])),
                       form.format(s=service, p=rng.choice(KINDS[other])), _events(rng, service, kind)))
    return probes


def test_the_probe_that_failed_passes() -> None:
    assert not_passed((claim, events, events) for claim, _, events in _probes()) == []


def test_another_kind_of_probe_fails() -> None:
    assert not_failed((forged, events, events) for _, forged, events in _probes()) == []
