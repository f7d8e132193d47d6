"""Go packages' and tests' results against `go test` (gatekeeper.rules.support.evidence.go_test_results)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.go_test_results import go_result_contradicted, go_results
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

GO_TEST = ("--- FAIL: TestRefund (0.02s)\n    order_test.go:88: expected 200, got 500\nFAIL\n"
           "FAIL\tgithub.com/acme/shop/order\t0.123s\nok  \tgithub.com/acme/shop/cart\t0.456s\n"
           "ok  \tgithub.com/acme/shop/user\t(cached)")


def contradicted(claim: str, text: str = GO_TEST) -> bool:
    return go_result_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_package_s_and_test_s_result_is_read() -> None:
    assert go_results(GO_TEST) == {"github.com/acme/shop/order": "FAIL", "github.com/acme/shop/cart": "ok",
                                   "github.com/acme/shop/user": "ok", "TestRefund": "FAIL"}
    assert go_results("=== RUN   TestCharge\n--- PASS: TestCharge (0.01s)\nPASS") == {"TestCharge": "ok"}


@pytest.mark.parametrize("claim", [
    "cart 包的测试失败了", "cart tests failed", "cart 包未通过", "user 包测试没有通过",
    "github.com/acme/shop/user failed",  # its import path
    "order 包测试通过", "order 包测试成功", "the order package passed", "order is ok",
    "TestRefund 通过", "TestRefund passed",  # a test's line
])
def test_another_result_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [GO_TEST], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "cart 包测试通过", "order 包的测试失败了", "order 包没有通过", "order 未通过", "TestRefund 失败",
    "TestRefund failed", "user 包测试成功",
    "cart 和 order 包测试通过", "TestRefund 和 order 通过",  # two packages or tests
    "cart 包测试通过或失败",  # two results
    "order did not pass", "order 没有成功", "order 包测试不是通过的",  # a negator
    "shop 包测试失败", "acme/shop/cart 失败",  # no package's import path nor last element
    "payment 包测试失败", "TestCharge 失败",  # a name `go test` prints nowhere
])
def test_its_own_result_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_last_element_two_packages_have_names_neither() -> None:
    text = f"{GO_TEST}\nok  \tgithub.com/acme/admin/order\t0.100s"
    assert not contradicted("order 包测试通过", text)
    assert contradicted("github.com/acme/shop/order 包测试通过", text)
    assert contradicted("cart 失败", text)


def test_a_passed_test_s_line_is_read_against() -> None:
    verbose = ("=== RUN   TestCharge\n--- PASS: TestCharge (0.01s)\n"
               "=== RUN   TestRefund\n--- FAIL: TestRefund (0.02s)\nFAIL")
    assert contradicted("TestCharge 失败", verbose)
    assert not contradicted("TestCharge 通过", verbose)


def test_a_text_without_a_result_s_line_gives_nothing() -> None:
    claim = "cart 包的测试失败了"
    text = "FAIL github.com/acme/shop/order 0.123s\nok github.com/acme/shop/cart 0.456s"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
