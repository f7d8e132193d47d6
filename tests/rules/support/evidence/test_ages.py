"""Ages against kubectl's `AGE` (gatekeeper.rules.support.evidence.ages)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.ages import age_contradicted

PODS = """NAME                     READY   STATUS             RESTARTS      AGE
api-7d9f8b6c5-x2x9k      0/1     CrashLoopBackOff   12 (2m ago)   1h
web-5c8d7f9b4-abcde      1/1     Running            0             3d
worker-6f7d8c9b5-qwert   1/1     Running            3 (5h ago)    5h12m"""


@pytest.mark.parametrize("claim", [
    "worker-6f7d8c9b5-qwert 已运行 3 天", "api pod 已运行 3 天", "web pod has been up for 5 hours",
    "web-5c8d7f9b4-abcde 运行了 7 天",
])
def test_an_age_the_row_puts_apart_is_contradicted(claim: str) -> None:
    assert age_contradicted(claim, [], [PODS], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "worker pod 已运行 5 小时", "web pod 已运行 72 小时", "web pod has been up for 3 days",
    "api pod 已运行 1 小时",
    "web pod 已运行超过 2 天",  # a bound
    "api pod 5 小时前重启过",  # no word of having run: a restart's time
    "web-5c8d7f9b4-abcde 和 worker-6f7d8c9b5-qwert 都已运行 3 天",  # two rows
])
def test_the_row_s_own_age_or_an_unsure_one_is_not(claim: str) -> None:
    assert age_contradicted(claim, [], [PODS], lambda text: []) is None
