"""HDFS' blocks and a datanode's use as `hdfs dfsadmin -report` prints them (`有 14 个副本不足的块`,
`丢失了 2 个块`, `dn1 的 DFS 使用率为 61.20%`), pass; another count, or another datanode's use, fails.

    Replicated Blocks:
            Under replicated blocks: 14
            Missing blocks: 2
    Live datanodes (2):

    Name: 10.0.0.21:9866 (dn1.example.com)
    DFS Used%: 61.20%

`有 14 个副本不足的块` failed (at 3f755b4): `Blocks with corrupt replicas: 0` was read as a list of
replicas. The forged claims passed: no word of a claim's named the blocks' fields, and the
datanodes' fields of one name were nobody's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

BLOCKS = {"Under replicated blocks": ("有 {v} 个副本不足的块", "副本不足的块有 {v} 个",
                                      "under replicated blocks: {v}"),
          "Missing blocks": ("丢失了 {v} 个块", "缺失的块有 {v} 个", "{v} blocks are missing")}
USED = ("{d} 的 DFS 使用率为 {v}%", "{d} 的 DFS Used% 为 {v}%", "DFS Used% of {d} is {v}%")


def _report(rng: random.Random) -> tuple[dict[str, int], dict[str, str], str]:
    blocks = dict(zip(BLOCKS, rng.sample(range(1, 999), 2), strict=True))
    nodes = {f"dn{n}": f"{rng.randint(1, 97)}.{rng.randint(10, 99)}"
             for n in rng.sample(range(1, 9), rng.randint(2, 4))}
    if len(set(nodes.values())) < len(nodes):
        nodes = {}
    capacity = rng.randint(10**12, 10**13)
    lines = [f"Configured Capacity: {capacity} ({capacity / 2**30:.2f} GB)",
             f"DFS Used%: {rng.randint(1, 97)}.{rng.randint(10, 99)}%", "Replicated Blocks:",
             f"\tUnder replicated blocks: {blocks['Under replicated blocks']}",
             f"\tBlocks with corrupt replicas: {rng.randint(0, 3)}",
             f"\tMissing blocks: {blocks['Missing blocks']}",
             "", "-" * 49, f"Live datanodes ({len(nodes)}):", ""]
    for n, (node, used) in enumerate(nodes.items()):
        lines += [f"Name: 10.0.0.{21 + n}:9866 ({node}.example.com)", f"Hostname: {node}.example.com",
                  "Decommission Status : Normal", f"DFS Used%: {used}%",
                  "Last contact: Mon Dec 07 10:21:07 UTC 2026", ""]
    return blocks, nodes, "\n".join(lines).rstrip("\n")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    blocks, nodes, output = _report(rng)
    if not nodes:
        return None
    if rng.random() < 0.4:
        one, other = rng.sample(tuple(BLOCKS), 2)
        form = rng.randrange(len(BLOCKS[one]))
        said = BLOCKS[one][form]
        return said.format(v=blocks[one]), said.format(v=blocks[other]), output
    one, other = rng.sample(tuple(nodes), 2)
    form = rng.choice(USED)
    return form.format(d=one, v=nodes[one]), form.format(d=one, v=nodes[other]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4821)


def test_a_count_or_datanode_s_own_use_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_or_datanode_s_use_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
