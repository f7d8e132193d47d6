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
