"""gatekeeper/rules/support/text/ratios.py: ratios compared whole."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.ratios import ratio_conflict, ratios

ROW = "payment-svc   1/3     3            1           12d"


@pytest.mark.parametrize(("text", "found"), [
    ("READY 1/3", ["1/3"]),
    ("重试 2 / 5 次", ["2/5"]),
    ("就绪 3/3，order-svc 02/2", ["3/3", "2/2"]),
    ("2026/11/29 10:00", []),  # a date
    ("10.0.0.1/24", []),  # a network
    ("GET /api/v1/3 HTTP/1.1", []),  # a path, a protocol
    ("3.5/5", []),  # a decimal's digits are no count
    ("300/s", []),  # a rate
    ("1/3/5", []),
])
def test_what_a_ratio_is(text: str, found: list[str]) -> None:
    assert [ratio for ratio, _, _ in ratios(text)] == found


def test_a_ratio_printed_nowhere_contradicts_the_excerpts_ratio_of_its_whole() -> None:
    assert ratio_conflict("payment-svc 就绪副本为 3/3", [ROW], [ROW]) == ("3/3", ["1/3"])


def test_a_ratio_printed_anywhere_or_of_another_whole_says_nothing() -> None:
    assert ratio_conflict("payment-svc 就绪副本为 1 / 3", [ROW], [ROW]) is None
    assert ratio_conflict("order-svc 2/2 就绪", [ROW], [ROW, "order-svc 2/2"]) is None
    assert ratio_conflict("磁盘 3/4 健康", [ROW], [ROW]) is None  # which ratio: unsure
    assert ratio_conflict("payment-svc 就绪副本为 3/3", [], [ROW]) is None  # no excerpt's
