"""claim.entity_grounding: what a claim names must be in its evidence.

The deterministic part of the Verifier's `external_unknown` (docs/contract.md §9): the *anchors* of each
`claims[].claim_text` — services, hosts, error codes, HTTP statuses, exception classes, ids,
IPs and numbers with their unit (see `gatekeeper.rules.support.text.anchors`) — must each occur in one of the
claim's `evidence_excerpt`s or in the outputs of the current-session invocations its bindings
cite (`output_preview`, `retrieval_details`, trace `output_summary`). Numbers compare by value
and unit, so `5.3 秒` is grounded by `5300ms` and `9.8万` by `98000`.

Reported per claim, at `claims[i].claim_text`:

* a number the evidence gives another value for the same metric (claim `CPU 使用率 95%`,
  evidence `CPU 使用率 59%`);
* anchors found in none of the evidence (a service, order id, error code or value the executor
  added);
* with `checkNegation`, a negation flip: the claim negates what the evidence states
  (`连接池未耗尽` vs `连接池已耗尽`) or states what the evidence negates.

Claims none of whose bindings resolve to a current-session invocation are left to
`evidence.invocation_ref`.

Enabled by default as `warn_only`: a claim may legitimately paraphrase. Set its verdictImpact to
`low_confid_on_fail` or `reject_on_fail` in a configuration layer to make it block (docs/contract.md §4
rejects a claim that adds a core service, order id, error code or metric value).

Cost: a claim whose anchors are each in its excerpts' anchors, written as they are in a cited
output (a number right after its metric's label) or, for names and ids, absent from the
outputs' text, and that cannot flip a negation, is decided without extracting the outputs'
anchors. Otherwise each anchor its excerpts lack is looked for in the anchors of the cited
outputs' lines that write one of its surface forms or its metric label (`5.3 秒` in a line
`p99 延迟 5300ms`), one line at a time, each line anchored once per dump; when all are found
and no negation flip is possible the claim is grounded. Only then are the whole outputs'
anchors extracted, once per dump (shared with `evidence.misattribution`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.parse.invocations import Invocation
from gatekeeper.plugin import BOOLEAN, Binding, Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support import examples as ex
from gatekeeper.rules.support.evidence.anchorset import (
    SUBJECT_KINDS,
    AnchorSet,
    digits,
    negation_conflict,
)
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.evidence.lines import surface_forms
from gatekeeper.rules.support.evidence.quotes import negation_possible, shown, written
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.normalize import compact

MAX_SHOWN = 4
#: Anchors whose canonical value is written in any text holding them (lower-cased): when no form
#: of one occurs in an output's text, no anchor of that output is it.
NAME_KINDS = (*SUBJECT_KINDS, "identifier", "uuid")


class EntityGrounding(Rule):
    id = "claim.entity_grounding"
    params_schema = strict_params(checkNegation=BOOLEAN)
    examples = {
        "fail": ex.example(ex.claim("payment-service 出现 request timeout after 9000ms，"
                                    "order-svc 返回 503。")),
        "pass": ex.example(ex.claim("payment-service 出现 request timeout after 5 秒。")),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        bindings: dict[int, list[Binding]] = {}
        for binding in context.claim_bindings():
            bindings.setdefault(binding.claim_index, []).append(binding)
        evidence_index = EvidenceIndex.of(context)
        for index, claim in context.claims():
            text = claim.get("claim_text")
            if not isinstance(text, str) or not text.strip():
                continue
            cited = bindings.get(index, [])
            excerpts = [b.excerpt for b in cited if b.excerpt]
            outputs = {inv.id: inv for b in cited for inv in evidence_index.bound(b)}
            path = ("claims", index, "claim_text")
            if not outputs:  # fail closed, whatever evidence.invocation_ref says
                yield Finding(path, "cannot ground claim_text: none of its bindings cites an "
                              "invocation of the current session")
                continue
            quoted = evidence_index.anchor_set(excerpts, negation=params["checkNegation"])
            missing = _missing_as_written(evidence_index, text, quoted, excerpts, outputs.values(),
                                          params["checkNegation"])
            if missing is None and not _grounded_in_lines(evidence_index, text, quoted, excerpts,
                                                          outputs.values(), params["checkNegation"]):
                evidence = AnchorSet.union([
                    quoted, *(evidence_index.invocation_anchors(inv) for inv in outputs.values())])
                yield from _check_claim(evidence_index, text, evidence, path, params["checkNegation"])
            elif missing:
                yield _ungrounded(path, [shown(a) for a in missing])


def _missing_as_written(index: EvidenceIndex, text: str, quoted: AnchorSet,
                        excerpts: list[str], outputs: Iterable[Invocation],
                        negation: bool) -> list[Anchor] | None:
    """The fast path: the claim's anchors its evidence lacks, when telling needs no cited
    output's anchors: each anchor is in its excerpts' anchors (`quoted`), written as it is in a
    cited output (present), or a name none of whose forms occurs in the outputs' text (absent).
    None when an output must be anchored, or a negation flip is possible."""
    raw = [source for invocation in outputs for _, source in index.source_texts(invocation)]
    compacted = [index.prepared(source)[0] for source in raw]
    missing = []
    for anchor in index.comparable_anchors(text):
        if anchor.kind == "timestamp" or quoted.has(anchor) or written([anchor], compacted):
            continue
        if anchor.kind in NAME_KINDS and not digits(anchor.value) and not any(
                form in source for form in (compact(anchor.raw), compact(anchor.value))
                for source in compacted):
            missing.append(anchor)
            continue
        return None
    if negation and negation_possible(index.anchor_set([text]), [*excerpts, *raw], index):
        return None
    return missing


def _grounded_in_lines(index: EvidenceIndex, text: str, quoted: AnchorSet,
                       excerpts: list[str], outputs: Iterable[Invocation], negation: bool) -> bool:
    """The second cheap path: whether every anchor of the claim is in its excerpts or in the
    anchors of the cited outputs' lines that write one of its surface forms or its metric
    label (each line anchored once per dump), and no negation flip is possible. Then the full
    comparison would find nothing either (presence only grows with more anchors); otherwise
    the caller anchors the whole outputs."""
    raw = [source for invocation in outputs for _, source in index.source_texts(invocation)]
    # The substring fallback looks at the whole outputs, as the full comparison does.
    found = AnchorSet(texts=[index.compacted(source) for source in raw])
    anchored: set[str] = set()
    for anchor in index.comparable_anchors(text):
        if anchor.kind == "timestamp" or quoted.has(anchor) or found.has(anchor):
            continue
        needles = [*surface_forms(anchor), *([anchor.metric.lower()] if anchor.metric else [])]
        lines = (line for source in raw for line, lowered in index.output_lines(source)
                 if line not in anchored and any(needle in lowered for needle in needles))
        for line in lines:  # anchored one at a time, until one holds the anchor
            anchored.add(line)
            found.add(line, index.anchors(line), negation=False, compacted="")
            found.sort()
            if found.has(anchor):
                break
        else:
            return False
    return not (negation and negation_possible(index.anchor_set([text]), [*excerpts, *raw], index))


def _ungrounded(path: tuple[Any, ...], names: list[str]) -> Finding:
    listed = ", ".join(repr(a) for a in names[:MAX_SHOWN])
    more = f" and {len(names) - MAX_SHOWN} more" if len(names) > MAX_SHOWN else ""
    return Finding(path, f"claim_text names {listed}{more}, found in none of its "
                   "evidence_excerpts or cited tool outputs")


def _check_claim(index: EvidenceIndex, text: str, evidence: AnchorSet, path: tuple[Any, ...],
                 negation: bool) -> Iterable[Finding]:
    anchors = [a for a in index.comparable_anchors(text) if a.kind != "timestamp"]
    missing = [a for a in anchors if not evidence.has(a)]
    ungrounded = []
    for anchor in missing:
        others = evidence.disagreement(anchor) if anchor.kind == "number" else []
        if others:
            yield Finding(path, f"claim_text says {anchor.metric} {shown(anchor)} but its evidence "
                          f"says {anchor.metric} {', '.join(others[:MAX_SHOWN])}")
        else:
            ungrounded.append(shown(anchor))
    if ungrounded:
        yield _ungrounded(path, ungrounded)
    if negation:
        conflict = negation_conflict(index.anchor_set([text]), evidence)
        if conflict is not None:
            term, negated_here = conflict
            yield Finding(path, f"claim_text negates {term!r} but its evidence states it" if negated_here
                          else f"claim_text states {term!r} but its evidence negates it")
