"""A count of a log's lines by their level: `日志中有 3 条警告`, `出现了 1 条 ERROR 日志`, `WARN 级别日志
共 3 条`, `there were 3 WARN lines`, `3 warnings and 1 error`; or by a state they print in
capitals: `有 3 个线程处于 BLOCKED 状态` (a thread dump's `java.lang.Thread.State: BLOCKED`), `2 个
TIME-WAIT 连接` (`ss`'s rows), `3 threads are BLOCKED`.

No line writes the count, so a true one failed as a number found nowhere. A line's level is the
first level word it prints (`WARN`, `WARNING`, `ERROR`, `ERR`, `SEVERE`, `INFO`, `DEBUG`, `TRACE`,
`FATAL`, `CRITICAL`; in capitals, or a `level=` field's); a claim names one in English or
Chinese (`警告`, `告警`, `错误`, `报错`, `信息`, `调试`, `致命`, `严重`) as what lines (`条`, `行`,
`日志`, `lines`, `entries`, a plural `warnings`) it counts. A count is held when the excerpts, or
one cited output, print exactly that many lines of the level (of the sentence's service or host
when it names one). A count lower than a cited output's lines of the level, or higher while
another level's lines of a whole output make it exactly (`3 条错误` for three `WARN` lines and one
`ERROR`), contradicts it (REJECT). A count of a state is held by as many lines printing it (of
the sentence's service, host or address); a whole cited output printing it on more lines,
or on fewer while another state in capitals is printed on exactly that many, contradicts it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import sentence_around
from gatekeeper.rules.support.text.normalize import compact, is_truncated
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: A claim's word of a level -> the level.
NAMED_LEVELS = {"warn": "WARN", "warning": "WARN", "warnings": "WARN", "警告": "WARN", "告警": "WARN",
          "error": "ERROR", "errors": "ERROR", "错误": "ERROR", "报错": "ERROR",
          "info": "INFO", "信息": "INFO", "debug": "DEBUG", "调试": "DEBUG",
          "fatal": "FATAL", "致命": "FATAL", "critical": "FATAL", "严重": "FATAL", "notice": "NOTICE"}
_PRINTED = {"WARNING": "WARN", "ERR": "ERROR", "SEVERE": "ERROR", "CRITICAL": "FATAL", "CRIT": "FATAL",
            "ALERT": "FATAL", "EMERG": "FATAL"}
_WORDS = "|".join(sorted(NAMED_LEVELS, key=len, reverse=True))
_LINES = r"(?:日志|记录|消息)"
_COUNTS = compiled(
    rf"(?P<n1>\d+)\s*(?:条|行|个(?=\s*(?:{_WORDS})\s*(?:级别)?\s*的?\s*{_LINES}))\s*(?P<l1>{_WORDS})"
    rf"(?![A-Za-z])"
    rf"|(?<![A-Za-z])(?P<l2>{_WORDS})\s*(?:级别)?\s*的?\s*{_LINES}\s*(?:共|有|为)?\s*(?P<n2>\d+)\s*(?:条|行)"
    rf"|(?<![\w.])(?P<n3>\d+)\s+(?:(?P<l3>warn|warning|error|info|notice|debug|fatal|critical)(?:\s+level)?"
    rf"\s+(?:log\s+)?(?:lines?|entries|messages|logs?|records)|(?P<l4>warnings|errors))(?![A-Za-z])",
    re.IGNORECASE)
#: A line's level (not a summary's count of one, `INFO 29, WARN 8`).
#: A count of lines printing a state in capitals: `3 个线程处于 BLOCKED`, `2 个 TIME-WAIT 连接`,
#: `3 threads are BLOCKED` (a count of things in a state: not `0 SRV Recs`, `3 个 CPU 核`).
_STATE_COUNTS = compiled(
    r"(?P<n1>\d+)\s*(?:个|条)\s*(?:(?:[\u4e00-\u9fff]{1,4}\s*)?(?:处于|为|是)\s*(?P<s1>[A-Z][A-Z0-9_\-]{2,})"
    r"(?![A-Za-z0-9_\-])|(?P<s3>[A-Z][A-Z0-9_\-]{2,})\s*(?:状态的?)?\s*(?:连接|线程|进程|会话|套接字))|(?<![\w.:])(?P<n2>\d+)\s+(?:threads|connections|sockets|lines|entries|processes"
    r"|pods|workers|tasks|jobs|sessions|consumers|requests)\s+(?:[A-Za-z0-9.:\-]+\s+){0,3}?"
    r"(?:(?:are|is|were|was|in)\s+)?"
    r"(?P<s2>[A-Z][A-Z0-9_\-]{2,})(?![A-Za-z0-9_\-])")
_SUBJECT_KINDS = frozenset({"service", "host", "ip"})
_CAPITALS = compiled(r"(?<![A-Za-z0-9_\-])[A-Z][A-Z0-9_\-]{2,}(?![A-Za-z0-9_\-])")
_LEVEL = compiled(r"(?<![A-Za-z_])(?:TRACE|DEBUG|INFO|NOTICE|WARN(?:ING)?|ERR(?:OR)?|SEVERE|FATAL"
                  r"|CRITICAL)(?![A-Za-z_])(?!\s*[:=]?\s*\d+\s*(?:[,;，]|$))"
                  r"|(?<![A-Za-z_])\"?level\"?\s*[=:]\s*\"?(?P<field>[A-Za-z]+)"
                  # Apache's and nginx's bracketed lower-case levels (`[notice]`, `[error]`)
                  r"|\[(?P<bracket>emerg|alert|crit|error|warn|notice|info|debug)\]")


def level_counts_held(claim: str, anchors: Sequence[Anchor], missing: list[Anchor],
                      groups: Sequence[Sequence[str]]) -> list[Anchor]:
    """`missing` without the counts of lines by level one group of `groups` (the excerpts, then
    each cited output) makes exactly."""
    wanted = {a.start: a for a in missing if a.kind == "number"}
    held = set()
    for start, level, count in _counts(claim):
        if start in wanted and any(_lines(group, sentence_subjects(claim, anchors, start))[level] == count
                                   for group in groups):
            held.add(id(wanted[start]))
    for start, state, count in _state_counts(claim) if wanted else ():
        if start in wanted and any(_printing(state, group, sentence_subjects(claim, anchors, start)) == count
                                   for group in groups):
            held.add(id(wanted[start]))
    return [a for a in missing if id(a) not in held]


def state_count_contradicted(claim: str, anchors: Sequence[Anchor], groups: Sequence[Sequence[str]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the count, [the lines printing its state, and another's]) for a count of lines printing a
    state that a whole cited output contradicts: more lines print it, or fewer while another
    state in capitals is printed on exactly that many (`有 4 个线程处于 BLOCKED 状态` for three
    `BLOCKED` and four `WAITING`); None when unsure."""
    return count_contradicted(anchors, groups, _state_counts(claim), _tokens, lambda state, group, start: (
        _printing(state, group, sentence_subjects(claim, anchors, start))))


