"""A node's heap, memory, CPU and load as Elasticsearch's `_cat/nodes?v` prints them (`es-3 的堆使用率为
91%`, `es-2's cpu is 12%`, `load_1m of es-3 is 7.45`), pass; another node's fails.

    ip        heap.percent ram.percent cpu load_1m load_5m load_15m node.role master name
    10.0.0.21           72          98  45    3.21    2.80     2.10 dim       *      es-1
    10.0.0.22           35          64  12    0.87    1.02     1.10 dim       -      es-2
    10.0.0.23           91          77  83    7.45    6.31     5.02 dim       -      es-3

17 of 60 forged claims passed and 13 faithful ones failed (at 8863ac7): `cpu` is a percent ES does
not print, and `内存` and `1 分钟负载` named no column. (Which node is the elected master, its
`*`, is left alone.)
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

HEADER = ("ip", "heap.percent", "ram.percent", "cpu", "load_1m", "load_5m", "load_15m", "node.role",
          "master", "name")
LEFT = ("ip", "node.role", "master", "name")
SAID = {"heap.percent": ("{n} 的堆使用率为 {v}%", "heap.percent of {n} is {v}", "{n} 的 heap 使用率为 {v}%"),
        "ram.percent": ("{n} 的内存使用率为 {v}%", "ram.percent of {n} is {v}"),
        "cpu": ("{n} 的 CPU 为 {v}%", "{n}'s cpu is {v}%", "{n} 的 CPU 使用率为 {v}%"),
        "load_1m": ("{n} 的 1 分钟负载为 {v}", "load_1m of {n} is {v}"),
        "load_15m": ("{n} 的 15 分钟负载为 {v}", "load_15m of {n} is {v}")}


def _load(rng: random.Random) -> str:
    return f"{rng.randint(1, 8)}.{rng.randint(1, 9)}{rng.randint(1, 9)}"


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    count = rng.randint(3, 5)
    prefix = rng.choice(("es-", "es-data-", "node-", "elastic-"))
    names = [f"{prefix}{n}" for n in range(1, count + 1)]
    percents = rng.sample(range(5, 99), 3 * count)
    loads = [_load(rng) for _ in range(3 * count)]
    if len(set(loads)) < len(loads):
        return None
    base = rng.randint(10, 200)
    master = rng.choice(names)
    role = rng.choice(("dim", "cdfhilmrstw", "mdi"))
    rows = {name: {"ip": f"10.0.{rng.randint(0, 9)}.{base + n}", "heap.percent": str(percents[3 * n]),
                   "ram.percent": str(percents[3 * n + 1]), "cpu": str(percents[3 * n + 2]),
                   "load_1m": loads[3 * n], "load_5m": loads[3 * n + 1], "load_15m": loads[3 * n + 2],
                   "node.role": role, "master": "*" if name == master else "-", "name": name}
            for n, name in enumerate(names)}
    cells = [list(HEADER), *([row[column] for column in HEADER] for row in rows.values())]
    widths = [max(len(line[n]) for line in cells) for n in range(len(HEADER))]
    output = "\n".join(" ".join(cell.ljust(width) if column in LEFT else cell.rjust(width)
                                for cell, width, column in zip(line, widths, HEADER, strict=True)).rstrip()
                       for line in cells)
    kind = rng.choice(tuple(SAID))
    one = rng.choice(names)
    other = rng.choice([n for n in names if n != one])
    form = rng.choice(SAID[kind])
    return form.format(n=one, v=rows[one][kind]), form.format(n=one, v=rows[other][kind]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5641)


def test_a_node_s_own_role_or_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_node_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
