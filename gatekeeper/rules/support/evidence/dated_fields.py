"""A time a claim gives an end (or a start) while its evidence's field gives it to the start.

`容器于 09:02:11 终止` citing `kubectl describe pod`, whose last state is `Started: ... 09:02:11`
and `Finished: ... 10:15:29`: the time is the output's, so nothing was missing, but the container
started then. So for a job's `Start Time:` and `Completed At:`, a certificate's `notBefore=` and
`notAfter=`. A field is a line `name: value` or `name=value` whose name says a start (`Started`,
`Start Time`, `Created`, `notBefore`) or an end (`Finished`, `Completed At`, `notAfter`,
`Expires`), and whose value writes a time. A clause that writes one time and words of one of the
two (`终止`, `完成`, `过期`, `finished`, `expires`; `启动`, `开始`, `started`, `created`) contradicts
the fields when those of its kind give that time none of them and a field of the other kind
gives it. Unsure says nothing: a clause of both kinds or of two times, no field of its kind.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.stamped_values import same_time
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: A field's line: `  Finished:  Wed, 02 Dec 2026 10:15:29 +0800`, `notAfter=Dec 20 ... GMT`.
#: (curl's `-v` prints a certificate's behind `*`: `*  expire date: Mar  1 23:59:59 2027 GMT`)
_FIELD = compiled(r"^[ \t]*(?:\*[ \t]+)?(?P<name>[A-Za-z][A-Za-z]*(?: [A-Za-z]+){0,2})[ \t]*[:=][ \t]*"
                  r"(?P<value>\S.*)$")
_START_NAME = compiled(r"(?i)\A(?:start(?:ed)?(?: (?:time|at|on|date))?|began|created(?: at|on)?"
                       r"|creation(?: time)?|notbefore|not before|valid from)\Z")
_END_NAME = compiled(r"(?i)\A(?:finish(?:ed)?(?: (?:time|at|on))?|completed?(?: (?:at|on|time))?"
                     r"|completion(?: time)?|end(?:ed)?(?: (?:time|at|on))?|terminated(?: at)?"
                     r"|notafter|not after|valid until|expires?(?: (?:at|on))?"
                     r"|expir(?:y|ation|e)(?: date)?)\Z")
_START_WORD = compiled(r"开始|启动|创建|生效|(?<![A-Za-z])(?:start(?:ed|s)?|began|begun|created|launched)"
                       r"(?![A-Za-z])", re.IGNORECASE)
_END_WORD = compiled(r"完成|结束|终止|退出|过期|到期|失效|停止|(?<![A-Za-z])(?:finish(?:ed|es)?"
                     r"|complet(?:ed|es)|ended|terminated|exited|expir(?:e|es|ed|y|ation)|stopped)"
                     r"(?![A-Za-z])", re.IGNORECASE)


def dated_field_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's time, [the fields of its kind, and the other kind's giving the time]) for
    the first time a clause gives a start or an end the evidence gives the other (see the
    module docstring)."""
    stamps = [a for a in anchors if a.kind == "timestamp" and a.unit]
    if not stamps:
        return None
    fields = [(kind, name, value, line, _times(line, anchors_of))
              for text in dict.fromkeys(texts) for kind, name, value, line in _dated_lines(text)]
    if not fields:
        return None
    for stamp in stamps:
        low, high = clause_around(claim, stamp.start, stamp.end)
        inside = [a.value.startswith("T") for a in stamps if low <= a.start < high]
        if inside.count(True) > 1 or inside.count(False) > 1:
            continue  # two times of day or two dates: which is which, unsure
        kinds = {kind for kind, word in (("start", _START_WORD), ("end", _END_WORD))
                 if word.search(claim, low, high)}
        if len(kinds) != 1:
            continue
        (said,) = kinds
        own = [(name, value) for kind, name, value, _, times in fields if kind == said and times]
        if not own or any(_holds(times, stamp.value) for kind, *_, times in fields if kind == said):
            continue
        other = next(((name, line) for kind, name, _, line, times in fields
                      if kind != said and _holds(times, stamp.value)), None)
        if other is not None:
            name, value = own[0]
            return stamp, [f"{name} {clipped(value.strip(), 60)!r}, {stamp.raw.strip()} its "
                           f"{other[0]} ({clipped(other[1].strip(), 60)!r})"]
    return None


@lru_cache(maxsize=256)  # every claim citing an output asks again
def _dated_lines(text: str) -> tuple[tuple[str, str, str, str], ...]:
    """(kind, name, value, line) of each line of `text` whose name says a start or an end."""
    return tuple((kind, m.group("name"), m.group("value"), line) for line in text.split("\n")
                 if ":" in line or "=" in line
                 for m in [_FIELD.match(line)] if m is not None
                 for kind in [_kind(m.group("name"))] if kind is not None)


def _times(line: str, anchors_of: Callable[[str], Sequence[Anchor]]) -> list[str]:
    return [a.value for a in anchors_of(line) if a.kind == "timestamp" and a.unit]


def _kind(name: str) -> str | None:
    name = " ".join(name.split())
    return "start" if _START_NAME.match(name) else "end" if _END_NAME.match(name) else None


def _holds(values: Sequence[str], stamp: str) -> bool:
    """Whether a field's times (`2026-12-02`, `T10:15:29`, `2026-12-20T23:59:59`) write `stamp`
    (a date, a time of day or both), each part at the coarser precision."""
    date, _, time = stamp.partition("T")
    dates = [v.partition("T")[0] for v in values if not v.startswith("T")]
    times = [v.partition("T")[2] for v in values if "T" in v]
    return (not date or date in dates) and (not time or any(same_time(t, time) for t in times))
