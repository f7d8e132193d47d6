"""What a claim says of a monitoring alert that the alert's own lines deny.

`HighCPUUsage 告警已恢复` citing an alerts output whose only HighCPUUsage line is `10:00:00Z
FIRING HighCPUUsage service=order-svc`: the alert's name is the output's, nothing is missing, and
the Verifier closes an incident still open. An alert is a name its output prints with a status
(`FIRING`, `RESOLVED`, `"status":"firing"`): after the status (`FIRING HighCPUUsage`, `[FIRING:1]
HighCPUUsage`), after `ALERT`, or as `alertname=`. In the claim's sentence naming one, its lines
(those printing its name and a status) contradict:

* a resolution (`已恢复`, `已解除`, `resolved`, `cleared`) when none of them is `RESOLVED`, or,
  when the claim gives its time (`于 10:20 恢复`, `resolved at 10:20`), none at that time;
* a firing at a time (`在 10:05 触发`, `fired at 10:05`) none of its firing lines is at;
* the service or host the clause gives it (`payment-svc 触发了 HighCPUUsage 告警`) when its lines
  name others only.

A time is a line's when any stamp of it is (an alert's JSON writes `startsAt` and `endsAt`).
Unsure says nothing: a negated or hedged resolution (`尚未恢复` is
gatekeeper.rules.support.evidence.ongoing's), a cause in the sentence (`payment-svc 超时导致
HighCPUUsage 告警`), lines without a time for a time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import NamedTuple

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.rows import lines_of
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.stamped_values import same_time
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_STATUS = compiled(r"(?<![A-Za-z])(FIRING|RESOLVED|[Ff]iring|[Rr]esolved)(?![A-Za-z])")
#: Where an alerts output prints an alert's name.
_NAMED = compiled(
    r"alertname[\"']?\s*[:=]\s*[\"']?([A-Za-z][\w:.\-]*)"
    r"|(?<![A-Za-z])(?:FIRING|RESOLVED|[Ff]iring|[Rr]esolved)(?::\d+)?\]?[ \t]+([A-Z][\w:.\-]*)"
    r"|(?<![A-Za-z])(?:ALERT|[Aa]lert)[:=]?[ \t]+([A-Z][\w:.\-]*)")
_RESOLVED = compiled(r"恢复|解除|消除|(?<![A-Za-z])(?:resolved|cleared|recovered)(?![A-Za-z])",
                     re.IGNORECASE)
_FIRED = compiled(r"触发|(?<![A-Za-z])(?:fired|triggered|went\s+off|started\s+firing)(?![A-Za-z])",
                  re.IGNORECASE)
#: A resolution denied or hedged (`尚未恢复`, `not resolved`): no resolution said.
_UNSURE = compiled(r"未|没有|尚|仍|可能|预计|(?<![A-Za-z])(?:not|never|yet|unresolved|may|might|"
                   r"could|likely|expected|will)(?![A-Za-z])|n't", re.IGNORECASE)
_CAUSE = compiled(r"导致|引起|引发|造成|由于|因为|(?<![A-Za-z])(?:caused|because|due\s+to|led\s+to|"
                  r"triggered\s+by)(?![A-Za-z])", re.IGNORECASE)
#: What may stand between a status word and its time: `于 10:20 恢复`, `resolved at 10:20`.
_TIME_BEFORE = compiled(r"\s*(?:时|左右)?\s*(?:已经?|被|再次|开始)?\s*\Z")
_TIME_AFTER = compiled(r"\s*(?:at|on|于|在)?\s*\Z", re.IGNORECASE)


class AlertLine(NamedTuple):
    status: str  # "firing" | "resolved"
    times: tuple[str, ...]  # the line's times of day
    line: str

    def __str__(self) -> str:
        return f"{self.status} ({clipped(self.line.strip(), 100)!r})"


def alert_names(claim: str, start: int, end: int, texts: Sequence[str]) -> list[str]:
    """The alerts (see the module docstring) `claim[start:end]` names."""
    return [name for name in _alerts(texts) if _mention(name).search(claim, start, end)]


def alert_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words of an alert, [what its lines say]) for the first thing the claim says
    of an alert its lines deny (see the module docstring); None when there is none."""
    if not any(map(_has_status, texts)):
        return None
    for name, lines in _alerts(texts).items():
        for mention in _mention(name).finditer(claim):
            start, end = sentence_around(claim, mention.start(), mention.end())
            if _CAUSE.search(claim, start, end):
                continue
            found = (_resolution_denied(claim, anchors, start, mention.start(), name, lines, anchors_of)
                     or _firing_misdated(claim, anchors, start, end, name, lines, anchors_of)
                     or _misattributed(claim, anchors, mention, name, lines, anchors_of))
            if found is not None:
                return found
    return None


