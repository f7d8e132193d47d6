"""Data-driven session bundles: every tests/cases/chain/*.bundle.json meets its `expect` block.

Like tests/test_cases.py, but each case carries the chain too (original_query, verifier_output,
composer_output) and its expect block has `chain_result` beside the four Executor keys. Runs
through the real Engine on the built-in configuration, the way `gatekeeper check` does (chain
rules included). See tests/cases/README.md.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from chain_helpers import CHAIN_RULES
from helpers import REPO, run_cli

from gatekeeper.commands.fixtures import expected_view
from gatekeeper.config import load_config
from gatekeeper.engine.runner import Engine
from gatekeeper.parse.bundle import load_bundle

CASES = Path(__file__).resolve().parent / "cases" / "chain"
CASE_FILES = sorted(CASES.glob("*.bundle.json"))


@functools.cache
def engine() -> Engine:
    return Engine(load_config(REPO, isolated=True))


def test_there_are_enough_session_cases() -> None:
    assert len(CASE_FILES) >= 15


@pytest.mark.parametrize("path", CASE_FILES, ids=lambda p: p.name.split(".bundle")[0])
def test_session_case_meets_its_expect_block(path: Path) -> None:
    case = load_bundle(path)
    assert case.chain is not None and case.chain.verifier is not None, path.name
    report = engine().run(case.parsed, case.invocations, case.source, case.chain)
    expect = case.expect or {}
    assert set(expect) == {"status", "failed_rules", "warnings", "verdict_ceiling", "chain_result"}
    got = expected_view(report)
    chain = {key: got["chain_result"][key] for key in expect["chain_result"]}
    assert {**{key: got[key] for key in expect}, "chain_result": chain} == expect, report.findings
    assert path.name.startswith(f"chain-{report.chain_result['status']}-")


def test_session_cases_fail_every_chain_rule() -> None:
    failed = set()
    for path in CASE_FILES:
        failed.update((load_bundle(path).expect or {})["chain_result"]["failed_rules"])
    assert failed == set(CHAIN_RULES)


def test_gatekeeper_fixtures_and_check_agree() -> None:
    fixtures = run_cli("fixtures", CASES, "--isolated")
    assert fixtures.returncode == 0, fixtures.stdout
    assert f"fixtures: {len(CASE_FILES)} checked, 0 mismatched" in fixtures.stdout
    for name, code in (("chain-fail-composer-invents-error-code", 1), ("chain-pass-payment-zh", 0)):
        result = run_cli("check", CASES / f"{name}.bundle.json", "--isolated")
        assert result.returncode == code, result.stdout + result.stderr
