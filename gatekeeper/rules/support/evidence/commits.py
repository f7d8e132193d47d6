"""A commit a claim gives another author than `git log` prints for it.

`最近一次提交的作者是 Alice` citing `git log`, whose first commit's `Author:` is Bob Chen and an
older one's Alice Wang: the name is the output's, so nothing was missing or contradicted. A
commit is named by its hash (seven characters or more of it) or, in a clause saying the latest
(`最近一次`, `最新`, `最后一次`, `latest`, `most recent`, `last`, `HEAD`), as the first `git log`
prints (not after `--reverse`). A clause naming one commit and one of the log's authors (by a
name, a part of it or an e-mail address: `Bob`, `Chen`, `bob@example.com`) that is not the
commit's own is contradicted. Unsure says nothing: two commits or two authors in the clause, a
denial (`不是`, `not`), an author the log prints nowhere (claim.entity_grounding's).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_COMMIT = compiled(r"^commit[ \t]+(?P<sha>[0-9a-f]{7,40})\b[^\n]*\n(?:Merge:[^\n]*\n)?"
                   r"Author:(?P<author>[^\n]*)", re.MULTILINE)
_LATEST = compiled(r"最近一次|最新|最后一次|最近的一次"
                   r"|(?<![A-Za-z])(?:latest|most\s+recent|last|newest|HEAD)(?![A-Za-z])", re.IGNORECASE)
_SHA = compiled(r"(?<![0-9A-Za-z])[0-9a-f]{7,40}(?![0-9A-Za-z])")
_DENIED = compiled(r"不是|并非|而非|没有|未|(?<![A-Za-z])(?:not|never|isn't|wasn't)(?![A-Za-z])",
                   re.IGNORECASE)

#: (hash, author's name, e-mail, its `Author:` line)
Commit = tuple[str, str, str, str]


def author_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's author, [the commit and its author]) for the first commit a clause gives
    another author of the log (see the module docstring)."""
    del anchors, anchors_of  # the log is read as printed
    logs = [commits for text in dict.fromkeys(texts) if (commits := git_commits(text))]
    if len(logs) != 1:
        return None  # none, or two logs: which one the claim reads is unsure
    commits = logs[0]
    authors = {commit[1]: commit for commit in commits}
    for low, high in _clauses(claim):
        named = [(author, m) for author, commit in authors.items()
                 if (m := _names(claim, low, high, author, commit[2])) is not None]
        if len(named) != 1 or _DENIED.search(claim, low, high):
            continue
        target = _commit(claim, low, high, commits)
        (author, said), = named
        if target is not None and target[1] != author:
            return (Anchor("name", said.group().lower(), said.group(), said.start(), said.end()),
                    [f"commit {target[0][:7]} by {target[1]} ({clipped(target[3].strip(), 60)!r})"])
    return None


@lru_cache(maxsize=64)
def git_commits(text: str) -> tuple[Commit, ...]:
    """The commits `git log` prints, newest first (none after `--reverse`)."""
    if "Author:" not in text or "--reverse" in text:
        return ()
    found = []
    for m in _COMMIT.finditer(text):
        name, _, email = m.group("author").partition("<")  # `Bob Chen <bob@example.com>`
        if name.strip():
            found.append((m.group("sha"), name.strip(), email.partition(">")[0].strip(),
                          m.group().rpartition("\n")[2]))
    return tuple(found)


def _clauses(claim: str) -> list[tuple[int, int]]:
    found: list[tuple[int, int]] = []
    at = 0
    while at < len(claim):
        low, high = clause_around(claim, at)
        found.append((low, high))
        at = max(high, at) + 1
    return list(dict.fromkeys(found))


def _names(claim: str, low: int, high: int, author: str, email: str) -> re.Match[str] | None:
    """Where the clause names `author`: the name whole, a part of it, its e-mail or its local part."""
    for name in (author, email, email.partition("@")[0], *author.split()):
        if len(name) >= 2 and (m := name_pattern(name).search(claim, low, high)) is not None:
            return m
    return None


def _commit(claim: str, low: int, high: int, commits: Sequence[Commit]) -> Commit | None:
    """The one commit the clause names, by its hash or as the latest."""
    named = {commit for m in _SHA.finditer(claim, low, high) for commit in commits
             if commit[0].startswith(m.group())}
    if _LATEST.search(claim, low, high):
        named.add(commits[0])
    return next(iter(named)) if len(named) == 1 else None
