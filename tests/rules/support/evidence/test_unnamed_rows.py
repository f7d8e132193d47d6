"""A value a claim gives a column of a table whose rows name nothing (vmstat's samples, iostat's
CPU line, a table of one row) that no row holds (gatekeeper.rules.support.evidence.unnamed_rows)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.unnamed_rows import unnamed_row_value
from gatekeeper.rules.support.text.anchors import extract_anchors

VMSTAT = """$ vmstat 1 3
procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
 r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
 3  1 524288  81234  10240 204800  312  540   120   880 1200 2400 35 10 40 15  0
 2  1 524288  80112  10240 204800  296  512   118   872 1180 2350 34 11 40 15  0"""
IOSTAT = """$ iostat -x 1 1
avg-cpu:  %user   %nice %system %iowait  %steal   %idle
          35.20    0.00   10.10   15.30    0.00   39.40

Device            r/s     w/s   %util
sda              0.50   12.00   96.30"""
REPLICATION = """$ psql -c "select * from replication_lag"
 client_addr |   state   | sent_lsn_lag_bytes | replay_lag_bytes
-------------+-----------+--------------------+------------------
 10.0.3.12   | catchup   |               8192 |           262144
(1 row)"""
STANDBY = """$ psql -c "select client_addr, state, sync_state from pg_stat_replication"
 client_addr |   state   | sync_state
-------------+-----------+------------
 10.0.3.12   | catchup   | async
(1 row)"""
DEPLOYMENT = """$ kubectl get deploy order-svc
NAME        READY   UP-TO-DATE   AVAILABLE   AGE
order-svc   2/3     3            2           5d"""
HPA = """NAME        REFERENCE              TARGETS    MINPODS   MAXPODS   REPLICAS   AGE
order-svc   Deployment/order-svc   45%/80%    2         10        4          30d"""
KAFKA = """Topic: orders\tPartition: 0\tLeader: 1\tReplicas: 1,2,3\tIsr: 1,2,3"""
TOP = """top - 10:15:01 up 12 days,  3 users,  load average: 5.12, 4.80, 4.33
%Cpu(s): 60.1 us, 15.2 sy,  0.0 ni, 22.3 id,  2.4 wa,  0.0 hi,  0.0 si,  0.0 st
  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
 4721 app       20   0   12.3g   6.1g  21384 S 185.3  39.3  84:12.55 java"""


def contradicted(claim: str, output: str) -> bool:
    return unnamed_row_value(claim, extract_anchors(claim), [output], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("swpd 为 0", VMSTAT), ("swap 使用量为 0", VMSTAT), ("si 为 0", VMSTAT),
    ("si 和 so 都是 0", VMSTAT),  # columns given one value together
    ("换出为 296", VMSTAT),  # swap-in's
    ("没有发生换入", VMSTAT), ("there is no swap-out", VMSTAT),  # a column denied
    ("上下文切换为 1200", VMSTAT),  # the interrupts'
    ("%iowait 为 5%", IOSTAT), ("iowait 为 96.3%", IOSTAT),  # the device's %util
    ("可用副本为 3", DEPLOYMENT),  # the one row's UP-TO-DATE
    ("standby 的复制状态是 streaming", STANDBY), ("the replica's state is streaming", STANDBY),
    ("standby 的 sync_state 为 sync", STANDBY),  # `sync_state` names no `state`
    ("当前副本数为 10", HPA), ("目前副本数为 10", HPA),  # MAXPODS': `当前` is now, no other time
    ("vmstat 显示 so 为 312", VMSTAT),  # the tool named: its first cell, no row's entity
    ("us 为 40", VMSTAT), ("vmstat 的 id 的值为 15", VMSTAT),  # a letter name given a value
    ("bo 为 3", VMSTAT),  # the echoed command's `3` is no value printed outside the table
    ("swap in 是 101", VMSTAT),  # `in` a name's last word, not the interrupts' column
])
def test_a_value_no_row_of_the_column_holds_is_contradicted(claim: str, output: str) -> None:
    assert contradicted(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("si 为 312", VMSTAT), ("so 为 512", VMSTAT),  # a sample's
    ("swpd 为 524288", VMSTAT), ("iowait 为 15%", VMSTAT), ("%iowait 为 15.3%", IOSTAT),
    ("iowait 约 10%", IOSTAT),  # about
    ("iowait 超过 10%", IOSTAT),  # a bound
    ("换入增加了 16", VMSTAT),  # a change
    ("没有明显的换入", VMSTAT),  # a judgement of amount, no zero
    ("换入不为 0", VMSTAT),
    ("有 2 个样本的换入超过 0", VMSTAT),
    ("order-svc 的可用副本为 3", DEPLOYMENT),  # a row named: evidence/tables.py's
    ("可用副本为 2", DEPLOYMENT),
    ("CPU idle is 22.3%", TOP),  # top's summary, not its process's row
    ("CPU 使用率为 77.7%", TOP),  # nor a number computed from it
    ("standby 不处于 streaming 状态", REPLICATION),  # a column of words
    ("standby 的复制状态是 catchup", STANDBY),
    ("standby 处于 catchup 状态，还没有进入 streaming", STANDBY),  # denied
    ("当前副本数为 4", HPA), ("扩容前副本数为 2", HPA),  # as printed; another time
    ("副本为 2", KAFKA),  # a list's column: an item or a count
    ("vmstat 显示 us 为 35", VMSTAT), ("id=40", VMSTAT),
    ("we saw 40 samples in vmstat", VMSTAT),  # `in`, `id`, `us` as English words name no column
    ("let us say it is 40", VMSTAT),
])
def test_a_value_the_table_holds_or_does_not_read_is_not(claim: str, output: str) -> None:
    assert not contradicted(claim, output)


def test_a_letter_name_before_a_run_of_blanks_is_read_in_linear_time() -> None:
    """Two runs of blanks met after `us` (20,000 blanks took 1.7 s)."""
    assert not contradicted("vmstat us" + " " * 40_000 + "x", VMSTAT)


MONGOSTAT = """insert query update delete getmore command dirty  used conn                time
   120   850    340     *0      12   230|0  2.1% 78.4%  187 Dec  7 10:00:01.123
    98   790    310     *0      10   215|0  2.3% 78.9%  191 Dec  7 10:00:02.123"""


@pytest.mark.parametrize(("claim", "told"), [
    ("update 为 120", True),  # the inserts': the first cell is a value, no row's name
    ("insert 为 340", True), ("连接数为 230", True),
    ("update 为 310", False), ("insert 为 98", False), ("连接数为 187", False),
])
def test_mongostat_s_samples_name_no_row(claim: str, told: bool) -> None:
    assert contradicted(claim, MONGOSTAT) is told
