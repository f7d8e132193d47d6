"""A period a claim writes and what it counts in it (gatekeeper.rules.support.evidence.windows)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.windows import understated_in_period, windows_held
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-11-27 03:10:05 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out
2026-11-27 03:14:07 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out
2026-11-27 03:14:40 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out
2026-11-27 03:14:50 INFO [order-svc] request served
2026-11-27 03:18:09 ERROR [order-svc] java.net.SocketTimeoutException: Read timed out"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _unheld(claim: str, output: str = LOG) -> list[str]:
    anchors = _anchors(claim)
    missing = [a for a in anchors if a.kind in ("number", "timestamp")]
    return [a.raw.strip() for a in windows_held(claim, anchors, missing, [[output]], _anchors)]


@pytest.mark.parametrize("claim", [
    "03:14 至 03:15 期间 order-svc 出现 2 次 java.net.SocketTimeoutException",
    "order-svc 在 03:14 出现 2 次 SocketTimeoutException",  # that minute
    "从 03:10 到 03:20，order-svc 共出现 4 次 SocketTimeoutException",
])
def test_a_period_with_lines_in_it_and_a_true_count_of_them_are_held(claim: str) -> None:
    # one time of day alone is no period: whether it is written is not this module's to say
    assert _unheld(claim) == ([] if "至" in claim or "到" in claim else ["03:14"])


@pytest.mark.parametrize(("claim", "unheld"), [
    ("03:14 至 03:15 期间 order-svc 出现 3 次 SocketTimeoutException", ["3"]),
    # four lines in the output, three in the period
    ("03:14 至 03:19 期间 order-svc 出现 4 次 SocketTimeoutException", ["4"]),
    ("03:20 至 03:25 期间 order-svc 出现 1 次 SocketTimeoutException", ["03:20", "03:25", "1"]),
    ("order-svc 在 03:14 出现 3 次 SocketTimeoutException", ["03:14", "3"]),
    # a line falls in it, but the period runs two hours past the last (it was held: round 32)
    ("03:14:07 至 05:14:07 期间 order-svc 持续出现 SocketTimeoutException", ["05:14:07"]),
    ("from 01:00 to 03:15, order-svc kept timing out", ["01:00"]),
    # an open period's bound, by its nearest line in it
    ("03:14:05 之后 order-svc 出现读超时", []), ("before 03:18:15 order-svc timed out", []),
    ("02:00 之后 order-svc 出现读超时", ["02:00"]), ("03:19:30 之前 order-svc 出现读超时", ["03:19:30"]),
])
def test_a_period_no_line_falls_in_or_a_count_its_lines_do_not_make_is_not(
        claim: str, unheld: list[str]) -> None:
    assert _unheld(claim) == unheld


def test_lines_of_several_days_hold_nothing() -> None:
    output = LOG + "\n2026-11-28 03:14:30 ERROR [order-svc] java.net.SocketTimeoutException"
    assert _unheld("03:14 至 03:15 期间出现 3 次 SocketTimeoutException", output) == [
        "03:14", "03:15", "3"]


@pytest.mark.parametrize(("claim", "printed"), [
    ("03:14 至 03:15 期间 order-svc 仅出现 1 次 SocketTimeoutException", 2),
    ("Between 03:10 and 03:20, SocketTimeoutException was logged 3 times.", 4),
])
def test_a_count_lower_than_the_period_s_lines_is_contradicted(claim: str, printed: int) -> None:
    found = understated_in_period(claim, _anchors(claim), [[LOG]], _anchors)
    assert found is not None and found[1][0].startswith(f"{printed} lines writing sockettimeout")


@pytest.mark.parametrize("claim", [
    "03:14 至 03:15 期间 order-svc 出现 2 次 SocketTimeoutException",
    "03:14 至 03:15 期间 order-svc 出现 3 次 SocketTimeoutException",  # more: a sample, perhaps
    "order-svc 仅出现 1 次 SocketTimeoutException",  # no period: `counted.understated`'s
])
def test_a_count_not_lower_or_of_no_period_is_not(claim: str) -> None:
    assert understated_in_period(claim, _anchors(claim), [[LOG]], _anchors) is None
