"""How often, or when, a claim says a scheduled job runs, against its cron schedule.

    NAME     SCHEDULE       SUSPEND   ACTIVE   LAST SCHEDULE   AGE       kubectl get cronjob
    backup   0 2 * * *      False     0        22h             30d
    report   */15 * * * *   True      1        5m              12d
    */15 * * * * /opt/jobs/report.sh                                     a crontab's line

`backup 每天 3 点执行` (the schedule runs it at 02:00) named a time found nowhere, so it only
warned; `report 每 5 分钟执行一次` (every 15 minutes) passed on the table's `5m` age. A schedule
reads as an interval or a time of day (text/anchors/cron.py); its job is its row's name, or its
crontab line's program (`report` of `/opt/jobs/report.sh`). A clause naming one job and writing
one interval (`每 5 分钟`, `every 5 minutes`, `每小时`) or time of day (`每天 3 点`, `daily at
03:00`) gives it that schedule: another than the job's contradicts it. Unsure says nothing: two
jobs, intervals or times in a clause, a schedule of no one interval or time (a list, a range), a
job printed twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.cron import CRON, schedule_of
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: A table row's name before its schedule, or a crontab's program after it.
_ROW_NAME = compiled(r"([A-Za-z][\w.\-]*)[ \t]+\Z")
_PROGRAM = compiled(r"[ \t]+(?:\S*/)?([A-Za-z][\w\-]*)")

#: A job's schedule: (kind, value) as the anchors read it (`number`: an interval in ms;
#: `timestamp`: `T02:00`).
Schedule = tuple[str, str]


@lru_cache(maxsize=64)
def schedules(text: str) -> dict[str, Schedule]:
    """Each job's schedule, by its name; a job printed twice left out."""
    found: dict[str, Schedule] = {}
    twice = set()
    for m in CRON.finditer(text):
        read = schedule_of(m.group("minute"), m.group("hour"))
        line_start = text.rfind("\n", 0, m.start()) + 1
        before = _ROW_NAME.search(text, line_start, m.start())
        after = _PROGRAM.match(text, m.end()) if before is None else None
        name = before.group(1) if before is not None else after.group(1) if after is not None else None
        if read is None or name is None:
            continue
        twice.update({name} & found.keys())
        found[name] = (read[0], read[1])
    return {name: schedule for name, schedule in found.items() if name not in twice}


def schedule_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the interval or time the claim writes, [the job's schedule]) for the first schedule the
    claim gives a job otherwise than its cron line (see the module docstring)."""
    del anchors_of  # the schedules are read as printed
    jobs = sole_reading(texts, ("* * *",), schedules)
    if not jobs:
        return None
    said = [a for a in anchors if (a.kind == "number" and a.unit == "ms") or (
        a.kind == "timestamp" and a.value.startswith("T"))]
    for anchor in said:
        low, high = clause_around(claim, anchor.start, anchor.end)
        named = [name for name in jobs if name_pattern(name, ignore_case=False).search(claim, low, high)]
        if len(named) != 1 or sum(low <= a.start < high for a in said) != 1:
            continue
        kind, value = jobs[named[0]]
        if anchor.kind != kind and not (anchor.kind == "timestamp" and kind == "timestamp"):
            continue  # an interval said of a job run at a time: another reading
        if not _agrees(anchor, value):
            return anchor, [f"{named[0]} runs {_shown(kind, value)}"]
    return None


def _agrees(anchor: Anchor, value: str) -> bool:
    """Whether the claim's interval or time is the schedule's (a time to the hour the claim
    writes: `T02` of `T02:00`)."""
    if anchor.kind == "number":
        return anchor.value == value
    return value.startswith(anchor.value) if len(anchor.value) < len(value) else anchor.value == value


def _shown(kind: str, value: str) -> str:
    return f"at {value[1:]}" if kind == "timestamp" else f"every {int(value) // 60000} minutes"
