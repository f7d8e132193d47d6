"""A row ranked first or last on a table's column that another row goes beyond
(gatekeeper.rules.support.evidence.ranked_rows)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.ranked_rows import (
    extreme_cell_contradicted,
    order_contradicted,
    rank_contradicted,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

TOP = """NAME              CPU(cores)   MEMORY(bytes)
order-svc-7d9f    250m         512Mi
payment-5c8b      1            300Mi
auth-6f7a         90m          1Gi"""
DF = """Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        50G   20G   30G  40% /
/dev/sdb1       500G  470G   30G  94% /data
/dev/sdc1       100G   97G    3G  97% /var/log"""
HPA = """NAME        REFERENCE              TARGETS    MINPODS   MAXPODS   REPLICAS   AGE
order-svc   Deployment/order-svc   45%/80%    2         10        4          30d
payment     Deployment/payment     45%/80%    2         20        4          30d"""
PS = """USER       PID %CPU %MEM    VSZ   RSS TTY STAT START   TIME COMMAND
mysql     1123 187.5 42.1 9812344 6823412 ? Ssl Dec06 120:01 /usr/sbin/mysqld
www-data  2201  12.3  1.1 145232 178212 ? S Dec06 3:10 nginx: worker process"""
DU = "$ du -sh /var/* | sort -h\n4.0K\t/var/mail\n1.2G\t/var/cache\n3.4G\t/var/lib\n18G\t/var/log\n23G\t/var"
SAR = """10:01:02 AM     IFACE   rxpck/s   txpck/s    rxkB/s    txkB/s
10:01:03 AM      eth0   1200.00    800.00   9600.00   1200.00
10:01:03 AM        lo  15000.00  14000.00  120000.00  110000.00"""
AGES = """NAME              READY   STATUS    RESTARTS   AGE
order-svc-7d9f    1/1     Running   3          5m
payment-5c8b      1/1     Running   -          2h"""


def contradicted(claim: str, text: str) -> bool:
    return rank_contradicted(claim, extract_anchors(claim), [text], lambda line: []) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("order-svc-7d9f 的 CPU 使用最高", TOP),  # 250m against a whole core
    ("CPU 最高的是 auth-6f7a", TOP), ("auth-6f7a has the highest CPU usage", TOP),
    ("order-svc-7d9f 的内存使用最高", TOP),  # 512Mi against 1Gi
    ("auth-6f7a 的内存使用最低", TOP), ("payment-5c8b uses the most memory", TOP),
    ("/data 分区的使用率最高", DF), ("/var/log 的使用率最低", DF),
    ("CPU 占用最高的进程是 nginx", PS),  # `进程` names the PID column too: no value to rank by
    ("进程 2201 的 CPU 占用最高", PS),  # a process named by its PID
    ("/var/lib 目录占用空间最大", DU), ("/var/cache is the largest directory", DU),  # a du listing
    ("/var/lib 占用空间最小", DU),
])
def test_a_row_another_goes_beyond_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("payment-5c8b 的 CPU 使用最高", TOP), ("auth-6f7a 的内存使用最高", TOP),  # as printed
    ("/var/log 的使用率最高", DF), ("根分区使用率最低", DF),
    ("payment-5c8b 不是 CPU 最高的", TOP),  # denied
    ("order-svc-7d9f 是 CPU 最高的 pod 之一", TOP), ("order-svc-7d9f 的 CPU 使用第二高", TOP),  # other ranks
    ("order-svc-7d9f has the second highest CPU usage", TOP),
    ("order-svc-7d9f 的内存最高 600Mi", TOP),  # a value: a peak's
    ("order-svc-7d9f 和 auth-6f7a 的 CPU 都不是最高", TOP),  # two rows
    ("order-svc 的最大副本数为 10", HPA),  # a setting, no rank
    ("payment-5c8b had the most recent restart", AGES),  # a degree
    ("order-svc-7d9f 重启次数最多", AGES),  # a cell no number
    ("CPU 占用最高的进程是 mysqld", PS), ("进程 1123 的内存占用最高", PS),
    ("/var/log 占用空间最大", DU), ("/var/mail 占用空间最小", DU), ("lo 的接收流量最高", SAR),
    ("eth0 的流量最高", SAR),  # rx or tx: two columns, unsure
    ("/var 占用空间最大", DU),  # the parts' sum is no row
    ("/var/lib 的文件最多", DU),  # no word of space: a count of files is not printed
])
def test_a_row_ranked_as_printed_or_unsure_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)


QUEUES = "name\tmessages\tconsumers\norders\t12\t3\npayments\t3\t1\nemails\t20480\t0"


def reversed_order(claim: str, text: str) -> bool:
    return order_contradicted(claim, extract_anchors(claim), [text], lambda line: []) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("order-svc-7d9f 的 CPU 使用比 payment-5c8b 高", TOP), ("auth-6f7a 的 CPU 使用高于 order-svc-7d9f", TOP),
    ("order-svc-7d9f 的内存使用比 auth-6f7a 高", TOP),  # 512Mi against 1Gi
    ("/data 的使用率比 /var/log 高", DF),
    ("payments 队列的消息数比 orders 多", QUEUES),  # rows no anchor reads
    ("/var/cache 比 /var/lib 占用更多空间", DU), ("/var/lib 比 /var/log 大", DU),
    ("eth0 的接收流量比 lo 高", SAR), ("eth0 的发送包比 lo 多", SAR),  # a code and a row no anchor reads
])
def test_a_row_put_above_one_beyond_it_is_contradicted(claim: str, text: str) -> None:
    assert reversed_order(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("payment-5c8b 的 CPU 使用比 order-svc-7d9f 高", TOP), ("/var/log 的使用率高于 /data", DF),
    ("emails 队列的消息数比 orders 多", QUEUES),  # as printed
    ("order-svc-7d9f 的 CPU 使用不高于 payment-5c8b", TOP),  # denied
    ("order-svc-7d9f 的 CPU 和内存都比 payment-5c8b 高", TOP),  # two columns
    ("/var/log 比 /var/lib 大", DU),
])
def test_a_row_put_above_as_printed_or_unsure_is_not(claim: str, text: str) -> None:
    assert not reversed_order(claim, text)


PROCESSLIST = """+----+------+-----------+------+---------+------+----------+------------------+
| Id | User | Host      | db   | Command | Time | State    | Info             |
+----+------+-----------+------+---------+------+----------+------------------+
| 11 | app  | 10.0.1.5  | shop | Query   |  120 | Locked   | UPDATE orders .. |
| 12 | app  | 10.0.1.6  | shop | Query   |   95 | Locked   | UPDATE orders .. |
| 13 | app  | 10.0.1.7  | shop | Sleep   |    3 |          | NULL             |"""


def _extreme(claim: str, output: str) -> str | None:
    found = extreme_cell_contradicted(claim, extract_anchors(claim), [output], extract_anchors)
    return None if found is None else found[1][0]


@pytest.mark.parametrize(("claim", "output", "beyond"), [
    ("最长的查询已运行 95 秒", PROCESSLIST, "TIME 120s for 11"),
    ("the longest running query has been running for 95 seconds", PROCESSLIST, "TIME 120s for 11"),
    ("最短的查询运行了 95 秒", PROCESSLIST, "TIME 3s for 13"),
    ("占用空间最大的目录为 3.4G", DU, "DISK USAGE 18GiB for /var/log"),  # (`/var`: the total)
    ("the pod using the most memory uses 1800Mi", TOP, None),  # its own
])
def test_another_row_s_value_given_the_extreme_is_contradicted(claim: str, output: str,
                                                               beyond: str | None) -> None:
    assert _extreme(claim, output) == beyond


@pytest.mark.parametrize("claim", [
    "最长的查询已运行 120 秒",  # the extreme
    "最长的查询之一已运行 95 秒", "最长的查询约 95 秒", "最长的查询超过 95 秒",  # one of, about, a bound
    "重启前最长的查询为 95 秒",  # another time
    "查询 12 是运行最长的之一，已运行 95 秒",  # a row named
    "最长的查询已运行 200 秒",  # no cell: a value found nowhere, the anchors' to report
])
def test_the_extreme_or_an_unsure_one_is_not(claim: str) -> None:
    assert _extreme(claim, PROCESSLIST) is None
