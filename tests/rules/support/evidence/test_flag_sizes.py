"""A JVM size flag's size against `-XX:+PrintFlagsFinal` (gatekeeper.rules.support.evidence.flag_sizes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.flag_sizes import flag_size_swapped
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

FLAGS = ("     size_t InitialHeapSize                          = 268435456"
         "                           {product} {ergonomic}\n"
         "     size_t MaxHeapSize                              = 4294967296"
         "                          {product} {ergonomic}")


def contradicted(claim: str) -> bool:
    return flag_size_swapped(claim, extract_anchors(claim), [FLAGS], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "初始堆大小为 4294967296 字节", "initial heap is 4294967296 bytes", "-Xms 为 4G",
    "MaxHeapSize 为 268435456",  # bare digits are bytes
    "最大堆为 256M", "max heap size 256 MB",
    "最大堆为 256M，初始堆为 4G",  # each clause its own flag
])
def test_the_other_flag_s_size_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [FLAGS], extract_anchors) is not None


def test_what_is_contradicted_is_the_size_in_bytes() -> None:
    found = flag_size_swapped("最大堆为 256M", extract_anchors("最大堆为 256M"), [FLAGS], extract_anchors)
    assert found is not None
    assert (found[0].value, found[0].unit, found[0].raw) == ("268435456", "bytes", "256M")
    assert found[1] == ["MaxHeapSize 4294967296, 256M InitialHeapSize's"]


@pytest.mark.parametrize("claim", [
    "初始堆大小为 268435456 字节", "MaxHeapSize 为 4294967296", "最大堆为 4G",
    "最大堆为 4 GB", "max heap 4096 MB", "-Xms 为 256M",
    "初始堆和最大堆为 4G",  # two flags
    "最大堆从 256M 增加到 4G",  # two sizes, a change
    "最大堆约为 256M", "最大堆超过 256M",  # an approximation, a bound
    "最大堆为 512M", "元空间为 256M", "堆内存为 256M",  # no flag's size, no flag printed, no flag named
])
def test_its_own_size_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_a_size_flag_gives_nothing() -> None:
    claim = "初始堆大小为 4294967296 字节"
    text = "InitialHeap = 268435456\nMaxHeap = 4294967296"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
