"""A claim giving a row's column the row's cell of another column never passes; `free`'s
numbers are in the unit of the option it was run with.

Generated outputs, 30 of each: `df -h` (two to four file systems); `free` echoing its command
(`$ free -m`, `# free --mega`, `free -g`); a query's JSON records (`requests`, `errors`,
`timeouts` of three services) or `top`'s processes (`%CPU`, `%MEM`). The claim cites the output
and gives a row's column the row's cell of another column (`/data 已用 160G` for its `Avail`,
`可用内存仅剩 312MB` for `free` 312, `order-svc 超时 152 次` for its `errors`, `java 进程内存占用
185.3%` for its `%CPU`). Row, column and value are all the output's: counted on a546314 (before
gatekeeper.rules.support.evidence.tables read another column's cell), the 60 forged `df`,
records and `top` claims all passed, and the 30 forged `free` claims failed only as a unit no
evidence prints (LOW_CONFID), as did their 30 faithful twins, whose unit `free`'s option gives.
Now each forged claim is a contradiction (REJECT) and each faithful twin, the row's own cell of
the column its clause names, passes.
"""

from __future__ import annotations

import json
import random

from loghub_quotes import SERVICES, aligned_table, not_passed, not_rejected

DF_FORMS = {"Used": ("{m} 已用 {v}", "{m} has {v} used."), "Avail": ("{m} 剩余 {v}", "{m} 可用空间为 {v}"),
            "Size": ("{m} 总容量 {v}", "{m} 的容量为 {v}")}
FREE_FORMS = {("Mem", "used"): ("已用内存 {v}", "used memory is {v}"),
              ("Mem", "free"): ("空闲内存仅 {v}", "free memory is {v}"),
              ("Mem", "available"): ("可用内存为 {v}", "available memory is {v}"),
              ("Mem", "total"): ("内存总量 {v}", "total memory is {v}"),
              ("Swap", "used"): ("Swap 已使用 {v}", "swap used is {v}")}
#: `free`'s option, as echoed, and the units a claim writes its numbers in.
FREE_UNITS = {"$ free -m": ("MB", " MB", "MiB", " MiB", "M"), "# free --mega": ("MB", " MB"),
              "free -g": ("GB", " GiB", "G")}
FREE_HEADER = ["", "total", "used", "free", "shared", "buff/cache", "available"]
MOUNTS = ("/data", "/var", "/home", "/logs")


