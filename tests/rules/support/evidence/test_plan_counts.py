"""How many resources a claim says Terraform adds, changes, destroys
(gatekeeper.rules.support.evidence.plan_counts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.plan_counts import plan_count_contradicted

PLAN = "  # aws_instance.web[2] will be destroyed\nPlan: 2 to add, 1 to change, 3 to destroy."
APPLIED = "Apply complete! Resources: 2 added, 0 changed, 1 destroyed."


def _contradicted(claim: str, *texts: str) -> bool:
    return plan_count_contradicted(claim, [], list(texts) or [PLAN], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "terraform 计划销毁 2 个资源", "2 个资源将被销毁", "the plan destroys 2 resources",
    "计划新增 2 个、修改 1 个、销毁 2 个资源", "terraform will add 3 resources", "plan 会修改 2 个资源",
])
def test_a_count_the_plan_gives_another_action_is_contradicted(claim: str) -> None:
    assert _contradicted(claim)


@pytest.mark.parametrize("claim", [
    "terraform 计划销毁 3 个资源", "3 个资源将被删除", "the plan destroys 3 resources",
    "计划新增 2 个、修改 1 个、销毁 3 个资源",
    "删除了 2 个 pod",  # a count of something else
    "销毁超过 2 个资源",  # a bound
])
def test_the_plan_s_own_counts_or_unsure_are_not(claim: str) -> None:
    assert not _contradicted(claim)


def test_an_apply_s_summary_and_no_changes_are_read_too() -> None:
    assert _contradicted("已销毁 2 个资源", APPLIED) and not _contradicted("已销毁 1 个资源", APPLIED)
    assert _contradicted("计划销毁 2 个资源", "No changes. Your infrastructure matches the configuration.")


def test_two_summaries_that_disagree_say_nothing() -> None:
    assert not _contradicted("terraform 计划销毁 2 个资源", PLAN, APPLIED)
