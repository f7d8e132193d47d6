"""A Cassandra node's load, heap, exceptions, key cache and uptime as `nodetool info` prints them
(`节点负载为 312.45 GiB`, `heap memory used is 6123.45 MB`, `堆内存上限为 8192.00 MB`, `异常数为 12`,
`Key Cache 命中率为 0.501`, `uptime is 86400 seconds`), pass; another field's value given to one fails.

    ID                     : 3f1b2c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d
    Load                   : 312.45 GiB
    Uptime (seconds)       : 86400
    Heap Memory (MB)       : 6123.45 / 8192.00
    Off Heap Memory (MB)   : 412.10
    Exceptions             : 12
    Key Cache              : entries 51234, size 98.5 MiB, capacity 100 MiB, 4567 hits, 9123 requests,
                             0.501 recent hit rate, 14400 save period in seconds
    Row Cache              : entries 37, size 1.2 MiB, capacity 64 MiB, 812 hits, 1020 requests, 0.796
                             recent hit rate, 0 save period in seconds

24 of 60 forged claims did not fail REJECT and 35 faithful ones failed (at 8863ac7): a unit in the
name (`(MB)`, `(seconds)`) was the values' own nowhere (`text/anchors/field_units.py`). (The heap's
`used / max` and the caches' hit rates are left alone.)
"""

from __future__ import annotations

import random
import uuid

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"load": ("节点负载为 {v} GiB", "load is {v} GiB", "该节点的 Load 为 {v} GiB"),
        "exceptions": ("异常数为 {v}", "there were {v} exceptions", "节点记录了 {v} 个异常"),
        "off_heap": ("堆外内存为 {v} MB", "off heap memory is {v} MB"),
        "uptime": ("运行了 {v} 秒", "uptime is {v} seconds", "节点已运行 {v} 秒")}


def _mb(rng: random.Random, low: int, high: int) -> str:
    return f"{rng.randint(low, high)}.{rng.randint(1, 9)}{rng.randint(1, 9)}"


def _rate(rng: random.Random) -> str:
    return f"0.{rng.randint(10, 99)}{rng.randint(1, 9)}"


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    heap_max = rng.choice(("8192.00", "16384.00", "4096.00", "12288.00", "31744.00"))
    v = {"load": _mb(rng, 10, 999), "exceptions": str(rng.randint(1, 60)),
         "heap_used": _mb(rng, 500, int(float(heap_max)) - 200), "heap_max": heap_max,
         "off_heap": _mb(rng, 10, 999), "key_hit_rate": _rate(rng), "uptime": str(rng.randint(3600, 9000000)),
         "row_entries": str(rng.randint(1, 60)), "counter_entries": str(rng.randint(1, 60)),
         "row_hit_rate": _rate(rng), "chunk_hit_rate": _rate(rng),
         "key_period": rng.choice(("14400", "7200", "3600")), "counter_period": rng.choice(("7200", "1800"))}
    if v["load"] == v["off_heap"] or len({v["exceptions"], v["row_entries"], v["counter_entries"]}) < 3 \
            or len({v["key_hit_rate"], v["row_hit_rate"], v["chunk_hit_rate"]}) < 3 \
            or v["key_period"] == v["counter_period"]:
        return None
    key_requests = rng.randint(10**4, 10**8)
    row_requests = rng.randint(1000, 10**6)
    generation = rng.randint(1700000000, 1760000000)
    output = "\n".join((
        f"ID                     : {uuid.UUID(int=rng.getrandbits(128), version=4)}",
        "Gossip active          : true",
        "Native Transport active: true",
        f"Load                   : {v['load']} GiB",
        f"Generation No          : {generation}",
        f"Uptime (seconds)       : {v['uptime']}",
        f"Heap Memory (MB)       : {v['heap_used']} / {v['heap_max']}",
        f"Off Heap Memory (MB)   : {v['off_heap']}",
        f"Data Center            : {rng.choice(('dc1', 'dc2', 'us-east', 'eu-west'))}",
        f"Rack                   : rack{rng.randint(1, 3)}",
        f"Exceptions             : {v['exceptions']}",
        f"Key Cache              : entries {rng.randint(10**4, 10**6)}, size {rng.randint(10, 99)}.5 MiB, "
        f"capacity 100 MiB, {int(key_requests * float(v['key_hit_rate']))} hits, {key_requests} requests, "
        f"{v['key_hit_rate']} recent hit rate, {v['key_period']} save period in seconds",
        f"Row Cache              : entries {v['row_entries']}, size 1.2 MiB, capacity 64 MiB, "
        f"{int(row_requests * float(v['row_hit_rate']))} hits, {row_requests} requests, "
        f"{v['row_hit_rate']} recent hit rate, 0 save period in seconds",
        f"Counter Cache          : entries {v['counter_entries']}, size 7.5 KiB, capacity 50 MiB, 0 hits, "
        f"0 requests, NaN recent hit rate, {v['counter_period']} save period in seconds",
        f"Chunk Cache            : entries {rng.randint(1000, 9000)}, size 377.56 MiB, capacity 480 MiB, "
        f"{rng.randint(1000, 90000)} misses, {rng.randint(10**5, 10**7)} requests, "
        f"{v['chunk_hit_rate']} recent hit rate, 712.245 microseconds miss latency",
        "Percent Repaired       : 100.0%",
        "Token                  : (invoke with -T/--tokens to see all 256 tokens)"))
    kind = rng.choice(tuple(SAID))
    other = {"load": ("off_heap",), "exceptions": ("row_entries", "counter_entries"),
             "off_heap": ("load", "heap_used"),
             "uptime": ("key_period", "counter_period")}[kind]
    form = rng.choice(SAID[kind])
    return form.format(v=v[kind]), form.format(v=v[rng.choice(other)]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5643)


def test_a_field_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_field_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
