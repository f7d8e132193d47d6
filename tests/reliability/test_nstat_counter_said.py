"""A kernel counter as `nstat -az` prints it (`TCP 重传了 98765 个报文段`, `listen 队列溢出 4321 次`,
`TCP 超时 1234 次`), passes; another counter's value fails.

    #kernel
    TcpRetransSegs                  98765              0.0
    TcpExtListenOverflows           4321               0.0

`TCP 重传了 45678 个报文段` (TcpActiveOpens') and `TCP 超时 4321 次` (the listen overflows) passed
(at 371b2c9): a counter's name is one word of capitalised parts, and none was read as a name.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

COUNTERS = {"TcpRetransSegs": ("TCP 重传了 {v} 个报文段", "TCP retransmitted {v} segments"),
            "TcpActiveOpens": ("TCP 主动打开了 {v} 次连接", "{v} active TCP opens"),
            "TcpPassiveOpens": ("TCP 被动打开了 {v} 次连接", "{v} passive TCP opens"),
            "TcpExtListenOverflows": ("listen 队列溢出 {v} 次", "the listen queue overflowed {v} times"),
            "TcpExtListenDrops": ("listen drops 为 {v}", "{v} listen drops"),
            "TcpExtTCPTimeouts": ("TCP 超时 {v} 次", "{v} TCP timeouts"),
            "TcpInErrs": ("TCP 收到 {v} 个错误报文", "{v} TCP input errors"),
            "UdpRcvbufErrors": ("UDP 接收缓冲区错误 {v} 次", "{v} UDP receive buffer errors")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    names = rng.sample(tuple(COUNTERS), rng.randint(3, 7))
    values = {name: rng.randint(1, 999_999) for name in names}
    lines = ["#kernel", f"{'IpInReceives':<32}{rng.randint(10**7, 10**9):<19}0.0",
             *(f"{name:<32}{values[name]:<19}{rng.choice(('0.0', '1.0', '12.5'))}" for name in names)]
    said, other = rng.sample(names, 2)
    form = rng.randrange(2)
    return (COUNTERS[said][form].format(v=values[said]), COUNTERS[other][form].format(v=values[said]),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4715)


def test_a_counter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
