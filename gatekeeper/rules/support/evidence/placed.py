"""A claim's value written in the place where its excerpt writes another.

`... will cover 9,180 miles and consume more than 1,836 gallons` citing `a 1,836 mile flight
... burns up more than 9,180 gallons`, or a log line copied into a claim with its two thread ids
swapped (`16:15:53.084  2105  1702 D PowerManagerService` citing `... 1702  2105 D ...`): every
value of the claim is in its excerpt, so no anchor is missing, but the claim puts each in the
other's place. claim.value_contradiction fails it (docs/anchors.md "Claims").

A *value* is a word holding a digit, a number written in words (`sixth`) or a magnitude
(`millions`), or the anchor it is part of (`5.3s` and `5300ms` are one value); a service, host
or exception is one too, but only a swap of two counts for it. The claim and each excerpt are
aligned word by word with each value blanked out; where a run of at least `MIN_RUN` words both
write puts a value of the claim, next to a word of the run that is no value (or in a run of
values the run bounds), where the excerpt writes another, the claim's value is *placed* there.
It is reported when it is

* swapped: the claim writes the excerpt's value too, in another place, or
* put in the excerpt's value's place: the excerpts write the claim's value nowhere,

and neither an excerpt nor a cited output writes it between the same two words as the claim
does (`CPU at 95% at 10:05` citing `CPU at 92% at 10:00, CPU at 95% at 10:05`: aligned with the
first, held by the second; a claim copying its output where a tampered excerpt says otherwise
is `evidence.misattribution`'s). A claim that leaves one value of its excerpt out is not
reported (`revenue increased by 7% in Q2` citing `... by 5% in Q1 and 7% in Q2`).

Cost: a claim each of whose values its excerpts write between the same two words needs no
alignment (a copied line, most claims); otherwise one `difflib` alignment per excerpt, of texts
`replacements.alignable` admits.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.evidence.unanchored import KIND as UNANCHORED
from gatekeeper.rules.support.evidence.words import SCALE_WORDS, TOKEN
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.model import NA, NB
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.replacements import alignable
from gatekeeper.rules.support.text.rounding import rounded_to

_DIGIT = compiled(r"\d")
#: Anchors without digits compared by place too, where two of them are swapped: who called whom
#: (`[order-service] call to payment-service` for `[payment-service] call to order-service`).
#: Not proper nouns: prose moves them freely (`ran The Critter Place ... in Florida`).
SWAPPED_KINDS = frozenset({"service", "host", "exception"})
_VALUE_KINDS = SWAPPED_KINDS | {"number"}  # and numbers written in words
_SCALE = compiled(rf"(?<![^\W\d_])(?:{'|'.join(sorted(SCALE_WORDS))})(?![^\W\d_])", re.IGNORECASE)
#: What joins the items of a list, whose order says nothing (`A 和 B`, `B, A`).
_LIST_GAP = compiled(r"\s*(?:[,，、/&]\s*(?:(?:and|or)\s+)?|(?:and|or)\s+|(?:和|与|及|或|以及)\s*)",
                     re.IGNORECASE)
#: The shortest run of aligned words that places a value (`has over 40`).
MIN_RUN = 3
_BLANK = "\0"  # a value in the aligned words

#: (the word before, the word after) a value; "" at the text's edge.
Place = tuple[str, str]


class _Value:
    __slots__ = ("anchor", "place")

    def __init__(self, anchor: Anchor, place: Place) -> None:
        self.anchor = anchor  # the anchor the word is part of, or the word as an unanchored value
        self.place = place

    def same(self, other: _Value) -> bool:
        """Whether `other` writes this value: an anchor's within its precision and unit, or
        the words of one among the other's (`10.30` of `10.30 20:44:52`, `COVID` of `COVID-19`)."""
        mine, theirs = self.anchor, other.anchor
        if mine.raw == theirs.raw or (mine.kind != UNANCHORED and theirs.kind != UNANCHORED
                                      and _holds(theirs, mine)):
            return True
        if _rounded(mine, theirs) or _rounded(theirs, mine):
            return True
        words, written = sorted((_words_of(mine.raw), _words_of(theirs.raw)), key=len)
        return any(written[at:at + len(words)] == words
                   for at in range(len(written) - len(words) + 1))

    @property
    def numeric(self) -> bool:
        """A value with digits, a number written in words (`three`, `sixth`) or a magnitude
        (`millions`); not a service or host numbered (`lb-01`: a subject, placed by a swap only)."""
        if self.anchor.kind in SWAPPED_KINDS:
            return False
        return bool(_DIGIT.search(self.anchor.raw)) or self.anchor.kind == "number" or (
            self.anchor.raw.casefold() in SCALE_WORDS)

    def comparable(self, other: _Value) -> bool:
        """Whether `other` is a value of this one's sort: both numeric, and both ranks or
        neither (`four consecutive wins` says another thing than `a fourth consecutive match`),
        or both subjects of one kind (a year is not put in a name's place, nor a host in a
        service's)."""
        mine, theirs = self.anchor, other.anchor
        if self.numeric and other.numeric:  # a bare number may be either; `15%` no duration
            return (mine.unit == "th") == (theirs.unit == "th") and (
                not (mine.unit in _DIMENSIONS and theirs.unit in _DIMENSIONS)
                or _DIMENSIONS[mine.unit] == _DIMENSIONS[theirs.unit])
        return mine.kind == theirs.kind and mine.kind in SWAPPED_KINDS


