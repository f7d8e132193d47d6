"""Swap said used up while every reading of it has room, or used heavily while none of it is
used, fails; said as its readings print it, passes.

`swap 已用尽` citing `free -h`, whose `Swap:` row is `2.0Gi  0B  2.0Gi`; `系统正在大量使用 swap` over
`/proc/meminfo`'s `SwapFree` equal to its `SwapTotal`: the word is the output's and a state no
anchor, so of 60 forged claims 60 passed. Now swap's readings (free's row, top's line,
`/proc/meminfo`) are read (`gatekeeper.rules.support.evidence.saturation`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

FULL = ("swap 已用尽", "交换分区已被完全使用", "swap is full", "the host ran out of swap", "swap 空间已满")
HEAVY = ("系统正在大量使用 swap", "频繁使用交换分区", "heavy swapping on {h}", "{h} 的 swap 使用量很高")


def _output(rng: random.Random, host: str, total_mib: int, used_mib: int) -> str:
    return f"[{host}] " + _printed(rng, total_mib, used_mib)


def _printed(rng: random.Random, total_mib: int, used_mib: int) -> str:
    kind = rng.choice(("free -m", "free -h", "top", "meminfo"))
    if kind == "free -m":
        return ("$ free -m\n              total        used        free\n"
                f"Mem:          15884        8123        1200\nSwap:   {total_mib:>10}  {used_mib:>10}  "
                f"{total_mib - used_mib:>10}")
    if kind == "free -h":
        def human(mib: int) -> str:
            return "0B" if mib == 0 else f"{mib / 1024:.1f}Gi" if mib >= 1024 else f"{mib}Mi"
        return ("$ free -h\n               total        used        free\n"
                "Mem:            15Gi        11Gi       793Mi\n"
                f"Swap:   {human(total_mib):>10}  {human(used_mib):>10}  {human(total_mib - used_mib):>10}")
    if kind == "top":
        return ("$ top -bn1 | head -5\n"
                "MiB Mem :  15884.0 total,   1200.0 free,   8123.0 used,   6561.0 buff/cache\n"
                f"MiB Swap:  {total_mib:.1f} total,  {total_mib - used_mib:.1f} free,  {used_mib:.1f} used.  "
                "7200.0 avail Mem")
    return (f"$ cat /proc/meminfo\nMemTotal:       16303412 kB\nMemFree:          812344 kB\n"
            f"SwapTotal:       {total_mib * 1024} kB\nSwapFree:        {(total_mib - used_mib) * 1024} kB")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(the claim, an output it holds for, an output contradicting it)."""
    host, total = rng.choice(("web-01", "db-02", "cache-03")), rng.choice((1024, 2048, 4096))
    if rng.random() < 0.5:  # used up: a full swap, or one with room
        claim = rng.choice(FULL).format(h=host)
        return (claim, _output(rng, host, total, total),
                _output(rng, host, total, rng.choice((0, total // 4, total // 2))))
    claim = rng.choice(HEAVY).format(h=host)  # used heavily: half of it, or none
    return claim, _output(rng, host, total, total // 2), _output(rng, host, total, 0)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5501, 60)


def test_swap_said_used_up_or_heavily_over_readings_of_room_fails() -> None:
    assert not_rejected((claim, forged, forged) for claim, _, forged in _probes()) == []


def test_swap_said_as_its_readings_print_it_passes() -> None:
    assert not_passed((claim, held, held) for claim, held, _ in _probes()) == []
