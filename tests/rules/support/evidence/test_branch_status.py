"""A branch's lead over its upstream against `git status`
(gatekeeper.rules.support.evidence.branch_status)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.branch_status import branch_lead, lead_contradicted

AHEAD = "On branch main\nYour branch is ahead of 'origin/main' by 3 commits.\n  (use \"git push\" to publish)"
DIVERGED = ("On branch main\nYour branch and 'origin/main' have diverged,\n"
            "and have 1 and 2 different commits each, respectively.")


def contradicted(claim: str, text: str = AHEAD) -> bool:
    return lead_contradicted(claim, [], [text], lambda text: []) is not None


def test_the_status_gives_the_commits_ahead_and_behind() -> None:
    assert branch_lead(AHEAD) == (("ahead", 3), ("behind", 0))
    assert branch_lead(DIVERGED) == (("ahead", 1), ("behind", 2))
    assert branch_lead("Your branch is up to date with 'origin/main'.") == (("ahead", 0), ("behind", 0))
    assert branch_lead("On branch main\nnothing to commit") == ()


@pytest.mark.parametrize("claim", ["本地分支领先 origin/main 5 个提交", "本地分支落后 3 个提交",
                                   "the branch is 3 commits behind origin/main"])
def test_another_count_or_the_other_way_is_contradicted(claim: str) -> None:
    assert contradicted(claim)


@pytest.mark.parametrize("claim", ["本地分支领先 origin/main 3 个提交", "the branch is 3 commits ahead",
                                   "本地分支领先了约 5 个提交",  # an approximation
                                   "领先 3 个提交，落后 0 个提交"])  # each clause its own way
def test_its_own_count_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_a_diverged_branch_is_ahead_and_behind() -> None:
    assert not contradicted("分支领先 1 个提交", DIVERGED) and not contradicted("分支落后 2 个提交", DIVERGED)
    assert contradicted("分支落后 1 个提交", DIVERGED)
