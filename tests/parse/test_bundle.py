"""Fixture bundles (SPEC §2.3): one JSON or YAML file holding a whole case."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from helpers import REPO, binding, bundle, claim, doc, inv, run_cli, write_json

from gatekeeper.errors import InputError
from gatekeeper.parse.bundle import load_bundle

DOCUMENT = doc(claim("payment-service 出现请求超时日志。", binding("query_logs", [394], "request timeout")))
RECORDS = [inv(394, "query_logs", "ERROR [payment-service] request timeout after 5000ms", session_id="s1")]


def test_json_bundle(tmp_path: Path) -> None:
    case = load_bundle(write_json(tmp_path / "b.json", bundle(DOCUMENT, RECORDS, session_id="s1")))
    assert case.parsed.status == "valid" and case.invocations.current_session == "s1"
    assert case.expect is None


def test_yaml_bundle_with_expect(tmp_path: Path) -> None:
    path = tmp_path / "b.yaml"
    path.write_text(yaml.safe_dump(bundle(DOCUMENT, RECORDS, expect={"status": "pass"}),
                                   allow_unicode=True), encoding="utf-8")
    case = load_bundle(path)
    assert case.parsed.document == DOCUMENT and case.expect == {"status": "pass"}


def test_executor_output_as_raw_text_is_linted_as_text(tmp_path: Path) -> None:
    raw = "```json\n" + json.dumps(DOCUMENT, ensure_ascii=False) + "\n```"
    case = load_bundle(write_json(tmp_path / "b.json", bundle(raw, RECORDS)))
    assert case.parsed.status == "valid"
    broken = load_bundle(write_json(tmp_path / "c.json", bundle("{ not json", RECORDS)))
    assert broken.parsed.status == "malformed"


def test_explicit_session_overrides_the_bundles(tmp_path: Path) -> None:
    path = write_json(tmp_path / "b.json", bundle(DOCUMENT, RECORDS, session_id="s1"))
    assert load_bundle(path, session_id="s2").invocations.current_session == "s2"


@pytest.mark.parametrize(("frame", "message"), [
    ({"executor_output": {}, "tool_invocations": [], "extra": 1}, "unknown bundle key 'extra'"),
    ({"executor_output": 5, "tool_invocations": []}, "(executor_output): expected an object or a string"),
    ({"executor_output": {}}, "(tool_invocations): expected an array"),
    ({"executor_output": {}, "tool_invocations": [], "expect": {"verdict": "PASS"}},
     "(expect): unknown key 'verdict'"),
    ({"executor_output": {}, "tool_invocations": [], "expect": {"failed_rules": "x"}},
     "(expect.failed_rules): expected an array of rule ids"),
    ({"executor_output": {}, "tool_invocations": [{"id": 1}]},
     "(tool_invocations[0]): 'tool_name' must be a non-empty string"),
    ({"tool_invocations": []}, "not a fixture bundle"),
])
def test_broken_frames_are_input_errors(tmp_path: Path, frame: dict, message: str) -> None:
    with pytest.raises(InputError) as error:
        load_bundle(write_json(tmp_path / "b.json", frame))
    assert message in str(error.value)


def test_invalid_yaml_bundle_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "b.yaml"
    path.write_text("executor_output: {}\ntool_invocations: [\n  - bad: [\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"b\.yaml \(line \d+ column \d+\): invalid YAML"):
        load_bundle(path)


def test_yaml_python_tags_are_rejected(tmp_path: Path) -> None:
    path = tmp_path / "b.yaml"
    path.write_text("executor_output: !!python/object/apply:os.system ['true']\ntool_invocations: []\n",
                    encoding="utf-8")
    with pytest.raises(InputError, match="invalid YAML"):
        load_bundle(path)


@pytest.mark.parametrize("example", sorted((REPO / "examples").glob("*.bundle.json")),
                         ids=lambda p: p.name)
def test_shipped_examples_meet_their_expect_block(example: Path) -> None:
    expect = json.loads(example.read_text(encoding="utf-8")).get("expect")
    result = run_cli("check", example, "--format", "json", "--isolated")
    assert result.returncode in (0, 1), result.stderr
    [report] = json.loads(result.stdout)
    if expect:
        got = {**report["gatekeeper_result"], "verdict_ceiling": report["verdict_ceiling"]}
        assert {k: got[k] for k in expect} == expect


def test_bundle_through_the_cli_needs_no_invocations_flag(tmp_path: Path) -> None:
    path = write_json(tmp_path / "b.json", bundle(DOCUMENT, RECORDS))
    result = run_cli("check", path, "--isolated")
    assert result.returncode == 0, result.stdout + result.stderr


def test_bare_output_without_invocations_is_exit_2(tmp_path: Path) -> None:
    result = run_cli("check", write_json(tmp_path / "out.json", DOCUMENT), "--isolated")
    assert result.returncode == 2
    assert "--invocations" in result.stderr and "Traceback" not in result.stderr
