"""A claim saying a service recovered after a restart, a deploy or a time, while its evidence
prints errors after that.

`order-svc 重启后恢复正常，问题已解决` citing the restart line of an output whose later line is
`03:15:40 ERROR [order-svc] ... SocketTimeoutException`: the restart is written, nothing is
missing, and the Verifier closes the incident. The claim's recovery is a word of recovery
(`恢复正常`, `已恢复`, `自愈`, `问题已解决`, `未再报错`, `没有再出现错误`, `recovered`, `back to normal`,
`resolved`, `no more errors`) after a point in its sentence: a glossary event with a word of
after (`重启后`, `发布之后`, `after the restart`, `since the rollback`) or a time of day with one
(`03:15:02 之后`, `after 03:15`). A line of the cited outputs (the excerpts when none) stamped
after that point (after the last line writing the event) that reports an error (its level
`ERROR`, `FATAL`, `CRITICAL`, `SEVERE`, or an exception or error code) contradicts it; when the
sentence names services or hosts, only a line naming one of them (or an instance) does. Unsure
says nothing: lines without a time, of several days, a hedged or negated recovery.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial

from gatekeeper.rules.support.evidence.attributed import EVENTS, SUBJECTS, related
from gatekeeper.rules.support.evidence.firsts import stamped_lines
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import sentence_around
from gatekeeper.rules.support.text.glossary import event_spans, states
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled

_ERRORS = r"(?:错误|报错|异常|故障|告警|error|errors|exceptions?|failures?)"
#: Words saying a service is well again.
_RECOVERED = compiled(
    r"恢复正常|已恢复|已经恢复|恢复了|自愈|(?:问题|故障)(?:已经?|均已|已被)(?:解决|修复|消除|排除)"
    rf"|(?:未再|没有再|没再|不再|再未|再也没有?)(?:出现|发生|报出?|抛出|记录到?|打印)?\s*{_ERRORS}"
    rf"|(?:没有|未|无)(?:出现|发生|报出?|记录到?)?(?:任何|新的?)?\s*{_ERRORS}"
    r"|(?<![A-Za-z])(?:recovered|back\s+to\s+normal|resolved|healthy\s+again|error-free"
    rf"|no\s+(?:more|further|new)?\s*{_ERRORS}|stopped\s+(?:erroring|failing))(?![A-Za-z])",
    re.IGNORECASE)
#: After an event of the glossary: `重启后`, `发布之后`; or before it: `after the restart`.
_ZH_AFTER = compiled(r"\s*(?:完成|成功)?\s*(?:之后|以后|后(?![端台]))")
_EN_AFTER = compiled(r"(?<![A-Za-z])(?:after|since|following)\s+(?:(?:the|a|its|their)\s+)?"
                     r"(?:[\w\-.]+\s+){0,2}?\Z", re.IGNORECASE)
_TIME_ZH_AFTER = compiled(r"\s*(?:之后|以后|后(?![端台])|起|以来)")
#: A hedge or a plan, not an observation: `预计恢复`, `should recover`.
_NOT_SEEN = compiled(r"预计|应该|可能|将会?|有望|待|如果|若|(?<![A-Za-z])(?:should|may|might|will|"
                     r"expected|if|once|until)(?![A-Za-z])", re.IGNORECASE)
#: A line reporting an error: its level, as a logger prints it.
_LEVEL = compiled(r"(?<![A-Za-z_])(?:ERROR|FATAL|CRITICAL|SEVERE|ERR)(?![A-Za-z_])")


def recovery_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]
                          ) -> tuple[Anchor, list[str]] | None:
    """(the claim's point and words of recovery, [an error line of `texts` stamped after the
    point]) for the first recovery its evidence contradicts (see the module docstring); None when
    there is none."""
    for words in _RECOVERED.finditer(claim):
        start, end = sentence_around(claim, words.start(), words.end())
        if _NOT_SEEN.search(claim, start, words.end()):
            continue
        point = _point(claim, start, end, words.start(), anchors, texts, anchors_of)
        if point is None:
            continue
        since, until, at, when = point
        subjects = [compact(a.raw) for a in anchors if a.kind in SUBJECTS
                    and start <= a.start and a.end <= end]
        found = _error_after(when, subjects, texts, anchors_of)
        if found is not None:
            since, until = min(since, words.start()), max(until, words.end())
            written = claim[since:until].strip()
            return (Anchor("state", written.lower(), written, since, until),
                    [f"{at}, then an error at {found[0]} ({clipped(found[1], 100)!r})"])
    return None


def _point(claim: str, start: int, stop: int, words: int, anchors: Sequence[Anchor],
           texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
           ) -> tuple[int, int, str, str] | None:
    """(where it is written: start and end, what it is, the time of day) of the point the claim's recovery is
    after, in its sentence `[start, stop)`: the last one before its words (at `words`), else the
    first after them (`No more errors after the deploy`)."""
    points: list[tuple[int, int, str, str]] = []
    for time in (a for a in anchors if a.kind == "timestamp" and "T" in a.value
                 and start <= a.start and a.end <= stop):
        en = _EN_AFTER.search(claim, start, time.start)
        if _TIME_ZH_AFTER.match(claim, time.end) or en:
            points.append((en.start() if en else time.start, time.end, time.raw.strip(),
                           time.value.partition("T")[2]))
    for begin, end, key in event_spans(claim[:stop]):
        if begin < start:
            continue
        en = _EN_AFTER.search(claim, start, begin)
        if _ZH_AFTER.match(claim, end) or en:
            lines = stamped_lines(partial(states, key), texts, anchors_of)
            if lines:
                last = max(lines)
                points.append((en.start() if en else begin, end,
                               f"{claim[begin:end]} at {last[1]}", last[0]))
    before = [point for point in points if point[0] < words]
    return max(before) if before else min(points, default=None)


def _error_after(when: str, subjects: Sequence[str], texts: Sequence[str],
                 anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[str, str] | None:
    """(its stamp, the line) of the first line of `texts` stamped after `when` (at the coarser
    precision) that reports an error of one of `subjects` (any, when none)."""
    lines = stamped_lines(_reports_error(anchors_of), texts, anchors_of)
    for stamp, raw, line in sorted(lines or ()):
        size = min(len(stamp), len(when))
        if stamp[:size] <= when[:size]:
            continue
        if subjects:
            folded = compact(line)
            named = [a.raw for a in anchors_of(line) if a.kind in SUBJECTS]
            if not any(who in folded or related(who, named) for who in subjects):
                continue
        return raw, line.strip()
    return None


def _reports_error(anchors_of: Callable[[str], Sequence[Anchor]]) -> Callable[[str], bool]:
    def reports(line: str) -> bool:
        return _LEVEL.search(line) is not None or any(a.kind in EVENTS for a in anchors_of(line))
    return reports
