"""The counters `netstat -s` prints as a claim says them in its own words (`有 789 次连接被重置`,
`UDP 接收缓冲区错误 4521 次`, `主动发起了 45678 次连接`), pass; another counter's value fails.

Round 14's counters were named only by every word of their line (`收到 N 次连接重置`); a claim
leaving out `received` named none (`有 1234 次连接被重置`, the passive openings, passed), nor did
UDP's `receive buffer errors` said as `接收缓冲区错误`, nor `主动` for `active` (at d102e32, 26 of
60 forged claims did not fail REJECT).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

TCP = ("active connection openings", "passive connection openings", "failed connection attempts",
       "connection resets received", "connections established", "segments received",
       "segments sent out", "segments retransmitted", "bad segments received", "resets sent")
UDP = ("packets received", "packets to unknown port received", "packet receive errors", "packets sent",
       "receive buffer errors", "send buffer errors")
SAID = {"connection resets received": ("有 {v} 次连接被重置", "连接被重置了 {v} 次",
                                       "{v} connection resets were received"),
        "active connection openings": ("主动发起了 {v} 次连接", "主动打开的连接有 {v} 个"),
        "resets sent": ("发送了 {v} 次 reset", "发出的重置有 {v} 次"),
        "bad segments received": ("收到 {v} 个错误的报文段", "损坏的报文段有 {v} 个"),
        "receive buffer errors": ("UDP 接收缓冲区错误 {v} 次", "{v} UDP receive buffer errors"),
        "packet receive errors": ("UDP 包接收错误 {v} 次", "UDP 接收错误有 {v} 个"),
        "segments retransmitted": ("TCP 重传了 {v} 个报文段", "重传的报文段有 {v} 个")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    values = dict(zip(TCP + UDP, rng.sample(range(3, 999999), len(TCP) + len(UDP)), strict=True))
    output = ("Ip:\n    Forwarding: 1\n    12345678 total packets received\nTcp:\n"
              + "\n".join(f"    {values[name]} {name}" for name in TCP)
              + "\nUdp:\n" + "\n".join(f"    {values[name]} {name}" for name in UDP))
    counter = rng.choice(tuple(SAID))
    own = TCP if counter in TCP else UDP
    other = rng.choice([name for name in own if name != counter])
    form = rng.choice(SAID[counter])
    return form.format(v=values[counter]), form.format(v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4602)
    return [_probe(rng) for _ in range(60)]


def test_a_counter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
