"""IPv6 addresses (`2001:db8::8a2e:370:7334`, `fe80::1%eth0`, `[2001:db8::1]:5432`): kind `ip`,
as an IPv4 address is, its value the address in its compressed form (RFC 5952: `2001:0DB8:0::1`
is `2001:db8::1`), with its port in brackets' form (`[2001:db8::1]:5432`). An address was no
anchor: its groups were numbers and codes, so a claim giving another only warned."""

from __future__ import annotations

import ipaddress

_H = "[0-9A-Fa-f]{1,4}"
# eight groups, or fewer around a `::` (validated by `ipaddress`); a zone after `%`
_ADDRESS = (rf"(?:(?:{_H}:){{7}}{_H}|(?=[0-9A-Fa-f:]*[0-9A-Fa-f])(?:{_H}(?::{_H}){{0,6}})?::"
            rf"(?:{_H}(?::{_H}){{0,6}})?)(?:%[\w.]+)?")
#: For the extractor's master pattern (named group `ip6`; `ip6addr`, `ip6port`).
IPV6 = (rf"(?<![\w:.\[])(?P<ip6addr>{_ADDRESS})(?!\w|\.\w|:[0-9A-Fa-f:])"
        rf"|\[(?P<ip6baddr>{_ADDRESS})\](?::(?P<ip6port>\d{{1,5}}))?(?!\w|:\d)")


def ipv6_value(address: str, port: str | None) -> str | None:
    """The compressed address (`[...]:port` with a port), or None when it is no address."""
    bare, _, zone = address.partition("%")
    try:
        value = ipaddress.IPv6Address(bare).compressed
    except ValueError:
        return None
    value += f"%{zone.lower()}" if zone else ""
    return f"[{value}]:{port}" if port else value


def host_of(value: str) -> str | None:
    """The address of an `ip` anchor's value with a port (`10.0.0.1:8080`, `[2001:db8::1]:5432`),
    or None when it has none (`10.0.0.1`, `2001:db8::1`)."""
    if value.startswith("["):
        end = value.find("]")
        return value[1:end] if end > 0 and value[end + 1:end + 2] == ":" else None
    if value.count(":") == 1:
        return value.split(":")[0]
    return None
