"""A CPU's conntrack counter as `conntrack -S` prints it, a line a CPU (`cpu1 的 insert_failed 为 34`,
`CPU 1 上插入失败 34 次`), passes; another CPU's value fails.

    cpu=0   found=123 invalid=4567 insert=0 insert_failed=12 drop=12 early_drop=0 error=3 search_restart=89
    cpu=1   found=456 invalid=789 insert=0 insert_failed=34 drop=34 early_drop=0 error=5 search_restart=12

`cpu0 的 insert_failed 为 34` (cpu1's) passed (at 371b2c9): each line's pairs were one CPU's fields,
but the claim's `cpu0` named the `cpu` field (its value 0), not the line.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

COUNTERS = ("found", "invalid", "insert", "insert_failed", "drop", "early_drop", "error", "search_restart")
SAID = {"insert_failed": ("{c} 的 insert_failed 为 {v}", "{C} 上插入失败 {v} 次",
                          "{v} inserts failed on {c}"),
        "drop": ("{c} 的 drop 为 {v}", "{C} 上丢弃了 {v} 个包", "{c} dropped {v} packets"),
        "invalid": ("{c} 的 invalid 为 {v}", "{C} 上有 {v} 个无效包", "{c} saw {v} invalid packets"),
        "search_restart": ("{c} 的 search_restart 为 {v}", "{C} 上查找重启了 {v} 次")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    cpus = rng.randint(2, 8)
    rows = [{name: rng.randint(0, 99999) for name in COUNTERS} for _ in range(cpus)]
    output = "\n".join(f"cpu={n:<6}" + " ".join(f"{k}={v}" for k, v in row.items())
                       for n, row in enumerate(rows))
    one, other = rng.sample(range(cpus), 2)
    counter = rng.choice(tuple(SAID))
    if rows[one][counter] == rows[other][counter]:
        return None
    form = rng.choice(SAID[counter])
    value = rows[one][counter]
    return (form.format(c=f"cpu{one}", C=f"CPU {one}", v=value),
            form.format(c=f"cpu{other}", C=f"CPU {other}", v=value), output)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4720)


def test_a_cpu_s_own_counter_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_cpu_s_counter_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
