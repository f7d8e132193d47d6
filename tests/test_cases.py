"""Data-driven regression cases: every tests/cases/*.bundle.json meets its `expect` block.

Each case is a fixture bundle (SPEC §2.3) run through the real Engine on the built-in
configuration (no project config). A label `enable:RULE` / `disable:RULE` in the bundle's
`labels` adds that command-line override, for rules off by default. Adding a case is adding a
file; see tests/cases/README.md.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest
from helpers import REPO, run_cli

from gatekeeper.config import Overrides, load_config
from gatekeeper.engine.runner import Engine
from gatekeeper.parse.bundle import load_bundle, load_document

CASES = Path(__file__).resolve().parent / "cases"
CASE_FILES = sorted([*CASES.glob("*.bundle.json"), *CASES.glob("*.bundle.yaml")])


def overrides_from_labels(labels: Any) -> Overrides:
    enable, disable = [], []
    for label in labels or []:
        kind, _, rule_id = str(label).partition(":")
        if kind == "enable":
            enable.append(rule_id)
        elif kind == "disable":
            disable.append(rule_id)
    return Overrides(enable=enable, disable=disable)


@functools.cache
def engine(enable: tuple[str, ...], disable: tuple[str, ...]) -> Engine:
    return Engine(load_config(REPO, (), Overrides(enable, disable), isolated=True))


def actual(path: Path) -> tuple[dict[str, Any], Any]:
    case = load_bundle(path)
    labels = load_document(path, path.read_text(encoding="utf-8")).get("labels")
    overrides = overrides_from_labels(labels)
    report = engine(tuple(overrides.enable), tuple(overrides.disable)).run(
        case.parsed, case.invocations, case.source)
    return {**report.gatekeeper_result, "verdict_ceiling": report.verdict_ceiling}, case.expect


def test_there_are_enough_cases() -> None:
    assert len(CASE_FILES) >= 25


@pytest.mark.parametrize("path", CASE_FILES, ids=lambda p: p.name.split(".bundle")[0])
def test_case_meets_its_expect_block(path: Path) -> None:
    got, expect = actual(path)
    assert expect, f"{path.name} has no expect block"
    assert set(expect) == {"status", "failed_rules", "warnings", "verdict_ceiling"}
    assert {key: got[key] for key in expect} == expect, got["errors"]


def test_cases_cover_every_seed_rule_failing_and_warning() -> None:
    failed, warned = set(), set()
    for path in CASE_FILES:
        expect = load_bundle(path).expect or {}
        failed.update(expect.get("failed_rules", []))
        warned.update(expect.get("warnings", []))
    assert {"schema.executor_v2", "evidence.invocation_ref", "evidence.excerpt_similarity",
            "claim.hallucination_phrases"} <= failed
    assert {"evidence.excerpt_similarity", "claim.evidence_utilization"} <= warned


def test_the_cli_agrees_on_a_failing_and_a_passing_case() -> None:
    for name, code in (("fail-forged-id", 1), ("warn-hdfs-block-en", 0)):
        result = run_cli("check", CASES / f"{name}.bundle.json", "--isolated")
        assert result.returncode == code, result.stdout + result.stderr
