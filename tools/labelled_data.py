"""Human-labelled hallucination data for tools/evaluate_labelled.py: load it, find the labelled
spans, class them, and turn each item into Gatekeeper bundles.

Data (see tests/data/labelled/README.md for sources, licences and citations):

* BUMP (Ma et al., 2023; MIT): annotators edited a CNN/DailyMail reference summary into an
  unfaithful one with one error of a given type (entity, circumstance, predicate, coreference).
* SummEdits (Laban et al., 2023; Apache-2.0): edits of a verified seed summary, each labelled by
  annotators as consistent (a faithful paraphrase) or inconsistent with the document.

The shipped sample is in a compact form (documents and seed summaries once, then the edits):
``<name>.docs.jsonl`` has ``{"doc_id", "text", "reference"}``, ``<name>.items.jsonl`` has
``{"id", "doc_id", "edited", "hallucinated", "label"}``. `build_sample` writes it from the
datasets' own files.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

CLASSES = ("date_time", "code", "zh_numeral", "number", "number_written", "negation", "name", "other")

_MONTHS = ("january|february|march|april|may|june|july|august|september|october|november|december|"
           "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec")
_DATE = re.compile(
    rf"\b(?:{_MONTHS})\b\.?|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"yesterday|today|tomorrow|tonight|weekend|decade|century)\b|\b(?:1[89]|20)\d{2}s?\b|"
    r"\b\d{1,2}:\d{2}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:q[1-4]|h[12])\b|\b(?:morning|afternoon|evening|"
    r"night|week|month|year|quarter)s?\b|[0-9零〇一二两三四五六七八九十]+\s*(?:年|月|日|号|点|时|分钟|秒)|"
    r"(?:昨天|今天|明天|上周|本周|下周|去年|今年|明年|凌晨|上午|下午|晚上)",
    re.IGNORECASE)
_CODE = re.compile(r"\b(?=[A-Za-z0-9_-]*[A-Za-z])(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*\b")
_ZH_NUMERAL = re.compile(r"[零〇一二两三四五六七八九十百千万亿]{2,}|[零〇一二两三四五六七八九十百千万亿]"
                         r"(?:多|余)?[个名人次元台件岁倍项条家]")
_NUMBER_WORDS = ("one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                 "fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|"
                 "seventy|eighty|ninety|hundred|hundreds|thousand|thousands|million|millions|billion|"
                 "billions|trillion|dozen|dozens|half|double|triple|percent|first|second|third|fourth|"
                 "fifth|once|twice")
_NUMBER = re.compile(rf"\d|\b(?:{_NUMBER_WORDS})\b|%|％", re.IGNORECASE)
#: A number as a whole token: digits (with their separators), a number word.
_NUMBER_TOKEN = re.compile(rf"\d+(?:[.,]\d+)*|\b(?:{_NUMBER_WORDS})\b", re.IGNORECASE)
_NEGATIONS = frozenset({"not", "no", "never", "n't", "without", "none", "nobody", "nothing",
                        "neither", "nor", "cannot", "unable", "fail", "failed", "不", "没", "没有",
                        "未", "无", "非", "别"})
_NAME = re.compile(r"\b[A-Z][a-zA-Z]+(?:[A-Z][a-z]+)*\b")
_TOKEN = re.compile(r"n't|[A-Za-z]+(?:['’][a-z]+)?|\d+(?:[.,]\d+)*|[\u4e00-\u9fff]|[^\sA-Za-z\d]")
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s+(?=[A-Z0-9\"'(\u4e00-\u9fff])|(?<=[。！？])")


@dataclass(frozen=True)
class Span:
    """One changed region: `original` in the faithful text, `text` in the hallucinated one."""

    original: str
    text: str
    classes: tuple[str, ...]


@dataclass(frozen=True)
class Item:
    """A labelled edit of a faithful reference; `hallucinated` False for a faithful paraphrase."""

    dataset: str
    id: str
    document: str
    reference: str
    edited: str
    hallucinated: bool
    label: str  # the dataset's own error type / edit types

    @property
    def spans(self) -> tuple[Span, ...]:
        return diff_spans(self.reference, self.edited)

    @property
    def extrinsic(self) -> bool:
        """Every new text of the edit is absent from the document (no value to contradict it
        by searching the document alone)."""
        document = " ".join(tokens(self.document)).lower()
        new = [span.text.lower() for span in self.spans if span.text]
        return bool(new) and all(text not in document for text in new)

    @property
    def classes(self) -> tuple[str, ...]:
        found = {name for span in self.spans for name in span.classes}
        return tuple(name for name in CLASSES if name in found) or ("other",)


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def diff_spans(reference: str, edited: str) -> tuple[Span, ...]:
    """The word-level differences between the faithful and the edited text, each classed."""
    old, new = tokens(reference), tokens(edited)
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    spans = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        original, text = " ".join(old[i1:i2]), " ".join(new[j1:j2])
        # one word either side tells a date ("June 29", "second quarter") from a number
        context = " ".join([*old[max(i1 - 1, 0):i2 + 1], "|||", *new[max(j1 - 1, 0):j2 + 1]])
        spans.append(Span(original, text, classify(original, text, at_start=j1 == 0 or i1 == 0,
                                                   context=context)))
    return tuple(spans)


def classify(original: str, text: str, at_start: bool = False, context: str = "") -> tuple[str, ...]:
    """The classes of one changed span (either side may carry the telling token), most specific
    first; deterministic, no model. `context` (the span with a word either side) may make a
    changed number a date."""
    both = f"{original} ||| {text}"
    found = []
    if _DATE.search(both) or (_DATE.search(context) and re.search(r"\d|[一二三四五六七八九十]|first|second|"
                                                                   r"third|fourth|last|next", both)):
        found.append("date_time")
    if _CODE.search(both):
        found.append("code")
        # its digits and capitals are the code's, not a number or a name
        both, original, text = (_CODE.sub("", part) for part in (both, original, text))
    if _ZH_NUMERAL.search(both):
        found.append("zh_numeral")
    if _NUMBER.search(both) and "date_time" not in found:
        found.append("number")
        # the edit writes a number of its own: a wrong value, not a number dropped (`of 3-5%`
        # left out) or a word of an idiom rewritten (`all-in-one` for `inferior`)
        old = {m.group(0).lower() for m in _NUMBER_TOKEN.finditer(original)}
        if any(m.group(0).lower() not in old for m in _NUMBER_TOKEN.finditer(text)):
            found.append("number_written")
    changed = set(original.lower().split()) ^ set(text.lower().split())
    # a negation is the change itself, not a word inside a rewritten phrase
    if (changed & _NEGATIONS and len(changed - _NEGATIONS) <= 1) or (
            _zh_negation(original) != _zh_negation(text) and len(original) + len(text) <= 6):
        found.append("negation")
    names = [m for m in _NAME.finditer(original) if not (at_start and m.start() == 0)]
    names += [m for m in _NAME.finditer(text) if not (at_start and m.start() == 0)]
    if any(not _DATE.fullmatch(m.group(0)) for m in names):
        found.append("name")
    return tuple(found) or ("other",)


def _zh_negation(text: str) -> bool:
    return any(mark in text for mark in ("不", "没", "未", "无", "非"))


def sentences(text: str) -> list[str]:
    return [part.strip() for part in _SENTENCE.split(text) if part.strip()]


def changed_sentences(reference: str, edited: str) -> tuple[str, str]:
    """The sentence pair that carries the edit (the whole texts when the sentences do not pair)."""
    old, new = sentences(reference), sentences(edited)
    if len(old) != len(new):
        return reference, edited
    pairs = [(a, b) for a, b in zip(old, new, strict=True) if a != b]
    if not pairs:
        return old[0], new[0]
    return " ".join(a for a, _ in pairs), " ".join(b for _, b in pairs)


def best_excerpt(document: str, claim: str) -> str:
    """The document sentence a careful agent would quote for `claim`: the most word-alike one
    (token_set_ratio; first on ties)."""
    candidates = [line for part in document.splitlines() for line in sentences(part)] or [document]
    return max(candidates, key=lambda sentence: (fuzz.token_set_ratio(claim, sentence), -len(sentence)))


def tamper(excerpt: str, spans: Sequence[Span]) -> str | None:
    """`excerpt` with the labelled substitutions applied, or None when one cannot be placed (an
    insertion, or an original phrase the excerpt does not contain verbatim)."""
    result = excerpt
    for span in spans:
        if not span.original:
            return None
        pattern = r"\s*".join(re.escape(token) for token in span.original.split())
        match = re.search(pattern, result)
        if match is None:
            return None
        result = result[:match.start()] + span.text + result[match.end():]
    return result if result != excerpt else None


# ------------------------------------------------------------------ bundles


def bundle(item_id: str, document: str, claim: str, excerpt: str) -> dict[str, Any]:
    """One executor output with one direct claim bound to one invocation whose output is the
    document."""
    session = f"sess-labelled-{item_id}"
    return {
        "session_id": session,
        "executor_output": {
            "answer_version": "executor_evidence_v2",
            "claims": [{
                "claim_id": "claim-1",
                "claim_type": "symptom",
                "claim_text": claim,
                "support_level": "direct",
                "evidence_bindings": [{
                    "source_type": "tool_trace",
                    "source_id": "trace-1",
                    "tool_name": "read_document",
                    "source_invocation_ids": [1],
                    "evidence_excerpt": excerpt,
                }],
            }],
            "hypotheses": [],
            "recommended_actions": [],
            "missing_info": [],
        },
        "tool_invocations": [{"id": 1, "session_id": session, "tool_name": "read_document",
                              "output_preview": document}],
    }


@dataclass(frozen=True)
class Case:
    """One bundle to lint and what it is."""

    item: Item
    variant: str  # faithful | paraphrase | claim_only | excerpt_tampered
    claim: str
    excerpt: str

    @property
    def hallucinated(self) -> bool:
        return self.variant in ("claim_only", "excerpt_tampered")

    def bundle(self) -> dict[str, Any]:
        return bundle(f"{self.item.dataset}-{self.item.id}-{self.variant}", self.item.document,
                      self.claim, self.excerpt)


def cases(item: Item) -> list[Case]:
    """The bundles of one item: the faithful sentence with its genuine excerpt (once per
    reference), then the edit: a faithful paraphrase, or a hallucination carried by the claim
    only (genuine excerpt) and, where the substitution can be placed, by the excerpt too."""
    faithful, edited = changed_sentences(item.reference, item.edited)
    excerpt = best_excerpt(item.document, faithful)
    if not item.hallucinated:
        return [Case(item, "faithful", faithful, excerpt),
                Case(item, "paraphrase", edited, best_excerpt(item.document, edited))]
    out = [Case(item, "faithful", faithful, excerpt), Case(item, "claim_only", edited, excerpt)]
    tampered = tamper(excerpt, item.spans)
    if tampered is not None:
        out.append(Case(item, "excerpt_tampered", edited, tampered))
    return out


# ------------------------------------------------------------------ loading


def load_sample(directory: Path) -> list[Item]:
    """Every dataset shipped in `directory` (``<name>.docs.jsonl`` + ``<name>.items.jsonl``)."""
    items: list[Item] = []
    for docs_path in sorted(directory.glob("*.docs.jsonl")):
        name = docs_path.name.removesuffix(".docs.jsonl")
        docs = {row["doc_id"]: row for row in _jsonl(docs_path)}
        for row in _jsonl(directory / f"{name}.items.jsonl"):
            doc = docs[row["doc_id"]]
            items.append(Item(name, str(row["id"]), doc["text"], doc["reference"], row["edited"],
                              bool(row["hallucinated"]), row["label"]))
    return items


def _jsonl(path: Path) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                yield json.loads(line)


def from_bump(rows: Iterable[Mapping[str, Any]]) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """(doc row, item row) from BUMP's task files (every edit is unfaithful)."""
    for row in rows:
        doc_id = f"a{row['article_id']}"
        yield ({"doc_id": doc_id, "text": row["article"], "reference": row["reference_summary"]},
               {"id": f"{doc_id}-{row['id']}", "doc_id": doc_id, "edited": row["edited_summary"],
                "hallucinated": True, "label": row.get("corrected_error_type") or row["error_type"]})


