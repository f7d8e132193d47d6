"""The evidence index: the cheap tests that spare anchor extraction, and the session's lines."""

from __future__ import annotations

import re

import pytest
from helpers import anchor_scans, inv
from hypothesis import given, settings
from hypothesis import strategies as st

from gatekeeper.parse.invocations import Invocation, invocations_from_objects
from gatekeeper.rules.support.evidence.anchorset import presence_keys
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.evidence.lines import find_needle
from gatekeeper.rules.support.evidence.quotes import written
from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.normalize import compact

LINES = ["ERROR order-svc timeout after 5000ms", "pid 19 started", "cpu 09 busy", "ratio 10.10 ok",
         "2026-11-29 10:02:11 order-svc ready"]


def session(*previews: str):
    return invocations_from_objects([inv(100 + n, "query_logs", text) for n, text in enumerate(previews)])


def anchor(text: str):
    return extract_anchors(text, include_timestamps=True)[-1]


@pytest.mark.parametrize(("needle", "lines"), [
    ("9", [2]),  # not in `19`, in `09`
    ("10.1", [3]),  # `10.10` is 10.1
    ("500", []),  # not in `5000ms`
    ("order-svc", [0, 4]),
])
def test_lines_with_does_not_cut_numbers(needle: str, lines: list[int]) -> None:
    assert EvidenceIndex(session("\n".join(LINES))).session_lines().lines_with(needle) == lines


@pytest.mark.parametrize(("text", "expected"), [
    ("timeout after 5000ms", True),
    ("timeout after 500", False),  # cut from 5000ms
    ("latency 5000m", False),  # a unit cut short
    ("day 26", False),  # in the date 2026-11-29 only
    ("cpu 09", True),
])
def test_written_only_when_the_texts_hold_the_anchor_as_written(text: str, expected: bool) -> None:
    texts = [compact(line) for line in LINES]
    assert written([anchor(text)], texts, LINES) is expected


def test_a_metric_value_is_written_only_after_its_label() -> None:
    raw = ["线程数 245, pid 7"]
    texts = [compact(line) for line in raw]
    assert written([anchor("线程数 245")], texts, raw)
    assert not written([anchor("线程数 7")], texts, raw)


def test_a_number_is_not_written_by_a_code_s_digits() -> None:
    # the `5` of a pod's name (`7d9f8b6c5`) is no count; compacted, the words around a number
    # meet (`for96seconds`), so codes are told apart in the text as written
    raw = ["Name: payment-svc-7d9f8b6c5-x2k4p", "renew [DFSClient_1] for 96 seconds"]
    texts = [compact(line) for line in raw]
    assert not written([anchor("重启了 5 次")], texts, raw)
    assert written([anchor("for 96")], texts, raw)


def test_a_code_is_not_written_by_a_number_with_a_unit() -> None:
    # an exit status's `2` is not the `2` of `2h ago`
    raw = ["Active: failed since 11:15:40; 2h ago", "Main PID: 1234 (code=exited, status=1/FAILURE)"]
    texts = [compact(line) for line in raw]
    assert not written([anchor("退出码为 2")], texts, raw)
    assert written([anchor("退出码为 1")], texts, raw)


def test_holding_elsewhere_anchors_only_the_lines_writing_the_anchor(
        monkeypatch: pytest.MonkeyPatch) -> None:
    scanned = anchor_scans(monkeypatch)
    invocations = session("bound: nothing", "unrelated line\nanother one",
                          "GET /pay 503 in 87ms\nqueue lag 42", "lag 42 again")
    missing = anchor("lag 42")
    held = EvidenceIndex(invocations).holding_elsewhere([missing], [presence_keys(missing)], {"100"})
    assert held is not None
    other, found = held
    assert (other.id, found) == ("102", [missing])  # first in dump order
    assert scanned == ["queue lag 42", "lag 42 again"]  # the lines writing it, nothing else


def test_holding_elsewhere_needs_the_anchor_not_just_its_digits() -> None:
    invocations = session("bound", "2026-11-29 10:02:11 started")
    missing = anchor("count 26")
    assert EvidenceIndex(invocations).holding_elsewhere([missing], [presence_keys(missing)], {"100"}) is None


