"""A count the claim makes of its evidence's lines.

`order-svc 出现 2 次 OutOfMemoryError` citing two lines that print the exception: the count is
true, but no line writes `2`, so it was a number found nowhere (`claim.entity_grounding`, a
failure: ceiling LOW_CONFID). An agent counts what it reads; a count of an event is held when the
claim's excerpts, or one of its cited outputs, have exactly that many lines writing the event.
The event is the exception or error code the count's clause names (`2 次 OutOfMemoryError`,
`OutOfMemoryError 出现了 2 次`, `threw OutOfMemoryError 5 times`), or the words right after a
Chinese count (`3 次请求超时`), or an event of the bilingual glossary in the clause (`order-svc-7d9f
重启了 2 次` counts the lines stating a restart, in either language). A count may stand before its
event (`logged 2 SocketTimeoutException errors`, `one OutOfMemoryError`). When the sentence names
a service or host (else a name an identifier is: a pod, `inventory-api-9172`), only the lines
naming one of them count. A count the lines do not make keeps its finding; a count matching
by chance another number of the evidence (`retry 3 of 5`) is, as before, found there.

A count lower than the lines one cited output prints is contradicted (`understated`): `order-svc
仅出现 2 次 OutOfMemoryError` citing an output with five lines printing it, the `2` found
elsewhere in the output (`retry 2`), so it passed. An output may be a sample, so more lines than
the count prove it wrong and fewer do not, unless another's lines make the count
(`count_of_another`): `order-svc 出现了 3 次超时` where one timeout line names order-svc and
three name payment-svc, the output whole (no preview cut), was read off payment-svc's lines.
Counts under ten written as words after a verb are
read here too (`仅出现一次`, `重启了两次`, `restarted twice`, `occurred once`; not `一次请求超时`, a
measure word, nor `once the pool...`); a count of a window (`03:14 之后出现 2 次`, `最近 5 分钟内`,
`in the last hour`) or a bound (`至少`, `超过`, `at least`, `more than`) says nothing.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import EVENTS, SUBJECTS, event_needle
from gatekeeper.rules.support.evidence.rows import entity_kind
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.glossary import event_spans, mentions_event, states
from gatekeeper.rules.support.text.normalize import compact, is_truncated
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import time_spans

#: What a count counts, right after its number: `次`, `times`, `occurrences`.
COUNTED = compiled(r"\s*(?:次|times(?![A-Za-z])|occurrences(?![A-Za-z]))", re.IGNORECASE)
#: The words a Chinese count names right after `次` (`3 次请求超时`), up to punctuation; not
#: `后` (`重试 3 次后失败`: after the count, what it counts is the verb before it).
_ZH_EVENT = compiled(r"\s*(?![之以]?后)([\u4e00-\u9fff]{2,6})")


def counts_held(claim: str, anchors: Sequence[Anchor], missing: list[Anchor],
                texts: Sequence[Sequence[str]]) -> list[Anchor]:
    """`missing` without the counts that `texts` (the excerpts, then each cited output) make:
    one group of texts has exactly that many lines writing the counted event."""
    wanted = {id(a) for a in missing}
    counts = [a for a in counts_of(claim, anchors) if id(a) in wanted]
    if not counts:
        return missing
    held = set()
    periods = time_spans(claim, anchors)
    for count in counts:
        if period_of(claim, count, periods) is not None:
            continue  # a count of a period is its lines' (`windows`), not the whole output's
        needle = counted_event(claim, count, anchors)
        subjects = _subjects(anchors, *sentence_around(claim, count.start, count.end))
        if needle and any(_lines_writing(needle, group, subjects) == int(count.value)
                          for group in texts):
            held.add(id(count))
    return [a for a in missing if id(a) not in held]


def counts_of(claim: str, anchors: Sequence[Anchor]) -> list[Anchor]:
    """The claim's counts: a whole number followed by `次`, `times`, `occurrences` or by the
    event it counts (`2 SocketTimeoutException errors`, `one OutOfMemoryError`)."""
    numbers = [a for a in anchors if a.kind == "number" and a.unit is None and a.value.isdigit()]
    counted = [a for a in numbers if COUNTED.match(claim, a.end)]
    if len(counted) == len(numbers) or not _BEFORE_EVENT.search(claim):
        return counted
    starts = {a.start for a in anchors if a.kind in EVENTS}
    if mentions_event(claim):
        starts.update(start for start, _, _ in event_spans(claim))
    return [a for a in numbers if a in counted or _space_to(claim, a.end) in starts]


def count_spans(claim: str, anchors: Sequence[Anchor]) -> list[tuple[int, int]]:
    """Where the claim's counts are: a count of lines is no value put in another's place (`6
    E_FAIL exceptions were logged` for `HRESULT = 0x80004005 - E_FAIL`)."""
    return [(a.start, a.end) for a in counts_of(claim, anchors)]


#: A count of fewer than ten written as a word, which no anchor reads (`两个` is no number):
#: after a verb, how often it happened (`仅出现一次`, `重启了两次`, `restarted twice`, `occurred
#: once`), not a measure word (`一次请求超时`: a timeout; `once the pool...`: when).
_WORD_COUNT = compiled(r"(?P<zh>[一两二三四五六七八九])\s*次(?!性|要)"
                       r"|(?<![A-Za-z])(?P<en>twice|thrice)(?![A-Za-z]|\s+as\b)"
                       r"|(?<=ed |en |wn )(?:only\s+)?(?P<once>once)(?![A-Za-z])", re.IGNORECASE)
_ZH_VERB = compiled(r"(?:出现|发生|报错?|抛出?|触发|重启|失败|记录|打印|超时|执行|调用|重试|告警|宕机|崩溃"
                    r"|挂)(?:了|过)?\s*(?:仅|只)?\s*\Z")
_WORD_VALUES = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
                "九": 9, "twice": 2, "thrice": 3, "once": 1}
#: A digit or a number word then a space: where a count may stand right before its event.
_BEFORE_EVENT = compiled(r"\d\s|(?<![A-Za-z])(?:one|two|three|four|five|six|seven|eight|nine|ten)"
                         r"\s", re.IGNORECASE)


def word_counts(claim: str) -> list[Anchor]:
    """The counts `counts_of` cannot read, written as words: `仅出现一次`, `restarted twice`."""
    found = []
    for m in _WORD_COUNT.finditer(claim):
        if m.group("zh") and not _ZH_VERB.search(claim[max(0, m.start() - 6):m.start()]):
            continue
        word = m.group("zh") or m.group("en") or m.group("once")
        start, end = m.span("zh" if m.group("zh") else "en" if m.group("en") else "once")
        found.append(Anchor("number", str(_WORD_VALUES[word.lower()]), m.group(), start, end))
    return found


def _space_to(text: str, at: int) -> int:
    """Where the word after the spaces at `at` starts."""
    while at < len(text) and text[at] in " \t":
        at += 1
    return at


def period_of(claim: str, count: Anchor, periods: Sequence[tuple[Anchor, Anchor]]
              ) -> tuple[Anchor, Anchor] | None:
    """The period (`text.spans`) of the count's sentence, if it writes one."""
    start, end = sentence_around(claim, count.start, count.end)
    return next(((first, last) for first, last in periods
                 if start <= first.start and last.end <= end), None)


