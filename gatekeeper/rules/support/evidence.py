"""What the session's invocations really said, compared by anchor, lazily: work proportional to
what the claims cite, never an up-front pass over every invocation of the session.

Used by `evidence.misattribution` and `claim.entity_grounding` (and the source texts by
`evidence.excerpt_similarity`). Fuzzy similarity cannot tell `内存使用率 95%` from `59%`; anchors
can (see `gatekeeper.rules.support.text.anchors`): service names, error codes, numbers with their unit, ids,
timestamps and negations. Extracting anchors costs ≈ 0.5-2 µs per character of dense log text,
so it is done only where a cheaper test cannot decide.

* `AnchorSet` holds the anchors of some texts under *presence keys*: a number is keyed by its
  normalised value and unit (`5300ms`, `5.3s` and `5.3 秒` are one key) and by its value alone,
  so that a unit-less `503` matches an HTTP status `503`; other anchors by their canonical value.
  A number also matches a value it is a rounding of, at the precision it is written with
  (`1.99GB` matches `2040MB`, `95%` does not match `59%`). An anchor whose key is absent is
  still present when its normalised text occurs in the texts (an excerpt cut mid-token).
* `invocation_anchors()` — one invocation's `output_preview`, `retrieval_details` and trace
  `output_summary`, memoised on the dump (`InvocationSet.memo`, as every derived value here):
  built only for the outputs a binding or claim cites and a cheap test could not settle.
* `written()` — the cheap test: an anchor's compacted text standing in a compacted text (no digit
  glued to a number, a metric's value right after its label) is held by it as written.
  `negation_possible()` tells from the negation regexes alone (`negation_candidates`) whether a
  negation flip can exist at all.
* `SessionLines` — the session's distinct lines (ops output repeats itself), lower-cased and
  joined, each mapped to the invocations holding it, built once per dump without extracting
  anything. `holding_elsewhere()` finds where anchors missing from the bound outputs really
  come from: the lines writing one of the anchor's surface forms (a `str.find`-like regex scan)
  are anchored, in dump order, to confirm it, within a budget (`MAX_HOLDING_LINES` lines that
  hold it, `MAX_LINES_ANCHORED` lines anchored per anchor: a bare `9` is written all over a
  session). Another invocation holding an equivalent form only (`5.3s` for `5300ms`) is not
  seen there.
* `quoted_from()` — which other invocation holds an excerpt verbatim (compacted): the
  invocations whose lines hold the excerpt's two longest words are candidates, the first
  `MAX_CANDIDATES` in dump order are compacted and searched.
* `altered_numbers()` — digit runs of an excerpt that its bound outputs do not hold in the same
  context and that no anchor of the outputs accounts for: what a quote with one value changed
  (`Listener@443` for `Listener@493`) leaves behind.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from gatekeeper.parse.invocations import Invocation, InvocationSet
from gatekeeper.plugin import Binding
from gatekeeper.rules.support.text.anchors import Anchor, affirmed_terms, extract_anchors, negation_candidates
from gatekeeper.rules.support.text.normalize import compact

SOURCES = ("output_preview", "retrieval_details", "tool_trace_summary")
#: Anchor kinds whose value matters when evidence is compared.
ANCHOR_KINDS = ("service", "host", "error_code", "http_status", "exception", "identifier", "ip",
                "uuid", "number")
#: Kinds that name *what* is talked about: another one of these is another subject.
SUBJECT_KINDS = {"service": "service", "host": "host", "error_code": "error code",
                 "http_status": "HTTP status", "exception": "exception"}
MIN_TEXT_FALLBACK = 3  # a shorter normalised anchor proves nothing by occurring in a text
MIN_QUOTE = 11  # compacted characters a fragment needs to tell a quote from a coincidence
PROBE_WORDS, MIN_PROBE = 2, 4  # a quote's candidates hold its 2 longest words (≥ 4 characters)
MAX_CANDIDATES = 8  # invocations searched for a verbatim quote, in dump order
# Confirming where a missing anchor is: at most this many lines holding it, and at most this many
# of the lines writing it anchored (a bare `9` is written all over a session).
MAX_HOLDING_LINES, MAX_LINES_ANCHORED = 64, 400
_WORD = re.compile(r"\w+")
_DIGIT_RUN = re.compile(r"\d+(?:\.\d+)?")
_NUMERIC = re.compile(r"[-+]?\d[\d,]*(?:\.(\d+))?")
_FULLWIDTH = {cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}
_ID_DIGITS = re.compile(r"[0-9a-f]+")


def source_texts(invocation: Invocation, invocations: InvocationSet,
                 kinds: Iterable[str] = SOURCES) -> Iterator[tuple[str, str]]:
    """(label, text) of each non-empty text of `invocation` named in `kinds`, listed once per
    dump (every rule asks again, and `retrieval_text` serialises JSON each time)."""
    kinds = tuple(kinds)
    return iter(invocations.memo(("source-texts", invocation.id, kinds),
                                 lambda: list(_source_texts(invocation, invocations, kinds))))


def _source_texts(invocation: Invocation, invocations: InvocationSet,
                  kinds: tuple[str, ...]) -> Iterator[tuple[str, str]]:
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
    from gatekeeper.rules.support.similarity import prepare_source

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


def digits(value: str) -> bool:
    return value.isascii() and value.isdigit()


def presence_keys(anchor: Anchor) -> list[str]:
    if anchor.kind == "number":
        return [f"n:{anchor.unit or ''}:{anchor.value}", f"n:*:{anchor.value}"]
    if anchor.kind == "timestamp":
        return [f"t:{compact(anchor.raw)}"]
    keys = [f"t:{anchor.value}"]
    if anchor.kind == "ip" and ":" in anchor.value:
        keys.append(f"t:{anchor.value.split(':')[0]}")
    if digits(anchor.value):  # pid, HTTP status, numeric error code: also a plain number
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
    # `affirmed` is computed on first use (most sets are never asked): the texts not yet scanned
    # for it, and the sets a union was made of.
    _affirmed: set[str] = field(default_factory=set)
    _pending: list[tuple[str, Sequence[Anchor]]] = field(default_factory=list)
    _parts: list[AnchorSet] = field(default_factory=list)

    @classmethod
    def of(cls, texts: Iterable[str], *, negation: bool = True,
           extract: Callable[[str], list[Anchor]] | None = None,
           compactor: Callable[[str], str] | None = None) -> AnchorSet:
        """The anchors of `texts`, by `extract` (default: `extract_anchors` with timestamps);
        `compactor` (default `compact`) may hand out compacted texts computed already."""
        result = cls()
        # A derived trace summary repeats its invocation's preview: scan each text once.
        for text in dict.fromkeys(texts):
            result.add(text, negation=negation,
                       anchors=None if extract is None else extract(text),
                       compacted=None if compactor is None else compactor(text))
        result.sort()
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
            result._parts.append(part)
        for values in result.numbers.values():
            values.sort()
        return result

    def add(self, text: str, *, negation: bool = True, anchors: Sequence[Anchor] | None = None,
            compacted: str | None = None) -> None:
        if anchors is None:
            anchors = _text_anchors(text)
        self.anchors += anchors
        self.texts.append(compact(text) if compacted is None else compacted)
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
            self._pending.append((text, anchors))

    @property
    def affirmed(self) -> set[str]:
        """The terms the texts state (`affirmed_terms`), computed on first use."""
        if self._pending or self._parts:
            for text, anchors in self._pending:
                self._affirmed |= affirmed_terms(text, list(anchors))
            for part in self._parts:
                self._affirmed |= part.affirmed
            self._pending, self._parts = [], []
        return self._affirmed

    def sort(self) -> None:
        """Order the numbers again (`_near` bisects them) after `add`."""
        for values in self.numbers.values():
            values.sort()

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
    return [a for a in _text_anchors(text) if a.kind in ANCHOR_KINDS or a.kind == "timestamp"]


@lru_cache(maxsize=4096)
def _text_anchors(text: str) -> tuple[Anchor, ...]:
    """`extract_anchors(text, include_timestamps=True)` of a claim or excerpt, which several
    rules (and one rule several times) anchor: once per process and text."""
    return tuple(extract_anchors(text, include_timestamps=True))


def invocation_anchors(invocations: InvocationSet, invocation: Invocation) -> AnchorSet:
    """All texts of one invocation (preview, retrieval_details, trace summaries), once per dump."""
    # A derived trace summary repeats the preview: each distinct text is scanned once.
    return invocations.memo(("anchor-set", invocation.id), lambda: AnchorSet.of(
        dict.fromkeys(text for _, text in source_texts(invocation, invocations)),
        extract=lambda text: text_anchors(invocations, text),
        compactor=lambda text: compacted(invocations, text)))


def output_lines(invocations: InvocationSet, text: str) -> list[tuple[str, str]]:
    """The distinct lines of `text` with their lower-cased form, once per dump and text."""
    return invocations.memo(("output-lines", text), lambda: [
        (line, line.lower()) for line in dict.fromkeys(text.split("\n")) if line.strip()])


def compacted(invocations: InvocationSet, text: str) -> str:
    """`compact(text)`, reusing `prepared(text)` (which every rule citing the text computes)."""
    source, truncated = prepared(invocations, text)
    return invocations.memo(("compact", text), lambda: compact(text)) if truncated else source


def text_anchors(invocations: InvocationSet, text: str) -> list[Anchor]:
    """`extract_anchors(text, include_timestamps=True)`, once per dump and text (an output
    and a one-line output's line are one text)."""
    return invocations.memo(("anchors", text), lambda: extract_anchors(text, include_timestamps=True))


class SessionLines:
    """The current session's texts as their distinct lines, searchable by substring, each line
    mapped to the invocations (dump order) that hold it; built once per dump, anchoring nothing.

    Ops output repeats itself (the same log lines in many invocations), so the distinct lines
    are less text than the session. A needle is searched (`str.find`) in the lower-cased lines
    joined by newlines; only the lines it occurs in are then anchored (once per dump each) to
    confirm that an anchor, not just its characters, is there."""

    def __init__(self, invocations: InvocationSet) -> None:
        self.dump = invocations
        self.invocations = invocations.session_invocations()
        owners: dict[str, list[int]] = {}
        for number, invocation in enumerate(self.invocations):
            for _, text in source_texts(invocation, invocations):
                for line in text.split("\n"):
                    holders = owners.setdefault(line, [])
                    if not holders or holders[-1] != number:
                        holders.append(number)
        self.lines = list(owners)
        self.owners = list(owners.values())
        lowered = [line.lower() for line in self.lines]
        self.starts: list[int] = []
        offset = 0
        for line in lowered:
            self.starts.append(offset)
            offset += len(line) + 1
        self.text = "\n".join(lowered)

    def lines_with(self, needle: str) -> list[int]:
        """Indexes (ascending) of the lines whose lower-cased text contains `needle`
        (lower-cased, no newline). A needle that ends with a digit must not go on with
        another (`9` is not in `92`; `10.1` is in `10.10`) nor, starting with one, follow a
        non-zero digit (`9` is not in `19`, but is in `09`): a number's digits are not cut."""
        found: list[int] = []
        if not needle or "\n" in needle:
            return found
        starts = self.starts
        for match in re.finditer(needle_pattern(needle), self.text):
            line = bisect_right(starts, match.start()) - 1
            if not found or found[-1] != line:
                found.append(line)
        return found

    def keys(self, line: int) -> frozenset[str]:
        """The presence keys of the anchors of one line, computed once per dump."""
        text = self.lines[line]
        return self.dump.memo(("line-anchor-keys", text), lambda: frozenset(
            key for anchor in text_anchors(self.dump, text) for key in presence_keys(anchor)))


def needle_pattern(needle: str) -> str:
    """A regex finding `needle` where a number's digits are not cut: ending with a digit, it is
    not followed by another (`9` is not in `92`; `10.1` is in `10.10`); starting with one, it
    does not follow a non-zero digit (`9` is not in `19`, but is in `09`)."""
    escaped = pattern = re.escape(needle)  # the literal first: the regex engine seeks it fast
    if needle[0].isdigit():
        pattern += f"(?<![1-9]{escaped})"
    if needle[-1].isdigit():
        pattern += ("0*" if "." in needle else "") + "(?![0-9])"
    return pattern


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


def written(anchors: Iterable[Anchor], texts: Sequence[str]) -> bool:
    """Whether each anchor's compacted text stands in one of the compacted `texts` (see
    `standalone_pattern`), a number right after the label of the metric it measures: then the
    texts hold it as written, no anchor extraction needed. False is only "not sure": the
    caller then compares extracted anchors."""
    for anchor in anchors:
        needle = compact(anchor.raw)
        if anchor.kind == "number" and anchor.metric:
            needle = compact(anchor.metric) + needle  # `线程数 7` is not grounded by `pid 7`
        if not needle or not any(needle in text and re.search(standalone_pattern(needle), text)
                                 for text in texts):
            return False
    return True


def negation_possible(mine: AnchorSet, texts: Iterable[str], invocations: InvocationSet) -> bool:
    """Whether `negation_conflict(mine, evidence of texts)` may find something: `mine` negates
    a term, or a term the texts may negate (`negation_candidates`, once per dump and text) is
    one `mine` states."""
    if mine.negated:
        return True
    for text in texts:
        candidates = invocations.memo(("negation-candidates", text),
                                      lambda text=text: negation_candidates(text))
        if not candidates.isdisjoint(mine.affirmed):
            return True
    return False


def session_lines(invocations: InvocationSet) -> SessionLines:
    return invocations.memo("session-lines", lambda: SessionLines(invocations))


def lines_with(invocations: InvocationSet, needle: str) -> list[int]:
    """`SessionLines.lines_with`, once per dump and needle (claims cite the same names again)."""
    lines = session_lines(invocations)
    return invocations.memo(("session-lines-with", needle), lambda: lines.lines_with(needle))


def surface_forms(anchor: Anchor) -> list[str]:
    """Lower-cased ways a text holding `anchor` writes it: as the excerpt wrote it (with and
    without its spaces), for names and ids their canonical value, for a plain number its value
    (`09` is held by a `9`, as the presence keys say)."""
    if anchor.kind == "number" and anchor.unit is None and _NUMERIC.fullmatch(compact(anchor.raw)):
        return [anchor.value]  # `09`, `98,000` and `1.50` are found by `9`, `98000` and `1.5`
    forms = [anchor.raw.strip().lower(), compact(anchor.raw)]
    if anchor.kind == "number" and anchor.unit is None:
        forms.append(anchor.value)
    if digits(anchor.value):
        forms.append(anchor.value.lstrip("0") or "0")
    if anchor.kind not in ("number", "timestamp"):
        forms.append(anchor.value.lower())
        if anchor.kind == "ip" and ":" in anchor.value:
            forms.append(anchor.value.split(":")[0])
    return [form for form in dict.fromkeys(forms) if form]


def holders(invocations: InvocationSet, anchor: Anchor, keys: Sequence[str]) -> frozenset[int]:
    """Numbers of current-session invocations whose anchors hold `anchor` under one of `keys`,
    once per dump: the lines writing one of its surface forms are anchored in the order they
    first occur in the dump (each line once per dump) until `MAX_HOLDING_LINES` of them hold it
    or `MAX_LINES_ANCHORED` were anchored for it; their invocations hold it. The invocation
    first in dump order to hold it is always among them when found within that budget."""
    def find() -> frozenset[int]:
        session = session_lines(invocations)
        wanted = set(keys)
        found: set[int] = set()
        holding = 0
        lines = sorted({line for form in surface_forms(anchor) for line in lines_with(invocations, form)})
        for line in lines[:MAX_LINES_ANCHORED]:
            if not wanted.isdisjoint(session.keys(line)):
                found.update(session.owners[line])
                holding += 1
                if holding >= MAX_HOLDING_LINES:
                    break
        return frozenset(found)

    return invocations.memo(("anchor-holders", anchor.kind, anchor.raw, anchor.value, tuple(keys)), find)


def holding_elsewhere(invocations: InvocationSet, anchors: Sequence[Anchor],
                      keys: Sequence[Sequence[str]],
                      exclude: set[str]) -> tuple[Invocation, list[Anchor]] | None:
    """The current-session invocation outside `exclude` holding the most of `anchors` (under
    the presence keys `keys[i]` of `anchors[i]`; see `holders`), dump order breaking ties,
    with the anchors it holds."""
    session = session_lines(invocations).invocations
    held: dict[int, list[Anchor]] = {}
    for anchor, anchor_keys in zip(anchors, keys, strict=True):
        for number in holders(invocations, anchor, anchor_keys):
            if session[number].id not in exclude:
                held.setdefault(number, []).append(anchor)
    if not held:
        return None
    best = min(held, key=lambda number: (-len(held[number]), number))
    return session[best], held[best]


def shown(anchor: Anchor) -> str:
    return anchor.raw.strip()


def compact_texts(invocations: InvocationSet, invocation: Invocation) -> list[str]:
    return [prepared(invocations, text)[0] for _, text in source_texts(invocation, invocations)]


def verbatim_in(parts: Sequence[str], texts: Sequence[str]) -> bool:
    """Every compacted fragment of an excerpt occurs in one of `texts`."""
    return bool(parts) and all(any(part in text for text in texts) for part in parts)


def quoted_from(invocations: InvocationSet, excerpt: str, parts: Sequence[str],
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
    lines = session_lines(invocations)
    candidates: set[int] | None = None
    for word in words:
        holding = {number for line in lines_with(invocations, word) for number in lines.owners[line]}
        candidates = holding if candidates is None else candidates & holding
    checked = 0
    for number in sorted(candidates or ()):
        invocation = lines.invocations[number]
        if invocation.id in exclude:
            continue
        if verbatim_in(parts, compact_texts(invocations, invocation)):
            return invocation
        checked += 1
        if checked >= MAX_CANDIDATES:
            break
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
