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
  inside a word: the quote may start or stop mid-word).

A word written with another English ending than the output's (`failed` for `failure`) is the
output's word. Joiners (`and`, `with`, `为`: `JOINERS`) are not looked at: a reworded quote puts them in, and
`evidence.excerpt_similarity` grades rewording. Numbers, number words (`three`, `三`) and
numbers with a unit are not looked at either: `altered_numbers` and the anchors compare them by
value (`5.3s` for `5300ms` is the same value). A word not held that is neither (its neighbour
changed, words were dropped) proves nothing on its own; nor does a word both neighbours of
which the output writes around it somewhere (a quote mixing two lines of one shape).

Cost: one pass over each bound output's words (kept per dump in the evidence index, built only
for excerpts that are not verbatim), then set lookups per word of the excerpt.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from gatekeeper.rules.support.similarity import ELLIPSIS_SPLIT
from gatekeeper.rules.support.text.anchors.numbers import EN_NUMBERS, EN_ORDINALS
from gatekeeper.rules.support.text.normalize import compact, normalize

_CJK = "\u3400-\u9fff\uf900-\ufaff"
#: A word: one Chinese character, or a run of letters and digits (`_` and punctuation split).
_TOKEN = re.compile(rf"[{_CJK}]|[^\W_{_CJK}]+")
_LETTER = re.compile(r"[^\W\d_]")
_NUMBER_WITH_UNIT = re.compile(r"\d+[^\W\d_]*")  # `5300ms`, `2nd`, `100qps`; not `113d3a99`
#: Words a reworded quote puts in to join or re-order its parts, adding no fact (`A and B` of
#: `A ... B`, `reserved with status PAID` of `reserved, status=PAID`, `使用率为 95%`): never
#: taken for a change. Not `not`, `only`, `more`, `from`, `to`, `before`, `may`: put in or put for
#: another word, each changes what the output says.
JOINERS = frozenset({"and", "the", "a", "an", "with", "of", "is", "are", "was", "were", "be",
                     "been", "as", "at", "in", "on", "by", "for", "为", "是", "的", "和", "与",
                     "及", "了", "在"})
_CJK_NUMERALS = frozenset("零〇一二两三四五六七八九十百千万亿")
_SCALE_WORDS = frozenset({"hundred", "hundreds", "thousand", "thousands", "million", "millions",
                          "billion", "billions", "trillion", "trillions"})


@dataclass(frozen=True)
class OutputWords:
    """The words one output writes, and for each pair of words one apart, those between them."""

    words: frozenset[str]
    stems: frozenset[str]
    between: dict[tuple[str, str], frozenset[str]]


def output_words(text: str) -> OutputWords:
    tokens = _TOKEN.findall(normalize(text))
    between: dict[tuple[str, str], set[str]] = {}
    for before, word, after in zip(tokens, tokens[1:], tokens[2:], strict=False):
        between.setdefault((before, after), set()).add(word)
    words = frozenset(tokens)
    return OutputWords(words, frozenset(map(stem, words)),
                       {k: frozenset(v) for k, v in between.items()})


#: English endings a quote may write a word with and still mean the output's (`failed` for
#: `failure`, `connected` for `connection`, `closed` for `close`), longest first.
_ENDINGS = ("ions", "ures", "ing", "ion", "ure", "ers", "ed", "es", "er", "s", "d")


def stem(word: str) -> str:
    """`word` without an English ending (and a final `e`), where 3 letters remain."""
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[:-len(ending)]
            break
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def _checked(word: str) -> bool:
    """Whether a word is this module's to compare: not a number, a number with its unit or a
    number word (compared by value elsewhere)."""
    if _NUMBER_WITH_UNIT.fullmatch(word) or not _LETTER.search(word):
        return False
    return word not in EN_NUMBERS and word not in EN_ORDINALS and word not in _SCALE_WORDS and (
        word not in _CJK_NUMERALS)


def changed_words(excerpt: str, valued: Sequence[tuple[int, int]], sources: Sequence[OutputWords],
                  compacted: Sequence[str]) -> list[str]:
    """The words `excerpt` (`strip_ignorable` of an excerpt; parts joined by an ellipsis are
    compared on their own) changed, as shown to a reader: `'cxmbo'`, `'received' for 'sent'`.
    `valued`: the spans whose words are not looked at: its anchors compared by value (numbers
    with their unit, `5分钟`; dates and ids written with digits, `11月30日`) and the glossary
    events the output states (`request timed out` for `request timeout`). `sources`:
    the bound outputs' words; `compacted`: the same outputs compacted."""
    changed: list[str] = []
    for begin, end in _parts(excerpt):
        part = compact(excerpt[begin:end])
        if not part or any(part in source for source in compacted):
            continue  # this part is quoted as it is
        found = list(_TOKEN.finditer(excerpt, begin, end))
        tokens = [normalize(m.group(0)) for m in found]
        for i, word in enumerate(tokens):
            at = found[i].start()
            if not _checked(word) or word in JOINERS or any(a <= at < b for a, b in valued):
                continue
            first, last = max(0, i - 1), min(len(found) - 1, i + 1)
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
                changed.append(repr(written))  # no word of the output: made up, or misspelt
    return changed


def _parts(text: str) -> list[tuple[int, int]]:
    """The spans of the parts of `text` an ellipsis joins."""
    spans, begin = [], 0
    for m in ELLIPSIS_SPLIT.finditer(text):
        spans.append((begin, m.start()))
        begin = m.end()
    return [*spans, (begin, len(text))]
