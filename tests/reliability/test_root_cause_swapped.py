"""An exception a claim gives as the root cause passes when its stack trace's chain ends at it,
and fails when the chain prints it wrapping another (`根本原因是 RuntimeException` for a trace
whose last `Caused by:` is `java.net.SocketTimeoutException`).

Every exception the forged claim names is in the trace, so nothing was missing and it passed.
Now a chain is read as Java prints it (the last `Caused by:` is the root) and as Python does
(tracebacks joined by `The above exception was the direct cause of the following exception:`:
the first is the root), `gatekeeper.rules.support.evidence.causes`.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, clock_stamp, not_passed, not_rejected

#: (class with its package, message): wrappers first, the causes they may wrap after.
JAVA = (("java.lang.RuntimeException", "order failed"),
        ("org.springframework.web.util.NestedServletException", "Request processing failed"),
        ("org.springframework.dao.DataAccessResourceFailureException", "could not get connection"),
        ("org.springframework.dao.QueryTimeoutException", "query timed out"),
        ("java.sql.SQLTransientConnectionException", "HikariPool-1 - Connection is not available"),
        ("org.apache.kafka.common.errors.TimeoutException", "Topic orders not present in metadata"),
        ("java.net.SocketTimeoutException", "Read timed out"),
        ("java.net.ConnectException", "Connection refused (Connection refused)"),
        ("java.lang.OutOfMemoryError", "Java heap space"))
PYTHON = (("ConnectionRefusedError", "[Errno 111] Connection refused"),
          ("TimeoutError", "timed out"), ("KeyError", "'order_id'"),
          ("psycopg2.OperationalError", "could not connect to server"),
          ("redis.exceptions.ConnectionError", "Error 111 connecting to redis:6379"),
          ("urllib3.exceptions.ProtocolError", "('Connection aborted.', RemoteDisconnected('closed'))"),
          ("requests.exceptions.ReadTimeout",
           "HTTPConnectionPool(host='pay', port=8080): Read timed out. (read timeout=5)"))
FORMS = ("{s} 报错的根因是 {e}", "根本原因是 {e}", "{s} 的这次故障，根因为 {e}", "{e} 是根本原因",
         "The root cause is {e}.", "{s} failed; the underlying cause was a {e}")


def _java(rng: random.Random, service: str) -> tuple[str, list[str]]:
    chain = sorted(rng.sample(range(len(JAVA)), rng.randint(2, 4)))  # wrappers wrap what follows
    lines = [f"{clock_stamp(rng.randrange(80000))} ERROR [{service}] c.s.Api - request failed"]
    for depth, at in enumerate(chain):
        name, message = JAVA[at]
        lines.append(f"{'Caused by: ' if depth else ''}{name}: {message}")
        lines += [f"\tat com.shop.{service.split('-')[0].title()}.call{n}(Api.java:{rng.randint(20, 400)})"
                  for n in range(rng.randint(1, 3))]
        if depth:
            lines.append(f"\t... {rng.randint(5, 40)} more")
    return "\n".join(lines), [JAVA[at][0] for at in chain]


def _python(rng: random.Random, service: str) -> tuple[str, list[str]]:
    root, wrapper = rng.sample(PYTHON, 2)
    blocks = [f"{clock_stamp(rng.randrange(80000))} ERROR [{service}] worker crashed"]
    for name, message in (root, wrapper):
        blocks.append("\n".join(["Traceback (most recent call last):",
                                 f'  File "/app/worker.py", line {rng.randint(10, 300)}, in run',
                                 "    result = call()", f"{name}: {message}"]))
    join = rng.choice(("The above exception was the direct cause of the following exception:",
                       "During handling of the above exception, another exception occurred:"))
    # the chain's exceptions outermost first, as Java's
    return "\n".join([blocks[0], f"\n\n{join}\n\n".join(blocks[1:])]), [wrapper[0], root[0]]


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    service = rng.choice(SERVICES)
    output, chain = _java(rng, service) if rng.random() < 0.7 else _python(rng, service)
    root, wrapper = chain[-1], rng.choice(chain[:-1])
    form = rng.choice(FORMS)

    def written(name: str) -> str:  # with its package or not
        return name if rng.random() < 0.3 else name.rsplit(".", 1)[-1]

    return form.format(s=service, e=written(root)), form.format(s=service, e=written(wrapper)), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(500)
    return [_probe(rng) for _ in range(60)]


def test_the_chain_s_root_given_as_the_root_cause_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_an_exception_wrapping_another_given_as_the_root_cause_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
