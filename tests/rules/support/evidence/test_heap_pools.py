"""A memory pool's statistic against `jcmd GC.heap_info` (gatekeeper.rules.support.evidence.heap_pools)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gatekeeper.rules.support.evidence.heap_pools import heap_pools, heap_stat_swapped
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

HEAP = """12345:
 garbage-first heap   total 4194304K, used 3932160K [0x00000006c0000000, 0x0000000800000000)
  region size 2048K, 120 young (245760K), 8 survivors (16384K)
 Metaspace       used 123456K, committed 125000K, reserved 1163264K
  class space    used 12345K, committed 12857K, reserved 1048576K"""


def contradicted(claim: str) -> bool:
    return heap_stat_swapped(claim, extract_anchors(claim), [HEAP], extract_anchors) is not None


def test_each_pool_s_statistics_are_read_in_bytes() -> None:
    pools = heap_pools(HEAP)
    assert pools["heap"] == {"total": Decimal(4194304 * 1024), "used": Decimal(3932160 * 1024)}
    assert pools["class space"]["reserved"] == Decimal(1048576 * 1024)


@pytest.mark.parametrize("claim", ["堆总量为 3932160K", "Metaspace 已使用 125000K", "元空间预留了 123456K",
                                   "the heap used 4194304K", "class space reserved 12857K"])
def test_another_statistic_s_size_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [HEAP], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "堆已使用 3932160K", "the heap's total is 4194304K", "Metaspace committed 125000K",
    "堆使用了 3932160K，总量 4194304K",  # two sizes, each its own clause
    "堆已使用约 3932160K",  # an approximation
    "堆已使用 999K",  # a size printed nowhere: the grounding's to report
])
def test_its_own_size_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_pool_s_line_without_used_opens_the_gate_its_reading_needs() -> None:
    young = ("PSYoungGen      total 305664K, committed 262144K\n"
             "Metaspace       used 123456K, committed 125000K, reserved 1163264K")
    claim = "Metaspace 已使用 125000K"
    assert tool_contradicted(claim, extract_anchors(claim), [young], extract_anchors) is not None
