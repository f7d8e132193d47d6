"""A copied line given another line's head: its stamp, or its component
(gatekeeper.rules.support.evidence.headed)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.headed import component_heads, time_written
from gatekeeper.rules.support.text.anchors import extract_anchors

KERNEL = ("Jul  2 02:32:17 calvisitor-10-105-163-202 kernel[0]: hibernate_page_list_setall found "
          "pageCount 448015")
CONFIGD = "Jul  2 02:32:19 calvisitor-10-105-163-202 configd[53]: network changed: v4(en0-:10.105.163.202)"
OUTPUT = KERNEL + "\n" + CONFIGD


def test_a_component_no_anchor_reads_put_in_the_excerpt_s_place_is_found() -> None:
    claim = "日志显示 configd: hibernate_page_list_setall found pageCount 448015"
    ((anchor, theirs),) = component_heads(claim, [KERNEL], [OUTPUT])
    assert (anchor.kind, anchor.raw, theirs) == ("service", "configd", ["kernel"])
    assert claim[anchor.start:anchor.end] == "configd"


@pytest.mark.parametrize("claim", [
    "日志显示 kernel: hibernate_page_list_setall found pageCount 448015",  # its own component
    # both: the claim writes the excerpt's component too
    "kernel 与 configd: hibernate_page_list_setall found pageCount 448015",
    # a word of the claim's own, which no line prints as a component
    "the kernel reports hibernate_page_list_setall found pageCount 448015",
    "日志显示 configd: hibernate_page 出现",  # too few words copied to be the line
])
def test_the_excerpt_s_component_a_sentence_or_a_short_copy_is_no_replacement(claim: str) -> None:
    assert component_heads(claim, [KERNEL], [OUTPUT]) == []


def test_a_line_the_output_prints_with_that_component_is_copied_not_changed() -> None:
    other = KERNEL.replace("02:32:17", "02:32:20").replace("kernel[0]", "configd[53]")
    claim = "日志显示 configd: hibernate_page_list_setall found pageCount 448015"
    assert component_heads(claim, [KERNEL], [OUTPUT + "\n" + other]) == []


def test_prose_is_not_compared() -> None:
    excerpt = "Officials said: the bridge will reopen on Monday after repairs"
    claim = "Engineers said: the bridge will reopen on Monday after repairs"
    assert component_heads(claim, [excerpt], [excerpt + "\nEngineers said: the cost is unknown"]) == []


@pytest.mark.parametrize(("stamp", "text", "written"), [
    ("Jul  7 04:31:01", "04:17:52 至 04:31:01", True),  # the time without its date
    ("Jul  7 04:31:01", "04:17:52 之后", False),
    ("2015-10-18 18:02:58,014", "18:02:58 出现", True),
])
def test_a_stamp_s_time_written_without_its_date_counts(stamp: str, text: str, written: bool) -> None:
    (anchor,) = extract_anchors(stamp, include_timestamps=True)
    assert time_written(anchor, text) is written
