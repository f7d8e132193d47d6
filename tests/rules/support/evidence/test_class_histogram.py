"""Classes against a JVM's heap histogram (gatekeeper.rules.support.evidence.class_histogram)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.class_histogram import (
    histogram,
    histogram_contradicted,
    histogram_values_held,
)
from gatekeeper.rules.support.text.anchors import extract_anchors

HISTO = """ num     #instances         #bytes  class name (module)
-------------------------------------------------------
   1:       5213887      834221920  [B (java.base@17.0.8)
   2:       4102331      131274592  java.lang.String (java.base@17.0.8)
   3:       1203221       38503072  java.util.HashMap$Node (java.base@17.0.8)
   4:        211873       20339808  com.acme.order.OrderEntity
   5:         90211        2886752  [Ljava.lang.Object; (java.base@17.0.8)
Total      10821523     1027226144"""


def test_each_row_is_read() -> None:
    assert histogram(HISTO)["java.lang.String"] == (4102331, 131274592)
    assert histogram(HISTO)["[B"] == (5213887, 834221920)
    assert histogram("1:  5  80  java.lang.String") == {}  # no header: no histogram


@pytest.mark.parametrize("claim", [
    "String 对象有 5213887 个实例", "OrderEntity 有 1203221 个实例", "byte[] 占用了 131274592 字节",
    "java.lang.String 占用 795.6 MB", "HashMap$Node has 4102331 instances", "Object[] 有 211873 个实例",
    "com.acme.order.OrderEntity 的实例数为 90211",
])
def test_another_count_or_size_of_the_class_is_contradicted(claim: str) -> None:
    assert histogram_contradicted(claim, [], [HISTO], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "String 对象有 4102331 个实例", "byte[] 占用了 834221920 字节", "byte[] 占用了 795.6 MB",
    "byte[] 占用了 834.2 MB", "java.lang.Object[] 有 90211 个实例",
    "OrderEntity 约有 20 万个实例", "byte[] 占用超过 700 MB",  # an approximation, a bound
    "byte[] 占堆的 81%",  # a share
    "String 和 byte[] 共有 9316218 个实例",  # two classes
    "StringBuilder 有 5213887 个实例",  # no class listed
])
def test_the_row_s_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert histogram_contradicted(claim, [], [HISTO], extract_anchors) is None


def test_a_size_of_the_class_s_bytes_is_held() -> None:
    claim = "byte[] 占用了 795.6 MB"
    assert histogram_values_held(claim, extract_anchors(claim), [HISTO]) == []
    claim = "String 占用了 795.6 MB"
    assert [a.raw for a in histogram_values_held(claim, extract_anchors(claim), [HISTO])] == ["795.6 MB"]
