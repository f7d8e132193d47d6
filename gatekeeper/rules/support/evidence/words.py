"""Words a close quote changed: what anchors cannot see (`combo` → `cxmbo`, `Failed` → `Accepted`).

Anchors compare values and names; a quote that keeps every one of them but changes a word
(`Failed password for root` → `Accepted password for root`, a host written `cxmbo`, `open
through proxy` → `closed through proxy`) kept every anchor, so it passed. An excerpt is a quote:
each of its words is one the output writes, between the words the output writes around it.

A word of a quote (a run of letters and digits, or one Chinese character) is *held* when the
output writes it with its neighbouring words (compacted: spacing, case and punctuation do not
count). A word not held is *changed* when

* the output writes its two neighbours around another word, and never around this one
  (`Accepted password for` where the line says `Failed password for`, `0 bytes received,
  0 bytes received` where it says `0 bytes sent, 0 bytes received`), or
* the output never writes it as a word (`cxmbo`; at the quote's first or last word, not even
  inside a word: the quote may start or stop mid-word). In an excerpt that rewords the
  output (`reworded`), only where it misspells one of the output's words (`cxmbo` for `combo`:
  one letter changed, put in or left out) or is a level, outcome or state of a closed set the
  output writes another of (`ERROR` where it says `INFO`, `Accepted` where it says `Failed`):
  a rewording writes words of its own, but not those.

A word written with another English ending than the output's (`failed` for `failure`) is the
output's word. Joiners (`and`, `with`, `为`: `JOINERS`) are not looked at: a reworded quote puts them in, and
`evidence.excerpt_similarity` grades rewording. Numbers, number words (`three`, `三`) and
numbers with a unit are not looked at either: `altered_numbers` and the anchors compare them by
value (`5.3s` for `5300ms` is the same value); but a Chinese numeral written alone before a
count word, which no anchor reads, is compared by value with what the output writes between
its neighbours (`重试五次` where it says `重试 3 次`). A word not held that is neither (its neighbour
changed, words were dropped) proves nothing on its own; nor does a word both neighbours of
which the output writes around it somewhere (a quote mixing two lines of one shape).

Cost: one pass over each bound output's words (kept per dump in the evidence index, built only
for excerpts that are not verbatim, and only the parts a word needs), then set lookups per word
of the excerpt; a misspelling is compared in C with a short output's words, and looked up in an
index of a long output's words by their one-letter deletions, built once per output.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from decimal import Decimal
from functools import cached_property

from gatekeeper.rules.support.similarity import ELLIPSIS_SPLIT
from gatekeeper.rules.support.text.anchors.cjknum import NUMERAL_CHARS, cjk_value
from gatekeeper.rules.support.text.anchors.number_words import EN_NUMBERS, EN_ORDINALS
from gatekeeper.rules.support.text.normalize import compact, normalize
from gatekeeper.rules.support.text.outcomes import GROUP_OF, other_named
from gatekeeper.rules.support.text.patterns import compiled

_CJK = "\u3400-\u9fff\uf900-\ufaff"
#: A word: one Chinese character, or a run of letters and digits (`_` and punctuation split).
TOKEN = compiled(rf"[{_CJK}]|[^\W_{_CJK}]+")
_LETTER = compiled(r"[^\W\d_]")
_NUMBER_WITH_UNIT = compiled(r"\d+[^\W\d_]*")  # `5300ms`, `2nd`, `100qps`; not `113d3a99`
#: Words a reworded quote puts in to join or re-order its parts, adding no fact (`A and B` of
#: `A ... B`, `reserved with status PAID` of `reserved, status=PAID`, `使用率为 95%`): never
#: taken for a change. Not `not`, `only`, `more`, `from`, `to`, `before`, `may`: put in or put for
#: another word, each changes what the output says.
JOINERS = frozenset({"and", "the", "a", "an", "with", "of", "is", "are", "was", "were", "be",
                     "been", "as", "at", "in", "on", "by", "for", "为", "是", "的", "和", "与",
                     "及", "了", "在"})
#: Changes `changed_words` looks for, at most: one more than a report shows.
MAX_FOUND = 4
_CJK_NUMERALS = frozenset(NUMERAL_CHARS)
#: Words that give a magnitude: `billions` changed into `millions` changes the value.
SCALE_WORDS = frozenset({"hundred", "hundreds", "thousand", "thousands", "million", "millions",
                         "billion", "billions", "trillion", "trillions"})


class OutputWords:
    """The words one output writes, their stems, for each pair of words one apart those between
    them, and its words by their one-letter deletions (`typos`), each built on first use: most
    excerpts hold every word with its neighbours, and need none of them."""

    def __init__(self, text: str) -> None:
        self.text = text

    @cached_property
    def _tokens(self) -> list[str]:
        return TOKEN.findall(normalize(self.text))

    @cached_property
    def words(self) -> frozenset[str]:
        return frozenset(self._tokens)

    @cached_property
    def stems(self) -> frozenset[str]:
        return frozenset(map(stem, self.words))

    @cached_property
    def between(self) -> dict[tuple[str, str], list[str]]:
        tokens = self._tokens
        found: dict[tuple[str, str], list[str]] = {}
        for pair, word in zip(zip(tokens, tokens[2:], strict=False), tokens[1:], strict=False):
            found.setdefault(pair, []).append(word)
        return found

    @cached_property
    def _spellable(self) -> list[str]:
        return sorted(w for w in self.words if len(w) >= MIN_TYPO_LETTERS and w.isalpha())

    @cached_property
    def _typos(self) -> dict[str, list[str]]:
        """Each spellable word and each of its one-letter deletions → the words (sorted): one
        letter changed, put in or left out of a word meets it here (SymSpell's index)."""
        index: dict[str, list[str]] = {}
        for word in self._spellable:
            for key in {word, *(word[:i] + word[i + 1:] for i in range(len(word)))}:
                index.setdefault(key, []).append(word)
        return index

    def misspelt(self, word: str) -> list[str]:
        """The words of the output one letter changed, put in or left out makes of `word`:
        compared one by one (in C) for a short output, looked up in a deletion index built once
        for a long one (so no excerpt costs its words times the output's)."""
        if len(self._spellable) <= MAX_COMPARED_WORDS:
            from rapidfuzz import process  # reworded excerpts are scored with rapidfuzz
            from rapidfuzz.distance import Levenshtein

            return [other for other, _, _ in process.extract(
                word, self._spellable, scorer=Levenshtein.distance, score_cutoff=1, limit=None)
                if other != word]
        keys = {word, *(word[:i] + word[i + 1:] for i in range(len(word)))}
        return [other for key in keys for other in self._typos.get(key, ())
                if other != word and _one_edit(word, other)]


def output_words(text: str) -> OutputWords:
    return OutputWords(text)


#: English endings a quote may write a word with and still mean the output's (`failed` for
#: `failure`, `connected` for `connection`, `closed` for `close`): the longest that leaves three
#: letters (the leftmost match).
_ENDING = compiled(r"(?<=\w{3})(?:ions|ures|ing|ion|ure|ers|ed|es|er|s|d)\Z")


def stem(word: str) -> str:
    """`word` without an English ending (and a final `e`), where 3 letters remain."""
    if match := _ENDING.search(word):
        word = word[:match.start()]
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def _checked(word: str) -> bool:
    """Whether a word is this module's to compare: not a number, a number with its unit or a
    number word (compared by value elsewhere)."""
    if _NUMBER_WITH_UNIT.fullmatch(word) or not _LETTER.search(word):
        return False
    return not is_number_word(word) and word not in _CJK_NUMERALS


def is_number_word(word: str) -> bool:
    """`three`, `first`, `millions`: a number, a rank or a magnitude written as a word."""
    return word in EN_NUMBERS or word in EN_ORDINALS or word in SCALE_WORDS


def changed_words(excerpt: str, valued: Sequence[tuple[int, int]], sources: Sequence[OutputWords],
                  compacted: Sequence[str], reworded: bool = False,
                  limit: int = MAX_FOUND) -> list[str]:
    """The words `excerpt` (`strip_ignorable` of an excerpt; parts joined by an ellipsis are
    compared on their own) changed, as shown to a reader: `'cxmbo'`, `'received' for 'sent'`.
    `valued`: the spans whose words are not looked at: its anchors compared by value (numbers
    with their unit, `5分钟`; dates and ids written with digits, `11月30日`) and the glossary
    events the output states (`request timed out` for `request timeout`). `sources`:
    the bound outputs' words; `compacted`: the same outputs compacted. `reworded`: the excerpt
    is no close quote, so a word the output never writes counts only when it misspells one of
    the output's (`cxmbo` for `combo`) or is another of a closed set (`ERROR` for `INFO`).
    At most `limit` changes, the first ones: a report shows a few, and an excerpt quoted from
    elsewhere changed every word."""
    changed: list[str] = []
    spans = _merged(valued)
    for begin, end in _parts(excerpt):
        part = compact(excerpt[begin:end])
        if not part or any(part in source for source in compacted):
            continue  # this part is quoted as it is
        found = list(TOKEN.finditer(excerpt, begin, end))
        folded: dict[str, str] = {}  # a long excerpt repeats its words
        tokens = [folded.get(m.group(0)) or folded.setdefault(m.group(0), normalize(m.group(0)))
                  for m in found]
        seen: set[tuple[str, ...]] = set()  # a word between the same neighbours: settled once
        valued_at = [_inside(m.start(), spans) for m in found]
        for i, word in enumerate(tokens):
            if len(changed) >= limit:
                return changed
            if word in _CJK_NUMERALS and not valued_at[i]:
                swap = _numeral_swap(excerpt, found, tokens, i, sources, compacted)
                if swap:
                    changed.append(swap)
                continue
            if not _checked(word) or word in JOINERS or valued_at[i]:
                continue
            first, last = max(0, i - 1), min(len(found) - 1, i + 1)
            place = (*tokens[first:last + 1], str(i == 0), str(i == len(tokens) - 1))
            if place in seen:
                continue
            seen.add(place)
            context = compact(excerpt[found[first].start():found[last].end()])
            if any(context in source for source in compacted):
                continue  # held with its neighbours
            edge = i in (0, len(tokens) - 1)
            written = found[i].group(0)
            others: set[str] = set()
            if not edge:  # what the output writes between this word's neighbours
                pair = (tokens[i - 1], tokens[i + 1])
                others = {other for source in sources for other in source.between.get(pair, ())}
            mine = stem(word)
            replaced = sorted(other for other in others if _checked(other) and other != word)
            if replaced and word not in others and all(stem(other) != mine for other in others):
                changed.append(f"{written!r} for {replaced[0]!r}")
            elif not any(word in source.words or mine in source.stems for source in sources) and (
                    not (edge and any(compact(word) in source for source in compacted))):
                if not reworded:
                    changed.append(repr(written))  # no word of the output: made up, or misspelt
                elif near := _misspelt(word, sources) or other_named(
                        word, [source.text for source in sources]):
                    changed.append(f"{written!r} for {near!r}")
    return changed


MIN_TYPO_LETTERS = 4  # a shorter word is one letter from too many others
#: Up to this many spellable words, an output's are compared with a word one by one.
MAX_COMPARED_WORDS = 2000


def _misspelt(word: str, sources: Sequence[OutputWords]) -> str | None:
    """The output's word (first in sorted order) `word` misspells: one letter changed, put in
    or left out (`cxmbo` for `combo`); None for a word under `MIN_TYPO_LETTERS` letters."""
    if len(word) < MIN_TYPO_LETTERS or not word.isalpha():
        return None
    near = sorted(other for source in sources for other in source.misspelt(word))
    return near[0] if near else None


def _one_edit(word: str, other: str) -> bool:
    """Whether one letter changed, put in or left out makes `other` of `word` (two words
    sharing a deletion may be two edits apart: `abcd`, `abdc`)."""
    if len(word) == len(other):
        return sum(a != b for a, b in zip(word, other, strict=True)) == 1
    short, long = sorted((word, other), key=len)
    return len(long) - len(short) == 1 and any(
        long[:i] + long[i + 1:] == short for i in range(len(long)))


def placed_conflict(claim: str, excerpts: Sequence[str]) -> tuple[str, list[str]] | None:
    """A word of a closed set (`outcomes`) a claim writes between two words its excerpts write
    around another word of the same set, and never around this one: (the claim's word, the
    excerpts' there). The neighbours place the word, so the sets prose uses otherwise count
    here too: `chrome.exe - proxy:5070 closed through proxy` citing `... open through proxy`,
    `0 bytes received, 0 bytes received` citing `0 bytes sent, 0 bytes received`, `[info]`
    citing `[error]`. Not after a negator (`not open through`)."""
    found = list(TOKEN.finditer(claim))
    tokens = [normalize(m.group(0)) for m in found]
    sources = [OutputWords(excerpt) for excerpt in excerpts]
    for i in range(1, len(tokens) - 1):
        key = GROUP_OF.get(tokens[i])
        if key is None or tokens[i - 1] in _NEGATORS:
            continue
        others = {other for source in sources for other in source.between.get(
            (tokens[i - 1], tokens[i + 1]), ())}
        swapped = sorted(other for other in others
                         if (set_of := GROUP_OF.get(other)) and set_of[0] == key[0]
                         and set_of[1] != key[1])
        if swapped and tokens[i] not in others:
            return found[i].group(0), swapped
    return None


_NEGATORS = frozenset({"not", "no", "never", "不", "未", "没", "无"})


def _numeral_swap(excerpt: str, found: list[re.Match[str]], tokens: list[str], i: int,
                  sources: Sequence[OutputWords], compacted: Sequence[str]) -> str | None:
    """A Chinese numeral written on its own (`重试五次`), where the output writes its neighbours
    around another value (`重试 3 次`, `重试三次`) and never around this one: `'五' for '3'`.
    No anchor reads a bare numeral before a count word, so the value is compared here."""
    if not 0 < i < len(tokens) - 1 or tokens[i - 1] in _CJK_NUMERALS or (
            tokens[i + 1] in _CJK_NUMERALS):
        return None  # a run of numerals (`三十五`), or at the quote's edge: not placed
    if any(compact(excerpt[found[i - 1].start():found[i + 1].end()]) in source
           for source in compacted):
        return None  # held with its neighbours
    mine = cjk_value(tokens[i])
    others = {other for source in sources for other in source.between.get(
        (tokens[i - 1], tokens[i + 1]), ())}
    values = {other: Decimal(other) if other.isdigit() else cjk_value(other) for other in others
              if other.isdigit() or other in _CJK_NUMERALS}
    if mine is None or not values or mine in values.values():
        return None
    return f"{found[i].group(0)!r} for {min(values)!r}"


def _merged(spans: Sequence[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """`spans` merged where they overlap, as (starts, ends), for `_inside`."""
    starts: list[int] = []
    ends: list[int] = []
    for start, end in sorted(spans):
        if ends and start <= ends[-1]:
            ends[-1] = max(ends[-1], end)
        else:
            starts.append(start)
            ends.append(end)
    return starts, ends


def _inside(at: int, spans: tuple[list[int], list[int]]) -> bool:
    starts, ends = spans
    i = bisect_right(starts, at) - 1
    return i >= 0 and at < ends[i]


def _parts(text: str) -> list[tuple[int, int]]:
    """The spans of the parts of `text` an ellipsis joins."""
    spans, begin = [], 0
    for m in ELLIPSIS_SPLIT.finditer(text):
        spans.append((begin, m.start()))
        begin = m.end()
    return [*spans, (begin, len(text))]
