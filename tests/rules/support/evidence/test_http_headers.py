"""A header's seconds against an HTTP response (gatekeeper.rules.support.evidence.http_headers)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.http_headers import header_seconds_contradicted
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted

RESPONSE = ("HTTP/1.1 503 Service Unavailable\nRetry-After: 120\nCache-Control: public, max-age=3600\n"
            "Age: 1234")


def contradicted(claim: str) -> bool:
    return header_seconds_contradicted(claim, [], [RESPONSE], lambda text: []) is not None


@pytest.mark.parametrize("claim", ["缓存时间为 1234 秒", "响应已缓存 120 秒", "Retry-After 为 3600 秒",
                                   "the response may be cached for 120 seconds"])
def test_another_header_s_seconds_are_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, [], [RESPONSE], lambda text: []) is not None  # through the gate


@pytest.mark.parametrize("claim", [
    "缓存时间为 3600 秒", "服务端要求 120 秒后重试", "the cached copy is 1234 seconds old",
    "缓存时间约 1 小时",  # no seconds
    "缓存时间超过 1000 秒",  # a bound
    "keep-alive 超时为 5 秒",  # a header not printed
])
def test_its_own_seconds_or_an_unsure_one_are_not(claim: str) -> None:
    assert not contradicted(claim)
