"""The session's distinct lines, searched by substring without extracting anything.

Ops output repeats itself (the same log lines in many invocations), so the distinct lines are
less text than the session. `SessionLines` joins them lower-cased; a needle is found with a
search that does not cut a number's digits (`find_needle`), and only the lines it occurs in
are anchored afterwards (by the evidence index) to confirm that an anchor, not just its
characters, is there.
"""

from __future__ import annotations

import heapq
import re
from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import islice
from typing import NamedTuple

from gatekeeper.parse.invocations import Invocation
from gatekeeper.rules.support.evidence.anchorset import digits
from gatekeeper.rules.support.evidence.chunked import (
    ChunkedText,
    find_needle,
    narrowed,
    offsets,
)
from gatekeeper.rules.support.evidence.precision import NUMERIC
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.ipv6 import host_of
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled

#: Needles searched in the whole text before the word index is built (a dump asked about a
#: few values never pays for it), and the lines per block of that index.
FULL_SCANS, BLOCK_LINES = 8, 256
SPAN_MEMO = 4096  # words whose spans are remembered
MIN_INDEXED = 3  # a needle whose longest word is shorter is searched in the whole text
_WORD = compiled(r"\w+")
#: How distinct lines are told apart while the index is built (then compared: a test makes
#: every line collide).
LINE_HASH: Callable[[str], int] = hash


