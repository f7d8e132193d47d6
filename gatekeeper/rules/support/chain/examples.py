"""Session-bundle examples for the chain rules (`gatekeeper explain`, tests/test_rule_examples.py).

One session (the log query of gatekeeper.examples), one claim, a Verifier that checks it and a
Composer that answers from it; each rule's failing example changes only what that rule is about.
"""

from __future__ import annotations

import copy
from typing import Any

from gatekeeper.rules.support import examples as ex

CLAIM_TEXT = "payment-service 出现 request timeout after 5000ms。"
REF = {"trace_ref": "trace-1", "tool_name": "query_logs", "source_invocation_ids": [394],
       "note": "日志含 request timeout after 5000ms"}


def verifier(verdict: str = "PASS", verification: str = "direct_observation",
             **changes: Any) -> dict[str, Any]:
    check = {"claim_id": "claim-1", "verification": verification,
             "detail": "query_logs 直接显示 request timeout after 5000ms。",
             "evidence_refs": [dict(REF)]}
    output = {"verdict": verdict, "groundedness_score": 0.9, "claim_checks": [check],
              "hypothesis_checks": [], "rationale": "日志直接显示 payment-service 请求超时。"}
    output.update(changes)
    return output


def composer(answer: str = "日志显示 payment-service 出现请求超时：request timeout after 5000ms。",
             **changes: Any) -> dict[str, Any]:
    output = {"answer_summary": CLAIM_TEXT, "recommended_actions": [],
              "user_facing_answer": answer}
    output.update(changes)
    return output


def session(verifier_output: Any = None, composer_output: Any = None,
            **parts: Any) -> dict[str, Any]:
    """The example executor output with its chain parts (None: left out)."""
    bundle = ex.example(ex.claim(CLAIM_TEXT))
    bundle["original_query"] = "payment-service 为什么支付超时？"
    for key, value in (("verifier_output", verifier_output), ("composer_output", composer_output)):
        if value is not None:
            bundle[key] = copy.deepcopy(value)
    bundle.update(parts)
    return bundle


#: Every chain rule's passing example: a grounded answer to a PASS over a direct observation.
PASSING = session(verifier(), composer())
