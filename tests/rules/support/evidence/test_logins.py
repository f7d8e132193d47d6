"""Every login of a subject said to fail, against sshd's accepted ones
(gatekeeper.rules.support.evidence.logins)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.logins import login_failures_denied
from gatekeeper.rules.support.text.anchors import extract_anchors

SSHD = ("Dec 10 06:55:46 LabSZ sshd[24200]: Failed password for root from 183.62.140.253 port 55812 ssh2\n"
        "Dec 10 06:55:48 LabSZ sshd[24202]: Accepted password for root from 183.62.140.253 port 55840 ssh2\n"
        "Dec 10 06:56:01 LabSZ sshd[24204]: Failed password for admin from 10.0.0.9 port 55901 ssh2")


def denied(claim: str) -> bool:
    return login_failures_denied(claim, extract_anchors(claim), [SSHD], extract_anchors) is not None


@pytest.mark.parametrize("claim", [
    "来自 183.62.140.253 的登录全部失败", "all logins from 183.62.140.253 failed", "root 用户的登录都失败了",
    "来自183.62.140.253的登录全部失败",  # Chinese with no spaces
])
def test_every_login_said_failed_over_an_accepted_one_is_contradicted(claim: str) -> None:
    assert denied(claim)


@pytest.mark.parametrize("claim", [
    "来自 10.0.0.9 的登录全部失败", "admin 用户的登录都失败了",  # only failed
    "并非所有来自 183.62.140.253 的登录都失败",  # not all
    "183.62.140.253 和 10.0.0.9 的登录全部失败",  # two subjects: unsure
    "06:55 之前 183.62.140.253 的登录全部失败",  # another time
])
def test_every_login_said_failed_where_none_was_accepted_or_unsure_is_not(claim: str) -> None:
    assert not denied(claim)