class SessionLines:
    """The current session's texts as their distinct lines, searchable by substring, each line
    mapped to the invocations (dump order) that hold it; built once per dump, anchoring nothing.

    Ops output repeats itself (the same log lines in many invocations), so the distinct lines
    are less text than the session. A needle is searched (`str.find`) in the lower-cased lines
    joined by newlines (kept in chunks: `ChunkedText`); only the lines it occurs in are then
    anchored (once per dump each, read back as written: `line()`) to confirm that an anchor,
    not just its characters, is there."""

    def __init__(self, invocations: Sequence[Invocation], texts: Iterable[Sequence[str]],
                 texts_of: Callable[[int], Sequence[str]]) -> None:
        """`texts[i]`: the texts of `invocations[i]` (the session's, in dump order);
        `texts_of(i)` gives them again (a line's original text is read back from there)."""
        self.invocations = list(invocations)
        self._texts_of = texts_of
        # A line's owner, or its owners once it has more than one (most lines have one: an
        # int costs 28 bytes, a list of one 100).
        owners: list[int | list[int]] = []
        # Where each distinct line first occurs: which of its first owner's texts, what offset.
        self._in_text, self._at = array("I"), array("q")
        # The lines themselves are kept lowered only (`line()` reads one back): 50 MB of
        # strings less; and the distinct lines are found by their hash, not kept as the keys
        # of a dict while the lowered text is built (47 MB at the peak of a 10k session).
        self.text = ChunkedText(self._distinct_lines(texts, owners))
        self._at = narrowed(self._at)
        self.starts = self.text.starts
        self.count = len(owners)
        # Machine integers, not lists of int objects: a 10k-invocation session has a quarter of
        # a million distinct lines (24 MB of lists of ints; 2 MB as arrays).
        self.owners = Owners(owners)
        del owners
        self._scans = 0
        self._index: _WordIndex | None = None
        # Needles repeat (a log's template words in many excerpts): their spans, once the
        # word index answers them (bounded: cleared when full).
        self._span_memo: dict[str, list[tuple[int, int]]] = {}

    def _distinct_lines(self, texts: Iterable[Sequence[str]],
                        owners: list[int | list[int]]) -> Iterator[str]:
        """Each distinct line of `texts`, once, in the order lines first occur; `owners[i]`
        gets the invocations holding line `i`, and `_in_text`/`_at` where it first occurs. A
        line is looked up by its hash, then compared where its namesake first occurs."""
        by_hash: dict[int, int | list[int]] = {}  # a hash's line, or lines (a collision)
        # Every text read, and which one each line first occurs in, while building (a list of
        # texts per invocation: 64 MB for a 1M-record dump).
        read: list[str] = []
        first_in = array("I")
        in_text, at, line_hash = self._in_text, self._at, LINE_HASH

        def same(line: int, written: str) -> bool:
            source, start = read[first_in[line]], at[line]
            after = start + len(written)
            return source.startswith(written, start) and (
                after == len(source) or source[after] == "\n")

        for number, invocation_texts in enumerate(texts):
            # dict.fromkeys: a derived trace summary repeats the preview; its lines add nothing.
            for text_number, text in enumerate(dict.fromkeys(invocation_texts)):
                read.append(text)
                offset = 0
                for written in text.split("\n"):
                    key = line_hash(written)
                    known = by_hash.get(key)
                    if known is None:
                        found = -1
                    elif isinstance(known, int):
                        found = known if same(known, written) else -1
                    else:
                        found = next((line for line in known if same(line, written)), -1)
                    if found < 0:
                        found = len(owners)
                        by_hash[key] = found if known is None else (
                            [known, found] if isinstance(known, int) else [*known, found])
                        owners.append(number)
                        in_text.append(text_number)
                        first_in.append(len(read) - 1)
                        at.append(offset)
                        yield written
                    else:
                        holders = owners[found]
                        if isinstance(holders, int):
                            if holders != number:
                                owners[found] = [holders, number]
                        elif holders[-1] != number:
                            holders.append(number)
                    offset += len(written) + 1

    def line(self, number: int) -> str:
        """The distinct line `number` as written, read back from its first owner's text."""
        texts = list(dict.fromkeys(self._texts_of(self.owners[number][0])))
        end = self.starts[number + 1] - 1 if number + 1 < len(self.starts) else self.text.length
        lowered = self.text.line(self.starts[number], end)
        if self._in_text[number] < len(texts):
            text, start = texts[self._in_text[number]], self._at[number]
            end = text.find("\n", start)
            line = text[start:] if end < 0 else text[start:end]
            if line.lower() == lowered:
                return line
        # The texts changed since the index was built (a caller's dump objects edited in
        # place): the lowered line is still what was indexed.
        return lowered

    def lines_with(self, needle: str, limit: int | None = None) -> list[int]:
        """Indexes (ascending) of the lines whose lower-cased text contains `needle`
        (lower-cased, no newline). A needle that ends with a digit must not go on with
        another (`9` is not in `92`; `10.1` is in `10.10`) nor, starting with one, follow a
        non-zero digit (`9` is not in `19`, but is in `09`): a number's digits are not cut.
        With `limit`, only the first `limit` of them."""
        if not needle or "\n" in needle:
            return []
        return list(islice(self._matching(needle, self._spans(needle)), limit))

    def _matching(self, needle: str, spans: list[tuple[int, int]]) -> Iterator[int]:
        """The lines holding `needle` within `spans`, ascending, searched as asked for."""
        starts, text = self.starts, self.text
        for low, high in spans:
            found = text.find(needle, low, high)
            while found >= 0:
                line = bisect_right(starts, found) - 1
                yield line
                # On to the next line: a line is listed once, however often it has the needle.
                found = text.find(needle, starts[line + 1], high) if line + 1 < len(
                    starts) else -1

    def holding_all(self, needles: Sequence[str],
                    texts_of: Callable[[int], Iterable[str]]) -> Iterator[int]:
        """Numbers (ascending) of the invocations holding a line with each of `needles` (as
        `lines_with` finds them; at least one needle), produced as the lines are searched: a
        caller that needs the first few stops early. The lines of the needle narrowest by the
        word index are walked in order (lines come in the order they first occur in the dump,
        so once those before one are walked, every invocation before its first owner is
        known); the invocations holding them are searched for the other needles in their own
        texts (`texts_of(number)`, each a line's source)."""
        spans = {needle: self._spans(needle) for needle in needles}
        lead = min(needles, key=lambda n: (sum(high - low for low, high in spans[n]), -len(n)))
        others = [n for n in needles if n != lead]
        end = self.count
        cursor = self._matching(lead, spans[lead])
        seen: set[int] = set()
        pending: list[int] = []  # a heap: owners of the lead's lines, not yet searched
        line = next(cursor, end)
        while True:
            # A line's owners come after its first one, so no line still to walk has an owner
            # before `known`: those pending are searched, in order, only as the caller asks
            # (a line a thousand invocations repeat costs what the caller takes of it).
            known = self.owners[line][0] if line < end else len(self.invocations)
            while pending and pending[0] < known:
                number = heapq.heappop(pending)
                if _holds_all(texts_of(number), others):
                    yield number
            if line >= end:
                return
            for number in self.owners[line]:
                if number not in seen:
                    seen.add(number)
                    heapq.heappush(pending, number)
            line = next(cursor, end)

    def _spans(self, needle: str) -> list[tuple[int, int]]:
        """Ranges of `text` (whole lines, each ending after its newline) outside which
        `needle` does not occur: the blocks holding a word that contains the needle's longest
        word (any occurrence of the needle has it inside one of the line's words)."""
        whole = [(0, self.text.length)]
        longest = max(_WORD.findall(needle), key=len, default="")
        self._scans += 1
        if len(longest) < MIN_INDEXED or self._scans <= FULL_SCANS:
            return whole  # a short word is in most blocks: one scan is cheaper
        zeros = "." in needle  # `10.1` is in `10.10`: the word `1` may go on with zeros
        key = f"{longest}." if zeros else longest
        spans = self._span_memo.get(key)
        if spans is None:
            if len(self._span_memo) >= SPAN_MEMO:
                self._span_memo.clear()
            spans = self._span_memo[key] = self._word_spans(longest, whole, zeros)
        return spans

    def _word_spans(self, longest: str, whole: list[tuple[int, int]],
                    zeros: bool) -> list[tuple[int, int]]:
        """The spans of the blocks holding a word that contains `longest` (see `_spans`)."""
        index = self._index or self._build_index()
        most = (self.count + BLOCK_LINES - 1) // BLOCK_LINES // 2  # then a scan is cheaper
        blocks: set[int] = set()
        vocabulary, word_starts = index.vocabulary, index.starts
        # The needle's digits are not cut (`find_needle`), so neither are the word's in the
        # text's word holding it: `102` is looked for in `102ms`, not in `1102` (one word of
        # the needle is followed by another after a non-word character, which ends it).
        found = find_needle(vocabulary, longest, zeros=zeros)
        while found >= 0:
            number = bisect_right(word_starts, found) - 1
            blocks.update(index.blocks[number])
            if len(blocks) > most:
                return whole
            found = find_needle(vocabulary, longest, word_starts[number + 1],
                                zeros=zeros) if number + 1 < len(word_starts) else -1
        spans: list[tuple[int, int]] = []
        for block in sorted(blocks):
            low, high = self._block_span(block)
            if spans and spans[-1][1] == low:
                spans[-1] = (spans[-1][0], high)
            else:
                spans.append((low, high))
        return spans

    def _block_span(self, block: int) -> tuple[int, int]:
        first = block * BLOCK_LINES
        after = first + BLOCK_LINES
        return self.starts[first], self.starts[after] if after < len(self.starts) else self.text.length

    def _build_index(self) -> _WordIndex:
        """Each distinct word of the text (`\\w+`) with the blocks of `BLOCK_LINES` lines
        holding it; the words joined, to find the ones containing a needle's word."""
        holding: dict[str, int | list[int]] = {}  # a word's block, or blocks (see owners)
        blocks = (self.count + BLOCK_LINES - 1) // BLOCK_LINES
        for block in range(blocks):
            for word in set(self.text.findall(_WORD, *self._block_span(block))):
                where = holding.get(word)
                if where is None:
                    holding[word] = block
                elif isinstance(where, int):
                    holding[word] = [where, block]
                else:
                    where.append(block)
        words = list(holding)
        self._index = _WordIndex("\n".join(words), offsets(
            len(word) + 1 for word in words[:-1]) if words else array("q"),
            Owners(holding.values()))
        return self._index


