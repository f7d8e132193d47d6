"""An upstream cluster's counts as Envoy's `/stats` prints them (`payments 的上游 5xx 为 132 次`,
`orders upstream timeouts: 17`), pass; another stat's or another cluster's count fails; a cluster
whose counter is at zero may be said to have none (`orders 上游没有超时`).

Each stat's name is one long word (`cluster.outbound|8080||payments.default.svc.cluster.local.
upstream_rq_timeout`): of 60 forged claims 50 passed, and 7 faithful denials of a counter at zero
failed REJECT (the stat's name read as a timeout stated). Now each cluster's stats are read as
printed (`gatekeeper.rules.support.evidence.envoy_stats`), and a field at zero states nothing
(`gatekeeper.rules.support.text.zeros`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SERVICES = ("payments", "orders", "inventory", "checkout", "search", "ledger")
STATS = {"upstream_rq_5xx": ("{s} 的上游 5xx 为 {n} 次", "{s} returned {n} upstream 5xx"),
         "upstream_rq_timeout": ("{s} 上游超时 {n} 次", "{s} had {n} upstream timeouts"),
         "upstream_cx_connect_fail": ("{s} 连接失败 {n} 次", "{s} saw {n} connection failures"),
         "upstream_rq_retry": ("{s} 重试了 {n} 次", "{s} made {n} retries")}

DENIED = {"upstream_rq_5xx": " 5xx", "upstream_cx_connect_fail": "连接失败", "upstream_rq_retry": "重试"}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    services = rng.sample(SERVICES, rng.randint(1, 3))
    values = {s: dict(zip(STATS, rng.sample(range(1, 900), len(STATS)), strict=True)) for s in services}
    quiet = rng.choice(services)
    values[quiet]["upstream_rq_timeout"] = 0
    port = rng.choice((8080, 9090, 50051))
    hosts = {s: f"{s}.{rng.choice(('default', 'prod'))}.svc.cluster.local" for s in services}
    output = "\n".join(f"cluster.outbound|{port}||{hosts[s]}.{stat}: {n}"
                       for s in services for stat, n in values[s].items())
    if len(services) == 1 and rng.random() < 0.3:
        loud = rng.choice([stat for stat in STATS if stat != "upstream_rq_timeout"])
        return f"{quiet} 上游没有超时", f"{quiet} 上游没有{DENIED[loud]}", output
    service = rng.choice(services)
    stat = rng.choice([s for s in STATS if values[service][s]])
    other = rng.choice([s for s in STATS if s != stat and values[service][s] != values[service][stat]])
    form = rng.choice(STATS[stat])
    wrong = values[service][other]
    if len(services) > 1 and rng.random() < 0.5:
        neighbour = rng.choice([s for s in services if s != service])
        wrong = values[neighbour][stat] if values[neighbour][stat] != values[service][stat] else wrong
    return form.format(s=service, n=values[service][stat]), form.format(s=service, n=wrong), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1217)
    return [_probe(rng) for _ in range(60)]


def test_a_cluster_s_own_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_stat_s_or_cluster_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
