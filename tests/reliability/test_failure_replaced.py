"""A connection said to fail as its evidence prints (`到 10.0.3.17:8080 的连接超时` for nginx's `(110:
Connection timed out)`) passes, and another way of failing (`连接被拒绝`, `was reset by peer`) is
rejected.

Refused, timed out, reset, unreachable and unresolved are different diagnoses (nothing listens;
no answer; the peer dropped it; no route; no such name), but their words were no anchor: of the
generated probes below, every forged failure passed with no finding. Now a claim's way of
failing none of the cited lines naming its target print, while they print another, contradicts
them (`evidence/connected.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: How each tool prints each way of failing, for an address or a host and port.
PRINTED = {
    "refused": ("dial tcp {a}: connect: connection refused", "java.net.ConnectException: Connection "
                "refused (Connection refused) to {a}", "connect() failed (111: Connection refused) while "
                "connecting to upstream, upstream: \"http://{a}/\"", "Error: connect ECONNREFUSED {a}"),
    "timed out": ("dial tcp {a}: i/o timeout", "java.net.SocketTimeoutException: connect timed out to {a}",
                  "upstream timed out (110: Connection timed out) while reading response header from "
                  "upstream, upstream: \"http://{a}/\"", "Error: connect ETIMEDOUT {a}"),
    "reset": ("read tcp 10.0.0.5:43122->{a}: read: connection reset by peer",
              "java.net.SocketException: Connection reset by peer from {a}",
              "recv() failed (104: Connection reset by peer) while reading response header from "
              "upstream, upstream: \"http://{a}/\"", "Error: read ECONNRESET {a}"),
    "unreachable": ("dial tcp {a}: connect: no route to host",
                    "java.net.NoRouteToHostException: No route to host (Host unreachable) to {a}"),
}
#: How a claim says each way of failing, in Chinese and English.
SAID = {
    "refused": ("{s} 到 {a} 的连接被拒绝", "{s} 连接 {a} 时被拒绝", "{s}'s connection to {a} was refused"),
    "timed out": ("{s} 到 {a} 的连接超时", "{s} 连接 {a} 超时", "{s}'s connection to {a} timed out"),
    "reset": ("{s} 到 {a} 的连接被对端重置", "{s} 与 {a} 的连接被重置",
              "{s}'s connection to {a} was reset by the peer"),
    "unreachable": ("{s} 到 {a} 没有路由（主机不可达）", "{s} 无法访问 {a}：主机不可达",
                    "{s} could not reach {a}: the host is unreachable"),
}


def _probe(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, forged claim, excerpt, output)."""
    service = rng.choice(SERVICES)
    address = f"10.0.{rng.randint(1, 9)}.{rng.randint(2, 250)}:{rng.choice((5432, 6379, 8080, 3306))}"
    kind = rng.choice(sorted(PRINTED))
    other = rng.choice([k for k in sorted(SAID) if k != kind])
    excerpt = (f"{clock_stamp(rng.randrange(80000))} ERROR [{service}] "
               + rng.choice(PRINTED[kind]).format(a=address))
    output = "\n".join([f"{clock_stamp(rng.randrange(80000))} INFO [{service}] request started", excerpt])
    form = rng.randrange(3)
    return (SAID[kind][form].format(s=service, a=address), SAID[other][form].format(s=service, a=address),
            excerpt, output)


def _probes() -> list[tuple[str, str, str, str]]:
    rng = random.Random(111)
    return [_probe(rng) for _ in range(60)]


def test_the_way_a_connection_failed_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []


def test_another_way_of_failing_is_rejected() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
