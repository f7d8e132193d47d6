"""How long a claim says its event lasted (gatekeeper.rules.support.evidence.durations)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.durations import durations_held, shortened
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = "\n".join(f"2026-12-01 03:{14 + i}:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space"
                for i in range(7))  # 03:14:09 to 03:20:09: six minutes


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


@pytest.mark.parametrize(("claim", "written"), [
    ("order-svc 的 OutOfMemoryError 仅持续了 1 分钟，已自愈", "1 分钟"),
    ("The OutOfMemoryError lasted about 2 minutes.", "2 minutes"),
    ("OutOfMemoryError 持续约 90 秒", "90 秒"),
    ("The OutOfMemoryError lasted 5 minutes.", "5 minutes"),  # six, to the minute
])
def test_a_duration_shorter_than_the_lines_span_is_contradicted(claim: str, written: str) -> None:
    found = shortened(claim, _anchors(claim), [[LOG]], _anchors)
    assert found is not None and found[0].raw == written
    assert found[1] == ["outofmemoryerror from 2026-12-01 03:14:09 to 2026-12-01 03:20:09"]


@pytest.mark.parametrize("claim", [
    "order-svc 的 OutOfMemoryError 持续了 6 分钟",
    "OutOfMemoryError 持续约 10 分钟",  # longer: the output may be a window of it
    "order-svc 持续了 1 分钟的高负载，随后出现 OutOfMemoryError",  # the duration of another clause
    "重试间隔 1 分钟，OutOfMemoryError 仍在",  # no word of lasting
])
def test_a_duration_the_lines_allow_or_of_nothing_is_not(claim: str) -> None:
    assert shortened(claim, _anchors(claim), [[LOG]], _anchors) is None


def test_a_duration_the_lines_span_is_held() -> None:
    for claim, held in (("OutOfMemoryError 持续了 6 分钟", True), ("OutOfMemoryError 持续了 360 秒", True),
                        ("OutOfMemoryError lasted 10 minutes", False)):
        anchors = _anchors(claim)
        durations = [a for a in anchors if a.kind == "number"]
        assert (durations_held(claim, anchors, durations, [[LOG]], _anchors) == []) is held, claim


def test_an_event_at_an_unknown_time_says_nothing() -> None:
    log = "java.lang.OutOfMemoryError\n2026-12-01 03:20:09 java.lang.OutOfMemoryError"
    claim = "OutOfMemoryError 仅持续了 1 秒"
    assert shortened(claim, _anchors(claim), [[log]], _anchors) is None
