"""An interface's receive or transmit counter as `/proc/net/dev` prints it (`eth0 接收丢包 311 个`,
`eth1 发送错误 3 个`, `eth0 has 12 receive errors`), pass; another counter's or interface's
count fails.

    Inter-|   Receive                                                |  Transmit
     face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop ...
      eth0: 98765432  812345   12  311    0     0          0       12 44332211  712345    0    7 ...

Every forged claim passed (at 3f755b4): the rows under a header of two levels made no table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {("rx", "drop"): ("{i} 接收丢包 {n} 个", "{i} 的接收丢包数为 {n}"),
        ("tx", "drop"): ("{i} 发送丢包 {n} 个", "{i} 发送方向丢弃了 {n} 个包"),
        ("rx", "errs"): ("{i} 接收错误 {n} 个", "{i} has {n} receive errors"),
        ("tx", "errs"): ("{i} 发送错误 {n} 个", "{i} has {n} transmit errors")}
RX = ("bytes", "packets", "errs", "drop", "fifo", "frame", "compressed", "multicast")
TX = ("bytes", "packets", "errs", "drop", "fifo", "colls", "carrier", "compressed")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    ifaces = ["lo", *rng.sample(("eth0", "eth1", "ens3", "ens4", "bond0", "docker0"), rng.randint(2, 3))]
    values = iter(rng.sample(range(1, 9999), 4 * len(ifaces)))
    rows = {}
    for iface in ifaces:
        counts = {("rx", n): "0" for n in RX} | {("tx", n): "0" for n in TX}
        counts["rx", "bytes"], counts["tx", "bytes"] = (str(rng.randint(10**6, 10**9)),
                                                        str(rng.randint(10**6, 10**9)))
        counts["rx", "packets"], counts["tx", "packets"] = (str(rng.randint(10**4, 10**7)),
                                                            str(rng.randint(10**4, 10**7)))
        if iface != "lo":
            for key in SAID:
                counts[key] = str(next(values))
        rows[iface] = counts
    lines = ["Inter-|   Receive                                                |  Transmit",
             " face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop "
             "fifo colls carrier compressed"]
    lines += [f"{iface:>6}: " + " ".join(rows[iface]["rx", n] for n in RX) + " "
              + " ".join(rows[iface]["tx", n] for n in TX) for iface in ifaces]
    one = rng.choice(ifaces[1:])
    key = rng.choice(tuple(SAID))
    if rng.random() < 0.5:
        other_value = rows[rng.choice([i for i in ifaces[1:] if i != one])][key]
    else:
        other_value = rows[one][rng.choice([k for k in SAID if k != key])]
    form = rng.choice(SAID[key])
    return form.format(i=one, n=rows[one][key]), form.format(i=one, n=other_value), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4845)


def test_a_counter_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
