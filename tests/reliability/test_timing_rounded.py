"""A timing printed bare and restated shorter (`TCP 建连耗时 0.012 秒` for curl's `time_connect:
0.012345`, `慢查询耗时 12.3 秒` for MySQL's `# Query_time: 12.300211`, `12 毫秒`) passes, and a
timing given another's value fails, however shortened.

A field's value only agreed with a claim's written in full: `TCP 连接耗时 3.2 秒`, time_total's
rounded, passed (the one field the claim names, `time_connect`, is bare and the claim's value in
seconds, so no unit was comparable) and `TCP 建连耗时 0.012 秒，总耗时 3.2 秒` failed REJECT
(`建连` named no field, `耗时` curl's total). The slow log's comment line (`# Query_time: ...
Lock_time: ...`) was no fields at all: `慢查询锁等待 12.3 秒` passed. Now a bare value agrees
with a claim that writes it rounded or cut to fewer places, in seconds or, for a name of time,
in milliseconds (`gatekeeper.rules.support.text.rounding`); a claim's value in seconds says the
field's `time`; a clause naming two fields gives its value to the one whose own word is
written nearest it (`慢查询锁等待时间`: the lock's).
"""

from __future__ import annotations

import random
from decimal import ROUND_HALF_UP, Decimal

from loghub_quotes import not_passed, not_rejected

CURL = {"time_namelookup": ("DNS 解析耗时 {v}", "DNS lookup took {v}"),
        "time_connect": ("TCP 建连耗时 {v}", "TCP 连接耗时 {v}", "the TCP connect took {v}"),
        "time_appconnect": ("TLS 握手耗时 {v}",),
        "time_starttransfer": ("首字节耗时 {v}", "time to first byte was {v}"),
        "time_total": ("请求总耗时 {v}", "the request took {v} in total")}
SLOW_LOG = {"query_time": ("慢查询耗时 {v}", "这条 SQL 执行了 {v}"),
            "lock_time": ("慢查询锁等待 {v}", "锁等待时间为 {v}")}


def _shortened(value: Decimal, rng: random.Random) -> str:
    """`value` (seconds) as an agent writes it: rounded to fewer places, in seconds or ms."""
    if value < 1 and rng.random() < 0.5:
        millis = value * 1000  # two digits that matter, or more
        places = max(0, 1 - millis.adjusted() + rng.choice((0, 1)))
        millis = millis.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
        return f"{millis} {rng.choice(('毫秒', 'ms'))}"
    places = max(1, -value.adjusted() + rng.choice((0, 1)))  # a digit or two that matter
    return f"{value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)} {rng.choice(('秒', 's'))}"


def _curl(rng: random.Random) -> tuple[str, dict[str, Decimal]]:
    micros = [rng.randint(1000, 9000)]  # each step ends well after the last (a slow one's mark)
    for _ in range(len(CURL) - 1):
        micros.append(micros[-1] * rng.randint(3, 6) + rng.randint(0, 999))
    timings = {name: Decimal(value).scaleb(-6) for name, value in zip(CURL, micros, strict=True)}
    path = rng.choice(("/api/pay", "/api/orders", "/healthz"))
    lines = [f"$ curl -o /dev/null -s -w '@timing.txt' https://gateway.internal{path}",
             *(f"{name}:  {value:f}" for name, value in timings.items())]
    return "\n".join(lines), timings


def _slow_log(rng: random.Random) -> tuple[str, dict[str, Decimal]]:
    query = Decimal(rng.randint(2_000_000, 40_000_000)).scaleb(-6)
    lock = Decimal(rng.randint(20, 900)).scaleb(-6)
    sent, examined = rng.randint(1, 50), rng.randint(10_000, 900_000)
    lines = ["# Time: 2026-11-30T10:00:01.123456Z",
             f"# User@Host: app[app] @ 10.0.3.{rng.randint(2, 250)} []  Id: {rng.randint(100, 99999)}",
             f"# Query_time: {query:f}  Lock_time: {lock:f} Rows_sent: {sent}  Rows_examined: {examined}",
             "SET timestamp=1764496801;", "SELECT * FROM orders WHERE status = 0;"]
    return "\n".join(lines), {"query_time": query, "lock_time": lock}


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(3200)
    found = []
    for index in range(60):
        output, timings = (_curl if index % 2 else _slow_log)(rng)
        forms = CURL if index % 2 else SLOW_LOG
        name, other = rng.sample(sorted(timings), 2)
        form = rng.choice(forms[name])
        found.append((form.format(v=_shortened(timings[name], rng)),
                      form.format(v=_shortened(timings[other], rng)), output))
    return found


def test_a_timing_written_shorter_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_timing_s_value_written_shorter_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
