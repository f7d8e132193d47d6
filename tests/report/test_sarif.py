"""--format sarif: validated against the official SARIF 2.1.0 schema, rules and results checked."""

from __future__ import annotations

import io
from pathlib import Path

from helpers import run_cli
from report_corpus import EXPECTED, check
from sarif_check import valid_sarif, validator

from gatekeeper.config import load_config
from gatekeeper.engine.result import FAIL, WARN, Report, ReportedFinding
from gatekeeper.report.sarif import SarifReporter


def test_the_schema_check_can_fail() -> None:
    bad = {"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": [{"level": "fatal"}]}]}
    assert list(validator().iter_errors(bad))


def test_sarif_is_valid_and_describes_rules_and_results(corpus: Path) -> None:
    sarif = valid_sarif(check(corpus, "--format", "sarif").stdout)
    (run,) = sarif["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "gatekeeper" and driver["version"] and driver["informationUri"]
    rules = driver["rules"]
    enabled = [meta.id for meta in load_config(None, (), None, isolated=True).enabled]
    assert [r["id"] for r in rules] == enabled  # index order
    by_id = {rule["id"]: rule for rule in rules}
    ref = by_id["evidence.invocation_ref"]
    assert ref["name"] == "InvocationReferenceCheck"
    assert ref["shortDescription"]["text"] == "校验 source_invocation_ids 是否属于当前 session 且工具名匹配"
    assert ref["fullDescription"]["text"].startswith("evidence.invocation_ref: every claim's evidence")
    assert "reject_on_fail" in ref["help"]["text"]  # the module docstring, whole
    assert ref["defaultConfiguration"]["level"] == "error"
    assert by_id["claim.hallucination_phrases"]["defaultConfiguration"]["level"] == "warning"
    assert run["invocations"] == [{"executionSuccessful": True}]

    results = run["results"]
    per_file: dict[str, list[str]] = {}
    for result in results:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        (location,) = result["locations"]
        physical = location["physicalLocation"]
        uri = physical["artifactLocation"]["uri"]
        assert not uri.startswith("/") and "\\" not in uri
        region = physical["region"]
        line = (corpus / uri).read_text(encoding="utf-8").splitlines()[region["startLine"] - 1]
        leaf = location["logicalLocations"][0]["name"]
        at = line[region["startColumn"] - 1:]
        assert at.lstrip('"').startswith(leaf) if not leaf.isdigit() else at[:1].strip(), line
        assert result["message"]["text"].startswith(location["logicalLocations"][0]["fullyQualifiedName"])
        per_file.setdefault(uri, []).append(result["level"])
    for path, (_, errors, warnings) in EXPECTED.items():
        levels = per_file.get(path, [])
        assert (levels.count("error"), levels.count("warning")) == (errors, warnings), path


def test_unlocated_and_unconfigured_findings_still_validate() -> None:
    findings = (ReportedFinding("x.custom", FAIL, "$", "boom"),
                ReportedFinding("schema.executor_v2", WARN, "claims", "w", ("claims",), 3, 5))
    report = Report("/elsewhere/a b.json", "valid", "", {"x.custom": FAIL}, findings, "PASS")
    for config in (None, load_config(None, (), None, isolated=True)):
        stream = io.StringIO()
        SarifReporter(stream, config=config).write([report])
        results = valid_sarif(stream.getvalue())["runs"][0]["results"]
        assert "region" not in results[0]["locations"][0]["physicalLocation"]
        assert results[1]["locations"][0]["physicalLocation"]["region"] == {"startLine": 3,
                                                                             "startColumn": 5}
        assert results[1]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == \
            "/elsewhere/a%20b.json"


def test_empty_run_is_valid(tmp_path: Path) -> None:
    stream = io.StringIO()
    SarifReporter(stream).write([])
    assert valid_sarif(stream.getvalue())["runs"][0]["results"] == []


def test_waived_and_baselined_findings_are_suppressed_results(corpus: Path) -> None:
    (corpus / ".gatekeeper.yaml").write_text(
        "overrides:\n  - files: [cases/split/*.json]\n    reason: the split example forges on purpose\n"
        "    rules: {evidence.invocation_ref: 'off'}\n", encoding="utf-8")
    baseline = corpus / "baseline.json"
    run_cli("check", "cases", "--write-baseline", str(baseline), "--isolated", cwd=corpus)
    sarif = valid_sarif(run_cli("check", "cases", "--format", "sarif", "--baseline",
                                str(baseline), cwd=corpus).stdout)
    suppressed = [r for r in sarif["runs"][0]["results"] if r.get("suppressions")]
    justifications = {r["suppressions"][0]["justification"] for r in suppressed}
    assert justifications == {"the split example forges on purpose", "recorded in the baseline"}
    assert all(r["suppressions"][0]["kind"] == "external" for r in suppressed)
    assert all(r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in suppressed)


def test_rules_not_configured_are_indexed_once_every_report_is_seen() -> None:
    # Reports are taken as they come (none kept): a rule first reported in a later report is
    # still described, in id order after the configured ones, and every result points at it.
    def waived(rule_id: str) -> dict[str, object]:
        return {"rule_id": rule_id, "severity": "error", "target": "$", "message": "m",
                "line": None, "column": None, "reason": "accepted"}

    first = Report("a.json", "valid", "", {"x.b": FAIL}, (ReportedFinding("x.b", FAIL, "$", "b"),),
                   "PASS", extra={"waived": [waived("x.c"), waived("x.a")]})
    second = Report("b.json", "valid", "", {"x.a": FAIL}, (ReportedFinding("x.a", FAIL, "$", "a"),),
                    "PASS")
    stream = io.StringIO()
    SarifReporter(stream).write(iter([first, second]))
    run = valid_sarif(stream.getvalue())["runs"][0]
    assert [rule["id"] for rule in run["tool"]["driver"]["rules"]] == ["x.a", "x.b"]
    indexes = [(r["ruleId"], r.get("ruleIndex"), bool(r.get("suppressions"))) for r in run["results"]]
    # findings first, then the suppressed ones; a suppressed rule never reported is not described
    assert indexes == [("x.b", 1, False), ("x.a", 0, False), ("x.c", None, True), ("x.a", 0, True)]
