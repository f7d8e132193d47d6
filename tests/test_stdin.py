"""Standard input through the installed console script: `-` as the linted file or as the dump
(`--invocations -`), named by `--stdin-filename`, in every format."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from helpers import REPO, gatekeeper_command
from sarif_check import valid_sarif

FORGED = REPO / "examples" / "forged-evidence.bundle.json"
YAML_BUNDLE = REPO / "examples" / "speculative-claim.bundle.yaml"
SPLIT = REPO / "examples" / "split"
FORMATS = ("text", "json", "jsonl", "sarif", "junit", "github")


def piped(data: bytes, *args: str, cwd: Path = REPO) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    env.pop("FORCE_COLOR", None)
    done = subprocess.run([*gatekeeper_command(), "check", *args], input=data, cwd=cwd, env=env,
                          capture_output=True, timeout=120)
    return subprocess.CompletedProcess(done.args, done.returncode, done.stdout.decode("utf-8"),
                                       done.stderr.decode("utf-8"))


def _file_output(name: str, output_format: str, *args: str) -> str:
    return subprocess.run([*gatekeeper_command(), "check", name, "-f", output_format, *args],
                          cwd=REPO, capture_output=True, text=True, encoding="utf-8",
                          timeout=120).stdout


@pytest.mark.parametrize("output_format", FORMATS)
def test_bundle_on_stdin_reports_as_the_named_file(output_format: str) -> None:
    name = "examples/forged-evidence.bundle.json"
    done = piped(FORGED.read_bytes(), "-", "--stdin-filename", name, "-f", output_format)
    assert done.returncode == 1, done.stderr
    assert done.stdout == _file_output(name, output_format)  # same report, same locations
    if output_format == "sarif":
        valid_sarif(done.stdout)


def test_default_name_and_yaml_by_stdin_filename() -> None:
    done = piped(FORGED.read_bytes(), "-", "-f", "json")
    [report] = json.loads(done.stdout)
    assert report["file"] == "<stdin>" and report["findings"][0]["line"] == 16
    yaml = piped(YAML_BUNDLE.read_bytes(), "-", "--stdin-filename", "x.bundle.yaml", "-f", "json")
    assert json.loads(yaml.stdout)[0]["gatekeeper_result"]["failed_rules"] == [
        "claim.hallucination_phrases"]
    as_json = piped(YAML_BUNDLE.read_bytes(), "-", "-f", "json")
    assert as_json.returncode == 2 and "<stdin>: not a fixture bundle: invalid JSON" in as_json.stderr


def test_executor_output_on_stdin_against_a_dump() -> None:
    output = (SPLIT / "wrong-tool.json").read_bytes()
    done = piped(output, "-", "-i", str(SPLIT / "wrong-tool.invocations.json"),
                 "--stdin-filename", "out.json", "-f", "json")
    [report] = json.loads(done.stdout)
    assert done.returncode == 1 and report["file"] == "out.json"
    assert report["gatekeeper_result"]["failed_rules"] == ["evidence.invocation_ref"]
    assert report["findings"][0]["line"] == 30


def test_dump_on_stdin() -> None:
    dump = (SPLIT / "wrong-tool.invocations.json").read_bytes()
    done = piped(dump, str(SPLIT / "wrong-tool.json"), "--invocations", "-", "-f", "json")
    [report] = json.loads(done.stdout)
    assert done.returncode == 1
    assert report["gatekeeper_result"]["failed_rules"] == ["evidence.invocation_ref"]


def test_broken_dump_on_stdin_is_exit_2_naming_it() -> None:
    done = piped(b"[{oops", str(SPLIT / "wrong-tool.json"), "-i", "-", "--stdin-filename", "d.json")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("gatekeeper: error: d.json: not a JSON dump: invalid JSON at line 1")


def test_stdin_cannot_be_both() -> None:
    done = piped(b"[]", "-", "-i", "-")
    assert done.returncode == 2
    assert "standard input is already the dump" in done.stderr and "Traceback" not in done.stderr


def test_stdin_over_the_limit(tmp_path: Path) -> None:
    bundle = piped(FORGED.read_bytes(), "-", "--max-bytes", "100")
    assert bundle.returncode == 2 and "larger than the input limit" in bundle.stderr
    (tmp_path / "dump.json").write_text("[]", encoding="utf-8")
    output = piped(b"{" + b" " * 200 + b"}", "-", "-i", str(tmp_path / "dump.json"),
                   "--max-bytes", "100", "-f", "json")
    [report] = json.loads(output.stdout)  # an executor output over the limit is a finding
    assert report["parse_status"]["status"] == "malformed"
