"""An interface's counts as `netstat -i` prints them (`eth0 接收丢包 1532 个`, `eth0 has 12 tx errors`),
pass; another column's count, or another interface's, fails.

`RX-DRP`, `TX-ERR` and the other columns were named by no claim's words, so every count was the
output's: `eth0 发送错误 1532 个` (its received packets dropped) passed (at 89443fd, 60 of 60 forged
claims passed). Now each column is named by its words (`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

IFACES = ("eth0", "eth1", "ens3", "bond0", "enp0s31f6")
SAID = {"rx-drp": ("{i} 接收丢包 {v} 个", "{i} has {v} rx dropped packets"),
        "tx-err": ("{i} 发送错误 {v} 个", "{i} has {v} tx errors"),
        "rx-err": ("{i} 接收错误 {v} 个", "{i} has {v} rx errors"),
        "tx-drp": ("{i} 发送丢包 {v} 个", "{i} has {v} tx dropped packets")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(IFACES, rng.randint(1, 3))
    rows = {}
    for name in names:
        counts = rng.sample(range(1, 99999), 4)
        rows[name] = {**dict(zip(SAID, map(str, counts), strict=True)),
                      "rx-ok": str(rng.randint(10**6, 10**8)), "tx-ok": str(rng.randint(10**6, 10**8))}
    lines = ["Kernel Interface table",
             "Iface      MTU    RX-OK RX-ERR RX-DRP RX-OVR    TX-OK TX-ERR TX-DRP TX-OVR Flg"]
    lines += [f"{n:<9} 1500 {r['rx-ok']:>9} {r['rx-err']:>6} {r['rx-drp']:>6}      0 {r['tx-ok']:>9} "
              f"{r['tx-err']:>6} {r['tx-drp']:>6}      0 BMRU" for n, r in rows.items()]
    lines.append("lo       65536    12345      0      0      0    12345      0      0      0 LRU")
    name = rng.choice(names)
    kind, other = rng.sample(tuple(SAID), 2)
    forged = rows[name][other] if len(names) == 1 or rng.random() < 0.5 else rows[
        rng.choice([n for n in names if n != name])][kind]
    form = rng.choice(SAID[kind])
    return form.format(i=name, v=rows[name][kind]), form.format(i=name, v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4513)
    return [_probe(rng) for _ in range(60)]


def test_an_interface_s_own_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_column_s_or_interface_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
