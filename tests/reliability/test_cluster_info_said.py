"""The counts `redis-cli CLUSTER INFO` prints as a claim says them (`集群中有 6 个已知节点`,
`16384 个槽已分配`, `cluster_size 为 3`), pass; another line's count fails.

`集群中有 16384 个已知节点` (the slots assigned) passed: `known` was no claim's word (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"cluster_known_nodes": ("集群中有 {v} 个已知节点", "the cluster knows {v} nodes", "已知节点数为 {v}"),
        "cluster_slots_assigned": ("已分配的槽有 {v} 个", "{v} slots are assigned"),
        "cluster_slots_fail": ("失败的槽有 {v} 个", "{v} slots are in the fail state"),
        "cluster_size": ("集群大小为 {v}", "cluster_size 为 {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    assigned = rng.choice((16384, 16384, rng.randint(9000, 16383)))
    failed = rng.randint(1, 500)
    size = rng.randint(2, 12)
    values = {"cluster_slots_assigned": assigned, "cluster_slots_ok": assigned - failed - 3,
              "cluster_slots_pfail": 3, "cluster_slots_fail": failed,
              "cluster_known_nodes": size * 2 + rng.randint(0, 3),
              "cluster_size": size}
    output = "\n".join([f"cluster_state:{rng.choice(('ok', 'fail'))}"]
                       + [f"{k}:{v}" for k, v in values.items()]
                       + [f"cluster_current_epoch:{rng.randint(1, 90)}",
                          f"cluster_my_epoch:{rng.randint(1, 9)}",
                          f"cluster_stats_messages_sent:{rng.randint(10**5, 10**7)}"])
    line = rng.choice(tuple(SAID))
    other = rng.choice([key for key in values if key != line and values[key] != values[line]])
    form = rng.choice(SAID[line])
    return form.format(v=values[line]), form.format(v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4615)
    return [_probe(rng) for _ in range(60)]


def test_a_line_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_line_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
