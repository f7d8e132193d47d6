"""An etcd member's learner flag and addresses as `etcdctl member list -w table` prints them
(`etcd-3 是 learner`, `etcd-2 的 peer 地址是 https://10.0.0.12:2380`,
`etcd-1 的 client 地址是 https://10.0.0.11:2379`), pass; another member's fails.

    +------------------+-----------+--------+------------------------+------------------------+------------+
    |        ID        |  STATUS   |  NAME  |       PEER ADDRS       |      CLIENT ADDRS      | IS LEARNER |
    +------------------+-----------+--------+------------------------+------------------------+------------+
    | 8e9e05c52164694d | started   | etcd-1 | https://10.0.0.11:2380 | https://10.0.0.11:2379 | false      |
    | 91bc3c398fb3c146 | started   | etcd-2 | https://10.0.0.12:2380 | https://10.0.0.12:2379 | false      |
    | fd422379fda50e48 | started   | etcd-3 | https://10.0.0.13:2380 | https://10.0.0.13:2379 | true       |
    | 3a57933972cb5131 | unstarted |        | https://10.0.0.14:2380 |                        | true       |
    +------------------+-----------+--------+------------------------+------------------------+------------+

Every forged claim passed (at 8863ac7): a `true` or `false` under `IS LEARNER` was no state a
claim's `learner` gives, and a URL was no cell's value.
"""

from __future__ import annotations

import random

from loghub_quotes import boxed_table, drawn, not_passed, not_rejected

HEADER = ("ID", "STATUS", "NAME", "PEER ADDRS", "CLIENT ADDRS", "IS LEARNER")
STEMS = ("etcd", "infra", "master", "etcd-node")
LEARNER = ("{m} 是 learner", "{m} 是 learner 节点", "{m} is a learner", "{m} is a learner member")
PEER = ("{m} 的 peer 地址是 {a}", "{m} 的 PEER ADDRS 为 {a}", "the peer address of {m} is {a}")
CLIENT = ("{m} 的 client 地址是 {a}", "{m} 的 CLIENT ADDRS 为 {a}", "the client address of {m} is {a}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    stem, net = rng.choice(STEMS), f"10.{rng.randint(0, 9)}.{rng.randint(0, 9)}"
    count = rng.randint(3, 5)
    hosts = [f"{net}.{n}" for n in rng.sample(range(10, 99), count + 1)]
    names = [f"{stem}-{n}" for n in range(1, count + 1)]
    learner = rng.choice(names[1:]) if rng.random() < 0.5 else None
    scheme = rng.choice(("https", "http"))
    members = {name: (f"{scheme}://{host}:2380", f"{scheme}://{host}:2379")
               for name, host in zip(names, hosts, strict=False)}
    rows = [[f"{rng.getrandbits(64):016x}", "started", name, peer, client, str(name == learner).lower()]
            for name, (peer, client) in members.items()]
    unstarted = f"{scheme}://{hosts[-1]}:2380" if rng.random() < 0.35 else None
    if unstarted:
        rows.append([f"{rng.getrandbits(64):016x}", "unstarted", "", unstarted, "", "true"])
    rng.shuffle(rows)
    output = "\n".join(boxed_table(HEADER, rows))
    one = rng.choice(names)
    others = [name for name in names if name != one]
    kind = rng.randrange(3)
    if kind == 0:
        if learner is None:
            return None
        form = rng.choice(LEARNER)
        return form.format(m=learner), form.format(m=rng.choice([n for n in names if n != learner])), output
    if kind == 1:
        form = rng.choice(PEER)
        other = rng.choice([members[n][0] for n in others] + ([unstarted] if unstarted else []))
        return form.format(m=one, a=members[one][0]), form.format(m=one, a=other), output
    form = rng.choice(CLIENT)
    return form.format(m=one, a=members[one][1]), form.format(m=one, a=members[rng.choice(others)][1]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 6477)


def test_a_member_s_own_learner_flag_or_address_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_member_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
