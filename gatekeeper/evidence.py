"""What the session's invocations really said, indexed by anchor, built once per dump.

Used by `evidence.misattribution` and `claim.entity_grounding` (and the source texts by
`evidence.excerpt_similarity`). Fuzzy similarity cannot tell `内存使用率 95%` from `59%`; anchors
can (see `gatekeeper.text.anchors`): service names, error codes, numbers with their unit, ids,
timestamps and negations.

* `AnchorSet` holds the anchors of some texts under *presence keys*: a number is keyed by its
  normalised value and unit (`5300ms`, `5.3s` and `5.3 秒` are one key) and by its value alone,
  so that a unit-less `503` matches an HTTP status `503`; other anchors by their canonical value.
  A number also matches a value it is a rounding of, at the precision it is written with
  (`1.99GB` matches `2040MB`, `95%` does not match `59%`). An anchor whose key is absent is
  still present when its normalised text occurs in the texts (an excerpt cut mid-token).
* `invocation_anchors()` — one invocation's `output_preview`, `retrieval_details` and trace
  `output_summary`, memoised on the dump (`InvocationSet.memo`): each text is scanned once per
  dump, however many claims cite it.
* `session_index()` — presence key → the current-session invocations holding it, in dump order,
  built once per dump. Finding where an excerpt's anchors really come from is then a dictionary
  lookup per anchor, never a scan of every invocation's text.
* `quoted_from()` — which other invocation holds an excerpt verbatim (compacted), through an
  index of the 8-character grams found at every 4th position of each compacted text (built
  lazily, once per dump; an excerpt of 11 or more characters contains one of them). Only the
  best-voted candidates' texts are then searched.
* `altered_numbers()` — digit runs of an excerpt that its bound outputs do not hold in the same
  context and that no anchor of the outputs accounts for: what a quote with one value changed
  (`Listener@443` for `Listener@493`) leaves behind.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from gatekeeper.parse.invocations import Invocation, InvocationSet
from gatekeeper.rule import Binding
from gatekeeper.text.anchors import Anchor, affirmed_terms, extract_anchors
from gatekeeper.text.normalize import compact

SOURCES = ("output_preview", "retrieval_details", "tool_trace_summary")
#: Anchor kinds whose value matters when evidence is compared.
ANCHOR_KINDS = ("service", "host", "error_code", "http_status", "exception", "identifier", "ip",
                "uuid", "number")
#: Kinds that name *what* is talked about: another one of these is another subject.
SUBJECT_KINDS = {"service": "service", "host": "host", "error_code": "error code",
                 "http_status": "HTTP status", "exception": "exception"}
MIN_TEXT_FALLBACK = 3  # a shorter normalised anchor proves nothing by occurring in a text
GRAM, STRIDE = 8, 4  # text index: grams of GRAM characters at every STRIDE-th position
MAX_CANDIDATES = 3  # invocations searched for a verbatim quote, best-voted first
_DIGIT_RUN = re.compile(r"\d+(?:\.\d+)?")
_NUMERIC = re.compile(r"[-+]?\d[\d,]*(?:\.(\d+))?")
_FULLWIDTH = {cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}
_ID_DIGITS = re.compile(r"[0-9a-f]+")


def source_texts(invocation: Invocation, invocations: InvocationSet,
                 kinds: Iterable[str] = SOURCES) -> Iterator[tuple[str, str]]:
    """(label, text) of each non-empty text of `invocation` named in `kinds`."""
    for kind in kinds:
        if kind == "output_preview" and invocation.output_preview:
            yield kind, invocation.output_preview
        elif kind == "retrieval_details" and invocation.retrieval_text:
            yield kind, invocation.retrieval_text
        elif kind == "tool_trace_summary":
            for summary in invocations.summaries_for(invocation.id):
                if summary:
                    yield "trace summary", summary


def prepared(invocations: InvocationSet, text: str) -> tuple[str, bool]:
    """`similarity.prepare_source(text)`, once per dump however many bindings cite the text."""
    from gatekeeper.similarity import prepare_source

    return invocations.memo(("similarity-source", text), lambda: prepare_source(text))


def bound_invocations(invocations: InvocationSet, binding: Binding) -> list[Invocation]:
    """The binding's invocations that exist and belong to the current session (others are
    `evidence.invocation_ref`'s business), without duplicates, in the binding's order."""
    seen: dict[str, Invocation] = {}
    for raw in binding.invocation_ids:
        invocation = invocations.get(raw)
        if invocation is not None and invocations.in_current_session(invocation):
            seen.setdefault(invocation.id, invocation)
    return list(seen.values())


def _digits(value: str) -> bool:
    return value.isascii() and value.isdigit()


def presence_keys(anchor: Anchor) -> list[str]:
    if anchor.kind == "number":
        return [f"n:{anchor.unit or ''}:{anchor.value}", f"n:*:{anchor.value}"]
    if anchor.kind == "timestamp":
        return [f"t:{compact(anchor.raw)}"]
    keys = [f"t:{anchor.value}"]
    if anchor.kind == "ip" and ":" in anchor.value:
        keys.append(f"t:{anchor.value.split(':')[0]}")
    if _digits(anchor.value):  # pid, HTTP status, numeric error code: also a plain number
        value = anchor.value.lstrip("0") or "0"
        keys += [f"n::{value}", f"n:*:{value}"]
    return keys


def half_step(anchor: Anchor) -> Decimal:
    """Half the precision `anchor` (a number) is written with, in its normalised unit."""
    match = _NUMERIC.search(anchor.raw.translate(_FULLWIDTH))
    try:
        written = Decimal(match.group(0).replace(",", "")) if match else Decimal(0)
        value = Decimal(anchor.value)
    except InvalidOperation:
        return Decimal(0)
    if not written:
        return Decimal(0)
    decimals = len(match.group(1) or "") if match else 0
    return abs(value / written) * Decimal(10) ** -decimals / 2


def metric_matches(a: str, b: str) -> bool:
    """`使用率` and `cpu使用率` may name one metric; a label cut at the excerpt's start too."""
    return a == b or a.endswith(b) or b.endswith(a)


