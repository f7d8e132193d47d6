"""A count of requests by the status an access log prints (`共有 3 个请求返回 502`, `502 错误出现了 3
次`, `/api/orders 返回了 3 次 502`, `3 requests returned 502`) passes, and another status's count
is rejected.

nginx's access log lines (a request, its status, its size, its time), two or three statuses
each on its own number of lines. No line writes the count: every faithful one failed as a
number found nowhere (or warned, in English), and another status's count alike. Now a count is
held by as many lines printing the status (of the path the claim names, if any), and another
status's count of the whole log contradicts it (`evidence/status_counts.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PATHS = ("/api/orders", "/api/pay", "/api/users")
FORMS = ("共有 {n} 个请求返回 {c}", "{c} 错误出现了 {n} 次", "{n} requests returned {c}",
         "{p} 返回了 {n} 次 {c}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    path = rng.choice(PATHS)
    statuses = rng.sample((200, 404, 499, 500, 502, 503, 504), rng.randint(2, 3))
    counts = dict(zip(statuses, rng.sample(range(1, 7), len(statuses)), strict=True))
    lines = []
    for status, count in counts.items():
        for _ in range(count):
            seconds = rng.randint(0, 59)
            lines.append(f'10.0.0.{rng.randint(2, 250)} - - [01/Mar/2024:11:15:{seconds:02d} +0000] '
                         f'"{rng.choice(("GET", "POST"))} {path} HTTP/1.1" {status} {rng.randint(100, 9999)} '
                         f'"-" "okhttp/4.9" {rng.randint(1, 60000) / 1000:.3f}')
    rng.shuffle(lines)
    one, other = rng.sample(statuses, 2)
    form = rng.choice(FORMS)
    return (form.format(n=counts[one], c=one, p=path), form.format(n=counts[other], c=one, p=path),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(502)
    return [_probe(rng) for _ in range(60)]


def test_a_count_of_a_status_s_requests_passes() -> None:
    assert not_passed((claim, output, output) for claim, _, output in _probes()) == []


def test_another_status_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
