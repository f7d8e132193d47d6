"""An exception a claim gives as the root cause (gatekeeper.rules.support.evidence.causes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.causes import chains_of, root_cause_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

JAVA = """2026-11-30 10:00:01.123 ERROR [order-svc] c.s.OrderController - place order failed
java.lang.RuntimeException: order failed
\tat com.shop.OrderService.place(OrderService.java:88)
Caused by: org.springframework.dao.QueryTimeoutException: query timed out
\tat org.springframework.jdbc.Template.query(Template.java:120)
\t... 12 more
Caused by: java.net.SocketTimeoutException: Read timed out
\tat java.net.SocketInputStream.read(SocketInputStream.java:150)
\t... 20 more"""
PYTHON = """Traceback (most recent call last):
  File "/app/db.py", line 41, in connect
ConnectionRefusedError: [Errno 111] Connection refused

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/app/worker.py", line 88, in run
psycopg2.OperationalError: could not connect to server: Connection refused"""


def _swapped(claim: str, output: str) -> str | None:
    anchors = extract_anchors(claim, include_timestamps=True)
    found = root_cause_swapped(claim, anchors, [output], lambda text: extract_anchors(text))
    return None if found is None else found[1][0]


def test_a_chain_is_read_its_root_first() -> None:
    assert [[name for name, _ in chain] for chain in chains_of(JAVA)] == [
        ["SocketTimeoutException", "QueryTimeoutException", "RuntimeException"]]
    assert [[name for name, _ in chain] for chain in chains_of(PYTHON)] == [
        ["ConnectionRefusedError", "OperationalError"]]


@pytest.mark.parametrize(("claim", "output"), [
    ("根本原因是 RuntimeException", JAVA), ("root cause: QueryTimeoutException", JAVA),
    ("QueryTimeoutException 是根本原因", JAVA), ("SocketTimeoutException 的根因是 RuntimeException", JAVA),
    ("The root cause was an OperationalError", PYTHON), ("根因是 psycopg2.OperationalError", PYTHON),
])
def test_an_exception_wrapping_another_given_as_the_root_is_contradicted(claim: str, output: str) -> None:
    assert _swapped(claim, output) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("根因是 java.net.SocketTimeoutException: Read timed out", JAVA),
    ("RuntimeException 的根因是 SocketTimeoutException", JAVA),
    ("根因不是 RuntimeException，而是 SocketTimeoutException", JAVA),  # negated
    ("下单失败抛出 RuntimeException，根因是数据库读超时", JAVA),  # another clause's exception
    ("RuntimeException 的根因是数据库读超时", JAVA),  # the subject, not the cause
    ("服务抛出 RuntimeException", JAVA),  # no word of a root cause
    ("根因是 ConnectionRefusedError", PYTHON),
    ("根本原因是 RuntimeException", "java.lang.RuntimeException: order failed"),  # no chain
])
def test_the_chain_s_root_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None
