"""An interface's rates as `sar -n DEV` prints them (`eth0 平均接收 10234.50 kB/s`, `eth0 的利用率为
83.84%`), pass; another interface's rate, or another column's, fails.

    Average:        IFACE   rxpck/s   txpck/s    rxkB/s    txkB/s   rxcmp/s   txcmp/s  rxmcst/s   %ifutil
    Average:         eth0   8523.10   7012.40  10234.50   4521.30      0.00      0.00      0.00     83.84

Every faithful claim failed LOW_CONFID (at 371b2c9): `10234.50 kB/s` was found nowhere, sar
printing the unit inside its column's name (`rxkB/s`), and the forged claims alike.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

COLUMNS = ("rxpck/s", "txpck/s", "rxkB/s", "txkB/s", "rxcmp/s", "txcmp/s", "rxmcst/s", "%ifutil")
SAID = {"rxkB/s": ("{i} 平均接收 {v} kB/s", "{i} 的接收速率为 {v} kB/s",
                   "the rx traffic of {i} was {v} kB/s"),
        "txkB/s": ("{i} 平均发送 {v} kB/s", "{i} 的发送速率为 {v} kB/s",
                   "the tx traffic of {i} was {v} kB/s"),
        "rxpck/s": ("{i} 每秒接收 {v} 个包", "{i} 的收包速率为 {v} 包/秒", "{i} had {v} rx packets/s"),
        "txpck/s": ("{i} 每秒发送 {v} 个包", "{i} 的发包速率为 {v} 包/秒", "{i} had {v} tx packets/s"),
        "%ifutil": ("{i} 的利用率为 {v}%", "{i} 带宽利用率 {v}%", "{i} was {v}% utilised")}
PAIRS = {"rxkB/s": "txkB/s", "txkB/s": "rxkB/s", "rxpck/s": "txpck/s", "txpck/s": "rxpck/s",
         "%ifutil": "rxkB/s"}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    interfaces = rng.sample(("lo", "eth0", "eth1", "ens192", "bond0", "docker0"), rng.randint(2, 4))
    stamp = rng.choice(("Average:", "10:22:01 AM", "14:05:33"))
    values = {}
    for interface in interfaces:
        values[interface] = {c: f"{rng.uniform(0, 99999):.2f}" for c in COLUMNS[:4]}
        values[interface] |= {"rxcmp/s": "0.00", "txcmp/s": "0.00", "rxmcst/s": f"{rng.uniform(0, 9):.2f}",
                              "%ifutil": f"{rng.uniform(0, 99):.2f}"}
    lines = [f"{stamp:<15}" + f"{'IFACE':>6}" + "".join(f"{c:>10}" for c in COLUMNS),
             *(f"{stamp:<15}" + f"{i:>6}" + "".join(f"{values[i][c]:>10}" for c in COLUMNS)
               for i in interfaces)]
    output = "\n".join(lines)
    column = rng.choice(tuple(SAID))
    one, other = rng.sample(interfaces, 2)
    value = values[one][column]
    form = rng.randrange(len(SAID[column]))
    faithful = SAID[column][form].format(i=one, v=value)
    if rng.random() < 0.5:
        return faithful, SAID[column][form].format(i=other, v=value), output
    wrong = PAIRS[column]
    return faithful, SAID[wrong][min(form, len(SAID[wrong]) - 1)].format(i=one, v=value), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4705)


def test_an_interface_s_own_rates_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_interface_s_or_column_s_rate_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
