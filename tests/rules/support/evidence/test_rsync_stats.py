"""Counts and sizes against `rsync --stats` (gatekeeper.rules.support.evidence.rsync_stats)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.rsync_stats import rsync_stat_swapped, rsync_stats
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

STATS = ("Number of files: 12,431 (reg: 11,802, dir: 629)\nNumber of created files: 57 (reg: 57)\n"
         "Number of deleted files: 0\nNumber of regular files transferred: 213\n"
         "Total file size: 4.21G bytes\nTotal transferred file size: 318.44M bytes")


def contradicted(claim: str) -> bool:
    return rsync_stat_swapped(claim, extract_anchors(claim), [STATS], extract_anchors) is not None


def test_the_statistics_are_read_as_printed() -> None:
    stats = rsync_stats(STATS)
    assert (stats["files"], stats["dirs"], stats["created"], stats["deleted"], stats["transferred"]) == (
        "12,431", "629", "57", "0", "213")
    assert (stats["size"], stats["transferred size"]) == ("4.21G", "318.44M")


@pytest.mark.parametrize("claim", [
    "共传输了 57 个普通文件", "传输了 300 个文件", "目录数为 11,802",
    "共有 11,802 个文件", "新建了 213 个文件", "删除了 57 个文件",
    "总传输文件大小为 4.21G", "文件总大小为 318.44M", "total file size is 4.3G",
])
def test_another_statistic_s_value_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [STATS], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "共传输了 213 个普通文件", "目录数为 629", "共有 12,431 个文件", "共有 12431 个文件",
    "普通文件 11,802 个", "新建了 57 个文件", "删除了 0 个文件",
    "总传输文件大小为 318.44M", "传输文件大小为 318.4M", "文件总大小为 4.2G", "文件总大小为 4.21 GB",
    "传输了 213 个文件和 57 个新文件", "transferred 318.44M of 4.21G",  # two values
    "共传输了约 200 个文件", "传输了超过 200 个文件",  # an approximation, a bound
    "文件数增加了 57",  # a change
])
def test_its_own_value_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_the_labels_gives_nothing() -> None:
    claim = "共传输了 57 个普通文件"
    text = "files: 12,431\nregular files transferred: 213"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
