"""Parsing the executor output (SPEC §2.1): sanitising, parse status, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import binding, claim, doc, inv, other_rules, run, run_cli, write_json

from gatekeeper.parse.executor import MALFORMED, MISSING, VALID, parse_executor_output

OBJECT = '{"answer_version": "executor_evidence_v2", "claims": []}'


@pytest.mark.parametrize("raw", [
    OBJECT,
    "\ufeff" + OBJECT,
    b"\xef\xbb\xbf" + OBJECT.encode(),
    f"  \n\t{OBJECT}\n\n  ",
    f"```json\n{OBJECT}\n```",
    f"\n```json\n  {OBJECT}\n```  \n",
    f"```\n{OBJECT}\n```",
    f"\ufeff```JSON\r\n{OBJECT}\r\n```",
    OBJECT.encode(),
    json.loads(OBJECT),
])
def test_sanitised_object_is_valid(raw: object) -> None:
    parsed = parse_executor_output(raw)  # type: ignore[arg-type]
    assert parsed.status == VALID, parsed.detail
    assert parsed.document == {"answer_version": "executor_evidence_v2", "claims": []}


def test_offset_points_at_the_payload_inside_the_fence() -> None:
    text = f"\ufeff\n```json\n{OBJECT}\n```\n"
    parsed = parse_executor_output(text)
    assert text[parsed.offset:].startswith(OBJECT)


@pytest.mark.parametrize(("raw", "status", "detail"), [
    ("", MISSING, "executor output is empty"),
    (" \n\t ", MISSING, "executor output is empty"),
    ("\ufeff", MISSING, "executor output is empty"),
    ("```json\n```", MISSING, "executor output is empty"),
    ("The payment service timed out because of the database.", MISSING, "prose with no JSON"),
    ("支付服务超时，原因是数据库连接池耗尽。", MISSING, "prose with no JSON"),
    ('Here is my answer: {"claims": []}', MALFORMED, "found prose before JSON at character 19"),
    ('{"answer_version": "executor_evidence_v2", "claims": [', MALFORMED,
     "invalid JSON at line 1 column 55"),
    ('{"a": 1,}', MALFORMED, "invalid JSON at line 1 column 9"),
    ('{"a": 1}\n{"b": 2}', MALFORMED, "Extra data"),
    ("[1, 2]", MALFORMED, "executor output is a JSON array, expected an object"),
    ("42", MALFORMED, "executor output is a JSON number, expected an object"),
    ('"just a string"', MALFORMED, "executor output is a JSON string, expected an object"),
    ("null", MALFORMED, "executor output is a JSON null, expected an object"),
    ('{"a": NaN}', MALFORMED, "NaN is not valid JSON"),
    ('{"a": -Infinity}', MALFORMED, "-Infinity is not valid JSON"),
    ("```json\n```json\n{}\n```\n```", MALFORMED, "prose before JSON"),  # only one fence is stripped
    (b"\xff\xfe{\x00}\x00", MALFORMED, "not valid UTF-8: byte 0xff at offset 0"),
    ('{"claim_text": "超时"}'.encode("gbk"), MALFORMED, "not valid UTF-8"),
    ("[" * 200_000, MALFORMED, "nesting is too deep"),
    ('{"a":' * 200_000, MALFORMED, "nesting is too deep"),
    ("[" * 200_000 + "]" * 200_000, MALFORMED, "nesting is too deep"),
])
def test_parse_status_and_detail(raw: str | bytes, status: str, detail: str) -> None:
    parsed = parse_executor_output(raw)
    assert (parsed.status, parsed.document) == (status, None)
    assert detail in parsed.detail


def test_duplicate_keys_parse_valid_and_are_recorded() -> None:
    parsed = parse_executor_output('{"claims": [], "claims": [], "x": {"k": 1, "k": 2}}')
    assert parsed.status == VALID
    assert parsed.duplicate_keys == ("k", "claims")


@pytest.mark.parametrize("raw", ["", "not json", "[1]", "{broken", "[" * 200_000])
def test_unparsable_output_fails_only_the_schema_rule_at_root(raw: str) -> None:
    report = run(raw, [inv(1, "query_logs", "x")])
    assert report.gatekeeper_result["status"] == "fail"
    assert report.gatekeeper_result["failed_rules"] == ["schema.executor_v2"]
    assert report.gatekeeper_result["warnings"] == []
    [error] = report.gatekeeper_result["errors"]
    assert error["target"] == "$" and report.parse_detail in error["message"]
    assert report.verdict_ceiling == "LOW_CONFID"


def test_deeply_nested_but_parseable_document_gives_findings_not_a_crash() -> None:
    # Deep enough to strain recursive code after parsing (schema validation, reporters).
    depth = 900
    text = '{"answer_version": "executor_evidence_v2", "claims": [], "extra": ' + "[" * depth + \
           "]" * depth + "}"
    report = run(text, [inv(1, "query_logs", "x")])
    assert report.parse_status in (VALID, MALFORMED)
    assert report.status in ("pass", "fail")
    assert not any("rule crashed" in f.message for f in report.findings), report.findings


# --- through the CLI -------------------------------------------------------------------------

def _dump(tmp_path: Path) -> Path:
    return write_json(tmp_path / "dump.json", [inv(1, "query_logs", "ERROR request timeout")])


@pytest.mark.parametrize(("content", "parse_status"), [
    (b"", "missing"),
    (b"\xef\xbb\xbf```json\n{\"answer_version\": 1}\n```\n", "valid"),
    (b"\xff\xff\xff", "malformed"),
    (b"[" * 200_000, "malformed"),
])
def test_cli_reports_bad_outputs_as_findings(tmp_path: Path, content: bytes, parse_status: str) -> None:
    output = tmp_path / "out.json"
    output.write_bytes(content)
    result = run_cli("check", output, "-i", _dump(tmp_path), "--format", "json", "--isolated")
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    [report] = json.loads(result.stdout)
    assert report["parse_status"]["status"] == parse_status
    assert report["gatekeeper_result"]["failed_rules"] == ["schema.executor_v2"]


HUNDRED_MB = 100 * 1024 * 1024


def _big_document(path: Path) -> None:
    """A 100 MB executor output: many real claims, each bound to invocation 1."""
    one = claim("payment-service 出现 request timeout 日志。",
                binding("query_logs", [1], "ERROR request timeout"))
    with path.open("w", encoding="utf-8") as stream:
        stream.write('{"answer_version": "executor_evidence_v2", "claims": [')
        written, index = 0, 0
        while written < HUNDRED_MB:
            chunk = json.dumps({**one, "claim_id": f"c{index}"}, ensure_ascii=False)
            stream.write(("," if index else "") + chunk)
            written += len(chunk.encode()) + 1
            index += 1
        stream.write("]}")


def test_cli_100_mb_output_gives_a_finding(tmp_path: Path) -> None:
    """100 MB of executor output: a finding and exit 1, never a traceback (truncated JSON)."""
    big = tmp_path / "big.json"
    _big_document(big)
    with big.open("r+b") as stream:  # cut off the closing brackets: malformed
        stream.truncate(big.stat().st_size - 2)
    result = run_cli("check", big, "-i", _dump(tmp_path), "--isolated", timeout=300)
    assert "Traceback" not in result.stderr
    assert result.returncode == 1, result.stderr
    assert "schema.executor_v2" in result.stdout and "malformed" in result.stdout


def test_cli_100_mb_valid_output_with_raised_input_limit(tmp_path: Path) -> None:
    """With limits.maxInputBytes raised, a valid 100 MB document (one claim whose text is 100 MB)
    is parsed and linted by the seed rules. Measured ≈ 13 s and 1 GB RSS on 2 vCPU; the
    same size as 330k small claims takes minutes (see the report of issue 2's tests)."""
    one = claim("payment-service 请求超时 request timeout after 5000ms; " * (HUNDRED_MB // 60),
                binding("query_logs", [1], "ERROR request timeout"))
    big = write_json(tmp_path / "big.json", doc(one))
    config = tmp_path / "limits.yaml"
    config.write_text(f"limits:\n  maxInputBytes: {2 * HUNDRED_MB}\n", encoding="utf-8")
    disable = [arg for rule in other_rules() for arg in ("--disable", rule)]
    result = run_cli("check", big, "-i", _dump(tmp_path), "--isolated", "-c", config, *disable,
                     timeout=600)
    assert "Traceback" not in result.stderr
    assert (result.returncode, result.stdout.splitlines()[0]) == (
        0, f"{big}: PASS (parse valid, verdict ceiling PASS)"), result.stdout + result.stderr


def test_valid_document_round_trips_through_the_cli(tmp_path: Path) -> None:
    document = doc(claim("超时", binding("query_logs", [1], "request timeout")))
    output = write_json(tmp_path / "out.json", document)
    result = run_cli("check", output, "-i", _dump(tmp_path), "--isolated")
    assert result.returncode == 0, result.stdout + result.stderr
