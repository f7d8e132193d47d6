"""The peer a clock follows, as ntpq and chronyc mark it (gatekeeper.rules.support.evidence.sync_sources)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.sync_sources import sync_source_swapped

NTPQ = ("     remote           refid      st t when poll reach   delay   offset  jitter\n"
        "==============================================================================\n"
        "*ntp1.example.com .GPS.            1 u   33   64  377    1.234   -0.512   0.087\n"
        "+ntp2.example.com 10.0.0.1         2 u   12   64  377    2.456  125.300   3.210")
CHRONY = ("MS Name/IP address         Stratum Poll Reach LastRx Last sample\n"
          "===============================================================================\n"
          "^- ntp1.example.com              2   6   377    34   -512us[ -620us] +/-   14ms\n"
          "^* ntp2.example.com              3   6   377    35    +125ms[ +125ms] +/-   40ms")


def _denied(claim: str, output: str) -> str | None:
    found = sync_source_swapped(claim, [], [output], lambda text: [])
    return None if found is None else found[1][0].partition(" (")[0]


@pytest.mark.parametrize(("claim", "output", "selected"), [
    ("当前同步源为 ntp2.example.com", NTPQ, "the selected peer is ntp1.example.com"),
    ("the clock is synced to ntp2", NTPQ, "the selected peer is ntp1.example.com"),
    ("chronyd is synchronized to ntp1", CHRONY, "the selected peer is ntp2.example.com"),
    ("当前同步源为 ntp1.example.com", NTPQ, None), ("时钟同步到 ntp2", CHRONY, None),
    ("当前同步源不是 ntp2", NTPQ, None),  # a denial: unsure
    ("ntp1 和 ntp2 都是同步源候选", NTPQ, None),  # two peers
    ("ntp2 的偏移为 125.3ms", NTPQ, None),  # no source said
])
def test_a_source_the_tallies_deny_is_contradicted(claim: str, output: str, selected: str | None) -> None:
    assert _denied(claim, output) == selected


def test_no_peer_selected_says_nothing() -> None:
    assert _denied("当前同步源为 ntp2", NTPQ.replace("*ntp1", "+ntp1")) is None
