"""Every Cassandra node said up (`所有节点都在线`, `all nodes are up`) fails over a `nodetool status`
with a node down, and passes over one whose nodes are all up; every node said down, the other way.

A clause naming no node's address was read against no row: of 60 forged claims 60 passed. Now a
clause naming every node (`所有`, `全部`, `all`, `every`; not `都` alone, which may be of some
nodes) is read against each row (`gatekeeper.rules.support.evidence.ring_status`).
"""

from __future__ import annotations

import random

from loghub_quotes import check

LEGEND = ["Datacenter: dc1", "===============", "Status=Up/Down",
          "|/ State=Normal/Leaving/Joining/Moving",
          "--  Address     Load       Tokens  Owns (effective)  Host ID                               Rack"]
SAID = {"U": ("所有节点都在线", "所有节点均为 UN 状态", "all nodes are up", "全部节点在线",
              "every node in the ring is up"),
        "D": ("所有节点都已宕机", "all nodes are down", "全部节点离线")}

Probe = tuple[str, str, str, str]  # (claim, output it holds of, the same claim, output it does not)


def _ring(rng: random.Random, codes: list[str]) -> str:
    numbers = rng.sample(range(11, 60), len(codes))
    rows = [f"{code}  10.0.{rng.randint(1, 9)}.{n}  {rng.randint(10, 300)}.{rng.randint(10, 99)} GiB  "
            f"256     {rng.randint(10, 40)}.{rng.randint(0, 9)}%             {rng.getrandbits(128):032x}  "
            f"rack{rng.randint(1, 3)}" for code, n in zip(codes, numbers, strict=True)]
    return "\n".join([*LEGEND, *rows])


def _probe(rng: random.Random) -> Probe:
    status = rng.choice("UUD")
    other = "D" if status == "U" else "U"
    count = rng.randint(3, 6)
    held = [f"{status}N"] * count
    broken = list(held)
    for n in rng.sample(range(count), rng.randint(1, count - 1)):
        broken[n] = f"{other}N"
    claim = rng.choice(SAID[status])
    return claim, _ring(rng, held), claim, _ring(rng, broken)


def _probes() -> list[Probe]:
    rng = random.Random(2612)
    return [_probe(rng) for _ in range(60)]


def test_every_node_said_in_the_status_all_rows_print_passes() -> None:
    assert [claim for claim, output, _, _ in _probes() if check(claim, output, output).status != "pass"] == []


def test_every_node_said_in_a_status_one_row_does_not_print_is_rejected() -> None:
    assert [claim for _, _, claim, output in _probes() if (report := check(claim, output, output)).status
            != "fail" or report.verdict_ceiling != "REJECT"] == []
