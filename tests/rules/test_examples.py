"""Every installed rule's examples are complete cases that do what `gatekeeper explain` says.

Run through the real engine on the built-in configuration with the rule enabled: the fail
example makes that rule, and no other, fail (or warn, for a rule that only warns); the pass
example passes every enabled rule. Both are valid fixture bundles.
"""

from __future__ import annotations

import importlib.util

import pytest

from gatekeeper.commands.explain import run_example
from gatekeeper.config import Overrides, load_config
from gatekeeper.engine.result import FAIL, PASS, WARN
from gatekeeper.parse.schemas import validators as schemas
from gatekeeper.plugin import RuleSet, find_plugins

RULE_IDS = sorted(find_plugins())


def _needs(rule_id: str) -> None:
    # claim.evidence_utilization needs the keyword extractor, written in a separate issue.
    if rule_id == "claim.evidence_utilization" and importlib.util.find_spec(
            "gatekeeper.rules.support.text.keywords") is None:
        pytest.skip("gatekeeper.rules.support.text.keywords not on this tree yet")


def _run(rule_id: str, kind: str):
    rule_set = RuleSet.installed()
    config = load_config(isolated=True, overrides=Overrides(enable=[rule_id]), rule_set=rule_set)
    return config, run_example(rule_id, rule_set.rule(rule_id).examples[kind], config)


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_fail_example_fails_only_its_rule(rule_id: str) -> None:
    _needs(rule_id)
    config, report = _run(rule_id, "fail")
    meta = config.rule(rule_id)
    only_warns = meta.severity == "warning" or meta.verdict_impact == "warn_only"
    assert report.rule_statuses[rule_id] == (WARN if only_warns else FAIL)
    others = {r: s for r, s in report.rule_statuses.items() if r != rule_id}
    assert set(others.values()) <= {PASS}, others
    assert report.findings and {f.rule_id for f in report.findings} == {rule_id}


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_pass_example_passes_every_rule(rule_id: str) -> None:
    _needs(rule_id)
    _, report = _run(rule_id, "pass")
    assert rule_id in report.rule_statuses
    assert report.status == PASS, [(f.rule_id, f.message) for f in report.findings]


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_examples_are_fixture_bundles(rule_id: str) -> None:
    examples = RuleSet.installed().rule(rule_id).examples
    assert set(examples) == {"fail", "pass"}
    for bundle in examples.values():
        assert schemas.validation_problems("bundle", bundle) == []
