"""A claim saying an autoscaler reached its maximum (or not), or its metric is above its target (or
below), fails when the cited `kubectl get hpa` row says the other; it passes when the row agrees.

`payment-svc 的 HPA 还没有达到最大副本数` over `REPLICAS 10`, `MAXPODS 10` and `payment-svc 的 CPU
使用率低于目标值` over `TARGETS 85%/70%` passed: no value is written (`evidence/autoscalers.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, aligned_table, not_failed, not_passed

HEADER = ["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"]
AT_MAX = ("{s} 已达到最大副本数", "{s} 的副本数已达上限", "{s} has reached its max replicas")
BELOW_MAX = ("{s} 还没有达到最大副本数", "{s} 尚未扩容到上限", "{s} has not reached its max replicas")
ABOVE = ("{s} 的 CPU 使用率高于目标值", "{s} 的 CPU 超过目标", "CPU of {s} is above its target")
BELOW = ("{s} 的 CPU 使用率低于目标值", "{s} 的 CPU 未超过目标", "CPU of {s} is below its target")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3612)
    probes = []
    for n in range(60):
        rows = []
        for service in rng.sample(SERVICES, rng.randint(1, 3)):
            low, high = rng.randint(1, 3), rng.randint(6, 20)
            now, target = rng.sample(range(20, 99), 2)
            replicas = rng.choice((high, rng.randint(low, high - 1)))
            rows.append([service, f"Deployment/{service}", f"{now}%/{target}%", str(low), str(high),
                         str(replicas), f"{rng.randint(1, 60)}d"])
        row = rng.choice(rows)
        if n % 2:
            at_max = row[5] == row[4]
            own, other = (AT_MAX, BELOW_MAX) if at_max else (BELOW_MAX, AT_MAX)
        else:
            now, target = (int(cell.rstrip("%")) for cell in row[2].split("/"))
            own, other = (ABOVE, BELOW) if now > target else (BELOW, ABOVE)
        probes.append((rng.choice(own).format(s=row[0]), rng.choice(other).format(s=row[0]),
                       aligned_table(HEADER, rows)))
    return probes


def test_what_the_row_says_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_fails() -> None:
    assert not_failed((forged, output, output) for _, forged, output in _probes()) == []
