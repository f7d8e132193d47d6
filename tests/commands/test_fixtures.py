"""`gatekeeper fixtures`: expect blocks checked against real results; exit 0 / 1 / 2."""

from __future__ import annotations

import json
import shutil

from helpers import REPO, run_cli

FORGED = REPO / "examples" / "forged-evidence.bundle.json"


def _bundle(path, expect=None, **changes):
    data = json.loads(FORGED.read_text(encoding="utf-8"))
    data.pop("expect")
    if expect is not None:
        data["expect"] = expect
    data.update(changes)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
    return path


def test_matching_expectations_pass_and_bundles_without_expect_are_skipped(tmp_path) -> None:
    shutil.copy(FORGED, tmp_path / "forged.bundle.json")
    (tmp_path / "nested").mkdir()
    _bundle(tmp_path / "nested" / "plain.bundle.json")
    result = run_cli("fixtures", tmp_path, "--isolated", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == "fixtures: 1 checked, 0 mismatched, 1 skipped (no expect)"


def test_mismatch_prints_expected_and_actual_per_key_and_exits_1(tmp_path) -> None:
    wrong = _bundle(tmp_path / "wrong.bundle.json", expect={
        "status": "warn", "failed_rules": ["claim.hallucination_phrases", "evidence.invocation_ref",
                                           "evidence.misattribution", "evidence.excerpt_similarity"],
        "warnings": ["claim.entity_grounding"], "verdict_ceiling": "LOW_CONFID"})
    result = run_cli("fixtures", wrong, "--isolated", cwd=tmp_path)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert f'{wrong}: expect.status: expected "warn", actual "fail"' in lines
    assert f'{wrong}: expect.verdict_ceiling: expected "LOW_CONFID", actual "REJECT"' in lines
    assert not any("expect.failed_rules" in line for line in lines)  # same set, other order
    assert any("evidence.invocation_ref [error]" in line for line in lines)  # the cause
    assert lines[-1] == "fixtures: 1 checked, 1 mismatched, 0 skipped (no expect)"


def test_configuration_changes_the_actual_result(tmp_path) -> None:
    shutil.copy(FORGED, tmp_path / "forged.bundle.json")
    result = run_cli("fixtures", tmp_path, "--disable", "claim.hallucination_phrases",
                     "--isolated", cwd=tmp_path)
    assert result.returncode == 1
    assert ('expect.failed_rules: expected ["evidence.invocation_ref", '
            '"evidence.excerpt_similarity", "claim.hallucination_phrases", '
            '"evidence.misattribution"], actual ["evidence.invocation_ref", '
            '"evidence.excerpt_similarity", "evidence.misattribution"]') in result.stdout


def test_input_errors_are_exit_2(tmp_path) -> None:
    bad_value = _bundle(tmp_path / "bad.bundle.json", expect={"status": "FAIL"})
    result = run_cli("fixtures", bad_value, "--isolated", cwd=tmp_path)
    assert result.returncode == 2
    assert "expect.status" in result.stderr and "pass, warn, fail" in result.stderr
    missing = run_cli("fixtures", tmp_path / "missing.bundle.json", cwd=tmp_path)
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    not_bundle = tmp_path / "x.bundle.json"
    not_bundle.write_text("[1, 2]", encoding="utf-8")
    assert run_cli("fixtures", not_bundle, cwd=tmp_path).returncode == 2
