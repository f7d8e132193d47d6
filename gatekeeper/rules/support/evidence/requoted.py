"""A word of a printed line the claim copies, changed.

`[error] mod_jk child workerEnv in www state 6` citing `... in error state 6`, or `Failed
password for ftp from 103.99.0.122` citing the line that says `for root`: every value and name
is kept, so the anchors see nothing, and a claim is prose, so its words are not compared one by
one. But a line a program printed (gatekeeper.rules.support.text.machine) is quoted, not
reworded: a word the claim writes where such an excerpt writes another, with at least
`MIN_SIDE` words copied on each side of it (or all those up to where both texts start or
end, one at least), changed the line.

Not a change: the claim's first or last word (its own framing: `Alpha svc-1 processed 7
requests` citing `INFO [svc-1] processed 7 requests`), a word with a digit (the values are
gatekeeper.rules.support.evidence.placed's), a joiner (`and`, `the`, `of`...), another ending of
the excerpt's word (`failed` for `failure`), a word the excerpts write elsewhere (the claim
re-orders or repeats them), a word a cited output writes between the same two words (the claim
copies the output, not the excerpt), Chinese characters (a Chinese claim restates, one character
at a time). claim.value_contradiction reports it with the grade of its param `changedWords` (a
warning by default: `refused` for `rejected` is a rewording a claim may make; the strict profile
fails it).

A claim may also copy a printed line of its excerpts up to some word and go on with the end of
another line of the cited output, as one line the output never printed (`jk2_init() Found child
6755 in error state 6`, citing `... Found child 6755 in scoreboard slot 6`, where another line
says `mod_jk child workerEnv in error state 6`): a seam (gatekeeper.rules.support.evidence.spliced)
that falls inside an excerpt's printed line, not where the excerpt ends (a claim writing two
quotes one after the other). Graded by `changedWords` too.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from gatekeeper.rules.support.evidence.placed import written_between
from gatekeeper.rules.support.evidence.spliced import MIN_RUN, OutputLines, Splice, splices
from gatekeeper.rules.support.evidence.words import JOINERS, TOKEN, stem
from gatekeeper.rules.support.text.machine import machine_printed
from gatekeeper.rules.support.text.normalize import compact_once
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.replacements import alignable

#: Words copied on each side of the changed one: a claim quoting the line, not a sentence of
#: its own that shares a word with it.
MIN_SIDE = 2
_LETTERS = compiled(r"[A-Za-z]+")


def _words(text: str) -> tuple[list[re.Match[str]], list[str]]:
    found = list(TOKEN.finditer(text))
    return found, [m.group(0).casefold() for m in found]


class Requoted(NamedTuple):
    """A printed line the claim copies, changed: words put for others (the claim's, the
    excerpt's), and a seam gluing another line's end onto it."""

    words: list[tuple[str, str]]
    glued: Splice | None


def requoted(claim: str, excerpts: Sequence[str], sources: Sequence[str],
             lines_of: Callable[[str], OutputLines],
             reported: Sequence[tuple[int, int]] = ()) -> Requoted | None:
    """How the claim changed the printed lines of its excerpts it copies (`sources`: the cited
    outputs, `lines_of`: their lines, asked only where an excerpt is printed), if it did."""
    words = requoted_words(claim, excerpts, sources, reported)
    glued = _glued(claim, excerpts, sources, lines_of)
    return Requoted(words, glued) if words or glued else None


def _glued(claim: str, excerpts: Sequence[str], sources: Sequence[str],
           lines_of: Callable[[str], OutputLines]) -> Splice | None:
    printed = [compact_once(e) for e in excerpts if machine_printed(e)]
    if not printed:
        return None
    for seam in splices(claim, [lines_of(source) for source in sources]):
        copied = seam.before[-MIN_RUN:]  # the end of the claim's copy of a line, before the seam
        if any(0 <= excerpt.find(copied) < len(excerpt) - len(copied) for excerpt in printed):
            return seam
    return None


def requoted_words(claim: str, excerpts: Sequence[str], sources: Sequence[str] = (),
                   reported: Sequence[tuple[int, int]] = ()) -> list[tuple[str, str]]:
    """(the claim's word, the excerpt's) for each word changed in a printed line the claim
    copies, in the claim's order; not a word inside a span of the claim `reported` already."""
    printed = [e for e in excerpts if alignable(e) and machine_printed(e)]
    if not printed or not alignable(claim):
        return []
    import difflib  # only a claim citing a printed line

    raw, mine = _words(claim)
    written = {word for excerpt in excerpts for word in _words(excerpt)[1]}
    found: dict[str, str] = {}
    for excerpt in printed:
        theirs_raw, theirs = _words(excerpt)
        opcodes = difflib.SequenceMatcher(None, mine, theirs, autojunk=False).get_opcodes()
        last = len(opcodes) - 1
        for n, (tag, i1, i2, j1, j2) in enumerate(opcodes):
            if tag != "replace" or i2 - i1 != 1 or j2 - j1 != 1 or not (
                    _copied(opcodes, n - 1, edge=0) and _copied(opcodes, n + 1, edge=last)):
                continue
            word, other = mine[i1], theirs[j1]
            at = raw[i1]
            if any(start < at.end() and at.start() < end for start, end in reported) or (
                    not _LETTERS.fullmatch(word) or not _LETTERS.fullmatch(other) or word in JOINERS
                    or other in JOINERS or word in written or stem(word) == stem(other)
                    or written_between(sources, at.group(0), (mine[i1 - 1], mine[i2]))):
                continue
            found.setdefault(at.group(0), theirs_raw[j1].group(0))
    return list(found.items())


def _copied(opcodes: Sequence[tuple[str, int, int, int, int]], n: int, edge: int) -> bool:
    """Whether the words beside a changed one (opcode `n`) are copied: `MIN_SIDE` equal words,
    or as many as there are (one at least) up to where both texts start or end (opcode `edge`,
    the first or the last: `... in scoreboard etc 9` for `... in scoreboard slot 9`)."""
    if not 0 <= n < len(opcodes):
        return False  # the claim's first or last word: its own framing (`Alpha svc-1 ...`)
    tag, i1, i2, _, _ = opcodes[n]
    return tag == "equal" and (i2 - i1 >= MIN_SIDE or n == edge)
