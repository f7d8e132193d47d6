"""The chain through the console script: check (every format, waivers, baseline, --jobs), and the
payload, compose-input and evaluation commands, with their input errors (exit 2)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from chain_helpers import composer, session, verifier
from helpers import REPO, run_cli, write_json
from sarif_check import valid_sarif

from gatekeeper.rules.support import examples as ex

CASES = REPO / "tests" / "cases" / "chain"
INVENTS = CASES / "chain-fail-composer-invents-error-code.bundle.json"
FORGED = CASES / "chain-fail-forged-id-verifier-pass.bundle.json"


def check(*args: object, cwd: Path | None = None):
    return run_cli("check", *args, "--isolated", cwd=cwd)


def test_json_and_jsonl_carry_chain_result_beside_the_four_keys() -> None:
    result = check(INVENTS, "--format", "json")
    assert result.returncode == 1
    report = json.loads(result.stdout)[0]
    assert report["gatekeeper_result"] == {"status": "pass", "failed_rules": [], "warnings": [],
                                           "errors": []}
    assert report["chain_result"]["failed_rules"] == ["composer.grounding"]
    assert report["findings"][0]["rule_id"] == "composer.grounding" and report["findings"][0]["line"]
    line = json.loads(check(INVENTS, "--format", "jsonl").stdout.splitlines()[0])
    assert line["chain_result"] == report["chain_result"]
    from gatekeeper.parse.schemas.validators import validation_problems

    assert validation_problems("report", report) == []
    plain = json.loads(check(REPO / "examples" / "payment-timeout.bundle.json", "--format", "json").stdout)
    assert "chain_result" not in plain[0]


def test_sarif_junit_and_github_show_chain_findings() -> None:
    sarif = valid_sarif(check(FORGED, "--format", "sarif").stdout)["runs"][0]
    # Every evidence rule reports the forged binding it could not check (fail closed).
    assert {r["ruleId"] for r in sarif["results"]} == {
        "evidence.invocation_ref", "evidence.excerpt_similarity", "evidence.misattribution",
        "claim.entity_grounding", "verifier.verdict"}
    assert "verifier.verdict" in {rule["id"] for rule in sarif["tool"]["driver"]["rules"]}
    located = next(r for r in sarif["results"] if r["ruleId"] == "verifier.verdict")
    assert located["locations"][0]["physicalLocation"]["region"]["startLine"] == 82
    junit = ET.fromstring(check(FORGED, "--format", "junit").stdout)
    failure = junit.find(".//failure")
    assert failure is not None and "verifier.verdict" in failure.text
    assert "chain fail" in failure.get("message") and "verifier.verdict" in failure.get("type")
    github = check(FORGED, "--format", "github").stdout
    assert "title=verifier.verdict::verifier_output.verdict: verdict PASS" in github


def test_exit_code_counts_chain_findings_and_fail_on(tmp_path: Path) -> None:
    bundle = session(verifier(), composer())
    write_json(tmp_path / "ok.bundle.json", bundle)
    assert check(tmp_path / "ok.bundle.json").returncode == 0
    bundle["composer_output"]["user_facing_answer"] += "CPU 使用率 97%。"
    write_json(tmp_path / "bad.bundle.json", bundle)
    assert check(tmp_path / "bad.bundle.json").returncode == 1
    warn_only = run_cli("check", tmp_path / "bad.bundle.json", "--isolated",
                        "--set", "composer.grounding.verdictImpact=warn_only")
    assert warn_only.returncode == 0 and "[warning]" in warn_only.stdout
    assert run_cli("check", tmp_path / "bad.bundle.json", "--isolated", "--disable",
                   "composer.grounding").returncode == 0


def test_waivers_and_baseline_cover_chain_findings(tmp_path: Path) -> None:
    shutil.copy(FORGED, tmp_path / "forged.bundle.json")
    (tmp_path / ".gatekeeper.yaml").write_text(
        'overrides:\n  - files: ["forged.bundle.json#/verifier_output/verdict"]\n'
        "    reason: the Verifier of this old session predates the chain rules\n"
        "    rules: {verifier.verdict: off}\n", encoding="utf-8")
    result = run_cli("check", "forged.bundle.json", "--format", "json", cwd=tmp_path)
    report = json.loads(result.stdout)[0]
    assert report["chain_result"]["status"] == "pass" and report["waived"][0]["rule_id"] == \
        "verifier.verdict"
    assert report["gatekeeper_result"]["status"] == "fail" and report["verdict_ceiling"] == "REJECT"
    (tmp_path / ".gatekeeper.yaml").unlink()
    written = run_cli("check", "forged.bundle.json", "--write-baseline", "b.json", cwd=tmp_path)
    assert "5 finding(s)" in written.stderr  # 4 on the forged binding, 1 on the verdict
    again = run_cli("check", "forged.bundle.json", "--baseline", "b.json", "--format", "json",
                    cwd=tmp_path)
    assert again.returncode == 0, again.stdout
    judged = json.loads(again.stdout)[0]
    assert judged["chain_result"]["status"] == "pass" and len(judged["baselined"]) == 5


def test_parallel_and_serial_runs_agree_on_session_bundles() -> None:
    serial = run_cli("check", CASES, "--isolated", "--format", "json", "--jobs", "1")
    parallel = run_cli("check", CASES, "--isolated", "--format", "json", "--jobs", "2")
    assert serial.stdout == parallel.stdout and serial.returncode == parallel.returncode == 1


# --- payload, compose-input, evaluation --------------------------------------------------------

def test_payload_of_a_bundle_and_of_a_split_output(tmp_path: Path) -> None:
    from_bundle = run_cli("payload", FORGED, "--isolated")
    assert from_bundle.returncode == 0, from_bundle.stderr
    payload = json.loads(from_bundle.stdout)
    assert payload["gatekeeper_result"]["failed_rules"] == [
        "evidence.invocation_ref", "evidence.excerpt_similarity", "evidence.misattribution"]
    bundle = json.loads(FORGED.read_text(encoding="utf-8"))
    (tmp_path / "out.txt").write_text("```json\n" + json.dumps(bundle["executor_output"],
                                                              ensure_ascii=False) + "\n```\n")
    write_json(tmp_path / "dump.json", {"session_id": bundle["session_id"],
                                        "tool_invocations": bundle["tool_invocations"]})
    write_json(tmp_path / "retry.json", {"round": 2, "gaps": ["网关配置"]})
    split = json.loads(run_cli("payload", tmp_path / "out.txt", "--invocations",
                               tmp_path / "dump.json", "--query", "为什么失败？", "--retry-context",
                               tmp_path / "retry.json", "--isolated").stdout)
    assert split["original_query"] == "为什么失败？" and split["retry_context"]["round"] == 2
    assert split["executor_raw_output"].startswith("```json")
    assert split["gatekeeper_result"]["failed_rules"] == payload["gatekeeper_result"]["failed_rules"]


def test_chain_commands_read_standard_input_as_check_does(tmp_path: Path) -> None:
    overstated = CASES / "chain-pass-hypothesis-as-claim-overstated.bundle.json"
    for command, case in (("payload", FORGED), ("compose-input", overstated),
                          ("evaluation", overstated)):
        from_file = run_cli(command, case, "--isolated")
        piped = run_cli(command, "-", "--isolated", stdin=case.read_text(encoding="utf-8"))
        assert piped.returncode == 0, piped.stderr
        # the same, but for the name messages give the dump: `<stdin>`, as `check` calls it
        assert json.loads(piped.stdout.replace("<stdin>", str(case))) == json.loads(
            from_file.stdout), command
    bundle = json.loads(FORGED.read_text(encoding="utf-8"))
    output = json.dumps(bundle["executor_output"], ensure_ascii=False)
    dump = json.dumps({"session_id": bundle["session_id"],
                       "tool_invocations": bundle["tool_invocations"]}, ensure_ascii=False)
    (tmp_path / "out.json").write_text(output, encoding="utf-8")
    (tmp_path / "dump.json").write_text(dump, encoding="utf-8")
    expected = json.loads(run_cli("payload", tmp_path / "out.json", "--invocations",
                                  tmp_path / "dump.json", "--isolated").stdout)
    for args, piped_text in ((["-", "--invocations", tmp_path / "dump.json"], output),
                             ([tmp_path / "out.json", "--invocations", "-"], dump)):
        piped = run_cli("payload", *args, "--isolated", stdin=piped_text)
        assert piped.returncode == 0, piped.stderr
        assert json.loads(piped.stdout.replace("<stdin>", str(tmp_path / "dump.json"))) == expected
    both = run_cli("payload", "-", "--invocations", "-", "--isolated", stdin=dump)
    assert both.returncode == 2 and "not both" in both.stderr
    broken = run_cli("payload", "-", "--isolated", stdin='{"executor_output": ')
    assert broken.returncode == 2 and broken.stderr.startswith("gatekeeper: error: <stdin>: ")
    assert "Traceback" not in broken.stderr


@pytest.mark.parametrize(("args", "expected"), [
    (["payload", "missing.json"], "missing.json"),
    (["payload", "{out}", "--invocations", "{out}", "--retry-context", "{bad}"], "retry context is not JSON"),
    (["compose-input", "{plain}"], "the bundle has no verifier_output"),
    (["evaluation", "{broken}"], "verifier_output"),
    (["compose-input", "{noverdict}"], "no valid verdict"),
])
def test_input_errors_exit_2(args: list[str], expected: str, tmp_path: Path) -> None:
    files = {"out": write_json(tmp_path / "o.json", []), "bad": tmp_path / "bad.json",
             "plain": write_json(tmp_path / "p.bundle.json", session()),
             "broken": write_json(tmp_path / "b.bundle.json", session("{oops")),
             "noverdict": write_json(tmp_path / "n.bundle.json", session({"verdict": "?"}))}
    files["bad"].write_text("{not json", encoding="utf-8")
    result = run_cli(*[a.format(**files) for a in args], "--isolated", cwd=tmp_path)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stderr.startswith("gatekeeper: error: ") and expected in result.stderr
    assert "Traceback" not in result.stderr


def test_compose_input_and_evaluation_commands(tmp_path: Path) -> None:
    overstated = CASES / "chain-pass-hypothesis-as-claim-overstated.bundle.json"
    composed = json.loads(run_cli("compose-input", overstated, "--isolated").stdout)
    assert composed["verdict"] == "LOW_CONFID" and len(composed["allowed_hypotheses"]) == 2
    record = json.loads(run_cli("evaluation", overstated, "--isolated").stdout)
    assert record["facts_checked"][1]["verification"] == "indirect_support"
    skipped = run_cli("compose-input", CASES / "chain-pass-malformed-executor.bundle.json",
                      "--isolated")
    assert skipped.returncode == 0 and skipped.stdout == "null\n"
    assert "the Composer is skipped" in skipped.stderr
    assert ex.SESSION  # the example session is unrelated to the cases' session
