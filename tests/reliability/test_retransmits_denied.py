"""Retransmissions denied that `netstat -s` counts fail; denied where it counts none, they pass.

`没有 TCP 重传`, `no TCP retransmissions` citing `15230 segments retransmitted` passed: the
Chinese `重传` had no English form in the glossary (`text/glossary.py`); and once it had, the
faithful denial over `    0 segments retransmitted` failed: a count of zero first in an
indented line, and its event the word after the counted one, were read as stated
(`text/zeros.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

DENIED = ("没有 TCP 重传", "没有发生重传", "TCP 没有出现重传", "no TCP retransmissions",
          "there were no retransmits", "{h} 上没有 TCP 重传")
HOSTS = ("web-01", "db-02", "10.0.3.7", "cache-1")


def _netstat(rng: random.Random, host: str, retransmitted: int) -> str:
    fast = rng.randint(1, retransmitted) if retransmitted else 0
    counted = [(rng.randint(100, 9000), "active connection openings"),
               (rng.randint(100, 9000), "passive connection openings"),
               (rng.randint(1, 40), "failed connection attempts"),
               (rng.randint(1, 900), "connection resets received"),
               (rng.randint(10, 300), "connections established"),
               (rng.randint(10**5, 10**7), "segments received"),
               (rng.randint(10**5, 10**7), "segments sent out"), (retransmitted, "segments retransmitted"),
               (0, "bad segments received"), (rng.randint(1, 500), "resets sent")]
    return "\n".join([f"$ ssh {host} netstat -s", "Tcp:", *(f"    {n} {what}" for n, what in counted),
                      "TcpExt:", f"    {fast} fast retransmits"])


def _draw(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, its output, forged claim, its output)."""
    host = rng.choice(HOSTS)
    claim = rng.choice(DENIED).format(h=host)
    return claim, _netstat(rng, host, 0), claim, _netstat(rng, host, rng.randint(1, 20000))


def _probes() -> list[tuple[str, str, str, str]]:
    return drawn(_draw, 3911, 60)


def test_retransmissions_denied_that_netstat_counts_fail() -> None:
    assert not_rejected((forged, output, output) for _, _, forged, output in _probes()) == []


def test_retransmissions_denied_where_netstat_counts_none_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, output, _, _ in _probes()) == []
