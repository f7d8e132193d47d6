"""What a claim says an Ansible run did on a host (gatekeeper.rules.support.evidence.play_recap)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.play_recap import recap_contradicted, recap_counters

RECAP = """PLAY RECAP ************************************************************
web-01       : ok=12   changed=3    unreachable=0    failed=0    skipped=2    rescued=0    ignored=0
web-02       : ok=9    changed=1    unreachable=0    failed=1    skipped=2    rescued=0    ignored=0
db-01        : ok=0    changed=0    unreachable=1    failed=0    skipped=0    rescued=0    ignored=0"""


def _contradicted(claim: str) -> bool:
    return recap_contradicted(claim, [], [RECAP], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "web-01 上有 1 个任务失败", "web-01 failed=1", "web-01 has 1 failed task", "web-01 的失败任务数为 2",
    "web-02 没有失败任务", "web-02 had no failed tasks", "web-02 did not fail",
    "web-01 不可达", "web-02 is unreachable", "web-01 failed",  # the word alone: a count of 0
    "web-02 变更了 3 项", "web-01 changed=1",
    "web-02 执行成功", "db-01 执行成功",  # one failed, one unreachable
    "web-02 运行完毕，没有任务失败",  # the host its sentence names
])
def test_counters_the_host_s_line_denies_are_contradicted(claim: str) -> None:
    assert _contradicted(claim)


@pytest.mark.parametrize("claim", [
    "web-02 上有 1 个任务失败", "web-02 failed=1", "web-01 没有失败任务", "web-01 did not fail",
    "db-01 不可达", "db-01 连接失败",  # a failure of either kind
    "db-01 没有失败任务",  # none failed: it was unreachable
    "web-01 变更了 3 项", "web-01 执行成功", "web-02 部分任务执行成功",
    "web-02 上超过 0 个任务失败",  # a bound
    "web-01 和 web-02 均有任务失败",  # two hosts: whose is which is unsure
    "app-07 上有 1 个任务失败",  # no host of the recap
])
def test_counters_as_printed_or_unsure_are_not(claim: str) -> None:
    assert not _contradicted(claim)


def test_the_finding_gives_the_host_s_counter() -> None:
    found = recap_contradicted("web-01 上有 1 个任务失败", [], [RECAP], lambda text: [])
    assert found is not None and found[0].value == "failed 1"
    assert found[1][0].startswith("failed=0 for web-01 ('web-01 : ok=12 changed=3")


def test_the_counters_a_claim_naming_a_host_writes_are_the_recap_s_to_read() -> None:
    assert recap_counters("web-01 had no failed tasks", [RECAP]) == {"failed"}
    assert recap_counters("app-07 had no failed tasks", [RECAP]) == set()
    # a sentence naming no host is the negation checks' still
    assert recap_counters("web-01 执行完成。No request failed.", [RECAP]) == set()
