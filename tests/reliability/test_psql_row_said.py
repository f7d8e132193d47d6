"""A row's cell as psql prints a query's result (`10.0.0.13 处于 catchup 状态`, `10.0.0.12 的
replay_lag 为 00:00:02.5`), pass; another row's cell, or another column's, fails.

     pid  |  usename   | client_addr |   state   |    write_lag    |   replay_lag
    ------+------------+-------------+-----------+-----------------+-----------------
     4321 | replicator | 10.0.0.12   | streaming | 00:00:00.001234 | 00:00:02.512345
    (2 rows)

`10.0.0.12 处于 catchup 状态` (10.0.0.13's) and `10.0.0.13 的 write_lag 为 00:00:12` (its
replay_lag) passed (at 371b2c9): psql's `|` columns were read as no table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

STATE = ("{h} 处于 {s} 状态", "{h} 的复制状态为 {s}", "the replica at {h} is {s}", "{h} 当前 state 为 {s}")
LAG = {"write_lag": ("{h} 的 write_lag 为 {v}", "{h} 的写入延迟为 {v}", "write_lag of {h} is {v}"),
       "flush_lag": ("{h} 的 flush_lag 为 {v}", "{h} 的刷盘延迟为 {v}", "flush_lag of {h} is {v}"),
       "replay_lag": ("{h} 的 replay_lag 为 {v}", "{h} 的回放延迟为 {v}", "replay_lag of {h} is {v}")}


def _lag(rng: random.Random) -> str:
    return f"00:00:{rng.randint(0, 59):02d}.{rng.randint(0, 999999):06d}"


def _probe(rng: random.Random) -> tuple[str, str, str] | None:
    hosts = rng.sample([f"10.0.{rng.randint(0, 9)}.{n}" for n in range(11, 40)], rng.randint(2, 4))
    rows = {h: {"pid": str(rng.randint(1000, 99999)), "usename": "replicator", "client_addr": h,
                "state": rng.choice(("streaming", "catchup", "backup", "startup")),
                "sent_lsn": f"{rng.randint(0, 9)}/{rng.randint(0x1000000, 0xFFFFFFF):X}",
                **{lag: _lag(rng) for lag in LAG}} for h in hosts}
    columns = ("pid", "usename", "client_addr", "state", "sent_lsn", *LAG)
    widths = {c: max(len(c), *(len(r[c]) for r in rows.values())) for c in columns}
    lines = [" " + " | ".join(c.center(widths[c]) for c in columns),
             "-" + "-+-".join("-" * widths[c] for c in columns) + "-",
             *(" " + " | ".join(r[c].ljust(widths[c]) for c in columns) for r in rows.values()),
             f"({len(rows)} rows)"]
    output = "\n".join(lines)
    one, other = rng.sample(hosts, 2)
    if rng.random() < 0.4:
        if rows[one]["state"] == rows[other]["state"]:
            return None
        form = rng.choice(STATE)
        return form.format(h=one, s=rows[one]["state"]), form.format(h=other, s=rows[one]["state"]), output
    lag, wrong = rng.sample(tuple(LAG), 2)
    form = rng.randrange(3)
    value = rows[one][lag]
    if rng.random() < 0.5:
        return LAG[lag][form].format(h=one, v=value), LAG[lag][form].format(h=other, v=value), output
    return LAG[lag][form].format(h=one, v=value), LAG[wrong][form].format(h=one, v=value), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_probe, 4703)


def test_a_row_s_own_cell_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_row_s_or_column_s_cell_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
