"""A change a claim reports the wrong way round (gatekeeper.rules.support.evidence.series)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.series import (
    carried_metrics,
    claimed_changes,
    moved_from,
    reversed_change,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

EARLY, LATE = "at 2026-11-28 10:00:00", "at 2026-11-28 10:05:00"
RISING = """2026-11-28 10:00:00 [order-svc] cpu_usage=40% p99_latency=120ms
2026-11-28 10:05:00 [order-svc] cpu_usage=99% p99_latency=5300ms
2026-11-28 10:05:00 [payment-svc] cpu_usage=35% p99_latency=80ms"""
FALLING = """10:00:00 order-svc CPU 使用率 99%，P99 延迟 5300ms
10:05:00 order-svc CPU 使用率 40%，P99 延迟 120ms"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _reversed(claim: str, output: str) -> tuple[str, list[str]] | None:
    anchors = _anchors(claim)
    return reversed_change(claimed_changes(claim, anchors), anchors, [output], _anchors)


@pytest.mark.parametrize(("claim", "written", "before", "after", "direction"), [
    ("P99 延迟从 5300ms 降至 120ms", "从 5300ms 降至 120ms", "5300", "120", "down"),
    ("延迟由 120ms 飙升到 5.3s", "由 120ms 飙升到 5.3s", "120", "5300", "up"),
    ("latency rose from 120ms to 5300ms", "rose from 120ms to 5300ms", "120", "5300", "up"),
    ("cpu_usage 40% -> 99%", "40% -> 99%", "40", "99", None),
    ("CPU 使用率升至 99%", "升至 99%", None, "99", "up"),
    ("cpu usage dropped to 40%", "dropped to 40%", None, "40", "down"),
    # scaling and memory freed: `扩容` up, `缩容`, `回收`, `释放` down
    ("副本数从 3 扩容到 5", "从 3 扩容到 5", "3", "5", "up"),
    ("GC 将堆从 812M 回收到 128M", "从 812M 回收到 128M", "851443712", "134217728", "down"),
    ("副本数缩容到 2", "缩容到 2", None, "2", "down"),
    ("the GC shrank the heap from 812 to 128", "shrank the heap from 812 to 128", "812", "128", "down"),
])
def test_changes_are_read_from_the_claim(claim: str, written: str, before: str | None, after: str,
                                         direction: str | None) -> None:
    (change,) = claimed_changes(claim, _anchors(claim))
    assert change.written == written
    assert (change.before.value if change.before else None, change.after.value) == (before, after)
    assert change.direction == direction


@pytest.mark.parametrize("claim", [
    "p99 延迟从 120ms 到 5300ms 不等",  # a range, no verb of change
    "p99 延迟在 120ms 到 5300ms 之间",
    "latency is up to 5300ms",  # at most
    "latencies from 120ms to 5300ms",  # no verb
    "P99 延迟 5300ms",
])
def test_ranges_and_levels_are_no_change(claim: str) -> None:
    assert claimed_changes(claim, _anchors(claim)) == []


@pytest.mark.parametrize(("claim", "evidence"), [
    ("order-svc CPU 使用率从 99% 降至 40%", f"40% {EARLY}, then 99% {LATE}"),
    ("order-svc cpu usage fell from 99% to 40%", f"40% {EARLY}, then 99% {LATE}"),
    ("order-svc cpu_usage 99% → 40%", f"40% {EARLY}, then 99% {LATE}"),
    ("order-svc p99 latency decreased from 5.3s to 120ms", f"120ms {EARLY}, then 5300ms {LATE}"),
])
def test_a_move_the_stamped_lines_make_the_other_way_is_reversed(claim: str, evidence: str) -> None:
    found = _reversed(claim, RISING)
    assert found is not None and found[1] == [evidence]


def test_a_move_to_a_value_is_compared_with_the_value_before_it() -> None:
    assert _reversed("CPU 使用率升至 40%", FALLING) == ("升至 40%", ["99% at 10:00:00, then 40% at 10:05:00"])
    assert _reversed("CPU 使用率回落至 40%", FALLING) is None
    # nothing before the value: where it came from is not known
    assert _reversed("order-svc cpu usage dropped to 40%", RISING) is None


