"""Misbehaving rules for the fail-closed tests, loaded through the real registry code path
(`gatekeeper.plugin.load_rule` imports "reliability_rules:Class", as for any entry point)."""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from typing import Any

from gatekeeper.plugin import Finding, Rule, RuleContext, RuleMetadata, RuleResult

#: Set by the tests to let an abandoned SlowRule return (so no thread outlives the suite).
RELEASE = threading.Event()


class CrashingRule(Rule):
    id = "test.crashing"

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        raise RuntimeError("boom from a plugin")


class SlowRule(Rule):
    id = "test.slow"

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        RELEASE.wait(60)  # a runaway rule, as far as the engine can tell
        return []


class WrongResultRule(Rule):
    id = "test.wrong_result"

    def validate(self, context: RuleContext, metadata: RuleMetadata) -> RuleResult:
        return None  # type: ignore[return-value]  # not a RuleResult


class ParamRule(Rule):
    """Accepts any `factor` by schema, but fails when it applies an unusable one."""

    id = "test.param"
    params_schema = {"type": "object", "additionalProperties": False,
                     "properties": {"factor": {"type": "number"}}}

    def check_params(self, params: Mapping[str, Any]) -> list[tuple[str, str]]:
        if params.get("factor") == 0:
            return [("factor", "must not be 0 (it divides)")]
        return []

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        1 / params.get("factor", 1)
        return []


class NotARule:
    id = "test.not_a_rule"
