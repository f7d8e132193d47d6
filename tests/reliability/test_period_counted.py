"""A claim counting its event's lines in a period holds when the count is true, and fails when
the count is lower than the lines, or when no line writing the event falls in the period.

Real Loghub lines naming an exception or an error code written three times or more (Android,
Hadoop, Mac, Windows...), and generated service logs (four services, six events): the lines
writing the event are the output (what a log query for it returns), one in the period the
excerpt. The faithful claim counts the lines stamped in a period of whole minutes around some of
them (`{s} 至 {e} 期间出现 {n} 次 {ev}`, `Between {s} and {e}, {ev} was logged {n} times`): the
period's end and the count are written nowhere, so it failed as values found in none of the
evidence (LOW_CONFID), and an English one as an error dated to another line's time (REJECT)
before gatekeeper.rules.support.evidence.windows read the stamps; all pass now. A count one
less than the period's lines fails, and so does a claim putting the event in a period after its
last line (`{ev} 在 {s} 至 {e} 期间出现`).
"""

from __future__ import annotations

import random

from loghub_quotes import EVENTS, SERVICES, check, error_lines, logged_events

from gatekeeper.rules.support.text.anchors import extract_anchors

COUNTED = ("{s} 至 {e} 期间出现 {n} 次 {ev}。", "从 {s} 到 {e}，{ev} 共出现 {n} 次",
           "Between {s} and {e}, {ev} was logged {n} times.")
MAX_LINES = 30


def _stamp(line: str) -> str | None:
    """The day and time (to the second) `line` is stamped with (`2026-12-01T03:14:09`)."""
    stamp = next((a for a in extract_anchors(line, include_timestamps=True)
                  if a.kind == "timestamp" and "T" in a.value), None)
    return None if stamp is None else stamp.value[:19]


def _claims(rng: random.Random, event: str, lines: list[str]) -> list[tuple[str, str, str, str, str]]:
    """(faithful claim, count forged, period forged, excerpt, output) for `lines` (each writing
    `event`, stamped, of one day, in time order), or none."""
    stamps = [_stamp(line) for line in lines]
    if len(lines) < 3 or None in stamps or len({s[:10] for s in stamps if s}) > 1:
        return []
    minutes = [s[11:16] for s in stamps if s]
    if minutes != sorted(minutes):
        return []  # a log over midnight: times of day disagree
    first = rng.randrange(len(lines) - 1)
    last = rng.randrange(first, len(lines))
    start, end = minutes[first], minutes[last]
    count = sum(start <= minute <= end for minute in minutes)
    form = rng.choice(COUNTED)
    faithful = form.format(s=start, e=end, n=count, ev=event)
    # fewer than the period's lines (one more may be a number written elsewhere, or a sample)
    forged_count = form.format(s=start, e=end, n=count - 1, ev=event) if count > 1 else ""
    hour, minute = divmod(int(minutes[-1][:2]) * 60 + int(minutes[-1][3:]) + 5, 60)
    if hour > 23:
        return []
    after = f"{hour:02d}:{minute:02d}", f"{hour:02d}:{minute + 1 if minute < 59 else minute:02d}"
    forged_period = f"{event} 在 {after[0]} 至 {after[1]} 期间出现"
    return [(faithful, forged_count, forged_period, lines[first], "\n".join(lines))]


def _probes() -> list[tuple[str, str, str, str, str]]:
    rng = random.Random(31)
    return [claim for event, lines in logged_events(MAX_LINES)
            for claim in _claims(rng, event.raw, lines)]


def _service_logs() -> list[tuple[str, str, str, str, str]]:
    rng = random.Random(37)
    found = []
    for _ in range(40):
        event = rng.choice(EVENTS)
        lines = error_lines(rng, event, SERVICES, rng.randint(3, 10), gap=(5, 200))
        found += _claims(rng, event.split(":")[0], lines)
    return found


def _all() -> list[tuple[str, str, str, str, str]]:
    return [*_probes(), *_service_logs()]


def test_a_true_count_of_a_period_s_lines_passes() -> None:
    probes = _all()
    assert len(probes) >= 40
    reports = [(claim, check(claim, excerpt, output)) for claim, _, _, excerpt, output in probes]
    assert [(claim, [f.message for f in report.findings])
            for claim, report in reports if report.status != "pass"] == []


def test_a_count_the_period_s_lines_do_not_make_or_a_period_of_no_line_fails() -> None:
    probes = _all()
    reports = [(claim, check(claim, excerpt, output)) for _, count, period, excerpt, output in probes
               for claim in (count, period) if claim]
    assert [claim for claim, report in reports if report.status != "fail"] == []