def count_contradicted(anchors: Sequence[Anchor], groups: Sequence[Sequence[str]],
                       counts: Iterable[tuple[int, str, int]],
                       candidates: Callable[[Sequence[str]], set[str]],
                       printing: Callable[[str, Sequence[str], int], int]) -> tuple[Anchor, list[str]] | None:
    """(the count, [its lines, and another item's]) for the first of `counts` (where it starts,
    what it counts, the count) that a whole group of `groups` contradicts: `printing` (what,
    lines, where the count starts) prints it on more lines, or (the group not cut) on fewer while
    another of its `candidates` is printed on exactly that many; None when none or unsure (the
    count is some group's, or nothing prints what it counts)."""
    for start, item, count in counts:
        printed = [printing(item, group, start) for group in groups]
        number = next((a for a in anchors if a.start == start and a.kind == "number"), None)
        if number is None or count in printed or not any(printed):
            continue
        for group in groups:
            own = printing(item, group, start)
            whole = not any(is_truncated(text) for text in group)  # a cut one may hold more lines
            other = next((name for name in sorted(candidates(group)) if name != item
                          and printing(name, group, start) == count), None) if whole else None
            if own > count or (own and other):
                shown = f"{own} line{'' if own == 1 else 's'} printing {item}"
                return number, [shown + (f", {count} {other}" if other and own < count else "")]
    return None


