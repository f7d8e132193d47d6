"""An ops event a claim dates to a time no line of its evidence has it at
(gatekeeper.rules.support.evidence.dated_events)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.dated_events import event_misdated
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-02 03:12:30 [deployer] order-svc rolled out v2.14.0
2026-12-02 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space
2026-12-02 03:15:02 [kubelet] pod order-svc-7d9f restarted (OOMKilled)
2026-12-02 03:18:40 [kubelet] pod payment-svc-51ac restarted (OOMKilled)"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _misdated(claim: str) -> tuple[str, list[str]] | None:
    found = event_misdated(claim, _anchors(claim), [LOG], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written", "then"), [
    ("order-svc 在 03:10 重启", "03:10 重启", "重启 at 2026-12-02 03:15:02"),
    ("order-svc was restarted at 03:13.", "restarted at 03:13", "重启 at 2026-12-02 03:15:02"),
    ("order-svc 于 03:16 发布 v2.14.0", "03:16 发布", "发布 at 2026-12-02 03:12:30"),
    ("payment-svc 在 03:15 重启", "03:15 重启", "重启 at 2026-12-02 03:18:40"),  # its own restart's
    # an open period its lines all fall outside of
    ("order-svc 的重启发生在 03:16 之后", "重启发生在 03:16", "重启 at 2026-12-02 03:15:02"),
    ("order-svc 在 03:14 之前就已经重启", "03:14 之前就已经重启", "重启 at 2026-12-02 03:15:02"),
    # the time in a leading English phrase of its own (round 34: it passed with a warning)
    ("At 03:10, order-svc was restarted.", "03:10, order-svc was restarted", "重启 at 2026-12-02 03:15:02"),
    ("After 03:16, order-svc restarted.", "03:16, order-svc restarted", "重启 at 2026-12-02 03:15:02"),
])
def test_an_event_dated_to_a_time_its_lines_do_not_have_it_at_is_contradicted(
        claim: str, written: str, then: str) -> None:
    found = _misdated(claim)
    assert found is not None and found[0] == written and found[1][0].startswith(then)


@pytest.mark.parametrize("claim", [
    "order-svc 在 03:15 重启",  # the line's minute
    "order-svc 在 03:15:02 重启",
    "03:10 之后 order-svc 重启",  # an open period its line falls in
    "order-svc 在 03:16 之前重启", "order-svc 的重启发生在 03:15:02 之后",  # (at the bound: lenient)
    "order-svc 在 03:14 抛出 OutOfMemoryError 后重启",  # the time is the exception's
    "order-svc 在 03:10 没有重启",  # denied
    "inventory-api 在 03:10 重启",  # no line of its own: nothing to tell
    "At 03:15, order-svc was restarted.", "Order-svc rolled out v2.14.0. At 03:15, order-svc restarted.",
])
def test_an_event_at_its_time_or_one_no_line_can_tell_is_not(claim: str) -> None:
    assert _misdated(claim) is None


@pytest.mark.parametrize(("claim", "written", "then"), [
    # the first (last) of the event's lines is before (after) the claim's time
    ("首次重启发生在 03:18:40", "首次重启发生在 03:18:40", "重启 at 2026-12-02 03:15:02"),
    ("The first restart was at 03:18:40.", "first restart was at 03:18:40", "重启 at 2026-12-02 03:15:02"),
    ("最后一次重启发生在 03:15:02", "最后一次重启发生在 03:15:02", "重启 at 2026-12-02 03:18:40"),
    ("pods were last restarted at 03:15", "last restarted at 03:15", "重启 at 2026-12-02 03:18:40"),
])
def test_a_first_or_last_occurrence_another_line_comes_before_or_after_is_contradicted(
        claim: str, written: str, then: str) -> None:
    found = _misdated(claim)
    assert found is not None and found[0] == written and found[1][0].startswith(then)


@pytest.mark.parametrize("claim", [
    "首次重启发生在 03:15:02",
    "最后一次重启发生在 03:18:40",
    "payment-svc 首次重启发生在 03:18:40",  # its own first restart
    "The last restart of order-svc was at 03:15.",
])
def test_the_true_first_or_last_occurrence_is_not(claim: str) -> None:
    assert _misdated(claim) is None