#: What a normalised unit measures: values of two of these, one each, are of other sorts (a
#: `15%` is put in no duration's place); any other unit (`x:g`, `m?`) may be either.
_DIMENSIONS = {"ms": "time", "%": "share", "bytes": "size", "bytes/s": "rate", "bit/s": "rate",
               "cores": "cpu", "岁": "age", **dict.fromkeys(("$", "元", "€", "£", "HK$", "JP¥",
                                                             "KRW", "RUB", "A$"), "money")}


@lru_cache(maxsize=4096)  # the same values are compared again and again across claims
def _rounded(written: Anchor, bare: Anchor) -> bool:
    """Whether `written` gives `bare`, a number printed with no unit, rounded to its decimal
    places, with no unit or in seconds (`12.5s` for a slow log's `Query_time: 12.500321`,
    `time: 0.25s` for OpenStack's `time: 0.2477829`: the unit such logs print durations in):
    the same reading, not a value put in another's place. Another unit is no rounding (`0.25ms`
    would hold by the bare number read in any unit: the place check tells it)."""
    if written.kind != "number" or bare.kind != "number" or bare.unit:
        return False
    digits = _DECIMAL.search(written.raw)
    if digits is None or (written.unit is not None and not _SECONDS.search(written.raw)):
        return False
    return rounded_to(Decimal(bare.value), digits.group())


#: A number written with decimal places (`12.5` of `12.5s`).
_DECIMAL = compiled(r"(?<![\d.])\d+\.(\d+)(?![\d.])")
_SECONDS = compiled(r"\d\s*(?:s|secs?|seconds?|秒)\s*\Z", re.IGNORECASE)


def _holds(theirs: Anchor, mine: Anchor) -> bool:
    held = AnchorSet()
    held.add("", [theirs], negation=False, compacted="")
    return held.has(mine) or held.allows(mine, unlabelled=True)  # `超过30%` in `38%`'s place


def _covering(anchors: Sequence[Anchor], start: int, end: int, digit: bool) -> Anchor | None:
    """The first of `anchors` a word at [start, end) is part of, of a kind that is a value
    (any, for a word with a digit)."""
    for anchor in anchors:
        if anchor.start < end and start < anchor.end and (digit or anchor.kind in _VALUE_KINDS):
            return anchor
    return None


def _identified(anchors: Sequence[Anchor], start: int, end: int) -> Anchor | None:
    """The identifier with a digit a word of letters is part of (`order` and `svc` of the pod
    `order-svc-7d9f8b6c5-k8p2m`): one value with its digits, no word placing it (a claim naming
    a table's two pods in another order than its rows put none in the other's place)."""
    for anchor in anchors:
        if anchor.start <= start and end <= anchor.end and anchor.kind != "number" \
                and _DIGIT.search(anchor.raw) and not any(char.isspace() for char in anchor.raw):
            return anchor
    return None


