"""A number a claim gives a table row that no cell of its column holds
(gatekeeper.rules.support.evidence.unheld_cells, through evidence.tables)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.tables import table_cell_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

STATES = """        state        | count
---------------------+-------
 active              |    12
 idle                |    85
 idle in transaction |    31
(3 rows)"""
PODS = """NAME                             READY   STATUS    RESTARTS   AGE
order-svc-7d9f8b6c5-abcde        1/1     Running   7          12d
payment-svc-5c4b9d7f8-xk2lp      1/1     Running   0          3d"""
PROCESSES = """USER   PID     %CPU    %MEM   VSZ       RSS      TTY   STAT   START   TIME    COMMAND
app    10238   151.9   53.4   5468126   417187   ?     Sl     Dec05   58:47   /usr/bin/java -jar app.jar
app    31851   85.7    31.2   7187508   618689   ?     Sl     Dec05   73:32   /usr/bin/node server.js"""
CONTAINERS = """\
CONTAINER ID   IMAGE            COMMAND              CREATED       STATUS                    NAMES
1c3f2e5e7df8   payment-svc:2.3  "java -jar app.jar"  5 hours ago   Exited (1) 3 minutes ago  payment-svc
9e8d7c6b5a4f   redis:7.0        "redis-server"       3 hours ago   Up 3 hours                redis-cache"""
KAFKA = """GROUP   TOPIC   PARTITION   CURRENT-OFFSET   LOG-END-OFFSET   LAG   CONSUMER-ID
billing orders  0           1200             1500             300   consumer-1
billing orders  1           980              980              0     consumer-2"""


def contradicted(claim: str, output: str) -> bool:
    return table_cell_swapped(claim, extract_anchors(claim), [output], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("有 3 个连接处于 idle in transaction 状态", STATES),  # 3 is the footer's `(3 rows)`
    ("idle in transaction 的连接有 3 个", STATES), ("3 connections are idle in transaction", STATES),
    ("order-svc-7d9f8b6c5-abcde 重启了 12 次", PODS),  # 12 is its age's
    ("java 进程的 CPU 使用率为 31.2%", PROCESSES),  # node's %MEM
    ("java 进程的内存使用率为 9.9%", PROCESSES),  # no cell's
    ("partition 0 的 lag 为 980", KAFKA),  # another partition's offset
])
def test_a_number_no_cell_of_the_column_holds_is_contradicted(claim: str, output: str) -> None:
    assert contradicted(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("有 31 个连接处于 idle in transaction 状态", STATES),  # its own
    ("java 进程占用了 151.9% 的 CPU", PROCESSES), ("java 进程的 CPU 使用率约 150%", PROCESSES),  # about
    ("java 进程的 CPU 使用率超过 100%", PROCESSES),  # a bound
    ("order-svc-7d9f8b6c5-abcde 在过去 1 小时内重启了 3 次", PODS),  # a window
    ("order-svc-7d9f8b6c5-abcde 每天重启 2 次", PODS),  # a rate
    ("order-svc-7d9f8b6c5-abcde 的重启次数增加了 3 次", PODS),  # a change
    ("order-svc-7d9f8b6c5-abcde 没有重启 3 次", PODS),  # a denial
    ("payment-svc 容器以退出码 1 退出", CONTAINERS),  # CREATED's `5 hours ago` is no number's cell
    ("order-svc 请求 12000 次，超时 37 次", STATES),  # no row named
])
def test_a_number_the_clause_does_not_read_as_the_cell_is_not(claim: str, output: str) -> None:
    assert not contradicted(claim, output)


def test_a_clause_naming_two_columns_is_unsure() -> None:
    calls = """service      requests   timeouts   errors
order-svc    12000      37         5
payment-svc  8000       0          2"""
    assert not contradicted("order-svc 请求超时 37 次", calls)
