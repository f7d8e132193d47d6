"""Digits a claim writes that no anchor reads are found (gatekeeper.rules.support.evidence.unanchored)."""

from __future__ import annotations

import pytest
from helpers import inv

from gatekeeper.parse.invocations import invocations_from_objects
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.evidence.unanchored import loose_digits, unanchored
from gatekeeper.rules.support.text.anchors import extract_anchors


def loose(text: str) -> list[str]:
    return [a.raw for a in unanchored(text, extract_anchors(text, include_timestamps=True))]


@pytest.mark.parametrize(("text", "found"), [
    ("升级到 v1.2.4 后出现异常", []),  # a version is an anchor (kind `version`) since round 15
    ("Linux version 2.6.9-1.667smp booted", []),
    ("kernel 2.6.9_1 booted", ["2.6.9_1"]),  # a version no anchor reads
    ("mask 4x0 set", ["4x0"]),
    ("(HTTP/1.1) 返回", ["HTTP/1.1"]),
    # digits an anchor reads are not listed
    ("payment-svc CPU 使用率 95%，p99 延迟 5300ms。", ["p99"]),
    ("2026-11-29 10:02:15 WARN [payment-svc] 50 active", []),
    ("2026-11-29 10:02:15 WARN [payment-svc] active=50", ["active=50"]),  # a key: read by none
    ("active=50/50", ["active=50/50"]),  # the second 50 follows a slash: no number reads it
    ("节点 dn228 在 17/06/09 20:10:58 磁盘已满", []),
])
def test_tokens_with_digits_no_anchor_reads_are_found(text: str, found: list[str]) -> None:
    assert loose(text) == found


def test_a_token_is_cut_at_chinese_text_and_punctuation() -> None:
    assert loose("版本为v1.2.4_b7，随后回滚。") == ["v1.2.4_b7"]


def test_a_percentile_its_evidence_prints_without_its_name_is_written() -> None:
    ab = "Percentage of the requests served within a certain time (ms)\n  95%    120\n  99%    350"
    invocations = invocations_from_objects([inv(1, "run_ab", ab)])
    index, outputs = EvidenceIndex(invocations), invocations.session_invocations()
    assert loose_digits(index, "P99 延迟 350ms", [ab], outputs) == []
    assert loose_digits(index, "TP99 为 350ms", [ab], outputs) == []
    assert [a.raw for a in loose_digits(index, "P90 延迟 120ms", [ab], outputs)] == ["P90"]


def test_a_possessive_is_written_as_its_owner() -> None:
    status = "Name:\tpython3\nVmRSS:\t 1013831 kB"
    invocations = invocations_from_objects([inv(1, "query_logs", status)])
    index, outputs = EvidenceIndex(invocations), invocations.session_invocations()
    assert loose_digits(index, "python3's resident memory is 1013831 kB", [status], outputs) == []
    loose = loose_digits(index, "python2's resident memory", [status], outputs)
    assert [a.raw for a in loose] == ["python2's"]
