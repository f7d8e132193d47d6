"""A Cassandra node's status as `nodetool status` prints it (`节点 10.0.3.12 已宕机` for its `DN`,
`10.0.3.13 正在加入集群` for `UJ`, `集群中 1 个节点宕机`), passes; another node's status, or another
count of them, fails.

No anchor reads a row's two letters (`UN`, `DN`, `UJ`): of 60 forged claims 42 passed, 11 warned
and 7 failed LOW_CONFID, as did as many faithful ones (a count of nodes down is a number found
nowhere). Now the rows are read as the legend above them prints
(`gatekeeper.rules.support.evidence.ring_status`), and a count of them holds.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

LEGEND = ["Datacenter: dc1", "===============", "Status=Up/Down",
          "|/ State=Normal/Leaving/Joining/Moving",
          "--  Address     Load       Tokens  Owns (effective)  Host ID                               Rack"]
SAID = {"D": ("节点 {a} 已宕机", "{a} is down", "{a} 处于 DN 状态", "{a} 节点离线"),
        "U": ("节点 {a} 在线", "{a} is up", "{a} 处于 UN 状态"),
        "J": ("{a} 正在加入集群", "{a} is joining the ring"),
        "L": ("{a} 正在离开集群", "{a} is leaving the ring")}
COUNTED = {"D": ("集群中 {n} 个节点宕机", "{n} nodes are down", "有 {n} 个节点离线"),
           "U": ("{n} 个节点在线", "{n} nodes are up")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    count = rng.randint(4, 7)
    addresses = [f"10.0.{rng.randint(1, 9)}.{n}" for n in rng.sample(range(11, 60), count)]
    codes = ["UN"] * count
    down = rng.sample(range(count), rng.randint(1, 2))
    for n in down:
        codes[n] = "DN"
    moving = rng.choice([n for n in range(count) if n not in down])
    codes[moving] = rng.choice(("UJ", "UL"))
    rows = [f"{code}  {address}  {rng.randint(10, 300)}.{rng.randint(10, 99)} GiB  256     "
            f"{rng.randint(10, 40)}.{rng.randint(0, 9)}%             {rng.getrandbits(128):032x}  "
            f"rack{rng.randint(1, 3)}"
            for code, address in zip(codes, addresses, strict=True)]
    output = "\n".join([*LEGEND, *rows])
    if rng.random() < 0.3:
        status = rng.choice(("D", "U"))
        having = sum(1 for code in codes if code[0] == status)
        form = rng.choice(COUNTED[status])
        return form.format(n=having), form.format(n=having + rng.choice((-1, 1, 2)) or having + 3), output
    node = rng.randrange(count)
    letter = codes[node][1] if codes[node][1] != "N" else codes[node][0]
    other = rng.choice([n for n in range(count) if codes[n][0] != codes[node][0]
                        or (letter in "JL" and codes[n][1] != letter)])
    form = rng.choice(SAID[letter])
    return form.format(a=addresses[node]), form.format(a=addresses[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1208)
    return [_probe(rng) for _ in range(60)]


def test_a_node_s_own_status_and_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_node_s_status_or_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
