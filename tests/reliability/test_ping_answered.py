"""A host said unreachable that answered ping, or said to answer every ping while packets were
lost, fails; each said as ping's summary counts it passes.

`10.0.2.11 网络不通`, `all pings to db-01 timed out` citing `10 packets transmitted, 10 received,
0% packet loss`, and `ping 10.0.2.11 全部成功` citing `10 packets transmitted, 2 received, 80%
packet loss`, passed: no value is written, so nothing was missing or contradicted
(`evidence/ping_summary.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_failed, not_passed

NONE_BACK = ("{h} 网络不通", "ping {h} 全部超时", "{h} ping 不通", "{h} is unreachable",
             "all pings to {h} timed out", "ping {h} 没有任何响应")
ALL_BACK = ("ping {h} 全部成功", "{h} 能 ping 通", "all packets to {h} were received",
            "ping {h} 的包都收到了", "every ping to {h} was answered")
HOSTS = ("10.0.2.11", "db-01", "172.16.4.20", "redis-master", "10.10.34.11")


def _output(rng: random.Random, host: str, sent: int, received: int) -> str:
    """Linux's ping (or, one time in four, Windows') sending `sent` and getting `received`."""
    loss = round(100 * (sent - received) / sent)
    if rng.random() < 0.25:
        replies = [f"Reply from {host}: bytes=32 time={rng.randint(1, 40)}ms TTL=64"] * received
        return "\n".join([f"C:\\> ping -n {sent} {host}", f"Pinging {host} with 32 bytes of data:", *replies,
                          "Request timed out.\n" * (sent - received) + f"Ping statistics for {host}:",
                          f"    Packets: Sent = {sent}, Received = {received}, Lost = {sent - received} "
                          f"({loss}% loss),"])
    answered = sorted(rng.sample(range(1, sent + 1), received))
    replies = [f"64 bytes from {host}: icmp_seq={n} ttl=64 time={rng.uniform(0.2, 30):.3f} ms"
               for n in answered]
    return "\n".join([f"$ ping -c {sent} {host}", f"PING {host} 56(84) bytes of data.", *replies, "",
                      f"--- {host} ping statistics ---",
                      f"{sent} packets transmitted, {received} received, {loss}% packet loss, "
                      f"time {rng.randint(1000, 20000)}ms"])


def _draw(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, its output, forged claim, its output)."""
    host, sent = rng.choice(HOSTS), rng.choice((4, 5, 10, 20))
    if rng.random() < 0.5:  # said unreachable: true of no reply, forged over some or all replies
        form = rng.choice(NONE_BACK).format(h=host)
        return form, _output(rng, host, sent, 0), form, _output(rng, host, sent, rng.randint(1, sent))
    form = rng.choice(ALL_BACK).format(h=host)
    return form, _output(rng, host, sent, sent), form, _output(rng, host, sent, rng.randint(0, sent - 1))


def _probes() -> list[tuple[str, str, str, str]]:
    return drawn(_draw, 3701, 60)


def test_answered_otherwise_than_said_fails() -> None:
    assert not_failed((forged, output, output) for _, _, forged, output in _probes()) == []


def test_answered_as_said_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, output, _, _ in _probes()) == []