def _df(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of a `df -h` output."""
    disks = []
    for n, mount in enumerate(rng.sample(MOUNTS, rng.randint(2, 4))):
        size = rng.choice((50, 100, 200, 500))
        used = rng.randint(1, size - 1)
        disks.append({"Filesystem": f"/dev/sd{'abcd'[n]}1", "Size": f"{size}G", "Used": f"{used}G",
                      "Avail": f"{size - used}G", "Use%": f"{round(100 * used / size)}%",
                      "Mounted on": mount})
    header = ["Filesystem", "Size", "Used", "Avail", "Use%", "Mounted on"]
    output = aligned_table(header, [[disk[key] for key in header] for disk in disks])
    disk = rng.choice(disks)
    column = rng.choice(sorted(DF_FORMS))
    other = rng.choice([key for key in DF_FORMS if disk[key] != disk[column]])
    form = rng.choice(DF_FORMS[column])
    return (form.format(m=disk["Mounted on"], v=disk[column]),
            form.format(m=disk["Mounted on"], v=disk[other]), output)


def _df_shares() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): a `df -h` row's `Use%` in words of using
    (`/data 已使用 95%`, which also name `Used`: 95G is no percentage), or another row's."""
    rng, found = random.Random(1908), []
    for _ in range(60):
        _, _, output = _df(rng)
        rows = [line.split() for line in output.splitlines()[1:]]
        row, other = rng.sample(rows, 2)
        form = rng.choice(("{m} 已使用 {v}", "磁盘 {m} 使用了 {v}，剩余 {a}",
                           "{m} has used {v} of its space"))
        found.append((form.format(m=row[5], v=row[4], a=row[3]),
                      form.format(m=row[5], v=other[4], a=row[3]), output))
    return [probe for probe in found if probe[0] != probe[1]]


def _free(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of a `free` output echoing its command."""
    command = rng.choice(sorted(FREE_UNITS))
    scale = 1 if "g" in command.split()[-1][-1:] else 1024
    total = rng.randint(4, 64) * scale
    used = rng.randint(total // 5, total * 3 // 5)
    free = rng.randint(1, (total - used) // 3)
    cache = total - used - free
    mem = {"total": total, "used": used, "free": free, "shared": rng.randint(1, 99),
           "buff/cache": cache, "available": free + cache * 3 // 4}
    swap_total = rng.choice((2, 4, 8)) * scale
    swap_used = rng.randint(1, swap_total - 1)
    swap = {"total": swap_total, "used": swap_used, "free": swap_total - swap_used}
    rows = {"Mem": mem, "Swap": swap}
    table = aligned_table(FREE_HEADER, [["Mem:", *(str(mem[key]) for key in FREE_HEADER[1:])],
                                        ["Swap:", *(str(swap[key]) for key in FREE_HEADER[1:4]),
                                         "", "", ""]])
    row, column = rng.choice(sorted(FREE_FORMS))
    cells = rows[row]
    other = rng.choice([key for key in cells if cells[key] != cells[column]])
    unit = rng.choice(FREE_UNITS[command])
    form = rng.choice(FREE_FORMS[row, column])
    return (form.format(v=f"{cells[column]}{unit}"), form.format(v=f"{cells[other]}{unit}"),
            f"{command}\n{table}")


CALL_FORMS = {"requests": ("{s} 请求数为 {v}", "{s} 共收到 {v} 个请求"),
              "errors": ("{s} had {v} errors", "{s} 错误数 {v}"),
              "timeouts": ("{s} 超时 {v} 次", "{s} saw {v} timeouts")}
PROCESS_FORMS = {"%CPU": ("{s} 进程 CPU 占用 {v}%", "{s} is using {v}% CPU"),
                 "%MEM": ("{s} 进程内存占用 {v}%", "{s} is using {v}% of memory")}


def _calls(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output) of a query's JSON records, or of `top`'s processes."""
    if rng.random() < 0.5:
        rows = [{"service": service, "requests": rng.randint(1000, 50000),
                 "errors": rng.randint(10, 900), "timeouts": rng.randint(1, 9)}
                for service in rng.sample(SERVICES, 3)]
        output, forms, name = json.dumps(rows), CALL_FORMS, "service"
    else:
        rows = [{"PID": str(rng.randint(1000, 9999)), "COMMAND": command,
                 "%CPU": f"{rng.randint(100, 3999) / 10}", "%MEM": f"{rng.randint(1, 99) / 10}"}
                for command in rng.sample(("java", "nginx", "mysqld", "redis-server"), 3)]
        header = ["PID", "%CPU", "%MEM", "COMMAND"]
        output = aligned_table(header, [[row[key] for key in header] for row in rows])
        forms, name = PROCESS_FORMS, "COMMAND"
    row = rng.choice(rows)
    column = rng.choice(sorted(forms))
    other = rng.choice([key for key in forms if key != column])
    form = rng.choice(forms[column])
    return (form.format(s=row[name], v=row[column]), form.format(s=row[name], v=row[other]), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1907)
    return [(_df, _free, _calls)[n % 3](rng) for n in range(90)]


def test_another_column_s_cell_of_the_row_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_row_s_own_cell_of_the_column_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []


def test_a_share_used_passes_in_words_of_using() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _df_shares()) == []


def test_another_row_s_share_used_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _df_shares()) == []


def test_an_autoscaler_s_replicas_given_its_bound_fail() -> None:
    """`payment-svc 的副本数为 2` citing `kubectl get hpa`, whose payment-svc row's MINPODS is 2
    and REPLICAS 10, passed: no word named the REPLICAS column."""
    rng = random.Random(3609)
    probes = []
    for _ in range(20):
        rows = [[service, f"Deployment/{service}", f"{rng.randint(20, 99)}%/70%", str(low), str(high),
                 str(now), f"{rng.randint(1, 40)}d"]
                for service in rng.sample(SERVICES, 2)
                for low, high in [(rng.randint(1, 3), rng.randint(6, 12))]
                for now in [rng.randint(low + 1, high - 1)]]
        table = aligned_table(["NAME", "REFERENCE", "TARGETS", "MINPODS", "MAXPODS", "REPLICAS", "AGE"], rows)
        service, low, high, now = rows[0][0], rows[0][3], rows[0][4], rows[0][5]
        form = rng.choice(("{s} 的副本数为 {n}", "{s} 当前副本数是 {n}"))
        forged = form.format(s=service, n=rng.choice((low, high)))
        probes.append((forged, form.format(s=service, n=now), table))
    assert not_rejected((forged, table, table) for forged, _, table in probes) == []
    assert not_passed((faithful, table, table) for _, faithful, table in probes) == []
