"""A process said to have reached its open files limit while it holds few of them fails, as does
one said under it while at it; the limit as printed passes.

`进程打开的文件数已达到上限` citing `ls /proc/2231/fd | wc -l`'s `1021` and `/proc/2231/limits`' `Max
open files 65535`: both numbers are the output's and a judgement is no anchor, so the claim
passed (`evidence/limit_reached.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

REACHED = ("进程打开的文件数已达到上限", "{p} 的文件句柄已耗尽", "{p} 打开的文件数已经达到了上限",
           "the process hit its open files limit", "{p} has reached its file descriptor limit")
UNDER = ("进程打开的文件数还没有达到上限", "{p} 的文件句柄未达上限", "{p} is below its open files limit")
PROGRAMS = ("java", "nginx", "mysqld", "node", "envoy")


def _output(rng: random.Random, pid: int, count: int, limit: int) -> str:
    if rng.random() < 0.5:
        return f"$ lsof -p {pid} | wc -l\n{count}\n$ ulimit -n\n{limit}"
    return (f"$ ls /proc/{pid}/fd | wc -l\n{count}\n$ cat /proc/{pid}/limits | grep 'open files'\n"
            f"Max open files            {limit}                {limit * 4}                files")


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output): at its limit and said so, or well under it and
    said so (a count of 98% is under the limit, and reached it as rounded: either holds)."""
    pid, program = rng.randint(300, 60000), rng.choice(PROGRAMS)
    limit = rng.choice((1024, 4096, 65535, 1048576))
    at = rng.random() < 0.5
    count = limit if at else rng.randint(3, limit // 2)
    held, wrong = (REACHED, UNDER) if at else (UNDER, REACHED)
    name = f"{program} 进程" if rng.random() < 0.5 else "该进程"
    return (rng.choice(held).format(p=name), rng.choice(wrong).format(p=name),
            _output(rng, pid, count, limit))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4409, 60)


def test_a_process_said_at_its_open_files_limit_the_other_way_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_limit_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
