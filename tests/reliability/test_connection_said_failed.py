"""A connection said to fail where curl, telnet or nc print it made fails; said made it passes.

`无法连接到 10.0.1.15 的 8080 端口` citing `curl -v`'s `* Connected to 10.0.1.15 (10.0.1.15) port
8080` and the 503 that followed passed: the address and port are the output's, and a failure
said was only read against the failures the lines print (`evidence/connected.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

FAILED = ("无法连接到 {h} 的 {p} 端口", "连接 {h}:{p} 被拒绝", "the client could not connect to {h}:{p}",
          "{h} 的 {p} 端口连不上", "the connection to {h}:{p} timed out", "到 {h}:{p} 的连接失败")
MADE = ("已成功连接到 {h} 的 {p} 端口", "the client connected to {h}:{p}", "{h} 的 {p} 端口可以连上",
        "到 {h}:{p} 的连接已建立")
STATUSES = ("200 OK", "503 Service Unavailable", "502 Bad Gateway", "404 Not Found")


def _output(rng: random.Random, host: str, port: int) -> str:
    """curl -v (then a status), telnet or nc connecting to `host`:`port`."""
    tool = rng.choice(("curl", "curl", "telnet", "nc"))
    if tool == "curl":
        return "\n".join([f"$ curl -sv http://{host}:{port}/api/orders", f"*   Trying {host}:{port}...",
                          f"* Connected to {host} ({host}) port {port} (#0)", "> GET /api/orders HTTP/1.1",
                          f"> Host: {host}:{port}", f"< HTTP/1.1 {rng.choice(STATUSES)}",
                          "< Content-Type: application/json"])
    if tool == "telnet":
        return "\n".join([f"$ telnet {host} {port}", f"Trying {host}...", f"Connected to {host}.",
                          "Escape character is '^]'."])
    return f"$ nc -zv {host} {port}\nConnection to {host} {port} port [tcp/*] succeeded!"


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    host = f"10.{rng.randint(0, 9)}.{rng.randint(0, 255)}.{rng.randint(2, 254)}"
    port = rng.choice((3306, 5432, 6379, 8080, 9092, 9200))
    return (rng.choice(MADE).format(h=host, p=port), rng.choice(FAILED).format(h=host, p=port),
            _output(rng, host, port))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3705, 60)


def test_a_connection_said_to_fail_where_it_was_made_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_connection_said_made_where_it_was_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
