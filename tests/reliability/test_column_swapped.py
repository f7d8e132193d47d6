"""A claim giving a row's column the row's cell of another column never passes; `free`'s
numbers are in the unit of the option it was run with.

Generated `df -h` outputs (two to four file systems) and `free` outputs echoing their command
(`$ free -m`, `# free --mega`, `free -g`): the claim cites the output and gives a mount point's
`Used`, `Avail` or `Size`, or memory's or swap's `used`, `free`, `available` or `total`, the
cell of another column of that row (`/data 已用 160G` for `Avail` 160G, `可用内存仅剩 312MB` for
`free` 312, `free memory is 2230 MiB` for `available`). Row, column and value are all the
output's, so 28 of the 30 forged `df` claims passed (counted on a546314, before
gatekeeper.rules.support.evidence.tables read another column's cell), and the 30 forged `free`
claims failed only as a unit no evidence prints (LOW_CONFID), as did their 30 faithful twins,
whose unit `free`'s option gives. Now each forged claim is a contradiction (REJECT) and each
faithful twin, the row's own cell of the column its clause names, passes.
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

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


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1907)
    return [(_df if n % 2 else _free)(rng) for n in range(60)]


def test_another_column_s_cell_of_the_row_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_row_s_own_cell_of_the_column_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []
