"""Cheap tests that spare anchor extraction, and quotes: what an excerpt copied, from where.

* `written()`: an anchor's compacted text standing in a compacted text (no digit glued to a
  number, a metric's value right after its label) is held by it as written.
  `negation_possible()` tells from the negation regexes alone whether a negation flip can
  exist at all.
* `quoted_from()`: which other invocation holds an excerpt verbatim (compacted): the
  invocations whose lines hold the excerpt's two longest words are candidates, the first
  `MAX_CANDIDATES` in dump order are compacted and searched.
* `altered_numbers()`: digit runs of an excerpt that its bound outputs do not hold in the same
  context and that no anchor of the outputs accounts for: what a quote with one value changed
  (`Listener@443` for `Listener@493`) leaves behind; also a number (digits or a word) whose
  neighbouring words the outputs write with another number between them, even when its value
  occurs elsewhere in them (`a 92-year-old operator` where the line says `19-year-old` and
  another line `died at 92`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from gatekeeper.parse.invocations import Invocation
from gatekeeper.rules.support.evidence.anchorset import AnchorSet
from gatekeeper.rules.support.evidence.chunked import find_needle
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.evidence.lines import standalone_pattern
from gatekeeper.rules.support.evidence.words import changed_words, is_number_word
from gatekeeper.rules.support.similarity import MIN_TRUNCATED_OVERLAP, overlap_past_end
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.number_words import EN_NUMBERS, EN_ORDINALS
from gatekeeper.rules.support.text.fold import strip_ignorable
from gatekeeper.rules.support.text.glossary import event_spans, events
from gatekeeper.rules.support.text.normalize import compact, line_shape
from gatekeeper.rules.support.text.patterns import compiled

MIN_QUOTE = 11  # compacted characters a fragment needs to tell a quote from a coincidence
PROBE_WORDS, MIN_PROBE = 2, 4  # a quote's candidates hold its 2 longest words (≥ 4 characters)
MAX_CANDIDATES = 8  # invocations searched for a verbatim quote, in dump order
_WORD = compiled(r"\w+")
_DIGIT_RUN = compiled(r"\d+(?:\.\d+)?")


def written(anchors: Iterable[Anchor], texts: Sequence[str], raw: Sequence[str]) -> bool:
    """Whether each anchor's compacted text stands in one of the compacted `texts` (see
    `standalone_pattern`), a number right after the label of the metric it measures, and a
    number's digits are written in the `raw` texts (those `texts` compact) other than as a
    code's (`5` of a pod's `7d9f8b6c5`: `payment-svc 重启了 5 次` had been held by its name):
    then the texts hold it as written, no anchor extraction needed. False is only "not sure":
    the caller then compares extracted anchors."""
    for anchor in anchors:
        needle = compact(anchor.raw)
        if anchor.kind == "number" and anchor.metric:
            needle = compact(anchor.metric) + needle  # `线程数 7` is not grounded by `pid 7`
        if not needle or not any(needle in text and re.search(standalone_pattern(needle), text)
                                 for text in texts):
            return False
        digits = _DIGIT_RUN.search(anchor.raw) if anchor.kind == "number" else None
        if digits is not None and not any(_outside_codes(digits.group(), text) for text in raw):
            return False
        if anchor.kind != "number" and needle.isdigit() and not any(
                _bare_digits(needle).search(text) for text in raw):
            return False  # an exit code's `2` is not the `2` of `2h ago` (compacted, `2hago`)
    return True


@lru_cache(maxsize=1024)
def _bare_digits(digits: str) -> re.Pattern[str]:
    """`digits` written alone: no letter, digit or number's punctuation glued to them, nor a
    word after them that may be a unit (`1 day`; written so, a code is told by its anchors)."""
    return re.compile(rf"(?<![A-Za-z0-9_.\-:/]){digits}"
                      r"(?![A-Za-z0-9_]|[.\-:/][0-9]|[ \t]?[A-Za-z\u4e00-\u9fff])")


#: A code of letters and digits taking turns (`7d9f8b6c5`, `x2k4p`): a hash's or an id's.
_CODE = compiled(r"[A-Za-z0-9]*\d[A-Za-z]+\d[A-Za-z0-9]*")
_CODE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def _outside_codes(digits: str, text: str) -> bool:
    """Whether `text` writes `digits` (`find_needle`: no digit cut) once outside a code. Each
    run of letters and digits is read once, however often it holds the digits (a base64 blob)."""
    found = find_needle(text, digits)
    while found >= 0:
        start, end = found, found + len(digits)
        while start > 0 and text[start - 1] in _CODE_CHARS:
            start -= 1
        while end < len(text) and text[end] in _CODE_CHARS:
            end += 1
        if not _CODE.fullmatch(text, start, end):
            return True
        found = find_needle(text, digits, end)
    return False


def negation_possible(mine: AnchorSet, texts: Iterable[str], index: EvidenceIndex) -> bool:
    """Whether `negation_conflict(mine, evidence of texts)` may find something: `mine` negates
    a term, or a term the texts may negate (`negation_candidates`, once per dump and text) is
    one `mine` states (`EvidenceIndex.negation_possible`)."""
    return index.negation_possible(mine, texts)


def shown(anchor: Anchor) -> str:
    return anchor.raw.strip()


def verbatim_in(parts: Sequence[str], texts: Sequence[str]) -> bool:
    """Every compacted fragment of an excerpt occurs in one of `texts`."""
    return bool(parts) and all(any(part in text for text in texts) for part in parts)


def quoted_from(index: EvidenceIndex, excerpt: str, parts: Sequence[str],
                exclude: set[str]) -> Invocation | None:
    """A current-session invocation outside `exclude` holding every fragment verbatim.

    Candidates are the invocations whose text contains the excerpt's longest words as they are
    written (a copied quote keeps them); the first `MAX_CANDIDATES` of them in dump order are
    compacted and searched."""
    longest = max(parts, key=len, default="")
    if len(longest) < MIN_QUOTE:
        return None  # too short to tell a quote from a coincidence
    words = sorted(dict.fromkeys(_WORD.findall(excerpt.lower())), key=len, reverse=True)
    words = [w for w in words[:PROBE_WORDS] if len(w) >= MIN_PROBE]
    if not words:
        return None
    lines = index.session_lines()
    checked = 0
    # In dump order, as the lines are searched: the search stops with the candidates it needs.
    texts = lines.invocations
    for number in lines.holding_all(words, lambda n: [t for _, t in index.source_texts(texts[n])]):
        invocation = lines.invocations[number]
        if invocation.id in exclude:
            continue
        if verbatim_in(parts, index.compact_texts(invocation)):
            return invocation
        checked += 1
        if checked >= MAX_CANDIDATES:
            break
    return None


def compact_span(text: str, anchor: Anchor) -> tuple[int, int]:
    """Where `anchor` (found in `text`) lies in `compact(text)`, approximately."""
    return _compact_span(strip_ignorable(text), anchor.start, anchor.raw)  # where anchors are found


def _compact_span(stripped: str, start: int, raw: str) -> tuple[int, int]:
    """Where `raw`, at `start` of `stripped` (`strip_ignorable` of a text), lies in its
    compacted form."""
    begin = len(compact(stripped[:start]))
    return begin, begin + len(compact(raw))


def altered_numbers(excerpt: str, anchors: Sequence[Anchor], evidence: AnchorSet,
                    texts: Sequence[str], limit: int | None = None) -> list[str]:
    """Digit runs of the compacted excerpt (before position `limit`) that `texts` do not hold
    with the same neighbouring characters and that no anchor present in `evidence` covers
    (`5.3s` is accounted for by `5300ms`), and numbers (digits or words) put between words that
    `texts` write around another number (`_replaced_in_place`)."""
    covered = [compact_span(excerpt, a) for a in anchors if evidence.has(a)]
    text = compact(excerpt)
    stop = len(text) if limit is None else limit
    altered = []
    for match in _DIGIT_RUN.finditer(text, 0, stop):
        start, end = match.span()
        if end == stop < len(text) and text[end].isdigit():
            continue  # the preview's cut falls inside this number: nothing after it is known
        # The neighbouring characters, but none past the cut (the preview never showed them).
        context = text[max(0, start - 1):min(end + 1, stop)]
        held = any(context in source for source in texts) or any(
            a_start - 1 <= start and end <= a_end + 1 for a_start, a_end in covered)
        # Held as written or as a value is not enough: `9,500ft above` where the line says
        # `1,100ft above` and another line `9,500ft a minute` is a changed quote.
        if held and not _replaced_in_place(text, start, end, stop, texts):
            continue
        altered.append(text[max(0, start - 6):end + 2])
    for start, end in _number_words(excerpt):  # `three`, `first`, `millions` put for another
        if end <= stop and _replaced_in_place(text, start, end, stop, texts):
            altered.append(text[max(0, start - 6):end + 2])
    return altered


_NEIGHBOURHOOD, _MIN_NEIGHBOURHOOD = 8, 4  # compacted characters either side of a number
_MIN_AT_EDGE = 2  # ... or fewer where the excerpt starts or stops, if the other side is whole
_WORDS = compiled(r"[^\W\d_]+")


def preview_cut(index: EvidenceIndex, bound: Sequence[Invocation], parts: Sequence[str]) -> int | None:
    """How much of the excerpt's start a bound preview ends with, when the excerpt runs past
    the end of that preview (compacted characters); None when it does not."""
    if len(parts) != 1:
        return None
    best = None
    for invocation in bound:
        if invocation.output_preview:
            source, _ = index.prepared(invocation.output_preview)
            overlap = overlap_past_end(parts[0], source)
            if overlap >= MIN_TRUNCATED_OVERLAP:
                best = max(best or 0, overlap)
    return best


def quote_changes(index: EvidenceIndex, excerpt: str, sources: Sequence[str],
                  reworded: bool = False) -> list[str]:
    """The words `excerpt` changed in the texts it quotes (`words.changed_words`), but for
    the words of a value its anchors compare (`5分钟`, `11月30日`, `three`) and of a glossary
    event the sources state in other words (`request timed out` for `request timeout`; an event
    written as they write it is compared: `Accepted password` for a line's `Failed password`,
    the next line's `Accepted password`)."""
    stripped = strip_ignorable(excerpt)
    valued = [(a.start, a.end) for a in index.anchors(excerpt)
              if a.kind == "number" or any(c.isdigit() for c in a.raw)]
    if named := event_spans(stripped):
        stated = events(sources, index.glossary_events).all("stated")
        compacted = [index.compacted(text) for text in sources]
        valued += [(start, end) for start, end, key in named if key in stated and not any(
            compact(stripped[start:end]) in text for text in compacted)]
    return changed_words(stripped, valued, [index.output_words(text) for text in sources],
                         [index.compacted(text) for text in sources], reworded)


def _number_words(excerpt: str) -> list[tuple[int, int]]:
    """Where the excerpt's number, ordinal and magnitude words lie in `compact(excerpt)`."""
    stripped = strip_ignorable(excerpt)
    return [_compact_span(stripped, match.start(), match.group())
            for match in _WORDS.finditer(stripped) if _is_number(match.group().lower())]


def _replaced_in_place(text: str, start: int, end: int, stop: int, texts: Sequence[str]) -> bool:
    """Whether `texts` write the words around the number `text[start:end]` with another
    number between them, and nowhere around this one: a value present elsewhere in the output
    (`died at 92`) put in place of the one the quoted line has (`aged 19`) is changed, not
    converted."""
    before = text[max(0, start - _NEIGHBOURHOOD):start]
    after = text[end:min(end + _NEIGHBOURHOOD, stop)]
    if not (_enough(before, after, at_edge=start < _NEIGHBOURHOOD)
            and _enough(after, before, at_edge=end + _NEIGHBOURHOOD > stop)):
        return False
    number = text[start:end]
    sources = [source for source in texts if before in source and after in source]
    if not sources or any(before + number + after in source for source in sources):
        return False  # not written around another value, or quoted from where it is written
    # A number, an ordinal written with digits (`13th`), or a number word.
    pattern = re.compile(re.escape(before) + r"(\d+(?:\.\d+)?(?:st|nd|rd|th)?|[a-z]+)"
                         + re.escape(after))
    value = _value(number)
    return any(_is_number(m.group(1)) and _value(m.group(1)) != value
               for source in sources for m in pattern.finditer(source))


def _enough(side: str, other: str, at_edge: bool) -> bool:
    """A side of a number's neighbourhood long enough to place it: 4 characters, or 2 where the
    excerpt begins or ends (`As a 92-year-old ...`) when the other side is whole."""
    if len(side) >= _MIN_NEIGHBOURHOOD:
        return True
    return at_edge and len(side) >= _MIN_AT_EDGE and len(other) == _NEIGHBOURHOOD


def altered_names(excerpt: str, anchors: Sequence[Anchor], texts: Sequence[str],
                  limit: int | None = None) -> list[str]:
    """Proper names (runs of `name` anchors: `Brian Cox`) the excerpt puts between words that
    `texts` write around another name, and nowhere around this one: a name the output has
    elsewhere, swapped into the quoted line (`Brian Cox` where the line has `Stephen
    Hawking`). Only before `limit` (compacted characters; a cut preview shows nothing past it)."""
    compacted = compact(excerpt)
    stop = len(compacted) if limit is None else limit
    altered = []
    for run in _name_runs(excerpt, anchors):
        start, end = compact_span(excerpt, run[0])[0], compact_span(excerpt, run[-1])[1]
        before = compacted[max(0, start - _NEIGHBOURHOOD):start]
        after = compacted[end:min(end + _NEIGHBOURHOOD, stop)]
        if end > stop or len(before) < _MIN_NEIGHBOURHOOD or len(after) < _MIN_NEIGHBOURHOOD:
            continue
        name = compacted[start:end]
        if any(before + name + after in source for source in texts):
            continue  # quoted from where the output writes it
        pattern = re.compile(re.escape(before) + r"([a-z][a-z.\-]*)" + re.escape(after))
        if any(m.group(1) != name for source in texts for m in pattern.finditer(source)):
            altered.append(excerpt[run[0].start:run[-1].end])
    return altered


def _name_runs(text: str, anchors: Sequence[Anchor]) -> list[list[Anchor]]:
    """The `name` anchors of `text`, consecutive ones (only spaces between) as one name."""
    runs: list[list[Anchor]] = []
    for anchor in sorted((a for a in anchors if a.kind == "name"), key=lambda a: a.start):
        if runs and not text[runs[-1][-1].end:anchor.start].strip():
            runs[-1].append(anchor)
        else:
            runs.append([anchor])
    return runs


def _value(token: str) -> str:
    """What a number token counts: `five` and `5` are one value, `13th` and `13` too."""
    if token[0].isdigit():
        return token.rstrip("stndrh").lstrip("0") or "0"
    return EN_NUMBERS.get(token) or EN_ORDINALS.get(token) or token


def _is_number(token: str) -> bool:
    return token[0].isdigit() or is_number_word(token)


MIN_CHANGED_LINE = 20  # characters a copied line needs: a short one has the shape of many


def changed_line(excerpt: str, sources: Sequence[str], index: EvidenceIndex) -> tuple[str, str] | None:
    """A whole line of the excerpt that is no line of `sources` but has the shape of one (the
    same words, other digits or another log level: `[svc-4] processed 714 requests in 1 ms`
    where the output's line says `processed 707`), with no line of that shape writing its
    values: (the excerpt's line, the output's line of that shape sharing most of its values).
    A value changed in a copied line, whatever else writes it."""
    compacted = [index.prepared(source)[0] for source in sources]
    for line in excerpt.split("\n"):
        stripped = line.strip()
        if len(stripped) < MIN_CHANGED_LINE or not any(c.isdigit() for c in stripped):
            continue
        if any(compact(stripped) in text for text in compacted):
            continue  # copied as it is
        shape, values = line_shape(stripped)
        for source in sources:
            alike = index.line_shapes(source).get(shape)
            if alike and values not in alike:
                # same shape, so as many numbers
                closest = max(alike, key=lambda other: sum(a == b for a, b in zip(other, values,
                                                                                    strict=True)))
                return stripped, alike[closest].strip()
    return None
