"""A claim labelling nginx's client address as the upstream's (or the other way) never passes.

nginx's error log as a diagnosis agent reads it: three to six `upstream timed out` / `connect()
failed` / `upstream prematurely closed` lines of two or three clients and upstreams, one line
quoted, the whole log cited. The claim gives the upstream the line's client address, or the
client the upstream's (`上游 10.0.3.7 请求失败`, `the request from client 10.0.1.12 failed`):
both addresses are the line's, so 60 of 60 passed before a list of `name: value` items was read
with its addresses (gatekeeper.rules.support.evidence.fields); all fail now (REJECT), and each
address under its own label passes. (Not `上游 ... 响应超时`, which a refused connection's line
contradicts: test_failure_replaced.py.)
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

ERRORS = ("upstream timed out (110: Connection timed out) while reading response header from upstream",
          "connect() failed (111: Connection refused) while connecting to upstream",
          "upstream prematurely closed connection while reading response header from upstream")
PATHS = ("/api/orders", "/api/pay", "/api/users", "/api/stock")
UPSTREAM_FORMS = ("上游 {a} 请求失败", "upstream {a} failed", "后端 {a} 无响应", "nginx 的上游 {a} 出错")
CLIENT_FORMS = ("客户端 {a} 的请求失败", "the request from client {a} failed", "来源 {a} 的请求报错")


def _line(rng: random.Random, client: str, upstream: str) -> str:
    path = rng.choice(PATHS)
    return (f"2026/12/02 10:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d} [error] "
            f"{rng.randint(1000, 9999)}#0: *{rng.randint(1, 99999)} {rng.choice(ERRORS)}, client: {client}, "
            f'server: api.example.com, request: "{rng.choice(("GET", "POST"))} {path} HTTP/1.1", '
            f'upstream: "http://{upstream}:8080{path}", host: "api.example.com"')


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the line quoted, output)."""
    rng = random.Random(8080)
    found = []
    while len(found) < 60:
        clients = [f"10.0.{rng.randint(0, 3)}.{rng.randint(2, 250)}" for _ in range(rng.randint(2, 3))]
        upstreams = [f"10.0.{rng.randint(4, 9)}.{rng.randint(2, 250)}" for _ in range(rng.randint(2, 3))]
        lines = [_line(rng, rng.choice(clients), rng.choice(upstreams)) for _ in range(rng.randint(3, 6))]
        line = rng.choice(lines)
        client = line.split("client: ")[1].split(",")[0]
        upstream = line.split("upstream: \"http://")[1].split(":")[0]
        if rng.random() < 0.5:
            form = rng.choice(UPSTREAM_FORMS)
            pair = (form.format(a=upstream), form.format(a=client))
        else:
            form = rng.choice(CLIENT_FORMS)
            pair = (form.format(a=client), form.format(a=upstream))
        found.append((*pair, line, "\n".join(lines)))
    return found


def test_the_other_address_of_the_line_fails() -> None:
    assert not_rejected((forged, line, output) for _, forged, line, output in _probes()) == []


def test_each_address_under_its_own_label_passes() -> None:
    assert not_passed((faithful, line, output) for faithful, _, line, output in _probes()) == []
