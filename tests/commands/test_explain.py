"""`gatekeeper explain RULE`: documentation, settings with origins, params with defaults, examples."""

from __future__ import annotations

import json

from helpers import run_cli


def test_text_shows_doc_settings_and_both_examples_run(tmp_path) -> None:
    result = run_cli("explain", "evidence.invocation_ref", "--isolated", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.startswith("evidence.invocation_ref — Invocation Reference Check\n")
    assert "every claim's evidence points at real invocations" in out  # the module docstring
    assert "reject_on_fail" in out and "00-index.yaml" in out and "10-metadata.yaml" in out
    assert "Provided by: gatekeeper-lint" in out
    failing, passing = out.split("Failing example")[1].split("Passing example")
    assert "=> evidence.invocation_ref: fail" in failing
    assert "does not match invocation 394" in failing
    assert "=> evidence.invocation_ref: pass" in passing
    assert '"executor_output"' in failing and '"tool_invocations"' in passing


def test_params_show_value_default_and_the_layer_that_set_them(tmp_path) -> None:
    (tmp_path / ".gatekeeper.yaml").write_text(
        "ruleMetadata:\n  evidence.excerpt_similarity:\n    params:\n      warnThreshold: 0.25\n",
        encoding="utf-8")
    flag = "evidence.excerpt_similarity.passThreshold=0.6"
    result = run_cli("explain", "evidence.excerpt_similarity", "--set", flag, "--format", "json",
                     cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    info = json.loads(result.stdout)
    params = {p["name"]: p for p in info["params"]}
    assert params["passThreshold"] == {"name": "passThreshold", "value": 0.6, "default": 0.5,
                                       "setBy": f"--set {flag}"}
    assert params["warnThreshold"]["value"] == 0.25 and params["warnThreshold"]["default"] == 0.3
    assert params["warnThreshold"]["setBy"] == str(tmp_path / ".gatekeeper.yaml")
    assert params["compareAgainst"]["setBy"].endswith("10-metadata.yaml")
    assert info["examples"]["fail"]["status"] == "fail"
    assert info["examples"]["pass"]["status"] == "pass"
    text = run_cli("explain", "evidence.excerpt_similarity", "--set", flag, cwd=tmp_path).stdout
    row = next(line for line in text.splitlines() if line.strip().startswith("passThreshold"))
    assert row.split()[:3] == ["passThreshold", "0.6", "0.5"] and row.endswith(f"--set {flag}")


def test_disabled_rule_still_runs_its_examples(tmp_path) -> None:
    result = run_cli("explain", "claim.hallucination_phrases", "--disable",
                     "claim.hallucination_phrases", "--format", "json", cwd=tmp_path)
    info = json.loads(result.stdout)
    assert info["enabled"] is False
    assert info["origins"]["enabled"] == "--disable claim.hallucination_phrases"
    assert info["examples"]["fail"]["status"] == "fail"


def test_unknown_rule_is_exit_2_with_a_suggestion(tmp_path) -> None:
    result = run_cli("explain", "evidence.invocation_rf", cwd=tmp_path)
    assert result.returncode == 2
    assert "did you mean evidence.invocation_ref" in result.stderr
    assert "Traceback" not in result.stderr