def test_session_line_word_index_finds_what_a_scan_finds() -> None:
    # Past FULL_SCANS needles the word index narrows the search to the blocks holding a word
    # that contains the needle's longest word: the lines found must be exactly a scan's.
    import random

    from gatekeeper.rules.support.evidence import lines as session_lines

    rng = random.Random(3)
    words = ["timeout", "payment-service", "ERR_504", "5300ms", "10.0.0.12:8080", "使用率",
             "连接池已耗尽", "blk_-1608999687919862906", "açaí", "İstanbul", "9", "09", "10.10"]
    texts = [["\n".join(" ".join(rng.choice(words) + rng.choice(["", "s", "0", "-x"])
                                 for _ in range(rng.randrange(1, 6)))
                        for _ in range(rng.randrange(1, 40)))] for _ in range(300)]
    invocations = [Invocation(str(i), "t", None, None, None, f"record {i}")
                   for i in range(len(texts))]
    scanned = session_lines.SessionLines(invocations, texts, texts.__getitem__)
    indexed = session_lines.SessionLines(invocations, texts, texts.__getitem__)
    indexed._scans = session_lines.FULL_SCANS  # the next needle already uses the index
    needles = [w.lower() for w in words] + ["timeouts", "service 9", "ms", "err_50", "0.12:80",
                                            "连接", "i̇stanbul", "zzz-not-there"]
    for needle in needles:
        expected = scanned.lines_with(needle)
        scanned._scans = 0  # always a whole-text scan
        assert indexed.lines_with(needle) == expected, needle
        assert indexed.lines_with(needle, 3) == expected[:3], needle


def test_invocations_holding_all_needles_come_in_dump_order() -> None:
    from gatekeeper.rules.support.evidence import lines as session_lines

    texts = [[f"line {i % 7} alpha{i % 3}\nbeta {i % 5}\n" + "\n".join(
        f"filler {i} {j}" for j in range(i % 11))] for i in range(400)]
    invocations = [Invocation(str(i), "t", None, None, None, f"record {i}")
                   for i in range(len(texts))]
    lines = session_lines.SessionLines(invocations, texts, texts.__getitem__)
    for needles in (["alpha1"], ["alpha1", "beta"], ["line 3", "beta 4"], ["filler 9", "alpha2"],
                    ["nothing"]):
        expected: set[int] | None = None
        for needle in needles:
            holding = {n for line in lines.lines_with(needle) for n in lines.owners[line]}
            expected = holding if expected is None else expected & holding
        assert list(lines.holding_all(needles, lambda n: texts[n])) == sorted(expected or ()), \
            needles


_NEEDLE_TEXT = st.text(alphabet="0123456789.a-１\n", max_size=30)


@settings(max_examples=500, deadline=None)
@given(text=_NEEDLE_TEXT, needle=st.text(alphabet="0123456789.a-１", min_size=1, max_size=4),
       start=st.integers(0, 32), extra=st.integers(0, 34))
def test_find_needle_is_the_documented_regex(text: str, needle: str, start: int,
                                             extra: int) -> None:
    # The rule of `find_needle` as a regex (what it replaced: one compile per needle): a needle
    # ending with a digit is not followed by another (trailing zeros allowed after a `.`), one
    # starting with a digit does not follow a non-zero digit.
    pattern = re.escape(needle)
    if needle[0].isdigit():
        pattern += f"(?<![1-9]{re.escape(needle)})"
    if needle[-1].isdigit():
        pattern += ("0*" if "." in needle else "") + "(?![0-9])"
    end = start + extra
    match = re.compile(pattern).search(text, start, end)
    assert find_needle(text, needle, start, end) == (-1 if match is None else match.start())


_LINE = st.text(alphabet="0123456789.:%aA-xİ错误 \n\r", max_size=24)


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(_LINE, min_size=1, max_size=60),
       needles=st.lists(st.text(alphabet="0123456789.:%ax -错误", min_size=1, max_size=7), max_size=6))
