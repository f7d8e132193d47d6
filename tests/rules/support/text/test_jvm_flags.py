"""-XX:+PrintFlagsFinal's sizes in bytes (gatekeeper.rules.support.text.anchors.jvm_flags)."""

from __future__ import annotations

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.jvm_flags import jvm_flags

FLAGS = ("     size_t InitialHeapSize                          = 268435456"
         "                           {product} {ergonomic}\n"
         "     size_t MaxHeapSize                              = 4294967296"
         "                          {product} {ergonomic}")


def _read(text: str) -> dict[str, tuple[str, str, str | None, str | None]]:
    return {a.raw: (a.kind, a.value, a.unit, a.metric) for a in extract_anchors(text) if a.raw.isdigit()}


def test_each_size_flag_is_read_in_bytes_by_its_name() -> None:
    assert jvm_flags(FLAGS) == {"InitialHeapSize": 268435456, "MaxHeapSize": 4294967296}
    assert jvm_flags("uintx MaxMetaspaceSize := 18446744073709551615 {product}") == {
        "MaxMetaspaceSize": 18446744073709551615}


def test_a_flag_s_value_is_a_number_in_bytes_named_by_its_words() -> None:
    read = _read(FLAGS)
    assert read["268435456"] == ("number", "268435456", "bytes", "initial heap size")
    # ten digits: no timestamp
    assert read["4294967296"] == ("number", "4294967296", "bytes", "max heap size")
    claim = next(a for a in extract_anchors("最大堆为 4G") if a.kind == "number")
    assert (claim.value, claim.unit) == read["4294967296"][1:3]


def test_a_stack_size_or_a_line_without_a_size_flag_is_not_read() -> None:
    stack = ("     intx ThreadStackSize                          = 1024"
             "                                {pd product} {default}")
    assert _read(stack)["1024"][2] is None  # kilobytes: not read
    other = FLAGS.replace("HeapSize", "Foo")
    assert _read(other)["4294967296"][:1] == ("identifier",)
    assert _read(other)["268435456"][2] is None
    assert jvm_flags(other) == {}
