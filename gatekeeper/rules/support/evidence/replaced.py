"""A claim's name or date written where its excerpt writes another of its kind.

`The deploy by Alice on Tuesday night` citing `deploy by Bob on Monday night`, with `Alice` and
`Tuesday` on other lines of the output: the anchors are all present, but the words the claim
puts in the excerpt's place (gatekeeper.rules.support.text.replacements) are another line's.
claim.value_contradiction fails a date so replaced and warns on a name (docs/anchors.md,
"Claims").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, partial

from gatekeeper.rules.support.evidence.anchorset import (
    ID_KINDS,
    SUBJECT_KINDS,
    AnchorSet,
    date_class,
    date_prefixes,
    id_shape,
    is_weekday,
)
from gatekeeper.rules.support.evidence.headed import component_heads, reheaded, time_written
from gatekeeper.rules.support.evidence.index import OUTPUT_ENTRIES, BoundedMemo, EvidenceIndex
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.names import NOT_NAMES
from gatekeeper.rules.support.text.anchors.timestamps import month_of
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.replacements import alignable, replacements
from gatekeeper.rules.support.text.spans import span_ends

_WORD = compiled(r"[a-z]+")
#: A proper noun, not a node or host id that the anchors also call a name (`R02-M1-NC-C`).
_WORDS_NAME = compiled(r"[a-z][a-z' ]*|[\u4e00-\u9fff]{2,8}")  # `陈吉宁`, `国家统计局` too
_CAPITALISED = compiled(r"(?<![\w'’])[A-Z][a-z]{2,}(?![\w'’])")
_OPENING = frozenset(".!?:;\"'‘“(\n。！？；：「")  # what a sentence's first word may follow


def _replaceable(anchor: Anchor) -> bool:
    if anchor.kind == "name":
        return bool(_WORDS_NAME.fullmatch(anchor.value))
    return (anchor.kind == "timestamp" and anchor.unit is not None) or _family(anchor) is not None


def _family(anchor: Anchor) -> str | None:
    """What another of `anchor`'s kind is compared by: a code or id its shape (`eth1` and
    `eth0`, `dn228` and `dn229`), a service, host or error code its kind."""
    if anchor.kind in ID_KINDS:
        return id_shape(anchor.value, anchor.kind)
    return anchor.kind if anchor.kind in SUBJECT_KINDS else None


#: (the words a text writes capitalised inside a sentence, the words it writes in lower case)
SourceWords = tuple[frozenset[str], frozenset[str]]
_INSIDE = compiled(r"(?<=[\w,] )[A-Z][a-z]{2,}(?![\w'’])")
_LOWER = compiled(r"(?<![\w'’])[a-z]{3,}(?![\w'’])")


def source_words(text: str) -> SourceWords:
    """What `_initial_names` asks of a cited output, found in one pass (kept per output: asked
    word by word, a 3 MB log was scanned twice per claim)."""
    return frozenset(_INSIDE.findall(text)), frozenset(_LOWER.findall(text))


def source_words_memo() -> BoundedMemo[str, SourceWords]:
    """The per-dump memo of `source_words`, by output text (as many as the outputs' lines)."""
    return BoundedMemo(OUTPUT_ENTRIES)


def _initial_names(text: str, spans: Sequence[tuple[int, int]], known: Sequence[Anchor],
                   sources: Callable[[], Sequence[SourceWords]]) -> list[Anchor]:
    """The capitalised words starting a sentence of `text`, inside `spans`, that the anchors
    leave out (a sentence's first word may be any word) but that the cited outputs write
    capitalised inside a sentence and never in lower case: names there (`Pittsburgh was
    hit`)."""
    taken = {a.start for a in known}
    found = []
    for span_start, span_end in spans:
        for m in _CAPITALISED.finditer(text, span_start, span_end):
            word, before = m.group(0), text[:m.start()].rstrip(" \t")
            if m.start() in taken or (before and before[-1] not in _OPENING) or (
                    word.lower() in NOT_NAMES):
                continue
            written = sources()
            if any(word in inside for inside, _ in written) and not any(
                    word.lower() in lower for _, lower in written):
                found.append(Anchor("name", word.lower(), word, m.start(), m.end()))
    return found


def _overlaps(anchor: Anchor, start: int, end: int) -> bool:
    return anchor.start < end and start < anchor.end


def replaced_values(index: EvidenceIndex, text: str, excerpts: Sequence[str],
                    sources: Sequence[str], memo: BoundedMemo[str, SourceWords],
                    quoted: AnchorSet,
                    candidates: Sequence[Anchor]) -> list[tuple[Anchor, list[str]]]:
    """Of the claim's anchors `candidates` (and the names starting its sentences), the names
    and dates its excerpts (`quoted`) do not write that the claim writes where an excerpt, or
    a cited output (`sources`), writes another name, or another date of the claim's precision
    or finer, that the claim does not write; each with those it replaced."""
    # an end of a period (`between 03:14 and 03:15`) stands in no stamp's place
    ends = span_ends(text, index.anchors(text))
    candidates = [a for a in candidates if _replaceable(a) and not quoted.has(a)
                  and a.start not in ends]
    claim_set = cache(partial(index.anchor_set, [text], negation=False))  # built once, if asked
    siblings = _sibling_ids(quoted, candidates, claim_set)
    swapped = siblings + [(anchor, others) for anchor, others in reheaded(
        index, text, excerpts, sources, candidates)
        if not any(anchor.start == mine.start for mine, _ in siblings)]  # an account is both
    swapped += [(word, others) for word, others in component_heads(text, excerpts, sources)
                if not any(_overlaps(anchor, word.start, word.end) for anchor, _ in swapped)]
    # Aligning costs: only a value the excerpts lack can have been put in their place, and
    # only texts short enough are aligned (checked first: the claim may be megabytes).
    if not alignable(text):
        return swapped
    excerpts = [excerpt for excerpt in excerpts if alignable(excerpt)]
    candidates = [a for a in candidates if a.kind not in ID_KINDS]
    if not excerpts or not (candidates or any(
            not any(m.group(0) in excerpt for excerpt in excerpts)
            for m in _CAPITALISED.finditer(text))):
        return swapped
    claim_words = set(_WORD.findall(text.lower()))
    mine = claim_set()

    def written() -> list[SourceWords]:  # `memo`: per dump, each output scanned once
        return [memo.get(source, partial(source_words, source)) for source in sources]

    def unstated(other: Anchor, anchor: Anchor) -> bool:
        if anchor.kind == "name":  # a name the claim writes a word of is the same name
            if other.kind == "name" and not other.value.isascii():  # `陈吉宁`: written whole
                return _replaceable(other) and other.value not in text
            return _replaceable(other) and other.kind == "name" and not any(
                mine_word.startswith(word)  # `Porsches` writes `Porsche`
                for word in _WORD.findall(other.value) if len(word) >= 3
                for mine_word in claim_words)
        if anchor.kind != "timestamp":  # another of its family (`eth0` for `eth1`)
            return _family(other) == _family(anchor) and not mine.has(other)
        # a date of the claim's precision, or finer (`Jun 16` for the excerpt's `Jun 15 12:12:34`)
        return (_replaceable(other) and other.kind == "timestamp" and not mine.has(other)
                and not time_written(other, text)  # `04:17:52 至 04:31:01`: a span
                and any(date_class(value) == date_class(anchor.value)
                        for value in (other.value, *date_prefixes(other.value),
                                      *filter(None, [month_of(other.value)]))))

    found: dict[int, tuple[Anchor, dict[str, None]]] = {}
    for excerpt in excerpts:
        runs = replacements(text, excerpt)
        if not runs:
            continue
        claim_spans = [(run.claim_start, run.claim_end) for run in runs]
        initial = [a for a in _initial_names(text, claim_spans, candidates, written)
                   if not quoted.has(a)]
        mine_here = [a for a in (*candidates, *initial)
                     if any(_overlaps(a, *span) for span in claim_spans)]
        if not mine_here:
            continue
        theirs = index.anchors(excerpt)
        theirs = (*theirs, *_initial_names(
            excerpt, [(run.excerpt_start, run.excerpt_end) for run in runs], theirs, written))
        for anchor in mine_here:
            for run in runs:
                if not _overlaps(anchor, run.claim_start, run.claim_end) or (
                        run.clipped and anchor.kind != "name"):  # a date fails: no weak sign
                    continue
                for other in theirs:  # an anchor the run is part of (`2026-11-30`'s `30`)
                    if _overlaps(other, run.excerpt_start, run.excerpt_end) and unstated(other,
                                                                                         anchor):
                        found.setdefault(anchor.start, (anchor, {}))[1][other.raw.strip()] = None
    taken = {anchor.start for anchor, _ in swapped}  # a head put in another's place is aligned too
    return [*swapped, *((anchor, list(others)) for anchor, others in found.values()
                        if anchor.start not in taken)]


def _sibling_ids(quoted: AnchorSet, candidates: Sequence[Anchor],
                 claim_set: Callable[[], AnchorSet]) -> list[tuple[Anchor, list[str]]]:
    """The claim's codes and ids (`dn228`, `10.0.0.7`) its excerpts do not write, where they
    write another of the same shape that the claim does not (`ERROR disk full on dn229`): the
    claim's is another line's. Siblings of one shape need no alignment (a Chinese claim may
    cite an English line); a claim that writes the excerpt's id as well is not reported. So
    is a weekday where the excerpts' dates are another day's (`周三` for a line stamped on
    Tuesday, `2026-12-01`); not against a weekday an excerpt writes as a word: a story tells
    one day's events on another (`on Wednesday ... a day after the clash`)."""
    ids = [a for a in candidates if a.kind in ID_KINDS or a.kind == "user" or is_weekday(a)]
    if not ids:
        return []
    mine = claim_set()
    found = []
    for anchor in ids:
        theirs = quoted.stamped_days() if is_weekday(anchor) else quoted.others_like(anchor)
        others = [value for value in theirs if value not in mine.others_like(anchor)]
        if others:
            found.append((anchor, others))
    return found
