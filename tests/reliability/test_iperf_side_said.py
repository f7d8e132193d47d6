"""iperf3's summary as a claim says it (`接收端带宽为 935 Mbits/sec`, `the sender reached 941 Mbits/sec`,
`重传 127 次`), pass; the other side's value, or a bitrate counted as retransmissions, fails.

Both sides' values are the output's, so `接收端带宽为 941 Mbits/sec` (the sender's) passed, and `重传
941 次` only named a value found nowhere (LOW_CONFID): at 89443fd, 45 of 60 forged claims passed
and none failed REJECT.
Now each side's summary line is read (`gatekeeper.rules.support.evidence.iperf_summary`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"rate": ("{s} 带宽为 {v}", "the {s} reached {v}", "{s} 的吞吐为 {v}"),
        "transfer": ("{s} 共传输 {v}", "the {s} transferred {v}"),
        "retr": ("重传 {v} 次", "there were {v} retransmits", "发送端重传了 {v} 次")}
SIDES = {"sender": ("发送端", "sender"), "receiver": ("接收端", "receiver")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    sent, got = rng.sample(range(100, 999), 2)
    gigs = rng.uniform(0.5, 9.9)
    retr = rng.randint(1, 99)
    seconds = rng.choice((10, 30, 60))
    values = {"sender": {"rate": f"{sent} Mbits/sec", "transfer": f"{gigs:.2f} GBytes", "retr": str(retr)},
              "receiver": {"rate": f"{got} Mbits/sec", "transfer": f"{gigs - 0.01:.2f} GBytes"}}
    lines = ["Connecting to host 10.0.0.8, port 5201",
             "[ ID] Interval           Transfer     Bitrate         Retr",
             f"[  5]   0.00-{seconds}.00  sec  {values['sender']['transfer']}   {values['sender']['rate']}  "
             f"{retr:<3}             sender",
             f"[  5]   0.00-{seconds}.04  sec  {values['receiver']['transfer']}   "
             f"{values['receiver']['rate']}                  receiver", "", "iperf Done."]
    kind = rng.choice(tuple(SAID))
    side = "sender" if kind == "retr" else rng.choice(tuple(SIDES))
    other = "receiver" if side == "sender" else "sender"
    forged = str(sent) if kind == "retr" else values[other][kind]
    form = rng.choice(SAID[kind])
    word = rng.choice(SIDES[side])
    return (form.format(s=word, v=values[side][kind]), form.format(s=word, v=forged), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4507)
    return [_probe(rng) for _ in range(60)]


def test_a_side_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_side_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
