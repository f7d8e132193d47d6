"""A hop's loss and latency as `mtr --report` prints them (`第 3 跳丢包率 30%`, `203.0.113.9 的平均
延迟为 48.9 ms`, `hop 2 has no packet loss`), pass; another hop's value, or a loss denied, fails.

A hop's number is no anchor and the report's times are milliseconds printed bare: of 60 forged
claims 21 passed and 35 failed only LOW_CONFID, as did 35 faithful ones (a latency was a
number found nowhere). Now each hop's row is read as mtr prints it
(`gatekeeper.rules.support.evidence.hops`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"loss": ("第 {h} 跳丢包率 {v}%", "hop {h} has {v}% packet loss", "{host} 丢包 {v}%"),
        "avg": ("第 {h} 跳的平均延迟为 {v} ms", "{host} 的平均延迟为 {v}ms",
                "the average latency at hop {h} is {v} ms"),
        "wrst": ("第 {h} 跳最差延迟 {v} ms", "{host} 的最大延迟为 {v} ms")}
DENIED = ("第 {h} 跳没有丢包", "hop {h} has no packet loss", "{host} 没有丢包")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    count = rng.randint(4, 8)
    hosts = [f"10.0.0.{rng.randint(1, 9)}"] + [
        f"{rng.choice((172, 203, 198))}.{rng.randint(10, 250)}.{rng.randint(0, 250)}.{rng.randint(1, 250)}"
        for _ in range(count - 1)]
    lossy = rng.randrange(1, count)
    rows, values = [], []
    for n, host in enumerate(hosts):
        base = round(0.4 + n * rng.uniform(2, 9), 1)
        loss = rng.choice((10.0, 20.0, 30.0, 40.0)) if n == lossy else 0.0
        avg, best = round(base + rng.uniform(0.5, 3), 1), base
        worst = round(avg + rng.uniform(2, 15), 1)
        values.append({"loss": loss, "avg": avg, "wrst": worst})
        rows.append(f"  {n + 1}.|-- {host:<24} {loss:5.1f}%    10 {base + 0.3:6.1f} {avg:5.1f} "
                    f"{best:5.1f} {worst:5.1f} {rng.uniform(0.1, 8):5.1f}")
    output = "\n".join([f"Start: 2026-12-05T10:{rng.randint(10, 59)}:00+0000",
                        "HOST: web-01                      Loss%   Snt   Last   Avg  Best  Wrst StDev",
                        *rows])
    if rng.random() < 0.25:
        clean = rng.choice([n for n in range(count) if n != lossy])
        form = rng.choice(DENIED)
        faithful = form.format(h=clean + 1, host=hosts[clean])
        return faithful, form.format(h=lossy + 1, host=hosts[lossy]), output
    column = rng.choice(list(SAID))
    hop = lossy if column == "loss" else rng.randrange(count)
    other = rng.choice([n for n in range(count) if values[n][column] != values[hop][column]])
    form = rng.choice(SAID[column])
    return (form.format(h=hop + 1, host=hosts[hop], v=values[hop][column]),
            form.format(h=other + 1, host=hosts[other], v=values[hop][column]), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1212)
    return [_probe(rng) for _ in range(60)]


def test_a_hop_s_own_loss_and_latency_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_hop_s_value_or_a_denied_loss_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
