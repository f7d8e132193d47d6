"""An etcd member's row of `etcdctl endpoint status -w table`, restated by its host (`etcd 的 leader
是 10.0.2.2`, `10.0.2.3 的 DB SIZE 为 8.0 GB`, `10.0.2.1 的 raft index 为 98213456`), passes;
another member's leadership, size or index fails.

The table names each member by its endpoint's URL (`https://10.0.2.1:2379`), which a claim
writes by its host: the row was named by none, and all 60 forged claims passed. Now an
endpoint's URL names its row by its host, with or without its port
(`gatekeeper.rules.support.evidence.table_rows.url_hosts`), for its cells and its role.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

_RULE = "+" + "+".join("-" * width for width in (26, 18, 9, 9, 11, 12, 11, 12, 20, 8)) + "+"
_HEADER = ("ENDPOINT", "ID", "VERSION", "DB SIZE", "IS LEADER", "IS LEARNER", "RAFT TERM", "RAFT INDEX",
           "RAFT APPLIED INDEX", "ERRORS")


def _row(cells: tuple[str, ...]) -> str:
    widths = [len(part) - 2 for part in _RULE.split("+")[1:-1]]
    return "|" + "|".join(f" {cell:>{width}} " for cell, width in zip(cells, widths, strict=True)) + "|"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    count = rng.choice((3, 5))
    if rng.random() < 0.5:
        hosts = [f"10.{rng.randint(0, 9)}.{rng.randint(0, 9)}.{n}" for n in rng.sample(range(11, 99), count)]
    else:
        hosts = [f"etcd-{n}" for n in range(1, count + 1)]
    leader = rng.choice(hosts)
    sizes = dict(zip(hosts, rng.sample([f"{n / 10:.1f} GB" for n in range(11, 95)], count), strict=True))
    indexes = dict(zip(hosts, rng.sample(range(98210000, 98219999), count), strict=True))
    term = rng.randint(2, 40)
    rows = [_row((f"https://{host}:2379", f"{rng.getrandbits(64):016x}", "3.5.9", sizes[host],
                  str(host == leader).lower(), "false", str(term), str(indexes[host]), str(indexes[host]),
                  "")) for host in hosts]
    output = "\n".join([_RULE, _row(_HEADER), _RULE, *rows, _RULE])
    host = rng.choice([h for h in hosts if h != leader])
    facet = rng.choice(("leader", "size", "index"))
    if facet == "leader":
        form = rng.choice(("etcd 集群的 leader 是 {h}", "{h} 是当前的 leader", "the etcd leader is {h}"))
        return form.format(h=leader), form.format(h=host), output
    member = rng.choice(hosts)
    other = rng.choice([h for h in hosts if h != member])
    if facet == "size":
        form = rng.choice(("{h} 的数据库大小为 {v}", "{h} 的 DB SIZE 为 {v}", "the db size of {h} is {v}"))
        return form.format(h=member, v=sizes[member]), form.format(h=member, v=sizes[other]), output
    form = rng.choice(("{h} 的 raft index 为 {v}", "{h} 的 RAFT INDEX 是 {v}"))
    return form.format(h=member, v=indexes[member]), form.format(h=member, v=indexes[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1207)
    return [_probe(rng) for _ in range(60)]


def test_a_member_s_own_row_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_member_s_role_size_or_index_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
