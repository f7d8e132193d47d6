"""States ops outputs print (`FAILED`, `CrashLoopBackOff`), for claims that swap one."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.states import (
    holds,
    method_conflict,
    state_changed,
    state_conflict,
    states,
)


@pytest.mark.parametrize(("text", "found"), [
    ("| O1002    | FAILED | 88.00 |", {"failed": "FAILED"}),
    ("job 7 SUCCESS, job 8 SUCCEEDED", {"succeeded": "SUCCESS"}),  # one state, two spellings
    ("order-svc-7d9f 0/1 CrashLoopBackOff 12 (3m ago)", {"crashloopbackoff": "CrashLoopBackOff"}),
    ("Failed to connect; Running the job", {}),  # capitalised English words are prose
    ("the job is Running.", {}),
    ("pod 处于 Running 状态", {"running": "Running"}),  # a phase with no English word beside it
    ("order-svc-7d9f   1/1     Running   0   2d", {"running": "Running"}),  # a kubectl column
    ("PAIDOUT FAILED_COUNT=3 xFAILED", {}),  # whole words only
    ("  Ready             False", {}), ("    Ready:          False", {}),  # a condition, a field denied
    ("  Ready             True", {"ready": "Ready"}),
])
def test_states(text: str, found: dict[str, str]) -> None:
    assert states(text) == found


@pytest.mark.parametrize(("claim", "excerpts", "conflict"), [
    ("订单 O1002 状态为 PAID。", ["| O1002 | FAILED | 88.00 |"], ("PAID", ["FAILED"])),
    ("pod 处于 OOMKilled", ["order-svc 0/1 CrashLoopBackOff 12"], ("OOMKilled", ["CrashLoopBackOff"])),
    ("订单 O1002 状态为 FAILED。", ["| O1002 | FAILED | 88.00 |"], None),  # the same state
    ("order-svc 的 pod 处于 Running 状态", ["order-svc-7d9f   0/1     CrashLoopBackOff   12"],
     ("Running", ["CrashLoopBackOff"])),
    ("任务从 RUNNING 变为 FAILED", ["job 9 FAILED at 10:02"], None),  # a change: one is there
    # a node's (it passed: `Ready` is in `NotReady`, no state)
    ("节点 node-3 的状态为 Ready", ["node-3   NotReady   <none>   10d   v1.27.3"], ("Ready", ["NotReady"])),
    ("node-3 is NotReady", ["node-3   Ready   <none>   10d   v1.27.3"], ("NotReady", ["Ready"])),
    ("node-3 处于 Ready 状态", ["node-3   Ready,SchedulingDisabled   <none>   10d"], None),
    ("订单 O1002 状态为 PAID。", ["| O1002 | 88.00 |"], None),  # the excerpt names no state
    ("订单 O1002 支付失败。", ["| O1002 | PAID |"], None),  # the claim names none (words are
    # the anchors' and the negation checks' business)
])
def test_state_conflict(claim: str, excerpts: list[str],
                        conflict: tuple[str, list[str]] | None) -> None:
    assert state_conflict(claim, excerpts) == conflict


@pytest.mark.parametrize(("text", "found"), [
    ("Last State: Terminated，Reason: OOMKilled", {"terminated": "Terminated", "oomkilled": "OOMKilled"}),
    ("Reason: Error, Exit Code: 137", {"error": "Error"}),
    ("status=Failed; 状态为 Degraded", {"failed": "Failed", "degraded": "Degraded"}),
    ("Reason: the pod was evicted", {}),  # a sentence after the label, not a state
])
def test_a_capitalised_word_after_a_state_label_is_a_state_in_a_quote(
        text: str, found: dict[str, str]) -> None:
    assert states(text, labelled=True) == found
    assert "error" not in states(text)  # not for claims, which may word a state otherwise


@pytest.mark.parametrize(("excerpt", "outputs", "changed"), [
    ("Reason: Error", ["Last State: Terminated，Reason: OOMKilled"], ("Error", ["OOMKilled", "Terminated"])),
    ("Reason: OOMKilled", ["Last State: Terminated，Reason: OOMKilled"], None),
    ("Status: Failed", ["job-17 RUNNING\njob-18 status=failed"], None),  # written, in another case
    ("Reason: Error", ["no state here: Error budget burn"], None),  # the outputs name no state
])
def test_state_changed(excerpt: str, outputs: list[str],
                       changed: tuple[str, list[str]] | None) -> None:
    assert state_changed(excerpt, outputs) == changed


@pytest.mark.parametrize(("claim", "excerpts", "conflict"), [
    ("order-svc 的 GET /api/orders 返回 503", ["[order-svc] POST /api/orders 503 30012ms"],
     ("GET", ["POST"])),
    ("The DELETE request failed", ["PUT /v1/items/7 500"], ("DELETE", ["PUT"])),
    ("POST /api/orders 返回 503", ["[order-svc] POST /api/orders 503"], None),
    ("GET 和 POST 请求都失败", ["POST /api/orders 503"], None),  # one of them is the excerpt's
    ("order-svc 返回 503", ["POST /api/orders 503"], None),  # no method named
    ("GET /api/orders 返回 503", ["order-svc 503 Service Unavailable"], None),  # none quoted
    ("GETTING /x", ["POST /x"], None),
])
def test_method_conflict(claim: str, excerpts: list[str],
                         conflict: tuple[str, list[str]] | None) -> None:
    assert method_conflict(claim, excerpts) == conflict


@pytest.mark.parametrize(("claim", "said"), [
    ("order-svc 没有处于 CrashLoopBackOff 状态", ("not CrashLoopBackOff", ["CrashLoopBackOff"])),
    ("order-svc is not in CrashLoopBackOff", ("not CrashLoopBackOff", ["CrashLoopBackOff"])),
    ("没有 Pod 处于 CrashLoopBackOff 状态", ("not CrashLoopBackOff", ["CrashLoopBackOff"])),
])
def test_a_state_denied_that_the_entity_s_line_names_conflicts(claim: str, said: tuple) -> None:
    assert state_conflict(claim, ["order-svc-7d9f   0/1   CrashLoopBackOff   12   1h"]) == said


@pytest.mark.parametrize("claim", [
    "没有 Pod 处于 Pending 状态",  # another state: no state a pod is in was named
    "No pod is Pending.",
    "payment-svc 没有处于 CrashLoopBackOff 状态",  # another entity's denial
    "order-svc 已不再处于 CrashLoopBackOff 状态",  # no longer: it was, as the excerpt shows
    "order-svc is no longer in CrashLoopBackOff",
])
def test_a_state_denied_the_excerpt_does_not_name_for_it_does_not_conflict(claim: str) -> None:
    assert state_conflict(claim, ["order-svc-7d9f   0/1   CrashLoopBackOff   12   1h"]) is None


DESCRIBE = """  order-svc:
    State:          Waiting
      Reason:       CrashLoopBackOff
    Last State:     Terminated
      Reason:       OOMKilled
      Exit Code:    137"""


@pytest.mark.parametrize(("claim", "found"), [
    ("order-svc 容器上次因 Error 终止", ("Error", ["CrashLoopBackOff", "OOMKilled"])),
    ("终止原因是 ContainerCannotRun", ("ContainerCannotRun", ["CrashLoopBackOff", "OOMKilled"])),
    ("It was last terminated with reason Error.", ("Error", ["CrashLoopBackOff", "OOMKilled"])),
])
def test_a_reason_no_reason_field_gives_is_a_conflict(claim: str, found: tuple) -> None:
    assert state_conflict(claim, [DESCRIBE]) == found


@pytest.mark.parametrize(("claim", "excerpt"), [
    ("order-svc 容器上次因 OOMKilled 终止", DESCRIBE),
    ("容器因 CrashLoopBackOff 等待重启", DESCRIBE),  # written there
    ("由于 Error 日志过多，磁盘写满", DESCRIBE),  # the logs' level, not a reason
    ("容器上次因 Error 终止", "order-svc exited with code 1"),  # no reason printed
    ("因 OutOfMemoryError 终止", DESCRIBE),  # no reason Kubernetes gives
])
def test_a_printed_or_unknown_reason_is_not(claim: str, excerpt: str) -> None:
    assert state_conflict(claim, [excerpt]) is None


@pytest.mark.parametrize(("text", "found"), [
    ("order-svc-7d9f 运行正常", {"running": "运行正常"}),
    ("pod 处于等待调度状态", {"pending": "等待调度"}),
    ("pod 正在终止", {"terminating": "正在终止"}),
    ("data-mysql-0 已绑定，data-mysql-1 尚未绑定", {"bound": "已绑定", "pending": "尚未绑定"}),
    ("data-mysql-0   Bound   pvc-3f2a   100Gi", {"bound": "Bound"}),  # a PVC's phase
    ("Bound to 0.0.0.0:8080", {}),  # prose
    ("pod 处于运行中的状态", {"running": "运行中"}),
    ("pod 无法正常运行", {}),  # denied
    ("pod 没有在运行，未运行中", {}),
    ("正常运行时间 3h，运行中的线程 12 个", {}),  # a time, a count: no pod's state
])
def test_chinese_words_of_a_pod_s_state(text: str, found: dict[str, str]) -> None:
    assert states(text) == found


def test_a_chinese_word_of_running_holds_any_state_a_running_pod_is_in() -> None:
    assert holds("running", "运行正常", {"healthy"}) and holds("running", "正在运行", {"unhealthy"})
    assert not holds("running", "运行正常", {"crashloopbackoff", "pending"})
    assert not holds("running", "RUNNING", {"healthy"})  # as printed, a state allows itself only


@pytest.mark.parametrize(("claim", "excerpts", "conflict"), [
    ("order-svc-7d9f 运行正常", ["order-svc-7d9f   0/1   CrashLoopBackOff   12"],
     ("运行正常", ["CrashLoopBackOff"])),
    ("order-svc-7d9f 运行正常", ["order-svc-7d9f   1/1   Running   0"], None),
    ("pay-svc-5b8c 正在运行", ["pay-svc-5b8c   0/1   Pending   0"], ("正在运行", ["Pending"])),
    # its lines only: another unit's `status=1/FAILURE` says nothing of inventory-api's
    ("inventory-api 正在运行", ["● inventory-api.service\n   Active: active (running)\n"
                                "● payment-svc.service\n   Main PID: 33 (code=exited, status=1/FAILURE)"],
     None),
    ("服务运行正常", ["order-svc-7d9f   0/1   CrashLoopBackOff   12"], None),  # whose? unsure
])
def test_a_chinese_state_conflicts_with_the_states_of_the_entity_it_names(
        claim: str, excerpts: list[str], conflict: tuple[str, list[str]] | None) -> None:
    assert state_conflict(claim, excerpts) == conflict


def test_a_chinese_word_of_a_phase_is_said_unless_denied() -> None:
    from gatekeeper.rules.support.text.states import phases_said

    assert phases_said("所有 pod 都在运行", 0, 12) == ["Running"]
    assert phases_said("pod 正常运行", 0, 8) == ["Running"]
    assert phases_said("所有 PVC 都已绑定", 0, 12) == ["Bound"]
    assert phases_said("data-mysql-0 已经绑定", 0, 18) == ["Bound"]
    assert phases_said("容器都处于运行状态", 0, 9) == ["Running"]
    assert phases_said("pod 没有在运行", 0, 10) == [] and phases_said("pod 无法正常运行", 0, 10) == []
