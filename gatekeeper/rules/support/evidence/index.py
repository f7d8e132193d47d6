"""The evidence index: what one dump's invocations said, derived lazily, once per dump.

Rules get it with `EvidenceIndex.of(context)` (a part of the dump's `DerivedData`, kept by the
engine per dump). Everything here is built only for the outputs and lines that claims cite or
that a cheap test could not settle, never in an up-front pass over the session:

* `source_texts()`: an invocation's `output_preview`, `retrieval_details` and trace
  `output_summary`, as (label, text).
* `prepared()` / `compacted()`: a text prepared for similarity scoring, and its compacted form.
* `anchors()`: the one anchor cache (`extract_anchors(text, include_timestamps=True)`), for
  outputs, their lines, claims and excerpts alike.
* `invocation_anchors()`: an `AnchorSet` of all texts of one invocation.
* `session_lines()` / `lines_with()` / `line_keys()`: the session's distinct lines, searched by
  substring and anchored one line at a time (see `lines.SessionLines`).
* `holders()` / `holding_elsewhere()`: where anchors missing from the bound outputs really
  come from, within a budget (`MAX_HOLDING_LINES` lines that hold it, `MAX_LINES_ANCHORED`
  lines anchored per anchor: a bare `9` is written all over a session).

Per-dump parts (per invocation, the session's lines) are bounded by the dump; what is keyed by
an arbitrary text (a claim, an excerpt, a needle) is kept in a bounded LRU (`TEXT_ENTRIES` or fewer per
kind), so a dump reused through the API for thousands of outputs does not grow its index
without limit.
"""

from __future__ import annotations

import threading
from array import array
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Generic, TypeVar

from gatekeeper.parse.invocations import Invocation, InvocationSet
from gatekeeper.plugin import Binding, RuleContext
from gatekeeper.rules.support.evidence.anchorset import AnchorSet, comparable, stored_keys
from gatekeeper.rules.support.evidence.elided import words_after_turning
from gatekeeper.rules.support.evidence.lines import SessionLines, surface_forms
from gatekeeper.rules.support.evidence.spliced import OutputLines
from gatekeeper.rules.support.evidence.words import OutputWords, output_words
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors, negation_candidates
from gatekeeper.rules.support.text.anchors.fold import fold
from gatekeeper.rules.support.text.fold import strip_ignorable
from gatekeeper.rules.support.text.glossary import Events, text_events
from gatekeeper.rules.support.text.normalize import compact, line_shape

SOURCES = ("output_preview", "retrieval_details", "tool_trace_summary")
#: Entries kept per text-keyed memo (compacted texts, needles...).
TEXT_ENTRIES = 8192
#: ... but texts' anchors and lines' presence keys, and outputs' line shapes, fewer: of a 10k
#: session's 53,201 asks for 5,094 texts' anchors, 4,096 entries miss 5 more; of 21,268 asks for
#: lines' keys 12,708 (10,825 with 8,192); of 242 for 111 outputs' shapes, 32 entries 18 more.
#: Its peak was 9 MB lower so, its CPU time the same (docs/performance.md, round 46).
ANCHOR_ENTRIES = LINE_KEY_ENTRIES = 4096
SHAPE_ENTRIES = 32
#: Distinct presence keys shared by the lines' key tuples (see `line_keys`).
KEY_ENTRIES = 16384
#: Whole outputs' anchor sets kept per dump (see `invocation_anchors`): the bindings citing
#: an output come together; 128 of them hit 13 times in 422 on a 10k session, for 8 MB.
INVOCATION_ENTRIES = 16
#: Whole outputs' lines and compacted forms kept (`output_lines`, `compacted`): 80% of their
#: reuses come within a hundred asks.
OUTPUT_ENTRIES = 128
#: Outputs' compacted lines kept (`compacted_lines`): asked for a quote that is not verbatim or
#: a claim copying a printed line, by the bindings of one claim at a time.
LINE_RUN_ENTRIES = 32
#: Outputs' words kept (`output_words`): their neighbour maps weigh ≈ 150 kB per 4 kB output,
#: and the bindings quoting an output come together, as for `INVOCATION_ENTRIES`.
WORDS_ENTRIES = 16
#: A line with more anchors is not anchored on its own for one binding or claim (the lines'
#: paths: `lines_anchor_set`, `claims._grounded_in_lines`): the whole output's set, kept per
#: invocation, is cheaper (a 52 kB JSON answer on one line: 18,000 anchors, 10 ms a claim).
MAX_LINE_ANCHORS = 512
# Confirming where a missing anchor is: at most this many lines holding it, and at most this many
# of the lines writing it anchored (a bare `9` is written all over a session).
MAX_HOLDING_LINES, MAX_LINES_ANCHORED = 64, 400

