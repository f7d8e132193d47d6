"""Two entities, or an entity and an outcome, a claim pairs while its evidence's lines never do
(gatekeeper.rules.support.evidence.paired)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.paired import pair_unsupported
from gatekeeper.rules.support.text.anchors import extract_anchors

SSHD = ("Invalid user test9 from 52.80.34.196\n"
        "Failed password for invalid user webmaster from 173.234.31.186 port 38926 ssh2\n"
        "Accepted password for fztu from 119.137.62.142 port 49116 ssh2")
RELEASES = ("deploy pay-svc-1.6.2 failed: timed out waiting for the condition\n"
            "deploy pay-svc-1.6.7 complete")


def unsupported(claim: str, text: str) -> bool:
    return pair_unsupported(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_an_entity_given_an_outcome_its_lines_never_name_is_unsupported() -> None:
    assert unsupported("用户 fztu 登录失败", SSHD)
    assert not unsupported("用户 fztu 登录成功", SSHD)


def test_a_release_s_outcome_is_read_from_that_release_s_lines() -> None:
    assert not unsupported("pay-svc-1.6.7 部署成功", RELEASES)  # 1.6.2's failure is not 1.6.7's
    assert unsupported("pay-svc-1.6.2 部署成功", RELEASES)
    assert unsupported("pay-svc-1.9.9 部署成功", RELEASES)  # no line of it: the service's lines
