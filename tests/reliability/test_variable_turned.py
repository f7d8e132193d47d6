"""A MySQL setting said on that `SHOW VARIABLES` prints OFF, or said off that it prints ON, fails;
said as printed it passes.

`MySQL 开启了慢查询日志` citing `| slow_query_log | OFF |`, `MySQL 没有开启 binlog` citing `| log_bin |
ON |` passed: `开启` was no word of a flag's yes, and `binlog` named no `log_bin`
(evidence/flags.py).
"""

from __future__ import annotations

import random

from loghub_quotes import boxed_table, drawn, not_passed, not_rejected

#: variable -> (forms saying it on, forms saying it off)
SAID = {"slow_query_log": (("MySQL 开启了慢查询日志", "慢查询日志已开启", "慢查询日志处于打开状态"),
                           ("MySQL 没有开启慢查询日志", "慢查询日志已关闭", "慢查询日志未开启")),
        "log_bin": (("MySQL 开启了 binlog", "binlog 已开启", "二进制日志已打开"),
                    ("MySQL 没有开启 binlog", "binlog 已关闭", "binlog 未开启"))}
OTHERS = (("long_query_time", "2.000000"), ("slow_query_log_file", "/var/lib/mysql/db-01-slow.log"),
          ("binlog_format", "ROW"), ("max_connections", "500"))


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(claim, the output printing it so, the output printing it otherwise)."""
    variable, on = rng.choice(sorted(SAID)), rng.random() < 0.5
    claim = rng.choice(SAID[variable][0 if on else 1])
    others = rng.sample(OTHERS, 2)

    def output(value: bool) -> str:
        rows = sorted([[variable, "ON" if value else "OFF"], *([name, v] for name, v in others)])
        return "\n".join([f"mysql> SHOW VARIABLES WHERE Variable_name IN ('{variable}', ...);",
                          *boxed_table(["Variable_name", "Value"], rows),
                          f"{len(rows)} rows in set (0.00 sec)"])

    return claim, output(on), output(not on)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3706, 60)


def test_a_setting_said_otherwise_than_printed_is_rejected() -> None:
    assert not_rejected((claim, other, other) for claim, _, other in _probes()) == []


def test_a_setting_said_as_printed_passes() -> None:
    assert not_passed((claim, own, own) for claim, own, _ in _probes()) == []
