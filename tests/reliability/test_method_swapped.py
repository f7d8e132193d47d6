"""A claim giving one method's request on a path the status another method's got never passes.

An nginx access log as a diagnosis agent reads it: six to twelve requests of two or three
paths, each path asked with two methods (`GET /api/orders` and `POST /api/orders`), the whole
log cited. The claim gives a method's request the status only the path's other method got
(`POST /api/pay 返回 503` where `POST /api/pay` got 200 and `GET /api/pay` 503): path and status
are both the log's and a line naming the path has the status, so 60 of 60 passed before a path
the claim writes after a method was that method's request only
(gatekeeper.rules.support.evidence.rows); all fail now (REJECT), and each request's own status
passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PATHS = ("/api/orders", "/api/pay", "/api/users", "/api/stock", "/api/refund")
FORMS = ("{m} {p} 返回 {s}", "{m} {p} returned {s}", "{m} {p} 请求失败，状态码 {s}",
         "{m} {p} 的响应状态为 {s}")


def _line(rng: random.Random, method: str, path: str, status: int) -> str:
    return (f'10.0.{rng.randint(0, 9)}.{rng.randint(2, 250)} - - [29/Nov/2026:10:{rng.randint(0, 59):02d}:'
            f'{rng.randint(0, 59):02d} +0800] "{method} {path} HTTP/1.1" {status} {rng.randint(80, 9000)} '
            f'"-" "okhttp/4.9.3"')


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(1999)
    found = []
    while len(found) < 60:
        statuses: dict[tuple[str, str], int] = {}
        for path in rng.sample(PATHS, rng.randint(2, 3)):
            for method in rng.sample(("GET", "POST", "PUT", "DELETE"), 2):
                statuses[(method, path)] = rng.choice((200, 201, 204, 400, 404, 500, 502, 503, 504))
        (method, path), status = rng.choice(list(statuses.items()))
        other = next((s for (m, p), s in statuses.items() if p == path and m != method), None)
        if other is None or other == status:
            continue
        lines = [_line(rng, m, p, s) for (m, p), s in statuses.items() for _ in range(rng.randint(1, 2))]
        rng.shuffle(lines)
        form = rng.choice(FORMS)
        found.append((form.format(m=method, p=path, s=status), form.format(m=method, p=path, s=other),
                      "\n".join(lines)))
    return found


def test_another_method_s_status_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_each_request_s_own_status_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
