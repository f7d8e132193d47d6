"""The CPU counts `lscpu` prints as a claim says them (`服务器有 16 个 CPU`, `每个 socket 有 8 个
核心`, `2 threads per core`), pass; another line's count fails.

`服务器有 8 个 CPU` (the cores per socket) and `每个 socket 有 16 个核心` passed: `CPU(s)` and
`Core(s) per socket` were no fields (a name's `(s)`) (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"CPU(s)": ("服务器有 {v} 个 CPU", "the host has {v} CPUs", "逻辑 CPU 数为 {v}"),
        "Core(s) per socket": ("每个 socket 有 {v} 个核心", "{v} cores per socket"),
        "Thread(s) per core": ("每个核心 {v} 个线程", "{v} threads per core"),
        "Socket(s)": ("服务器有 {v} 个 socket", "the host has {v} sockets", "CPU 插槽数为 {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    sockets, cores, threads = rng.choice((1, 2, 4)), rng.choice((4, 6, 8, 12, 16, 24, 32)), rng.choice((1, 2))
    values = {"CPU(s)": sockets * cores * threads, "Thread(s) per core": threads, "Core(s) per socket": cores,
              "Socket(s)": sockets}
    lines = ["Architecture:            x86_64", "CPU op-mode(s):          32-bit, 64-bit",
             "Byte Order:              Little Endian", f"CPU(s):                  {values['CPU(s)']}",
             f"On-line CPU(s) list:     0-{values['CPU(s)'] - 1}",
             f"Thread(s) per core:      {threads}", f"Core(s) per socket:      {cores}",
             f"Socket(s):               {sockets}", f"NUMA node(s):            {sockets}",
             "Model name:              Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz"]
    output = "\n".join(lines)
    line = rng.choice(tuple(SAID))
    others = [v for key, v in values.items() if key != line and v != values[line]]
    if not others:
        return _probe(rng)
    form = rng.choice(SAID[line])
    return form.format(v=values[line]), form.format(v=rng.choice(others)), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4622)
    return [_probe(rng) for _ in range(60)]


def test_a_line_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_line_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
