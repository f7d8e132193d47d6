"""A claim giving a service the value another service's line prints, with no label, never passes.

Generated service logs as a diagnosis agent reads them, one line per service, each printing one
value with its unit and no metric label: a call timing out (`[order-svc] call to inventory-api
timed out after 3000ms`), a GC pause (`[payment-svc] GC pause (G1 Evacuation Pause) 120ms`),
Spring Boot's start (`Started OrderApplication in 12.8 seconds (JVM running for 14.0)`). The
claim quotes its service's line and gives it another line's value (`payment-svc 调用超时
3000ms`, `OrderApplication started in 45.2 seconds`): value and names are the output's, so
every such claim reached a PASS ceiling (60 of 60: 36 with no finding, 24 warned that the claim
glues another line's end onto its own) before a line's one unlabelled value of a unit was read as
its entity's reading (gatekeeper.rules.support.evidence.rows); all fail now,
and each service's own value passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

DEPENDENCIES = ("stock-db", "bank-gateway", "redis-cache", "mysql-primary")  # none of SERVICES
CLASSES = ("Order", "Payment", "Inventory", "UserCenter")


def _timeouts(rng: random.Random, names: list[str]) -> tuple[list[str], list[str], tuple[str, ...]]:
    values = [f"{v}ms" for v in rng.sample(range(1000, 30000, 500), len(names))]
    lines = [f"WARN [{name}] call to {rng.choice(DEPENDENCIES)} timed out after {value}"
             for name, value in zip(names, values, strict=True)]
    return lines, values, ("{s} 调用超时 {v}", "{s} timed out after {v}", "{s} 的下游调用在 {v} 后超时")


def _pauses(rng: random.Random, names: list[str]) -> tuple[list[str], list[str], tuple[str, ...]]:
    values = [f"{v}ms" for v in rng.sample(range(20, 3000, 10), len(names))]
    lines = [f"INFO [{name}] GC pause (G1 Evacuation Pause) {value}"
             for name, value in zip(names, values, strict=True)]
    return lines, values, ("{s} 的 GC 停顿 {v}", "{s} GC pause took {v}")


def _starts(rng: random.Random, names: list[str]) -> tuple[list[str], list[str], tuple[str, ...]]:
    values = [f"{v / 10:.1f} seconds" for v in rng.sample(range(50, 900), len(names))]
    lines = [f"INFO 1 --- [main] c.e.app.{name} : Started {name} in {value} (JVM running for 99.9)"
             for name, value in zip(names, values, strict=True)]
    return lines, values, ("{s} 启动耗时 {v}", "{s} started in {v}")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the quoted line, the output)."""
    rng = random.Random(412)
    found = []
    while len(found) < 60:
        kind = rng.choice((_timeouts, _pauses, _starts))
        pool = [f"{name}Application" for name in CLASSES] if kind is _starts else list(SERVICES)
        names = rng.sample(pool, rng.randint(2, 4))
        lines, values, forms = kind(rng, names)
        clock = rng.randint(0, 80000)
        stamped = [f"{clock_stamp(clock + n)} {line}" for n, line in enumerate(lines)]
        one, other = rng.sample(range(len(names)), 2)
        form = rng.choice(forms)
        if "seconds" in values[one] and "秒" not in form and "started" not in form:
            continue
        written = [value.replace(" seconds", " 秒") if "启动" in form else value for value in values]
        found.append((form.format(s=names[one], v=written[one]), form.format(s=names[one], v=written[other]),
                      stamped[one], "\n".join(stamped)))
    return found


def test_another_service_s_value_fails() -> None:
    assert not_rejected((forged, line, output) for _, forged, line, output in _probes()) == []


def test_each_service_s_own_value_passes() -> None:
    assert not_passed((faithful, line, output) for faithful, _, line, output in _probes()) == []
