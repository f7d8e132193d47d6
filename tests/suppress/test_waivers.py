"""Waivers (`overrides`): by glob, by JSON pointer, params per glob, and loud validation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import SESSION, binding, bundle, claim, doc, inv, run_cli, write_json

from gatekeeper.config import load_config
from gatekeeper.config.overrides import covers, glob_regex, parse_pointer
from gatekeeper.errors import ConfigError
from gatekeeper.parse.bundle import load_bundle
from gatekeeper.plugin import RuleSet
from gatekeeper.suppress.waivers import waiving_engine

INVOCATIONS = [inv(1, "query_logs", "request timeout after 5000ms")]
GOOD = binding("query_logs", [1], "request timeout after 5000ms")


def speculative_bundle(*texts: str) -> dict[str, Any]:
    """A bundle whose claims are the given texts, each bound to real evidence."""
    return bundle(doc(*(claim(t, GOOD) for t in texts)), INVOCATIONS, session_id=SESSION)


def project(tmp_path: Path, config: str, files: dict[str, dict[str, Any]]) -> Path:
    (tmp_path / ".gatekeeper.yaml").write_text(config, encoding="utf-8")
    for name, content in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        write_json(tmp_path / name, content)
    return tmp_path


def reports(tmp_path: Path, *args: str) -> tuple[int, list[dict[str, Any]]]:
    done = run_cli("check", "--format", "json", *args, cwd=tmp_path)
    assert done.returncode in (0, 1), done.stderr
    return done.returncode, json.loads(done.stdout)


def test_glob_waives_a_rule_for_matching_files_only(tmp_path: Path) -> None:
    project(tmp_path, """
overrides:
  - files: ["fixtures/legacy/**"]
    reason: recorded before the phrase rule existed
    rules: {claim.hallucination_phrases: off}
""", {"fixtures/legacy/deep/a.json": speculative_bundle("根据经验，超时由连接池导致。"),
      "fixtures/b.json": speculative_bundle("根据经验，超时由连接池导致。")})
    code, (other, legacy) = reports(tmp_path, "fixtures")  # sorted by path
    assert code == 1
    assert legacy["file"].endswith("a.json") and legacy["gatekeeper_result"] == {
        "status": "pass", "failed_rules": [], "warnings": [], "errors": []}
    assert legacy["verdict_ceiling"] == "PASS" and legacy["findings"] == []
    [waived] = legacy["waived"]
    assert waived["rule_id"] == "claim.hallucination_phrases"
    assert waived["target"] == "claims[0].claim_text"
    assert waived["reason"] == "recorded before the phrase rule existed"
    assert waived["waiver"] == "overrides[0]"
    assert other["gatekeeper_result"]["failed_rules"] == ["claim.hallucination_phrases"]
    assert other["waived"] == []


def test_globs_are_relative_to_the_project_root_from_any_subdirectory(tmp_path: Path) -> None:
    project(tmp_path, """
overrides:
  - files: ["fixtures/*.json"]
    reason: sample
    rules: {claim.hallucination_phrases: off}
""", {"fixtures/a.json": speculative_bundle("推测是连接池问题。")})
    done = run_cli("check", "a.json", cwd=tmp_path / "fixtures")
    assert done.returncode == 0, done.stdout
    assert "a.json: 1 waived finding(s) not counted" in done.stdout
    assert "1 waived" in done.stdout.splitlines()[-1]


def test_json_pointer_waives_only_at_or_below_the_place(tmp_path: Path) -> None:
    project(tmp_path, """
overrides:
  - files: ["case.json#/claims/1"]
    reason: claim 2 quotes the user verbatim
    rules:
      claim.hallucination_phrases: off
""", {"case.json": speculative_bundle("推测是连接池问题。", "我认为是网络问题。")})
    code, [report] = reports(tmp_path, "case.json")
    assert code == 1
    assert [e["target"] for e in report["gatekeeper_result"]["errors"]] == ["claims[0].claim_text"]
    assert [w["target"] for w in report["waived"]] == ["claims[1].claim_text"]
    assert list(report["gatekeeper_result"]) == ["status", "failed_rules", "warnings", "errors"]


def test_waiving_the_reject_rule_lifts_the_verdict_ceiling(tmp_path: Path) -> None:
    forged = bundle(doc(claim("请求超时。", binding("query_logs", [999], "request timeout"))),
                    INVOCATIONS, session_id=SESSION)
    project(tmp_path, """
overrides:
  - files: ["forged.json#/claims/0/evidence_bindings/0"]
    reason: forged on purpose for a demo
    rules: {evidence.invocation_ref: off, evidence.misattribution: off}
