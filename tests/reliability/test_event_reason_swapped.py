"""Why Kubernetes reported an event about a pod, said in Chinese (`pay-svc-... 因内存不足无法调度` for
its `FailedScheduling` row), passes; another pod's reason (`order-svc-... 无法调度` where that
row is `BackOff`) fails.

The pod and the reason's words were all the output's or no anchor: every forged claim passed.
Now a reason said in Chinese is read against the named object's rows
(`gatekeeper.rules.support.evidence.event_reasons`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_passed, not_rejected

#: reason -> (its event's type and message, what a claim says)
REASONS = {
    "FailedScheduling": ("Warning", "0/3 nodes are available: 3 Insufficient memory.",
                         ("{p} 因内存不足无法调度", "{p} 调度失败", "Pod {p} 无法被调度")),
    "BackOff": ("Warning", "Back-off restarting failed container",
                ("{p} 的容器反复重启", "{p}不断重启", "{p} 处于回退重启")),
    "Unhealthy": ("Warning", "Readiness probe failed: HTTP probe failed with statuscode: 503",
                  ("{p} 就绪探针失败", "{p} 健康检查失败")),
    "Evicted": ("Warning", "The node was low on resource: memory.",
                ("{p} 被驱逐", "Pod {p} 因节点内存不足被驱逐")),
    "Pulled": ("Normal", 'Successfully pulled image "registry/app:1.4.2" in 2.1s',
               ("{p} 的镜像已拉取成功", "{p} 已成功拉取镜像")),
}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    pods = [f"{rng.choice(SERVICES)}-{rng.getrandbits(36):09x}-{rng.getrandbits(24):05x}"
            for _ in range(rng.randint(2, 4))]
    reasons = rng.sample(tuple(REASONS), len(pods))
    rows = [[f"{rng.randint(1, 59)}m", REASONS[reason][0], reason, f"pod/{pod}", REASONS[reason][1]]
            for pod, reason in zip(pods, reasons, strict=True)]
    output = aligned_table(["LAST SEEN", "TYPE", "REASON", "OBJECT", "MESSAGE"], rows)
    at = rng.randrange(len(pods))
    other = rng.choice([reason for reason in reasons if reason != reasons[at]])
    return (rng.choice(REASONS[reasons[at]][2]).format(p=pods[at]),
            rng.choice(REASONS[other][2]).format(p=pods[at]), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(5150)
    return [_probe(rng) for _ in range(60)]


def test_a_pod_s_own_reason_said_in_chinese_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_pod_s_reason_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
