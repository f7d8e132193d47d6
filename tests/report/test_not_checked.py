"""Per-file resilience: a case of a batch that cannot be read or framed is an error entry in every
format, the other files are reported in full, and the exit code is 2 (installed console script)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from xml.etree import ElementTree as ET

import jsonschema
import pytest
from helpers import REPO, run_cli
from report_corpus import EXPECTED, WARN_PHRASES
from sarif_check import valid_sarif

from gatekeeper.resources import schema

BROKEN = {  # file → the located message it must be reported with
    "cases/frame.bundle.json": "cases/frame.bundle.json (tool_invocations): expected an array of "
                               "invocation records",
    "cases/syntax.bundle.json": "cases/syntax.bundle.json: not a fixture bundle: invalid JSON at "
                                "line 1 column 2",
    "cases/pair.json": "cases/pair.invocations.json: not valid UTF-8",
}


@pytest.fixture
def batch(corpus: Path) -> Path:
    (corpus / "cases/frame.bundle.json").write_text(
        '{"executor_output": {}, "tool_invocations": 3}', encoding="utf-8")
    (corpus / "cases/syntax.bundle.json").write_text("{oops", encoding="utf-8")
    shutil.copy(REPO / "examples/split/wrong-tool.json", corpus / "cases/pair.json")
    (corpus / "cases/pair.invocations.json").write_bytes(b'[{"id": 1, "tool_name": "caf\xe9"}]')
    return corpus


def run(corpus: Path, *args: str):  # type: ignore[no-untyped-def]
    done = run_cli("check", "cases", *WARN_PHRASES, "--isolated", *args, cwd=corpus)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    # Every problem is also on stderr, one line each, whatever the format.
    errors = [line for line in done.stderr.splitlines() if line.startswith("gatekeeper: error: ")]
    assert len(errors) == len(BROKEN)
    return done


def test_json_entries_and_the_whole_array_schema(batch: Path) -> None:
    reports = json.loads(run(batch, "--format", "json").stdout)
    by_file = {r["file"]: r for r in reports}
    assert sorted(by_file) == sorted([*EXPECTED, *BROKEN])
    for name, message in BROKEN.items():
        assert set(by_file[name]) == {"file", "error"}
        assert by_file[name]["error"]["text"].startswith(message)
    for name, (status, _, _) in EXPECTED.items():  # the others in full
        assert by_file[name]["gatekeeper_result"]["status"] == status
    # The array schema is self-contained: no registry, no network.
    whole = jsonschema.Draft202012Validator(schema("reports"))
    whole.validate(reports)
    entry = jsonschema.Draft202012Validator(schema("report"))
    broken = by_file["cases/frame.bundle.json"]
    assert entry.is_valid(broken)
    assert not entry.is_valid({**broken, "findings": []})  # neither shape: not both at once
    assert not whole.is_valid([*reports, {"file": "x"}])


def test_jsonl_has_one_line_per_file(batch: Path) -> None:
    lines = run(batch, "--format", "jsonl").stdout.splitlines()
    assert len(lines) == len(EXPECTED) + len(BROKEN)
    assert sum("error" in json.loads(line) for line in lines) == len(BROKEN)


def test_sarif_tool_execution_notifications(batch: Path) -> None:
    document = valid_sarif(run(batch, "--format", "sarif").stdout)
    invocation = document["runs"][0]["invocations"][0]
    assert invocation["executionSuccessful"] is False
    notes = {n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]: n
             for n in invocation["toolExecutionNotifications"]}
    assert sorted(notes) == sorted(BROKEN)
    for name, message in BROKEN.items():
        assert notes[name]["level"] == "error" and message in notes[name]["message"]["text"]
    assert document["runs"][0]["results"]  # the other files' findings are all there
    assert {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in document["runs"][0]["results"]} == {n for n, e in EXPECTED.items() if e[0] != "pass"}


def test_junit_error_elements(batch: Path) -> None:
    root = ET.fromstring(run(batch, "--format", "junit").stdout)
    suite = root.find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("errors"), suite.get("failures")) == ("7", "3", "2")
    errors = {case.get("name"): case.find("error") for case in suite.iter("testcase")}
    for name, message in BROKEN.items():
        error = errors[name]
        assert error is not None and message in (error.text or "")


def test_github_and_text_lines(batch: Path) -> None:
    github = run(batch, "--format", "github").stdout.splitlines()
    for name in BROKEN:
        assert any(line.startswith(f"::error file={name},title=gatekeeper::not checked: ")
                   for line in github)
    assert github[-1].endswith("7 files: 1 pass, 1 warn, 2 fail, 3 not checked "
                               "(5 errors, 3 warnings)")
    text = run(batch).stdout.splitlines()
    assert "cases/frame.bundle.json: ERROR not checked: tool_invocations: expected an array of " \
           "invocation records" in text
    assert any(line.startswith("cases/pair.json: ERROR not checked: cases/pair.invocations.json: "
                               "not valid UTF-8") for line in text)
    assert any(line.startswith("cases/forged-evidence.bundle.json:") for line in text)


def test_parallel_run_reports_the_same(batch: Path) -> None:
    for index in range(20):  # enough cases for a pool of 2
        shutil.copy(batch / "cases/payment-timeout.bundle.json", batch / f"cases/p{index}.bundle.json")
    serial = run(batch, "--format", "json", "--jobs", "1").stdout
    assert run(batch, "--format", "json", "--jobs", "2").stdout == serial


def test_exit_zero_is_still_2_on_input_errors(batch: Path) -> None:
    run(batch, "--exit-zero")


def test_baseline_keeps_the_entries_of_a_file_not_checked(corpus: Path) -> None:
    args = ("check", "cases", *WARN_PHRASES, "--isolated")
    assert run_cli(*args, "--write-baseline", "b.json", cwd=corpus).returncode == 0
    before = json.loads((corpus / "b.json").read_text(encoding="utf-8"))
    forged = "cases/forged-evidence.bundle.json"
    assert before["files"][forged]
    (corpus / forged).write_text("{oops", encoding="utf-8")  # now it cannot be read
    done = run_cli(*args, "--baseline", "b.json", "--write-baseline", "b.json", cwd=corpus)
    assert done.returncode == 2
    assert json.loads((corpus / "b.json").read_text(encoding="utf-8")) == before
