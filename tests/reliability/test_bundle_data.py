"""Bundles are JSON data, whether written as JSON or YAML: duplicate keys and YAML-only types.

Duplicate keys: inside `executor_output` a `schema.executor_v2` finding, as in a raw output
file; in the bundle's frame or an invocation dump an input error (exit 2) naming the key.
YAML dates, datetimes, sets, binaries and non-string keys: a located input error, never a
traceback, whatever the output format.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import run_cli

from gatekeeper.rules.support import examples as ex

GOOD = ex.example(ex.claim())
FORGED_TOOL = '"tool_name": "query_metrics"'


def good_json() -> str:
    return json.dumps(GOOD, ensure_ascii=False, indent=2)


def check(path: Path, *extra: str) -> tuple[int, str, str]:
    done = run_cli("check", "--isolated", path, *extra)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, done.stdout, done.stderr


def test_a_duplicate_key_inside_a_json_bundles_output_is_a_schema_finding(tmp_path: Path) -> None:
    # The forged tool name comes first, the real one last: json keeps the last.
    text = good_json().replace('"tool_name": "query_logs"',
                               f'{FORGED_TOOL}, "tool_name": "query_logs"', 1)
    bundle = tmp_path / "dup.bundle.json"
    bundle.write_text(text, encoding="utf-8")
    code, out, _ = check(bundle, "-f", "json")
    [report] = json.loads(out)
    assert code == 1
    assert "schema.executor_v2" in report["gatekeeper_result"]["failed_rules"]
    assert any("'tool_name' appears more than once" in e["message"]
               for e in report["gatekeeper_result"]["errors"])
    # The same output as a raw file with a dump: the same finding.
    output = tmp_path / "out.json"
    output.write_text(json.dumps(GOOD["executor_output"], ensure_ascii=False).replace(
        '"tool_name": "query_logs"', f'{FORGED_TOOL}, "tool_name": "query_logs"', 1),
        encoding="utf-8")
    dump = tmp_path / "dump.json"
    dump.write_text(json.dumps(GOOD["tool_invocations"]), encoding="utf-8")
    code, out, _ = check(output, "--invocations", dump, "-f", "json")
    [raw] = json.loads(out)
    assert raw["gatekeeper_result"]["failed_rules"] == report["gatekeeper_result"]["failed_rules"]


def test_a_second_executor_output_key_is_an_input_error(tmp_path: Path) -> None:
    forged = json.dumps(ex.example(ex.claim(ids=[999]))["executor_output"], ensure_ascii=False)
    text = good_json().replace('"executor_output": {', f'"executor_output": {forged},\n'
                               '  "executor_output": {', 1)
    bundle = tmp_path / "two.bundle.json"
    bundle.write_text(text, encoding="utf-8")
    code, _, err = check(bundle)
    assert code == 2
    assert "two.bundle.json" in err and "'executor_output' appears more than once" in err


def test_a_duplicate_key_in_an_invocation_record_is_an_input_error(tmp_path: Path) -> None:
    text = good_json().replace('"id": 394', '"id": 395, "id": 394')
    for path in (tmp_path / "rec.bundle.json", tmp_path / "dump.invocations.json"):
        path.write_text(text if path.suffix == ".json" and "bundle" in path.name else
                        json.dumps(GOOD["tool_invocations"]).replace('"id": 394',
                                                                     '"id": 395, "id": 394'),
                        encoding="utf-8")
    code, _, err = check(tmp_path / "rec.bundle.json")
    assert code == 2 and "'id' appears more than once" in err
    output = tmp_path / "dump.json"
    output.write_text(json.dumps(GOOD["executor_output"]), encoding="utf-8")
    code, _, err = check(output, "--invocations", tmp_path / "dump.invocations.json")
    assert code == 2 and "'id' appears more than once" in err


YAML_GOOD = """\
session_id: sess-20261129-payment
executor_output:
  answer_version: executor_evidence_v2
  claims:
    - claim_id: claim-1
      claim_type: symptom
      claim_text: payment-service 出现 request timeout after 5000ms。
      support_level: direct
      evidence_bindings:
        - source_type: tool_trace
          tool_name: query_logs
          source_invocation_ids: [394]
          evidence_excerpt: request timeout after 5000ms
tool_invocations:
  - id: 394
    session_id: sess-20261129-payment
    tool_name: query_logs
    output_preview: "2026-11-29 10:02:11 ERROR [payment-service] PayClient - request timeout after 5000ms"
"""


def test_yaml_duplicate_keys_follow_the_json_policy(tmp_path: Path) -> None:
    inside = tmp_path / "inside.bundle.yaml"
    inside.write_text(YAML_GOOD.replace("          tool_name: query_logs\n",
                                        "          tool_name: query_metrics\n"
                                        "          tool_name: query_logs\n"), encoding="utf-8")
    code, out, _ = check(inside, "-f", "json")
    [report] = json.loads(out)
    assert code == 1 and "schema.executor_v2" in report["gatekeeper_result"]["failed_rules"]
    frame = tmp_path / "frame.bundle.yaml"
    frame.write_text(YAML_GOOD.replace("  - id: 394\n", "  - id: 395\n    id: 394\n"),
                     encoding="utf-8")
    code, _, err = check(frame)
    assert code == 2 and "'id' appears more than once" in err and "line 16" in err


@pytest.mark.parametrize(("old", "new", "what"), [
    ("claim_text: payment-service", "claim_text: 2026-11-29\n      x: payment-service", "date"),
    ("claim_text: payment-service 出现 request timeout after 5000ms。",
     "claim_text: 2026-11-29 10:02:11", "date or time"),
    ("source_invocation_ids: [394]", "source_invocation_ids: !!set {394: null}", "set"),
    ("evidence_excerpt: request timeout after 5000ms", "evidence_excerpt: !!binary aGVsbG8=",
     "bytes"),
    ("  - id: 394", "  - id: 2026-11-29", "date"),
    ("      claim_type: symptom", "      2026-11-29: symptom", "date"),
    ("      claim_type: symptom", "      1: symptom", "key"),
])
@pytest.mark.parametrize("output_format", ["text", "json", "sarif"])
def test_yaml_only_values_are_located_input_errors(tmp_path: Path, old: str, new: str,
                                                   what: str, output_format: str) -> None:
    assert old in YAML_GOOD
    bundle = tmp_path / "typed.bundle.yaml"
    bundle.write_text(YAML_GOOD.replace(old, new, 1), encoding="utf-8")
    code, _, err = check(bundle, "-f", output_format)
    assert code == 2, err
    assert "typed.bundle.yaml" in err and "line " in err and what in err