def counted_event(claim: str, count: Anchor, anchors: Sequence[Anchor]) -> str:
    """What `count` counts, compacted: the exception or error code of its clause, else the
    Chinese words after `次`; "" when it names none."""
    start, end = clause_around(claim, count.start, count.end)
    events = [a for a in anchors if a.kind in EVENTS and start <= a.start and a.end <= end]
    if events:
        return event_needle(min(events, key=lambda a: abs(a.start - count.start)))
    counted = COUNTED.match(claim, count.end)
    words = _ZH_EVENT.match(claim, counted.end()) if counted else None
    if words and not any(key for _, _, key in event_spans(words.group(1))):
        return compact(words.group(1))
    named = [(abs(first - count.start), key) for first, last, key in event_spans(claim)
             if start <= first and last <= end]
    return GLOSSARY + min(named)[1] if named else ""


#: A needle naming an event of the glossary, which a line states in either language.
GLOSSARY = "\x00"


def writes_counted(needle: str, line: str) -> bool:
    """Whether `line` writes what `counted_event` names."""
    if needle.startswith(GLOSSARY):
        return mentions_event(line) and states(needle[1:], line)
    return needle in compact(line)


def _lines_writing(needle: str, texts: Sequence[str], subjects: Sequence[str] = ()) -> int:
    """How many lines of `texts` write `needle` (`writes_counted`), naming one of `subjects`
    when there are any; not a line tallying them (`succeeded after 1 retry`: a retry's count,
    no retry), nor a table's header (kubectl's `RESTARTS`: its cells count them)."""
    tally = _TALLIES.get(needle)
    return sum(writes_counted(needle, line) and (not subjects or any(
        who in compact(line) for who in subjects)) and (tally is None or tally.search(line) is None)
        and _HEADER.fullmatch(line) is None for text in texts for line in text.split("\n"))


#: A table's header of names in capitals (`NAME  READY  STATUS  RESTARTS  AGE`).
_HEADER = compiled(r"[ \t]*[A-Z][A-Z0-9_%()/.\-]*(?:[ \t]+[A-Z][A-Z0-9_%()/.\-]*)+[ \t]*")