@dataclass
class AnchorSet:
    """The anchors of one or more texts, indexed for presence and contradiction lookups."""

    anchors: list[Anchor] = field(default_factory=list)
    keys: set[str] = field(default_factory=set)
    numbers: dict[str, list[Decimal]] = field(default_factory=dict)  # unit → sorted values
    # (metric, unit) → {value: raw}
    metrics: dict[tuple[str, str], dict[str, str]] = field(default_factory=dict)
    by_kind: dict[str, set[str]] = field(default_factory=dict)  # subject kind → values
    texts: list[str] = field(default_factory=list)  # compacted, for the substring fallback
    negated: set[str] = field(default_factory=set)
    affirmed: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, texts: Iterable[str], *, negation: bool = True) -> AnchorSet:
        result = cls()
        # A derived trace summary repeats its invocation's preview: scan each text once.
        for text in dict.fromkeys(texts):
            result.add(text, negation=negation)
        for values in result.numbers.values():
            values.sort()
        return result

    @classmethod
    def union(cls, sets: Sequence[AnchorSet]) -> AnchorSet:
        if len(sets) == 1:
            return sets[0]
        result = cls()
        for part in sets:
            result.anchors += part.anchors
            result.keys |= part.keys
            for unit, values in part.numbers.items():
                result.numbers.setdefault(unit, []).extend(values)
            for key, values in part.metrics.items():
                result.metrics.setdefault(key, {}).update(values)
            for kind, values in part.by_kind.items():
                result.by_kind.setdefault(kind, set()).update(values)
            result.texts += part.texts
            result.negated |= part.negated
            result.affirmed |= part.affirmed
        for values in result.numbers.values():
            values.sort()
        return result

    def add(self, text: str, *, negation: bool = True) -> None:
        anchors = extract_anchors(text, include_timestamps=True)
        self.anchors += anchors
        self.texts.append(compact(text))
        for anchor in anchors:
            self.keys.update(presence_keys(anchor))
            if anchor.kind == "number":
                unit = anchor.unit or ""
                self.numbers.setdefault(unit, []).append(Decimal(anchor.value))
                if anchor.metric:
                    self.metrics.setdefault((anchor.metric, unit), {}).setdefault(
                        anchor.value, anchor.raw.strip())
            elif anchor.kind in SUBJECT_KINDS:
                self.by_kind.setdefault(anchor.kind, set()).add(anchor.value)
            elif anchor.kind in ("identifier", "ip", "uuid"):
                self.by_kind.setdefault(id_shape(anchor.value), set()).add(anchor.value)
        if negation:
            self.negated.update(a.value for a in anchors if a.kind == "negation")
            self.affirmed |= affirmed_terms(text, anchors)

    def has(self, anchor: Anchor) -> bool:
        """Whether `anchor` (of another text) is present here."""
        if anchor.kind == "number":
            if f"n:{anchor.unit or ''}:{anchor.value}" in self.keys:
                return True
            if anchor.unit is None and f"n:*:{anchor.value}" in self.keys:
                return True
            return self._near(anchor)
        if any(key in self.keys for key in presence_keys(anchor)):
            return True
        needle = compact(anchor.raw)
        return len(needle) >= MIN_TEXT_FALLBACK and any(needle in text for text in self.texts)

    def _near(self, anchor: Anchor) -> bool:
        values = self.numbers.get(anchor.unit or "")
        step = half_step(anchor)
        if not values or not step:
            return False
        value = Decimal(anchor.value)
        i = bisect_left(values, value - step)
        return i < len(values) and values[i] <= value + step

    def metric_values(self, anchor: Anchor) -> dict[str, str]:
        """{value: raw} this set gives the metric `anchor` measures, in its unit (the exact
        label if it occurs, else labels one of which ends the other)."""
        if anchor.kind != "number" or not anchor.metric:
            return {}
        unit = anchor.unit or ""
        exact = self.metrics.get((anchor.metric, unit))
        if exact:
            return dict(exact)
        found: dict[str, str] = {}
        for (metric, metric_unit), values in sorted(self.metrics.items()):
            if metric_unit == unit and metric_matches(anchor.metric, metric):
                found.update(values)
        return found

    def disagreement(self, anchor: Anchor) -> list[str]:
        """Raw values this set gives `anchor`'s metric when none of them is `anchor`'s value."""
        values = self.metric_values(anchor)
        if not values or anchor.value in values:
            return []
        step = half_step(anchor)
        mine = Decimal(anchor.value)
        if any(abs(Decimal(v) - mine) <= step for v in values):
            return []
        return sorted(set(values.values()))

    def others_like(self, anchor: Anchor) -> list[str]:
        """Values of `anchor`'s subject kind (service, error code...) or identifier shape here."""
        key = anchor.kind if anchor.kind in SUBJECT_KINDS else (
            id_shape(anchor.value) if anchor.kind in ("identifier", "ip", "uuid") else None)
        return sorted(self.by_kind.get(key, ())) if key else []


