"""How far `git status` says a branch is ahead of or behind its upstream, as a claim says it
(`本地分支领先 origin/main 3 个提交`, `the branch is 2 commits behind`), passes; another count or
the other way fails.

`本地分支领先 origin/main 5 个提交` over `ahead of 'origin/main' by 3 commits` only warned (a count
found nowhere), and `落后 3 个提交` over it passed (at d102e32).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

AHEAD = ("本地分支领先 {u} {n} 个提交", "{b} 分支比 {u} 超前 {n} 个提交",
         "the branch is {n} commits ahead of {u}")
BEHIND = ("本地分支落后 {u} {n} 个提交", "{b} 分支比 {u} 落后 {n} 个提交",
          "the branch is {n} commits behind {u}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    branch = rng.choice(("main", "master", "release/1.4", "feature/pay-retry"))
    upstream = f"origin/{branch}"
    count = rng.randint(1, 40)
    ahead = rng.random() < 0.5
    way = "ahead of" if ahead else "behind"
    commits = f"{count} commit{'s' if count > 1 else ''}"
    output = (f"On branch {branch}\nYour branch is {way} '{upstream}' by {commits}"
              + (".\n  (use \"git push\" to publish your local commits)" if ahead
                 else ", and can be fast-forwarded.\n  (use \"git pull\" to update your local branch)")
              + "\n\nnothing to commit, working tree clean")
    forms = AHEAD if ahead else BEHIND
    form = rng.randrange(len(forms))
    faithful = forms[form].format(u=upstream, b=branch, n=count)
    if rng.random() < 0.5:  # another count
        return faithful, forms[form].format(u=upstream, b=branch, n=count + rng.randint(1, 9)), output
    other = BEHIND if ahead else AHEAD  # the other way
    return faithful, other[form].format(u=upstream, b=branch, n=count), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4621)
    return [_probe(rng) for _ in range(60)]


def test_the_branch_s_own_lead_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_count_or_way_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
