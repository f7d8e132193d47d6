"""The settings `ethtool` prints for an interface as a claim says them (`eth0 为全双工`, `eth0 的速率为
1000Mb/s`, `auto-negotiation is on`), pass; the other setting fails.

`eth0 为半双工` over `Duplex: Full`, `自动协商已关闭` over `Auto-negotiation: on` and `eth0 未检测到链路`
over `Link detected: yes` passed (at d102e32); now each interface's block is read
(`gatekeeper.rules.support.evidence.ethtool_settings`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

DUPLEX = {"Full": ("{i} 为全双工", "{i} 工作在全双工模式", "{i} is running at full duplex"),
          "Half": ("{i} 为半双工", "{i} 工作在半双工模式", "{i} is running at half duplex")}
AUTONEG = {"on": ("{i} 的自动协商已开启", "{i} 启用了自动协商", "auto-negotiation is on for {i}"),
           "off": ("{i} 的自动协商已关闭", "{i} 未启用自动协商", "auto-negotiation is off for {i}")}
LINK = {"yes": ("{i} 检测到链路", "{i} 链路已连通", "{i} has link detected"),
        "no": ("{i} 未检测到链路", "{i} 链路未连通", "the link is down on {i}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    interface = rng.choice(("eth0", "eth1", "ens192", "eno1", "enp3s0f0"))
    speed = rng.choice(("100Mb/s", "1000Mb/s", "10000Mb/s", "25000Mb/s"))
    duplex, autoneg, link = rng.choice(tuple(DUPLEX)), rng.choice(tuple(AUTONEG)), rng.choice(tuple(LINK))
    output = (f"Settings for {interface}:\n\tSupported ports: [ TP ]\n"
              "\tSupported link modes:   10baseT/Half 10baseT/Full\n"
              "\t                        100baseT/Half 100baseT/Full\n"
              "\t                        1000baseT/Full\n\tSupports auto-negotiation: Yes\n"
              f"\tSpeed: {speed}\n\tDuplex: {duplex}\n\tPort: Twisted Pair\n\tPHYAD: 0\n"
              f"\tAuto-negotiation: {autoneg}\n\tMDI-X: off (auto)\n\tLink detected: {link}")
    setting, value = rng.choice(((DUPLEX, duplex), (AUTONEG, autoneg), (LINK, link)))
    other = next(v for v in setting if v != value)
    form = rng.randrange(len(setting[value]))
    return (setting[value][form].format(i=interface), setting[other][form].format(i=interface), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4607)
    return [_probe(rng) for _ in range(60)]


def test_the_interface_s_own_setting_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_setting_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
