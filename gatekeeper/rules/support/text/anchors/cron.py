"""Cron schedules (`*/15 * * * *`, `0 */6 * * *`, `30 2 * * *`): a CronJob's `SCHEDULE` as
kubectl prints it, a crontab's line. Read as how often the job runs, a duration (`*/15` in the
minutes: every 15 minutes; `*/6` in the hours: every 6 hours; a minute alone: every hour), or,
for a minute and an hour each day, the time of day it runs (`30 2 * * *`: 02:30).

The expression's numbers were bare, so a faithful `db-backup 每 15 分钟运行一次` named a
duration found nowhere and failed REJECT, read against the table's ages (`3m`, `2d`). A field
of another shape (a list, a range, a step of days) says no one interval: nothing is read.
"""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import Anchor, replacing
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.anchors.units import DURATION_UNITS
from gatekeeper.rules.support.text.patterns import compiled

_FIELD = r"(?:\*/\d{1,2}|\d{1,2}(?:[,\-]\d{1,2})*|\*)"
#: Five fields one space apart, the last three any day (`* * *`), with no other field before or
#: after them (Quartz's and Spring's six, `0 */15 * * * *`, seconds first: no five of them).
CRON = compiled(rf"(?<![\w*/,\-] )(?<![\w*/,\-])(?P<minute>{_FIELD}) (?P<hour>{_FIELD}) \* \* \*"
                 r"(?![\w*/,\-])(?! (?:[*?]|\d{1,4})(?!\S))")
_STEP = compiled(r"\*/(\d{1,2})")
_NUMBER = compiled(r"\d{1,2}")


def cron_anchors(folded: str, text: str, anchors: list[Anchor], timestamps: bool) -> list[Anchor]:
    """`anchors` (sorted, disjoint) with each schedule's interval (or, with `timestamps`, its
    time of day) in place of the anchors overlapping it. Called for a text writing `* * *`
    (every schedule read here does)."""
    found = []
    for m in CRON.finditer(folded):
        read = schedule_of(m.group("minute"), m.group("hour"))
        if read is None or (read[0] == "timestamp" and not timestamps):
            continue
        kind, value, unit = read
        found.append(Anchor(kind, value, text[m.start():m.end()], m.start(), m.end(), unit=unit))
    return replacing(anchors, found)


def schedule_of(minute: str, hour: str) -> tuple[str, str, str] | None:
    """(kind, value, unit) of a schedule's minute and hour fields, every day; None when no one
    interval or time is written."""
    if (step := _STEP.fullmatch(minute)) is not None and hour == "*":
        return "number", _every(step.group(1), "minutes"), "ms"
    if _NUMBER.fullmatch(minute) and int(minute) < 60:
        if hour == "*":
            return "number", _every("1", "hours"), "ms"
        if (step := _STEP.fullmatch(hour)) is not None:
            return "number", _every(step.group(1), "hours"), "ms"
        if _NUMBER.fullmatch(hour) and int(hour) < 24:
            return "timestamp", f"T{int(hour):02d}:{int(minute):02d}", "T"
    return None


def _every(count: str, unit: str) -> str:
    return decimal_str(Decimal(count) * Decimal(DURATION_UNITS[unit]))
