"""schema.executor_v2: the output is an `executor_evidence_v2` document (docs/contract.md §2.4, §3).

Checks, against the shipped JSON Schema (`gatekeeper schema executor-output`):

* `answer_version` is `executor_evidence_v2`; the fields of `requiredFields` are present;
* `claims` is an array of claims, each with `claim_id`, `claim_type`, `claim_text`,
  `support_level` (`direct` or `indirect`) and `evidence_bindings`, each binding with
  `source_type`, `tool_name`, `source_invocation_ids` (integers or strings) and
  `evidence_excerpt`, all of the right types;
* `hypotheses`, `recommended_actions`, `missing_info` are arrays of the right items (missing or
  null is fine: Gatekeeper normalises them to `[]`);
* none of `deprecatedFields` (`diagnosis_summary`, `user_facing_answer`) is present;
* no object repeats a key (parsers disagree on which copy wins) and no two claims share a
  `claim_id`;
* `claims` is not empty: PASS needs at least one directly observed claim (design §17, the
  "claims empty" check of §10.4; docs/contract.md), and an output that moved everything into
  `hypotheses` has none.

A finding on a missing field points at the object that lacks it.
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.plugin import Finding, Rule, RuleContext, strict_params
from gatekeeper.rules.support import examples as ex

_STRING_LIST = {"type": "array", "items": {"type": "string", "minLength": 1}, "uniqueItems": True}


@functools.cache
def _validator(required: tuple[str, ...]) -> Any:
    from gatekeeper.parse.schemas.validators import compile_schema
    from gatekeeper.resources import schema

    document = copy.deepcopy(schema("executor-output"))
    document["required"] = list(required)
    return compile_schema(json.dumps(document, sort_keys=True))


class SchemaExecutorV2(Rule):
    id = "schema.executor_v2"
    params_schema = strict_params(requiredFields=_STRING_LIST, deprecatedFields=_STRING_LIST)
    examples = {
        "fail": ex.example(ex.claim(support_level="confirmed"),
                        diagnosis_summary="payment-service 超时，疑似连接池耗尽。"),
        "pass": ex.example(ex.claim()),
    }

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        from gatekeeper.parse.schemas.problems import describe_all

        document = context.document
        errors = _validator(tuple(params["requiredFields"])).iter_errors(document)
        for path, message in describe_all(errors):
            yield Finding(path, message)
        for field in params["deprecatedFields"]:
            if field in document:
                yield Finding((field,), f"field {field!r} was removed in executor_evidence_v2; "
                              "put facts in claims and guesses in hypotheses")
        if context.parsed is not None:
            for key in dict.fromkeys(context.parsed.duplicate_keys):
                yield Finding((), f"key {key!r} appears more than once in one object; "
                              "expected each key once")
        if document.get("claims") == []:
            yield Finding(("claims",), "claims is empty; expected at least one claim bound to "
                          "the evidence that shows it (guesses alone in hypotheses cannot PASS)")
        seen: dict[str, int] = {}
        for index, claim in context.claims():
            claim_id = claim.get("claim_id")
            if isinstance(claim_id, str):
                if claim_id in seen:
                    yield Finding(("claims", index, "claim_id"),
                                  f"claim_id {claim_id!r} is already used by claims[{seen[claim_id]}]; "
                                  "expected unique claim ids")
                seen.setdefault(claim_id, index)
