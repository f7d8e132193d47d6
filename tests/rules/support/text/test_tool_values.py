"""The readers of one tool's values each, imported when a text prints the tool
(gatekeeper.rules.support.text.anchors.tool_values)."""

from __future__ import annotations

import pytest
from helpers import modules_imported_by_the_example

from gatekeeper.rules.support.text.anchors import extract_anchors

MODULES = ("load_tests", "ntp_peers", "redis_slowlog", "lvm", "top_sizes", "field_units", "mail_queue")
#: A tool's output, and the metric or unit its reader gives a value of it.
PRINTED = [
    ("Percentage of the requests served within a certain time (ms)\n  99%    350", ("p99 latency", "ms")),
    ("     remote           refid      st t when poll reach   delay   offset  jitter\n"
     + "=" * 78 + "\n*ntp1.example.com .GPS.   1 u   33   64  377    1.234   -0.512   0.087",
     ("jitter", "ms")),
    ("1) 1) (integer) 14\n   2) (integer) 1733560812\n   3) (integer) 152340", ("slowlog duration", "ms")),
    ("  LV     VG     Attr       LSize\n  data   vg0    -wi-ao---- 500.00g", (None, "bytes")),
    ("  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n"
     " 2345 app       20   0   12.3g   6.1g  12344 S 185.3  39.5  12:34.56 java", (None, "bytes")),
]


@pytest.mark.parametrize(("text", "read"), PRINTED)
def test_a_text_printing_a_tool_s_values_is_read_by_its_reader(text: str,
                                                               read: tuple[str | None, str]) -> None:
    assert read in [(a.metric, a.unit) for a in extract_anchors(text) if a.kind == "number"]


def test_checking_a_bundle_printing_no_tool_s_values_imports_none_of_their_readers() -> None:
    """The README's example, checked in a fresh process with every rule: no reader's module."""
    assert modules_imported_by_the_example(MODULES) == []
