"""A systemd unit a claim says was stopped or started at a time its journal has no such event of
it at.

`nginx 服务在 05:12:44 停止` citing journalctl's `05:12:41 web-1 systemd[1]: Stopped nginx.service.`
and `05:12:44 ... Started nginx.service.`: the unit and the time are the output's (another
event's line), and stopping is no event of the glossary (evidence/dated_events.py dates those),
so nothing was contradicted, and the timeline told the Verifier runs the other way. A clause
naming one unit of systemd's lines (`nginx`, `nginx.service`), one time of day and stopping (`停止`,
`stopped`) or starting (`启动`, `拉起`, `started`; not a restart, which is both), stated, is
contradicted when the lines of the unit's event (`Stopping`, `Stopped`; `Starting`, `Started`) are
all stamped, of one day, and none at the claim's time (at the coarser precision). Unsure says
nothing: two times, two events, a denial, a start that failed, a bound (`之前`, `after`), a unit no
such line names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache, partial

from gatekeeper.rules.support.evidence.firsts import stamped_lines
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.stamped_values import same_time
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import open_bound
from gatekeeper.rules.support.text.written import name_pattern

#: systemd's line of a unit stopping or starting (`systemd[1]: Stopped nginx.service.`; newer
#: ones add its description: `Started nginx.service - A high performance web server`).
_EVENT_LINE = compiled(r"systemd\[\d+\]: (?P<event>Start(?:ing|ed)|Stop(?:ping|ped)) "
                       r"(?P<unit>[\w@\-]+)\.(?:service|socket|timer|mount)\b")
#: A claim's words of stopping, then of starting (not of restarting: `重启`, `重新启动`, `restarted`).
_SAID = compiled(r"(?P<stop>停止|停掉|(?<![A-Za-z])(?:stopped|stopping|shut\s+down)(?![A-Za-z]))"
                 r"|(?P<start>(?<!重新)(?<!重)启动|拉起|(?<![A-Za-z])(?:started|starting)(?![A-Za-z]))",
                 re.IGNORECASE)
#: A denial, or a start that failed (`启动失败`: systemd prints `Failed to start`, no `Started`).
_UNSURE = compiled(r"未|没有|没|不|并未|失败|(?<![A-Za-z])(?:not|never|n't|fail(?:ed|s)?)(?![A-Za-z])",
                   re.IGNORECASE)


def unit_event_misdated(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [when the journal has the unit's event]) for the first unit a clause
    says stopped or started at a time no line of that event of it is at (see the module
    docstring)."""
    units = sorted({unit for text in dict.fromkeys(texts) for unit, _ in _events(text)})
    for said in _SAID.finditer(claim) if units else ():
        low, high = clause_around(claim, said.start(), said.end())
        times = [a for a in anchors if a.kind == "timestamp" and "T" in a.value and low <= a.start < high]
        named = [unit for unit in units if _named(unit).search(claim, low, high)]
        if len(times) != 1 or len(named) != 1 or open_bound(claim, times[0]) is not None \
                or len({m.lastgroup for m in _SAID.finditer(claim, low, high)}) > 1 \
                or _UNSURE.search(claim, low, high) or BOUND.search(claim, low, high):
            continue  # (two times or units, a bound: `之前`, `after`; two events, a denial, a failure)
        kind = "Stop" if said.lastgroup == "stop" else "Start"
        lines = stamped_lines(partial(_states, named[0], kind), texts, anchors_of)
        when = times[0].value.partition("T")[2]
        if not lines or any(same_time(stamp, when) for stamp, _, _ in lines):
            continue
        start, end = min(said.start(), times[0].start), max(said.end(), times[0].end)
        written = claim[start:end]
        return Anchor("state", written.lower(), written, start, end), [
            f"{kind.lower()} of {named[0]} at {raw} ({clipped(line.strip(), 100)!r})"
            for _, raw, line in lines[:2]]
    return None


@lru_cache(maxsize=256)
def _named(unit: str) -> re.Pattern[str]:
    return name_pattern(unit, before=".-", after="-")


@lru_cache(maxsize=64)
def _events(text: str) -> tuple[tuple[str, str], ...]:
    """(unit, `Start` or `Stop`) of each systemd line of `text` starting or stopping a unit."""
    return tuple((m.group("unit"), m.group("event")[:4] if m.group("event").startswith("Stop")
                  else m.group("event")[:5]) for m in _EVENT_LINE.finditer(text))


def _states(unit: str, kind: str, line: str) -> bool:
    return any(found == (unit, kind) for found in _events(line))