def _holds_all(texts: Iterable[str], needles: Sequence[str]) -> bool:
    """Whether each of `needles` is in a line of `texts`, lower-cased, as `find_needle` finds
    it (as in the joined lines: a match never spans a newline, and each line is lowered on its
    own). Each text is lowered once for all the needles."""
    wanted = list(needles)
    for text in texts:
        if not wanted:
            break
        lowered = text.lower()
        if len(lowered) != len(text):  # a character changed length (`İ`): line by line
            lines = [line.lower() for line in text.split("\n")]
            wanted = [n for n in wanted if not any(find_needle(line, n) >= 0 for line in lines)]
        else:
            wanted = [n for n in wanted if find_needle(lowered, n) < 0]
    return not wanted


class _WordIndex(NamedTuple):
    vocabulary: str  # the distinct words, joined by newlines
    starts: array[int]  # where each word starts in `vocabulary`
    blocks: Owners  # the blocks (ascending) each word occurs in


class Owners:
    """Lists of numbers as two arrays of machine integers (each list's numbers, one after the
    other, and where each list starts): `owners[i]` is the i-th list."""

    def __init__(self, lists: Iterable[int | Sequence[int]]) -> None:
        """`lists`: each list, or its one number."""
        numbers, offsets = array("I"), array("q", [0])
        add, extend, mark = numbers.append, numbers.extend, offsets.append
        for item in lists:
            if isinstance(item, int):
                add(item)
            else:
                extend(item)
            mark(len(numbers))
        self._numbers, self._offsets = numbers, narrowed(offsets)

    def __getitem__(self, index: int) -> array[int]:
        return self._numbers[self._offsets[index]:self._offsets[index + 1]]

    def __len__(self) -> int:
        return len(self._offsets) - 1


