"""Redis' RDB and AOF outcomes against `INFO persistence`
(gatekeeper.rules.support.evidence.persistence_status)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.persistence_status import (
    persistence_contradicted,
    persistence_statuses,
)
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

INFO = "rdb_last_bgsave_status:err\naof_last_bgrewrite_status:ok\naof_last_write_status:ok"
INFO_CRLF = INFO.replace("\n", "\r\n") + "\r\n"  # as redis-cli prints a reply's lines


def contradicted(claim: str, text: str = INFO) -> bool:
    return persistence_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_status_field_is_read() -> None:
    statuses = (("rdb", "bgsave", "err"), ("aof", "bgrewrite", "ok"), ("aof", "write", "ok"))
    assert persistence_statuses(INFO) == statuses
    assert persistence_statuses(INFO_CRLF) == statuses


@pytest.mark.parametrize("text", [INFO, INFO_CRLF])
@pytest.mark.parametrize("claim", [
    "AOF 最后一次写入失败", "AOF 写入出错", "AOF write failed",  # the RDB save failed
    "AOF rewrite failed", "aof 重写失败",
    "AOF failed", "AOF 出错", "AOF 持久化出现错误",
    "RDB 保存正常", "RDB 后台保存成功", "RDB bgsave ok", "RDB save succeeded", "RDB 正常", "rdb is ok",
])
def test_an_outcome_none_of_its_statuses_has_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "RDB 最后一次后台保存失败", "RDB failed", "RDB 持久化出错", "AOF 正常", "AOF 写入成功", "AOF rewrite ok",
    "RDB 和 AOF 都失败了", "RDB 和 AOF 正常", "RDB 保存失败但 AOF 正常",  # both persistences
    "AOF 失败或正常", "AOF 重写失败或成功",  # both outcomes
    "AOF 写入没有失败", "AOF did not fail", "RDB 不正常", "RDB 没有成功", "RDB 保存未成功",  # a negator
])
def test_its_own_outcome_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_an_operation_named_reads_its_own_status() -> None:
    info = "rdb_last_bgsave_status:ok\naof_last_bgrewrite_status:err\naof_last_write_status:ok"
    assert contradicted("AOF 写入失败", info) and contradicted("AOF 重写正常", info)
    assert not contradicted("AOF 重写失败", info) and not contradicted("AOF 写入正常", info)
    # one of its statuses has each
    assert not contradicted("AOF 失败", info) and not contradicted("AOF 正常", info)


def test_a_text_without_a_status_field_gives_nothing() -> None:
    claim = "AOF 最后一次写入失败"
    text = "rdb_last_bgsave: err\naof_last_bgrewrite: ok\naof_last_write: ok"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
