"""A ratio a Prometheus query returns (`"values":[[1709262940.123,"0.9512"], ...]`) passes
restated in percent at its sample's time (`CPU 使用率在 03:15 UTC 达到 95.1%`, `北京时间
11:15:40 ... 95%`), and another percentage, or another sample's at that time, never passes.

A sample's value was a bare number and its time a number too (`1709262940.123`): a claim giving
the ratio in percent named a value found nowhere, and its time another (60 of 60 faithful
restatements failed LOW_CONFID). Now a fractional epoch is its UTC time and a percentage is held
by the quoted series' sample (`evidence/samples.py`).
"""

from __future__ import annotations

import datetime
import json
import random

from loghub_quotes import SERVICES, not_passed, passing

#: (a claim's form, the offset of its zone in hours, how it writes the time)
FORMS = (
    ("{job} 的 CPU 使用率在 {when} UTC 达到 {percent}%", 0, "%H:%M"),
    ("北京时间 {when}，{job} 的错误率为 {percent}%", 8, "%H:%M:%S"),
    ("The error ratio of {job} was {percent}% at {when} UTC", 0, "%H:%M:%S"),
    ("{job} 的内存使用率为 {percent}%", 0, ""),
)


def _probes(misdated: bool = False) -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim (another percentage; with `misdated`, another sample's
    where the claim gives a time), excerpt, output)."""
    rng = random.Random(9090)
    found = []
    for _ in range(60):
        start = rng.randrange(1_600_000_000, 1_800_000_000)
        series = [{"metric": {"job": job, "instance": f"10.0.{rng.randrange(256)}.{rng.randrange(256)}:9100"},
                   "values": [[start + 60 * step + 0.123, f"{rng.uniform(0.05, 0.99):.4f}"]
                              for step in range(5)]}
                  for job in rng.sample(SERVICES, 3)]
        output = json.dumps({"status": "success", "data": {"resultType": "matrix", "result": series}})
        chosen = series[0]
        at, ratio = rng.choice(chosen["values"])
        job, excerpt = chosen["metric"]["job"], json.dumps(chosen)
        percent = round(float(ratio) * 100, rng.choice((0, 1)))
        form, offset, shape = rng.choice(FORMS)
        when = (datetime.datetime.fromtimestamp(int(at), datetime.timezone.utc)
                + datetime.timedelta(hours=offset)).strftime(shape) if shape else ""
        shown = f"{percent:g}"
        other = f"{percent + rng.choice((3, -4, 7)):g}"
        if shape and misdated:  # another sample's value at this one's time
            other = next((f"{float(v) * 100:.1f}" for t, v in chosen["values"]
                          if abs(float(v) - float(ratio)) > 0.01), other)
        found.append((form.format(job=job, when=when, percent=shown),
                      form.format(job=job, when=when, percent=other), excerpt, output))
    return found


def test_a_samples_ratio_restated_in_percent_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_percentage_does_not_pass() -> None:
    assert passing((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_another_samples_value_at_this_time_does_not_pass() -> None:
    probes = _probes(misdated=True)
    assert passing((forged, excerpt, output) for _, forged, excerpt, output in probes) == []
