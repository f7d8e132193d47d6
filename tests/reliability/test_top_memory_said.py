"""The memory figures of `top`'s summary as a claim says them (`缓存为 2839.4 MiB`, `空闲内存为 1021.3
MiB`, `可用内存为 3210.7 MiB`), pass; another figure's value fails.

    MiB Mem :  15895.2 total,   1021.3 free,  12034.5 used,   2839.4 buff/cache
    MiB Swap:   2048.0 total,   2048.0 free,      0.0 used.   3210.7 avail Mem

`空闲内存为 2839.4 MiB` and `已用内存为 2839.4 MiB` (buff/cache's) passed (at 371b2c9): the cache's
figure was no field (`test_top_summary_swapped` gives free, used and available).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"free": ("空闲内存为 {v} MiB", "free memory was {v} MiB", "剩余内存 {v} MiB"),
        "used": ("已用内存为 {v} MiB", "used memory was {v} MiB", "内存使用了 {v} MiB"),
        "buff/cache": ("缓存为 {v} MiB", "buff/cache 占用 {v} MiB", "the page cache held {v} MiB",
                       "缓冲和缓存共 {v} MiB"),
        "avail": ("可用内存为 {v} MiB", "available memory was {v} MiB"),
        "total": ("总内存为 {v} MiB", "total memory was {v} MiB")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    total = rng.randint(4000, 64000) + rng.randint(0, 9) / 10
    free = rng.randint(100, 3000) + rng.randint(0, 9) / 10
    cache = rng.randint(500, 5000) + rng.randint(0, 9) / 10
    used = round(total - free - cache, 1)
    avail = round(free + cache * rng.uniform(0.5, 0.9), 1)
    figures = {"total": f"{total:.1f}", "free": f"{free:.1f}", "used": f"{used:.1f}",
               "buff/cache": f"{cache:.1f}", "avail": f"{avail:.1f}"}
    output = "\n".join([
        f"top - 10:{rng.randint(10, 59)}:01 up {rng.randint(1, 90)} days,  2:11,  1 user,  "
        f"load average: {rng.uniform(0, 9):.2f}, {rng.uniform(0, 9):.2f}, {rng.uniform(0, 9):.2f}",
        f"Tasks: {rng.randint(100, 400)} total,   2 running, 229 sleeping,   0 stopped,   0 zombie",
        "%Cpu(s): 45.3 us,  8.1 sy,  0.0 ni, 40.2 id,  5.9 wa,  0.0 hi,  0.5 si,  0.0 st",
        f"MiB Mem : {figures['total']:>8} total, {figures['free']:>8} free, {figures['used']:>8} used, "
        f"{figures['buff/cache']:>8} buff/cache",
        f"MiB Swap:   2048.0 total,   2048.0 free,      0.0 used. {figures['avail']:>8} avail Mem"])
    said = rng.choice(("buff/cache", "buff/cache", "free", "used", "avail"))
    wrong = "buff/cache" if said != "buff/cache" else rng.choice(("free", "used", "avail", "total"))
    value = figures[said] if said == "buff/cache" else figures["buff/cache"]
    faithful = rng.choice(SAID[said]).format(v=figures[said])
    forged = rng.choice(SAID[wrong if said == "buff/cache" else said]).format(v=value)
    return faithful, forged, output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4709)


def test_a_figure_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_cache_s_value_as_another_figure_or_another_as_the_cache_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
