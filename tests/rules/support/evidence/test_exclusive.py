"""A claim saying only one service had an error (gatekeeper.rules.support.evidence.exclusive)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.exclusive import only_one
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space
2026-12-01 03:15:02 ERROR [payment-svc] java.net.SocketTimeoutException: Read timed out
2026-12-01 03:15:40 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out
2026-12-01 03:16:02 INFO [k8s] pod order-svc-7d9f restarted: java.lang.OutOfMemoryError"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _only(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = only_one(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written", "other"), [
    ("仅 order-svc 出现 java.net.SocketTimeoutException", "仅 order-svc", "payment-svc"),
    ("只有 order-svc 抛出了 SocketTimeoutException，payment-svc 正常", "只有 order-svc", "payment-svc"),
    ("Only payment-svc logged java.net.SocketTimeoutException.", "Only payment-svc", "order-svc"),
    ("java.net.SocketTimeoutException 仅出现在 order-svc",
     "java.net.SocketTimeoutException 仅出现在 order-svc", "payment-svc"),
    ("SocketTimeoutException was logged only by order-svc",
     "SocketTimeoutException was logged only by order-svc", "payment-svc"),
    ("SocketTimeoutException occurred only in payment-svc",
     "SocketTimeoutException occurred only in payment-svc", "order-svc"),
])
def test_an_error_said_to_be_one_service_s_that_another_s_line_writes_is_contradicted(
        claim: str, written: str, other: str) -> None:
    found = _only(claim)
    assert found is not None and found[0] == written
    assert found[1][0].startswith(f"{other} for ") and f"[{other}]" in found[1][0]


@pytest.mark.parametrize("claim", [
    # an instance of the service (`order-svc-7d9f`) is the service
    "仅 order-svc 出现 java.lang.OutOfMemoryError",
    "Only order-svc threw java.lang.OutOfMemoryError.",
    "不仅 order-svc 出现 java.net.SocketTimeoutException，payment-svc 也出现了",
    "Not only order-svc logged java.net.SocketTimeoutException.",
    "order-svc 和 payment-svc 都出现 java.net.SocketTimeoutException",
    "order-svc 出现 java.net.SocketTimeoutException，仅此一次",  # `仅` tied to no service
    "order-svc 只读副本出现 java.net.SocketTimeoutException",  # `只读`: read-only
])
def test_an_error_no_other_service_s_line_writes_or_no_exclusion_is_not(claim: str) -> None:
    assert _only(claim) is None


def test_a_line_naming_no_service_or_a_host_says_nothing_of_services() -> None:
    output = ("03:15:02 java.net.SocketTimeoutException: Read timed out\n"
              "03:15:40 host-12.example.com java.net.SocketTimeoutException: Read timed out")
    assert _only("仅 order-svc 出现 java.net.SocketTimeoutException", output) is None
