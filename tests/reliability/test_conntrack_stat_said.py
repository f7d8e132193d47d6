"""The counters `conntrack -S` prints as a claim says them (`conntrack 插入失败 5 次`, `5 packets
were dropped`, `invalid 为 123`), pass; another counter's value fails.

    cpu=0 found=0 invalid=123 insert=0 insert_failed=5 drop=5 early_drop=0 error=0 search_restart=12

`conntrack 插入失败 123 次` (the invalid ones) passed (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"insert_failed": ("conntrack 插入失败 {v} 次", "{v} conntrack inserts failed",
                          "insert_failed 为 {v}"),
        "drop": ("conntrack 丢弃了 {v} 个包", "{v} packets were dropped by conntrack"),
        "invalid": ("无效的包有 {v} 个", "conntrack 记录了 {v} 个 invalid 包"),
        "early_drop": ("提前丢弃了 {v} 次", "early_drop 为 {v}"),
        "search_restart": ("查找重启了 {v} 次", "search_restart 为 {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    row = {name: rng.randint(1, 99999) for name in ("found", "invalid", "insert", "insert_failed", "drop",
                                                    "early_drop", "error", "search_restart")}
    output = "cpu=0       " + " ".join(f"{k}={v}" for k, v in row.items())
    if rng.random() < 0.3:
        output = f"$ conntrack -S\n{output}"
    counter = rng.choice(tuple(SAID))
    other = rng.choice([name for name in SAID if name != counter and row[name] != row[counter]])
    form = rng.choice(SAID[counter])
    return form.format(v=row[counter]), form.format(v=row[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4616)
    return [_probe(rng) for _ in range(60)]


def test_a_counter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
