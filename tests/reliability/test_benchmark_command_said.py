"""A `redis-benchmark` command's throughput and latencies as a claim says them (`GET 的 QPS 为
105263.16`, `SET 的 p99 延迟为 0.711 ms`), pass; another command's value, or another statistic's,
fails.

The latency summary's values print no unit, so a faithful `GET 的 p99 延迟为 0.655 毫秒` was
contradicted by `completed in 0.95 seconds` (REJECT), and a label read across a line's end made
the requests completed the `SET` of the section's head, so `SET 达到 98039.22 requests per
second` failed too; another command's value passed. Now the values are named and timed
(`gatekeeper.rules.support.text.anchors.benchmark_values`) and each command's statistics read
(`gatekeeper.rules.support.evidence.benchmark_commands`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

COMMANDS = ("SET", "GET", "INCR", "LPUSH", "RPOP", "HSET", "MSET")
STATISTICS = ("avg", "min", "p50", "p95", "p99", "max")
SAID = {"qps": ("{c} 的 QPS 为 {v}", "{c} 达到 {v} requests per second", "{c} 的吞吐为 {v} 次/秒"),
        "avg": ("{c} 的平均延迟为 {v} ms", "{c} average latency was {v} ms"),
        "p50": ("{c} 的 p50 延迟为 {v} msec",), "p95": ("{c} 的 p95 延迟为 {v} 毫秒",),
        "p99": ("{c} 的 p99 延迟为 {v} ms", "{c} p99 latency is {v} ms"),
        "max": ("{c} 的最大延迟为 {v} ms", "{c} max latency was {v} ms")}


def _section(command: str, stats: dict[str, str], rng: random.Random) -> list[str]:
    return [f"====== {command} ======", f"  100000 requests completed in {rng.uniform(0.8, 1.2):.2f} seconds",
            "  50 parallel clients", "  3 bytes payload", "  keep alive: 1", "", "Summary:",
            f"  throughput summary: {stats['qps']} requests per second", "  latency summary (msec):",
            "          " + "".join(f"{name:>10}" for name in STATISTICS),
            "        " + "".join(f"{stats[name]:>10}" for name in STATISTICS)]


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    commands = rng.sample(COMMANDS, rng.randint(2, 4))
    stats = {}
    for command in commands:
        times = sorted(rng.sample(range(60, 3000), len(STATISTICS)))
        spread = dict(zip(("min", "p50", "avg", "p95", "p99", "max"), times, strict=True))
        stats[command] = {"qps": f"{rng.uniform(60000, 140000):.2f}",
                          **{name: f"{spread[name] / 1000:.3f}" for name in STATISTICS}}
    quiet = rng.random() < 0.3
    if quiet:
        lines = [f"{c}: {s['qps']} requests per second, p50={s['p50']} msec" for c, s in stats.items()]
    else:
        lines = [line for c, s in stats.items() for line in _section(c, s, rng)]
    command = rng.choice(commands)
    kind = rng.choice(("qps", "p50") if quiet else tuple(SAID))
    other = rng.choice([c for c in commands if c != command])
    forged = stats[other][kind]
    if kind != "qps" and not quiet and rng.random() < 0.5:  # another statistic of the command
        forged = stats[command][rng.choice([k for k in SAID if k not in ("qps", kind)])]
    form = rng.choice(SAID[kind])
    return form.format(c=command, v=stats[command][kind]), form.format(c=command, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4503)
    return [_probe(rng) for _ in range(60)]


def test_a_command_s_own_statistics_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_command_s_or_statistic_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
