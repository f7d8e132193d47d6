"""A connection a log says failed (`dial tcp 10.0.3.17:5432: connect: connection refused`,
`java.net.ConnectException: Connection refused`, psql's `could not connect to server`) passes
restated as failed (`could not connect to`, `无法连接`), and fails said to have been made
(`connected to`, `已连接`, `连接已建立`).

Go's chain names the operation that failed (`connect: connection refused`), so `could not
connect to` read as the negation of a word the line states (a warning); and `connected to` named
a word of no set its evidence names (`refused` is a failure's, `connected` a link's state): of 60
forged claims, 34 reached PASS. Now the operations of a failed chain are not stated
(`negation.FAILED_CHAIN`), and a connection made where the quoted lines print only its failure
is contradicted (`evidence/connected.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: How a client prints a refused connection to `{where}`.
FAILURES = (
    "dial tcp {where}: connect: connection refused",
    "java.net.ConnectException: Connection refused (Connection refused) to {where}",
    'psql: error: could not connect to server: Connection refused. Is the server running on "{where}"?',
    "Error: connect ECONNREFUSED {where}",
    "dial tcp {where}: i/o timeout",
)
FAITHFUL = ("{service} could not connect to {where}", "{service} failed to connect to {where}",
            "{service} 无法连接 {where}", "{service} 连接 {where} 失败", "{service} 连接 {where} 被拒绝")
FORGED = ("{service} connected to {where}", "{service} successfully connected to {where}",
          "{service} 已连接 {where}", "{service} 与 {where} 的连接已建立",
          "The connection from {service} to {where} was established")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(111)
    found = []
    for _ in range(60):
        service = rng.choice(SERVICES)
        where = f"10.0.{rng.randrange(256)}.{rng.randrange(1, 255)}:{rng.choice((5432, 6379, 3306, 9092))}"
        failure = rng.choice(FAILURES)
        excerpt = f"{clock_stamp(rng.randrange(80000))} ERROR [{service}] " + failure.format(where=where)
        output = "\n".join([f"{clock_stamp(rng.randrange(80000))} INFO [{service}] starting", excerpt])
        faithful = rng.choice(FAITHFUL)
        if "timeout" in failure:  # a refusal is another failure than a timeout (test_failure_replaced.py)
            faithful = faithful.replace("被拒绝", "超时")
        found.append((faithful.format(service=service, where=where),
                      rng.choice(FORGED).format(service=service, where=where), excerpt, output))
    return found


def test_a_failed_connection_restated_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []


def test_a_connection_said_made_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


PATH_FAILURES = (("upstream timed out (110: Connection timed out) while reading response header from "
                  "upstream", ("{p} 的上游连接超时", "the upstream of {p} timed out")),
                 ("connect() failed (111: Connection refused) while connecting to upstream",
                  ("{p} 的上游连接被拒绝", "the upstream of {p} refused the connection")))


def _nginx() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, nginx's error log): two paths' upstreams failing two ways;
    `/api/orders 的上游连接被拒绝` where /api/orders' line times out and /api/pay's is refused
    passed: only addresses and services were a connection's targets, not a request's path."""
    rng = random.Random(3618)
    probes = []
    for _ in range(30):
        paths = rng.sample(("/api/orders", "/api/pay", "/api/users", "/api/cart"), 2)
        ways = rng.sample(PATH_FAILURES, 2)
        lines = [f"2026/12/06 10:0{n}:{rng.randint(10, 59)} [error] 1201#1201: *{rng.randint(1000, 9999)} "
                 f"{way[0]}, client: 10.0.5.{rng.randint(2, 99)}, server: api.example.com, request: "
                 f'"GET {path} HTTP/1.1", upstream: "http://10.0.3.{17 + n}:8080{path}"'
                 for n, (path, way) in enumerate(zip(paths, ways, strict=True))]
        which = rng.randrange(2)
        form = rng.randrange(2)
        own, other = ways[which][1][form], ways[1 - which][1][form]
        probes.append((own.format(p=paths[which]), other.format(p=paths[which]), "\n".join(lines)))
    return probes


def test_a_path_s_upstream_failing_its_way_passes() -> None:
    assert not_passed((faithful, log, log) for faithful, _, log in _nginx()) == []


def test_a_path_s_upstream_failing_the_other_path_s_way_is_rejected() -> None:
    assert not_rejected((forged, log, log) for _, forged, log in _nginx()) == []
