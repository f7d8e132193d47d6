"""The connections `ipvsadm -Ln` prints for a real server as a claim says them (`10.0.0.12:80 的
活跃连接数为 0`, `10.0.0.11:80 has 3 inactive connections`, `权重为 1`), pass; another server's or
column's value fails.

    Prot LocalAddress:Port Scheduler Flags
      -> RemoteAddress:Port           Forward Weight ActiveConn InActConn
    TCP  10.0.0.100:80 rr
      -> 10.0.0.11:80                 Route   1      120        3

Each value was the output's, so `10.0.0.12:80 的活跃连接数为 120` (10.0.0.11's) passed (at d102e32,
60 of 60 forged claims passed).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"ActiveConn": ("{s} 的活跃连接数为 {v}", "{s} 上有 {v} 个活跃连接", "{s} has {v} active connections"),
        "InActConn": ("{s} 的非活跃连接数为 {v}", "{s} 有 {v} 个不活跃连接",
                      "{s} has {v} inactive connections"),
        "Weight": ("{s} 的权重为 {v}", "{s} has a weight of {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    port = rng.choice((80, 443, 3306, 6379, 8080))
    servers = [f"10.0.{rng.randint(0, 9)}.{host}:{port}"
               for host in rng.sample(range(11, 250), rng.randint(2, 4))]
    rows = {server: {"Weight": rng.randint(0, 10), "ActiveConn": rng.randint(0, 3000),
                     "InActConn": rng.randint(0, 3000)} for server in servers}
    lines = ["IP Virtual Server version 1.2.1 (size=4096)", "Prot LocalAddress:Port Scheduler Flags",
             "  -> RemoteAddress:Port           Forward Weight ActiveConn InActConn",
             f"TCP  10.0.{rng.randint(0, 9)}.100:{port} {rng.choice(('rr', 'wrr', 'lc', 'wlc'))}"]
    lines += [f"  -> {server:<28} {rng.choice(('Route', 'Masq', 'Tunnel')):<7} {v['Weight']:<6} "
              f"{v['ActiveConn']:<10} {v['InActConn']}" for server, v in rows.items()]
    output = "\n".join(lines)
    server = rng.choice(servers)
    column = rng.choice(tuple(SAID))
    others = {v for s, row in rows.items() for c, v in row.items() if (s, c) != (server, column)} - {
        rows[server][column]}
    if not others:
        return _probe(rng)
    form = rng.choice(SAID[column])
    return (form.format(s=server, v=rows[server][column]),
            form.format(s=server, v=rng.choice(sorted(others))), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4608)
    return [_probe(rng) for _ in range(60)]


def test_a_server_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