""", {"forged.json": forged})
    done = run_cli("check", "--format", "json", "--disable", "evidence.excerpt_similarity",
                   "--disable", "claim.entity_grounding", "forged.json", cwd=tmp_path)
    [report] = json.loads(done.stdout)
    assert done.returncode == 0, done.stdout
    assert report["verdict_ceiling"] == "PASS"
    assert [w["rule_id"] for w in report["waived"]] == ["evidence.invocation_ref",
                                                         "evidence.misattribution"]


def test_params_override_for_a_glob(tmp_path: Path) -> None:
    project(tmp_path, """
overrides:
  - files: ["zh/**/*.json"]
    reason: this corpus uses its own phrase list
    ruleMetadata:
      claim.hallucination_phrases:
        params: {blacklist: [大概率]}
""", {"zh/x/a.json": speculative_bundle("大概率是连接池问题。"),
      "zh/x/b.json": speculative_bundle("推测是连接池问题。"),
      "c.json": speculative_bundle("推测是连接池问题。")})
    _, by_file = reports(tmp_path, "zh/x/a.json", "zh/x/b.json", "c.json")
    statuses = {Path(r["file"]).name: r["gatekeeper_result"]["status"] for r in by_file}
    assert statuses == {"a.json": "fail", "b.json": "pass", "c.json": "fail"}
    [a_report] = [r for r in by_file if r["file"].endswith("a.json")]
    assert "大概率" in a_report["findings"][0]["message"]


def test_one_engine_per_distinct_effective_configuration(tmp_path: Path) -> None:
    project(tmp_path, """
overrides:
  - files: ["zh/*.json"]
    reason: own phrase list
    ruleMetadata: {claim.hallucination_phrases: {params: {blacklist: [大概率]}}}
  - files: ["zh/a.json#/claims/0"]
    reason: a pointer waiver does not change the configuration
    rules: {claim.hallucination_phrases: off}
""", {})
    engine = waiving_engine(load_config(tmp_path), RuleSet.installed(), tmp_path)
    a, b, c = (str(tmp_path / "zh" / n) for n in ("a.json", "b.json", "../c.json"))
    assert engine.config_for(a) is engine.config_for(b)
    assert engine.config_for(c) is engine.config
    assert engine.config_for(a).rule("claim.hallucination_phrases").params["blacklist"] == ("大概率",)


def test_waiving_engine_is_the_plain_engine_without_overrides(tmp_path: Path) -> None:
    path = write_json(tmp_path / "a.json", speculative_bundle("推测是连接池问题。"))
    case = load_bundle(path)
    engine = waiving_engine(load_config(tmp_path, isolated=True), RuleSet.installed(), tmp_path)
    report = engine.run(case.parsed, case.invocations, case.source)
    assert "waived" not in report.to_dict()
    assert report.failed_rules == ["claim.hallucination_phrases"]


@pytest.mark.parametrize(("entry", "where", "what"), [
    ('{files: [a.json], rules: {claim.hallucination_phrases: "off"}}',
     "(key overrides[0])", "missing required field 'reason'"),
    ('{files: [a.json], reason: "  ", rules: {claim.hallucination_phrases: "off"}}',
     "(key overrides[0].reason)", "expected a reason"),
    ('{files: [a.json], reason: r, rules: {claim.no_such_rule: "off"}}',
     '(key overrides[0].rules["claim.no_such_rule"])', "rule 'claim.no_such_rule' is not in the rule index"),
    ('{files: [a.json], reason: r, ruleMetadata: {claim.no_such_rule: {params: {}}}}',
     '(key overrides[0].ruleMetadata["claim.no_such_rule"])', "not in the rule index"),
    ('{files: [a.json], reason: r, rules: {claim.hallucination_phrases: on}}',
     '(key overrides[0].rules["claim.hallucination_phrases"])', 'expected one of "off", false'),
    ('{files: [a.json], reason: r, rule: {claim.hallucination_phrases: "off"}}',
     "(key overrides[0].rule)", "unknown field 'rule'"),
    ('{files: [a.json], reason: r}', "(key overrides[0])", "needs 'rules'"),
    ('{files: ["a.json#claims/0"], reason: r, rules: {claim.hallucination_phrases: "off"}}',
     "(key overrides[0].files[0])", "must start with '/'"),
    ('{files: ["a.json#/claims"], reason: r, ruleMetadata: {claim.hallucination_phrases: {}}}',
     "(key overrides[0].files[0])", "ruleMetadata applies to whole files"),
    ('{files: [a.json], reason: r, ruleMetadata: {evidence.excerpt_similarity: '
     '{params: {passThreshold: high}}}}',
     '(key overrides[0].ruleMetadata["evidence.excerpt_similarity"].params.passThreshold)',
     "expected number, found string"),
    ('{files: [a.json], reason: r, ruleMetadata: {evidence.excerpt_similarity: '
     '{params: {warnThreshold: 0.9}}}}',
     '(key overrides[0].ruleMetadata["evidence.excerpt_similarity"].params.warnThreshold)',
     "must not exceed passThreshold"),
    ('{files: [a.json], reason: r, ruleMetadata: {claim.evidence_utilization: '
     '{params: {minKeywordCoverage: 7}}}}',  # a disabled rule's params are checked too
     '(key overrides[0].ruleMetadata["claim.evidence_utilization"].params.minKeywordCoverage)',
     "<= 1"),
])
def test_every_entry_is_validated_naming_file_and_key(tmp_path: Path, entry: str, where: str,
                                                      what: str) -> None:
    # The bad entry comes second, so the key names its own index.
    project(tmp_path, "overrides:\n  - {files: [ok.json], reason: fine, rules: "
                      "{claim.hallucination_phrases: 'off'}}\n  - " + entry + "\n", {})
    with pytest.raises(ConfigError) as caught:
        load_config(tmp_path)
    message = str(caught.value)
    assert message.startswith(f"{tmp_path / '.gatekeeper.yaml'} "
                              f"{where.replace('overrides[0]', 'overrides[1]')}: "), message
    assert what in message


def test_a_missing_reason_is_exit_2_from_the_command_line(tmp_path: Path) -> None:
    project(tmp_path, "overrides:\n  - {files: [a.json], rules: {claim.hallucination_phrases: off}}\n",
            {"a.json": speculative_bundle("推测是连接池问题。")})
    done = run_cli("check", "a.json", cwd=tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"gatekeeper: error: {tmp_path / '.gatekeeper.yaml'} (key overrides[0]): "
                           "missing required field 'reason' (expected string)\n")


def test_a_later_layer_replaces_the_overrides_list(tmp_path: Path) -> None:
    project(tmp_path, """