def id_shape(value: str) -> str:
    """`req-7f3a9c21` → `id:req-#`, `10.0.0.1` → `id:#.#.#.#`: ids of one family share a shape."""
    return "id:" + _ID_DIGITS.sub("#", value)


def negation_conflict(mine: AnchorSet, evidence: AnchorSet) -> tuple[str, bool] | None:
    """A term `mine` negates while `evidence` states it (True), or states while `evidence`
    only ever negates it (False); None when they agree."""
    for term in sorted(mine.negated):
        if term not in evidence.negated and term in evidence.affirmed:
            return term, True
    for term in sorted(evidence.negated):
        if term in mine.affirmed and term not in mine.negated and term not in evidence.affirmed:
            return term, False
    return None


def anchors_of(text: str) -> list[Anchor]:
    """The anchors of an excerpt or claim that evidence must account for."""
    return [a for a in extract_anchors(text, include_timestamps=True)
            if a.kind in ANCHOR_KINDS or a.kind == "timestamp"]


def invocation_anchors(invocations: InvocationSet, invocation: Invocation) -> AnchorSet:
    """All texts of one invocation (preview, retrieval_details, trace summaries), once per dump."""
    # A derived trace summary repeats the preview: each distinct text is scanned once.
    return invocations.memo(("anchor-set", invocation.id), lambda: AnchorSet.of(
        dict.fromkeys(text for _, text in source_texts(invocation, invocations))))


