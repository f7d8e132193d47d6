"""A commit given another author of the log than `git log` prints for it fails; its own author
passes.

`最近一次提交的作者是 Alice` citing `git log`, whose latest commit is Bob Chen's and an older one
Alice Wang's: the name is the output's, so of 60 forged claims 60 passed. Now each commit is read
with its author (`gatekeeper.rules.support.evidence.commits`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

AUTHORS = (("Bob Chen", "bob@example.com"), ("Alice Wang", "alice@example.com"),
           ("Li Lei", "lilei@corp.cn"), ("Han Meimei", "hmm@corp.cn"), ("Carlos Diaz", "cdiaz@example.org"))
LATEST = ("最近一次提交的作者是 {a}", "最新的提交由 {a} 完成", "the latest commit was made by {a}",
          "HEAD 的作者为 {a}")
NAMED = ("提交 {c} 的作者是 {a}", "commit {c} was authored by {a}", "{c} 由 {a} 提交")
MESSAGES = ("fix: raise pool size", "feat: add retry on timeout", "chore: bump version",
            "refactor: split handler")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    commits = [(f"{rng.getrandbits(160):040x}", rng.choice(AUTHORS)) for _ in range(rng.randint(2, 5))]
    blocks = [f"commit {sha}{' (HEAD -> main)' if n == 0 else ''}\nAuthor: {name} <{email}>\n"
              f"Date:   {rng.choice(('Mon', 'Sun', 'Sat'))} Dec {7 - n} 0{rng.randint(0, 9)}:"
              f"{rng.randint(10, 59)}:{rng.randint(10, 59)} 2026 +0800\n\n    {rng.choice(MESSAGES)}"
              for n, (sha, (name, email)) in enumerate(commits)]
    output = f"$ git log -{len(commits)}\n" + "\n\n".join(blocks)
    n = 0 if rng.random() < 0.5 else rng.randrange(len(commits))
    sha, (name, email) = commits[n]
    others = {a for _, a in commits if a[0] != name}
    if not others:
        return None
    other_name, other_email = rng.choice(sorted(others))
    way = rng.choice((lambda full, mail: full, lambda full, mail: full.split()[0], lambda full, mail: mail))
    own, forged = way(name, email), way(other_name, other_email)
    if own.split()[0] == forged.split()[0]:
        return None
    form = rng.choice(LATEST).format(a="{a}") if n == 0 else rng.choice(NAMED).format(c=sha[:7], a="{a}")
    return form.format(a=own), form.format(a=forged), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5101, 60)


def test_a_commit_given_another_author_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_commit_s_own_author_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
