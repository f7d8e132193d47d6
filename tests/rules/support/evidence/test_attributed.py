"""A claim giving the exception or error code its excerpt shows to another service or host
(gatekeeper.rules.support.evidence.attributed)."""

from __future__ import annotations

import random

import pytest

from gatekeeper.rules.support.evidence.attributed import (
    Masked,
    misattributed_event,
    mistimed_event,
    tied,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

OOM = ("2026-12-01 03:14:09 ERROR [order-svc] o.a.order.OrderController - "
       "java.lang.OutOfMemoryError: Java heap space")
TIMEOUT = "2026-12-01 03:14:09 ERROR [payment-svc] c.a.pay.PayClient - 调用 order-svc 超时 after 5000ms"
OUTPUT = "\n".join([OOM, TIMEOUT])


def _blamed(claim: str, excerpt: str = OOM, output: str = OUTPUT) -> str | None:
    found = misattributed_event(claim, extract_anchors(claim), [excerpt], [extract_anchors(excerpt)],
                                [output])
    return None if found is None else found[0].raw


@pytest.mark.parametrize("claim", [
    "payment-svc 在 03:14:09 抛出 java.lang.OutOfMemoryError，堆内存耗尽。",
    "payment-svc 出现 OutOfMemoryError",
    "payment-svc 的日志中出现了 OutOfMemoryError",
    "payment-svc threw an OutOfMemoryError at 03:14:09.",
    "payment-svc's OutOfMemoryError took the pool down",
    "OutOfMemoryError in payment-svc",
    # subjects joined before the event each raised it
    "order-svc 和 payment-svc 均出现 OutOfMemoryError",
    "payment-svc、order-svc 都抛出了 OutOfMemoryError",
    "order-svc and payment-svc both threw OutOfMemoryError.",
])
def test_an_event_given_to_another_service_is_found(claim: str) -> None:
    assert _blamed(claim) == "payment-svc"


@pytest.mark.parametrize(("claim", "output"), [
    ("order-svc 在 03:14:09 抛出 java.lang.OutOfMemoryError", OUTPUT),  # the line's own
    ("OrderController 抛出 OutOfMemoryError", OUTPUT),  # named otherwise on the line
    ("order-svc-7d9f 抛出 OutOfMemoryError", OUTPUT),  # an instance of the line's service
    ("payment-svc 超时的根因是 OutOfMemoryError", OUTPUT),  # no subject of the event
    ("payment-svc 因 order-svc 的 OutOfMemoryError 而超时", OUTPUT),
    ("payment-svc 抛出 StackOverflowError", OUTPUT),  # not in the excerpt: grounding's
    ("order-svc 和 payment-svc 分别出现 OutOfMemoryError 和超时", OUTPUT),  # respectively
    # another line of the cited output has payment-svc raise it too
    ("payment-svc 出现 OutOfMemoryError", OUTPUT + "\n[payment-svc] java.lang.OutOfMemoryError"),
])
def test_an_event_its_evidence_gives_the_claim_s_subject_or_nobody_is_not(claim: str,
                                                                         output: str) -> None:
    assert _blamed(claim, OOM, output) is None


def test_a_line_naming_no_service_blames_nobody() -> None:
    line = "java.lang.OutOfMemoryError: Java heap space"
    assert _blamed("payment-svc 抛出 OutOfMemoryError", line, line) is None


METRICS = ("2026-12-01 10:00:00 [payment-svc] cpu_usage=95% mem_usage=71% p99_latency=5300ms\n"
           "2026-12-01 10:00:00 [order-svc] cpu_usage=40% mem_usage=88% p99_latency=120ms")
PAYMENT = METRICS.split("\n")[0]


@pytest.mark.parametrize("claim", [
    "order-svc CPU 使用率 95%，已接近饱和。",  # payment-svc's value, however labelled
    "order-svc 的 cpu_usage 达到 95%",
    "order-svc p99 延迟 5300ms",
])
def test_a_metric_value_given_to_another_service_is_found(claim: str) -> None:
    assert _blamed(claim, PAYMENT, METRICS) == "order-svc"


@pytest.mark.parametrize("claim", [
    "payment-svc CPU 使用率 95%",  # its own
    "order-svc 的输出显示：Kafka 消费延迟 lag=95",  # more than the label between them
    "order-svc 调用 payment-svc，CPU 使用率 95%",
])
def test_a_metric_value_of_the_claim_s_subject_or_of_nobody_is_not(claim: str) -> None:
    assert _blamed(claim, PAYMENT, METRICS) is None


def test_the_whole_output_as_excerpt_is_read_line_by_line() -> None:
    # both lines quoted: 88% is order-svc's memory, not payment-svc's (71%)
    assert _blamed("payment-svc 内存使用率 88%", METRICS, METRICS) == "payment-svc"


STAMPED = ("2026-12-01 03:14:09 ERROR [order-svc] java.lang.OutOfMemoryError: Java heap space\n"
           "2026-12-01 03:15:40 INFO [order-svc] pod order-svc-7d9f restarted (OOMKilled)")


def _mistimed(claim: str, excerpt: str = STAMPED.split("\n")[0], output: str = STAMPED) -> str | None:
    found = mistimed_event(claim, extract_anchors(claim, include_timestamps=True), [excerpt],
                           [extract_anchors(excerpt, include_timestamps=True)], [output])
    return None if found is None else found[0].raw


@pytest.mark.parametrize("claim", [
    "order-svc 在 03:15:40 抛出 java.lang.OutOfMemoryError。",  # the restart's time
    "03:15:40 order-svc 出现 OutOfMemoryError",
    "order-svc threw OutOfMemoryError at 03:15.",  # to the minute
])
def test_an_event_dated_to_another_time_is_found(claim: str) -> None:
    assert _mistimed(claim) is not None


@pytest.mark.parametrize("claim", [
    "order-svc 在 03:14:09 抛出 OutOfMemoryError",  # its own time
    "order-svc threw OutOfMemoryError at 03:14.",  # to the minute
    "03:14:09 至 03:15:40 之间出现 OutOfMemoryError",  # a span
    "order-svc 在 03:15:40 之前出现 OutOfMemoryError",  # before it
    "order-svc 在 03:15:40 重启",  # no event
])
def test_an_event_at_its_own_time_or_in_a_span_is_not(claim: str) -> None:
    assert _mistimed(claim) is None


def test_a_cited_output_line_at_the_claim_s_time_holds_it() -> None:
    output = STAMPED + "\n2026-12-01 03:15:40 ERROR [order-svc] java.lang.OutOfMemoryError again"
    assert _mistimed("order-svc 在 03:15:40 抛出 OutOfMemoryError", output=output) is None


def test_a_daemon_the_output_prints_as_a_component_is_a_subject() -> None:
    output = ("Jul  1 09:01:05 calvisitor kernel[0]: AirPort: Link Down\n"
              "Jul  1 09:01:06 calvisitor secd[276]: SecKeychainCopyAccess: NSUnderlyingError=-25300")
    line = output.split("\n")[1]
    assert _blamed("kernel 抛出 NSUnderlyingError", line, output) == "kernel"
    assert _blamed("NSUnderlyingError in kernel.", line, output) == "kernel"
    assert _blamed("secd 抛出 NSUnderlyingError", line, output) is None  # its own
    assert _blamed("ERROR 抛出 NSUnderlyingError", line, output) is None  # a level, no component


def test_the_claim_blanked_once_ties_what_each_pair_blanked_alone_ties() -> None:
    # Blanking each pair's own span was quadratic (a claim of 200 services and 200 events with
    # a 200-row table: 10 s; `tests/rules/test_value_contradiction.py` has the attack).
    rng = random.Random(3)
    pieces = ["order-svc", "payment-svc", " 在 03:14:09 ", " 出现 ", "OutOfMemoryError", " 和 ", "，",
              " threw ", "ORA-00600", " CPU 使用率为 ", "95%", " 的 ", " in ", "node12", " 均 "]
    for _ in range(400):
        claim = "".join(rng.choice(pieces) for _ in range(rng.randint(2, 12)))
        anchors = extract_anchors(claim, include_timestamps=True)
        masked = Masked(claim, anchors)
        for subject in (a for a in anchors if a.kind in ("service", "host")):
            for event in anchors:
                assert tied(claim, subject, event, anchors, masked) == tied(
                    claim, subject, event, anchors), (claim, subject, event)


def test_a_code_of_digits_is_found_however_the_line_reads_it() -> None:
    # A code of digits is matched as a value, not inside a time; the line may read it as an
    # HTTP status (`HTTP 500`): matched only as an error code, the line stated nothing and
    # the claim giving payment-svc's 500 to order-svc passed.
    output = ("2026-12-01 10:01:02 ERROR [payment-svc] upstream returned HTTP 500\n"
              "2026-12-01 10:01:05 INFO [order-svc] request done")
    assert _blamed("order-svc 出现错误码 500", output, output) == "order-svc"
    assert _blamed("payment-svc 出现错误码 500", output, output) is None


RESTARTS = """10:00:01 INFO [order-svc] request completed in 42ms
10:00:03 WARN [payment-svc] service restarted by supervisor
10:00:05 ERROR [order-svc] call to payment-svc timed out"""


@pytest.mark.parametrize(("claim", "blamed"), [
    ("order-svc 发生了重启", "order-svc"),
    ("order-svc was restarted", "order-svc"),
    ("inventory-api 被重启", "inventory-api"),  # the one restart logged is payment-svc's
    ("payment-svc 发生了重启", None),
    ("payment-svc was restarted by its supervisor", None),
    # the timeout's line names both: order-svc's, and payment-svc's too
    ("order-svc 出现超时", None),
    ("payment-svc 超时", None),
    ("order-svc 没有发生重启", None),  # a negation is negated.py's to read
])
def test_a_glossary_event_is_attributed_in_either_language(claim: str, blamed: str | None) -> None:
    assert _blamed(claim, RESTARTS, RESTARTS) == blamed


def test_a_glossary_event_is_read_on_the_excerpt_s_lines_only() -> None:
    # the excerpt states the timeout its own way (a 504): another line's timeout is no denial
    excerpt = "03:12:20 WARN upstream=notify-svc downstream=user-center status=504 cost=8680ms"
    output = "\n".join([excerpt, "03:12:22 ERROR [risk-engine] call order-svc timeout after 5848ms"])
    assert _blamed("notify-svc 调用 user-center 超时。", excerpt, output) is None