def standalone_pattern(needle: str) -> str:
    """A regex finding `needle` only where a number in it cannot be part of a longer number,
    a date, a time, a version or a range: no digit, `.`, `-`, `:` or `/` glued to its digits
    (`26` is not in `2026`, `1.26`, `26.5` or `26-11-29`), nor a unit cut short (`3033m` is
    not in `3033ms`)."""
    pattern = re.escape(needle)
    if needle[0].isdigit():
        pattern = r"(?<![0-9.\-:/])" + pattern
    if needle[-1].isdigit():
        pattern += r"(?![0-9]|[.\-:/][0-9])"
    elif needle[-1].isascii() and needle[-1].isalpha():
        pattern += "(?![a-z])"
    return pattern


def surface_forms(anchor: Anchor) -> list[str]:
    """Lower-cased ways a text holding `anchor` writes it: as the excerpt wrote it (with and
    without its spaces), for names and ids their canonical value, for a plain number its value
    (`09` is held by a `9`, as the presence keys say)."""
    if anchor.kind == "number" and anchor.unit is None and NUMERIC.fullmatch(compact(anchor.raw)):
        return [anchor.value]  # `09`, `98,000` and `1.50` are found by `9`, `98000` and `1.5`
    forms = [anchor.raw.strip().lower(), compact(anchor.raw)]
    if anchor.kind == "number" and anchor.unit is None:
        forms.append(anchor.value)
    if digits(anchor.value):
        forms.append(anchor.value.lstrip("0") or "0")
    if anchor.kind not in ("number", "timestamp"):
        forms.append(anchor.value.lower())
        if anchor.kind == "ip" and (host := host_of(anchor.value)) is not None:
            forms.append(host)
    return [form for form in dict.fromkeys(forms) if form]
