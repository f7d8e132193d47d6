"""A Redis replica named by its address or its `slaveN` (`10.0.0.9 的复制偏移量为 1230001`,
`slave1 的 lag 为 12`, `replica 10.0.0.8 has an offset of 1234567`), given its own line's offset or
lag in `INFO replication` passes; another replica's fails.

Each replica is one line of `key=value` pairs after its name (`slave1:ip=10.0.0.9,port=6379,
state=online,offset=1230001,lag=12`), read as one field whose value is the whole line: a claim
naming the replica by its address named no field, and 59 of 60 forged claims passed (and 2
faithful ones failed: a replica's offset, equal to the master's, read as `master_repl_offset`'s).
Now the lines are read as a table's rows (`gatekeeper.rules.support.text.tables`), a row named by
its `ip` too, `偏移量` naming `offset` (`gatekeeper.rules.support.evidence.table_rows`), and the
pairs as the line's fields (`gatekeeper.rules.support.evidence.fields`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

FORMS = {"offset": ("{r} 的复制偏移量为 {v}", "replica {r} has an offset of {v}", "{r}的偏移量是{v}"),
         "lag": ("{r} 的复制延迟为 {v}", "{r} 的 lag 为 {v}", "replica {r} lags by {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output), or None when the two replicas agree."""
    count = rng.randint(2, 4)
    master = rng.randint(10**6, 10**8)
    replicas = [{"name": f"slave{n}", "ip": f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}",
                 "offset": str(master - rng.choice((0, rng.randint(1, 99999)))),
                 "lag": str(rng.choice((0, 0, 1, rng.randint(2, 600))))} for n in range(count)]
    lines = [f"$ redis-cli -h 10.0.3.{rng.randint(2, 250)} info replication", "# Replication", "role:master",
             f"connected_slaves:{count}"]
    lines += [f"{r['name']}:ip={r['ip']},port=6379,state=online,offset={r['offset']},lag={r['lag']}"
              for r in replicas]
    lines += [f"master_replid:{rng.randrange(16**40):040x}", f"master_repl_offset:{master}"]
    mine, other = rng.sample(replicas, 2)
    field = rng.choice(list(FORMS))
    if mine[field] == other[field] or mine["ip"] == other["ip"]:
        return None
    form = rng.choice(FORMS[field])
    named = rng.choice((mine["ip"], mine["ip"], mine["name"]))
    return form.format(r=named, v=mine[field]), form.format(r=named, v=other[field]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_probe, 1307)


def test_a_replica_s_own_offset_or_lag_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_replica_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
