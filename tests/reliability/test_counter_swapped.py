"""A claim giving one of `netstat -s`'s counters another's value never passes, and the counters
as printed pass.

`netstat -s` (or `nstat`'s long form) as a diagnosis agent reads it: a protocol's heading, then
one counter a line, its value before its words (`    3456 segments retransmitted`, `    89
failed connection attempts`). The claim gives a counter (`TCP 重传了 3456 个报文段`, `失败的连接尝试
有 89 次`, `当前已建立的连接数为 45`, `3456 segments were retransmitted`); the forged one gives it
another line's value. A line of one item was no field, so before, 37 of the 60 forged claims
passed, and 8 faithful ones failed REJECT (`78769 connection attempts failed`: the line before
`connection` counts otherwise). Now three such lines in a row or more are fields named by their
words, and a value the named field prints is no count of another's
(gatekeeper.rules.support.evidence.fields): every forged claim fails REJECT, every faithful one
passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

COUNTERS = ("active connection openings", "passive connection openings", "failed connection attempts",
            "connection resets received", "connections established", "segments received",
            "segments sent out", "segments retransmitted", "bad segments received", "resets sent")
FORMS = {"segments retransmitted": ("TCP 重传了 {v} 个报文段", "{v} segments were retransmitted"),
         "failed connection attempts": ("失败的连接尝试有 {v} 次", "{v} connection attempts failed"),
         "connections established": ("当前已建立的连接数为 {v}", "{v} connections are established"),
         "passive connection openings": ("被动打开的连接有 {v} 个",)}


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(1460)
    found = []
    while len(found) < 60:
        values = dict(zip(COUNTERS, rng.sample(range(3, 99999), len(COUNTERS)), strict=True))
        output = "Ip:\n    Forwarding: 2\n    9876543 total packets received\nTcp:\n" + "\n".join(
            f"    {value} {name}" for name, value in values.items())
        counter = rng.choice(list(FORMS))
        other = rng.choice([name for name in COUNTERS if name != counter])
        form = rng.choice(FORMS[counter])
        found.append((form.format(v=values[counter]), form.format(v=values[other]), output))
    return found


def test_a_counter_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_counters_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
