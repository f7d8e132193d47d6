"""An IPv6 endpoint a log writes (`dial tcp [2001:db8:85a3::8a2e:370:7334]:5432`) passes restated
(as written, without its port, expanded or in capitals), and another address or port fails.

An IPv6 address was no anchor: its groups were numbers and codes (`2001`, `db8`), so a claim
giving another address only warned that a token was written nowhere (60 of 60 forged claims
reached a PASS ceiling), and a faithful one written expanded (`2001:DB8:85A3:0:0:8A2E:...`)
warned as well. Now it is an `ip` anchor, compressed, with its port, as an IPv4 one is.
"""

from __future__ import annotations

import ipaddress
import random

from loghub_quotes import SERVICES, clock_stamp, not_failed, not_passed


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(6)
    found = []
    for _ in range(60):
        service, port = rng.choice(SERVICES), rng.choice((5432, 6379, 9092, 3306, 8080))
        address = ipaddress.IPv6Address(0x2001_0DB8 << 96 | rng.getrandbits(64))
        other = ipaddress.IPv6Address(int(address) ^ (1 << rng.randrange(64)))
        excerpt = (f"{clock_stamp(rng.randrange(80000))} ERROR [{service}] dial tcp "
                   f"[{address.compressed}]:{port}: connect: connection refused")
        output = "\n".join([f"{clock_stamp(rng.randrange(80000))} INFO [{service}] starting", excerpt])
        written = rng.choice((f"[{address.compressed}]:{port}", address.compressed,
                              address.exploded.upper()))
        forged = rng.choice((f"[{other.compressed}]:{port}", other.compressed,
                             f"[{address.compressed}]:{port + 1}"))
        form = rng.choice(("{service} 连接 {where} 被拒绝", "{service} could not connect to {where}"))
        found.append((form.format(service=service, where=written),
                      form.format(service=service, where=forged), excerpt, output))
    return found


def test_an_ipv6_endpoint_restated_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_address_or_port_fails() -> None:
    # not written anywhere: a core anchor found nowhere (LOW_CONFID), as an IPv4 address is
    assert not_failed((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
