"""A time a JSON log writes in epoch seconds or milliseconds (`"ts":1709262940`) passes
restated as a date and time (`2024-03-01 03:15:40 UTC`, `北京时间 11:15:40`, `03:15 UTC`), and
another time fails.

An epoch was a timestamp compared as written only: every restatement as a date and time was a
value found nowhere (of 60, 39 failed LOW_CONFID and 21 warned), and another time was no more
wrong than the right one (the same 39 and 21). Now an epoch is its
UTC time (`date -u -d @1709262940`), and a zoned claim is read in UTC against it.
"""

from __future__ import annotations

import datetime
import json
import random

from loghub_quotes import EVENTS, SERVICES, not_passed, not_rejected

#: (a claim's form, the offset of its zone in hours, how it writes the time)
FORMS = (
    ("{service} 在 {when} UTC 报出 {event}。", 0, "%Y-%m-%d %H:%M:%S"),
    ("北京时间 {when}，{service} 报出 {event}。", 8, "%H:%M:%S"),
    ("At {when} UTC {service} logged {event}.", 0, "%H:%M"),
    ("{service} logged {event} at {when} (UTC+8).", 8, "%Y-%m-%d %H:%M"),
)


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim (another hour), excerpt, output)."""
    rng = random.Random(1709)
    found = []
    for _ in range(60):
        service, event = rng.choice(SERVICES), rng.choice(EVENTS)
        seconds = rng.randrange(1_600_000_000, 1_800_000_000)
        millis = rng.random() < 0.5
        records = [{"level": "error", "ts": (seconds + gap) * 1000 + 123 if millis else seconds + gap,
                    "logger": rng.choice(SERVICES), "msg": rng.choice(EVENTS)} for gap in (-70, 0, 45)]
        records[1].update(logger=service, msg=event)
        lines = [json.dumps(record) for record in records]
        form, offset, shape = rng.choice(FORMS)
        there = datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc) \
            + datetime.timedelta(hours=offset)
        other = there + datetime.timedelta(hours=rng.choice((1, -1, 2)))
        faithful, forged = (form.format(service=service, event=event, when=when.strftime(shape))
                            for when in (there, other))
        found.append((faithful, forged, lines[1], "\n".join(lines)))
    return found


def test_an_epoch_restated_as_a_date_and_time_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_time_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
