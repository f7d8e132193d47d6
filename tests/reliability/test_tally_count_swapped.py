"""A count of one item of a `uniq -c` tally restated (`502 错误出现了 412 次` for `    412 502`)
passes, and another item's count fails.

Both the item and the count are the output's: every forged claim passed. Now a tally's items
are read with their counts (`gatekeeper.rules.support.evidence.uniq_counts`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

STATUS_FORMS = ("{item} 错误出现了 {n} 次", "共有 {n} 次 {item} 响应", "status {item} was returned {n} times",
                "HTTP {item} 共 {n} 次", "{item}错误出现了{n}次")
IP_FORMS = ("{item} 发起了 {n} 次请求", "{item} sent {n} requests", "来自 {item} 的请求有 {n} 条")
EVENT_FORMS = ("{item} 出现了 {n} 次", "{item} was logged {n} times", "共 {n} 条 {item} 日志")
EVENTS = ("java.net.SocketTimeoutException: Read timed out", "redis.exceptions.ConnectionError: Connection "
          "refused", "java.lang.OutOfMemoryError: Java heap space", "org.postgresql.util.PSQLException: "
          "FATAL: too many connections")


def _tally(rng: random.Random, items: list[str]) -> list[tuple[str, int]]:
    counts = sorted(rng.sample(range(3, 5000), len(items)), reverse=True)
    return list(zip(items, counts, strict=True))


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    kind = rng.randrange(3)
    if kind == 0:
        statuses = ["200", "301", "404", "499", "500", "502", "503", "504"]
        rows = _tally(rng, rng.sample(statuses, rng.randint(3, 5)))
        named, forms = [item for item, _ in rows], STATUS_FORMS
    elif kind == 1:
        hosts = rng.sample(range(2, 250), rng.randint(2, 5))
        rows = _tally(rng, [f"10.0.{rng.randint(0, 9)}.{n}" for n in hosts])
        named, forms = [item for item, _ in rows], IP_FORMS
    else:
        events = rng.sample(EVENTS, rng.randint(2, 4))
        rows = _tally(rng, [f"ERROR [{rng.choice(SERVICES)}] {event}" for event in events])
        # the exception's class, written without its package
        named, forms = [event.split(":")[0].rsplit(".", 1)[-1] for event in events], EVENT_FORMS
    output = "\n".join(f"{count:>7} {item}" for item, count in rows)
    at = rng.randrange(len(rows))
    other = rows[(at + rng.randint(1, len(rows) - 1)) % len(rows)][1]
    form = rng.choice(forms)
    return form.format(item=named[at], n=rows[at][1]), form.format(item=named[at], n=other), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(412)
    return [_probe(rng) for _ in range(60)]


def test_an_item_s_count_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_item_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
