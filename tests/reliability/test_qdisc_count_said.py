"""An interface's queueing counts as `tc -s qdisc` prints them (`eth0 丢弃了 1532 个包`, `eth0 requeued 87
packets`), pass; another count of the line, or another interface's, fails.

`Sent ... pkt (dropped 1532, overlimits 0 requeues 87)` is no field line, so every count was the
output's and nothing was contradicted (at 7a99b56, 60 of 60 forged claims passed). Now each
discipline's line is read (`gatekeeper.rules.support.evidence.qdisc_stats`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

DEVICES = ("eth0", "eth1", "ens3", "bond0", "enp0s31f6")
SAID = {"dropped": ("{d} 丢弃了 {n} 个包", "{d} dropped {n} packets", "{d} 的丢包数为 {n}"),
        "requeues": ("{d} 重新排队 {n} 次", "{d} requeued {n} packets"),
        "overlimits": ("{d} 超限 {n} 次", "{d} had {n} overlimits")}
ORDER = ("sent", "dropped", "overlimits", "requeues")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    devices = rng.sample(DEVICES, rng.randint(1, 3))
    counts = {dev: dict(zip(ORDER, (rng.randint(10**5, 10**8), *rng.sample(range(1, 99999), 3)), strict=True))
              for dev in devices}
    lines = []
    for dev in devices:
        c = counts[dev]
        lines += [f"qdisc fq_codel 0: dev {dev} root refcnt 2 limit 10240p flows 1024 quantum 1514",
                  f" Sent {c['sent'] * 1100} bytes {c['sent']} pkt (dropped {c['dropped']}, overlimits "
                  f"{c['overlimits']} requeues {c['requeues']})", f" backlog 0b 0p requeues {c['requeues']}"]
    lines += ["qdisc noqueue 0: dev lo root refcnt 2",
              " Sent 0 bytes 0 pkt (dropped 0, overlimits 0 requeues 0)", " backlog 0b 0p requeues 0"]
    dev = rng.choice(devices)
    kind, other = rng.sample(tuple(SAID), 2)
    form = rng.choice(SAID[kind])
    forged = counts[dev][other] if len(devices) == 1 or rng.random() < 0.5 else counts[
        rng.choice([d for d in devices if d != dev])][kind]
    return form.format(d=dev, n=counts[dev][kind]), form.format(d=dev, n=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4420)
    return [_probe(rng) for _ in range(60)]


def test_an_interface_s_own_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_or_interface_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
