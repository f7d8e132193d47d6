"""A claim giving a container's `docker stats` column another column's value, or another
container's, never passes, and the columns as printed pass.

`docker stats --no-stream` as a diagnosis agent reads it: `CONTAINER ID  NAME  CPU %  MEM USAGE /
LIMIT  MEM %  NET I/O  BLOCK I/O  PIDS` over two to four containers. The claim gives a container
its memory in use, its limit or its processes (`order-svc 内存使用 1.62GiB`, `order-svc 的内存限制为
2GiB`, `order-svc has 87 processes`); the forged one gives it its limit as its use (or the other
way), or another container's processes. The header was no table's (`%`, `/` and `I/O` are no
column names it read), so before, 60 of the 60 forged claims passed. Now the table is read, its
`MEM USAGE / LIMIT` as two columns (gatekeeper.rules.support.text.tables), and named in Chinese
or English (gatekeeper.rules.support.evidence.tables): every forged claim fails REJECT, every
faithful one passes. Round 30 added the processes as `有 87 个进程` and `runs 87 processes`, and
the memory's percentage as `memory usage is 71.52%`: 18 of the 60 forged claims passed (another
container's count or percentage); now none does.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

FORMS = {"usage": ("{s} 内存使用 {v}", "{s} 当前已用内存 {v}", "{s} memory usage is {v}"),
         "limit": ("{s} 的内存限制为 {v}", "{s} 内存上限 {v}", "the memory limit of {s} is {v}"),
         "pids": ("{s} 的进程数为 {v}", "{s} has {v} pids", "{s} 有 {v} 个进程", "{s} runs {v} processes"),
         "MEM %": ("{s} 内存使用率 {v}", "{s} memory usage is {v}")}
HEADER = ("CONTAINER ID", "NAME", "CPU %", "MEM USAGE / LIMIT", "MEM %", "NET I/O", "BLOCK I/O", "PIDS")


def _container(rng: random.Random, name: str) -> dict[str, str]:
    limit = rng.choice((1, 2, 4, 8))
    used = round(limit * rng.uniform(0.2, 0.95), 2)
    shown = f"{used}GiB" if used >= 1 else f"{round(used * 1024)}MiB"
    return {"CONTAINER ID": f"{rng.randrange(16**12):012x}", "NAME": name,
            "CPU %": f"{rng.uniform(0.5, 250):.2f}%", "usage": shown, "limit": f"{limit}GiB",
            "MEM %": f"{100 * used / limit:.2f}%",
            "NET I/O": f"{rng.randint(1, 900)}MB / {rng.randint(1, 900)}MB",
            "BLOCK I/O": f"{rng.randint(1, 90)}MB / 0B", "PIDS": str(rng.randint(5, 300))}


def _printed(containers: list[dict[str, str]]) -> str:
    cells = [[c["CONTAINER ID"], c["NAME"], c["CPU %"], f"{c['usage']} / {c['limit']}", c["MEM %"],
              c["NET I/O"], c["BLOCK I/O"], c["PIDS"]] for c in containers]
    widths = [max(len(name), *(len(row[n]) for row in cells)) + 3 for n, name in enumerate(HEADER)]
    return "\n".join("".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
                     .rstrip() for row in [list(HEADER), *cells])


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(6006)
    found = []
    while len(found) < 60:
        containers = [_container(rng, name) for name in rng.sample(SERVICES, rng.randint(2, 4))]
        mine, other = rng.sample(containers, 2)
        column = rng.choice(list(FORMS))
        if column in ("pids", "MEM %"):
            true, wrong = mine[column.upper()], other[column.upper()]
        else:
            true, wrong = mine[column], mine["limit" if column == "usage" else "usage"]
        if true == wrong:
            continue
        form = rng.choice(FORMS[column])
        found.append((form.format(s=mine["NAME"], v=true), form.format(s=mine["NAME"], v=wrong),
                      _printed(containers)))
    return found


def test_a_container_s_column_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_docker_stats_columns_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