_K = TypeVar("_K", bound=Hashable)
_V = TypeVar("_V")


class BoundedMemo(Generic[_K, _V]):
    """A least-recently-used memo of at most `size` entries, safe across threads."""

    def __init__(self, size: int = TEXT_ENTRIES) -> None:
        self.size = size
        self._entries: OrderedDict[_K, _V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: _K, compute: Callable[[], _V]) -> _V:
        with self._lock:
            if key in self._entries:
                self._entries.move_to_end(key)
                return self._entries[key]
        value = compute()  # outside the lock: a race computes the same pure value twice
        with self._lock:
            self._entries[key] = value
            if len(self._entries) > self.size:
                self._entries.popitem(last=False)
        return value

    def peek(self, key: _K) -> _V | None:
        """The entry if present (not computed, not moved)."""
        with self._lock:
            return self._entries.get(key)

    def __len__(self) -> int:
        return len(self._entries)


class EvidenceIndex:
    """Derived views of one dump, each built on first use (see the module docstring)."""

    def __init__(self, dump: InvocationSet) -> None:
        self.dump = dump
        self._sources: dict[tuple[str, tuple[str, ...]], list[tuple[str, str]]] = {}
        # Whole outputs anchored: a few thousand anchors each; a binding cites one or two, and
        # bindings citing the same output come together (claim order), so a small LRU holds them.
        self._invocation_anchors: BoundedMemo[str, AnchorSet] = BoundedMemo(INVOCATION_ENTRIES)
        self._session_lines: SessionLines | None = None
        self._prepared: BoundedMemo[str, tuple[str, bool]] = BoundedMemo()
        self._compacted: BoundedMemo[str, str] = BoundedMemo(OUTPUT_ENTRIES)
        self._anchors: BoundedMemo[str, tuple[Anchor, ...]] = BoundedMemo(ANCHOR_ENTRIES)
        self._lines: BoundedMemo[str, list[tuple[str, str]]] = BoundedMemo(OUTPUT_ENTRIES)
        self._line_runs: BoundedMemo[str, OutputLines] = BoundedMemo(LINE_RUN_ENTRIES)
        self._turned: BoundedMemo[str, frozenset[str]] = BoundedMemo(OUTPUT_ENTRIES)
        self._shapes: BoundedMemo[str, dict[str, dict[tuple[str, ...], str]]] = BoundedMemo(SHAPE_ENTRIES)
        self._words: BoundedMemo[str, OutputWords] = BoundedMemo(WORDS_ENTRIES)
        self._negation: BoundedMemo[str, set[str]] = BoundedMemo()
        self._events: BoundedMemo[str, Events] = BoundedMemo()
        self._needles: BoundedMemo[str | tuple[str, int], array[int]] = BoundedMemo()
        self._line_keys: BoundedMemo[str, tuple[str, ...]] = BoundedMemo(LINE_KEY_ENTRIES)
        self._keys: dict[str, str] = {}  # one string per distinct presence key (`line_keys`)
        self._holders: BoundedMemo[tuple[str, str, str, tuple[str, ...]], frozenset[int]] = (
            BoundedMemo())

    @classmethod
    def of(cls, context: RuleContext) -> EvidenceIndex:
        return context.derived(cls)

    # -- what a binding cites ------------------------------------------------------------

    def bound(self, binding: Binding) -> list[Invocation]:
        """The binding's invocations that exist and belong to the current session, without
        duplicates, in the binding's order. When there are none, the rule asking reports
        `unbound_message` itself (fail closed: never left to `evidence.invocation_ref`)."""
        seen: dict[str, Invocation] = {}
        for raw in binding.invocation_ids:
            invocation = self.dump.get(raw)
            if invocation is not None and self.dump.in_current_session(invocation):
                seen.setdefault(invocation.id, invocation)
        return list(seen.values())

    def source_texts(self, invocation: Invocation,
                     kinds: Iterable[str] = SOURCES) -> list[tuple[str, str]]:
        """(label, text) of each non-empty text of `invocation` named in `kinds`, listed once
        per dump (every rule asks again, and `retrieval_text` serialises JSON each time)."""
        key = (invocation.id, tuple(kinds))
        texts = self._sources.get(key)
        if texts is None:
            texts = self._sources.setdefault(key, list(self._source_texts(invocation, key[1])))
        return texts

    def _source_texts(self, invocation: Invocation,
                      kinds: tuple[str, ...]) -> Iterable[tuple[str, str]]:
        for kind in kinds:
            if kind == "output_preview" and invocation.output_preview:
                yield kind, invocation.output_preview
            elif kind == "retrieval_details" and invocation.retrieval_text:
                yield kind, invocation.retrieval_text
            elif kind == "tool_trace_summary":
                for summary in self.dump.summaries_for(invocation.id):
                    if summary:
                        yield "trace summary", summary

    # -- texts ---------------------------------------------------------------------------

    def prepared(self, text: str) -> tuple[str, bool]:
        """`similarity.prepare_source(text)`: (compacted text without a truncation marker,
        whether it was truncated), once however many bindings cite the text."""
        from gatekeeper.rules.support.similarity import prepare_source

        return self._prepared.get(text, lambda: prepare_source(text))

    def compacted(self, text: str) -> str:
        """`compact(text)`, reusing `prepared(text)` (which every rule citing the text computes)."""
        source, truncated = self.prepared(text)
        return self._compacted.get(text, lambda: compact(text)) if truncated else source

    def texts_of(self, invocations: Iterable[Invocation]) -> list[str]:
        """The texts of `invocations` (`source_texts`), in order: what a claim or binding cites."""
        return [text for invocation in invocations for _, text in self.source_texts(invocation)]

    def compact_texts(self, invocation: Invocation) -> list[str]:
        return [self.prepared(text)[0] for _, text in self.source_texts(invocation)]

    def anchors(self, text: str) -> tuple[Anchor, ...]:
        """`extract_anchors(text, include_timestamps=True)`, once per text."""
        # Invisible characters and look-alikes never hide an anchor (`order-\u200bservice`).
        return self._anchors.get(text, lambda: _extracted(text))

    def _whole_anchors(self, text: str) -> tuple[Anchor, ...]:
        """`anchors(text)` of a whole output, kept by its invocation's `AnchorSet` only: in the
        text memo too, a few hundred outputs' anchors took 12 MB of a 10k session. A one-line
        output is anchored line by line as well (`lines_anchor_set`): it stays in the memo."""
        return self.anchors(text) if "\n" not in text else self.anchors_unkept(text)

    def anchors_unkept(self, text: str) -> tuple[Anchor, ...]:
        """`anchors(text)` for a caller that keeps what it derives from them (a whole output's
        `AnchorSet`, a line's keys: `line_keys`), or reads a line once for one claim (its stamp,
        its subjects: `told`), not kept in the text memo (P3 ×1 peaked 5 MB higher so)."""
        return self._anchors.peek(text) or _extracted(text)

    def comparable_anchors(self, text: str) -> list[Anchor]:
        """The anchors of an excerpt or claim that evidence must account for."""
        return comparable(self.anchors(text))

    def anchor_set(self, texts: Iterable[str], *, negation: bool = True) -> AnchorSet:
        return AnchorSet.of(texts, self.anchors, negation=negation)

    def output_lines(self, text: str) -> list[tuple[str, str]]:
        """The distinct lines of `text` with their lower-cased form."""
        return self._lines.get(text, lambda: [
            (line, line.lower()) for line in dict.fromkeys(text.split("\n")) if line.strip()])

    def compacted_lines(self, text: str) -> OutputLines:
        """The lines of `text` compacted and joined, with where each starts (`spliced`)."""
        return self._line_runs.get(text, lambda: OutputLines.of(text))

    def words_after_turning(self, text: str) -> frozenset[str]:
        """The words `text` writes right after a negator or a failure (`elided`)."""
        return self._turned.get(text, lambda: words_after_turning(text))

    def line_shapes(self, text: str) -> dict[str, dict[tuple[str, ...], str]]:
        """The distinct lines of `text` by their shape and then by their numbers
        (`line_shape`): what a copied line with other digits is looked up by."""
        def shaped() -> dict[str, dict[tuple[str, ...], str]]:
            shapes: dict[str, dict[tuple[str, ...], str]] = {}
            for line, _ in self.output_lines(text):
                shape, values = line_shape(line)
                shapes.setdefault(shape, {}).setdefault(values, line)
            return shapes

        return self._shapes.get(text, shaped)

    def output_words(self, text: str) -> OutputWords:
        """The words an output writes, with their neighbours (see `words.changed_words`)."""
        return self._words.get(text, lambda: output_words(text))

    def negation_candidates(self, text: str) -> set[str]:
        return self._negation.get(text, lambda: negation_candidates(text))

    def glossary_events(self, text: str) -> Events:
        """`glossary.text_events(text)`, once per text (treat as read-only)."""
        return self._events.get(text, lambda: text_events(text))

    def flip_possible(self, text: str, sources: Sequence[str]) -> bool:
        """`negation_possible(self.anchor_set([text]), sources)`, without anchoring
        `text` when no negator occurs in it nor in any source: every negation anchor of a text
        is a match of the negation regexes, whose terms `negation_candidates` lists, so then
        neither side negates anything (the fast path of a verbatim quote)."""
        if not self.negation_candidates(text) and not any(
                self.negation_candidates(source) for source in sources):
            return False
        return self.negation_possible(self.anchor_set([text]), sources)

    def negation_possible(self, mine: AnchorSet, texts: Iterable[str]) -> bool:
        """Whether `negation_conflict(mine, evidence of texts)` may find something: `mine`
        negates a term, or a term the texts may negate (`negation_candidates`) is one `mine`
        states."""
        if mine.negated:
            return True
        return any(not self.negation_candidates(text).isdisjoint(mine.affirmed) for text in texts)

    def invocation_anchors(self, invocation: Invocation) -> AnchorSet:
        """All texts of one invocation (preview, retrieval_details, trace summaries)."""
        def anchored() -> AnchorSet:
            # A derived trace summary repeats the preview: each distinct text is scanned once.
            texts = dict.fromkeys(text for _, text in self.source_texts(invocation))
            return AnchorSet.of(texts, self._whole_anchors, compactor=self.compacted)

        return self._invocation_anchors.get(invocation.id, anchored)

    def lines_anchor_set(self, invocations: Sequence[Invocation],
                         needles: Iterable[str]) -> AnchorSet | None:
        """The anchors of the lines of `invocations`' texts that contain one of `needles`
        (lower-cased; folded as the extractor folds, for a label read off a full-width line),
        each line anchored once per dump, with the whole texts compacted for the substring
        fallback. None when that is more than half their lines (anchoring the whole texts
        costs no more then), when a chosen line has more than `MAX_LINE_ANCHORS` anchors (the
        whole texts' set is kept, this one is not), or when a chosen line starts with a
        number: in the whole text it may take its metric label from the line before (`cpu:` /
        `95%`)."""
        sources = list(dict.fromkeys(text for inv in invocations
                                     for _, text in self.source_texts(inv)))
        wanted = [needle for needle in dict.fromkeys(needles) if needle]
        chosen: dict[str, None] = {}
        total = 0
        for source in sources:
            lines = self.output_lines(source)
            total += len(lines)
            chosen.update((line, None) for line, lowered in lines if any(
                needle in lowered for needle in wanted) or (not line.isascii() and any(
                    needle in fold(strip_ignorable(line)).lower() for needle in wanted)))
        if len(chosen) * 2 > total:
            return None
        found = AnchorSet(texts=[self.compacted(source) for source in sources])
        for line in chosen:
            anchors = self.anchors(line)
            if len(anchors) > MAX_LINE_ANCHORS or (
                    anchors and anchors[0].kind == "number"
                    and not strip_ignorable(line)[:anchors[0].start].strip()):
                return None
            found.add(line, anchors, negation=False, compacted="")
        found.sort()
        return found

    # -- the session's lines -------------------------------------------------------------

    def session_lines(self) -> SessionLines:
        if self._session_lines is None:
            invocations = self.dump.session_invocations()
            # Not through `source_texts`: its per-invocation memo would hold a list for each of
            # the session's invocations (a 1M-record dump), most never cited; but what it holds
            # already is reused (`retrieval_text` serialises JSON on every access).
            def texts_of(number: int) -> list[str]:
                return self._texts_now(invocations[number])

            self._session_lines = SessionLines(
                invocations, map(texts_of, range(len(invocations))), texts_of)
        return self._session_lines

    def _texts_now(self, invocation: Invocation) -> list[str]:
        """`source_texts(invocation)`'s texts, kept only if they were kept already."""
        return [text for _, text in self._sources.get((invocation.id, SOURCES))
                or self._source_texts(invocation, SOURCES)]

    def lines_with(self, needle: str, limit: int | None = None) -> Sequence[int]:
        """`SessionLines.lines_with`, once per needle (claims cite the same names again); with
        `limit`, its first `limit` lines (a full list already made is cut, not searched again).
        Kept as machine integers (4 bytes a line, not 36)."""
        lines = self.session_lines()
        if limit is not None:
            done = self._needles.peek(needle)
            if done is not None:
                return done[:limit]
            return self._needles.get((needle, limit),
                                     lambda: array("I", lines.lines_with(needle, limit)))
        return self._needles.get(needle, lambda: array("I", lines.lines_with(needle)))

    def line_keys(self, line: int) -> tuple[str, ...]:
        """The presence keys of the anchors of one of the session's lines, each once. A tuple
        (the caller tests them against a few wanted keys), its strings shared: 8,192 lines'
        keys took 26 MB as frozensets of their own strings, 5 MB so; the line's anchors are not
        kept besides (7 MB)."""
        text = self.session_lines().line(line)
        return self._line_keys.get(text, lambda: self._shared_keys(text))

    def _shared_keys(self, text: str) -> tuple[str, ...]:
        if len(self._keys) > KEY_ENTRIES:
            self._keys.clear()  # sharing saves memory; nothing depends on it
        shared = self._keys.setdefault
        return tuple(dict.fromkeys(shared(key, key) for anchor in self.anchors_unkept(text)
                                   for key in stored_keys(anchor)))

    def holders(self, anchor: Anchor, keys: Sequence[str]) -> frozenset[int]:
        """Numbers of current-session invocations whose anchors hold `anchor` under one of
        `keys`: the lines writing one of its surface forms are anchored in the order they
        first occur in the dump until `MAX_HOLDING_LINES` of them hold it or
        `MAX_LINES_ANCHORED` were anchored for it; their invocations hold it. The invocation
        first in dump order to hold it is always among them when found within that budget."""
        def find() -> frozenset[int]:
            session = self.session_lines()
            wanted = set(keys)
            found: set[int] = set()
            holding = 0
            # The first MAX_LINES_ANCHORED lines of the union are among each form's first as many.
            lines = sorted({line for form in surface_forms(anchor)
                            for line in self.lines_with(form, MAX_LINES_ANCHORED)})
            for line in lines[:MAX_LINES_ANCHORED]:
                if not wanted.isdisjoint(self.line_keys(line)):
                    found.update(session.owners[line])
                    holding += 1
                    if holding >= MAX_HOLDING_LINES:
                        break
            return frozenset(found)

        return self._holders.get((anchor.kind, anchor.raw, anchor.value, tuple(keys)), find)

    def holding_elsewhere(self, anchors: Sequence[Anchor], keys: Sequence[Sequence[str]],
                          exclude: set[str]) -> tuple[Invocation, list[Anchor]] | None:
        """The current-session invocation outside `exclude` holding the most of `anchors`
        (under the presence keys `keys[i]` of `anchors[i]`; see `holders`), dump order
        breaking ties, with the anchors it holds. Another invocation holding an equivalent
        form only (`5.3s` for `5300ms`) is not seen here."""
        session = self.session_lines().invocations
        held: dict[int, list[Anchor]] = {}
        for anchor, anchor_keys in zip(anchors, keys, strict=True):
            for number in self.holders(anchor, anchor_keys):
                if session[number].id not in exclude:
                    held.setdefault(number, []).append(anchor)
        if not held:
            return None
        best = min(held, key=lambda number: (-len(held[number]), number))
        return session[best], held[best]


def _extracted(text: str) -> tuple[Anchor, ...]:
    return tuple(extract_anchors(strip_ignorable(text), include_timestamps=True))


def unbound_message(binding: Binding) -> str:
    """What a rule that found no invocation to check a binding against reports."""
    ids = ", ".join(repr(i) for i in binding.invocation_ids[:5]) or "no id"
    return (f"cannot check this binding: it cites {ids}, which names no invocation of the "
            "current session")
