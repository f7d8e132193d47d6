"""A count of requests by their HTTP status (gatekeeper.rules.support.evidence.status_counts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.status_counts import status_count_contradicted, status_counts_held
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = "\n".join([
    '10.0.0.1 - - [01/Mar/2024:11:15:40 +0000] "GET /api/orders HTTP/1.1" 502 157 "-" "curl/8.0" 5.003',
    '10.0.0.2 - - [01/Mar/2024:11:15:41 +0000] "GET /api/orders HTTP/1.1" 502 157 "-" "curl/8.0" 5.001',
    '10.0.0.1 - - [01/Mar/2024:11:15:42 +0000] "POST /api/pay HTTP/1.1" 200 512 "-" "curl/8.0" 0.120',
    '{"ts":"2024-03-01T11:15:43Z","path":"/api/orders","status":502}',
    '10.0.0.1 - - [01/Mar/2024:11:15:44 +0000] "GET /api/users HTTP/1.1" 504 157 "-" "curl/8.0" 60.0'])


def _held(claim: str) -> bool:
    """Whether the claim's count, taken as missing, is held."""
    anchors = extract_anchors(claim, include_timestamps=True)
    count = next(a for a in anchors if a.kind == "number" and a.value in "1234")
    return status_counts_held(claim, anchors, [count], [[LOG]]) == []


@pytest.mark.parametrize(("claim", "held"), [
    ("共有 3 个请求返回 502", True), ("502 错误出现了 3 次", True), ("3 requests returned 502", True),
    ("/api/orders 返回了 3 次 502", True), ("/api/users 返回了 1 次 504", True),
    ("共有 2 个请求返回 502", False), ("/api/pay 返回了 3 次 502", False), ("超时 3 次", False),
])
def test_a_count_of_a_status_s_lines_is_held(claim: str, held: bool) -> None:
    assert _held(claim) is held


@pytest.mark.parametrize(("claim", "said"), [
    ("共有 2 个请求返回 502", "3 lines printing 502"),  # fewer than its lines
    ("共有 3 个请求返回 504", "1 line printing 504, 3 502"),  # another status's count
    ("共有 3 个请求返回 502", None), ("共有 4 个请求返回 504", None),  # its own; no status's
])
def test_a_count_another_status_makes_is_contradicted(claim: str, said: str | None) -> None:
    found = status_count_contradicted(claim, extract_anchors(claim), [[LOG]])
    assert (found and found[1][0]) == said
    assert status_count_contradicted(claim, extract_anchors(claim), [[LOG + "\n... (truncated)"]]) is None \
        or said == "3 lines printing 502"
