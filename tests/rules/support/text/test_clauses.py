"""gatekeeper/rules/support/text/clauses.py: the clause and the sentence around a place."""

from __future__ import annotations

import random
import re

import pytest

from gatekeeper.rules.support.text import clauses
from gatekeeper.rules.support.text.clauses import (
    clause_around,
    count_said_otherwise,
    placed_later,
    said_number,
    sentence_around,
    sole_kinds,
    sure_values,
    with_leading_time,
)


def _scanned(mark: re.Pattern[str], text: str, start: int, end: int | None) -> tuple[int, int]:
    """The definition: the last mark of the text read up to `start`, the first from `end`."""
    begin = max((m.end() for m in mark.finditer(text, 0, start)), default=0)
    found = mark.search(text, start if end is None else end)
    return begin, len(text) if found is None else found.start()


def test_clauses_and_sentences_end_at_their_marks() -> None:
    text = "After the restart at 03:16, X no longer occurred. payment-svc 未出现 X，只有 order-svc 出现。"
    at = text.index("X no")
    assert text[slice(*clause_around(text, at))] == " X no longer occurred"
    assert text[slice(*sentence_around(text, at))] == "After the restart at 03:16, X no longer occurred"
    at = text.index("order-svc")
    assert text[slice(*clause_around(text, at))] == "只有 order-svc 出现"


def test_the_marks_found_once_give_what_a_scan_finds() -> None:
    # Full stops next to line breaks, a version's dot, a mark at either end.
    rng = random.Random(7)
    pieces = [*"ab .\n,，。;?！ 12", "v1.2", ". ", ".\n"]
    for _ in range(5000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        start = rng.randint(0, len(text))
        end = rng.choice([None, rng.randint(start, len(text))])
        assert clause_around(text, start, end) == _scanned(clauses._MARK, text, start, end)
        assert sentence_around(text, start, end) == _scanned(clauses._SENTENCE_END, text, start, end)


def test_a_text_s_marks_are_found_once_however_often_it_is_asked() -> None:
    # Asked for each of its words, a claim of thousands of words with no mark was scanned from
    # its start and to its end every time: quadratic (3 s for 2,000 sentences without a mark).
    text = "有 2 个 Pod 处于 CrashLoopBackOff 状态 " * 2000
    before = clauses._marks.cache_info().misses
    spans = {clause_around(text, at) for at in range(0, len(text), 7)}
    assert spans == {(0, len(text))}
    assert clauses._marks.cache_info().misses == before + 1


def test_a_kind_a_clause_writes_alone_unnegated_and_unbounded_is_read() -> None:
    kinds = {"up": re.compile("在线"), "down": re.compile("宕机")}
    negator = re.compile(r"未\s*\Z")
    text = "a 在线，b 宕机，c 在线又宕机，d 未宕机，超过 2 个宕机"
    found = [(kind, text[low:high]) for kind, _, low, high in sole_kinds(text, kinds, negator)]
    assert found == [("up", "a 在线"), ("down", "b 宕机")]


def test_a_leading_english_phrase_of_a_time_is_the_clause_s_after_it() -> None:
    text = "Order-svc rolled out v2.14.0. At 03:18, payment-svc read timed out"
    low = text.index("payment-svc")
    assert text[with_leading_time(text, low):low] == " At 03:18, "
    assert with_leading_time("First, payment-svc read timed out", 7) == 7  # no time: no phrase
    assert with_leading_time("payment-svc 在 03:18，读超时", 16) == 16  # not English's phrase


@pytest.mark.parametrize(("clause", "later"), [
    ("主从切换后 redis 的角色为 slave", True), ("after the failover the role is slave", True),
    ("10:05 时角色为 slave", True),  # a time
    ("当前角色为 slave", False), ("the role is now slave", False),  # the output's own time
    ("10.0.0.2:2379 是 leader", False),  # an address's port is no time
])
def test_a_clause_placed_after_a_change_is_told_from_one_of_now(clause: str, later: bool) -> None:
    assert placed_later(clause, 0, len(clause)) is later


def test_a_value_a_clause_gives_when_it_is_sure() -> None:
    days = re.compile(r"\d+ 天")
    bound = re.compile("超过")
    claim = "api 已运行 2 天，worker 已运行超过 3 天，web 5 天或 6 天"
    said = [m.group() for m, _, _ in sure_values(claim, days, bound)]
    assert said == ["2 天"]  # a bound, two values in a clause: unsure
    both = [m.group() for m, _, _ in sure_values("web 5 天或 6 天", days, bound, alone=False)]
    assert both == ["5 天", "6 天"]


def test_a_sure_value_s_number_is_an_anchor_of_the_words_saying_it() -> None:
    said = re.compile(r"(?P<n>\d+)\s*天 ?")
    claim = "api 已运行 2 天 了"
    ((match, _, _),) = sure_values(claim, said)
    anchor = said_number(claim, match)
    assert (anchor.kind, anchor.value, anchor.raw) == ("number", "2", "2 天")
    assert claim[anchor.start:anchor.end] == "2 天 "  # where it is said, blanks and all


_KINDS = {"failed": re.compile("失败|failed"), "passed": re.compile("通过|passed")}


@pytest.mark.parametrize(("claim", "said"), [("有 3 个测试失败", "3"), ("120 tests passed", "120"),
                                             ("有 7 个测试通过", "7")])
def test_a_count_another_than_its_kind_s_is_said_otherwise(claim: str, said: str) -> None:
    found = count_said_otherwise(claim, _KINDS, {"failed": 2, "passed": 120 if said != "120" else 5})
    assert found is not None and found.value == said and claim[found.start:found.end] == said


@pytest.mark.parametrize("claim", [
    "有 2 个测试失败",  # its own count
    "有 2 个测试失败，120 个通过",  # each kind its clause: both its own
    "约 3 个测试失败", "超过 3 个测试失败",  # an approximation, a bound
    "3 个测试失败或通过",  # two kinds in a clause
    "5 个测试中有 3 个失败",  # two counts in a clause
])
def test_its_own_count_or_an_unsure_one_is_not(claim: str) -> None:
    assert count_said_otherwise(claim, _KINDS, {"failed": 2, "passed": 120}) is None


def test_a_kind_none_counts_is_counted_0() -> None:
    assert count_said_otherwise("1 test passed", _KINDS, {"failed": 2}) is not None
    assert count_said_otherwise("0 tests passed", _KINDS, {"failed": 2}) is None
