"""A member's status, type and address as `consul members` prints them (`consul-2 状态为 failed`,
`consul-3 是 client`, `consul-2 的地址是 10.0.1.12:8301`), pass; another member's fails.

    Node        Address            Status  Type    Build   Protocol  DC   Partition  Segment
    consul-1    10.0.1.11:8301     alive   server  1.15.2  2         dc1  default    <all>

`consul-3 是 server` (a client) passed, and `consul-2 的地址是 10.0.1.12:8301` failed REJECT (at
371b2c9): the address was read as the number `10.0` against the Protocol column.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

STATUS = ("{n} 状态为 {v}", "{n} 的状态是 {v}", "member {n} is {v}", "节点 {n} 处于 {v} 状态")
TYPE = ("{n} 是 {v}", "{n} 的类型为 {v}", "{n} runs as a {v}", "{n} 以 {v} 身份运行")
ADDRESS = ("{n} 的地址是 {v}", "{n} 位于 {v}", "{n} listens on {v}", "{n} 的 gossip 地址为 {v}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    names = rng.sample([f"consul-{i}" for i in range(1, 9)] + ["web-01", "db-02", "cache-a"],
                       rng.randint(2, 5))
    members = {n: {"Address": f"10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)}:8301",
                   "Status": rng.choice(("alive", "alive", "failed", "left")),
                   "Type": rng.choice(("server", "client"))} for n in names}
    build = rng.choice(("1.15.2", "1.16.1", "1.17.0"))
    lines = [f"{'Node':<12}{'Address':<19}{'Status':<8}{'Type':<8}{'Build':<8}{'Protocol':<10}{'DC':<5}"
             "Partition  Segment"]
    for n, m in members.items():
        segment = "<all>" if m["Type"] == "server" else "<default>"
        lines.append(f"{n:<12}{m['Address']:<19}{m['Status']:<8}{m['Type']:<8}{build:<8}{'2':<10}{'dc1':<5}"
                     f"default    {segment}")
    output = "\n".join(lines)
    one, other = rng.sample(names, 2)
    column, forms = rng.choice((("Status", STATUS), ("Type", TYPE), ("Address", ADDRESS)))
    if members[one][column] == members[other][column]:
        return None
    form = rng.choice(forms)
    value = members[one][column]
    return form.format(n=one, v=value), form.format(n=other, v=value), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4706)


def test_a_member_s_own_status_type_and_address_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_member_s_status_type_or_address_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
