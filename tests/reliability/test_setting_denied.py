"""A setting or a health colour said not to be what the output prints fails; said not to be
another word never fails.

`Redis 的角色不是 master` citing `role:master`, `集群状态不是 yellow` citing `"status" : "yellow"`: a
word denied was read as no value at all, so the forged denial passed; and `Redis 的角色不是 slave`,
`集群状态不是 green`, the faithful ones, were read as giving the setting that word and failed
REJECT. Of 60 forged claims 55 passed (5 only warned), and all 60 faithful ones failed REJECT.
Now a word denied right before it (`不是`, `没有设置为`, `is not`) is contradicted by the setting printing it
(`gatekeeper.rules.support.evidence.settings`, `gatekeeper.rules.support.evidence.health`). A
setting's word denied that the output prints nowhere (`binlog_format 不是 MIXED`) still warns, as
any name found nowhere does (claim.entity_grounding): a name denied is not told apart.
"""

from __future__ import annotations

import random

from loghub_quotes import boxed_table, check, drawn, not_rejected

#: (the output's field, its words, the values it may print, the claims denying a value)
SETTINGS = (
    ("role", ("master", "slave"), ("Redis 的角色不是 {v}", "redis 当前的角色并不是 {v}")),
    ("maxmemory_policy", ("noeviction", "allkeys-lru", "volatile-lru", "allkeys-lfu"),
     ("Redis 的淘汰策略不是 {v}", "maxmemory_policy 没有设置为 {v}")),
    ("transaction_isolation", ("REPEATABLE-READ", "READ-COMMITTED", "SERIALIZABLE"),
     ("MySQL 的隔离级别不是 {v}", "transaction_isolation 不是 {v}")),
    ("binlog_format", ("ROW", "STATEMENT", "MIXED"), ("binlog_format 不是 {v}", "binlog 格式不是 {v}")),
    ("status", ("green", "yellow", "red"),
     ("集群状态不是 {v}", "cluster health is not {v}", "集群健康状态不是 {v}")),
)


def _output(rng: random.Random, name: str, value: str) -> str:
    if name in ("role", "maxmemory_policy"):
        others = {"role": f"role:{value}\nconnected_slaves:{rng.randint(0, 3)}\nmaster_repl_offset:"
                          f"{rng.randint(10**6, 10**9)}",
                  "maxmemory_policy": f"maxmemory:{rng.randint(1, 16)}gb\nmaxmemory_policy:{value}"}
        return f"$ redis-cli INFO\n# Server\nredis_version:7.0.12\n# Memory\n{others[name]}"
    if name == "status":
        return ('$ curl -s localhost:9200/_cluster/health?pretty\n{\n  "cluster_name" : "es-prod",\n'
                f'  "status" : "{value}",\n  "number_of_nodes" : {rng.randint(3, 9)}\n}}')
    rows = [["transaction_isolation", value if name == "transaction_isolation" else "REPEATABLE-READ"],
            ["binlog_format", value if name == "binlog_format" else "ROW"],
            ["max_connections", str(rng.choice((151, 500, 1000)))]]
    return "mysql> SHOW VARIABLES;\n" + "\n".join(boxed_table(["Variable_name", "Value"], rows))


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    name, values, forms = rng.choice(SETTINGS)
    value, other = rng.sample(values, 2)
    form = rng.choice(forms)
    return form.format(v=other), form.format(v=value), _output(rng, name, value)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4801, 60)


def test_a_setting_said_not_to_be_what_it_prints_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_setting_said_not_to_be_another_word_never_fails() -> None:
    failed = [claim for claim, _, output in _probes() if check(claim, output, output).status == "fail"]
    assert failed == []