#: A line's count of the retries or restarts made (`succeeded after 1 retry`, `gave up after 3
#: attempts`); not a retry's own number (`retries=3`, `attempt 3/5`: the line is the third).
_TALLIES = {f"{GLOSSARY}{key}": compiled(rf"(?<![A-Za-z])(?:after|with)\s+\d+\s+(?:{words})(?![A-Za-z])",
                                         re.IGNORECASE)
            for key, words in (("重试", r"retr(?:y|ies)|attempts?|tries"), ("重启", r"restarts?"))}


#: Words making a count one of a window or a bound: the lines may count more (not `before`
#: an outcome: `retried 3 times before giving up` counts them all).
_NOT_ALL = compiled(r"之后|以后|以来|之前|以前|内|期间|至少|超过|不止|多于|以上|最近|过去|每|"
                    r"(?<![A-Za-z])(?:after|since|before(?!\s+[a-z]+ing(?![A-Za-z]))|within|during"
                    r"|last|past|least|more|over|per|each|every|first)(?![A-Za-z])", re.IGNORECASE)


def understated(claim: str, anchors: Sequence[Anchor], texts: Sequence[Sequence[str]]
                ) -> tuple[Anchor, list[str]] | None:
    """(a count of the claim, [how many lines writing its event a cited output prints]) for the
    first count lower than that (`texts`: the excerpts, then each cited output); None when there
    is none."""
    for count, needle, subjects in _whole_counts(claim, anchors):
        printed = max((_lines_writing(needle, group, subjects) for group in texts), default=0)
        if printed > int(count.value):
            return _said(claim, count), [f"{printed} lines writing {needle.removeprefix(GLOSSARY)}"]
    return None


def count_of_another(claim: str, anchors: Sequence[Anchor], texts: Sequence[Sequence[str]],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(a count of one subject's event, [its lines and whose lines make the count]) for the first
    count higher than the lines of a whole cited output naming the subject (at least one), which
    another subject's lines writing the event make exactly (see the module docstring)."""
    for count, needle, subjects in _whole_counts(claim, anchors):
        if len(subjects) != 1:
            continue
        for group in texts:
            if any(is_truncated(text) for text in group):
                continue  # a cut output may hold more of the subject's lines
            own = _lines_writing(needle, group, subjects)
            if not 0 < own < int(count.value):
                continue
            others: Counter[str] = Counter()
            for line in (line for text in group for line in text.split("\n")):
                if writes_counted(needle, line) and subjects[0] not in compact(line):
                    others.update({a.raw for a in anchors_of(line) if a.kind in SUBJECTS})
            other = next((who for who, lines in sorted(others.items()) if lines == int(count.value)), None)
            if other is not None:
                return _said(claim, count), [f"{own} lines writing {needle.removeprefix(GLOSSARY)} name "
                                             f"{subjects[0]}, {count.value} name {other}"]
    return None


def _whole_counts(claim: str, anchors: Sequence[Anchor]) -> list[tuple[Anchor, str, list[str]]]:
    """(count, the event it counts, the subjects it is of) for the claim's counts of all their
    lines: no period, window, bound or time in their clause."""
    periods = time_spans(claim, anchors)
    found = []
    for count in [*counts_of(claim, anchors), *word_counts(claim)]:
        start, end = clause_around(claim, count.start, count.end)
        if period_of(claim, count, periods) is not None or _NOT_ALL.search(claim, start, end) or any(
                a.kind == "timestamp" and start <= a.start < end for a in anchors):
            continue
        needle = counted_event(claim, count, anchors)
        if needle:
            # another service's lines are not this one's: `order-svc-7d9f 重启了 2 次`
            found.append((count, needle, _subjects(anchors, *sentence_around(claim, count.start, count.end))))
    return found


def _said(claim: str, count: Anchor) -> Anchor:
    """The count as the claim writes it, with what it counts by (`3 次`)."""
    counted = COUNTED.match(claim, count.end)
    written = claim[count.start:counted.end() if counted else count.end].strip()
    return Anchor("state", written.lower(), written, count.start, count.end)


def _subjects(anchors: Sequence[Anchor], start: int, end: int) -> list[str]:
    """Who the sentence's count is of: its services and hosts, else the names its identifiers
    are (a pod: `inventory-api-9172 restarted twice`)."""
    inside = [a for a in anchors if start <= a.start and a.end <= end]
    return [compact(a.raw) for a in inside if a.kind in SUBJECTS] or [
        compact(a.raw) for a in inside if entity_kind(a) == "subject"]
