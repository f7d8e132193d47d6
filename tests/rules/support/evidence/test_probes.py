"""A Kubernetes probe said to fail while another kind failed
(gatekeeper.rules.support.evidence.probes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.probes import probe_swapped

READINESS = "Warning  Unhealthy  3m  kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503"
LIVENESS = ("Warning  Unhealthy  3m (x12 over 5m)  kubelet  Liveness probe failed: deadline exceeded\n"
            "Normal   Killing    3m  kubelet  Container payment-svc failed liveness probe, will be restarted")


def _swapped(claim: str, events: str) -> bool:
    return probe_swapped(claim, [], [events], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "events"), [
    ("pod 因 liveness probe 失败被重启", READINESS), ("payment-svc 的就绪探针失败", LIVENESS),
    ("the readiness probe failed", LIVENESS), ("livenessProbe 检查不通过", READINESS),
    ("启动探针失败", LIVENESS),
])
def test_a_probe_said_to_fail_while_only_another_kind_did_is_contradicted(claim: str, events: str) -> None:
    assert _swapped(claim, events)


@pytest.mark.parametrize(("claim", "events"), [
    ("pod 因存活探针失败被重启", LIVENESS), ("the readiness probe failed", READINESS),
    ("就绪探针失败，但存活探针正常", READINESS),  # each clause its own kind
    ("liveness 和 readiness probe 都失败了", READINESS),  # two kinds: unsure
    ("liveness probe 没有失败", READINESS),  # denied
    ("建议调大 liveness probe 的 failureThreshold", READINESS),  # no failure said
    ("liveness probe 失败", "Normal  Pulled  kubelet  Successfully pulled image"),  # no probe failing
])
def test_the_kind_that_failed_or_an_unsure_claim_is_not(claim: str, events: str) -> None:
    assert not _swapped(claim, events)