@lru_cache(maxsize=4096)
def _words_of(raw: str) -> tuple[str, ...]:
    return tuple(word.casefold() for word in TOKEN.findall(raw))


class _Words:
    """A text's words, the blanked sequence aligned, and the value each valued word is part of."""

    def __init__(self, text: str, anchors: Sequence[Anchor]) -> None:
        found = list(TOKEN.finditer(text))
        lowered = [m.group(0).casefold() for m in found]
        starts, ends = [m.start() for m in found], [m.end() for m in found]
        self.sequence: list[str] = []
        self.values: dict[int, _Value] = {}  # index in `sequence` -> the value blanked there
        spans: dict[tuple[int, int], _Value] = {}
        for i, m in enumerate(found):
            digit = _DIGIT.search(lowered[i]) is not None or lowered[i] in SCALE_WORDS
            anchor = _covering(anchors, m.start(), m.end(), digit) or _identified(anchors, m.start(), m.end())
            if anchor is None and not digit:
                self.sequence.append(lowered[i])
                continue
            anchor = anchor or Anchor(UNANCHORED, lowered[i], m.group(0), *m.span())
            if (anchor.start, anchor.end) in spans:  # `18.5%`: one value, one blank
                continue
            before = bisect_right(ends, anchor.start) - 1  # the last word ending before it
            after = bisect_left(starts, anchor.end)  # the first word starting after it
            place = (lowered[before] if before >= 0 else "",
                     lowered[after] if after < len(found) else "")
            spans[anchor.start, anchor.end] = _Value(anchor, place)
            self.values[len(self.sequence)] = spans[anchor.start, anchor.end]
            self.sequence.append(_BLANK)

    def distinct(self) -> list[_Value]:
        return list(dict.fromkeys(self.values.values()))


def _at(place: Place, mine: Place) -> bool:
    """Whether `place` is the claim's place `mine` (whose side at the claim's edge is any).
    Not the excerpt's edge: `... after 5250ms` placed where a claim writes `after 9250ms），`
    would hold it."""
    return all(side in ("", other) for side, other in zip(mine, place, strict=True))


def _held(value: _Value, excerpts: Sequence[_Words]) -> bool:
    """Whether an excerpt writes `value` between the same two words."""
    return any(_at(other.place, value.place) and value.same(other)
               for words in excerpts for other in words.distinct())


def written_between(sources: Sequence[str], word: str, place: Place) -> bool:
    """Whether a cited output writes `word` between the words of `place` (spacing, case and
    punctuation aside; a side "" is any): the claim copies the output where its excerpt says
    otherwise (a tampered excerpt is `evidence.misattribution`'s)."""
    before, after = place
    pattern = re.compile(  # ASCII word edges: a Chinese character is a word of its own
        (rf"{NB}{re.escape(before)}[\W_]*" if before else "") + rf"{NB}{re.escape(word)}{NA}"
        + (rf"[\W_]*{re.escape(after)}{NA}" if after else ""), re.IGNORECASE)
    return any(pattern.search(source) for source in sources)


def _placed_by(mine: Sequence[str], theirs: Sequence[str], i: int, j: int, size: int,
               k: int) -> bool:
    """Whether the aligned run `mine[i:i+size]` = `theirs[j:j+size]` places its `k`th word, a
    value: a word of the run is next to it, or its run of values is bounded in the run on both
    sides (by a word, or by where both texts start or end: `Fan speeds ( 3552 3534 3391 ...`).
    Values alone place nothing: `18.5%，p99` aligns with `18.5%，502 次数` (a run of values that
    another word ends in each text)."""
    at = i + k
    if any(i <= at + step < i + size and mine[at + step] != _BLANK for step in (-1, 1)):
        return True
    first = last = at
    while first > 0 and mine[first - 1] == _BLANK:
        first -= 1
    while last + 1 < len(mine) and mine[last + 1] == _BLANK:
        last += 1
    starts = first > i or (first == 0 and j == 0)
    ends = last + 1 < i + size or (last + 1 == len(mine) and j + size == len(theirs))
    return first >= i and last < i + size and starts and ends


