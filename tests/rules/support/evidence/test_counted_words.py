"""The word a number counts, read past its modifiers (gatekeeper.rules.support.evidence.counted_words)."""

from __future__ import annotations

import pytest
from loghub_quotes import check

from gatekeeper.rules.support.evidence.counted_words import counted_words, unit_word
from gatekeeper.rules.support.text.anchors import extract_anchors


@pytest.mark.parametrize(("text", "words"), [
    ("16 eye-wateringly expensive timepieces that he", ["eye", "wateringly", "expensive", "timepieces"]),
    ("5 order-svc pods restarted", ["order", "svc", "pods", "restarted"]),
    ("16 years of collecting timepieces", ["years"]),  # `of`: what follows counts nothing of it
    ("the last eight clash with rivals", ["clash"]),
    ("0 with Atletico", ["with"]),  # the word after a number is kept, and ends its modifiers
    ("12 failed\ntimepieces", ["failed"]),  # another line
    ("3 个 Pod 重启", ["个"]),  # Chinese has no spaces to read words by
    ("29\n idle |", []),  # a table's count: the next row's label is not its word (round 35)
    ("5 个用户登录", ["users"]), ("12 个空闲连接", ["connections"]),  # an ops noun, as an output counts it
    ("3 个过期会话", ["sessions"]), ("2 台主机", ["hosts"]),
    ("5 分钟内请求失败", ["分钟"]),  # a time's word before the noun: no count of it
    ("1 of 4 updated replicas are available", ["updated", "replicas"]),  # the total's noun
])
def test_the_words_a_number_counts(text: str, words: list[str]) -> None:
    number = text.split()[0] if text[0].isdigit() else "eight"
    assert counted_words(text, text.index(number) + len(number)) == words


OUTPUT = ("2026-12-01 10:02:11 INFO deploy finished: 26 images pulled\n"
          "2026-12-01 10:02:14 INFO 16 freshly scheduled pods of order-svc restarted")


def test_a_count_another_line_gives_where_the_excerpt_counts_the_noun_past_its_modifiers_fails() -> None:
    report = check("26 pods restarted after the deploy.", OUTPUT.split("\n")[1], OUTPUT)
    assert report.status == "fail"
    assert [f.message for f in report.findings if f.rule_id == "claim.value_contradiction"] == [
        "claim_text says '26' but its evidence says 16"]


@pytest.mark.parametrize("claim", [
    "16 pods restarted after the deploy.",
    "The deploy pulled 26 images and restarted 16 pods.",
])
def test_the_excerpt_s_own_count_passes(claim: str) -> None:
    assert check(claim, OUTPUT, OUTPUT).status == "pass"


@pytest.mark.parametrize(("text", "word"), [
    ("sentenced to 20 years", "year"), ("a three-month trial", "month"), ("every 2 weeks", "week"),
    # a duration of days or less is measured, not counted (`1.61 seconds` rounds `1.6121 s`)
    ("behind by 1.61 seconds", None), ("in 3 days", None), ("20 people", None),
])
def test_a_duration_in_calendar_units_counts_its_unit(text: str, word: str | None) -> None:
    (anchor,) = extract_anchors(text)
    assert unit_word(anchor) == word


def test_a_number_of_years_the_cited_line_gives_otherwise_fails() -> None:
    output = "He was sentenced Friday to 18 years in prison.\nHe had faced 20 years."
    report = check("He was sentenced to 20 years on Friday.", output.split("\n")[0], output)
    assert [(f.level, f.message) for f in report.findings] == [
        ("fail", "claim_text says sentenced 20 years but its evidence says sentenced 18 years")]


UPTIME = " 10:15:01 up 21 days,  3:02,  3 users,  load average: 5.12, 4.80, 4.33"


@pytest.mark.parametrize("claim", ["7 users are logged in", "系统有 7 个用户登录", "系统有 5 个用户登录"])
def test_a_count_the_output_counts_with_another_number_fails_found_or_not(claim: str) -> None:
    report = check(claim, UPTIME, UPTIME)  # 7 is found nowhere, 5 as the load's digits
    (told,) = [f.message for f in report.findings if f.rule_id == "claim.value_contradiction"]
    assert report.verdict_ceiling == "REJECT" and told.endswith(" 3")


JSTACK = "$ jstack 4721 | grep -c BLOCKED\n12\n$ jstack 4721 | grep -c 'Thread.State'\n230 threads"


@pytest.mark.parametrize("claim", ["12 threads are BLOCKED", "有 12 个线程处于 BLOCKED 状态"])
def test_a_count_printed_bare_is_no_count_of_the_total_s_word(claim: str) -> None:
    assert check(claim, JSTACK, JSTACK).status == "pass"


@pytest.mark.parametrize(("text", "word"), [
    ("2456.78 Requests/sec", "requests/s"), ("98039.22 requests per second", "requests/s"),
    ("120 请求/秒", "requests/s"), ("73742 requests in 30.02s", "requests"),
])
def test_a_rate_s_noun_counts_in_each_second(text: str, word: str) -> None:
    number = text.split()[0]
    assert counted_words(text, len(number))[0] == word


@pytest.mark.parametrize(("text", "number", "words"), [
    ("tcp dport 5432 counter packets 278234 bytes 1 accept", "5432", ["counter"]),  # `packets` labels 278234
    ("22 counter packets 4123 bytes 312312 accept", "22", ["counter"]),
    ("5432 counter packets", "5432", ["counter", "packets"]),  # no number after: a modifier's noun
    ("16 eye-wateringly expensive timepieces", "16", ["eye", "wateringly", "expensive", "timepieces"]),
    # a noun a number follows, in no run of labels and numbers, is still counted
    ("16 expensive timepieces 3 years ago", "16", ["expensive", "timepieces"]),
])
def test_a_word_in_a_run_of_labels_and_numbers_labels_the_next(text: str, number: str,
                                                               words: list[str]) -> None:
    assert counted_words(text, text.index(number) + len(number)) == words
