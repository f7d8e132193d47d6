"""A queued message's size or sender, and the messages queued, against `postqueue -p`
(gatekeeper.rules.support.evidence.queued_mail)."""

from __future__ import annotations

import pytest
from helpers import POSTFIX_QUEUE as QUEUE

from gatekeeper.rules.support.evidence.queued_mail import mail_contradicted, queue
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors


def contradicted(claim: str, text: str = QUEUE) -> bool:
    return mail_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_message_s_size_and_sender_and_the_requests_are_read() -> None:
    found = queue(QUEUE)
    assert found is not None
    assert found.messages == {"4B2C31A0F1": ("2841", "alerts@example.com"),  # active (`*`), held (`!`)
                              "9D1E22B3C4": ("1920", "noreply@example.com"),
                              "E7F8A9B0C1": ("5012", "MAILER-DAEMON")}
    assert found.requests == "3"


@pytest.mark.parametrize("claim", [
    "9D1E22B3C4 的大小为 2841 字节", "4B2C31A0F1 is 5012 bytes", "4B2C31A0F1* 的大小为 1920 字节",
    "9D1E22B3C4 的发件人是 alerts@example.com", "E7F8A9B0C1 的发件人是 noreply@example.com",
    "4B2C31A0F1 sent by MAILER-DAEMON",
    "邮件队列中有 9 封邮件", "队列里有 4 封邮件", "queue holds 2 messages",
])
def test_another_message_s_size_or_sender_or_another_count_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [QUEUE], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "line"), [
    ("9D1E22B3C4 的大小为 2841 字节", "9D1E22B3C4 1920 noreply@example.com"),
    ("邮件队列中有 9 封邮件", "-- 3 Requests"),
])
def test_the_finding_gives_the_queue_s_line(claim: str, line: str) -> None:
    found = mail_contradicted(claim, [], [QUEUE], extract_anchors)
    assert found is not None and found[1] == [line]


@pytest.mark.parametrize("claim", [
    "4B2C31A0F1 的大小为 2841 字节", "9D1E22B3C4 的发件人是 noreply@example.com",
    "E7F8A9B0C1 from MAILER-DAEMON",
    "邮件队列中有 3 封邮件", "3 requests are queued", "队列中有 3 个请求",
    "4B2C31A0F1 和 9D1E22B3C4 的大小为 2841 字节",  # two messages
    "9D1E22B3C4 的大小为 2841 或 1920 字节",  # two numbers
    "9D1E22B3C4 的发件人是 alerts@example.com 还是 noreply@example.com",  # two addresses
    "9D1E22B3C4 的大小不是 2841 字节",  # a negator
    "9D1E22B3C4 的大小超过 2841 字节", "邮件队列中有超过 2 封邮件",  # a bound
    "9D1E22B3C4 的大小为 3000 字节",  # no message's size
    "9D1E22B3C4 的收件人是 alerts@example.com", "9D1E22B3C4 发给 ops@example.org",  # no sender said
    "9D1E22B3C4 在 23:58:40 入队",  # a time
])
def test_the_queue_s_own_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_without_a_footer_the_messages_are_still_read() -> None:
    cut = QUEUE.replace("-- 9 Kbytes in 3 Requests.\n", "")
    assert not contradicted("邮件队列中有 9 封邮件", cut)
    assert contradicted("9D1E22B3C4 的大小为 2841 字节", cut)


def test_an_empty_queue_or_a_text_without_its_header_gives_nothing() -> None:
    claim = "9D1E22B3C4 的大小为 2841 字节"
    assert tool_contradicted(claim, extract_anchors(claim), ["Mail queue is empty"], extract_anchors) is None
    headless = QUEUE.split("\n", 1)[1]
    assert tool_contradicted(claim, extract_anchors(claim), [headless], extract_anchors) is None


@pytest.mark.parametrize("claim", [
    "最早的邮件已积压 2 天", "邮件在队列中停留了 45 分钟", "邮件发往 25 端口时超时", "队列中积压了 9 KB 邮件",
    "the queue holds 9 Kbytes of mail"])
def test_a_number_of_no_messages_is_no_count_of_them(claim: str) -> None:
    # (each failed REJECT as a count of messages: a time, a port, the footer's kilobytes)
    assert not contradicted(claim)


def test_a_queue_id_written_in_lower_case_is_the_message_s() -> None:
    assert contradicted("4b2c31a0f1 的大小为 1920 字节")
