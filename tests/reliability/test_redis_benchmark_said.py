"""A command's throughput and time as `redis-benchmark` prints them under its section (`GET 的吞吐为
82644.63 requests per second`, `SET 完成 100000 个请求耗时 1.52 秒`), pass; another command's fails.

    ====== SET ======
      100000 requests completed in 1.52 seconds
      ...
    65789.47 requests per second

`SET 的吞吐为 82644.63 requests per second` (GET's) and `GET 耗时 1.52 秒` (SET's) passed (at
371b2c9): the sections' values were the output's, whatever command the claim gave them.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

COMMANDS = ("PING_INLINE", "SET", "GET", "INCR", "LPUSH", "LPOP", "SADD", "HSET", "MSET (10 keys)")
RATE = ("{c} 的吞吐为 {v} requests per second", "{c} 每秒处理 {v} 个请求", "{c} 的 QPS 为 {v}",
        "{c} ran at {v} requests per second")
TIME = ("{c} 完成 {n} 个请求耗时 {v} 秒", "{c} 耗时 {v} 秒", "{c} took {v} seconds for {n} requests")


def _section(rng: random.Random, command: str, requests: int, clients: int) -> tuple[str, str, str]:
    seconds = f"{rng.uniform(0.8, 4.0):.2f}"
    rate = f"{requests / float(seconds) + rng.uniform(-50, 50):.2f}"
    lines = [f"====== {command} ======", f"  {requests} requests completed in {seconds} seconds",
             f"  {clients} parallel clients", "  3 bytes payload", "  keep alive: 1", "",
             f"{rng.uniform(90, 99.9):.2f}% <= 1 milliseconds", "100.00% <= 2 milliseconds",
             f"{rate} requests per second", ""]
    return seconds, rate, "\n".join(lines)


def _probe(rng: random.Random) -> tuple[str, str, str] | None:
    requests, clients = rng.choice((10000, 100000, 200000)), rng.choice((50, 100))
    commands = rng.sample(COMMANDS, rng.randint(2, 5))
    sections = {c: _section(rng, c, requests, clients) for c in commands}
    output = "\n".join(text for _, _, text in sections.values()).strip()
    one, other = rng.sample(commands, 2)
    seconds, rate, _ = sections[one]
    one, other = one.split(" ")[0], other.split(" ")[0]  # `MSET`, of `MSET (10 keys)`
    if rng.random() < 0.6:
        form = rng.choice(RATE)
        return form.format(c=one, v=rate), form.format(c=other, v=rate), output
    if sections[next(c for c in commands if c.startswith(other))][0] == seconds:
        return None
    form = rng.choice(TIME)
    return (form.format(c=one, v=seconds, n=requests), form.format(c=other, v=seconds, n=requests), output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_probe, 4702)


def test_a_command_s_own_throughput_and_time_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_command_s_throughput_or_time_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
