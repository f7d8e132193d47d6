"""`gatekeeper schema` and the shipped schemas: valid Draft 2020-12, and they agree with the code.

The invocation-dump and bundle schemas must accept what Gatekeeper accepts and reject what it
rejects: each sample below is fed to both the parser and the schema.
"""

from __future__ import annotations

import json
import shutil

import pytest
from helpers import REPO, run_cli
from jsonschema import Draft202012Validator

from gatekeeper.errors import InputError
from gatekeeper.parse.bundle import case_from_bundle
from gatekeeper.parse.invocations import load_invocations
from gatekeeper.resources import SCHEMA_FILES, schema

REC = {"id": 394, "tool_name": "query_logs", "session_id": "s1", "output_preview": "timeout"}
TRACE = {"trace_ref": "t1", "tool_name": "query_logs", "source_invocation_ids": [394],
         "output_summary": "timeout"}


def _valid(name: str, instance: object) -> bool:
    return Draft202012Validator(schema(name)).is_valid(instance)


@pytest.mark.parametrize("name", sorted(SCHEMA_FILES))
def test_every_shipped_schema_is_valid_draft_2020_12(name: str) -> None:
    document = schema(name)
    Draft202012Validator.check_schema(document)
    assert document["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert document["$id"].endswith(SCHEMA_FILES[name])


def test_schema_command_prints_the_file_byte_for_byte(tmp_path) -> None:
    for name, file in SCHEMA_FILES.items():
        result = run_cli("schema", name, cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        assert result.stdout == (REPO / "schemas" / file).read_text(encoding="utf-8")
    listing = run_cli("schema", "--list", cwd=tmp_path).stdout.splitlines()
    assert [line.split()[0] for line in listing[1:]] == list(SCHEMA_FILES)
    unknown = run_cli("schema", "nope", cwd=tmp_path)
    assert unknown.returncode == 2 and "executor-output, invocations" in unknown.stderr


def test_self_contained_copies_do_not_drift() -> None:
    assert schema("bundle")["$defs"] == schema("invocations")["$defs"]
    standalone = {k: v for k, v in schema("result").items() if not k.startswith("$") and k != "title"}
    assert schema("report")["$defs"]["gatekeeperResult"] == standalone
    assert schema("reports")["$defs"]["report"] == schema("report")  # self-contained too


DUMPS_ACCEPTED = [
    [REC],
    [],
    [{**REC, "id": "394"}, {"id": 395, "tool_name": "t", "retrieval_details": {"a": [1]}}],
    {"session_id": "s1", "tool_invocations": [REC], "tool_trace_summary": [TRACE]},
    {"tool_invocations": [REC], "tool_trace_summary": None},
    REC,  # a one-line JSON Lines dump
    [{**REC, "extra": "ignored", "output_preview": None}],
]
DUMPS_REJECTED = [
    [{"tool_name": "t"}],
    [{"id": True, "tool_name": "t"}],
    [{"id": "  ", "tool_name": "t"}],
    [{"id": 1, "tool_name": ""}],
    [{"id": 1, "tool_name": "t", "output_preview": 5}],
    [{"id": 1, "tool_name": "t", "session_id": ["s"]}],
    {"tool_invocations": {}},
    {"tool_invocations": [REC], "unknown": 1},
    {"tool_invocations": [REC], "tool_trace_summary": [{"trace_ref": "t"}]},
    "just a string",
    [1, 2],
]


@pytest.mark.parametrize("dump", DUMPS_ACCEPTED)
def test_dump_accepted_by_code_and_schema(dump: object) -> None:
    load_invocations(json.dumps(dump), "dump.json")
    assert _valid("invocations", dump)


@pytest.mark.parametrize("dump", DUMPS_REJECTED)
def test_dump_rejected_by_code_and_schema(dump: object) -> None:
    with pytest.raises(InputError):
        load_invocations(json.dumps(dump), "dump.json")
    assert not _valid("invocations", dump)


def test_json_lines_records_validate_one_by_one() -> None:
    lines = [REC, {"id": 395, "tool_name": "t", "session_id": "s1"}]
    load_invocations("\n".join(json.dumps(r) for r in lines), "dump.jsonl")
    assert all(_valid("invocations", r) for r in lines)


OUTPUT = {"answer_version": "executor_evidence_v2", "claims": []}
BUNDLES_ACCEPTED = [
    {"executor_output": OUTPUT, "tool_invocations": [REC]},
    {"executor_output": "```json\n{}\n```", "tool_invocations": []},
    {"executor_output": OUTPUT, "tool_invocations": [REC], "session_id": "s1",
     "tool_trace_summary": [TRACE], "description": "a case", "labels": ["forged", "zh"],
     "expect": {"status": "fail", "failed_rules": ["evidence.invocation_ref"], "warnings": [],
                "verdict_ceiling": "REJECT"}},
    {"executor_output": OUTPUT, "tool_invocations": [REC], "labels": {"team": "payments"},
     "expect": {}},
]
BUNDLES_REJECTED = [
    {"executor_output": OUTPUT},
    {"executor_output": 5, "tool_invocations": []},
    {"executor_output": OUTPUT, "tool_invocations": {}},
    {"executor_output": OUTPUT, "tool_invocations": [], "surprise": 1},
    {"executor_output": OUTPUT, "tool_invocations": [], "expect": {"status": "fail", "x": 1}},
    {"executor_output": OUTPUT, "tool_invocations": [], "expect": {"failed_rules": "a"}},
    {"executor_output": OUTPUT, "tool_invocations": [], "expect": []},
    {"executor_output": OUTPUT, "tool_invocations": [{"id": 1}]},
    {"executor_output": OUTPUT, "tool_invocations": [REC], "tool_trace_summary": "x"},
]


@pytest.mark.parametrize("bundle", BUNDLES_ACCEPTED)
def test_bundle_accepted_by_code_and_schema(bundle: dict) -> None:
    case_from_bundle(bundle, "case.bundle.json")
    assert _valid("bundle", bundle)


@pytest.mark.parametrize("bundle", BUNDLES_REJECTED)
def test_bundle_rejected_by_code_and_schema(bundle: dict) -> None:
    with pytest.raises(InputError):
        case_from_bundle(bundle, "case.bundle.json")
    assert not _valid("bundle", bundle)


def test_shipped_examples_validate() -> None:
    examples = sorted((REPO / "examples").glob("*.bundle.json"))
    assert examples
    for path in examples:
        assert _valid("bundle", json.loads(path.read_text(encoding="utf-8"))), path


def test_check_json_output_validates_against_report_and_result(tmp_path) -> None:
    broken = tmp_path / "broken.bundle.json"
    broken.write_text(json.dumps({"executor_output": "{not json", "tool_invocations": []}),
                      encoding="utf-8")
    result = run_cli("check", *sorted((REPO / "examples").glob("*.bundle.json")), broken,
                     "--format", "json", "--isolated", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    reports = json.loads(result.stdout)
    assert len(reports) == 3
    assert {r["gatekeeper_result"]["status"] for r in reports} == {"pass", "fail"}
    assert any(f["line"] is not None for r in reports for f in r["findings"])
    for report in reports:
        assert _valid("report", report), report["file"]
        assert _valid("result", report["gatekeeper_result"])
    assert not _valid("result", {**reports[0]["gatekeeper_result"], "verdict_ceiling": "PASS"})


def test_reports_with_waivers_and_baseline_validate(tmp_path) -> None:
    shutil.copy(REPO / "examples" / "forged-evidence.bundle.json", tmp_path / "forged.bundle.json")
    (tmp_path / ".gatekeeper.yaml").write_text(
        "overrides:\n  - files: ['*.bundle.json']\n    reason: known speculative wording\n"
        "    rules: {claim.hallucination_phrases: 'off'}\n", encoding="utf-8")
    baseline = tmp_path / "baseline.json"
    written = run_cli("check", "forged.bundle.json", "--write-baseline", baseline, cwd=tmp_path)
    assert baseline.is_file(), written.stderr
    result = run_cli("check", "forged.bundle.json", "--baseline", baseline, "--format", "json",
                     cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    [report] = json.loads(result.stdout)
    assert report["waived"] and report["baselined"]
    assert _valid("report", report)
    assert not _valid("report", {**report, "surprise": 1})
    assert not _valid("report", {**report, "findings": [{**report["baselined"][0]}]})
