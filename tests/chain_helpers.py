"""Helpers for the chain tests: session bundles run through the real Engine.

`session()` builds a session bundle from the executor example of gatekeeper.rules.support.chain.examples
(or any executor output), `verifier()` / `composer()` the two answers; `ChainRuleTestCase.check`
runs one chain rule (every other chain rule disabled through the real --disable layer, params
through --set) with every Executor rule on, so the rule sees a real gatekeeper_result.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from typing import Any, ClassVar

from helpers import REPO

from gatekeeper.config import Overrides, load_config
from gatekeeper.engine.result import Report, ReportedFinding
from gatekeeper.engine.runner import Engine
from gatekeeper.parse.bundle import case_from_bundle
from gatekeeper.rules.support.chain import examples as ex

CHAIN_RULES = ("verifier.schema", "verifier.verdict", "verifier.coverage", "composer.schema",
               "composer.grounding", "composer.wording")
verifier, composer, session, PASSING = ex.verifier, ex.composer, ex.session, ex.PASSING


@functools.cache
def chain_engine(rules: tuple[str, ...] = CHAIN_RULES,
                 settings: tuple[tuple[str, str], ...] = ()) -> Engine:
    overrides = Overrides(enable=list(rules), disable=[r for r in CHAIN_RULES if r not in rules],
                          set=[f"{k}={v}" for k, v in settings])
    return Engine(load_config(REPO, (), overrides, isolated=True))


def run_bundle(bundle: Mapping[str, Any], rules: tuple[str, ...] = CHAIN_RULES,
               **settings: Any) -> Report:
    pairs = tuple(sorted((k, json.dumps(v, ensure_ascii=False)) for k, v in settings.items()))
    case = case_from_bundle(bundle, "<session>")
    return chain_engine(rules, pairs).run(case.parsed, case.invocations, case.source, case.chain)


def executor(*claims: Mapping[str, Any], **extra: Any) -> dict[str, Any]:
    numbered = [c if "claim_id" in c else {"claim_id": f"claim-{i}", **c}
                for i, c in enumerate(claims, 1)]
    return {"answer_version": "executor_evidence_v2", "claims": numbered, **extra}


def check(claim_id: str = "claim-1", verification: str = "direct_observation",
          refs: Any = None) -> dict[str, Any]:
    return {"claim_id": claim_id, "verification": verification, "detail": "判定说明",
            "evidence_refs": [dict(ex.REF)] if refs is None else refs}


class ChainRuleTestCase:
    rule_id: ClassVar[str]

    def check(self, bundle: Mapping[str, Any], **params: Any) -> list[ReportedFinding]:
        settings = {f"{self.rule_id}.{k}": v for k, v in params.items()}
        report = run_bundle(bundle, (self.rule_id,), **settings)
        assert report.chain_rules == (self.rule_id,), report.rule_statuses
        return [f for f in report.findings if f.rule_id == self.rule_id]

    def messages(self, bundle: Mapping[str, Any], **params: Any) -> list[str]:
        return [f.message for f in self.check(bundle, **params)]

    def assert_pass(self, bundle: Mapping[str, Any], **params: Any) -> None:
        assert self.check(bundle, **params) == []
