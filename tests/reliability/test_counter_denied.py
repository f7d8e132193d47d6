"""A claim denying what a cited status counter counts above zero fails; the same denial over a
counter at zero, or one placed in time or qualified, does not.

`Redis 没有驱逐任何 key` citing `INFO stats`' `evicted_keys:1200`, `没有阻塞的客户端` citing
`blocked_clients:3`, `没有丢包` citing `ifconfig`'s `RX errors 0  dropped 123`, `MySQL 没有被中止的
连接尝试` citing `SHOW GLOBAL STATUS`' `Aborted_connects | 128 |` passed: a denial gives no value
to compare (`evidence/counters_denied.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import check, not_failed, not_passed

#: (the counter's source, its name, denials of what it counts)
COUNTERS = (
    ("redis", "evicted_keys", ("{s} 没有驱逐任何 key", "{s} 没有 key 被驱逐", "{s} did not evict any keys",
                               "No keys were evicted on {s}", "{s} 没有被淘汰的 key")),
    ("redis", "rejected_connections", ("{s} 没有被拒绝的连接", "{s} 没有拒绝任何连接",
                                       "No connections were rejected by {s}")),
    ("redis", "blocked_clients", ("{s} 没有阻塞的客户端", "{s} 没有被阻塞的客户端",
                                  "{s} has no blocked clients")),
    ("mysql", "Aborted_connects", ("{s} 没有中止的连接尝试",)),
    ("ifconfig", "dropped", ("{s} 没有丢包", "{s} 网卡没有丢包", "No packets were dropped on {s}",
                             "{s} 接收方向没有丢包")),
)
#: Faithful whatever the counter: a window it may not cover, a qualifier, another verb.
HEDGED = ("{s} 重启后没有再驱逐 key", "{s} 最近没有 key 被驱逐", "{s} 没有大量驱逐 key",
          "{s} 目前没有阻塞的客户端", "{s} 没有明显丢包", "No keys were evicted on {s} in the last hour",
          "{s} 的 evicted_keys 没有增长", "{s} 没有客户端连接失败")


def _redis(rng: random.Random, name: str, value: int) -> str:
    counters = {"connected_clients": rng.randint(10, 900), "blocked_clients": 0,
                "total_connections_received": rng.randint(10000, 99999), "rejected_connections": 0,
                "expired_keys": rng.randint(0, 9999), "evicted_keys": 0,
                "keyspace_hits": rng.randint(10 ** 5, 10 ** 7), "keyspace_misses": rng.randint(100, 9999)}
    counters[name] = value
    clients = [f"{k}:{counters[k]}" for k in ("connected_clients", "blocked_clients")]
    stats = [f"{k}:{v}" for k, v in counters.items() if k not in ("connected_clients", "blocked_clients")]
    return "\n".join(["# Clients", *clients, "maxclients:10000", "", "# Stats", *stats])


def _mysql(rng: random.Random, name: str, value: int) -> str:
    rows = {"Aborted_clients": rng.randint(0, 50), "Aborted_connects": 0,
            "Threads_connected": rng.randint(5, 200), "Threads_running": rng.randint(1, 9)}
    rows[name] = value
    if rng.random() < 0.5:
        return "\n".join(["Variable_name\tValue", *(f"{k}\t{v}" for k, v in rows.items())])
    border = "+-------------------+-------+"
    return "\n".join([border, "| Variable_name     | Value |", border,
                      *(f"| {k:<17} | {v:<5} |" for k, v in rows.items()), border])


def _ifconfig(rng: random.Random, name: str, value: int) -> str:
    del name  # the receiving side's drops
    rx, tx = rng.randint(10 ** 5, 10 ** 7), rng.randint(10 ** 4, 10 ** 6)
    if rng.random() < 0.5:
        return "\n".join(["eth0: flags=4163<UP,BROADCAST,RUNNING,MULTICAST>  mtu 1500",
                          "        inet 10.0.3.17  netmask 255.255.255.0  broadcast 10.0.3.255",
                          f"        RX packets {rx}  bytes {rx * 900} (1.2 GB)",
                          f"        RX errors 0  dropped {value}  overruns 0  frame 0",
                          f"        TX packets {tx}  bytes {tx * 700} (0.3 GB)",
                          "        TX errors 0  dropped 0 overruns 0  carrier 0  collisions 0"])
    return "\n".join(["eth0      Link encap:Ethernet  HWaddr 00:0c:29:3e:5a:11",
                      "          inet addr:10.0.3.17  Bcast:10.0.3.255  Mask:255.255.255.0",
                      f"          RX packets:{rx} errors:0 dropped:{value} overruns:0 frame:0",
                      f"          TX packets:{tx} errors:0 dropped:0 overruns:0 carrier:0"])


OUTPUTS = {"redis": _redis, "mysql": _mysql, "ifconfig": _ifconfig}
_COMMANDS = {"redis": "$ redis-cli -h {s} INFO", "mysql": "[{s}] mysql> SHOW GLOBAL STATUS;",
             "ifconfig": "[{s}] $ ifconfig eth0"}
SUBJECTS = {"redis": ("redis", "cache-01", "Redis"), "mysql": ("MySQL", "订单库"),
            "ifconfig": ("web1", "eth0")}


def _probes() -> list[tuple[str, str, str]]:
    """(a denial, the output counting above zero, the same output at zero)."""
    rng = random.Random(3501)
    probes = []
    for _ in range(100):
        source, name, denials = rng.choice(COUNTERS)
        subject, value = rng.choice(SUBJECTS[source]), rng.randint(1, 5000)
        state = rng.getstate()
        counted = OUTPUTS[source](rng, name, value)
        rng.setstate(state)
        command = _COMMANDS[source].format(s=subject)
        probes.append((rng.choice(denials).format(s=subject), f"{command}\n{counted}",
                       f"{command}\n{OUTPUTS[source](rng, name, 0)}"))
    return probes


def test_a_denial_of_what_a_counter_counts_fails() -> None:
    assert not_failed((claim, counted, counted) for claim, counted, _ in _probes()) == []


def test_the_denial_over_a_counter_at_zero_does_not_fail() -> None:
    assert [claim for claim, _, zero in _probes() if check(claim, zero, zero).status == "fail"] == []


def test_a_denial_placed_in_time_or_qualified_does_not_fail() -> None:
    rng = random.Random(3502)
    hedged = [(rng.choice(HEDGED).format(s="redis"), "$ redis-cli -h redis INFO\n"
               + _redis(rng, "evicted_keys", rng.randint(1, 5000))) for _ in range(40)]
    hedged += [(claim.format(s="web1"),
                "[web1] $ ifconfig eth0\n" + _ifconfig(rng, "dropped", rng.randint(1, 5000)))
               for claim in ("{s} 没有明显丢包", "{s} 发送方向没有丢包", "TX 没有丢包")]
    assert [claim for claim, output in hedged if check(claim, output, output).status == "fail"] == []


def test_top_s_zombies_denied_fail() -> None:
    """`没有僵尸进程` citing `top`'s `3 zombie` passed before round 35 (`进程` is a filler)."""
    top = ("top - 10:02:11 up 3 days,  2:11,  1 user,  load average: 0.52, 0.61, 0.70\n"
           "Tasks: 212 total,   2 running, 207 sleeping,   0 stopped,   {z} zombie")
    assert not_failed([("没有僵尸进程", top.format(z=3), top.format(z=3))]) == []
    assert check("没有僵尸进程", top.format(z=0), top.format(z=0)).status != "fail"


