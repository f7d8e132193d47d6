"""Checks' results against the API server's `/readyz?verbose`
(gatekeeper.rules.support.evidence.health_checks)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.health_checks import check_results, health_check_contradicted
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

READYZ = ("[+]ping ok\n[+]log ok\n[-]etcd failed: reason withheld\n"
          "[+]poststarthook/start-kube-apiserver-admission-initializer ok\nreadyz check failed")


def contradicted(claim: str) -> bool:
    return health_check_contradicted(claim, extract_anchors(claim), [READYZ], extract_anchors) is not None


def test_each_check_s_mark_is_read_by_its_name() -> None:
    assert check_results(READYZ) == {"ping": "+", "log": "+", "etcd": "-",
                                     "poststarthook/start-kube-apiserver-admission-initializer": "+"}
    assert check_results("readyz check failed\nping ok") == {}  # no `[+]`/`[-]`: no check's line


@pytest.mark.parametrize("claim", [
    "ping 检查失败", "ping check failed", "log 检查未通过", "ping 不通过",
    "etcd 检查通过", "etcd check passed", "etcd 正常", "etcd is ok", "etcd is healthy",
    "start-kube-apiserver-admission-initializer 检查失败",  # its last part after `/`
    "poststarthook/start-kube-apiserver-admission-initializer failed",  # its name whole
])
def test_another_result_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [READYZ], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "ping 检查通过", "etcd 检查失败", "etcd failed", "etcd 检查未通过", "log 正常",
    "start-kube-apiserver-admission-initializer 检查通过",
    "ping 和 etcd 检查失败",  # two checks
    "ping 检查失败或通过",  # two results
    "ping 检查没有失败", "ping did not fail", "ping never failed",  # a negator
    "etcd is not ok", "etcd 检查不正常",
    "readyz 检查失败", "kube-apiserver 检查失败", "admission-initializer 检查失败",  # no check's name
])
def test_its_own_result_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_text_without_a_check_s_mark_gives_nothing() -> None:
    claim = "ping 检查失败"
    text = "ping ok\nlog ok\netcd failed: reason withheld\nreadyz check failed"
    assert tool_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is None
