"""A Helm revision said in a state its `helm history` row's STATUS excludes
(gatekeeper.rules.support.evidence.helm_releases)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.helm_releases import release_state_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

HISTORY = """REVISION\tUPDATED                 \tSTATUS    \tCHART        \tAPP VERSION\tDESCRIPTION
10      \tSat Dec  5 18:01:44 2026\tfailed    \tpay-svc-1.4.1\t1.4.1      \tUpgrade "pay-svc" failed
11      \tSun Dec  6 09:58:01 2026\tsuperseded\tpay-svc-1.4.2\t1.4.2      \tUpgrade complete
12      \tSun Dec  6 10:02:44 2026\tdeployed  \tpay-svc-1.5.0\t1.5.0      \tUpgrade complete"""
LISTED = """NAME    \tNAMESPACE\tREVISION\tUPDATED                 \tSTATUS  \tCHART        \tAPP VERSION
pay-svc \tprod     \t12      \t2026-12-06 10:02:44 UTC \tdeployed\tpay-svc-1.5.0\t1.5.0
cart    \tprod     \t4       \t2026-12-06 11:12:09 UTC \tfailed  \tcart-0.9.3   \t0.9.3"""


def contradicted(claim: str, text: str = HISTORY) -> bool:
    return release_state_contradicted(claim, extract_anchors(claim), [text], lambda line: []) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("revision 12 部署失败", HISTORY), ("版本 10 的状态为 deployed", HISTORY),
    ("第 10 个版本升级成功", HISTORY), ("revision 10 succeeded", HISTORY),
    ("最新版本部署失败", HISTORY), ("the latest release failed", HISTORY),
    ("pay-svc-1.5.0 已被替代", HISTORY), ("revision 12 is pending", HISTORY),
    ("pay-svc-1.4.1 was deployed successfully", HISTORY),  # a chart's cell names its row
    ("cart 的发布成功了", LISTED), ("pay-svc failed", LISTED),  # helm list: by the release's name
])
def test_a_state_the_row_s_status_excludes_is_contradicted(claim: str, text: str) -> None:
    assert contradicted(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("revision 12 部署成功", HISTORY), ("revision 10 failed", HISTORY),
    ("最新版本的状态为 deployed", HISTORY),
    ("revision 11 部署失败", HISTORY),  # a failed revision rolled back from is superseded too
    ("revision 11 was deployed", HISTORY),  # a superseded one was deployed once
    ("revision 12 没有失败", HISTORY), ("revision 10 did not succeed", HISTORY),  # denied
    ("revision 10 之前部署成功", HISTORY),  # another time
    ("revision 10 升级失败后回滚成功", HISTORY),  # two states in one clause
    ("revision 10 和 revision 12 部署失败", HISTORY),  # two rows
    ("部署失败", HISTORY),  # no row named
    ("cart failed", LISTED), ("pay-svc 部署成功", LISTED),
])
def test_a_state_the_row_holds_or_an_unsure_one_is_not(claim: str, text: str) -> None:
    assert not contradicted(claim, text)


def test_a_table_without_revisions_is_not_read() -> None:
    pods = "NAME        READY   STATUS    RESTARTS   AGE\npay-svc-1   0/1     failed    3          1h"
    assert not contradicted("pay-svc-1 部署成功", pods)
