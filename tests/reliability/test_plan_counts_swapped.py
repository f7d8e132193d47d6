"""How many resources Terraform plans or did add, change and destroy, restated (`terraform 计划销毁
3 个资源` for `Plan: 2 to add, 1 to change, 3 to destroy.`), passes; another action's count fails.

Every count is the summary's, and nothing tied it to its action: every forged claim passed. Now
a count next to an action's word is read against that action's count
(`gatekeeper.rules.support.evidence.plan_counts`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

ACTIONS = ("add", "change", "destroy")
SAID = {"add": ("计划新增 {n} 个资源", "terraform will add {n} resources", "{n} 个资源将被创建",
                "plan 会创建 {n} 个资源"),
        "change": ("计划修改 {n} 个资源", "terraform will change {n} resources", "{n} 个资源将被更新"),
        "destroy": ("terraform 计划销毁 {n} 个资源", "the plan destroys {n} resources", "{n} 个资源将被删除",
                    "terraform plan will destroy {n} resources", "计划销毁{n}个资源")}
DONE = {"add": ("已创建 {n} 个资源", "{n} resources were added"),
        "change": ("已修改 {n} 个资源", "{n} resources were changed"),
        "destroy": ("已销毁 {n} 个资源", "{n} resources were destroyed")}
RESOURCES = ("aws_instance.web", "aws_security_group.api", "kubernetes_deployment.order_svc",
             "aws_db_instance.orders", "google_compute_instance.cache")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    counts = dict(zip(ACTIONS, rng.sample(range(0, 9), 3), strict=True))  # three distinct counts
    applied = rng.random() < 0.4
    planned = [f"  # {rng.choice(RESOURCES)}[{n}] will be {verb}"
               for n, verb in enumerate(rng.sample(("created", "updated in-place", "destroyed"), 2))]
    if applied:
        summary = (f"Apply complete! Resources: {counts['add']} added, {counts['change']} changed, "
                   f"{counts['destroy']} destroyed.")
        created = f"{rng.choice(RESOURCES)}: Creation complete after {rng.randint(2, 90)}s"
        output = "\n".join([created, summary])
    else:
        summary = (f"Plan: {counts['add']} to add, {counts['change']} to change, "
                   f"{counts['destroy']} to destroy.")
        output = "\n".join(["Terraform will perform the following actions:", *planned, "", summary])
    action = rng.choice(ACTIONS)
    other = rng.choice([a for a in ACTIONS if a != action])
    form = rng.choice((DONE if applied else SAID)[action])
    return form.format(n=counts[action]), form.format(n=counts[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1130)
    return [_probe(rng) for _ in range(60)]


def test_an_action_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_action_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
