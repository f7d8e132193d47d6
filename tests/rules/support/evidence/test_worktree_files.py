"""A file's state against `git status` (gatekeeper.rules.support.evidence.worktree_files)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.evidence.worktree_files import worktree_file_contradicted, worktree_files
from gatekeeper.rules.support.text.anchors import extract_anchors

STATUS = ("On branch main\n"
          "Your branch is up to date with 'origin/main'.\n\n"
          "Changes to be committed:\n"
          '  (use "git restore --staged <file>..." to unstage)\n'
          "\tnew file:   src/cache/redis_pool.py\n"
          "\trenamed:    src/util.py -> src/helpers.py\n\n"
          "Changes not staged for commit:\n"
          '  (use "git add/rm <file>..." to update what will be committed)\n'
          '  (use "git restore <file>..." to discard changes in working directory)\n'
          "\tmodified:   src/config.yaml\n"
          "\tdeleted:    src/legacy.py\n\n"
          "Untracked files:\n"
          '  (use "git add <file>..." to include in what will be committed)\n'
          "\tnotes.txt\n"
          "\tscripts/\n\n")


def contradicted(claim: str, text: str = STATUS) -> bool:
    return worktree_file_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_each_listed_file_is_read_with_its_state() -> None:
    assert worktree_files(STATUS) == {"src/cache/redis_pool.py": "new file", "src/helpers.py": "renamed",
                                      "src/config.yaml": "modified", "src/legacy.py": "deleted",
                                      "notes.txt": "untracked", "scripts": "untracked"}


@pytest.mark.parametrize("claim", [
    "src/config.yaml 被删除了", "src/config.yaml was deleted", "src/config.yaml 被删除了。",
    "notes.txt 已修改", "notes.txt 是新文件",
    "src/legacy.py 被修改了", "src/legacy.py is untracked",
    "src/cache/redis_pool.py 未被跟踪", "scripts 目录被删除",
    "src/config.yaml is modified, notes.txt is deleted",  # the second clause
])
def test_another_state_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [STATUS], extract_anchors) is not None


def test_the_finding_gives_the_file_s_state() -> None:
    found = worktree_file_contradicted("notes.txt 已修改", [], [STATUS], extract_anchors)
    assert found is not None
    assert found[0].value == "modified" and found[1] == ["untracked: notes.txt"]


@pytest.mark.parametrize("claim", [
    "src/config.yaml 被修改了", "src/config.yaml 有改动", "src/legacy.py 已被删除",
    "src/cache/redis_pool.py 是新文件", "src/cache/redis_pool.py 是新增的文件",
    "notes.txt 未被跟踪", "notes.txt 没有被跟踪", "scripts/ is untracked",  # untracked's own negator
    "src/config.yaml 和 src/legacy.py 被删除了",  # two files
    "src/config.yaml 被修改还是删除了",  # two states
    "src/config.yaml 没有被删除", "src/config.yaml 不是被删除",  # a negator
    "config.yaml 被删除了", "src/config.yaml.bak 被删除了", "src/config.yml 被删除了",  # no path whole
    "src/config.yaml is modified, src/legacy.py is deleted",
])
def test_the_file_s_own_state_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_file_listed_both_staged_and_not_is_nobody_s() -> None:
    both = STATUS.replace("\tnew file:   src/cache/redis_pool.py\n",
                          "\tnew file:   src/cache/redis_pool.py\n\tmodified:   src/config.yaml\n")
    assert "src/config.yaml" not in worktree_files(both)
    assert contradicted("src/config.yaml 被删除了") and not contradicted("src/config.yaml 被删除了", both)
    assert contradicted("src/legacy.py 被修改了", both)  # the others still are


def test_only_the_lines_after_untracked_files_are_untracked() -> None:
    unmerged = ("On branch main\nYou have unmerged paths.\n\nUnmerged paths:\n"
                '  (use "git add <file>..." to mark resolution)\n\tboth modified:   src/app.py\n\n'
                "Changes not staged for commit:\n\tmodified:   src/config.yaml\n")
    assert worktree_files(unmerged) == {"src/config.yaml": "modified"}  # (`both modified:` is no state)


def test_a_status_without_a_listed_state_gives_nothing() -> None:
    claim = "src/config.yaml 被删除了"
    short = " M src/config.yaml\n D src/legacy.py\n?? notes.txt\n"  # git status --short
    assert tool_contradicted(claim, extract_anchors(claim), [short], extract_anchors) is None


@pytest.mark.parametrize("claim", ["src/helpers.py 已修改", "src/helpers.py 是新文件"])
def test_a_file_renamed_may_be_modified_too(claim: str) -> None:
    assert not contradicted(claim)
