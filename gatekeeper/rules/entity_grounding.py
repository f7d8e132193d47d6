"""claim.entity_grounding: what a claim names must be in its evidence.

The deterministic part of the Verifier's `external_unknown` (seed §16.2): the *anchors* of each
`claims[].claim_text` — services, hosts, error codes, HTTP statuses, exception classes, ids,
IPs and numbers with their unit (see `gatekeeper.text.anchors`) — must each occur in one of the
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
`low_confid_on_fail` or `reject_on_fail` in a configuration layer to make it block (seed §17
rejects a claim that adds a core service, order id, error code or metric value).

The outputs' anchors are extracted once per dump (shared with `evidence.misattribution`); a
claim costs work proportional to its own text and excerpts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper import examples as ex
from gatekeeper.evidence import (
    AnchorSet,
    anchors_of,
    bound_invocations,
    invocation_anchors,
    negation_conflict,
    shown,
)
from gatekeeper.rule import Binding, Finding, Rule, RuleContext

MAX_SHOWN = 4


class EntityGrounding(Rule):
    id = "claim.entity_grounding"
    params_schema = {
        "type": "object",
        "additionalProperties": False,
        "required": ["checkNegation"],
        "properties": {"checkNegation": {"type": "boolean"}},
    }
    examples = {
        "fail": ex.example(ex.claim("payment-service 出现 request timeout after 9000ms，"
                                    "order-svc 返回 503。")),
        "pass": ex.example(ex.claim("payment-service 出现 request timeout after 5 秒。")),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        bindings: dict[int, list[Binding]] = {}
        for binding in context.claim_bindings():
            bindings.setdefault(binding.claim_index, []).append(binding)
        invocations = context.invocations
        for index, claim in context.claims():
            text = claim.get("claim_text")
            if not isinstance(text, str) or not text.strip():
                continue
            cited = bindings.get(index, [])
            excerpts = [b.excerpt for b in cited if b.excerpt]
            outputs = {inv.id: inv for b in cited for inv in bound_invocations(invocations, b)}
            if not outputs:
                continue  # no binding resolves: evidence.invocation_ref reports it
            evidence = AnchorSet.union([
                AnchorSet.of(excerpts, negation=params["checkNegation"]),
                *(invocation_anchors(invocations, inv) for inv in outputs.values()),
            ])
            path = ("claims", index, "claim_text")
            yield from _check_claim(text, evidence, path, params["checkNegation"])


def _check_claim(text: str, evidence: AnchorSet, path: tuple[Any, ...],
                 negation: bool) -> Iterable[Finding]:
    anchors = [a for a in anchors_of(text) if a.kind != "timestamp"]
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
        listed = ", ".join(repr(a) for a in ungrounded[:MAX_SHOWN])
        more = f" and {len(ungrounded) - MAX_SHOWN} more" if len(ungrounded) > MAX_SHOWN else ""
        yield Finding(path, f"claim_text names {listed}{more}, found in none of its "
                      "evidence_excerpts or cited tool outputs")
    if negation:
        conflict = negation_conflict(AnchorSet.of([text]), evidence)
        if conflict is not None:
            term, negated_here = conflict
            yield Finding(path, f"claim_text negates {term!r} but its evidence states it" if negated_here
                          else f"claim_text states {term!r} but its evidence negates it")