def session_index(invocations: InvocationSet) -> dict[str, tuple[str, ...]]:
    """Presence key → ids of the current-session invocations holding it, in dump order."""
    def build() -> dict[str, tuple[str, ...]]:
        index: dict[str, list[str]] = {}
        for invocation in invocations.session_invocations():
            for key in invocation_anchors(invocations, invocation).keys:
                index.setdefault(key, []).append(invocation.id)
        return {key: tuple(ids) for key, ids in index.items()}

    return invocations.memo("anchor-session-index", build)


def shown(anchor: Anchor) -> str:
    return anchor.raw.strip()


def compact_texts(invocations: InvocationSet, invocation: Invocation) -> list[str]:
    return [prepared(invocations, text)[0] for _, text in source_texts(invocation, invocations)]


def verbatim_in(parts: Sequence[str], texts: Sequence[str]) -> bool:
    """Every compacted fragment of an excerpt occurs in one of `texts`."""
    return bool(parts) and all(any(part in text for text in texts) for part in parts)


def text_index(invocations: InvocationSet) -> dict[str, list[str]]:
    """Gram → ids of the current-session invocations whose compacted texts hold it there."""
    def build() -> dict[str, list[str]]:
        index: dict[str, list[str]] = {}
        for invocation in invocations.session_invocations():
            for text in compact_texts(invocations, invocation):
                for start in range(0, len(text) - GRAM + 1, STRIDE):
                    ids = index.setdefault(text[start:start + GRAM], [])
                    if not ids or ids[-1] != invocation.id:
                        ids.append(invocation.id)
        return index

    return invocations.memo("text-gram-index", build)


def quoted_from(invocations: InvocationSet, parts: Sequence[str],
                exclude: set[str]) -> Invocation | None:
    """A current-session invocation outside `exclude` holding every fragment verbatim."""
    longest = max(parts, key=len, default="")
    if len(longest) < GRAM + STRIDE - 1:
        return None  # too short to be sure to contain an indexed gram
    index = text_index(invocations)
    votes: dict[str, int] = {}
    for start in range(len(longest) - GRAM + 1):
        for inv_id in index.get(longest[start:start + GRAM], ()):
            if inv_id not in exclude:
                votes[inv_id] = votes.get(inv_id, 0) + 1
    order = {inv.id: n for n, inv in enumerate(invocations.session_invocations())}
    for inv_id in sorted(votes, key=lambda i: (-votes[i], order.get(i, 0)))[:MAX_CANDIDATES]:
        invocation = invocations.get(inv_id)
        if invocation is not None and verbatim_in(parts, compact_texts(invocations, invocation)):
            return invocation
    return None


def compact_span(text: str, anchor: Anchor) -> tuple[int, int]:
    """Where `anchor` (found in `text`) lies in `compact(text)`, approximately."""
    start = len(compact(text[:anchor.start]))
    return start, start + len(compact(anchor.raw))


def altered_numbers(excerpt: str, anchors: Sequence[Anchor], evidence: AnchorSet,
                    texts: Sequence[str], limit: int | None = None) -> list[str]:
    """Digit runs of the compacted excerpt (before position `limit`) that `texts` do not hold
    with the same neighbouring characters and that no anchor present in `evidence` covers
    (`5.3s` is accounted for by `5300ms`)."""
    covered = [compact_span(excerpt, a) for a in anchors if evidence.has(a)]
    text = compact(excerpt)
    altered = []
    for match in _DIGIT_RUN.finditer(text, 0, len(text) if limit is None else limit):
        start, end = match.span()
        context = text[max(0, start - 1):end + 1]
        if any(context in source for source in texts):
            continue
        if any(a_start - 1 <= start and end <= a_end + 1 for a_start, a_end in covered):
            continue
        altered.append(text[max(0, start - 6):end + 2])
    return altered
