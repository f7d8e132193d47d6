"""A query's calls and share of the response time as pt-query-digest's profile prints them (`SELECT
orders 被调用 5678 次`, `UPDATE inventory 占 24.1% 的响应时间`), pass; another query's fails.

    # Rank Query ID                     Response time  Calls  R/Call V/M   Item
    # ==== ============================ ============== ====== ====== ===== ========
    #    1 0xABCDEF1234567890ABCDEF12345 1234.5678 65.2%   5678 0.2174  0.12 SELECT orders

`UPDATE inventory 被调用 5678 次` (SELECT orders' calls) passed (at 371b2c9): the profile's rows
start with `#` and were read as no table.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

ITEMS = ("SELECT orders", "UPDATE inventory", "SELECT users", "INSERT audit_log", "DELETE sessions",
         "SELECT order_items")
CALLS = ("{q} 被调用 {v} 次", "{q} 执行了 {v} 次", "{q} was called {v} times")
SHARE = ("{q} 占总响应时间的 {v}%", "{q} 占 {v}% 的响应时间", "{q} took {v}% of the response time")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    items = rng.sample(ITEMS, rng.randint(2, 5))
    shares = sorted((rng.randint(10, 900) / 10 for _ in items), reverse=True)
    rows = []
    values = {}
    for rank, (item, share) in enumerate(zip(items, shares, strict=True), 1):
        calls, seconds = rng.randint(10, 99999), rng.randint(1000, 9999999) / 1000
        values[item] = {"calls": str(calls), "share": f"{share:.1f}"}
        query_id = "0x" + "".join(rng.choice("0123456789ABCDEF") for _ in range(28))
        rows.append(f"# {rank:>4} {query_id} {seconds:9.4f} {share:4.1f}% {calls:>6} "
                    f"{seconds / calls:.4f} {rng.randint(0, 99) / 100:5.2f} {item}")
    output = "\n".join(["# Profile",
                        "# Rank Query ID                     Response time  Calls  R/Call V/M   Item",
                        "# ==== ============================ ============== ====== ====== ===== ========",
                        *rows])
    one, other = rng.sample(items, 2)
    kind, forms = rng.choice((("calls", CALLS), ("share", SHARE)))
    if values[one][kind] == values[other][kind]:
        return None
    form = rng.choice(forms)
    return form.format(q=one, v=values[one][kind]), form.format(q=other, v=values[one][kind]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4718)


def test_a_query_s_own_calls_and_share_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_query_s_calls_or_share_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