def _state_counts(claim: str) -> Iterator[tuple[int, str, int]]:
    """(where the count starts, the state, the count) of each count of lines printing a state."""
    if _CAPITALS.search(claim) is None:
        return  # a cheap test: no state in capitals
    for m in _STATE_COUNTS.finditer(claim):
        start = m.start("n1") if m.group("n1") else m.start("n2")
        state = m.group("s1") or m.group("s2") or m.group("s3")
        if state.lower() not in NAMED_LEVELS and state not in _PRINTED:  # a level's, counted as one
            yield start, state, int(m.group("n1") or m.group("n2"))


def _tokens(texts: Sequence[str]) -> set[str]:
    """The words in capitals the lines print (a state's candidates)."""
    return {token for text in texts for token in _CAPITALS.findall(text)}


def level_count_contradicted(claim: str, anchors: Sequence[Anchor], groups: Sequence[Sequence[str]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the count, [the lines the evidence prints]) for a count of lines by level a cited output
    contradicts (see the module docstring); None when unsure, or when a summary counts the level
    so (`WARN 8, ERROR 3`: its lines a sample)."""
    counts = [(start, level, count) for start, level, count in _counts(claim) if not any(
        re.search(rf"(?<![A-Za-z]){level}[A-Z]*\s*[:=]?\s*{count}(?!\d)", text)
        for group in groups for text in group)]
    def printing(level: str, group: Sequence[str], start: int) -> int:
        return _lines(group, sentence_subjects(claim, anchors, start))[level]

    return count_contradicted(anchors, groups, counts, lambda group: set(_lines(group, ())), printing)


def _counts(claim: str) -> Iterator[tuple[int, str, int]]:
    """(where the count starts, its level, the count) of each count of lines by level."""
    if not any(word in claim for word in ("条", "行", "日志", "line", "entries", "messages", "records",
                                         "logs", "warnings", "errors", "log ")):
        return
    for m in _COUNTS.finditer(claim):
        n = next(name for name in ("n1", "n2", "n3") if m.group(name))
        level = next(m.group(name) for name in ("l1", "l2", "l3", "l4") if m.group(name))
        yield m.start(n), NAMED_LEVELS[level.lower()], int(m.group(n))


def sentence_subjects(claim: str, anchors: Sequence[Anchor], at: int, pattern: re.Pattern[str] | None = None
                      ) -> list[str]:
    """The services, hosts and addresses (and matches of `pattern`) of the sentence around `at`,
    compacted: the lines a count of that sentence reads."""
    start, end = sentence_around(claim, at, at + 1)
    found = [a.raw for a in anchors if a.kind in _SUBJECT_KINDS and start <= a.start < end]
    found += [m.group() for m in pattern.finditer(claim, start, end)] if pattern else []
    return [compact(subject) for subject in found]


def lines_printing(needle: str, pattern: re.Pattern[str], texts: Sequence[str],
                   subjects: Sequence[str]) -> int:
    """How many lines of `texts` print `needle` as `pattern` reads it (naming one of the
    compacted `subjects`, when given)."""
    return sum(1 for text in texts for line in text.split("\n") if needle in line and pattern.search(line)
               and (not subjects or any(subject in compact(line) for subject in subjects)))


def _lines(texts: Sequence[str], subjects: Sequence[str]) -> Counter[str]:
    """How many lines of `texts` print each level (naming one of `subjects`, when given)."""
    tally: Counter[str] = Counter()
    for line in (line for text in texts for line in text.split("\n")):
        level = line_level(line)
        if level is None or (subjects and not any(subject in compact(line) for subject in subjects)):
            continue
        tally[level] += 1
    return tally


def line_level(line: str) -> str | None:
    """The level a log line prints (its first level word: `WARNING` is `WARN`), None if none."""
    m = _LEVEL.search(line)
    if m is None:
        return None
    level = (m.group("field") or m.group("bracket") or m.group()).upper()
    return _PRINTED.get(level, level)


def _printing(state: str, texts: Sequence[str], subjects: Sequence[str]) -> int:
    """How many lines of `texts` print `state` as a word (naming one of `subjects`, when given)."""
    return lines_printing(state, _word(state), texts, subjects)


@lru_cache(maxsize=256)
def _word(state: str) -> re.Pattern[str]:
    return name_pattern(state, ignore_case=False)
