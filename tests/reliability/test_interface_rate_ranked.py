"""An interface said to receive or send the most (or more than another) on `sar -n DEV` while
another goes beyond it fails; the interface as printed passes.

`eth0 的接收流量最高` citing sar's `eth0 ... 9600.00` and `eth1 ... 120000.00` under `rxkB/s`: no word
of a claim named sar's columns (`接收流量`, `inbound traffic`) nor its `IFACE` rows
(`evidence/table_words.py`, `evidence/table_rows.py`), so the rank was never read.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

IFACES = ("eth0", "eth1", "ens3", "bond0", "lo", "docker0")
#: column -> (claims ranking {r} first, claims putting {a} above {b})
COLUMNS = {
    "rxkB/s": (("{r} 的接收流量最高", "{r} has the highest inbound traffic", "接收流量最高的网卡是 {r}"),
               ("{a} 的接收流量比 {b} 高", "{a} 的入流量高于 {b}")),
    "txkB/s": (("{r} 的发送流量最高", "{r} has the highest outbound traffic"), ("{a} 的出流量比 {b} 高",)),
    "rxpck/s": (("{r} 的收包最多", "{r} has the most received packets"), ("{a} 的接收包比 {b} 多",)),
}


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(IFACES, rng.randint(2, 4))
    rows = {name: [rng.randint(10, 200000) / 100 for _ in range(4)] for name in names}
    lines = ["10:01:02 AM     IFACE   rxpck/s   txpck/s    rxkB/s    txkB/s"]
    lines += [f"10:01:03 AM {name:>9} {'  '.join(f'{v:9.2f}' for v in values)}"
              for name, values in rows.items()]
    column = rng.choice(list(COLUMNS))
    at = {"rxpck/s": 0, "txpck/s": 1, "rxkB/s": 2, "txkB/s": 3}[column]
    ranked, compared = COLUMNS[column]
    output = "$ sar -n DEV 1 1\n" + "\n".join(lines)
    if rng.random() < 0.4:
        high, low = sorted(rng.sample(names, 2), key=lambda name: -rows[name][at])
        form = rng.choice(compared)
        return form.format(a=high, b=low), form.format(a=low, b=high), output
    first = max(names, key=lambda name: rows[name][at])
    form = rng.choice(ranked)
    return form.format(r=first), form.format(r=rng.choice([n for n in names if n != first])), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4813, 60)


def test_an_interface_ranked_above_one_beyond_it_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_interface_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
