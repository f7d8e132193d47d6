"""The sizes `/proc/meminfo` prints as a claim says them (`可用内存为 8123456 kB`, `剩余 swap 为
102400 kB`, `page cache is 6553600 kB`), pass; another line's size fails.

`可用内存` is MemAvailable and `空闲内存` MemFree, but `可用内存为 8123456 kB` (MemAvailable's, as
printed) failed REJECT, read as MemFree; and `剩余 swap 为 2097148 kB` (SwapTotal) passed (at
d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"MemTotal": ("内存总量为 {v} kB", "总内存 {v} kB", "MemTotal is {v} kB"),
        "MemFree": ("空闲内存为 {v} kB", "free 内存只有 {v} kB", "MemFree is {v} kB"),
        "MemAvailable": ("可用内存为 {v} kB", "available memory is {v} kB", "MemAvailable 为 {v} kB"),
        "Cached": ("page cache 为 {v} kB", "缓存占用 {v} kB", "Cached 为 {v} kB"),
        "SwapTotal": ("swap 总量为 {v} kB", "交换分区总大小为 {v} kB"),
        "SwapFree": ("剩余 swap 为 {v} kB", "空闲的交换空间为 {v} kB", "SwapFree is {v} kB"),
        "Dirty": ("脏页有 {v} kB", "Dirty 为 {v} kB")}
LINES = ("MemTotal", "MemFree", "MemAvailable", "Buffers", "Cached", "SwapCached", "Active", "Inactive",
         "SwapTotal", "SwapFree", "Dirty", "Writeback", "AnonPages", "Slab")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    values = dict(zip(LINES, rng.sample(range(10000, 64000000), len(LINES)), strict=True))
    output = "\n".join(f"{f'{name}:':<16}{value:>9} kB" for name, value in values.items())
    line, other = rng.sample(tuple(SAID), 2)
    form = rng.choice(SAID[line])
    return form.format(v=values[line]), form.format(v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4606)
    return [_probe(rng) for _ in range(60)]


def test_a_line_s_own_size_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_line_s_size_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
