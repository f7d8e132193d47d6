"""Redis' `CLUSTER INFO` restated (`集群状态为 fail`, `有 5461 个 slot 处于 fail 状态`) passes; the
state the other way, or another field's count of slots, fails.

`fail` was no flag's value, and every field's name starts with `cluster_`, which a claim about
slots does not write: 60 of 60 forged claims passed. Now `ok`/`fail` is a flag, a word every
field's name starts with says whose they are, not which (gatekeeper.rules.support.evidence.
fields), and a flag named only by whose it is is named with a word of state (`集群状态`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

STATE = {True: ("集群状态正常", "the cluster state is ok", "Redis 集群状态为 ok"),
         False: ("集群状态异常", "the cluster state is fail", "Redis 集群处于 fail 状态")}
SLOTS = ("有 {n} 个 slot 处于 fail 状态", "{n} slots are failing", "失败的 slot 有 {n} 个")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    failed = rng.choice((0, 5461, 5462, rng.randint(1, 4000)))
    pfail = rng.randint(1, 300) if failed else 0
    ok = 16384 - failed - pfail
    output = "\n".join([f"cluster_state:{'fail' if failed else 'ok'}", "cluster_slots_assigned:16384",
                        f"cluster_slots_ok:{ok}", f"cluster_slots_pfail:{pfail}",
                        f"cluster_slots_fail:{failed}",
                        f"cluster_known_nodes:{rng.choice((6, 9))}", "cluster_size:3",
                        f"cluster_current_epoch:{rng.randint(6, 40)}"])
    if not failed or rng.random() < 0.5:
        healthy = not failed
        return rng.choice(STATE[healthy]), rng.choice(STATE[not healthy]), output
    form = rng.choice(SLOTS)
    return form.format(n=failed), form.format(n=ok), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(16384)
    return [_probe(rng) for _ in range(60)]


def test_cluster_info_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_state_the_other_way_or_another_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