def _has_status(text: str) -> bool:
    """Whether `text` may print an alert's status: a substring test first (most outputs print
    none, and a regex scan of every cited output per claim cost 7% of a batch)."""
    return ("iring" in text or "IRING" in text or "esolved" in text or "ESOLVED" in text) and (
        _STATUS.search(text) is not None)


def _alerts(texts: Sequence[str]) -> dict[str, list[str]]:
    """name -> the lines printing it with a status, in the outputs' order."""
    found: dict[str, list[str]] = {}
    for line in lines_of(texts):
        if _STATUS.search(line) is None:
            continue
        for m in _NAMED.finditer(line):
            name = next(group for group in m.groups() if group)
            if name.upper() not in ("FIRING", "RESOLVED") and line not in found.get(name, []):
                found.setdefault(name, []).append(line)
    return found


def _mention(name: str) -> re.Pattern[str]:
    return name_pattern(name, before="-.", ignore_case=False)


def _statuses(lines: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
              ) -> list[AlertLine]:
    found = []
    for line in lines:
        status = _STATUS.search(line)
        assert status is not None  # `_alerts` keeps lines with one
        times = tuple(a.value.partition("T")[2] for a in anchors_of(line)
                      if a.kind == "timestamp" and "T" in a.value)
        found.append(AlertLine(status.group(1).lower(), times, line))
    return found


def _resolution_denied(claim: str, anchors: Sequence[Anchor], start: int, mention_at: int, name: str,
                       lines: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    low, high = clause_around(claim, mention_at, mention_at)
    for word in _RESOLVED.finditer(claim, low, high):
        if _UNSURE.search(claim, max(low, word.start() - 12), word.start()):
            continue
        said = _statuses(lines, anchors_of)
        resolved = [line for line in said if line.status == "resolved"]
        if not resolved:
            return _said(claim, start, word.end(), [f"{name} {said[-1]}, no line resolving it"])
        when = _time_of(claim, anchors, word)
        if when is not None and all(line.times and not any(same_time(t, _clock(when))
                                                           for t in line.times) for line in resolved):
            return _said(claim, start, word.end(), [f"{name} {resolved[-1]}"])
    return None


def _firing_misdated(claim: str, anchors: Sequence[Anchor], start: int, end: int, name: str,
                     lines: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
                     ) -> tuple[Anchor, list[str]] | None:
    said = _statuses(lines, anchors_of)
    firing = [line for line in said if line.status == "firing"]
    # a resolved alert's JSON line writes when it fired first (`startsAt`, then `endsAt`)
    started = [line for line in said if line.status == "resolved" and len(line.times) > 1]
    if not firing + started or not all(line.times for line in firing):
        return None
    for word in _FIRED.finditer(claim, start, end):
        when = _time_of(claim, anchors, word)
        if when is None:
            continue
        if not any(same_time(t, _clock(when)) for line in firing for t in line.times) and not any(
                same_time(line.times[0], _clock(when)) for line in started):
            return _said(claim, min(when.start, word.start()), max(when.end, word.end()),
                         [f"{name} {line} at {line.times[0]}" for line in (firing + started)[:2]])
    return None


def _misattributed(claim: str, anchors: Sequence[Anchor], mention: re.Match[str], name: str,
                   lines: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
                   ) -> tuple[Anchor, list[str]] | None:
    low, high = clause_around(claim, mention.start(), mention.end())
    mine = [a for a in anchors if a.kind in SUBJECTS and low <= a.start and a.end <= high]
    theirs = {a.raw: compact(a.raw) for line in lines for a in anchors_of(line) if a.kind in SUBJECTS}
    if not mine or not theirs:
        return None
    if any(compact(a.raw) in folded for a in mine for folded in theirs.values()):
        return None
    first = min(mine, key=lambda a: a.start)
    return _said(claim, min(first.start, mention.start()), max(first.end, mention.end()),
                 [f"{name} for {', '.join(theirs)} ({clipped(lines[0].strip(), 100)!r})"])


def _time_of(claim: str, anchors: Sequence[Anchor], word: re.Match[str]) -> Anchor | None:
    """The time of day written right before or after a status word."""
    for a in _times(anchors):
        if a.end <= word.start() and _TIME_BEFORE.match(claim[a.end:word.start()]):
            return a
        if a.start >= word.end() and _TIME_AFTER.match(claim[word.end():a.start]):
            return a
    return None


def _times(anchors: Sequence[Anchor]) -> Iterator[Anchor]:
    return (a for a in anchors if a.kind == "timestamp" and "T" in a.value)


def _clock(stamp: Anchor) -> str:
    return stamp.value.partition("T")[2]


def _said(claim: str, start: int, end: int, said: list[str]) -> tuple[Anchor, list[str]]:
    written = claim[start:end].strip()
    return Anchor("state", written.lower(), written, start, end), said
