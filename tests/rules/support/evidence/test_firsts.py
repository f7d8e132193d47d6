"""The first or last time a claim says its event occurred (gatekeeper.rules.support.evidence.firsts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.firsts import first_dated, stopped_after
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space
2026-12-01 03:14:50 WARN [order-svc] GC overhead limit approaching
2026-12-01 03:15:40 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _dated(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = first_dated(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written", "line"), [
    ("order-svc 在 03:15:40 首次抛出 java.lang.OutOfMemoryError", "03:15:40 首次抛出", "03:14:09"),
    ("OutOfMemoryError 首次出现在 03:15:40，随后 pod 被 OOMKilled", "首次出现在 03:15:40", "03:14:09"),
    ("OutOfMemoryError was first seen at 03:15.", "first seen at 03:15", "03:14:09"),
    ("The first java.lang.OutOfMemoryError was at 03:15:40.",
     "first java.lang.OutOfMemoryError was at 03:15:40", "03:14:09"),
    ("最早的 OutOfMemoryError 在 03:15:40", "最早的 OutOfMemoryError 在 03:15:40", "03:14:09"),
    ("OutOfMemoryError 最后一次出现在 03:14:09", "最后一次出现在 03:14:09", "03:15:40"),
    ("OutOfMemoryError was last seen at 03:14:09.", "last seen at 03:14:09", "03:15:40"),
])
def test_an_onset_dated_late_or_an_end_dated_early_is_contradicted(claim: str, written: str,
                                                                   line: str) -> None:
    found = _dated(claim)
    assert found is not None and found[0] == written
    assert f"at 2026-12-01 {line} ('2026-12-01 {line} ERROR" in found[1][0]


@pytest.mark.parametrize("claim", [
    "OutOfMemoryError 首次出现在 03:14:09",
    "OutOfMemoryError was first seen at 03:14.",  # the same minute, at the claim's precision
    "OutOfMemoryError 最后一次出现在 03:15:40",
    "order-svc 在 03:15:40 再次抛出 java.lang.OutOfMemoryError",  # no first or last
    "The last deploy at 03:15:40 caused java.lang.OutOfMemoryError",  # `last` of another word
    "首次部署后，order-svc 在 03:15:40 抛出 OutOfMemoryError",  # another clause
])
def test_the_first_or_last_time_or_none_is_not(claim: str) -> None:
    assert _dated(claim) is None


@pytest.mark.parametrize("output", [
    "java.lang.OutOfMemoryError: Java heap space\n2026-12-01 03:15:40 java.lang.OutOfMemoryError",
    "2026-11-30 03:14:09 java.lang.OutOfMemoryError\n2026-12-01 03:15:40 java.lang.OutOfMemoryError",
])
def test_an_event_at_an_unknown_time_or_on_another_day_says_nothing(output: str) -> None:
    assert _dated("OutOfMemoryError 首次出现在 03:15:40", output) is None


def _stopped(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = stopped_after(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written"), [
    ("order-svc 在 03:14:20 重启后未再出现 OutOfMemoryError，问题已解决", "03:14:20 重启后未再出现"),
    ("03:14:20 之后没有再出现 java.lang.OutOfMemoryError", "03:14:20 之后没有再出现"),
    ("自 03:14 起 OutOfMemoryError 不再出现", "03:14 起 OutOfMemoryError 不再出现"),
    ("03:14:50 之后没有出现 OutOfMemoryError", "03:14:50 之后没有出现"),
    ("After the restart at 03:14:20, OutOfMemoryError no longer occurred.",
     "After the restart at 03:14:20, OutOfMemoryError no longer"),
    ("No OutOfMemoryError was logged after 03:14:20.", "No OutOfMemoryError was logged after 03:14:20"),
    ("OutOfMemoryError did not recur after 03:14:20.", "did not recur after 03:14:20"),
])
def test_an_event_said_to_stop_that_a_later_line_writes_is_contradicted(claim: str,
                                                                        written: str) -> None:
    found = _stopped(claim)
    assert found is not None and found[0] == written
    assert "at 2026-12-01 03:15:40 ('2026-12-01 03:15:40 ERROR" in found[1][0]


@pytest.mark.parametrize("claim", [
    "03:15:40 之后未再出现 OutOfMemoryError",  # the last line's time
    "03:15 之后未再出现 OutOfMemoryError",  # the same minute
    "order-svc 在 03:14:20 重启后再次出现 OutOfMemoryError",  # it did occur again
    "OutOfMemoryError 在 03:14:09 之前没有出现",  # before, not after
    "03:14:20 之后 GC 告警未再出现，但 OutOfMemoryError 仍在",  # not again: another event? a clause apart
])
def test_an_event_stopped_when_the_lines_say_or_not_said_to_stop_is_not(claim: str) -> None:
    assert _stopped(claim) is None


TIMEOUTS = ("2026-12-01 03:14:09 WARN [payment-svc] request to bank-gw timed out\n"
            "2026-12-01 03:15:40 WARN [payment-svc] request to bank-gw timed out")


@pytest.mark.parametrize(("claim", "stopped"), [
    ("03:14 之后没有再出现超时", True), ("After 03:14, no timeouts occurred", True),  # a glossary event
    ("03:16 之后没有再出现超时", False), ("03:14 之后没有再出现死锁", False),  # after its last line, another
])
def test_a_glossary_event_said_to_stop_is_read_against_its_lines(claim: str, stopped: bool) -> None:
    assert (_stopped(claim, TIMEOUTS) is not None) is stopped
