"""A clock said to follow a peer `ntpq -p` or `chronyc sources` does not select fails; the
selected peer passes.

`当前同步源为 ntp2.example.com` citing ntpq's `*ntp1.example.com ...` and `+ntp2.example.com ...`:
both names are the output's, so the claim passed while the clock follows ntp1. Now the tally
marking the selected peer is read (`gatekeeper.rules.support.evidence.sync_sources`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = ("当前同步源为 {p}", "时钟同步到 {p}", "the clock is synced to {p}", "the system peer is {p}",
        "NTP 时间源是 {p}", "chronyd is synchronized to {p}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    peers = [f"{name}.{rng.choice(('example.com', 'pool.ntp.org', 'corp.local'))}"
             for name in rng.sample(("ntp1", "ntp2", "ntp3", "time-a", "time-b", "gps0"), 3)]
    states = ["*", *rng.sample("+-x", 2)]
    rng.shuffle(states)
    if rng.random() < 0.5:
        rows = [f"{state}{peer:<20} {rng.choice(('.GPS.', '.PPS.', '10.0.0.1')):<17}{rng.randint(1, 3)} u"
                f"  {rng.randint(1, 60):3d}   64  377  {rng.randint(100, 9999) / 1000:7.3f}"
                f"  {rng.randint(-9999, 9999) / 1000:7.3f}  {rng.randint(10, 999) / 1000:6.3f}"
                for state, peer in zip(states, peers, strict=True)]
        output = ("     remote           refid      st t when poll reach   delay   offset  jitter\n"
                  + "=" * 78 + "\n" + "\n".join(rows))
    else:
        rows = [f"^{state} {peer:<27}{rng.randint(1, 3):2d}   6   377    {rng.randint(1, 60):2d}"
                f"   {rng.randint(-900, 900):+d}us[{rng.randint(-900, 900):+d}us]"
                f" +/-   {rng.randint(5, 60)}ms"
                for state, peer in zip(states, peers, strict=True)]
        output = ("MS Name/IP address         Stratum Poll Reach LastRx Last sample\n"
                  + "=" * 79 + "\n" + "\n".join(rows))
    chosen = states.index("*")
    other = rng.choice([n for n in range(3) if n != chosen])
    form = rng.choice(SAID)
    short = rng.random() < 0.4  # the peer by its first label (`ntp2`)
    named = [peer.split(".")[0] if short else peer for peer in peers]
    return form.format(p=named[chosen]), form.format(p=named[other]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8530, 60)


def test_a_peer_not_selected_said_the_source_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_selected_peer_said_the_source_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
