"""A Redis database given another's key count, or its keys' count as the expiring ones, in
`INFO keyspace` fails; its own counts pass.

`db0 有 120034 个设置了过期的 key` citing `db0:keys=1523401,expires=120034,avg_ttl=86123456`: no word
of the claim named `expires`, so its value was read as the keys' count named by `key`, another
field's, and the faithful claim failed REJECT. Now `过期`, `expire`, `expiring` name `expires`
(`gatekeeper.rules.support.evidence.field_words`, `table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

KEYS = ("{d} 有 {v} 个 key", "{d} 的 key 数量为 {v}", "{d} has {v} keys")
EXPIRING = ("{d} 有 {v} 个设置了过期的 key", "{d} 中有 {v} 个 key 会过期", "{d} has {v} expiring keys")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    databases = [(f"db{n}", keys, rng.randint(0, keys)) for n, keys in
                 enumerate(rng.sample(range(1000, 3000000), 3))]
    lines = ["# Keyspace"] + [f"{db}:keys={keys},expires={expiring},avg_ttl={rng.randint(0, 99999999)}"
                              for db, keys, expiring in databases]
    mine, other = rng.sample(databases, 2)
    if rng.random() < 0.5:
        form = rng.choice(KEYS)
        return form.format(d=mine[0], v=mine[1]), form.format(d=mine[0], v=other[1]), "\n".join(lines)
    form = rng.choice(EXPIRING)
    forged = form.format(d=mine[0], v=other[2]) if other[2] not in mine[1:] else None
    return (form.format(d=mine[0], v=mine[2]), forged, "\n".join(lines)) if forged else None


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8580, 60)


def test_another_database_s_count_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_database_s_own_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