def test_the_word_index_does_not_cut_numbers_either(texts: list[str], needles: list[str]) -> None:
    # The word index looks for a needle's word in the text's words without cutting digits
    # (`102` is not looked for in `1102`): it must still find every line a scan finds,
    # decimals (`10.1` in `10.10`) and words glued to another by a non-word character included.
    # Also across the chunks the lowered lines are kept in (a needle never straddles two).
    from gatekeeper.rules.support.evidence import chunked
    from gatekeeper.rules.support.evidence import lines as session_lines

    texts = [*texts, "p99 2.1250 s", "1102 ms", "err 102ms"]
    invocations = [Invocation(str(i), "t", None, None, None, f"r{i}") for i in range(len(texts))]
    scanned = session_lines.SessionLines(invocations, [[t] for t in texts], lambda n: [texts[n]])
    block_lines, chunk_lines = session_lines.BLOCK_LINES, chunked.CHUNK_LINES
    session_lines.BLOCK_LINES, chunked.CHUNK_LINES = 3, 4  # many blocks and chunks, across
    try:
        indexed = session_lines.SessionLines(invocations, [[t] for t in texts],
                                             lambda n: [texts[n]])
        indexed._scans = session_lines.FULL_SCANS
        # The lines are kept lowered only; each is read back as written from its first owner.
        distinct = list(dict.fromkeys(line for text in texts for line in text.split("\n")))
        assert [indexed.line(number) for number in range(indexed.count)] == distinct
        for needle in [*needles, "102", "2.125", "10.1", "1.0", "09", "0:5"]:
            scanned._scans = 0
            assert indexed.lines_with(needle) == scanned.lines_with(needle), needle
            # What a search of each line, as text, finds (the lines are kept as UTF-8 bytes).
            assert scanned.lines_with(needle) == [
                number for number, line in enumerate(distinct)
                if find_needle(line.lower(), needle) >= 0], needle
    finally:
        session_lines.BLOCK_LINES, chunked.CHUNK_LINES = block_lines, chunk_lines


def test_a_line_whose_text_changed_since_the_index_was_built_is_read_as_indexed() -> None:
    from gatekeeper.rules.support.evidence import lines as session_lines

    texts = [["Pool HikariCP exhausted\nok"], ["ok\nERROR Timeout"]]
    current = [list(t) for t in texts]
    invocations = [Invocation(str(i), "t", None, None, None, f"r{i}") for i in range(2)]
    lines = session_lines.SessionLines(invocations, texts, current.__getitem__)
    assert [lines.line(n) for n in range(lines.count)] == [
        "Pool HikariCP exhausted", "ok", "ERROR Timeout"]
    current[0] = ["something else entirely"]  # a caller's dump edited in place
    assert lines.line(0) == "pool hikaricp exhausted" and lines.line(2) == "ERROR Timeout"


@settings(max_examples=300, deadline=None)
@given(texts=st.lists(st.lists(st.text(alphabet="ab\nİ", max_size=12), min_size=1, max_size=3),
                      min_size=1, max_size=12),
       collide=st.booleans())
def test_distinct_lines_and_their_owners_are_those_of_the_texts(texts: list[list[str]],
                                                                 collide: bool) -> None:
    # Lines are told apart by their hash while the index is built, then compared where the
    # first one is written: with every hash colliding (and lines that are each other's
    # prefixes: `a`, `ab`), the lines, their order and their owners are still the texts'.
    from gatekeeper.rules.support.evidence import lines as session_lines

    owners: dict[str, list[int]] = {}
    for number, invocation_texts in enumerate(texts):
        for text in invocation_texts:
            for line in text.split("\n"):
                holders = owners.setdefault(line, [])
                if number not in holders:
                    holders.append(number)
    invocations = [Invocation(str(i), "t", None, None, None, f"r{i}") for i in range(len(texts))]
    line_hash = session_lines.LINE_HASH
    if collide:
        session_lines.LINE_HASH = lambda line: len(line) % 2
    try:
        lines = session_lines.SessionLines(invocations, texts, texts.__getitem__)
    finally:
        session_lines.LINE_HASH = line_hash
    assert [lines.line(n) for n in range(lines.count)] == list(owners)
    assert [list(lines.owners[n]) for n in range(lines.count)] == list(owners.values())


def test_a_line_with_many_anchors_is_left_to_the_whole_outputs_set() -> None:
    # Anchored on its own for each binding, a JSON answer on one line cost 10 ms a claim; the
    # whole output's set is kept per invocation: the lines' path gives way to it.
    from gatekeeper.rules.support.evidence.index import MAX_LINE_ANCHORS

    rows = ",".join(f'{{"host":"web-{i}","p99_ms":{1000 + i}}}' for i in range(MAX_LINE_ANCHORS))
    dump = session("\n".join([f'{{"series":[{rows}]}}', "p99 summary ok", "other", "lines"]))
    index = EvidenceIndex(dump)
    bound = list(dump.invocations.values())
    assert index.lines_anchor_set(bound, ["summary"]) is not None  # a short line: its own set
    assert index.lines_anchor_set(bound, ["web-7"]) is None
