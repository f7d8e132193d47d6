"""Anchor sets: the anchors of some texts, indexed for presence and contradiction lookups.

An `AnchorSet` holds anchors (gatekeeper.rules.support.text.anchors) under *presence keys*: a
number is keyed by its normalised value and unit (`5300ms`, `5.3s` and `5.3 秒` are one key) and
by its value alone, so that a unit-less `503` matches an HTTP status `503`; other anchors by
their canonical value. A number also matches a value it is a rounding of, at the precision it
is written with (`1.99GB` matches `2040MB`, `95%` does not match `59%`). An anchor whose key is
absent is still present when its normalised text occurs in the texts (an excerpt cut
mid-token).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from gatekeeper.rules.support.text.anchors import Anchor, affirmed_terms
from gatekeeper.rules.support.text.normalize import compact

#: Anchor kinds whose value matters when evidence is compared.
ANCHOR_KINDS = ("service", "host", "error_code", "http_status", "exception", "identifier", "ip",
                "uuid", "number")
#: Kinds that name *what* is talked about: another one of these is another subject.
SUBJECT_KINDS = {"service": "service", "host": "host", "error_code": "error code",
                 "http_status": "HTTP status", "exception": "exception"}
MIN_TEXT_FALLBACK = 3  # a shorter normalised anchor proves nothing by occurring in a text
NUMERIC = re.compile(r"[-+]?\d[\d,]*(?:\.(\d+))?")
_FULLWIDTH = {cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}
_ID_DIGITS = re.compile(r"[0-9a-f]+")


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
    match = NUMERIC.search(anchor.raw.translate(_FULLWIDTH))
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
    def of(cls, texts: Iterable[str], extract: Callable[[str], Sequence[Anchor]], *,
           negation: bool = True, compactor: Callable[[str], str] | None = None) -> AnchorSet:
        """The anchors of `texts`, by `extract` (an EvidenceIndex's cached `anchors`);
        `compactor` (default `compact`) may hand out compacted texts computed already."""
        result = cls()
        # A derived trace summary repeats its invocation's preview: scan each text once.
        for text in dict.fromkeys(texts):
            result.add(text, extract(text), negation=negation,
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
            for unit, numbers in part.numbers.items():
                result.numbers.setdefault(unit, []).extend(numbers)
            for key, raw_values in part.metrics.items():
                result.metrics.setdefault(key, {}).update(raw_values)
            for kind, names in part.by_kind.items():
                result.by_kind.setdefault(kind, set()).update(names)
            result.texts += part.texts
            result.negated |= part.negated
            result._parts.append(part)
        for values in result.numbers.values():
            values.sort()
        return result

    def add(self, text: str, anchors: Sequence[Anchor], *, negation: bool = True,
            compacted: str | None = None) -> None:
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


def comparable(anchors: Iterable[Anchor]) -> list[Anchor]:
    """The anchors of an excerpt or claim that evidence must account for."""
    return [a for a in anchors if a.kind in ANCHOR_KINDS or a.kind == "timestamp"]
