"""Swap said unused fails when the cited `free` prints its `Swap:` row's `used` above zero, and
passes when it prints 0.

`swap 没有被使用` citing `free -m` whose `Swap:` row is `2047 1024 1023` passed: `swap` is the
row's name and a denial no anchor (`evidence/counts_denied.py` read restarts, lags and queues).
"""

from __future__ import annotations

import random

from loghub_quotes import check, not_failed, not_passed

DENIED = ("{h} 没有使用 swap", "{h} 的 swap 没有被使用", "{h} 交换分区未使用", "swap is not used on {h}",
          "{h} has no swap usage")


def _free(rng: random.Random, host: str, swap_used: int) -> str:
    total = rng.choice((3936, 7976, 15884, 32010))
    used, shared, cache = rng.randint(total // 5, total // 2), rng.randint(10, 300), rng.randint(500, 3000)
    free = total - used - cache
    swap = rng.choice((2047, 4095))
    return "\n".join([f"[{host}] $ free -m",
                      "               total        used        free      shared  buff/cache   available",
                      f"Mem:      {total:>10}  {used:>10}  {free:>10}  {shared:>10}  {cache:>10}  "
                      f"{free + cache:>10}",
                      f"Swap:     {swap:>10}  {swap_used:>10}  {swap - swap_used:>10}"])


def _probes() -> list[tuple[str, str, str]]:
    """(the denial, `free` with swap used, `free` with none)."""
    rng = random.Random(3510)
    probes = []
    for _ in range(40):
        host = rng.choice(("web1", "db-01", "node-3"))
        claim = rng.choice(DENIED).format(h=host)
        state = rng.getstate()
        used = _free(rng, host, rng.randint(1, 2000))
        rng.setstate(state)
        probes.append((claim, used, _free(rng, host, 0)))
    return probes


def test_swap_said_unused_while_used_fails() -> None:
    assert not_failed((claim, used, used) for claim, used, _ in _probes()) == []


def test_swap_said_unused_while_unused_does_not_fail() -> None:
    """(In English it warns, as before: `used`, `swap` of `free`'s header and row read as stated.)"""
    assert [claim for claim, _, unused in _probes() if check(claim, unused, unused).status == "fail"] == []
    assert not_passed((claim, unused, unused) for claim, _, unused in _probes() if not claim.isascii()) == []
