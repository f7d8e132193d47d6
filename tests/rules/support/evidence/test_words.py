"""The words a close quote changed are found (gatekeeper.rules.support.evidence.words)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.words import changed_words, output_words, placed_conflict, stem
from gatekeeper.rules.support.text.normalize import compact

LOG = ("Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for ftp from 103.99.0.122 port 56079\n"
       "Dec 10 09:13:01 LabSZ sshd[24490]: Accepted password for root from 10.0.0.5 port 40022\n"
       "chrome.exe *64 - avatar.csdn.net:80 close, 0 bytes sent, 0 bytes received, lifetime 00:30\n"
       "2026-11-30 10:02:11 ERROR 订单服务连接数据库超时，重试 3 次后放弃")


def changed(excerpt: str, valued: tuple[tuple[int, int], ...] = ()) -> list[str]:
    return changed_words(excerpt, valued, [output_words(LOG)], [compact(LOG)])


@pytest.mark.parametrize(("excerpt", "found"), [
    ("LabSZ sshd[24485]: Accepted password for ftp from", ["'Accepted' for 'failed'"]),
    ("LabSZ sshd[24485]: Failed password for ftp to 103.99.0.122", ["'to' for 'from'"]),
    ("Dec 10 09:12:26 cxmbo sshd[24485]: Failed password", ["'cxmbo' for 'labsz'"]),
    ("Failed password for ftp from 103.99.0.122 port 56079 granted", ["'granted'"]),  # at the end
    ("0 bytes received, 0 bytes received, lifetime", ["'received' for 'sent'"]),
    ("ERROR 订单服务连接数据库成功，重试", ["'成'", "'功'"]),  # a Chinese character is a word
    ("订单服务连接数据库超时，重试五次后放弃", ["'五' for '3'"]),  # a numeral no anchor reads
    ("Failed password ... 0 bytes sent, 0 bytes sent, lifetime", ["'sent' for 'received'"]),
])
def test_a_word_the_output_does_not_write_there_is_found(excerpt: str, found: list[str]) -> None:
    assert changed(excerpt) == found


@pytest.mark.parametrize("excerpt", [
    "Failed password for ftp from 103.99.0.122",  # quoted as it is
    "failed  PASSWORD for ftp, from 103.99.0.122",  # case, spacing, punctuation
    "iled password for ftp from 103.99.0.12",  # cut mid-word at both ends
    "Failed password for ftp ... port 40022",  # two parts, each quoted
    "Failed password for ftp and port 56079",  # a joiner put in
    "0 bytes sent, and 0 bytes received",
    "订单服务连接数据库超时，重试三次后放弃",  # a number written otherwise: the same value
    "LabSZ sshd[24485]: Failed password",
    "LabSZ sshd[24485]: Failure password for ftp",  # another ending of the output's word
])
def test_a_quote_of_the_output_s_words_changes_none(excerpt: str) -> None:
    assert changed(excerpt) == []


def test_words_of_a_value_are_left_to_the_anchors() -> None:
    excerpt = "connection lifetime 30 seconds, 0 bytes received"  # `00:30` written as seconds
    at = excerpt.index("30 seconds")
    assert changed(excerpt) == ["'connection'", "'seconds'"]
    assert changed(excerpt, ((at, at + len("30 seconds")),)) == ["'connection'"]


def test_the_words_between_two_neighbours_are_indexed_once_per_output() -> None:
    words = output_words("a Failed password; b Accepted password")
    assert words.between[("a", "password")] == ["failed"]
    assert words.between[("b", "password")] == ["accepted"]
    assert {"failed", "accepted", "password"} <= words.words


@pytest.mark.parametrize(("word", "root"), [
    ("failed", "fail"), ("failure", "fail"), ("connection", "connect"), ("connected", "connect"),
    ("closed", "clos"), ("close", "clos"), ("received", "receiv"), ("cxmbo", "cxmbo"),
    ("sent", "sent"), ("bed", "bed"),  # three letters stay
])
def test_a_word_is_compared_without_its_english_ending(word: str, root: str) -> None:
    assert stem(word) == root


@pytest.mark.parametrize(("claim", "excerpts", "conflict"), [
    ("chrome.exe - proxy:5070 closed through proxy", ["chrome.exe - proxy:5070 open through proxy"],
     ("closed", ["open"])),
    ("0 bytes received, 0 bytes received", ["0 bytes sent, 0 bytes received"], ("received", ["sent"])),
    ("[Sun Dec 04 2005] [info] mod_jk child", ["[Sun Dec 04 2005] [error] mod_jk child"],
     ("info", ["error"])),
    ("the link is not open through proxy", ["link closed through proxy"], None),  # negated
    ("proxy:5070 open through proxy", ["proxy:5070 open through proxy"], None),
    ("the port was open", ["the port was closed"], None),  # at the claim's end: not placed
])
def test_a_word_of_a_closed_set_placed_where_the_excerpt_writes_another(
        claim: str, excerpts: list[str], conflict: tuple | None) -> None:
    assert placed_conflict(claim, excerpts) == conflict
