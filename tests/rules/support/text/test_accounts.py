"""Accounts an authentication line or a claim names (gatekeeper.rules.support.text.anchors.accounts)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors


def _accounts(text: str) -> list[str]:
    return [a.raw for a in extract_anchors(text) if a.kind == "user"]


@pytest.mark.parametrize(("text", "names"), [
    ("sshd[24445]: Failed password for invalid user admin from 103.99.0.122 port 52044 ssh2", ["admin"]),
    ("sshd[24447]: Failed password for root from 187.141.143.180 port 52212 ssh2", ["root"]),
    ("sshd[24451]: Accepted password for fztu from 119.137.62.142 port 49116 ssh2", ["fztu"]),
    ("sshd[24492]: Invalid user Admin from 5.188.10.180", ["Admin"]),  # no proper noun
    ("pam_unix(sshd:session): session opened for user news by (uid=0)", ["news"]),
    ("authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=1.2.3.4  user=root", ["root"]),
    ("username: alice, login=bob", ["alice", "bob"]),
    ("103.99.0.122 尝试以 root 登录失败", ["root"]),
    ("root 用户登录失败，用户 fztu 登录成功", ["root", "fztu"]),
    ("账号：deploy_bot 被锁定", ["deploy_bot"]),
    ("Login as user guest from 1.2.3.4 failed", ["guest"]),
    ("用户chen从5.36.59.76尝试登录", ["chen"]),  # Chinese with no spaces
    ("admin用户登录失败", ["admin"]),
])
def test_an_account_is_read_where_a_line_or_a_claim_says_it_is_one(text: str, names: list[str]) -> None:
    assert _accounts(text) == names


@pytest.mark.parametrize("text", [
    "the user interface was slow", "用户 ID 1234 下单", "用户量上涨 20%", "retries for payment from 10.0.0.1",
    "ruser= rhost=220-135-151-1.hinet-ip.hinet.net", "users logged in: 45", "the root cause",
])
def test_a_word_alone_is_no_account(text: str) -> None:
    assert _accounts(text) == []


def test_a_service_before_user_stays_a_service() -> None:
    assert [(a.kind, a.value) for a in extract_anchors("order-svc 用户请求超时")] == [
        ("service", "order-svc")]
