"""A claim's time written in another zone than its evidence's: `北京时间 11:15:40` or `03:15 UTC`
for a log's `2026-03-01T03:15:40Z` or `11:15:40+08:00` (docs/anchors.md, Dates).

A claim's zoned time that, moved to the zone of a zoned time of its evidence, is that time (at
the precision the claim writes) is compared as that time (`in_evidence_zone`); one the evidence
writes as it is but in another zone, and never in the claim's, contradicts it
(`zone_mislabelled`: `11:15:40 UTC` for `11:15:40+08:00`). A time without a zone, in the claim
or in the evidence, is compared as written, as before."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, NamedTuple, Protocol, TypeVar

from gatekeeper.rules.support.evidence.anchorset import holds_time
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.anchors.zones import (
    EVIDENCE_HINT,
    HINT,
    moved,
    own_zone,
    written,
    zone_after,
    zone_before,
)
from gatekeeper.rules.support.text.fold import strip_ignorable

#: (canonical time, the offsets its zone may mean, as written) of an evidence's zoned time.
Stamp = tuple[str, tuple[int, ...], str]


def _zoned(text: str, anchors: Sequence[Anchor], epochs: bool = True
           ) -> Iterator[tuple[Anchor, tuple[int, ...], int, int]]:
    """Each time of day in `anchors` (of `text`) with its zone's offsets and the span of the
    time with its zone's words; an epoch only with `epochs` (a claim copying one is compared
    as written: its value is its UTC time already)."""
    for anchor in anchors:
        if anchor.kind != "timestamp" or "T" not in (anchor.unit or "") or (
                not epochs and anchor.raw[:1].isdigit() and anchor.raw.partition(".")[0].isdigit()):
            continue
        if (own := own_zone(anchor.raw)) is not None:
            yield anchor, own, anchor.start, anchor.end
        elif (after := zone_after(text, anchor.end)) is not None:
            yield anchor, after[0], anchor.start, after[1]
        elif (before := zone_before(text, anchor.start)) is not None:
            yield anchor, before[0], before[1], anchor.end


def evidence_stamps(texts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
                    ) -> list[Stamp]:
    """The zoned times of `texts` (excerpts, cited outputs), read line by line."""
    stamps: list[Stamp] = []
    for text in texts:
        if EVIDENCE_HINT.search(text) is None:
            continue
        for line in dict.fromkeys(text.split("\n")):
            if EVIDENCE_HINT.search(line) is not None:
                line = strip_ignorable(line)
                stamps += [(a.value, zone, a.raw) for a, zone, _, _ in _zoned(line, anchors_of(line))]
    return stamps


def _held(value: str, stamps: Sequence[Stamp]) -> bool:
    return any(holds_time(stamp, value) for stamp, _, _ in stamps)


def _moved_held(value: str, offsets: tuple[int, ...], stamps: Sequence[Stamp]) -> str | None:
    """`value` (at one of `offsets`) moved to the zone of a stamp it then is, or None."""
    for offset in offsets:
        for stamp, zones, _ in stamps:
            for zone in zones:
                there = moved(value, offset, zone)
                if there is not None and holds_time(stamp, there):
                    return there
    return None


class Rezoned(NamedTuple):
    """A claim's text with its zoned times written in its evidence's zone, and what was
    written instead: (start, end, the claim's words, the evidence zone's time)."""

    text: str
    moves: tuple[tuple[int, int, str, str], ...] = ()

    def shown(self, anchor: Anchor) -> Anchor:
        """`anchor` of the rewritten text, showing what the claim writes where it was moved."""
        for start, end, words, there in self.moves:
            if anchor.start < end and start < anchor.end:
                moved_to = "" if there in words else f" ({there} in its evidence's zone)"
                return anchor._replace(raw=words + moved_to)
        return anchor

    def shown_in(self, result: _Found) -> _Found:
        """`result` (a claim comparison) with its anchors `shown` as the claim writes them."""
        def pairs(found: list[tuple[Anchor, list[str]]]) -> list[tuple[Anchor, list[str]]]:
            return [(self.shown(anchor), others) for anchor, others in found]

        return result._replace(
            missing=[self.shown(anchor) for anchor in result.missing],
            contradicted=pairs(result.contradicted), recounted=pairs(result.recounted),
            replaced=pairs(result.replaced), placed=pairs(result.placed))


class _Comparison(Protocol):
    missing: list[Anchor]
    contradicted: list[tuple[Anchor, list[str]]]
    recounted: list[tuple[Anchor, list[str]]]
    replaced: list[tuple[Anchor, list[str]]]
    placed: list[tuple[Anchor, list[str]]]

    def _replace(self: _Found, **changes: Any) -> _Found: ...


_Found = TypeVar("_Found", bound=_Comparison)


def in_evidence_zone(text: str, evidence: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]) -> Rezoned:
    """`text` with its zoned times written in its evidence's zone, their zone's words left out
    and the rest of `text` where it was (the place of every other anchor is kept: padded with
    spaces): a time that, so moved, is a time of the evidence; and, when the evidence writes its
    times in one zone, one that is a time of no line as written either (compared as a time of
    that zone, with the lines' events: `At 03:41 GMT+8 X raised E` for a line of `18:41Z`).
    A time without a zone, or one the evidence writes as it is, is left as written."""
    if HINT.search(text) is None or strip_ignorable(text) != text:
        return Rezoned(text)
    zoned = list(_zoned(text, anchors_of(text), epochs=False))
    stamps = evidence_stamps(evidence, anchors_of) if zoned else []
    if not stamps:
        return Rezoned(text)
    zones = {zones for _, zones, _ in stamps}
    pieces: list[str] = []
    moves: list[tuple[int, int, str, str]] = []
    last = 0
    for anchor, offsets, start, end in zoned:
        there = _moved_held(anchor.value, offsets, stamps)
        if there is None and len(zones) == 1 and not _held(anchor.value, stamps) \
                and not _held(anchor.value, _unzoned(evidence, anchors_of)):
            there = moved(anchor.value, offsets[0], next(iter(zones))[0])
        new = None if there is None else written(there)
        if new is None or len(new) > end - start or start < last or not _reads_as(new, there):
            continue
        pieces += [text[last:start], new.ljust(end - start)]
        moves.append((start, end, text[start:end].strip(), new))
        last = end
    if not moves:
        return Rezoned(text)
    return Rezoned("".join(pieces) + text[last:], tuple(moves))


def _reads_as(new: str, value: str | None) -> bool:
    anchors = extract_anchors(new, include_timestamps=True)
    return len(anchors) == 1 and anchors[0].value == value


def zone_mislabelled(text: str, anchors: Sequence[Anchor], evidence: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]
                     ) -> tuple[Anchor, list[str]] | None:
    """The first zoned time of the claim its evidence writes as it is, but only in another
    zone (and, moved to that zone, not at all): `11:15:40 UTC` for `11:15:40+08:00`."""
    if HINT.search(text) is None:
        return None
    zoned = list(_zoned(text, anchors, epochs=False))
    stamps = evidence_stamps(evidence, anchors_of) if zoned else []
    for anchor, offsets, start, end in zoned:
        holding = [stamp for stamp in stamps if holds_time(stamp[0], anchor.value)]
        if not holding or any(set(zones) & set(offsets) for _, zones, _ in holding) \
                or _moved_held(anchor.value, offsets, stamps) is not None \
                or _held(anchor.value, _unzoned(evidence, anchors_of)):
            continue
        stamp, zones, raw = holding[0]
        there = moved(stamp, zones[0], offsets[0])
        said = f"{raw} ({there.removeprefix('T')} in the claim's zone)" if there else raw
        return Anchor("timestamp", anchor.value, text[start:end], start, end,
                      unit=anchor.unit), [said]
    return None


def _unzoned(evidence: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
             ) -> list[Stamp]:
    """The times of day of `evidence` written without a zone (as stamps of no offset)."""
    stamps: list[Stamp] = []
    for text in evidence:
        for line in dict.fromkeys(text.split("\n")):
            line = strip_ignorable(line)
            zoned = {id(a) for a, _, _, _ in _zoned(line, anchors_of(line))}
            stamps += [(a.value, (), a.raw) for a in anchors_of(line)
                       if a.kind == "timestamp" and "T" in (a.unit or "") and id(a) not in zoned]
    return stamps
