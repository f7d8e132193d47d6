"""ZooKeeper's `mntr` fields as printed (`平均延迟为 12 ms`, `有 214 个未完成请求`, `当前节点是
follower`), pass; another field's value, or the other role, fails.

`mntr` prints `zk_avg_latency<TAB>12`: a single tab made no field, and the `zk_` of every name
was a word no claim writes, so every value was the output's (at 7a99b56, 60 of 60 forged claims
passed). Now a tab parts a name from its value and `zk` is silent
(`gatekeeper.rules.support.evidence.fields`), `zk_server_state` is the instance's role
(`gatekeeper.rules.support.evidence.roles`), and `未完成`, `存活` name their fields.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"zk_avg_latency": ("平均延迟为 {v} ms", "the average latency is {v} ms", "平均延迟 {v}ms"),
        "zk_max_latency": ("最大延迟为 {v} ms", "the max latency is {v} ms"),
        "zk_outstanding_requests": ("有 {v} 个未完成请求", "{v} outstanding requests", "未完成请求数为 {v}"),
        "zk_num_alive_connections": ("存活连接数为 {v}", "{v} alive connections", "当前有 {v} 个存活连接"),
        "zk_znode_count": ("znode 数量为 {v}", "共有 {v} 个 znode", "{v} znodes"),
        "zk_watch_count": ("watch 数量为 {v}", "共有 {v} 个 watch", "{v} watches")}
ROLE = ("当前节点是 {v}", "该节点的角色是 {v}", "this node is a {v}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    values = dict(zip(SAID, rng.sample(range(3, 4000), len(SAID)), strict=True))
    state = rng.choice(("leader", "follower"))
    lines = ["zk_version\t3.8.1-74db005175a4ec545697012f9069cb9fcc8cdda7, built on 2023-01-25 16:31 UTC",
             f"zk_avg_latency\t{values['zk_avg_latency']}", f"zk_max_latency\t{values['zk_max_latency']}",
             "zk_min_latency\t0", f"zk_packets_received\t{rng.randint(10**6, 10**7)}",
             f"zk_packets_sent\t{rng.randint(10**6, 10**7)}",
             f"zk_num_alive_connections\t{values['zk_num_alive_connections']}",
             f"zk_outstanding_requests\t{values['zk_outstanding_requests']}", f"zk_server_state\t{state}",
             f"zk_znode_count\t{values['zk_znode_count']}", f"zk_watch_count\t{values['zk_watch_count']}",
             f"zk_approximate_data_size\t{rng.randint(10**5, 10**7)}"]
    output = "\n".join(lines)
    if rng.random() < 0.2:
        form = rng.choice(ROLE)
        return form.format(v=state), form.format(v="follower" if state == "leader" else "leader"), output
    field, other = rng.sample(tuple(SAID), 2)
    form = rng.choice(SAID[field])
    return form.format(v=values[field]), form.format(v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4406)
    return [_probe(rng) for _ in range(60)]


def test_each_field_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_field_s_value_or_the_other_role_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
