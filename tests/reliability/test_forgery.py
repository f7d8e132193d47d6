"""Forged evidence never reaches a PASS ceiling, whatever type or encoding carries it.

No rule skips an item assuming another rule reports it: an id that is not a canonical integer or
string is a finding of `evidence.invocation_ref` itself (REJECT), and a binding that resolves to
no invocation of the session is a finding of every evidence rule that could not check it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from helpers import ALL_RULES, run, run_cli

from gatekeeper.rules.support import examples as ex

FORGED_EXCERPT = "connection pool exhausted, 200/200 active"


def forged(ids: list[Any], tool: str = "query_metrics") -> dict[str, Any]:
    """A bundle whose only claim cites `ids` with the wrong tool and an invented excerpt."""
    return ex.example(ex.claim(text="payment-service 连接池耗尽。", ids=ids, tool=tool,
                               excerpt=FORGED_EXCERPT))


def result(path: Path, *extra: Any) -> dict[str, Any]:
    done = run_cli("check", "--isolated", path, "-f", "json", *extra)
    assert done.returncode in (0, 1), done.stderr
    [report] = json.loads(done.stdout)
    return dict(report)


def rules_failing(report: dict[str, Any]) -> set[str]:
    return {e["rule_id"] for e in report["gatekeeper_result"]["errors"]}


NON_CANONICAL_IDS = [999.0, 394.0, 1e3, True, False, None, [394], {"id": 394}, " 394", "394 ",
                     "\u200b394", "39\u00ad4", "３９４", "٣٩٤", "394\n", "", "   "]


@pytest.mark.parametrize("bad", NON_CANONICAL_IDS, ids=repr)
def test_a_non_canonical_id_is_a_finding_of_invocation_ref(bad: Any) -> None:
    bundle = forged([bad], tool="query_logs")
    report = run(bundle["executor_output"], bundle["tool_invocations"], rules=ALL_RULES,
                 session_id=ex.SESSION)
    assert "evidence.invocation_ref" in report.failed_rules, [f.message for f in report.findings]
    assert report.verdict_ceiling == "REJECT"


@pytest.mark.parametrize("ids", [[999.0], [394, 999.0], "1e3"], ids=repr)
def test_a_float_id_forges_no_pass_in_any_input_path(tmp_path: Path, ids: Any) -> None:
    bundle = forged([999] if ids == "1e3" else ids)
    text = json.dumps(bundle, ensure_ascii=False)
    if ids == "1e3":
        text = text.replace("[999]", "[1e3]")
    json_bundle = tmp_path / "case.bundle.json"
    json_bundle.write_text(text, encoding="utf-8")
    yaml_bundle = tmp_path / "case.bundle.yaml"
    yaml_bundle.write_text(yaml.safe_dump(json.loads(text), allow_unicode=True), encoding="utf-8")
    out_dir = tmp_path / "split"
    out_dir.mkdir()
    output = out_dir / "output.json"
    output.write_text(json.dumps(json.loads(text)["executor_output"]).replace(
        "[999]", "[1e3]") if ids == "1e3" else json.dumps(bundle["executor_output"]),
        encoding="utf-8")
    dump = out_dir / "dump.json"
    dump.write_text(json.dumps({"session_id": ex.SESSION,
                                "tool_invocations": bundle["tool_invocations"]}), encoding="utf-8")
    for report in (result(json_bundle), result(yaml_bundle), result(output, "--invocations", dump)):
        assert report["verdict_ceiling"] == "REJECT", report
        assert "evidence.invocation_ref" in rules_failing(report)


@pytest.mark.parametrize("rule", ["evidence.excerpt_similarity", "evidence.misattribution",
                                  "claim.entity_grounding"])
@pytest.mark.parametrize("ids", [[999], [999.0], ["nope"], [True]], ids=repr)
def test_a_binding_an_evidence_rule_could_not_check_is_its_finding(rule: str, ids: Any) -> None:
    bundle = forged(ids, tool="query_logs")
    report = run(bundle["executor_output"], bundle["tool_invocations"], rules=[rule],
                 session_id=ex.SESSION)
    assert report.findings, f"{rule} skipped a binding it could not check"
    # claim.entity_grounding is warn_only in the built-in metadata: its findings warn.
    assert report.status == ("warn" if rule == "claim.entity_grounding" else "fail")


def test_a_binding_of_another_session_is_not_checked_silently() -> None:
    bundle = forged([394], tool="query_logs")
    records = [{**ex.LOG_QUERY, "session_id": "other-session"}]
    for rule in ("evidence.excerpt_similarity", "evidence.misattribution",
                 "claim.entity_grounding"):
        report = run(bundle["executor_output"], records, rules=[rule], session_id=ex.SESSION)
        assert report.status != "pass", rule


@pytest.mark.parametrize("tool", [None, 7, ["query_logs"], "query_logs\u200b", "ｑuery_logs",
                                  "query_l\u043egs", "query\u00ad_logs", " query_logs"], ids=repr)
def test_a_tool_name_that_is_not_the_invocations_is_a_finding(tool: Any) -> None:
    document = ex.example(ex.claim(tool=tool))["executor_output"]
    report = run(document, [ex.LOG_QUERY], rules=["evidence.invocation_ref"],
                 session_id=ex.SESSION)
    assert report.status == "fail", tool


@pytest.mark.parametrize("shape", ["claims", "claim", "binding"])
def test_claims_or_bindings_of_the_wrong_type_are_invocation_ref_findings(shape: str) -> None:
    document: dict[str, Any] = ex.example(ex.claim())["executor_output"]
    if shape == "claims":
        document["claims"] = {"0": document["claims"][0]}
    elif shape == "claim":
        document["claims"].append("payment-service 连接池耗尽。")
    else:
        document["claims"][0]["evidence_bindings"].append("394")
    report = run(document, [ex.LOG_QUERY], rules=["evidence.invocation_ref"],
                 session_id=ex.SESSION)
    assert report.status == "fail", shape


def test_a_verifier_evidence_ref_with_a_float_id_is_a_finding(tmp_path: Path) -> None:
    # The Verifier's evidence_refs share evidence.invocation_ref's reference check.
    case = Path(__file__).resolve().parents[1] / "cases" / "chain" / "chain-pass-payment-zh.bundle.json"
    session = json.loads(case.read_text(encoding="utf-8"))
    session["verifier_output"]["claim_checks"][0]["evidence_refs"][0]["source_invocation_ids"] = [394.0]
    path = tmp_path / "session.bundle.json"
    path.write_text(json.dumps(session, ensure_ascii=False), encoding="utf-8")
    report = result(path)
    assert report["chain_result"]["status"] == "fail", report["chain_result"]
    assert any("not an invocation id" in e["message"] for e in report["chain_result"]["errors"])
