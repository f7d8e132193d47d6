"""The highest (or lowest) of a table's column given another row's value fails; the extreme as
printed passes.

`最长的查询已运行 95 秒` citing `SHOW PROCESSLIST`, whose `Time` cells are 120, 95 and 3; `CPU 使用最高的
Pod 使用了 250m` over `kubectl top`'s 250m and 812m; `占用空间最大的目录为 3.4G` over a `du -h` listing
whose largest is 18G: the value is a row's and no row is named, so nothing was missing or
contradicted; of 60 forged claims 60 passed. Now a value a clause naming no row gives the
highest or the lowest is read against the column one of whose cells writes it
(`gatekeeper.rules.support.evidence.ranked_rows.extreme_cell_contradicted`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

PROCESSLIST = ("最长的查询已运行 {v} 秒", "the longest running query has been running for {v} seconds",
               "运行时间最长的查询为 {v} 秒")
TOP = {"cpu": ("CPU 使用最高的 Pod 使用了 {v}", "the pod with the highest CPU uses {v}"),
       "memory": ("内存占用最大的 Pod 为 {v}", "the pod using the most memory uses {v}")}
DU = ("占用空间最大的目录为 {v}", "最大的目录占用 {v}", "the largest directory uses {v}")


def _processlist(rng: random.Random) -> tuple[str, str, str]:
    times = rng.sample(range(1, 900), rng.randint(3, 6))
    rows = [[str(rng.randint(10, 999)), "app", f"10.0.1.{rng.randint(2, 250)}:{rng.randint(30000, 60000)}",
             "shop", "Query", str(seconds), rng.choice(("Locked", "Sending data", "executing")),
             "UPDATE orders SET ..."] for seconds in times]
    output = "mysql> SHOW PROCESSLIST;\n" + aligned_table(
        ["Id", "User", "Host", "db", "Command", "Time", "State", "Info"], rows)
    form = rng.choice(PROCESSLIST)
    return (form.format(v=max(times)), form.format(v=rng.choice(sorted(times)[:-1])), output)


def _top(rng: random.Random) -> tuple[str, str, str]:
    names = [f"{service}-{rng.getrandbits(24):06x}" for service in
             rng.sample(("order", "payment", "inventory", "gateway", "billing"), rng.randint(3, 5))]
    cpu, memory = rng.sample(range(20, 1999), len(names)), rng.sample(range(64, 4000), len(names))
    output = "$ kubectl top pods\n" + aligned_table(
        ["NAME", "CPU(cores)", "MEMORY(bytes)"], [[name, f"{c}m", f"{m}Mi"] for name, c, m in zip(
            names, cpu, memory, strict=True)])
    column = rng.choice(("cpu", "memory"))
    values, unit = (cpu, "m") if column == "cpu" else (memory, "Mi")
    form = rng.choice(TOP[column])
    return (form.format(v=f"{max(values)}{unit}"), form.format(v=f"{rng.choice(sorted(values)[:-1])}{unit}"),
            output)


def _du(rng: random.Random) -> tuple[str, str, str]:
    sizes = [f"{rng.randint(1, 99)}{unit}" for unit in rng.sample("KMGG", 4)]
    paths = rng.sample(("/var/log", "/var/lib", "/var/cache", "/var/mail", "/var/spool", "/var/tmp"), 4)
    listed = (f"{size}\t{path}" for size, path in zip(sizes, paths, strict=True))
    output = "$ du -sh /var/*\n" + "\n".join(listed)
    scale = {"K": 1, "M": 1024, "G": 1024 * 1024}
    ranked = sorted(sizes, key=lambda size: int(size[:-1]) * scale[size[-1]])
    form = rng.choice(DU)
    return form.format(v=ranked[-1]), form.format(v=rng.choice(ranked[:-1])), output


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    return rng.choice((_processlist, _top, _du))(rng)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 9150, 60)


def test_the_extreme_given_another_row_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_extreme_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
