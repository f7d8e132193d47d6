"""A host said reached that answered no ping, a loss said where every packet came back, and a
host said unreachable in words naming no ping fail; each said as ping's summary counts it passes.

`主机可达`, `ping 成功`, `10.0.2.11 responds to ping` citing `10 packets transmitted, 0 received,
100% packet loss`; `ping 超时`, `ping 出现丢包` citing `0% packet loss`; and `主机不可达`, `the
host cannot be reached` citing a summary of every packet received, passed: no value is written,
and the clause named neither ping nor its packets (`evidence/ping_summary.py`). And `没有丢包`
citing `0% packet loss` failed: the summary's `packet loss` was read as stated (`text/zeros.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_failed, not_passed
from test_ping_answered import HOSTS
from test_ping_answered import _output as ping_output

SOME_BACK = ("{h} 可达", "主机可达", "ping {h} 成功", "到 {h} 的网络连通正常", "{h} is reachable",
             "{h} responds to ping", "pings to {h} succeeded")
SOME_LOST = ("ping {h} 超时", "ping {h} 出现丢包", "ping {h} 失败", "pings to {h} timed out",
             "{h} showed packet loss")
NONE_BACK = ("主机不可达", "{h} 不可达", "the host cannot be reached", "{h} did not respond to ping",
             "服务器 {h} 无法到达")
NO_LOSS = ("ping {h} 没有丢包", "no packet loss to {h}", "ping {h} 没有出现丢包")


def _draw(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, its output, forged claim, its output)."""
    host, sent = rng.choice(HOSTS), rng.choice((4, 5, 10, 20))
    kind = rng.randrange(4)
    if kind == 0:  # reached: true of a reply, forged over none
        form = rng.choice(SOME_BACK).format(h=host)
        return form, ping_output(rng, host, sent, rng.randint(1, sent)), form, ping_output(rng, host, sent, 0)
    if kind == 1:  # a loss: true of a packet lost, forged over every one back
        form = rng.choice(SOME_LOST).format(h=host)
        return (form, ping_output(rng, host, sent, rng.randint(0, sent - 1)), form,
                ping_output(rng, host, sent, sent))
    if kind == 2:  # unreachable: true of no reply, forged over a reply
        form = rng.choice(NONE_BACK).format(h=host)
        return form, ping_output(rng, host, sent, 0), form, ping_output(rng, host, sent, rng.randint(1, sent))
    form = rng.choice(NO_LOSS).format(h=host)  # no loss: true of every one back, forged over a loss
    lost = ping_output(rng, host, sent, rng.randint(0, sent - 1))
    return form, ping_output(rng, host, sent, sent), form, lost


def _probes() -> list[tuple[str, str, str, str]]:
    return drawn(_draw, 3901, 60)


def test_reach_or_loss_said_otherwise_than_counted_fails() -> None:
    assert not_failed((forged, output, output) for _, _, forged, output in _probes()) == []


def test_reach_or_loss_said_as_counted_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, output, _, _ in _probes()) == []
