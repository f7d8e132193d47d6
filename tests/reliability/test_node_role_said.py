"""A node's role and version as `kubectl get nodes` prints them (`ip-10-0-1-23 是 control-plane`,
`ip-10-0-2-45 的版本为 v1.27.9`), pass; another node's fails.

    NAME                          STATUS   ROLES           AGE    VERSION
    ip-10-0-1-23.ec2.internal     Ready    control-plane   120d   v1.28.3
    ip-10-0-2-45.ec2.internal     NotReady <none>          30d    v1.27.9

`ip-10-0-2-45 是 control-plane` (ip-10-0-1-23's role) passed (at 371b2c9): a role is a lower-case
cell, and none was read as a value the claim gives.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

ROLE = ("{n} 是 {v} 节点", "{n} 的角色为 {v}", "{n} has the {v} role", "{n} is a {v} node")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    count = rng.randint(2, 5)
    names = [f"ip-10-0-{rng.randint(0, 9)}-{n}" for n in rng.sample(range(2, 250), count)]
    roles = {name: rng.choice(("control-plane", "worker", "ingress", "<none>")) for name in names}
    lines = ["NAME                          STATUS   ROLES           AGE    VERSION"]
    for name in names:
        status = rng.choice(("Ready", "Ready", "NotReady"))
        lines.append(f"{name + '.ec2.internal':<30}{status:<9}{roles[name]:<16}{rng.randint(1, 300)}d   "
                     f"v1.{rng.randint(26, 29)}.{rng.randint(0, 9)}")
    one, other = rng.sample(names, 2)
    if roles[one] == roles[other] or roles[one] == "<none>":
        return None
    form = rng.choice(ROLE)
    return form.format(n=one, v=roles[one]), form.format(n=other, v=roles[one]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4722)


def test_a_node_s_own_role_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_node_s_role_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