@pytest.mark.parametrize("claim", [
    "order-svc CPU 使用率从 40% 飙升至 99%",
    "order-svc cpu usage rose from 40% to 99%",
    "order-svc cpu_usage 40% -> 99%",
    "order-svc CPU 使用率升至 99%",
])
def test_a_move_the_way_the_lines_make_it_is_not(claim: str) -> None:
    assert _reversed(claim, RISING) is None


def test_values_of_another_service_are_another_series() -> None:
    # payment-svc's 35% at 10:05 is after order-svc's 40% at 10:00, but it is not order-svc's
    assert _reversed("order-svc cpu usage fell from 40% to 35%", RISING) is None


@pytest.mark.parametrize("output", [
    "order-svc cpu_usage=40%\norder-svc cpu_usage=99%",  # no times: the order is unknown
    "10:00:00 cpu_usage=40%\n2026-11-28 10:05:00 cpu_usage=99%",  # stamps of two precisions
    "10:00:00 cpu_usage=40% mem_usage=40%\n10:05:00 cpu_usage=99% mem_usage=99%",  # two metrics
    "10:00:00 cpu_usage=40%\ncpu_usage=99%",  # one of the values at no time
])
def test_an_order_that_cannot_be_told_says_nothing(output: str) -> None:
    assert _reversed("cpu usage fell from 99% to 40%", output) is None


def test_an_unstamped_line_without_the_values_is_left_out() -> None:
    output = "summary: cpu_usage avg=70%\n10:00:00 cpu_usage=40%\n10:05:00 cpu_usage=99%"
    assert _reversed("cpu usage fell from 99% to 40%", output) == (
        "fell from 99% to 40%", ["40% at 10:00:00, then 99% at 10:05:00"])


def test_the_value_moved_to_carries_the_metric_of_the_value_moved_from() -> None:
    claim = "cpu_usage 40% -> 99%"
    anchors = _anchors(claim)
    changes = claimed_changes(claim, anchors)
    assert [a.metric for a in carried_metrics(anchors, changes) if a.kind == "number"] == [
        "cpu_usage", "cpu_usage"]
    assert moved_from(changes) == [(anchors[1].start, anchors[1].end)]


def test_a_verb_moving_the_values_against_their_order_is_reversed() -> None:
    assert _reversed("order-svc P99 延迟从 120ms 降至 5300ms", RISING) == (
        "从 120ms 降至 5300ms", [f"120ms {EARLY}, then 5300ms {LATE}"])
    assert _reversed("order-svc p99 latency dropped from 120ms to 5300ms", RISING) is not None
    assert _reversed("order-svc p99 latency went from 120ms to 5300ms", RISING) is None


def test_a_change_a_line_writes_the_other_way_is_reversed() -> None:
    summary = "order-svc p99_latency: 120ms -> 5300ms (10:00 -> 10:05)"
    assert _reversed("order-svc p99 延迟从 5300ms 降至 120ms", summary) == (
        "从 5300ms 降至 120ms", [repr(summary)])
    assert _reversed("order-svc p99 latency rose from 120ms to 5300ms", summary) is None
    # a line writing both ways (a flap) contradicts neither
    assert _reversed("p99 latency fell from 5300ms to 120ms",
                     "p99: 120ms -> 5300ms\np99: 5300ms -> 120ms") is None


def test_a_move_from_a_value_the_series_never_had_is_reversed() -> None:
    # 35% is payment-svc's; order-svc went from 40% to 99%
    assert _reversed("order-svc cpu_usage 35% -> 99%", RISING) == (
        "35% -> 99%", [f"40% {EARLY}, then 99% {LATE}"])
    assert _reversed("order-svc CPU 使用率从 35% 升至 99%", RISING) is not None
    assert _reversed("order-svc CPU 使用率从 40% 升至 99%", RISING) is None
