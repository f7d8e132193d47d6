"""A status a claim says every request got, or none got, while a cited request line says
otherwise (gatekeeper.rules.support.evidence.uniform)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.uniform import status_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-02 10:01:10 [order-svc] POST /api/orders 200 12ms
2026-12-02 10:01:12 [order-svc] GET /api/health 200 2ms
2026-12-02 10:01:15 [order-svc] POST /api/orders 503 3001ms
2026-12-02 10:01:19 [order-svc] POST /api/orders 200 11ms
2026-12-02 10:01:20 [payment-svc] POST /api/pay 504 5002ms"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _said(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = status_contradicted(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written", "otherwise"), [
    ("order-svc 的所有请求均返回 200", "所有请求均返回 200", "503 at 2026-12-02 10:01:15"),
    ("All requests to order-svc returned 200.", "All requests to order-svc returned 200",
     "503 at 2026-12-02 10:01:15"),
    ("order-svc 的请求全部失败，返回 503", "全部失败，返回 503", "200 at 2026-12-02 10:01:10"),
    ("order-svc 没有返回 503 的请求", "没有返回 503", "503 at 2026-12-02 10:01:15"),
    ("No request to order-svc returned a 5xx.", "No request to order-svc returned a 5xx",
     "503 at 2026-12-02 10:01:15"),
    ("/api/orders 接口均返回 200", "均返回 200", "503 at 2026-12-02 10:01:15"),
    ("10:01:12 之后 order-svc 的请求均返回 200", "均返回 200", "503 at 2026-12-02 10:01:15"),
    ("Every request to payment-svc returned 200.", "Every request to payment-svc returned 200",
     "504 at 2026-12-02 10:01:20"),
    ("order-svc 的请求均未超过 100ms", "均未超过 100ms", "3001ms at 2026-12-02 10:01:15"),
    ("All requests to /api/orders completed in under 500ms.",
     "All requests to /api/orders completed in under 500ms", "3001ms at 2026-12-02 10:01:15"),
    ("No request to order-svc took more than 1s.", "No request to order-svc took more than 1s",
     "3001ms at 2026-12-02 10:01:15"),
    ("order-svc 所有请求耗时均在 10ms 以上", "所有请求耗时均在 10ms", "2ms at 2026-12-02 10:01:12"),
])
def test_a_status_a_request_line_in_scope_denies_is_contradicted(
        claim: str, written: str, otherwise: str) -> None:
    found = _said(claim)
    assert found is not None and found[0] == written
    assert found[1][0].startswith(otherwise)


@pytest.mark.parametrize("claim", [
    "/api/health 接口均返回 200",  # that path's lines agree
    "10:01:16 之后 order-svc 的请求均返回 200",  # none after the 503
    "order-svc 没有返回 504 的请求",  # payment-svc's line
    "order-svc 并非所有请求都返回 200",  # not all
    "除 10:01:15 外 order-svc 的请求均返回 200",  # but one
    "order-svc 大部分请求返回 200",  # most
    "重启后 order-svc 的所有请求均返回 200",  # after a point no time writes
    "order-svc 的所有请求平均耗时 200ms",  # a value, not a status
    "order-svc 返回 503",  # neither all nor none
    "order-svc 的请求均未超过 3500ms",  # every line keeps the bound
    "payment-svc 的请求均在 5s 以上",  # so does payment-svc's (5002ms)
    "order-svc 的请求耗时超过 100ms",  # one request, not every one
])
def test_a_status_the_lines_in_scope_agree_with_or_cannot_tell_is_not(claim: str) -> None:
    assert _said(claim) is None


TALLY = """$ awk '{print $9}' access.log | sort | uniq -c
  12034 200
    312 404
     18 502"""


@pytest.mark.parametrize(("claim", "denied"), [
    ("nginx 没有返回 5xx", True), ("没有 502 错误", True), ("no 502 responses were returned", True),
    ("没有 500 错误", False), ("nginx 没有返回 503", False),
])
def test_a_tally_of_statuses_is_request_lines(claim: str, denied: bool) -> None:
    """`uniq -c` of an access log's statuses: a line of it alone is two numbers, its status a
    status by the tally around it."""
    assert (_said(claim, TALLY) is not None) is denied


def test_numbers_that_are_no_tally_of_statuses_are_not_read_as_one() -> None:
    counts = "  12 200\n  3 777"  # 777 is no status: counts of something else
    assert _said("没有 200 错误", counts) is None
