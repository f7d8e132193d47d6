"""A copied line given another line's head: its stamp, or the component that printed it.

`日志显示，在 04:17:52，calvisitor-10-105-162-178 kernel[0]: AirPort: Link Down on awdl0` citing
the line stamped `Jul  7 04:31:01` (`04:17:52` being another line's time), or `日志显示
PhoneStatusBar: updateClipping isOverlap:true, getTopPadding=333.0` citing the line that
`StackScrollAlgorithm` printed (`PhoneStatusBar` printing the next one): the head is in the
output, so no anchor is missing, and the claim's own words before it keep the word alignment of
gatekeeper.rules.support.evidence.replaced from pairing it with the excerpt's (too many words
stand for too few). Here the claim's head is compared with the excerpt's head of the same
family (a time to the second; a service, host, exception or name) that stands before the same
words (`STAMP_WORDS` or more, copied as they are): another one is put in its place. Not when a
cited output writes the claim's head before all those words (the claim copies that line), nor
when the claim writes the excerpt's head too (`04:17:52 至 04:31:01`, a span).

Of real Loghub lines so restated, 41 of 310 with another line's time and 144 of 164 with another
line's component passed with no finding before (tests/reliability/test_stamp_replaced.py,
test_component_replaced.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from gatekeeper.rules.support.evidence.anchorset import SUBJECT_KINDS
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.evidence.words import TOKEN
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.machine import machine_printed
from gatekeeper.rules.support.text.patterns import compiled

#: A time to the second: what programs stamp their lines with, which prose seldom writes.
_CLOCK = compiled(r"(?<!\d)\d{1,2}:\d{2}:\d{2}(?!\d)")
#: Words copied after a head that make the claim a copy of the headed line; at most
#: `MAX_STAMP_WORDS` are compared.
STAMP_WORDS, MAX_STAMP_WORDS = 3, 24
#: What a head may carry before the words it heads: a stamp's fraction of a second
#: (`15:26:36.097`), a process's pid (`kernel[0]`, `sshd[24200]`).
_CARRIED = compiled(r"[.,]\d{1,9}(?!\d)|\[\d{1,7}\]")


def reheaded(index: EvidenceIndex, text: str, excerpts: Sequence[str], sources: Sequence[str],
             candidates: Sequence[Anchor]) -> list[tuple[Anchor, list[str]]]:
    """Of the claim's anchors `candidates`, those put in the place of an excerpt's head (see the
    module docstring), each with the heads it replaced. A name heading a printed line is a
    component, reported as a service is (a program does not rename what prints its lines)."""
    found = []
    for anchor in candidates:
        head = _head(anchor)
        if head is None:
            continue
        after = _words_after(text, anchor.end)
        others, printed = [], False
        for excerpt in excerpts:
            for other in index.anchors(excerpt):
                theirs = _head(other)
                if (theirs is None or theirs[0] != head[0] or theirs[1].casefold() == head[1].casefold()
                        or theirs[1].casefold() in text.casefold()):
                    continue
                copied = _shared_start(after, _words_after(excerpt, other.end))
                if len(copied) >= STAMP_WORDS and not any(
                        _headed(source, head[1], copied) for source in sources):
                    others.append(other.raw.strip())
                    printed = printed or machine_printed(excerpt)
        if others:
            component = printed and anchor.kind == "name"
            found.append((Anchor("service", anchor.value, anchor.raw, anchor.start, anchor.end)
                          if component else anchor, others))
    return found


def component_heads(text: str, excerpts: Sequence[str], sources: Sequence[str]) -> list[
        tuple[Anchor, list[str]]]:
    """The words of the claim put where a printed excerpt names the component that printed the
    line: the claim's word before `STAMP_WORDS` or more words copied from the excerpt, the
    excerpt's before the same words, each a component as programs print one (followed by its
    pid in brackets or by a colon: `kernel[0]:`, `configd:`), the claim's another line's
    component (a cited output prints it so), neither text writing the other's word (`日志显示
    configd: hibernate_page_list_setall found pageCount 448015` citing `... kernel[0]:
    hibernate_page_list_setall found pageCount 448015`). Words no anchor reads (`configd`) are
    compared so; anchored heads are `reheaded`'s."""
    if not _PRINTER.search(text):
        return []  # no word of the claim is followed as a component's is
    printed = [excerpt for excerpt in excerpts if machine_printed(excerpt)]
    if not printed:
        return []
    mine = list(TOKEN.finditer(text))
    mine_folded = [m.group(0).casefold() for m in mine]
    found: dict[int, tuple[Anchor, list[str]]] = {}
    for excerpt in printed:
        theirs = list(TOKEN.finditer(excerpt))
        theirs_folded = [m.group(0).casefold() for m in theirs]
        starts: dict[tuple[str, ...], list[int]] = {}  # where the excerpt writes each run
        for j in range(1, len(theirs) - STAMP_WORDS + 1):
            starts.setdefault(tuple(theirs_folded[j:j + STAMP_WORDS]), []).append(j)
        for i, word in enumerate(mine[:-STAMP_WORDS]):
            for j in starts.get(tuple(mine_folded[i + 1:i + 1 + STAMP_WORDS]), ()):
                head = j - 1
                while head > 0 and theirs_folded[head].isdigit():  # `kernel[0]`: the pid
                    head -= 1
                other = theirs[head]
                if _component(word, text, mine_folded, theirs_folded, other, excerpt, sources,
                              mine_folded[i + 1:]):
                    anchor = Anchor("service", word.group(0).casefold(), word.group(0),
                                    word.start(), word.end())
                    found.setdefault(word.start(), (anchor, []))[1].append(other.group(0))
    return list(found.values())


def _component(word: re.Match[str], text: str, mine: Sequence[str], theirs: Sequence[str],
               other: re.Match[str], excerpt: str, sources: Sequence[str],
               after: Sequence[str]) -> bool:
    """Whether the claim's `word` stands for the excerpt's component `other` (see
    `component_heads`)."""
    name, their_name = word.group(0).casefold(), other.group(0).casefold()
    if (name == their_name or not _NAME.fullmatch(name) or name in theirs or their_name in mine
            or not _PRINTS.match(excerpt, other.end()) or not _PRINTS.match(text, word.end())):
        return False
    copied = _shared_start(after, _words_after(excerpt, other.end()))
    printer = re.compile(rf"(?<![^\W_]){re.escape(name)}(?:\[\d{{1,7}}\])?:", re.IGNORECASE)
    return any(printer.search(source) for source in sources) and not any(
        _headed(source, name, copied) for source in sources)


#: A component's name (`configd`, `QQ`, `PhoneStatusBar`), and what follows one
#: that prints a line: its pid in brackets, or a colon.
_NAME = compiled(r"[a-z][a-z0-9_.$-]+")
_PRINTS = compiled(r"(?:\[\d{1,7}\])?\s*:")
_PRINTER = compiled(r"[A-Za-z0-9](?:\[\d{1,7}\])?\s*:")


def _head(anchor: Anchor) -> tuple[str, str] | None:
    """(the family, the text) of an anchor that may head a line: a time to the second, a
    service, host or name (what printed the line), or an exception, error code or status (what
    it reports: `After the ORA-00600, ERR_DB_POOL_EXHAUSTED was logged` puts one event before
    another, not in the place of `[payment-svc] ERR_DB_POOL_EXHAUSTED`'s service)."""
    if anchor.kind == "timestamp":
        clock = _CLOCK.search(anchor.raw)
        return None if clock is None else ("clock", clock.group())
    if anchor.kind in _PRINTERS:
        return "subject", anchor.raw.strip()
    if anchor.kind in SUBJECT_KINDS:
        return "event", anchor.raw.strip()
    return None


_PRINTERS = frozenset({"service", "host", "name"})


def time_written(stamp: Anchor, text: str) -> bool:
    """Whether `text` writes the time to the second of `stamp` (a date and time the claim
    writes without its date: `04:31:01` of `Jul  7 04:31:01`)."""
    clock = _CLOCK.search(stamp.raw)
    return clock is not None and clock.group() in text


def _words_after(text: str, at: int) -> list[str]:
    """The first `MAX_STAMP_WORDS` words of `text` after position `at` (a head's end), what
    the head carries skipped, case folded."""
    skipped = _CARRIED.match(text, at)
    found = TOKEN.finditer(text, skipped.end() if skipped else at)
    return [m.group(0).casefold() for m, _ in zip(found, range(MAX_STAMP_WORDS), strict=False)]


def _shared_start(mine: Sequence[str], theirs: Sequence[str]) -> list[str]:
    shared = []
    for word, other in zip(mine, theirs, strict=False):
        if word != other:
            break
        shared.append(word)
    return shared


def _headed(source: str, head: str, copied: Sequence[str]) -> bool:
    """Whether `source` writes `head` before the words `copied` (case aside)."""
    folded, head = source.casefold(), head.casefold()
    at = folded.find(head)
    while at >= 0:
        if _words_after(folded, at + len(head))[:len(copied)] == list(copied):
            return True
        at = folded.find(head, at + 1)
    return False
