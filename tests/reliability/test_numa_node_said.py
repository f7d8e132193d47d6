"""The memory `numactl --hardware` prints for a NUMA node as a claim says it (`node 1 的空闲内存为
30500 MB`, `node 0 has 64000 MB in all`), passes; another node's fails.

`node 1 的空闲内存为 1200 MB` (node 0's) passed: a field's name held no number (`node 1 free`),
so no line was a field (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"free": ("node {n} 的空闲内存为 {v} MB", "NUMA 节点 {n} 只剩 {v} MB 空闲内存",
                 "node {n} has {v} MB free"),
        "size": ("node {n} 的内存总量为 {v} MB", "node {n}'s memory size is {v} MB")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    nodes = rng.randint(2, 4)
    size = rng.choice((32000, 64000, 128000, 191000))
    free = rng.sample(range(100, size), nodes)
    lines = [f"available: {nodes} nodes (0-{nodes - 1})"]
    for node in range(nodes):
        lines += [f"node {node} cpus: " + " ".join(str(node * 4 + c) for c in range(4)),
                  f"node {node} size: {size} MB", f"node {node} free: {free[node]} MB"]
    lines += ["node distances:", "node   " + "   ".join(str(n) for n in range(nodes))]
    output = "\n".join(lines)
    node, other = rng.sample(range(nodes), 2)
    form = rng.choice(SAID["free"])
    if rng.random() < 0.2:  # the size said, another node's free memory forged
        form = rng.choice(SAID["size"])
        return form.format(n=node, v=size), form.format(n=node, v=free[other]), output
    return form.format(n=node, v=free[node]), form.format(n=node, v=free[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4617)
    return [_probe(rng) for _ in range(60)]


def test_a_node_s_own_memory_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_node_s_memory_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
