"""A metric's datapoint as CloudWatch's `get-metric-statistics` prints it (`10:00 时平均 CPU 利用率为
92.5%`, `the maximum latency at 10:05 was 60.3 ms`), pass; another datapoint's or another
statistic's value fails.

A datapoint prints its statistics bare and its unit as a word (`"Unit": "Percent"`), so every
faithful percentage named a value found nowhere and failed (at 89443fd, all 60 failed). Now a
record's statistics are read in its unit (`gatekeeper.rules.support.text.anchors.metric_units`),
and each datapoint's statistics told (`gatekeeper.rules.support.evidence.datapoints`): a value of
another datapoint, or of another statistic, is made found by the unit and fails.
"""

from __future__ import annotations

import json
import random

from loghub_quotes import not_passed, not_rejected

METRICS = {"Percent": ("CPUUtilization", "{t} 时{s} CPU 利用率为 {v}%",
                       "the {s} CPU utilization at {t} was {v}%"),
           "Milliseconds": ("Latency", "{t} 时{s}延迟为 {v} ms", "the {s} latency at {t} was {v} ms")}
WORDS = {"Average": ("平均", "average"), "Maximum": ("最大", "maximum")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    unit = rng.choice(tuple(METRICS))
    label, *forms = METRICS[unit]
    points = []
    for minute in range(0, 5 * rng.randint(2, 4), 5):
        low, high = sorted(rng.sample(range(100, 990), 2))
        points.append({"Timestamp": f"2026-12-07T10:{minute:02d}:00Z", "Average": low / 10,
                       "Maximum": high / 10, "Unit": unit})
    output = json.dumps({"Label": label, "Datapoints": points})
    point = rng.choice(points)
    stat = rng.choice(tuple(WORDS))
    other = rng.choice([p for p in points if p is not point])
    forged = other[stat] if rng.random() < 0.5 else point["Maximum" if stat == "Average" else "Average"]
    form = rng.choice(forms)
    word = WORDS[stat][form.startswith("the")]
    time = point["Timestamp"][11:16]
    return form.format(t=time, s=word, v=point[stat]), form.format(t=time, s=word, v=forged), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4518)
    return [_probe(rng) for _ in range(60)]


def test_a_datapoint_s_own_statistic_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_datapoint_s_or_statistic_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
