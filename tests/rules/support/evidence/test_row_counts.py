"""How many of a table's rows a claim says are in a state
(gatekeeper.rules.support.evidence.row_counts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.row_counts import counted_columns, row_counts_held, rows_counted
from gatekeeper.rules.support.text.anchors import extract_anchors

PODS = """NAME                         READY   STATUS             RESTARTS       AGE
cart-svc-7d9f8b6c5-abcde     0/1     CrashLoopBackOff   12 (2m ago)    1h
user-svc-5c8d7f9b4-xyz12     1/1     Running            0              3d
search-api-6f7d8-qwert       1/1     Running            3              5h"""
DEPLOYMENTS = """NAME            READY   UP-TO-DATE   AVAILABLE   AGE
cart-svc        1/3     3            1           5m
user-svc        2/2     2            2           9m"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _miscounted(claim: str, output: str) -> tuple[str, str] | None:
    found = rows_counted(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


@pytest.mark.parametrize(("claim", "written", "said"), [
    ("有 2 个 Pod 处于 Running 状态", "2 个 Pod", "1 row(s) Running: user-svc-5c8d7f9b4-xyz12"),
    ("3 pods are Running.", "3 pods", "1 row(s) Running"),
    ("Only one pod is in CrashLoopBackOff.", "one pod", "2 row(s) CrashLoopBackOff"),
    ("只有一个 Pod 处于 CrashLoopBackOff 状态", "一个 Pod", "2 row(s) CrashLoopBackOff"),
    ("三个 Pod 未就绪", "三个 Pod", "2 row(s) not ready"),
    ("3 pods are not ready.", "3 pods", "2 row(s) not ready"),
    ("user-svc 有 2 个 Pod 处于 CrashLoopBackOff 状态", "2 个 Pod", "1 row(s) CrashLoopBackOff"),
    ("有 2 个 Pod 正常运行", "2 个 Pod", "1 row(s) Running"),  # the state in Chinese
    ("2 pods are running", "2 pods", "1 row(s) running"),  # ... in lower case
])
def test_a_count_of_rows_in_a_state_the_table_counts_otherwise_is_contradicted(
        claim: str, written: str, said: str) -> None:
    output = PODS.replace("search-api-6f7d8-qwert       1/1     Running",
                          "user-svc-6f7d8-qwert         0/1     CrashLoopBackOff")
    found = _miscounted(claim, output)
    assert found is not None and found[0] == written and found[1].startswith(said), found


@pytest.mark.parametrize("claim", [
    "有 2 个 Pod 处于 Running 状态", "Two pods are Running.", "只有一个 Pod 处于 CrashLoopBackOff 状态",
    "1 个 Pod 未就绪", "3 个 Pod 中有 2 个处于 Running 状态", "2 of 3 pods are Running.",
    "有 2 个 Pod 正常运行", "2 pods are running",
    "一个 Pod 处于 CrashLoopBackOff",  # a pod, not one alone
    "2 个 Pod 重启过",  # no state the table counts
    "cart-svc-7d9f8b6c5-abcde 等 2 个 Pod 处于 Running 状态",  # a row named: not a count
])
def test_the_table_s_own_count_or_no_count_of_a_state_is_not(claim: str) -> None:
    assert _miscounted(claim, PODS) is None


def test_a_count_the_table_makes_is_held_and_its_column_states_nothing() -> None:
    claim = "有 2 个 Pod 处于 Running 状态，只有 1 个 Pod 未就绪"
    missing = [a for a in _anchors(claim) if a.kind == "number"]
    assert row_counts_held(claim, _anchors(claim), missing, [PODS]) == []
    assert counted_columns("2 pods are not ready.", _anchors("2 pods are not ready."), [PODS]) == {
        "ready"}
    assert row_counts_held("有 3 个 Pod 处于 Running 状态", [], missing, [PODS]) == missing


@pytest.mark.parametrize("claim", ["cart-svc 只有 1 个 Pod 就绪", "cart-svc 的 3 个副本中只有 1 个就绪"])
def test_a_ready_count_of_a_row_s_ratio_is_no_count_of_rows(claim: str) -> None:
    assert _miscounted(claim, DEPLOYMENTS) is None


def test_a_count_of_rows_ready_no_replicas_named_is_the_rows() -> None:
    # the rows' ready cells are no count of it
    assert _miscounted("只有 2 个 Pod 就绪", DEPLOYMENTS) is not None


PROCESSLIST = """+-----+------+----------------+------+---------+------+--------------+------------------+
| Id  | User | Host           | db   | Command | Time | State        | Info             |
+-----+------+----------------+------+---------+------+--------------+------------------+
| 101 | app  | 10.0.1.5:51234 | shop | Query   |  312 | Sending data | SELECT * FROM x  |
| 102 | app  | 10.0.1.6:40022 | shop | Sleep   |   45 |              | NULL             |
| 103 | app  | 10.0.1.7:40023 | shop | Sleep   |   12 |              | NULL             |
+-----+------+----------------+------+---------+------+--------------+------------------+"""


@pytest.mark.parametrize(("claim", "told"), [
    ("有 3 个连接处于 Sleep 状态", True), ("2 threads are in Query", True),
    ("有 2 个连接处于 Sleep 状态", False),  # `Sleep` is a state of MySQL's `Command`, no row's name
    ("1 个线程处于 Query 状态", False),
])
def test_mysql_s_connections_counted_by_command(claim: str, told: bool) -> None:
    assert (rows_counted(claim, extract_anchors(claim), [PROCESSLIST], extract_anchors) is not None) is told
