"""Counts of a pytest run's outcomes against its summary line
(gatekeeper.rules.support.evidence.run_summary)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.run_summary import run_count_swapped, run_summary
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

SUMMARY = "============ 2 failed, 120 passed, 3 skipped in 12.34s ============"
RUN = f"collected 125 items\n\ntests/test_refund.py ..F\n{SUMMARY}"


def contradicted(claim: str, text: str = RUN) -> bool:
    return run_count_swapped(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_the_last_summary_line_s_counts_are_read() -> None:
    assert run_summary(RUN) == {"failed": 2, "passed": 120, "skipped": 3}
    assert run_summary(f"===== 1 passed in 0.10s =====\n{SUMMARY}") == run_summary(SUMMARY)  # the last line's
    line = "=== 1 failed, 3 passed, 1 error, 2 warnings, 4 deselected in 3.21s (0:00:03) ==="
    assert run_summary(line) == {"failed": 1, "passed": 3, "errors": 1, "warnings": 2, "deselected": 4}
    assert run_summary("2 failed, 120 passed, 3 skipped in 12.34s") == {}  # no rules of `=`


@pytest.mark.parametrize("claim", [
    "有 3 个测试失败", "3 tests failed", "3 failures",  # the skipped tests
    "125 个测试通过", "125 tests passed",  # the items collected
    "跳过 2 个测试", "2 tests were skipped", "120 个失败", "失败 120 个",
    "有 1 个测试出错", "1 error", "产生了 2 个警告",  # none printed is 0
    "3 个测试未通过", "有 3 个测试没有通过",  # failed, in the words of not passing
])
def test_another_count_of_the_outcome_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [RUN], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "有 2 个测试失败", "2 failed", "120 个测试通过", "跳过 3 个测试", "有 0 个错误", "0 warnings",
    "有 2 个或 3 个测试失败",  # two counts
    "2 个测试失败, 120 个通过", "2 个失败 3 个跳过",  # two outcomes
    "约 3 个测试失败",  # an approximation
    "超过 3 个测试失败", "至少 3 个测试失败",  # a bound
    "2 个测试未通过", "120 个测试未失败",  # failed, as the summary; a negator of a failure (unsure)
])
def test_its_own_count_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_warnings_and_errors_are_outcomes_of_their_own() -> None:
    line = "===== 1 failed, 3 passed, 1 error, 2 warnings in 3.21s ====="
    assert contradicted("有 2 个错误", line) and contradicted("3 warnings", line)
    assert not contradicted("有 1 个错误", line) and not contradicted("2 个警告", line)


def test_a_text_without_the_summary_s_rule_gives_nothing() -> None:
    claim = "有 3 个测试失败"
    text = "collected 125 items\n2 failed, 120 passed, 3 skipped in 12.34s"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None


#: pytest rules its summary with a single `=` where the counts are long
LONG = ("collected 130 items / 4 deselected / 126 selected\n\n"
        "= 1 failed, 118 passed, 2 skipped, 2 xfailed, 1 xpassed, 4 deselected, 3 warnings in 41.27s =")


def test_a_summary_ruled_by_a_single_equals_sign_is_read() -> None:
    assert run_summary(LONG) == {"failed": 1, "passed": 118, "skipped": 2, "xfailed": 2, "xpassed": 1,
                                 "deselected": 4, "warnings": 3}


@pytest.mark.parametrize("claim", [
    "有 1 个测试预期失败", "1 xfailed", "有 2 个测试意外通过", "2 xpassed",
    "取消选择了 2 个测试", "2 deselected",
    "有 2 个测试失败", "119 个测试通过",
])
def test_another_count_of_xfailed_xpassed_or_deselected_is_contradicted(claim: str) -> None:
    assert contradicted(claim, LONG)
    assert tool_contradicted(claim, extract_anchors(claim), [LONG], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "2 个测试预期失败", "2 tests xfailed", "1 个测试意外通过", "1 xpassed",
    "4 个测试被取消选择", "4 deselected",
    "1 个测试失败", "118 个测试通过",  # `预期失败` is no failure, `意外通过` no pass
])
def test_its_own_count_of_xfailed_xpassed_or_deselected_is_not(claim: str) -> None:
    assert not contradicted(claim, LONG)


def test_a_summary_of_no_pass_or_failure_ruled_by_one_equals_sign_is_read() -> None:
    # (the gate's words are the summary's end, `s =`: one it always prints, whatever it counts)
    line = "= 5 skipped, 2 xfailed, 1 deselected in 0.42s ="
    claim = "有 3 个测试被跳过"
    assert contradicted(claim, line)
    assert tool_contradicted(claim, extract_anchors(claim), [line], extract_anchors) is not None
