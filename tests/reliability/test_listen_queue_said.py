"""A listening socket's queue and process as `netstat -tlnp` prints them (`8080 端口的 Recv-Q 为 129`,
`mysqld 的 PID 是 9012`), pass; another socket's fails.

    Proto Recv-Q Send-Q Local Address           Foreign Address         State       PID/Program name
    tcp      129      0 0.0.0.0:8080            0.0.0.0:*               LISTEN      5678/java

`22 端口的 Recv-Q 为 129` (8080's) and `mysqld 的 PID 是 5678` (java's) passed (at 371b2c9): a port
names no row, and `PID/Program name` is one cell of two values.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

QUEUE = ("{p} 端口的 Recv-Q 为 {v}", "{p} 端口的接收队列积压了 {v}", "the Recv-Q of port {p} is {v}")
PID = ("{g} 的 PID 是 {v}", "{g} 进程号为 {v}", "the PID of {g} is {v}")
PROGRAMS = {22: "sshd", 8080: "java", 3306: "mysqld", 6379: "redis-server", 5432: "postgres", 80: "nginx"}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    ports = rng.sample(tuple(PROGRAMS), rng.randint(2, 5))
    rows = {p: {"queue": rng.choice((0, 0, rng.randint(1, 512))), "pid": rng.randint(300, 65000)}
            for p in ports}
    lines = ["Active Internet connections (only servers)",
             "Proto Recv-Q Send-Q Local Address           Foreign Address         State       "
             "PID/Program name"]
    for port in ports:
        local = f"0.0.0.0:{port}"
        lines.append(f"tcp   {rows[port]['queue']:>6}      0 {local:<23} {'0.0.0.0:*':<23} LISTEN      "
                     f"{rows[port]['pid']}/{PROGRAMS[port]}")
    one, other = rng.sample(ports, 2)
    if rng.random() < 0.5:
        if rows[one]["queue"] == rows[other]["queue"]:
            return None
        form = rng.choice(QUEUE)
        queue = rows[one]["queue"]
        return form.format(p=one, v=queue), form.format(p=other, v=queue), "\n".join(lines)
    form = rng.choice(PID)
    pid = rows[one]["pid"]
    return form.format(g=PROGRAMS[one], v=pid), form.format(g=PROGRAMS[other], v=pid), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4727)


def test_a_socket_s_own_queue_and_process_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_socket_s_queue_or_process_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