overrides:
  - files: ["a.json"]
    reason: project waiver
    rules: {claim.hallucination_phrases: off}
""", {"a.json": speculative_bundle("推测是连接池问题。")})
    (tmp_path / "extra.yaml").write_text(
        "overrides:\n  - {files: [other.json], reason: r, rules: {evidence.invocation_ref: off}}\n",
        encoding="utf-8")
    assert run_cli("check", "a.json", cwd=tmp_path).returncode == 0
    assert run_cli("check", "a.json", "--config", "extra.yaml", cwd=tmp_path).returncode == 1


@pytest.mark.parametrize(("pattern", "path", "matches"), [
    ("fixtures/*.json", "fixtures/a.json", True),
    ("fixtures/*.json", "fixtures/sub/a.json", False),
    ("fixtures/**/*.json", "fixtures/a.json", True),
    ("fixtures/**/*.json", "fixtures/x/y/a.json", True),
    ("fixtures/**", "fixtures/x/y/a.json", True),
    ("fixtures/**", "fixturesX/a.json", False),
    ("**/legacy/*.json", "a/b/legacy/c.json", True),
    ("**/legacy/*.json", "legacy/c.json", True),
    ("./case?.json", "case1.json", True),
    ("case[!0-4].json", "case7.json", True),
    ("case[!0-4].json", "case3.json", False),
    ("a.json", "x/a.json", False),
])
def test_glob_semantics(pattern: str, path: str, matches: bool) -> None:
    assert (glob_regex(pattern).match(path) is not None) is matches


def test_json_pointer_escapes_and_coverage() -> None:
    assert parse_pointer("/meta/a~1b/m~0n") == ("meta", "a/b", "m~n")
    assert parse_pointer("/claims/%31") == ("claims", "1")
    assert parse_pointer("") == ()
    assert covers(("claims", "1"), ("claims", 1, "claim_text"))
    assert covers(("claims", "1"), ("claims", 1))
    assert not covers(("claims", "1"), ("claims", 10))
    assert not covers(("claims", "1", "claim_text"), ("claims", 1))
    with pytest.raises(ValueError, match="'~' must be followed by 0 or 1"):
        parse_pointer("/a~2")


def test_config_command_shows_the_overrides(tmp_path: Path) -> None:
    project(tmp_path, """
overrides:
  - files: ["a.json"]
    reason: shown by gatekeeper config
    rules: {claim.hallucination_phrases: off}
""", {})
    done = run_cli("config", "--format", "json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["overrides"] == [
        {"files": ["a.json"], "reason": "shown by gatekeeper config",
         "rules": {"claim.hallucination_phrases": False}}]
