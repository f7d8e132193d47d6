"""composer.wording: the Composer's answer says what its verdict requires, and no more.

Runs on a session bundle that carries `composer_output`, against the verdict of the Composer
input (docs/chain.md). Reads `answer_summary` and `user_facing_answer`; the phrase lists are
params (Chinese and English by default, matched as gatekeeper/rules/support/text/phrases.py does):

* `REJECT`: no root-cause conclusion (`rootCauseConclusion`: `根因是`, `root cause is`, ...) and
  an explicit statement that no reliable conclusion can be drawn (`noReliableConclusion`:
  `无法基于已获取证据生成可靠结论`, `no reliable conclusion`, ...);
* `LOW_CONFID`: an explicit evidence gap (`evidenceGap`: `证据仍有缺口`, `尚未确认`,
  `insufficient evidence`, ...) and at least one gap or next step: a recommended action, or a
  `nextStep` phrase (`建议`, `下一步`, `next step`, ...);
* any verdict: "root cause confirmed" wording (`rootCauseConfirmed`: `根因已确认`,
  `root cause confirmed`, ...) only when `allowed_claims` holds a `root_cause` claim.

A phrase preceded within `negationWindow` characters by one of `negations` (`无法`, `尚未`,
`not`, ...) does not count as said (`尚未确认根因为...` confirms nothing), and `是否` (whether)
is a question, not a conclusion. Like `composer.grounding`, an answer without a usable
Composer input cannot be checked, which is a finding.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.parse.chain import COMPOSER, ChainContext
from gatekeeper.plugin import Finding, RuleContext, strict_params
from gatekeeper.rules.support.chain import examples as ex
from gatekeeper.rules.support.chain.checking import ComposerRule
from gatekeeper.rules.support.chain.model import LOW_CONFID, REJECT, ROOT_CAUSE
from gatekeeper.rules.support.text.phrases import found_phrases

PHRASE_LISTS = ("rootCauseConclusion", "noReliableConclusion", "evidenceGap", "nextStep",
                "rootCauseConfirmed", "negations")
_PHRASES = {"type": "array", "items": {"type": "string", "minLength": 1, "maxLength": 200}}
FIELDS = ("answer_summary", "user_facing_answer")


class ComposerWording(ComposerRule):
    id = "composer.wording"
    params_schema = strict_params(**{name: _PHRASES for name in PHRASE_LISTS},
                                  negationWindow={"type": "integer", "minimum": 0, "maximum": 50})
    examples = {
        "fail": ex.session(ex.verifier(), ex.composer(
            "根因已确认：日志显示 payment-service 出现请求超时，request timeout after 5000ms。")),
        "pass": ex.PASSING,
    }

    def check_answer(self, context: RuleContext, chain: ChainContext, given: Mapping[str, Any],
                     document: Mapping[str, Any], params: Mapping[str, Any]) -> Iterable[Finding]:
        verdict = given["verdict"]
        fields = [(key, document[key]) for key in FIELDS if isinstance(document.get(key), str)]
        negations, window = params["negations"], params["negationWindow"]

        def said(name: str, value: str) -> list[str]:
            return found_phrases(value, params[name], negations, window, not_before="否")

        root_allowed = any(c.get("claim_type") == ROOT_CAUSE
                           for c in given["allowed_claims"])
        for key, value in fields:
            if not root_allowed and (found := said("rootCauseConfirmed", value)):
                yield Finding((COMPOSER, key), f"{key} says the root cause is confirmed "
                              f"({', '.join(map(repr, found))}), but no root_cause claim is "
                              "allowed")
            if verdict == REJECT and (found := said("rootCauseConclusion", value)):
                yield Finding((COMPOSER, key), f"{key} draws a root-cause conclusion "
                              f"({', '.join(map(repr, found))}) under REJECT")
        where = (COMPOSER, "user_facing_answer")
        every = "\n".join(value for _, value in fields)
        if verdict == REJECT and not said("noReliableConclusion", every):
            yield Finding(where, "under REJECT the answer must say that no reliable conclusion "
                          "can be drawn from the evidence (none of noReliableConclusion found)")
        if verdict == LOW_CONFID:
            if not said("evidenceGap", every):
                yield Finding(where, "under LOW_CONFID the answer must say the evidence still has "
                              "a gap (none of evidenceGap found)")
            actions = document.get("recommended_actions")
            if not (isinstance(actions, list) and actions) and not said("nextStep", every):
                yield Finding(where, "under LOW_CONFID the answer must name at least one gap or "
                              "next step (no recommended action, none of nextStep found)")
