"""A commit given another author than `git log` prints (gatekeeper.rules.support.evidence.commits)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.commits import author_swapped, git_commits
from gatekeeper.rules.support.text.anchors import extract_anchors

LOG = """$ git log -3
commit 3f2a9c1d8e7b6a5f4e3d2c1b0a9f8e7d6c5b4a39 (HEAD -> main)
Author: Bob Chen <bob@example.com>
Date:   Mon Dec 7 02:41:10 2026 +0800

    fix: raise pool size

commit 8e1d0b7c6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d
Author: Alice Wang <alice@example.com>
Date:   Sun Dec 6 18:02:55 2026 +0800

    feat: add retry"""


def contradicted(claim: str, text: str = LOG) -> bool:
    return author_swapped(claim, extract_anchors(claim), [text], lambda line: []) is not None


def test_each_commit_is_read_with_its_author() -> None:
    assert [(sha[:7], name, email) for sha, name, email, _ in git_commits(LOG)] == [
        ("3f2a9c1", "Bob Chen", "bob@example.com"), ("8e1d0b7", "Alice Wang", "alice@example.com")]
    assert git_commits(LOG.replace("git log", "git log --reverse")) == ()  # the oldest first


@pytest.mark.parametrize("claim", [
    "最近一次提交的作者是 Alice", "the latest commit was made by alice@example.com",
    "最新的提交由 Alice Wang 完成",
    "提交 8e1d0b7 的作者是 Bob", "commit 3f2a9c1 was authored by Alice",
])
def test_another_author_of_the_commit_is_contradicted(claim: str) -> None:
    assert contradicted(claim)


@pytest.mark.parametrize("claim", [
    "最近一次提交的作者是 Bob", "最新的提交由 Bob Chen 完成", "提交 8e1d0b7 的作者是 Alice",
    "最近一次提交的作者不是 Alice",  # a denial
    "Alice 的提交修改了重试逻辑",  # no commit named
    "最近一次提交由 Carol 完成",  # an author the log prints nowhere
    "Bob 和 Alice 都在最近提交过",  # two authors
])
def test_the_commit_s_own_author_or_unsure_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_an_author_line_of_blanks_is_no_commit() -> None:
    """Read in linear time: a line of 50,000 blanks and an open `<` (a name's pattern that
    backtracked over them took 17 s)."""
    assert git_commits("commit 3f2a9c1\nAuthor: " + " " * 50_000 + "<b\n") == ()
