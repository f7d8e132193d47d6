"""A ratio a line labels as one (`error_rate=0.023`, `"hit_ratio": 0.87`, `cpu_util=0.95`)
passes restated in percent (`错误率为 2.3%`, `hit ratio of 87%`), and another percentage never
passes.

A fraction of one and a percentage were values of two units: of 60 faithful restatements, 60
failed LOW_CONFID (the percentage found nowhere). Now a ratio the claim quotes, labelled as one
(its key ends in `ratio`, `rate`, `util`, `utilization`, `usage` or `fraction`), holds the
percentage within the precision the claim writes (`evidence/samples.py`).
"""

from __future__ import annotations

import json
import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, passing

#: (the key, how a claim names it in Chinese, in English)
RATIOS = (("error_rate", "错误率", "error rate"), ("hit_ratio", "缓存命中率", "cache hit ratio"),
          ("cpu_util", "CPU 利用率", "CPU utilisation"), ("disk_usage", "磁盘使用率", "disk usage"))


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(23)
    found = []
    for _ in range(60):
        service, (key, zh, en) = rng.choice(SERVICES), rng.choice(RATIOS)
        ratio = rng.randrange(5, 990) / 1000
        stamp = clock_stamp(rng.randrange(80000))
        if rng.random() < 0.5:
            excerpt = f"{stamp} INFO [{service}] stats: requests={rng.randrange(500, 9000)} {key}={ratio}"
        else:
            excerpt = json.dumps({"ts": stamp, "service": service, key: ratio})
        output = "\n".join([f"{stamp} INFO [{service}] collecting stats", excerpt])
        percent = round(ratio * 100, 1)
        form = rng.choice((f"{service} 的{zh}为 {{}}%", f"The {en} of {service} was {{}}%"))
        found.append((form.format(f"{percent:g}"), form.format(f"{percent + rng.choice((1.5, -2, 5)):g}"),
                      excerpt, output))
    return found


def test_a_labelled_ratio_restated_in_percent_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_percentage_does_not_pass() -> None:
    assert passing((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
