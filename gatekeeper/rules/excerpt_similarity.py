"""evidence.excerpt_similarity: each excerpt really comes from the invocations it is bound to.

Each `claims[].evidence_bindings[].evidence_excerpt` is compared with every text of its
current-session invocations named in `compareAgainst`: the invocation's `output_preview`, its
`retrieval_details` (strings as they are, structures as JSON), and the `output_summary` of the
trace-summary entries that cite it. The best score decides (docs/contract.md §3):

* `>= passThreshold` (0.5): pass;
* `>= warnThreshold` (0.3): warn;
* below: fail (verdictImpact `low_confid_on_fail`: a low score alone is not proof of forgery,
  previews are truncated and summaries paraphrase).

Whatever its score (from `warnThreshold` up), an excerpt that is not verbatim fails when it puts
a word where the output writes another (`sshd[24485]: Accepted password` where the output says
`sshd[24485]: Failed password`), misspells one of the output's words (`cxmbo` for `combo`) or
names a level or outcome the output gives only otherwise (`ERROR` where it says `INFO`; see
`gatekeeper.rules.support.evidence.words`): what a rewording changed is evidence of nothing.

A faithful excerpt that runs past the end of a truncated preview is never a fail: it warns that
the rest cannot be verified. A binding this rule cannot check (no excerpt, or no id naming an
invocation of the session) fails here too, whatever other rules say (docs/security.md). See
`gatekeeper.rules.support.similarity` for the scoring.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gatekeeper.parse.invocations import Invocation
from gatekeeper.plugin import FRACTION, WARN, Binding, BindingRule, Finding, RuleContext, strict_params
from gatekeeper.rules.support import examples as ex
from gatekeeper.rules.support.evidence.index import SOURCES, EvidenceIndex, unbound_message
from gatekeeper.rules.support.evidence.quotes import preview_cut, quote_changes
from gatekeeper.rules.support.similarity import Match, TooLongToCompare, fragments, score

MAX_SHOWN = 3


def _short(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _changed_words(index: EvidenceIndex, bound: list[Invocation], excerpt: str, match: Match,
                   params: Mapping[str, Any]) -> list[str]:
    """The words an excerpt that quotes or rewords its bound outputs (scoring at least
    `warnThreshold`) put where they write another (see `quote_changes`), but none past the end
    of a cut preview, where nothing can be compared."""
    if match.score < params["warnThreshold"] or match.truncated or preview_cut(
            index, bound, fragments(excerpt)) is not None:
        return []
    texts = [text for inv in bound for _, text in index.source_texts(inv, params["compareAgainst"])]
    return quote_changes(index, excerpt, texts, reworded=True)


class ExcerptSimilarity(BindingRule):
    id = "evidence.excerpt_similarity"
    params_schema = strict_params(
        passThreshold=FRACTION, warnThreshold=FRACTION,
        compareAgainst={"type": "array", "items": {"enum": list(SOURCES)}, "minItems": 1,
                        "uniqueItems": True})
    examples = {
        "fail": ex.example(ex.claim(excerpt="数据库主从复制延迟持续升高，从库只读查询大量超时")),
        "pass": ex.example(ex.claim(excerpt="request timeout after 5000ms")),
    }

    def check_params(self, params: Mapping[str, Any]) -> list[tuple[str, str]]:
        if params["warnThreshold"] > params["passThreshold"]:
            return [("warnThreshold", f"warnThreshold {params['warnThreshold']} must not exceed "
                     f"passThreshold {params['passThreshold']}")]
        return []

    def check_binding(self, context: RuleContext, binding: Binding,
                      params: Mapping[str, Any]) -> Finding | None:
        excerpt = binding.excerpt
        path = (*binding.path, "evidence_excerpt")
        if excerpt is None:
            return Finding(path, "evidence_excerpt is missing or not a string; expected text "
                           "quoted from the tool output")
        if not excerpt.strip():
            return Finding(path, "evidence_excerpt is empty; expected text quoted from the tool "
                           "output")
        index = EvidenceIndex.of(context)
        bound = index.bound(binding)
        if not bound:
            return Finding(path, unbound_message(binding))
        best: tuple[Match, str] | None = None
        too_long: tuple[TooLongToCompare, str] | None = None
        for invocation in bound:
            for kind, text in index.source_texts(invocation, params["compareAgainst"]):
                label = f"{kind} of invocation {invocation.id}"
                try:
                    match = score(excerpt, *index.prepared(text))
                except TooLongToCompare as cost:
                    too_long = too_long or (cost, label)
                    continue
                if best is None or (match.score, not match.truncated) > (best[0].score,
                                                                          not best[0].truncated):
                    best = (match, label)
                if match.score >= 1.0 and not match.truncated:
                    return None  # verbatim: nothing scores higher, and it passes any threshold
        ids = ", ".join(inv.id for inv in bound)
        if too_long is not None and (best is None or best[0].score < params["passThreshold"]):
            why, label = too_long
            return Finding(path, f"cannot verify evidence_excerpt against the {label}: {why}; "
                           "quote the output verbatim, or only the part that matters")
        if best is None:
            return Finding(path, f"cannot verify evidence_excerpt: invocation {ids} has no "
                           f"{' / '.join(params['compareAgainst'])} text to compare with", WARN)
        match, label = best
        changed = _changed_words(index, bound, excerpt, match, params)
        if changed:
            return Finding(path, f"evidence_excerpt is similar to {label} at {match.score:.2f} "
                           f"but writes {', '.join(changed[:MAX_SHOWN])}"
                           f"{' ...' if len(changed) > MAX_SHOWN else ''}, where the output "
                           "writes otherwise: what it changed is not evidence")
        if match.score >= params["passThreshold"]:
            return None
        if match.truncated:
            return Finding(path, f"evidence_excerpt runs past the end of the truncated {label}: "
                           f"its first {match.verified_chars} characters match, the rest cannot "
                           "be verified", WARN)
        detail = (f"evidence_excerpt {_short(excerpt)!r} is similar to {label} at {match.score:.2f}; "
                  f"expected >= {params['passThreshold']}")
        if match.score >= params["warnThreshold"]:
            return Finding(path, detail, WARN)
        return Finding(path, f"{detail} (below warnThreshold {params['warnThreshold']}: "
                       "the excerpt is not in the bound output)")
