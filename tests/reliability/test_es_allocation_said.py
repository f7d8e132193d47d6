"""A node's shards and disk as Elasticsearch's `_cat/allocation?v` prints them (`es-1 的磁盘使用率为 91%`,
`es-2 holds 310 shards`, `es-1 剩余磁盘 44.8gb`, `有 6 个未分配的分片`), pass; another node's fails, and so
does the unassigned count given a node's shards.

    shards disk.indices disk.used disk.avail disk.total disk.percent host      ip        node
       312      412.5gb   455.1gb     44.8gb    499.9gb           91 10.0.0.21 10.0.0.21 es-1
       310      198.2gb   240.7gb    259.2gb    499.9gb           48 10.0.0.22 10.0.0.22 es-2
         6                                                                               UNASSIGNED

29 of 60 forged claims passed (at 8863ac7): the first column, a count, was taken for the rows'
names, the UNASSIGNED row (its cells blank) was none, and `未分配`'s `未` negated the value.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

HEADER = ("shards", "disk.indices", "disk.used", "disk.avail", "disk.total", "disk.percent", "host", "ip",
          "node")
LEFT = ("host", "ip", "node")
SAID = {"disk.percent": ("{n} 的磁盘使用率为 {v}%", "disk.percent of {n} is {v}"),
        "shards": ("{n} 有 {v} 个分片", "{n} holds {v} shards", "{n} 上分配了 {v} 个分片"),
        "disk.avail": ("{n} 剩余磁盘 {v}", "{n} has {v} disk available", "{n} 的可用磁盘为 {v}"),
        "disk.used": ("{n} 已用磁盘 {v}", "{n} has used {v} of disk")}
UNASSIGNED = ("有 {v} 个未分配的分片", "{v} shards are unassigned", "未分配的分片有 {v} 个")


def _size(gigabytes: float) -> str:
    """A size as ES prints it, one decimal unless it is whole (`44.8gb`, `780gb`)."""
    return f"{gigabytes:.1f}".removesuffix(".0") + "gb"


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    count = rng.randint(3, 5)
    prefix = rng.choice(("es-", "es-data-", "node-", "data-"))
    names = [f"{prefix}{n}" for n in range(1, count + 1)]
    shards = rng.sample(range(120, 900), count)
    base = rng.randint(10, 200)
    total = rng.choice((499.9, 999.9, 299.9, 799.9))
    rows, values = [], {}
    for n, name in enumerate(names):
        used = round(rng.uniform(0.15, 0.97) * total, 1)
        avail = round(total - used, 1)
        indices = round(used - rng.uniform(3, 40), 1)
        ip = f"10.0.{base // 50}.{base + n}"
        values[name] = {"shards": str(shards[n]), "disk.used": _size(used), "disk.avail": _size(avail),
                        "disk.percent": str(int(used * 100 // total))}
        rows.append([str(shards[n]), _size(indices), _size(used), _size(avail), _size(total),
                     values[name]["disk.percent"], ip, ip, name])
    for column in ("disk.percent", "disk.used", "disk.avail"):
        if len({v[column] for v in values.values()}) < count:
            return None
    unassigned = rng.randint(1, 40) if rng.random() < 0.6 else 0
    if unassigned:
        rows.append([str(unassigned), "", "", "", "", "", "", "", "UNASSIGNED"])
    cells = [list(HEADER), *rows]
    widths = [max(len(line[n]) for line in cells) for n in range(len(HEADER))]
    output = "\n".join(" ".join(cell.ljust(width) if column in LEFT else cell.rjust(width)
                                for cell, width, column in zip(line, widths, HEADER, strict=True)).rstrip()
                       for line in cells)
    kind = rng.choice((*SAID, "unassigned") if unassigned else tuple(SAID))
    if kind == "unassigned":
        form = rng.choice(UNASSIGNED)
        return form.format(v=unassigned), form.format(v=rng.choice(shards)), output
    one = rng.choice(names)
    other = rng.choice([n for n in names if n != one])
    form = rng.choice(SAID[kind])
    return form.format(n=one, v=values[one][kind]), form.format(n=one, v=values[other][kind]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5642)


def test_a_node_s_own_shards_or_disk_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_node_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
