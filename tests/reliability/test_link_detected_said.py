"""Whether `ethtool` detects a link, as a claim says it in other words (`eth0 链路已连接`, `eth0 的链路
正常`, `eth0 is up`), passes when the output agrees and fails when it does not.

    Settings for eth0:
            Speed: Unknown!
            Duplex: Unknown! (255)
            Link detected: no

`eth0 链路已连接` and `eth0 链路正常` over `Link detected: no` passed (at 371b2c9): only `检测到链路`,
`链路已连通` and `link detected` were read as the setting (`test_link_settings_said`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

UP = ("{i} 链路已连接", "{i} 的链路正常", "{i} 链路是通的", "{i} 网线已连接", "the link on {i} is up",
      "{i} has a link")
DOWN = ("{i} 链路未连接", "{i} 的链路断开", "{i} 链路不通", "{i} 网线未连接", "the link on {i} is down",
        "{i} has no link")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    interface = rng.choice(("eth0", "eth1", "ens192", "eno1", "enp3s0f0", "bond0"))
    link = rng.choice(("yes", "no"))
    speed, duplex = ("Unknown!", "Unknown! (255)") if link == "no" \
        else (rng.choice(("1000Mb/s", "10000Mb/s")), "Full")
    lines = [f"Settings for {interface}:", f"\tSpeed: {speed}", f"\tDuplex: {duplex}"]
    if rng.random() < 0.5:
        lines += ["\tPort: Twisted Pair", "\tAuto-negotiation: on"]
    lines.append(f"\tLink detected: {link}")
    form = rng.randrange(len(UP))
    up, down = UP[form].format(i=interface), DOWN[form].format(i=interface)
    return (up, down, "\n".join(lines)) if link == "yes" else (down, up, "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4713)


def test_the_link_as_detected_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_link_as_not_detected_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