#: (the counter, claims saying there is what it counts)
EXISTING = (("blocked_clients", ("{s} 有阻塞的客户端", "{s} 存在被阻塞的客户端",
                                 "There are blocked clients on {s}")),
            ("rejected_connections", ("{s} 有被拒绝的连接", "{s} 存在被拒绝的连接")),
            ("evicted_keys", ("{s} 有 key 被驱逐", "{s} 存在被驱逐的 key")))


def _existing() -> list[tuple[str, str, str]]:
    """(a claim there is what a counter counts, the output at zero, the same output counting):
    `Redis 有阻塞的客户端` over `blocked_clients:0` passed, `有` being no value."""
    rng = random.Random(3606)
    probes = []
    for _ in range(60):
        name, claims = rng.choice(EXISTING)
        subject = rng.choice(SUBJECTS["redis"])
        state = rng.getstate()
        zero = _redis(rng, name, 0)
        rng.setstate(state)
        command = _COMMANDS["redis"].format(s=subject)
        probes.append((rng.choice(claims).format(s=subject), f"{command}\n{zero}",
                       f"{command}\n{_redis(rng, name, rng.randint(1, 5000))}"))
    return probes


def test_a_claim_there_is_what_a_counter_counts_at_zero_fails() -> None:
    assert not_failed((claim, zero, zero) for claim, zero, _ in _existing()) == []


def test_the_claim_over_a_counter_above_zero_passes() -> None:
    assert not_passed((claim, counted, counted) for claim, _, counted in _existing()) == []


def test_replicas_and_socket_states_are_counters_too() -> None:
    """`Redis 有从库连接` over `connected_slaves:0`, `没有 TIME_WAIT 连接` over `ss -s`' `timewait
    148` passed: `从库` named no `slaves`, `连接` was a word of its own."""
    replication = "# Replication\nrole:master\nconnected_slaves:{n}\nmaster_repl_offset:123456"
    sockets = "Total: 1245\nTCP:   1024 (estab 812, closed 150, orphaned 3, timewait {n})"
    # (the claim, the output, the count it forges, the count it restates)
    for claim, output, forged, faithful in (("Redis 有从库连接", replication, 0, 2),
                                            ("没有 TIME_WAIT 连接", sockets, 148, 0),
                                            ("no TIME_WAIT connections", sockets, 148, 0)):
        assert not_failed([(claim, output.format(n=forged), output.format(n=forged))]) == []
        assert check(claim, output.format(n=faithful), output.format(n=faithful)).status != "fail"
