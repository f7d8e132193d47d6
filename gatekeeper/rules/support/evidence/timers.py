"""When a claim says a systemd timer last ran or runs next, against `systemctl list-timers`.

    NEXT                        LEFT     LAST                        PASSED   UNIT          ACTIVATES
    Mon 2026-12-07 23:00:00 UTC 6h left  Sun 2026-12-06 23:00:00 UTC 17h ago  backup.timer  backup.service

`logrotate.timer 上次运行于 17h 前` (backup's) and `backup.timer 还有 7h 才会运行` (logrotate's): the
durations are the output's, so nothing was missing or contradicted. Each timer's row gives the
time left before it runs and the time passed since it ran. A clause naming one timer (its unit,
the service it activates, or their name without the suffix when no other row has it) and saying
one duration of one of them (`前`, `上次`, `ago`, `last ran`; `还有`, `还剩`, `下次`, `left`, `again
in`) gives that timer that time: another than the row's (or its first part's, as `1 day` is said
of `1 day 2h`) contradicts it. Unsure says nothing: both or neither said, two durations, a bound
or an approximation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.durations import duration_ms
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_SPAN = r"\d+ ?[a-z]+(?: \d+ ?[a-z]+)*"
_ROW = compiled(rf"^.*?(?<![\w:.\-])(?:(?P<left>{_SPAN}) left|n/a|-)[ \t]+.*?"
                rf"(?<![\w:.\-])(?:(?P<passed>{_SPAN}) ago|n/a|-)[ \t]+"
                r"(?P<unit>[\w@:.\-]+)\.timer[ \t]+(?P<service>\S+?)(?:\.service)?[ \t]*$", re.MULTILINE)
_PART = compiled(r"\d+ ?[a-z]+")
_SAID = {"passed": compiled(r"之前|以前|(?<!之)前|上次|上一次"
                            r"|(?<![A-Za-z])(?i:ago|last\s+(?:ran|run|triggered|fired))(?![A-Za-z])"),
         "left": compiled(r"还有|还剩|剩余|下次|下一次"
                          r"|(?<![A-Za-z])(?i:left|again\s+in|next\s+(?:run|fires?|runs?))(?![A-Za-z])")}

#: A timer's row: (unit, service, {"left"/"passed": the duration as printed}).
Row = tuple[str, str, dict[str, str]]


@lru_cache(maxsize=64)
def timer_rows(text: str) -> tuple[Row, ...]:
    """Each timer's time left and time passed, from its row."""
    return tuple((m["unit"], m["service"], {kind: m[kind] for kind in ("left", "passed") if m[kind]})
                 for m in _ROW.finditer(text))


def timer_time_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the duration the claim writes, [the timer's row]) for the first time left or passed the
    claim gives a timer otherwise than its row (see the module docstring)."""
    del anchors_of  # the rows are read as printed
    rows = [row for text in dict.fromkeys(texts) if ".timer" in text for row in timer_rows(text)]
    durations = [a for a in anchors if a.kind == "number" and a.unit == "ms" and a.approx is None]
    for said in durations if rows else ():
        low, high = clause_around(claim, said.start, said.end)
        kinds = [kind for kind, words in _SAID.items() if words.search(claim, low, high)]
        if len(kinds) != 1 or sum(low <= other.start < high for other in durations) != 1 \
                or APPROX.search(claim, low, high) or BOUND.search(claim, low, high):
            continue
        named = _named(claim, low, high, rows)
        if named is None or (printed := named[2].get(kinds[0])) is None:
            continue
        if Decimal(said.value) not in (duration_ms(printed), duration_ms(_PART.findall(printed)[0])):
            return said, [f"{named[0]}.timer {printed} {'left' if kinds[0] == 'left' else 'ago'}"]
    return None


def _named(claim: str, low: int, high: int, rows: Sequence[Row]) -> Row | None:
    """The one row whose timer the clause names: its unit, its service, or their name alone when
    no other row's is the same."""
    def written(row: Row) -> bool:
        unit, service, _ = row
        names = [f"{unit}.timer", f"{service}.service"] + [
            name for name in {unit, service} if sum(name in (other[0], other[1]) for other in rows) == 1]
        return any(name_pattern(name, "-", "-").search(claim, low, high) for name in names)
    named = [row for row in rows if written(row)]
    return named[0] if len(named) == 1 else None
