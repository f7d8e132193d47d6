"""A value under a column whose name gives its unit (Elasticsearch's `heap.percent`, Patroni's
`Lag in MB`, a `Size(MB)`, `kubectl top`'s `CPU%`) restated with the unit passes, and another
row's value fails.

Elasticsearch's `_cat` tables print lower-case names (`ip heap.percent ram.percent ... name`) and
were read as no table; a unit after `in` or in brackets was dropped with the name's words. So a
faithful `es-node-3 的 heap 使用率为 71%` failed LOW_CONFID (71% written nowhere), as did
`pg-3 的复制延迟为 16 MB` (its unit unchecked), and the same claims for another row's value failed
only as unchecked; `kubectl top nodes`' `CPU 使用率为 85%` was read against `CPU(cores)` (`3410m`):
50 of 60 faithful claims failed (and 20 forged ones passed). Now the name's unit is its cells'
(`gatekeeper.rules.support.text.tables`), `CPU%` is named by `CPU 使用率`, and a claim giving a row
another row's value is rejected.
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected


def _elasticsearch(rng: random.Random) -> tuple[str, str, str]:
    nodes = [f"es-node-{n}" for n in range(1, 4)]
    heap = rng.sample(range(20, 95), 3)
    rows = [[f"10.0.4.{11 + n}", str(heap[n]), str(rng.randint(90, 99)), str(rng.randint(1, 20)),
             f"{rng.uniform(0, 2):.2f}", "dim", "*" if n == 0 else "-", node] for n, node in enumerate(nodes)]
    output = aligned_table(["ip", "heap.percent", "ram.percent", "cpu", "load_1m", "node.role", "master",
                            "name"], rows)
    one, other = rng.sample(range(3), 2)
    form = rng.choice(("{n} 的 heap 使用率为 {v}%", "{n} heap usage is {v}%", "{n}堆内存使用率{v}%"))
    return form.format(n=nodes[one], v=heap[one]), form.format(n=nodes[one], v=heap[other]), output


def _patroni(rng: random.Random) -> tuple[str, str, str]:
    lags = rng.sample(range(1, 200), 3)
    rows = [["pg-1", "10.0.0.11", "Leader", "running", "5", ""],
            *([f"pg-{n + 2}", f"10.0.0.{n + 12}", "Replica", "streaming", "5", str(lag)]
              for n, lag in enumerate(lags[:2]))]
    output = "\n".join(["| Member | Host      | Role    | State     | TL | Lag in MB |",
                        "+--------+-----------+---------+-----------+----+-----------+",
                        *(f"| {' | '.join(row)} |" for row in rows)])
    form = rng.choice(("{n} 的复制延迟为 {v} MB", "{n} lags {v} MB behind the leader", "{n}复制延迟{v}MB"))
    one = rng.randint(0, 1)
    return (form.format(n=f"pg-{one + 2}", v=lags[one]), form.format(n=f"pg-{one + 2}", v=lags[1 - one]),
            output)


def _kubectl_top(rng: random.Random) -> tuple[str, str, str]:
    nodes = [f"node-{n}" for n in range(1, 4)]
    cpu, memory = rng.sample(range(5, 99), 3), rng.sample(range(5, 99), 3)
    rows = [[node, f"{rng.randint(100, 4000)}m", f"{cpu[n]}%", f"{rng.randint(500, 8000)}Mi", f"{memory[n]}%"]
            for n, node in enumerate(nodes)]
    output = aligned_table(["NAME", "CPU(cores)", "CPU%", "MEMORY(bytes)", "MEMORY%"], rows)
    one, other = rng.sample(range(3), 2)
    shares, form = rng.choice(((cpu, "{n} 的 CPU 使用率为 {v}%"), (memory, "{n} 内存使用率 {v}%"),
                                (cpu, "{n} CPU usage is {v}%")))
    return form.format(n=nodes[one], v=shares[one]), form.format(n=nodes[one], v=shares[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(9200)
    return [(_elasticsearch, _patroni, _kubectl_top)[n % 3](rng) for n in range(60)]


def test_a_value_in_its_column_s_named_unit_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_row_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
