"""A count a claim gives a word (`7 个用户`, `7 users`) that its output counts with another
number (uptime's `3 users`) fails; the output's count passes, in Chinese as in English.

`系统有 5 个用户登录` citing uptime's `3 users, load average: 5.12`: the 5 was read as the load's
digits, and `个用户` named no word the output counts, so the claim passed; `7 users are logged
in` (a number found nowhere) only warned (`evidence/counted_words.py`, `evidence/claims.py`).
A count the output prints bare too (`12` of `grep -c BLOCKED` above `230 threads`) is no count
of the total's word (`evidence/held.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import clock_stamp, drawn, not_passed, not_rejected

#: (output line with {n}, claims in Chinese and English with {n}); the lines as the tools log them.
COUNTED = (
    ("{t} up {d} days,  {h}:{m:02d},  {n} users,  load average: {l1}, {l2}, {l3}",
     ("系统有 {n} 个用户登录", "当前有 {n} 个用户在线", "{n} users are logged in")),
    ("{t} INFO HikariPool-1 - Closed {n} idle connections",
     ("连接池关闭了 {n} 个连接", "HikariPool-1 closed {n} idle connections")),
    ("{t} [notice] 1#1: spawned {n} worker processes",
     ("nginx 启动了 {n} 个进程", "nginx spawned {n} worker processes")),
    ("1:M {t} - {n} clients connected (0 replicas), 1198592 bytes in use",
     ("有 {n} 个客户端连接", "{n} clients are connected")),
    ("{t} INFO SessionManager - Removed {n} expired sessions",
     ("清理了 {n} 个过期会话", "{n} expired sessions were removed")),
)


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    line, claims = rng.choice(COUNTED)
    count = rng.randint(2, 40)
    values = {"t": clock_stamp(rng.randrange(86400)), "d": rng.randint(1, 90), "h": rng.randint(0, 23),
              "m": rng.randint(0, 59), "l1": f"{rng.uniform(0, 9):.2f}", "l2": f"{rng.uniform(0, 9):.2f}",
              "l3": f"{rng.uniform(0, 9):.2f}", "n": count}
    output = line.format(**values)
    # another number: one the output prints in another place (the load's digits, the days) or none
    printed = [int(v) for k, v in values.items() if k in ("d", "h", "m") and int(v) != count]
    forged = rng.choice([*printed, *(n for n in range(2, 60) if n != count and str(n) not in output)])
    if forged == count:
        return None
    claim = rng.choice(claims)
    return claim.format(n=count), claim.format(n=forged), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3867, 60)


def test_a_count_the_output_gives_another_number_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_count_as_the_output_counts_it_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
