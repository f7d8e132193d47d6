"""PgBouncer's pools as `SHOW POOLS` prints them (`shop 库有 42 个客户端在等待`,
`shop 的最大等待时间为 12 秒`), pass; another pool's count or wait, or another column's count,
fails.

The columns are named by parts no claim writes (`cl_waiting`, `sv_active`) and `maxwait` counts
seconds unprinted: at 7a99b56, of 60 forged claims 30 passed and 21 more failed only LOW_CONFID,
and 21 faithful waits in seconds failed LOW_CONFID. Now their words name them
(`gatekeeper.rules.support.evidence.table_words`) and `maxwait` is in seconds
(`gatekeeper.rules.support.text.tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

DATABASES = ("shop", "reports", "billing", "auth", "events", "search")
SAID = {"cl_waiting": ("{d} 库有 {v} 个客户端在等待", "{d} has {v} waiting clients",
                       "{d} 上等待的客户端有 {v} 个"),
        "cl_active": ("{d} 库有 {v} 个活跃客户端", "{d} has {v} active clients"),
        "maxwait": ("{d} 的最大等待时间为 {v} 秒", "{d} 的最长等待 {v} 秒",
                    "the max wait on {d} is {v} seconds")}
HEADER = (" database |   user    | cl_active | cl_waiting | sv_active | sv_idle | sv_used | sv_tested |"
          " sv_login | maxwait | maxwait_us | pool_mode")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    databases = rng.sample(DATABASES, rng.randint(2, 4))
    values = rng.sample(range(1, 400), 3 * len(databases))
    rows = [(database, values[3 * n], values[3 * n + 1], values[3 * n + 2])
            for n, database in enumerate(databases)]
    lines = [HEADER, "-" * 10 + "+" + "-" * 11 + ("+" + "-" * 11) * 8 + "+" + "-" * 12 + "+" + "-" * 11]
    lines += [f" {db:<8} | {'app':<9} | {active:>9} | {waiting:>10} | {rng.randint(0, 40):>9} | "
              f"{rng.randint(0, 9):>7} | {0:>7} | {0:>9} | {0:>8} | {wait:>7} | {rng.randint(0, 99999):>10} |"
              f" transaction" for db, active, waiting, wait in rows]
    lines.append(f"({len(rows)} rows)")
    column = rng.choice(tuple(SAID))
    index = {"cl_active": 1, "cl_waiting": 2, "maxwait": 3}[column]
    one, other = rng.sample(rows, 2)
    form = rng.choice(SAID[column])
    swapped = one[3 - index] if index < 3 else other[index]  # the row's other count, another's wait
    forged = other[index] if rng.random() < 0.5 else swapped
    return form.format(d=one[0], v=one[index]), form.format(d=one[0], v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4408)
    return [_probe(rng) for _ in range(60)]


def test_a_pool_s_own_counts_and_wait_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_pool_s_or_column_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
