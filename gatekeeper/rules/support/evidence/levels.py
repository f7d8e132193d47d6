"""A count of a log's lines by their level: `日志中有 3 条警告`, `出现了 1 条 ERROR 日志`, `WARN 级别日志
共 3 条`, `there were 3 WARN lines`, `3 warnings and 1 error`.

No line writes the count, so a true one failed as a number found nowhere. A line's level is the
first level word it prints (`WARN`, `WARNING`, `ERROR`, `ERR`, `SEVERE`, `INFO`, `DEBUG`, `TRACE`,
`FATAL`, `CRITICAL`; in capitals, or a `level=` field's); a claim names one in English or
Chinese (`警告`, `告警`, `错误`, `报错`, `信息`, `调试`, `致命`, `严重`) as what lines (`条`, `行`,
`日志`, `lines`, `entries`, a plural `warnings`) it counts. A count is held when the excerpts, or
one cited output, print exactly that many lines of the level (of the sentence's service or host
when it names one). A count lower than a cited output's lines of the level, or higher while
another level's lines of a whole output make it exactly (`3 条错误` for three `WARN` lines and one
`ERROR`), contradicts it (REJECT).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import sentence_around
from gatekeeper.rules.support.text.normalize import compact, is_truncated
from gatekeeper.rules.support.text.patterns import compiled

#: A claim's word of a level -> the level.
_NAMED = {"warn": "WARN", "warning": "WARN", "warnings": "WARN", "警告": "WARN", "告警": "WARN",
          "error": "ERROR", "errors": "ERROR", "错误": "ERROR", "报错": "ERROR",
          "info": "INFO", "信息": "INFO", "debug": "DEBUG", "调试": "DEBUG",
          "fatal": "FATAL", "致命": "FATAL", "critical": "FATAL", "严重": "FATAL"}
_PRINTED = {"WARNING": "WARN", "ERR": "ERROR", "SEVERE": "ERROR", "CRITICAL": "FATAL"}
_WORDS = "|".join(sorted(_NAMED, key=len, reverse=True))
_LINES = r"(?:日志|记录|消息)"
_COUNTS = compiled(
    rf"(?P<n1>\d+)\s*(?:条|行|个(?=\s*(?:{_WORDS})\s*(?:级别)?\s*的?\s*{_LINES}))\s*(?P<l1>{_WORDS})"
    rf"(?![A-Za-z])"
    rf"|(?<![A-Za-z])(?P<l2>{_WORDS})\s*(?:级别)?\s*的?\s*{_LINES}\s*(?:共|有|为)?\s*(?P<n2>\d+)\s*(?:条|行)"
    rf"|(?<![\w.])(?P<n3>\d+)\s+(?:(?P<l3>warn|warning|error|info|debug|fatal|critical)(?:\s+level)?"
    rf"\s+(?:log\s+)?(?:lines?|entries|messages|logs?|records)|(?P<l4>warnings|errors))(?![A-Za-z])",
    re.IGNORECASE)
#: A line's level (not a summary's count of one, `INFO 29, WARN 8`).
_LEVEL = compiled(r"(?<![A-Za-z_])(?:TRACE|DEBUG|INFO|NOTICE|WARN(?:ING)?|ERR(?:OR)?|SEVERE|FATAL"
                  r"|CRITICAL)(?![A-Za-z_])(?!\s*[:=]?\s*\d+\s*(?:[,;，]|$))"
                  r"|(?<![A-Za-z_])\"?level\"?\s*[=:]\s*\"?(?P<field>[A-Za-z]+)")


def level_counts_held(claim: str, anchors: Sequence[Anchor], missing: list[Anchor],
                      groups: Sequence[Sequence[str]]) -> list[Anchor]:
    """`missing` without the counts of lines by level one group of `groups` (the excerpts, then
    each cited output) makes exactly."""
    wanted = {a.start: a for a in missing if a.kind == "number"}
    held = set()
    for start, level, count in _counts(claim):
        if start in wanted and any(_lines(group, _subjects(claim, anchors, start))[level] == count
                                   for group in groups):
            held.add(id(wanted[start]))
    return [a for a in missing if id(a) not in held]


def level_count_contradicted(claim: str, anchors: Sequence[Anchor], groups: Sequence[Sequence[str]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(the count, [the lines the evidence prints]) for a count of lines by level a cited output
    contradicts (see the module docstring); None when unsure."""
    for start, level, count in _counts(claim):
        subjects = _subjects(claim, anchors, start)
        tallies = [(_lines(group, subjects), all(not is_truncated(text) for text in group))
                   for group in groups]
        if any(tally[level] == count for tally, _ in tallies) or any(
                re.search(rf"(?<![A-Za-z]){level}[A-Z]*\s*[:=]?\s*{count}(?!\d)", text)
                for group in groups for text in group):
            continue  # or a summary counts the level so (`WARN 8, ERROR 3`): its lines a sample
        number = next((a for a in anchors if a.start == start and a.kind == "number"), None)
        for tally, whole in tallies:
            other = next((name for name, lines in sorted(tally.items()) if name != level and lines == count),
                         None)
            if number is not None and (tally[level] > count or (whole and other and tally[level] < count)):
                lines = f"{tally[level]} {level} line{'' if tally[level] == 1 else 's'}"
                return number, [lines + (f", {count} {other}" if other else "")]
    return None


def _counts(claim: str) -> Iterator[tuple[int, str, int]]:
    """(where the count starts, its level, the count) of each count of lines by level."""
    if not any(word in claim for word in ("条", "行", "日志", "line", "entries", "messages", "records",
                                         "logs", "warnings", "errors", "log ")):
        return
    for m in _COUNTS.finditer(claim):
        n = next(name for name in ("n1", "n2", "n3") if m.group(name))
        level = next(m.group(name) for name in ("l1", "l2", "l3", "l4") if m.group(name))
        yield m.start(n), _NAMED[level.lower()], int(m.group(n))


def _subjects(claim: str, anchors: Sequence[Anchor], at: int) -> list[str]:
    start, end = sentence_around(claim, at, at + 1)
    return [compact(a.raw) for a in anchors if a.kind in SUBJECTS and start <= a.start < end]


def _lines(texts: Sequence[str], subjects: Sequence[str]) -> Counter[str]:
    """How many lines of `texts` print each level (naming one of `subjects`, when given)."""
    tally: Counter[str] = Counter()
    for line in (line for text in texts for line in text.split("\n")):
        m = _LEVEL.search(line)
        if m is None or (subjects and not any(subject in compact(line) for subject in subjects)):
            continue
        level = (m.group("field") or m.group()).upper()
        tally[_PRINTED.get(level, level)] += 1
    return tally
