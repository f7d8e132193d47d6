"""A process's or the whole disk's rates as `iotop -b` prints them (`mysqld 写入 38.20 M/s`, `rsync 的
IO 占用 12.40%`, `磁盘总读取 1.20 M/s`), pass; another process's or the other direction's rate
fails.

iotop's header (`DISK READ  DISK WRITE  SWAPIN  IO>`) makes no table, and its totals print both
directions on one line: of 60 forged claims 53 passed. Now the totals and each row are read as
printed (`gatekeeper.rules.support.evidence.disk_io`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PROCESSES = (("mysql", "mysqld --defaults-file=/etc/my.cnf"), ("root", "rsync -a /data /backup"),
             ("postgres", "postgres: checkpointer"), ("root", "/usr/bin/dockerd -H fd://"),
             ("elastic", "java -Xms4g -Xmx4g org.elasticsearch.bootstrap.Elasticsearch"))
SAID = {"write": ("{p} 写入 {v} M/s", "{p} writes {v} M/s"),
        "read": ("{p} 读取 {v} M/s", "{p} reads {v} M/s"),
        "io": ("{p} 的 IO 占用 {v}%", "{p} 的 IO> 为 {v}%")}
TOTAL = {"write": ("磁盘总写入 {v} M/s", "total disk write is {v} M/s"),
         "read": ("磁盘总读取 {v} M/s", "total disk read is {v} M/s")}


def _rate(rng: random.Random) -> str:
    return f"{rng.randint(1, 90)}.{rng.randint(10, 99)}"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    processes = rng.sample(PROCESSES, rng.randint(2, 4))
    rows = {command.split()[0].rpartition("/")[2]: {"read": _rate(rng), "write": _rate(rng),
                                                   "io": f"{rng.randint(1, 99)}.{rng.randint(10, 99)}"}
            for _, command in processes}
    total = {"read": _rate(rng), "write": _rate(rng)}
    lines = [f"Total DISK READ:       {total['read']} M/s | Total DISK WRITE:      {total['write']} M/s",
             "Actual DISK READ:       0.98 M/s | Actual DISK WRITE:      12.10 M/s",
             "    TID  PRIO  USER     DISK READ  DISK WRITE  SWAPIN     IO>    COMMAND"]
    for (user, command), values in zip(processes, rows.values(), strict=True):
        lines.append(f"  {rng.randint(100, 40000):>5} be/4 {user:<9} {values['read']:>6} M/s "
                     f"{values['write']:>7} M/s  0.00 % {values['io']:>5} % {command}")
    output = "\n".join(lines)
    if rng.random() < 0.25:
        which = rng.choice(list(TOTAL))
        other = "read" if which == "write" else "write"
        form = rng.choice(TOTAL[which])
        return form.format(v=total[which]), form.format(v=total[other]), output
    name = rng.choice(list(rows))
    which = rng.choice(list(SAID))
    neighbour = rng.choice([n for n in rows if n != name])
    wrong = rows[neighbour][which] if rng.random() < 0.5 or which == "io" else \
        rows[name]["read" if which == "write" else "write"]
    form = rng.choice(SAID[which])
    return form.format(p=name, v=rows[name][which]), form.format(p=name, v=wrong), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1220)
    return [_probe(rng) for _ in range(60)]


def test_a_process_s_own_rates_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_process_s_or_direction_s_rate_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
