"""A date and time written as RFC 1123 writes it (kubectl describe's `Finished: Fri, 01 Mar 2024
11:15:40 +0800`, HTTP's `Date:`) passes restated (`2024-03-01 11:15:40`, `03:15:40 UTC`), and
another time does not pass (with its year, it fails REJECT).

The date (`01 Mar 2024`) and the time (`11:15:40`) were two anchors: a claim writing them as one
(`2024-03-01 11:15:40`) named a date and time found nowhere, and another time was no more wrong
(of 60, 38 faithful and 38 forged failed LOW_CONFID, 22 and 22 warned). Now they are one
timestamp, with its zone.
"""

from __future__ import annotations

import datetime
import random

from loghub_quotes import not_passed, not_rejected, passing

#: (a claim's form, the offset of its zone from the line's in hours, how it writes the time)
FORMS = (("容器于 {when} 因 OOMKilled 退出，退出码 137", 0, "%Y-%m-%d %H:%M:%S"),
         ("The container was OOMKilled at {when} UTC (exit code 137)", -8, "%Y-%m-%d %H:%M"),
         ("容器在 {when} 被 OOMKilled", 0, "%m月%d日 %H:%M:%S"))


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim (ten minutes off), excerpt, output)."""
    rng = random.Random(1123)
    found = []
    for _ in range(60):
        finished = datetime.datetime(2024, 1, 1) + datetime.timedelta(seconds=rng.randrange(300 * 86400))
        started = finished - datetime.timedelta(seconds=rng.randrange(60, 7200))
        rfc = "%a, %d %b %Y %H:%M:%S +0800"
        excerpt = f"      Finished:     {finished.strftime(rfc)}"
        output = "\n".join(["    Last State:     Terminated", "      Reason:       OOMKilled",
                            "      Exit Code:    137", f"      Started:      {started.strftime(rfc)}",
                            excerpt])
        form, offset, shape = rng.choice(FORMS)
        there = finished + datetime.timedelta(hours=offset)
        faithful, forged = (form.format(when=when.strftime(shape))
                            for when in (there, there + datetime.timedelta(minutes=10)))
        found.append((faithful, forged, excerpt.strip(), output))
    return found


def test_an_rfc_1123_time_restated_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_time_does_not_pass() -> None:
    assert passing((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_another_time_with_its_year_fails() -> None:
    # without its year (`04月18日 19:22:27`) a date is a minor anchor: it warns (docs/anchors.md)
    dated = [(forged, excerpt, output) for _, forged, excerpt, output in _probes() if "2024-" in forged]
    assert len(dated) >= 30
    assert not_rejected(dated) == []
