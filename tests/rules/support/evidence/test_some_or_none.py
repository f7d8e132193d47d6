"""A table's count a claim says is some or none, with no number, the other way from its cell
(gatekeeper.rules.support.evidence.some_or_none)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.some_or_none import count_said_otherwise
from gatekeeper.rules.support.text.anchors import extract_anchors

QUEUES = "name\tmessages\tconsumers\norders\t0\t2\npayments\t1532\t0\nemails\t0\t1"
LAGS = """GROUP   TOPIC   PARTITION   CURRENT-OFFSET   LOG-END-OFFSET   LAG   CONSUMER-ID
billing orders  0           1200             1500             300   consumer-1
billing orders  1           980              980              0     consumer-2"""
PODS = """NAME                             READY   STATUS    RESTARTS   AGE
order-svc-7d9f8b6c5-abcde        1/1     Running   0          12d
payment-svc-5c4b9d7f8-xk2lp      1/1     Running   3          3d"""


def contradicted(claim: str, output: str) -> bool:
    return count_said_otherwise(claim, extract_anchors(claim), [output], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("payments 队列是空的", QUEUES), ("the payments queue is empty", QUEUES), ("所有队列都是空的", QUEUES),
    ("没有队列有积压", QUEUES), ("每个队列都有消费者", QUEUES), ("payments 队列有消费者", QUEUES),
    ("orders 队列有积压", QUEUES), ("the orders queue isn't empty", QUEUES),
    ("所有分区都没有 lag", LAGS), ("partition 1 有 lag", LAGS),  # the row's number is no number said
    ("order-svc 的 pod 有重启", PODS), ("no pod has restarts", PODS),
])
def test_a_count_said_some_or_none_the_other_way_is_contradicted(claim: str, output: str) -> None:
    assert contradicted(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("orders 队列是空的", QUEUES), ("payments 队列有积压，没有消费者", QUEUES),
    ("payments 队列还有未消费的消息", QUEUES),  # `未消费`: some, no denial
    ("the payments queue isn't empty", QUEUES),
    ("除了 payments，每个队列都有消费者", QUEUES),  # the rows excepted
    ("并非所有队列都有消费者", QUEUES),  # not all
    ("orders 队列没有明显积压", QUEUES),  # a judgement of amount
    ("payments 队列有 1532 条积压消息", QUEUES),  # a number: evidence/tables.py's
    ("partition 0 有 lag", LAGS), ("payment-svc 的 pod 有重启", PODS),
    ("重启前 order-svc 的 pod 没有重启记录", PODS),  # another time
    ("order-svc 的 pod 很久没有重启记录", PODS),  # none of late, not ever
    ("payments 队列有积压但没有消费者", QUEUES),  # two counts in one clause
])
def test_a_count_said_its_way_or_unsure_is_not(claim: str, output: str) -> None:
    assert not contradicted(claim, output)
