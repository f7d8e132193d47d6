"""A metric's value dated to a time its evidence gives another value at
(gatekeeper.rules.support.evidence.stamped_values)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.stamped_values import value_misdated
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """2026-12-02 03:10:00 [order-svc] cpu_usage=40% p99_latency=120ms
2026-12-02 03:10:00 [payment-svc] cpu_usage=95% p99_latency=90ms
2026-12-02 03:15:00 [order-svc] cpu_usage=95% p99_latency=5300ms
2026-12-02 03:20:00 [order-svc] cpu_usage=60% p99_latency=5.3s"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _misdated(claim: str, output: str = LOG) -> tuple[str, list[str]] | None:
    found = value_misdated(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1])


@pytest.mark.parametrize(("claim", "written", "then"), [
    ("order-svc 在 03:10 的 CPU 使用率为 95%", "03:10 的 CPU 使用率为 95%",
     "cpu usage 40% at 2026-12-02 03:10:00"),
    ("At 03:10 order-svc CPU usage was 95%.", "03:10 order-svc CPU usage was 95%",
     "cpu usage 40% at 2026-12-02 03:10:00"),
    ("03:20 时 order-svc cpu_usage=95%", "03:20 时 order-svc cpu_usage=95%",
     "cpu usage 60% at 2026-12-02 03:20:00"),
])
def test_a_value_dated_to_a_time_the_lines_give_another_value_at_is_contradicted(
        claim: str, written: str, then: str) -> None:
    found = _misdated(claim)
    assert found is not None and found[0] == written
    assert found[1][0].startswith(then)
    assert found[1][-1] == "95% at 2026-12-02 03:15:00"


@pytest.mark.parametrize("claim", [
    "order-svc 在 03:15 的 CPU 使用率为 95%",  # the value at that time
    "在 03:10 CPU 使用率为 95%",  # no service named: payment-svc's line gives 95% then
    "order-svc 在 03:12 的 CPU 使用率为 95%",  # no line at that time: nothing to say
    "03:20 时 order-svc p99 延迟 5300ms",  # the line then gives it in seconds: not compared
    "order-svc 在 03:10 至 03:15 期间 CPU 使用率达到 95%",  # a period
    "order-svc CPU 使用率 95%，03:10 发布",  # another clause
])
def test_a_value_at_its_time_or_one_no_line_can_tell_is_not(claim: str) -> None:
    assert _misdated(claim) is None