def _valued(text: str, anchors: Sequence[Anchor]) -> bool:
    """Whether `text` has a value to place: a digit, a magnitude, or an anchor of
    `_VALUE_KINDS`."""
    return bool(_DIGIT.search(text) or _SCALE.search(text)) or any(
        a.kind in _VALUE_KINDS for a in anchors)


def _copied_whole(text: str, excerpts: Sequence[str]) -> bool:
    """Whether every number of the claim is inside an excerpt it copies as it is (`在 order-svc
    上观察到 <excerpt>`, most claims): each is then in the excerpt's place, nothing to align."""
    rest = text
    for excerpt in excerpts:
        if excerpt.strip() and excerpt.strip() in rest:
            rest = rest.replace(excerpt.strip(), "\n")
    return rest != text and not (_DIGIT.search(rest) or _SCALE.search(rest))


def _listed(text: str, one: Anchor, other: Anchor) -> bool:
    """Whether two values of `text` are items of one list (`A 和 B`, `A, B`)."""
    first, second = sorted((one, other), key=lambda anchor: anchor.start)
    return _LIST_GAP.fullmatch(text, first.end, second.start) is not None


def placed_values(text: str, anchors: Sequence[Anchor], excerpts: Sequence[str],
                  excerpt_anchors: Sequence[Sequence[Anchor]], sources: Sequence[str] = (),
                  reported: Sequence[tuple[int, int]] = ()) -> list[tuple[Anchor, list[str]]]:
    """The claim's values (`text`, its `anchors`) aligned with another value of an excerpt and
    written nowhere in the excerpts between the same two words: each with the excerpts' values
    in its place. Not a value inside a span of the claim `reported` already."""
    if not _valued(text, anchors) or not alignable(text) or _copied_whole(text, excerpts):
        return []
    mine = _Words(text, anchors)
    theirs = [_Words(excerpt, found) for excerpt, found in zip(excerpts, excerpt_anchors,
                                                               strict=True)
              if alignable(excerpt) and _valued(excerpt, found)]
    unheld = [value for value in mine.distinct() if not _held(value, theirs)]
    quoted = {value for value in unheld  # of those, the ones its excerpts write elsewhere
              if any(value.same(other) for words in theirs for other in words.distinct())}
    # a subject the excerpts write nowhere is no swap (a replacement is `replaced`'s)
    unplaced = {value for value in unheld if value.numeric or value in quoted}
    if not unplaced or not theirs:
        return []
    import difflib  # only a claim with a value its excerpts do not write in its place

    found: dict[Anchor, dict[str, None]] = {}
    for words in theirs:
        matcher = difflib.SequenceMatcher(None, mine.sequence, words.sequence, autojunk=False)
        for i, j, size in matcher.get_matching_blocks():
            if size < MIN_RUN:
                continue
            for k in range(size):
                value = mine.values.get(i + k)
                other = words.values.get(j + k)
                if value is None or other is None or value not in unplaced or not _placed_by(
                        mine.sequence, words.sequence, i, j, size, k) or not value.comparable(
                        other) or value.same(other):
                    continue
                # Swapped (the claim writes the excerpt's value too, elsewhere, not beside it
                # in a list), or put in its place (the excerpts write the claim's value nowhere:
                # a value with digits; a name so replaced is `replaced`'s). A value the excerpts
                # write elsewhere, the claim leaving theirs out, is a choice of what to say:
                # `revenue increased by 7% in Q2` citing `... by 5% in Q1 and 7% in Q2`.
                swapped = any(
                    (mine_value.same(other) or other.same(mine_value))
                    and not (not value.numeric and _listed(text, value.anchor, mine_value.anchor))
                    for mine_value in mine.distinct() if mine_value is not value)
                replaced = value.numeric and value not in quoted
                if not (swapped or replaced) or written_between(
                        sources, value.anchor.raw.strip(), value.place):
                    continue
                found.setdefault(value.anchor, {})[other.anchor.raw.strip()] = None
    return sorted(((anchor, list(others)) for anchor, others in found.items()
                   if not any(start < anchor.end and anchor.start < end for start, end in reported)),
                  key=lambda item: item[0].start)
