"""A claim giving one of MySQL's status variables another's value never passes, and the
variables as printed pass.

`SHOW GLOBAL STATUS WHERE Variable_name IN (...)` as a diagnosis agent reads it: a `mysql`
client's table of `Variable_name | Value` rows (`| Threads_connected | 151 |`), four to six of
them. The claim names a variable in Chinese, as an ops report does (`当前连接数为 151`,
`正在运行的线程数为 37`, `历史最大连接数为 200`, `慢查询数为 12`), or in English; the forged one
gives it another row's value. No claim's word named a row but the variable's own name, so
before every one of the 60 forged claims reached PASS. Now MySQL's variables
are named in Chinese and English (gatekeeper.rules.support.evidence.tables): every forged claim
fails REJECT, every faithful one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = {
    "Threads_connected": ("MySQL 当前连接数为 {v}", "当前已连接的线程有 {v} 个", "threads connected is {v}"),
    "Threads_running": ("MySQL 正在运行的线程数为 {v}", "活跃线程数为 {v}", "threads running is {v}"),
    "Max_used_connections": ("MySQL 历史最大连接数为 {v}", "峰值连接数达到 {v}"),
    "Aborted_connects": ("中止的连接数为 {v}", "aborted connects reached {v}"),
    "Slow_queries": ("慢查询数为 {v}", "slow queries: {v}"),
    "Threads_created": ("已创建线程数为 {v}",),
}


def _printed(rows: list[tuple[str, int]]) -> str:
    width = max(len(name) for name, _ in rows) + 1
    rule = f"+{'-' * (width + 1)}+-------+"
    asked = ", ".join(f"'{name}'" for name, _ in rows)
    lines = [f"mysql> SHOW GLOBAL STATUS WHERE Variable_name IN ({asked});", rule,
             f"| {'Variable_name'.ljust(width)}| Value |", rule]
    lines += [f"| {name.ljust(width)}| {str(value).ljust(6)}|" for name, value in rows]
    return "\n".join([*lines, rule, f"{len(rows)} rows in set (0.00 sec)"])


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3306)
    found = []
    while len(found) < 60:
        names = rng.sample(list(FORMS), rng.randint(4, 6))
        values = dict(zip(names, rng.sample(range(3, 2000), len(names)), strict=True))
        name, other = rng.sample(names, 2)
        form = rng.choice(FORMS[name])
        found.append((form.format(v=values[name]), form.format(v=values[other]),
                      _printed(list(values.items()))))
    return found


def test_a_status_variable_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_status_variables_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
