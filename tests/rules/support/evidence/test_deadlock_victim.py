"""The transaction InnoDB's latest deadlock rolled back, and how long each had been active, against
`SHOW ENGINE INNODB STATUS` (gatekeeper.rules.support.evidence.deadlock_victim)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.deadlock_victim import Transaction, deadlock, deadlock_contradicted
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

INNODB = ("------------------------\nLATEST DETECTED DEADLOCK\n------------------------\n"
          "2024-03-01 10:12:01 0x7f1c2c0e9700\n"
          "*** (1) TRANSACTION:\nTRANSACTION 421390, ACTIVE 12 sec starting index read\n"
          "mysql tables in use 1, locked 1\nLOCK WAIT 3 lock struct(s), heap size 1136, 2 row lock(s)\n"
          "MySQL thread id 88, OS thread handle 139758, query id 5123 10.0.0.21 app updating\n"
          "UPDATE orders SET status = 'paid' WHERE id = 7\n"
          "*** (1) WAITING FOR THIS LOCK TO BE GRANTED:\n"
          "RECORD LOCKS space id 58 page no 4 n bits 80 index PRIMARY of table `shop`.`orders`\n"
          "*** (2) TRANSACTION:\nTRANSACTION 421391, ACTIVE 9 sec starting index read\n"
          "mysql tables in use 1, locked 1\n"
          "MySQL thread id 91, OS thread handle 139759, query id 5124 10.0.0.22 app updating\n"
          "UPDATE orders SET status = 'shipped' WHERE id = 8\n"
          "*** (2) HOLDS THE LOCK(S):\n"
          "RECORD LOCKS space id 58 page no 4 n bits 80 index PRIMARY of table `shop`.`orders`\n"
          "*** WE ROLL BACK TRANSACTION (2)\n------------\nTRANSACTIONS\n------------")


def contradicted(claim: str) -> bool:
    return deadlock_contradicted(claim, extract_anchors(claim), [INNODB], extract_anchors) is not None


def test_the_transactions_and_the_one_rolled_back_are_read() -> None:
    assert deadlock(INNODB) == (
        (Transaction("1", "421390", "12", "88"), Transaction("2", "421391", "9", "91")), "2")
    assert deadlock(INNODB.replace("*** WE ROLL BACK TRANSACTION (2)\n", "")) is None  # no victim: none read


@pytest.mark.parametrize("claim", [
    "事务 421390 被回滚", "transaction 421390 was rolled back", "事务 (1) 被回滚",  # the other's
    "线程 88 的事务被回滚", "thread id 88 was rolled back", "thread 88 was chosen as the deadlock victim",
    "事务 421391 已活跃 12 秒", "transaction 421391 was active for 12 seconds",  # (1)'s seconds
    "transaction 421391 active 12s", "事务 421390 持续了 9 秒", "事务 421390 运行了 9 秒",
])
def test_another_victim_or_seconds_active_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [INNODB], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "事务 421391 被回滚", "transaction 421391 was rolled back", "事务 (2) 被回滚", "线程 91 的事务被回滚",
    "事务 421390 已活跃 12 秒", "事务 421391 已活跃 9 秒",
    "事务 421390 和 421391 被回滚", "事务 421390 和 421391 已活跃 12 秒",  # two transactions
    "事务 421390 没有被回滚", "transaction 421390 was not rolled back",  # a negator
    "事务 421391 已活跃 12 秒以上", "事务 421391 至少已活跃 12 秒",  # a bound
    "事务 421391 大约已活跃 12 秒",  # an approximation
    "线程 88 已活跃 9 秒",  # seconds active are given a transaction by its id
    "事务 421392 被回滚", "线程 89 的事务被回滚",  # a transaction the section prints nowhere
])
def test_its_own_victim_and_seconds_or_an_unsure_one_are_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_the_rollback_line_gives_nothing() -> None:
    claim = "事务 421390 被回滚"
    text = INNODB.replace("*** WE ROLL BACK TRANSACTION (2)\n", "")
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
