"""claim.entity_grounding: what a claim names must be in its evidence.

The deterministic part of the Verifier's `external_unknown` (docs/contract.md §9): the
*anchors* of each `claims[].claim_text` — services, hosts, error codes, HTTP statuses,
exception classes, ids and codes (`G4719`), IPs with their port, dates, numbers with their unit
(Chinese numerals too) and proper nouns (see docs/anchors.md) — must each occur in one of the
claim's `evidence_excerpt`s or in the outputs of the current-session invocations its bindings
cite (`output_preview`, `retrieval_details`, trace `output_summary`). Numbers compare by value
and unit at the precision they are written with, so `5.3 秒` is grounded by `5300ms`, `9.8万`
by `98000`, `两百多个` by `230`; dates by their canonical value (`2026年11月29日` by
`2026-11-29 10:02:15`).

Reported per claim, at `claims[i].claim_text`:

* a **core** anchor found in none of the evidence (a service, host, error code, id or code, a
  value with its unit or metric, a date): a failing finding (`low_confid_on_fail` by default:
  the claim adds what its evidence does not show);
* any other anchor found in none of it (a proper noun the session never mentions, a bare
  count, a clock time): a weak (warn) finding;
* with `checkNegation` (off by default: `claim.value_contradiction` reports flips), a
  negation flip.

A value the evidence contradicts is also missing here (so this rule alone fails closed when
`claim.value_contradiction` is disabled); that rule is what rejects it.

A claim none of whose bindings resolves to a current-session invocation cannot be grounded:
a weak finding, whatever `evidence.invocation_ref` says (the binding rules fail each such
binding). Cost: see
gatekeeper.rules.support.evidence.claims.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.plugin import BOOLEAN, WARN, Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support import examples as ex
from gatekeeper.rules.support.evidence.bare import unit_unchecked
from gatekeeper.rules.support.evidence.claims import compare_claim
from gatekeeper.rules.support.evidence.grades import core
from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.evidence.negated import negation_message
from gatekeeper.rules.support.evidence.printed_checks import jstat_columns_held
from gatekeeper.rules.support.evidence.quotes import shown

MAX_SHOWN = 4


def listed(names: list[str]) -> str:
    text = ", ".join(repr(a) for a in names[:MAX_SHOWN])
    return text + (f" and {len(names) - MAX_SHOWN} more" if len(names) > MAX_SHOWN else "")


class EntityGrounding(Rule):
    id = "claim.entity_grounding"
    # minorAnchors: what an unknown proper noun, bare count or clock time is (warn | fail | ignore).
    params_schema = strict_params(checkNegation=BOOLEAN,
                                  minorAnchors={"enum": ["fail", "warn", "ignore"]})
    examples = {
        "fail": ex.example(ex.claim("payment-service 出现 request timeout after 5 秒，"
                                    "order-svc 返回 503。")),
        "pass": ex.example(ex.claim("payment-service 出现 request timeout after 5 秒。")),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        minor = params["minorAnchors"]
        for index, text, excerpts, outputs in claims_with_evidence(context, unbound=True):
            path = ("claims", index, "claim_text")
            if not outputs:  # reported, whatever evidence.invocation_ref says; the binding rules
                # (misattribution, similarity) fail each such binding already
                yield Finding(path, "cannot ground claim_text: none of its bindings cites an "
                              "invocation of the current session", WARN)
                continue
            found = compare_claim(context, text, excerpts, outputs, params["checkNegation"])
            texts = [*excerpts, *EvidenceIndex.of(context).texts_of(outputs)]
            held = jstat_columns_held(found.missing, texts)  # jstat's cells, printed in the claim's unit
            major = [a for a in found.missing if core(a) and id(a) not in held]
            weak = [a for a in found.missing if not core(a) and id(a) not in held]
            bare = unit_unchecked(major, texts)
            unfound = [shown(a) for a in major if id(a) not in bare]
            if unfound:
                yield Finding(path, f"claim_text names {listed(unfound)}, found in none of its "
                              "evidence_excerpts or cited tool outputs")
            if bare:  # as core as a value written nowhere: which unit the digits are in, unchecked
                unit = [shown(a) for a in major if id(a) in bare]
                yield Finding(path, f"claim_text gives {listed(unit)} a unit its evidence does not print "
                              f"({'; '.join(bare.values())}): the unit is unchecked")
            if weak and minor != "ignore":
                # only a name is looked for in the rest of the session (`_outside_session`)
                nowhere = " (nor elsewhere in the session)" if all(
                    a.kind == "name" for a in weak) else ""
                yield Finding(path, f"claim_text names {listed([shown(a) for a in weak])}, found "
                              f"in none of its evidence_excerpts or cited tool outputs{nowhere}",
                              WARN if minor == "warn" else "fail")
            if found.negation is not None:
                yield Finding(path, negation_message(found.negation))


def claims_with_evidence(context: RuleContext, unbound: bool = False
                         ) -> Iterable[tuple[int, str, list[str], list[Any]]]:
    """(index, claim_text, excerpts, cited current-session invocations) of each claim with text
    and at least one binding that resolves; with `unbound`, the others too (no invocations)."""
    bindings: dict[int, list[Any]] = {}
    for binding in context.claim_bindings():
        bindings.setdefault(binding.claim_index, []).append(binding)
    evidence_index = EvidenceIndex.of(context)
    for index, claim in context.claims():
        text = claim.get("claim_text")
        if not isinstance(text, str) or not text.strip():
            continue
        cited = bindings.get(index, [])
        outputs = {inv.id: inv for b in cited for inv in evidence_index.bound(b)}
        if outputs or unbound:
            yield index, text, [b.excerpt for b in cited if b.excerpt], list(outputs.values())
