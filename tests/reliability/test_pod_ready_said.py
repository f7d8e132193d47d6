"""A pod said Ready (or not) the other way from `kubectl describe pod`'s `Ready` fails; as
printed, it passes.

`Pod 已经 Ready` or `the container is ready` citing a pod whose container and condition print
`Ready: False`: `ready` was no word of a flag's state (only `就绪` was), and `Ready` names the flag
itself, so of 60 forged claims 26 passed; and `gateway 的 Pod 未 Ready` failed, the condition's
`Ready   False` read as the state Ready printed (1 of 60 faithful claims). Now `ready` is a state
a flag is named by, like `Running` (`gatekeeper.rules.support.evidence.flags`), and a condition's
or field's name its value denies is no state (`gatekeeper.rules.support.text.states`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

DESCRIBED = """Name:             {pod}
Namespace:        prod
Node:             node-{node}/10.0.{subnet}.{host}
Status:           Running
Containers:
  app:
    Image:          registry.local/{service}:v{major}.{minor}.{patch}
    State:          Running
      Started:      Mon, 07 Dec 2026 0{hour}:1{minute}:22 +0000
    Ready:          {ready}
    Restart Count:  {restarts}
Conditions:
  Type              Status
  Initialized       True
  Ready             {ready}
  ContainersReady   {ready}
  PodScheduled      True"""
SERVICES = ("order-svc", "payment-svc", "inventory-api", "billing-worker", "gateway")
YES = ("Pod {pod} 已经 Ready", "容器当前处于 Ready 状态", "the container is ready", "{pod} is Ready",
       "{service} 的 Pod 已 Ready")
NO = ("Pod {pod} 还没有 Ready", "容器当前处于 not ready 状态", "the container is not ready",
      "{pod} is not Ready", "{service} 的 Pod 未 Ready")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    pod = f"{service}-{rng.getrandbits(36):09x}-{rng.getrandbits(20):05x}"
    ready = rng.random() < 0.5
    output = DESCRIBED.format(pod=pod, node=rng.randint(1, 9), subnet=rng.randint(0, 9),
                              host=rng.randint(2, 250),
                              service=service, major=rng.randint(1, 3), minor=rng.randint(0, 20),
                              patch=rng.randint(0, 9), hour=rng.randint(0, 5), minute=rng.randint(0, 9),
                              ready="True" if ready else "False", restarts=rng.randint(0, 12))
    form = rng.randrange(len(YES))
    said, denied = YES[form].format(pod=pod, service=service), NO[form].format(pod=pod, service=service)
    return (said, denied, output) if ready else (denied, said, output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 7130, 60)


def test_a_pod_said_ready_the_other_way_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_pod_s_readiness_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
