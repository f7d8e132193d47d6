"""A memory figure `vmstat -s` prints as a claim says it (`空闲内存为 1021300 K`, `swap cache 为 2839400
K`), passes; another figure's value fails.

         16384000 K total memory
         12034500 K used memory
          1021300 K free memory

`空闲内存为 345600 K` (the buffers') and `已用内存为 8123400 K` (the active memory) passed (at
371b2c9): each line prints its value before its name, and no name was read.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

FIGURES = {"total memory": ("总内存为 {v} K", "total memory is {v} K"),
           "used memory": ("已用内存为 {v} K", "used memory is {v} K"),
           "active memory": ("活跃内存为 {v} K", "active memory is {v} K"),
           "inactive memory": ("非活跃内存为 {v} K", "inactive memory is {v} K"),
           "free memory": ("空闲内存为 {v} K", "free memory is {v} K"),
           "buffer memory": ("缓冲区内存为 {v} K", "buffer memory is {v} K"),
           "swap cache": ("swap cache 为 {v} K", "the swap cache is {v} K"),
           "total swap": ("交换分区总量为 {v} K", "total swap is {v} K"),
           "used swap": ("已用交换分区为 {v} K", "used swap is {v} K"),
           "free swap": ("空闲交换分区为 {v} K", "free swap is {v} K")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    total = rng.randint(4_000_000, 64_000_000)
    values = {"total memory": total, "used memory": rng.randint(total // 4, total * 3 // 4)}
    values |= {"active memory": rng.randint(total // 5, total // 2),
               "inactive memory": rng.randint(100_000, total // 4),
               "free memory": rng.randint(100_000, total // 5), "buffer memory": rng.randint(10_000, 900_000),
               "swap cache": rng.randint(10_000, 3_000_000)}
    swap = rng.choice((2_097_148, 4_194_300, 8_388_604))
    used_swap = rng.randint(0, swap // 2)
    values |= {"total swap": swap, "used swap": used_swap, "free swap": swap - used_swap}
    lines = [f"{v:>13} K {name}" for name, v in values.items()]
    lines += [f"{rng.randint(10**6, 10**8):>13} non-nice user cpu ticks",
              f"{rng.randint(10**6, 10**8):>13} pages paged in",
              f"{rng.randint(10**6, 10**9):>13} interrupts"]
    said, other = rng.sample(tuple(FIGURES), 2)
    if values[said] == values[other]:
        return None
    form = rng.randrange(2)
    return (FIGURES[said][form].format(v=values[said]), FIGURES[other][form].format(v=values[said]),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4714)


def test_a_figure_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_figure_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
