"""An HTTP response's seconds (gatekeeper.rules.support.text.anchors.header_seconds)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors

RESPONSE = ("HTTP/1.1 503 Service Unavailable\nRetry-After: 120\nCache-Control: public, max-age=3600\n"
            "Age: 1234\nKeep-Alive: timeout=5, max=100\nContent-Length: 197")


def test_a_header_s_seconds_are_read_in_milliseconds_named_by_the_header() -> None:
    read = {a.raw: (a.value, a.unit, a.metric) for a in extract_anchors(RESPONSE) if a.kind == "number"}
    assert read["120"] == ("120000", "ms", "retry-after")
    assert read["3600"] == ("3600000", "ms", "max-age")
    assert read["5"] == ("5000", "ms", "keep-alive timeout")
    assert read["197"][1] is None  # a length, no duration
    claim = next(a for a in extract_anchors("缓存时间为 3600 秒") if a.kind == "number")
    assert (claim.value, claim.unit) == read["3600"][:2]


def test_http_2_s_lower_case_headers_are_read() -> None:
    response = "HTTP/2 429\nretry-after: 30\nage: 12"
    read = {a.raw: a.metric for a in extract_anchors(response) if a.kind == "number"}
    assert read["30"] == "retry-after" and read["12"] == "age"


def test_a_cookie_s_max_age_is_read_and_gated() -> None:
    from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted

    cookie = "Set-Cookie: session=abc; Max-Age=3600; Path=/\nRetry-After: 120"
    read = {a.raw: a.metric for a in extract_anchors(cookie) if a.kind == "number"}
    assert read["3600"] == "max-age"
    assert tool_contradicted("缓存时间为 120 秒", [], [cookie], lambda text: []) is not None
