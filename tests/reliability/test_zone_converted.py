"""A time a report gives in another zone than its log's passes when it is the log's time
(`北京时间 11:15:40` for `2026-12-01T03:15:40Z`, `03:15 UTC` for `11:15:40+08:00`), and another
time, or the log's clock given the wrong zone, never passes.

Services log in UTC (`Z`) or with their offset (`+08:00`); a Chinese team reports in Beijing time
and an English one in UTC. A zone was no part of a time: a faithful conversion with its date
failed REJECT (its date and time contradicted the log's), one without a date warned, and the
zone's digits were a number of their own (`UTC+8`: `8`, found nowhere); the log's clock labelled
with the report's zone (`11:15:40 UTC` for `11:15:40+08:00`, eight hours off) passed. Now a
zoned time is compared in its evidence's zone (`evidence/zoned.py`).
"""

from __future__ import annotations

import datetime
import random

from loghub_quotes import EVENTS, SERVICES, not_passed, not_rejected, passing

#: (how the log writes its zone, its offset in hours)
LOG_ZONES = (("Z", 0), ("+00:00", 0), ("+08:00", 8))
#: (a claim's form, the offset of its zone in hours): `{when}` the time as the form writes it
FORMS = (
    ("北京时间 {clock}，{service} 抛出 {event}。", 8, "%H:%M:%S"),
    ("{service} 在 {date} {clock}（UTC+8）抛出 {event}。", 8, "%H:%M"),
    ("{service} 于北京时间 {date} {clock} 出现 {event}。", 8, "%H:%M:%S"),
    ("{service} raised {event} at {clock} UTC.", 0, "%H:%M:%S"),
    ("At {clock} GMT+8 {service} raised {event}.", 8, "%H:%M"),
    ("{service} raised {event} at {date} {clock} CST.", 8, "%H:%M:%S"),
)


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim (an hour off), excerpt, output)."""
    rng = random.Random(800)
    found = []
    for _ in range(60):
        service, event = rng.choice(SERVICES), rng.choice(EVENTS)
        zone, hours = rng.choice(LOG_ZONES)
        logged = datetime.datetime(2026, 12, 1) + datetime.timedelta(seconds=rng.randrange(86400))
        lines = [f"{(logged + datetime.timedelta(seconds=gap)).isoformat()}{zone} ERROR "
                 f"[{rng.choice(SERVICES)}] {rng.choice(EVENTS)}" for gap in (-95, 40)]
        excerpt = f"{logged.isoformat()}{zone} ERROR [{service}] {event}"
        output = "\n".join([lines[0], excerpt, lines[1]])
        form, offset, shape = rng.choice(FORMS)
        there = logged + datetime.timedelta(hours=offset - hours)
        other = there + datetime.timedelta(hours=rng.choice((1, -1, 2)))
        faithful, forged = (form.format(service=service, event=event, date=when.date().isoformat(),
                                        clock=when.strftime(shape)) for when in (there, other))
        found.append((faithful, forged, excerpt, output))
    return found


def _mislabelled() -> list[tuple[str, str, str]]:
    """The log's clock as written, given the report's zone: `11:15:40 UTC` for the log's
    `11:15:40+08:00`, `北京时间 03:15:40` for its `03:15:40Z`."""
    rng = random.Random(801)
    found = []
    for _ in range(60):
        service, event = rng.choice(SERVICES), rng.choice(EVENTS)
        logged = datetime.datetime(2026, 12, 1) + datetime.timedelta(seconds=rng.randrange(86400))
        zone, form = rng.choice((("+08:00", "{service} raised {event} at {clock} UTC."),
                                 ("Z", "北京时间 {clock}，{service} 抛出 {event}。")))
        excerpt = f"{logged.isoformat()}{zone} ERROR [{service}] {event}"
        found.append((form.format(service=service, event=event, clock=logged.strftime("%H:%M:%S")),
                      excerpt, excerpt))
    return found


def test_a_time_given_in_the_reports_zone_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_time_in_the_reports_zone_does_not_pass() -> None:
    assert passing((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_another_time_of_the_lines_event_fails() -> None:
    # as without a zone: `At 03:41 GMT+8 order-svc raised E` for a line of `18:41:12Z` (19:41
    # in Beijing), as `At 02:00 order-svc raised E` for a line of `00:00:00`; `raised E at 02:00`
    # names a time found nowhere (a warning), with a zone or without
    timed = [(forged, excerpt, output) for _, forged, excerpt, output in _probes()
             if not forged.endswith(" UTC.")]
    assert len(timed) >= 40
    assert not_rejected(timed) == []


def test_another_time_with_its_date_fails() -> None:
    dated = [(forged, excerpt, output) for _, forged, excerpt, output in _probes()
             if "2026-" in forged]
    assert len(dated) >= 20
    assert not_rejected(dated) == []


def test_the_logs_clock_given_another_zone_fails() -> None:
    mislabelled = _mislabelled()
    assert not_rejected(mislabelled) == []
