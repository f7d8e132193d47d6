"""A process said not running fails when the cited `ps` or `top` lists it; a process it does not
list (or lists as a zombie) said so does not.

`没有 java 进程`, `nginx 进程已退出` citing `ps aux` rows of java and nginx passed: the program is
the output's and a denial no value (`evidence/process_list.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import check, not_failed

PROGRAMS = (("java", "java -Xmx{m}m -jar {s}.jar"), ("nginx", "nginx: worker process"),
            ("python3", "/usr/bin/python3 /opt/{s}/worker.py"),
            ("redis-server", "/usr/bin/redis-server *:6379"), ("node", "node /srv/{s}/server.js"),
            ("mysqld", "/usr/sbin/mysqld"))
DENIALS = ("没有 {p} 进程", "{p} 进程没有运行", "{p} 进程已退出", "no {p} process is running",
           "{p} is not running", "{p} 进程不存在")


def _ps(rng: random.Random, listed: list[tuple[str, str]], zombie: str | None) -> str:
    rows = ["USER       PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND",
            "root         1  0.0  0.1 169836 13200 ?        Ss   Nov30   0:12 /sbin/init"]
    for _, command in listed:
        run = command.format(m=rng.choice((512, 2048, 4096)), s=rng.choice(("order-svc", "billing")))
        sizes = f"{rng.randint(10000, 9000000):>7} {rng.randint(1000, 4000000):>7}"
        shares = f"{rng.uniform(0, 190):5.1f} {rng.uniform(0, 60):4.1f}"
        rows.append(f"app   {rng.randint(300, 60000):>7} {shares} {sizes} ?        Sl   Nov30 "
                    f"{rng.randint(0, 900)}:{rng.randint(10, 59)} {run}")
    if zombie is not None:
        rows.append(f"app   {rng.randint(300, 60000):>7}  0.0  0.0      0     0 ?        Z    10:02   0:00 "
                    f"[{zombie}] <defunct>")
    return "\n".join(rows)


def _probes() -> list[tuple[str, str, str]]:
    """(a program said not running, the output listing it, the output not listing it (or as a
    zombie))."""
    rng = random.Random(3616)
    probes = []
    for _ in range(40):
        listed = rng.sample(PROGRAMS, 3)
        gone = rng.choice(listed)
        rest = [p for p in listed if p is not gone]
        claim = rng.choice(DENIALS).format(p=gone[0])
        zombie = gone[0] if rng.random() < 0.5 else None
        probes.append((claim, _ps(rng, listed, None), _ps(rng, rest, zombie)))
    return probes


def test_a_listed_process_said_not_running_fails() -> None:
    assert not_failed((claim, listed, listed) for claim, listed, _ in _probes()) == []


def test_a_process_not_listed_said_not_running_is_not_contradicted() -> None:
    """(A program the output never names is a name found nowhere: `python3` warns, `redis-server`,
    a service's name, is LOW_CONFID, as on 7ea61a4.)"""
    ceilings = [(claim, check(claim, gone, gone).verdict_ceiling) for claim, _, gone in _probes()]
    assert [claim for claim, ceiling in ceilings if ceiling == "REJECT"] == []
