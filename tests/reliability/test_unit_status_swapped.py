"""A claim giving a systemd unit's memory its peak (or its tasks their limit) never passes, and
the values as printed pass.

`systemctl status order-svc` as a diagnosis agent reads it: `Active: failed (Result: exit-code)
since ...`, `Main PID: ...`, `Tasks: 12 (limit: 4915)`, `Memory: 1.2G (peak: 2.3G)`, `CPU: ...`.
The claim gives the memory in use or its peak, the tasks or their limit (`order-svc 当前内存
1.2G`, `order-svc 内存峰值为 2.3G`, `order-svc 的任务数为 12`, `order-svc's tasks limit is 4915`);
the forged one gives one the other's value. A value with its bound in parentheses was no field,
so before, 56 of the 60 forged claims passed and 11 faithful ones failed REJECT (a peak read as
the memory's reading). Now the line is a value and its named bounds
(gatekeeper.rules.support.evidence.fields), and a value of the field the clause names is no
other reading's contradiction (`field_held`): every forged claim fails REJECT, every faithful
one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

FORMS = {"memory": ("{s} 当前内存 {v}", "{s} 的内存占用为 {v}", "{s} uses {v} of memory"),
         "peak": ("{s} 内存峰值为 {v}", "{s} 的内存峰值达到 {v}", "the memory peak of {s} was {v}"),
         "tasks": ("{s} 的任务数为 {v}", "{s} runs {v} tasks"),
         "limit": ("{s} 的任务数上限为 {v}", "the tasks limit of {s} is {v}")}


def _status(rng: random.Random, service: str) -> tuple[str, dict[str, str]]:
    memory, peak = sorted(round(rng.uniform(0.1, 7.9), 1) for _ in range(2))
    values = {"memory": f"{memory}G", "peak": f"{peak}G", "tasks": str(rng.randint(3, 400)),
              "limit": str(rng.choice((4915, 9830, 19660)))}
    pid = rng.randint(1000, 60000)
    lines = [f"● {service}.service - {service}",
             f"     Loaded: loaded (/etc/systemd/system/{service}.service; enabled; vendor preset: enabled)",
             f"     Active: active (running) since Tue 2026-12-01 03:14:09 UTC; {rng.randint(2, 59)}min ago",
             f"   Main PID: {pid} (java)",
             f"      Tasks: {values['tasks']} (limit: {values['limit']})",
             f"     Memory: {values['memory']} (peak: {values['peak']})",
             f"        CPU: {rng.randint(1, 59)}min {rng.uniform(0, 59):.3f}s",
             f"     CGroup: /system.slice/{service}.service",
             f"             └─{pid} /usr/bin/java -jar /opt/{service}.jar"]
    return "\n".join(lines), values


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(1024)
    found = []
    while len(found) < 60:
        service = rng.choice(SERVICES)
        output, values = _status(rng, service)
        name = rng.choice(list(FORMS))
        other = {"memory": "peak", "peak": "memory", "tasks": "limit", "limit": "tasks"}[name]
        if values[name] == values[other]:
            continue
        form = rng.choice(FORMS[name])
        found.append((form.format(s=service, v=values[name]), form.format(s=service, v=values[other]),
                      output))
    return found


def test_a_unit_s_value_given_its_bound_s_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_unit_s_values_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
