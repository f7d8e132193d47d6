"""Values missing as written that the evidence holds otherwise
(gatekeeper.rules.support.evidence.held)."""

from __future__ import annotations

from loghub_quotes import check

LOG = ("commit 50693837abcdef0123456789abcdef0123456789\nAuthor: Han Meimei <hmm@corp.cn>\n\n"
       "    fix: raise pool size\n\ncommit 8e1d0b7c6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d\n"
       "Author: Bob Chen <bob@example.com>")


def test_a_hash_abbreviated_to_its_first_digits_is_held() -> None:
    assert check("commit 5069383 was authored by hmm@corp.cn", LOG, LOG).status == "pass"
    assert check("提交 5069383 修复了连接池大小", LOG, LOG).status == "pass"


def test_digits_no_hash_starts_with_are_not() -> None:
    assert check("commit 5069384 was authored by hmm@corp.cn", LOG, LOG).status == "fail"
    assert check("commit 506938 was authored by hmm@corp.cn", LOG, LOG).status == "fail"  # six digits
