"""pgbench's results as a claim says them (`平均延迟为 17.443 ms`, `初始连接耗时 45.120 ms`, `客户端数为
32`), pass; another result's value fails.

`latency average` was named by no claim's words (`平均` was no word of `average`) and `initial
connection time` by none (`初始`), so `平均延迟为 45.120 ms` (the connection time) passed and the
faithful `初始连接耗时 45.120 ms` was contradicted by `number of clients: 32` (REJECT). Now
`average` and `initial` are named by a claim's words (`gatekeeper.rules.support.evidence.field_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"latency average": ("平均延迟为 {v}", "average latency was {v}", "pgbench 测得平均延迟 {v}"),
        "latency stddev": ("延迟标准差为 {v}", "latency stddev is {v}"),
        "initial connection time": ("初始连接耗时 {v}", "initial connection time was {v}"),
        "number of clients": ("客户端数为 {v}", "pgbench 使用了 {v} 个客户端"),
        "number of threads": ("线程数为 {v}", "pgbench 使用了 {v} 个线程")}
FORGED = {"latency average": ("initial connection time", "latency stddev"),
          "latency stddev": ("latency average",), "initial connection time": ("latency average",),
          "number of clients": ("number of threads",), "number of threads": ("number of clients",)}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    average, stddev, connect = (f"{rng.uniform(low, high):.3f} ms"
                                for low, high in ((10, 40), (1, 9), (41, 90)))
    clients, threads = rng.choice(((32, 4), (64, 8), (16, 2), (100, 10), (48, 6)))
    values = {"latency average": average, "latency stddev": stddev, "initial connection time": connect,
              "number of clients": str(clients), "number of threads": str(threads)}
    lines = ["pgbench (16.4)", "transaction type: <builtin: TPC-B (sort of)>",
             f"scaling factor: {rng.choice((10, 50, 100))}", "query mode: simple",
             f"number of clients: {clients}", f"number of threads: {threads}", "maximum number of tries: 1",
             f"duration: {rng.choice((30, 60, 120))} s",
             f"number of transactions actually processed: {rng.randint(10**4, 10**6)}",
             "number of failed transactions: 0 (0.000%)",
             f"latency average = {average}", f"latency stddev = {stddev}",
             f"initial connection time = {connect}",
             f"tps = {rng.uniform(500, 3000):.6f} (without initial connection time)"]
    kind = rng.choice(tuple(SAID))
    form = rng.choice(SAID[kind])
    return form.format(v=values[kind]), form.format(v=values[rng.choice(FORGED[kind])]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4509)
    return [_probe(rng) for _ in range(60)]


def test_a_result_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_result_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
