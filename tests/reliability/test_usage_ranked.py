"""A directory said to use the most space, or a process the most CPU or memory, while another
goes beyond it fails, as does one put above another that is below it; the ranks as printed pass.

`/var/lib 占用空间最大` citing `du -sh /var/*`'s `3.4G /var/lib` and `18G /var/log`: a listing has
no header, so no table was read (`evidence/size_listings.py`); `CPU 占用最高的进程是 nginx` over
`ps aux`: `进程` names its `PID` column too, and a rank on two columns said nothing; `进程 2201 的
CPU 占用最高`: a process named by its PID was no row (`evidence/ranked_rows.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, drawn, not_passed, not_rejected

DIRECTORIES = ("/var/log", "/var/lib", "/var/cache", "/var/mail", "/var/spool", "/var/backups", "/var/tmp")
PROGRAMS = ("mysqld", "nginx", "java", "redis-server", "postgres", "node", "python3")
SIZES = ("0", "4.0K", "12K", "380K", "1.5M", "64M", "512M", "1.2G", "3.4G", "18G", "41G")
#: listing -> (claims ranking a row first, claims ranking it last, claims putting {a} above {b})
FORMS = {
    "du": (("{r} 占用空间最大", "占用空间最大的目录是 {r}", "{r} is the largest directory",
            "{r} uses the most disk space"),
           ("{r} 占用空间最小", "{r} is the smallest directory"),
           ("{a} 比 {b} 占用更多空间", "{a} 比 {b} 大", "{a} is larger than {b}")),
    "cpu": (("CPU 占用最高的进程是 {r}", "{r} 的 CPU 占用最高", "{r} has the highest %CPU"),
            ("{r} 的 CPU 占用最低",),
            ("{a} 的 CPU 占用比 {b} 高", "{a} 的 CPU 使用率高于 {b}")),
    "mem": (("内存占用最高的进程是 {r}", "{r} 的内存占用最高", "{r} has the highest memory usage"),
            ("{r} 的内存占用最低",),
            ("{a} 的内存占用比 {b} 高",)),
}


def _listing(rng: random.Random, kind: str) -> tuple[list[str], list[int], str]:
    """(rows' names as claims write them, their ranked values, the output)."""
    if kind == "du":
        names = rng.sample(DIRECTORIES, rng.randint(3, 5))
        ranks = rng.sample(range(len(SIZES)), len(names))
        lines = [f"{SIZES[rank]}\t{name}" for rank, name in sorted(zip(ranks, names, strict=True))]
        if rng.random() < 0.5:
            lines.append(f"{SIZES[max(ranks)]}\t/var")  # --max-depth=1's sum of the parts
        return names, ranks, "$ du -sh /var/* | sort -h\n" + "\n".join(lines)
    names = rng.sample(PROGRAMS, rng.randint(3, 5))
    values = rng.sample(range(1, 400), len(names))
    by_pid = rng.random() < 0.3
    pids = rng.sample(range(300, 30000), len(names))
    rows = [["mysql", str(pid), f"{v / 2 if kind == 'cpu' else 3.1:.1f}",
             f"{v / 5 if kind == 'mem' else 1.1:.1f}", "812344", "423412", "?", "Ssl", "Dec06", "120:01",
             f"/usr/sbin/{name}" if by_pid or rng.random() < 0.5 else f"{name}: worker process"]
            for name, pid, v in zip(names, pids, values, strict=True)]
    header = ["USER", "PID", "%CPU", "%MEM", "VSZ", "RSS", "TTY", "STAT", "START", "TIME", "COMMAND"]
    shown = [f"进程 {pid}" for pid in pids] if by_pid else names
    return shown, values, "$ ps aux --sort=-%cpu | head\n" + aligned_table(header, rows)


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    kind = rng.choice(list(FORMS))
    names, values, output = _listing(rng, kind)
    first_forms, last_forms, compared = FORMS[kind]
    if rng.random() < 0.3:  # two rows compared
        pair = rng.sample(list(zip(names, values, strict=True)), 2)
        (high, _), (low, _) = sorted(pair, key=lambda row: -row[1])
        form = rng.choice(compared)
        return form.format(a=high, b=low), form.format(a=low, b=high), output
    up = rng.random() < 0.6
    form = rng.choice(first_forms if up else last_forms)
    first = names[values.index(max(values) if up else min(values))]
    other = rng.choice([name for name in names if name != first])
    return form.format(r=first), form.format(r=other), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4011, 60)


def test_a_directory_or_process_ranked_first_that_another_goes_beyond_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_directory_or_process_that_ranks_so_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
