"""Postfix's queued messages' sizes in bytes (gatekeeper.rules.support.text.anchors.mail_queue)."""

from __future__ import annotations

import pytest
from helpers import POSTFIX_QUEUE as QUEUE
from loghub_quotes import check

from gatekeeper.rules.support.text.anchors import extract_anchors

FIRST = "4B2C31A0F1*    2841 Tue Dec  8 00:01:12  alerts@example.com"


def numbers(text: str) -> dict[str, tuple[str, str | None, str | None]]:
    return {a.raw: (a.value, a.unit, a.metric) for a in extract_anchors(text) if a.kind == "number"}


def test_each_message_s_size_is_read_in_bytes_named_by_the_column() -> None:
    read = numbers(QUEUE)
    assert read["2841"] == ("2841", "bytes", "size")  # active (`*`)
    assert read["1920"] == ("1920", "bytes", "size")
    assert read["5012"] == ("5012", "bytes", "size")  # on hold (`!`)
    said = next(a for a in extract_anchors("4B2C31A0F1 的大小为 2841 字节") if a.kind == "number")
    assert (said.value, said.unit) == read["2841"][:2]


def test_the_other_numbers_are_left_as_read() -> None:
    read = numbers(QUEUE)
    assert read["25"][1] is None  # the deferral's port
    assert read["3"][1] is None  # the requests
    assert read["9 Kbytes"][:2] == (str(9 * 1024), "bytes")  # the footer's own unit


def test_without_the_queue_s_header_a_size_is_bare() -> None:
    read = numbers(QUEUE.split("\n", 1)[1])
    assert read["2841"][1] is None and read["5012"][1] is None


@pytest.mark.parametrize("claim", [
    "4B2C31A0F1 的大小为 2841 字节", "4B2C31A0F1 大小 2841 bytes", "4B2C31A0F1 的大小为 2.8 KB",
])
def test_a_faithful_size_passes(claim: str) -> None:
    assert check(claim, FIRST, QUEUE).status == "pass"
    assert check(claim, FIRST, QUEUE.split("\n", 1)[1]).status == "fail"  # (the header reads it)


@pytest.mark.parametrize("claim", [
    "4B2C31A0F1 的大小为 2841 KB", "4B2C31A0F1 的大小为 2841 MB", "4B2C31A0F1 的大小为 2481 字节",
    "4B2C31A0F1 的大小为 28 KB",
])
def test_another_size_fails(claim: str) -> None:
    assert check(claim, FIRST, QUEUE).status == "fail"


def test_the_footer_s_kilobytes_and_requests_pass() -> None:
    assert check("队列共 9 KB，3 封邮件", "-- 9 Kbytes in 3 Requests.", QUEUE).status == "pass"