def from_summedits(domain: str, rows: Iterable[Mapping[str, Any]]
                   ) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """(doc row, item row) from one SummEdits domain file; label 1 = consistent, 0 = not. The
    seed summaries themselves (edit == seed) are left out: they are the faithful side."""
    seeds: dict[tuple[str, str], str] = {}
    for row in rows:
        key = (row["doc"], row["original_summary"])
        doc_id = seeds.setdefault(key, f"{domain}-{len(seeds)}")
        if row["summary"] == row["original_summary"]:
            continue
        edit_types = row["edit_types"]
        if isinstance(edit_types, str):
            edit_types = json.loads(edit_types.replace("'", '"'))
        yield ({"doc_id": doc_id, "text": row["doc"], "reference": row["original_summary"]},
               {"id": row["id"], "doc_id": doc_id, "edited": row["summary"],
                "hallucinated": str(row["label"]) == "0", "label": ",".join(edit_types) or "none"})


def write_sample(directory: Path, name: str,
                 pairs: Iterable[tuple[dict[str, Any], dict[str, Any]]]) -> int:
    """Write one dataset in the compact form; returns the number of items."""
    docs: dict[str, dict[str, Any]] = {}
    items = []
    for doc, item in pairs:
        docs.setdefault(doc["doc_id"], doc)
        items.append(item)
    directory.mkdir(parents=True, exist_ok=True)
    for path, rows in ((directory / f"{name}.docs.jsonl", docs.values()),
                       (directory / f"{name}.items.jsonl", items)):
        path.write_text("".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n"
                                for row in rows), encoding="utf-8")
    return len(items)
