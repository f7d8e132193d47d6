"""A copied log line given another weekday than its date's never passes unseen.

Real Loghub lines stamped with a full date (`2015-10-18 18:01:47`, `[Sun Dec 04 04:47:44
2005]`, HDFS's `081109 203518`, an epoch), 40 of each such log drawn with a fixed seed: the
excerpt is the line, the output the line and its neighbours, and the claim copies the line's
words after its stamp with a weekday (`日志显示，周二，...`, `星期二的日志记录了：...`, `On
Tuesday, the log shows: ...`). The line's own weekday passes; another fails REJECT, also when
it is the weekday of a neighbour's date (a log across midnight). Before, a weekday was compared
with nothing but the words: the forged claims warned that the weekday was found nowhere (a
PASS ceiling), or, when a neighbour's date was that day, passed with no finding (49 of 409).
Now a weekday the cited lines' dates or words contradict fails
(gatekeeper.rules.support.evidence.contradicted), and so does one taken from another line's
date (gatekeeper.rules.support.evidence.replaced).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import PER_LOG, check, sampled_around

from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.anchors.timestamps import WEEKDAYS, weekday_of

ENGLISH = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
SHORT = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
LONG = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")
FORMS = ("日志显示，{short}，{rest}", "{long}的日志记录了：{rest}", "On {english}, the log shows: {rest}",
         "The log shows that on {english} {rest}")


def _dated(line: str) -> list[Anchor]:
    """The line's stamps with a full date (a weekday of their own)."""
    return [a for a in extract_anchors(line, include_timestamps=True)
            if a.kind == "timestamp" and a.unit and weekday_of(a.value)]


def _probes() -> list[tuple[str, str, str, str, bool]]:
    """(faithful claim, forged claim, excerpt, output, whether the forged weekday is a
    neighbour's date's), deterministic."""
    rng = random.Random(31)
    found = []
    for _, printed, n in sampled_around(rng, _dated):
        line = printed[n]
        stamps = _dated(line)
        if len({weekday_of(a.value) for a in stamps}) > 1:
            continue  # an epoch's day in UTC beside the local date: which day is unsure
        rest = line[stamps[-1].end:].strip(" ,:-]")
        if not re.search("[A-Za-z]{3}", rest):
            continue
        own = WEEKDAYS.index(weekday_of(stamps[0].value))
        near = printed[max(0, n - 2):n + 3]
        neighbours = sorted({WEEKDAYS.index(day) for other in near for a in _dated(other)
                             if (day := weekday_of(a.value))} - {own})
        other = rng.choice(neighbours or [day for day in range(7) if day != own])
        form = rng.choice(FORMS)

        def said(day: int, form: str = form, rest: str = rest) -> str:
            return form.format(short=SHORT[day], long=LONG[day], english=ENGLISH[day], rest=rest)

        found.append((said(own), said(other), line, "\n".join(near), bool(neighbours)))
    return found


def test_a_line_s_own_weekday_passes() -> None:
    probes = _probes()
    assert len(probes) >= 10 * PER_LOG
    assert [(claim, report.findings) for claim, _, line, output, _ in probes
            if (report := check(claim, line, output)).status != "pass"] == []


def test_another_weekday_is_rejected() -> None:
    probes = _probes()
    assert sum(neighbour for *_, neighbour in probes) >= 40  # a neighbour's date's day, too
    assert [claim for _, claim, line, output, _ in probes
            if check(claim, line, output).verdict_ceiling != "REJECT"] == []
