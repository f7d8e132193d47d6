"""A rollout's finish and counts against `kubectl rollout status`
(gatekeeper.rules.support.evidence.rollouts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.rollouts import rollout_contradicted, rollouts_of

WAITING = 'Waiting for deployment "payment-svc" rollout to finish: 1 of 3 updated replicas are available...'
DONE = "\n".join([WAITING, WAITING.replace("1 of 3", "2 of 3"),
                  'deployment "payment-svc" successfully rolled out'])
STALLED = "\n".join(['Waiting for deployment "order-svc" rollout to finish: 1 out of 3 new replicas '
                     "have been updated...", 'error: deployment "order-svc" exceeded its progress deadline'])
TWO = "\n".join([WAITING, 'daemon set "fluentd" successfully rolled out'])


def _denied(claim: str, output: str) -> bool:
    return rollout_contradicted(claim, [], [output], lambda text: []) is not None


def test_each_workload_s_lines_are_read_in_order() -> None:
    done, stalled = rollouts_of([DONE])[0], rollouts_of([STALLED])[0]
    assert (done.name, done.done, sorted(done.available), done.total) == ("payment-svc", True, [1, 2], 3)
    assert (stalled.name, stalled.done, sorted(stalled.updated)) == ("order-svc", False, [1])
    assert [r.name for r in rollouts_of([TWO])] == ["payment-svc", "fluentd"]


@pytest.mark.parametrize(("claim", "output"), [
    ("payment-svc 的滚动发布已完成", WAITING), ("payment-svc 的 3 个副本均已可用", WAITING),
    ("The payment-svc rollout completed successfully", WAITING),
    ("all replicas of the payment-svc deployment are available", WAITING),
    ("payment-svc 滚动发布尚未完成", DONE), ("payment-svc 发布失败", DONE), ("the rollout is stuck", DONE),
    ("order-svc 发布成功", STALLED), ("order-svc 有 2 个新副本已更新", STALLED),
    ("fluentd 的发布仍在进行中", TWO), ("fluentd发布仍在进行中", TWO),
])
def test_a_finish_or_count_the_lines_deny_is_contradicted(claim: str, output: str) -> None:
    assert _denied(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("payment-svc 的滚动发布尚未完成，仅 1 个副本可用", WAITING), ("payment-svc 发布仍在进行中", WAITING),
    ("payment-svc 滚动发布已完成，3 个副本均已可用", DONE), ("payment-svc 发布后 2 个副本可用", DONE),
    ("order-svc 的发布超过进度期限", STALLED), ("The order-svc rollout is stuck", STALLED),
    ("payment-svc 发布后出现请求失败", DONE),  # a failure, not the rollout's
    ("发布已完成", TWO),  # two workloads, neither named: unsure
    ("payment-svc 和 fluentd 的发布均已完成", TWO),  # two named: unsure
    ("payment-svc 部署在 node-3 上", WAITING),  # no finish, no count
])
def test_the_lines_own_progress_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _denied(claim, output)
