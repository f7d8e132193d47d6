"""A neighbour's state against `ip neigh` (gatekeeper.rules.support.evidence.neighbours)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.neighbours import neighbour_contradicted, neighbours

NEIGH = """10.0.0.1 dev eth0 lladdr aa:bb:cc:dd:ee:01 REACHABLE
10.0.0.7 dev eth0  FAILED
10.0.0.9 dev eth0 lladdr aa:bb:cc:dd:ee:09 STALE
fe80::1 dev eth0 lladdr aa:bb:cc:dd:ee:01 router REACHABLE"""


def contradicted(claim: str) -> bool:
    return neighbour_contradicted(claim, [], [NEIGH], lambda text: []) is not None


def test_each_address_s_state_is_read() -> None:
    assert neighbours(NEIGH) == {"10.0.0.1": "REACHABLE", "10.0.0.7": "FAILED", "10.0.0.9": "STALE",
                                 "fe80::1": "REACHABLE"}


@pytest.mark.parametrize("claim", ["10.0.0.7 可达", "10.0.0.1 的邻居状态为 FAILED", "10.0.0.9 不可达",
                                   "10.0.0.1 的 ARP 表项已过期", "fe80::1 is unreachable"])
def test_a_state_the_entry_does_not_hold_is_contradicted(claim: str) -> None:
    assert contradicted(claim)


@pytest.mark.parametrize("claim", ["10.0.0.1 可达", "10.0.0.7 不可达", "10.0.0.9 is stale",
                                   "10.0.0.9 可达",  # a stale entry may be reachable still
                                   "网关不可达",  # no address
                                   "10.0.0.1 可达，10.0.0.7 不可达"])  # each clause its own
def test_a_held_or_unsure_state_is_not(claim: str) -> None:
    assert not contradicted(claim)
