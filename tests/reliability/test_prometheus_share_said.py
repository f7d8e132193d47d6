"""A share a claim gives a Prometheus sample's metric as its value in percent passes; another
value fails.

`CPU 使用率为 92.3%`, `CPU 使用率超过 90%`, `内存使用率在 78% 左右` citing `cpu_usage{host="web-01"}
92.3` failed LOW_CONFID (`92.3%` found nowhere): the label set between the sample's name and its
value cut the value from its metric (`text/anchors/metric_names.sample_name`), and a sample prints
no unit (`evidence/anchorset.share_values`: a metric of usage, utilisation or percent is in
percent). Now the faithful claims pass and another value (`CPU 使用率为 75%`) fails REJECT.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

METRICS = {"cpu_usage": "CPU 使用率", "memory_usage_percent": "内存使用率", "disk_util": "磁盘利用率"}
HOSTS = ("web-01", "db-02", "10.0.3.7:9100", "cache-1")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    name, said = rng.choice(list(METRICS.items()))
    host = rng.choice(HOSTS)
    values = [round(rng.uniform(40, 99), 1) for _ in range(rng.randint(1, 3))]
    lines = [f'{name}{{instance="{host}",job="node"}} {value}' for value in values]
    output = "\n".join([f"# HELP {name} share of the resource in use", f"# TYPE {name} gauge", *lines])
    value = rng.choice(values)
    kind = rng.randrange(3)
    if kind == 0:
        faithful = f"{host} 的{said}为 {value}%"
        forged = f"{host} 的{said}为 {round(min(values) - rng.uniform(15, 35), 1)}%"
    elif kind == 1:
        bound = int(min(values)) - rng.randint(1, 5)
        faithful = f"{host} 的{said}超过 {bound}%"
        forged = f"{host} 的{said}超过 {int(max(values)) + rng.randint(2, 8)}%"
    else:
        faithful = f"{host} 的{said}在 {round(value)}% 左右"
        forged = f"{host} 的{said}在 {round(min(values)) - rng.randint(15, 30)}% 左右"  # far from each
    return faithful, forged, output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3915, 60)


def test_another_value_of_a_sample_s_share_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_sample_s_share_in_percent_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
