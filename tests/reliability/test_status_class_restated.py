"""A class of HTTP statuses (`5xx`, `4xx`) passes for a status of its class the cited line
prints (`503`), and fails for another class's.

`5xx` was a number in a unit of no list (`5`, `x:xx`), found nowhere: a faithful `返回了 5xx
错误` for an access log's `503` failed LOW_CONFID, and so did `4xx` (60 and 60). Now it is an
HTTP status class, held by its statuses and contradicted by another class's (REJECT).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = ("{method} {path} 返回了 {status} 错误", "{method} {path} returned {status} errors",
         "{method} {path} 请求失败，状态码为 {status}")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(503)
    found = []
    for _ in range(60):
        method, path = rng.choice(("GET", "POST", "PUT")), rng.choice(("/api/pay", "/api/orders", "/login"))
        status = rng.choice((500, 502, 503, 504, 400, 401, 403, 404, 429))
        other = "4xx" if status >= 500 else "5xx"
        client = f"10.0.{rng.randrange(256)}.{rng.randrange(1, 255)}"
        when = f"01/Mar/2024:11:{rng.randrange(60):02d}:{rng.randrange(60):02d} +0800"
        size = rng.randrange(900)
        excerpt = f'{client} - - [{when}] "{method} {path} HTTP/1.1" {status} {size} "-" "curl/8.0"'
        form = rng.choice(FORMS)
        found.append((form.format(method=method, path=path, status=f"{status // 100}xx"),
                      form.format(method=method, path=path, status=other), excerpt, excerpt))
    return found


def test_a_status_class_of_the_lines_status_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_another_class_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []
