"""The engine (SPEC §4): statuses in index order, the exact gatekeeper_result, the verdict ceiling.

Rules here are small stand-ins whose findings are fixed, so each test says exactly what the
engine does with what a rule reports; the real rules have their own files under tests/rules/.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest
from helpers import doc

from gatekeeper.config import Config
from gatekeeper.engine.runner import Engine
from gatekeeper.parse.executor import parse_executor_output
from gatekeeper.parse.invocations import invocations_from_objects
from gatekeeper.plugin import FAIL, WARN, Finding, Plugin, Rule, RuleContext, RuleMetadata, RuleSet


class Fixed(Rule):
    """Reports the findings it was built with: (path, degree) pairs."""

    def __init__(self, rule_id: str, findings: Sequence[tuple[tuple[Any, ...], str]] = ()) -> None:
        self.id = rule_id  # type: ignore[misc]
        self.findings = findings

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        for path, degree in self.findings:
            yield Finding(path, f"{self.id} says {degree}", degree)


class Crashing(Rule):
    def __init__(self, rule_id: str) -> None:
        self.id = rule_id  # type: ignore[misc]

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        raise KeyError("boom")


class StaticRuleSet(RuleSet):
    """A RuleSet over ready-made rule objects (the registry's discovery is tested elsewhere)."""

    def __init__(self, rules: Sequence[Rule]) -> None:
        super().__init__({r.id: Plugin(r.id, f"tests:{type(r).__name__}", "test-rules", "1.0")
                          for r in rules})
        self._rules = {r.id: r for r in rules}

    def rule(self, rule_id: str) -> Rule:
        return self._rules[rule_id]


def meta(rule_id: str, impact: str = "low_confid_on_fail", severity: str = "error",
         enabled: bool = True) -> RuleMetadata:
    return RuleMetadata(rule_id, rule_id.title(), "test rule", enabled, severity, impact, {})


def run_rules(rules: Sequence[tuple[RuleMetadata, Rule]], document: Any = None):
    engine = Engine(Config(tuple(m for m, _ in rules)), StaticRuleSet([r for _, r in rules]))
    return engine.run(parse_executor_output(document if document is not None else doc()),
                      invocations_from_objects([]))


ROOT_FAIL = [((), FAIL)]
ROOT_WARN = [((), WARN)]


def test_statuses_and_lists_follow_rule_index_order() -> None:
    report = run_rules([
        (meta("z.warns"), Fixed("z.warns", ROOT_WARN)),
        (meta("b.fails"), Fixed("b.fails", [(("claims", 1), FAIL), (("claims", 0), FAIL)])),
        (meta("a.passes"), Fixed("a.passes")),
        (meta("c.fails"), Fixed("c.fails", ROOT_FAIL)),
        (meta("d.warns"), Fixed("d.warns", ROOT_WARN)),
    ])
    assert list(report.rule_statuses) == ["z.warns", "b.fails", "a.passes", "c.fails", "d.warns"]
    result = report.gatekeeper_result
    assert list(result) == ["status", "failed_rules", "warnings", "errors"]
    assert result["status"] == "fail"
    assert result["failed_rules"] == ["b.fails", "c.fails"]
    assert result["warnings"] == ["z.warns", "d.warns"]
    # errors: failures only, by rule in index order, each rule's in the order it reported them
    assert [(e["rule_id"], e["target"]) for e in result["errors"]] == [
        ("b.fails", "claims[1]"), ("b.fails", "claims[0]"), ("c.fails", "$")]
    assert all(set(e) == {"rule_id", "target", "message"} for e in result["errors"])


@pytest.mark.parametrize(("findings", "status"), [([], "pass"), (ROOT_WARN, "warn"), (ROOT_FAIL, "fail")])
def test_overall_status(findings: list, status: str) -> None:
    report = run_rules([(meta("a.rule"), Fixed("a.rule", findings)), (meta("b.rule"), Fixed("b.rule"))])
    assert report.gatekeeper_result["status"] == status
    assert report.gatekeeper_result["errors"] == ([] if status != "fail" else
                                                  [{"rule_id": "a.rule", "target": "$",
                                                    "message": "a.rule says fail"}])


def test_a_rule_with_failures_and_warnings_is_failed_not_warned() -> None:
    report = run_rules([(meta("a.rule"), Fixed("a.rule", [*ROOT_WARN, *ROOT_FAIL]))])
    assert report.failed_rules == ["a.rule"] and report.warnings == []
    assert [f.level for f in report.findings] == [WARN, FAIL]


@pytest.mark.parametrize(("impacts", "ceiling"), [
    ([], "PASS"),
    (["low_confid_on_fail"], "LOW_CONFID"),
    (["reject_on_fail"], "REJECT"),
    (["low_confid_on_fail", "reject_on_fail"], "REJECT"),
    (["warn_only"], "PASS"),
    (["warn_only", "low_confid_on_fail"], "LOW_CONFID"),
])
def test_verdict_ceiling_from_failed_rules_verdict_impact(impacts: list[str], ceiling: str) -> None:
    rules = [(meta(f"r{i}.rule", impact), Fixed(f"r{i}.rule", ROOT_FAIL)) for i, impact in enumerate(impacts)]
    rules.append((meta("ok.rule", "reject_on_fail"), Fixed("ok.rule")))  # passing: no effect
    assert run_rules(rules).verdict_ceiling == ceiling


def test_warn_only_rule_only_warns_and_never_lowers_the_ceiling() -> None:
    report = run_rules([(meta("a.rule", "warn_only"), Fixed("a.rule", ROOT_FAIL))])
    assert report.gatekeeper_result == {"status": "warn", "failed_rules": [], "warnings": ["a.rule"],
                                        "errors": []}
    assert report.verdict_ceiling == "PASS"


def test_severity_warning_only_warns() -> None:
    report = run_rules([(meta("a.rule", "reject_on_fail", severity="warning"), Fixed("a.rule", ROOT_FAIL))])
    assert (report.status, report.verdict_ceiling) == ("warn", "PASS")
    assert report.findings[0].severity == "warning"


def test_weak_finding_of_an_error_rule_warns() -> None:
    report = run_rules([(meta("a.rule", "reject_on_fail"), Fixed("a.rule", ROOT_WARN))])
    assert (report.status, report.verdict_ceiling) == ("warn", "PASS")


def test_disabled_rules_do_not_run() -> None:
    report = run_rules([(meta("a.rule", enabled=False), Fixed("a.rule", ROOT_FAIL)),
                        (meta("b.rule"), Fixed("b.rule"))])
    assert list(report.rule_statuses) == ["b.rule"] and report.status == "pass"


@pytest.mark.parametrize("impact", ["warn_only", "low_confid_on_fail", "reject_on_fail"])
def test_a_crashing_rule_fails_closed_naming_the_plugin(impact: str) -> None:
    report = run_rules([(meta("x.crash", impact, severity="warning"), Crashing("x.crash")),
                        (meta("b.rule"), Fixed("b.rule"))])
    assert report.failed_rules == ["x.crash"]
    [error] = report.gatekeeper_result["errors"]
    assert error["target"] == "$"
    assert error["message"] == "rule crashed (test-rules 1.0 (tests:Crashing)): KeyError: 'boom'"
    assert report.verdict_ceiling == ("REJECT" if impact == "reject_on_fail" else "LOW_CONFID")
    assert report.rule_statuses["b.rule"] == "pass"  # later rules still run


def test_unparsable_output_runs_no_rule() -> None:
    report = run_rules([(meta("a.rule", "reject_on_fail"), Crashing("a.rule"))], document="not json")
    assert report.gatekeeper_result["failed_rules"] == ["schema.executor_v2"]
    assert report.verdict_ceiling == "LOW_CONFID" and report.structured_output is None


def test_normalisation_does_not_touch_the_callers_document() -> None:
    document = doc()
    report = run_rules([(meta("a.rule"), Fixed("a.rule"))], document)
    assert "hypotheses" not in document
    assert report.structured_output["hypotheses"] == []


def test_one_engine_many_outputs_gives_independent_reports() -> None:
    engine = Engine(Config((meta("a.rule"),)), StaticRuleSet([Fixed("a.rule", ROOT_FAIL)]))
    empty = invocations_from_objects([])
    first = engine.run(parse_executor_output(doc()), empty, "one.json")
    second = engine.run(parse_executor_output("{}"), empty, "two.json")
    assert (first.source, second.source) == ("one.json", "two.json")
    assert first.gatekeeper_result == second.gatekeeper_result
