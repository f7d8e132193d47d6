"""`gatekeeper check` through the installed console script (SPEC §7)."""

from __future__ import annotations

import json
import os
import pty
import re
import subprocess
from pathlib import Path

import pytest
from helpers import (
    REPO,
    binding,
    bundle,
    claim,
    doc,
    gatekeeper_command,
    inv,
    read_terminal,
    run_cli,
    write_json,
)

from gatekeeper import __version__

ANSI = re.compile(r"\x1b\[[0-9;]*m")
RECORDS = [inv(394, "query_logs", "2026-11-29 ERROR [payment-service] request timeout after 5000ms")]


@pytest.fixture
def cases(tmp_path: Path) -> dict[str, Path]:
    def make(name: str, excerpt: str, ids: list, text: str = "payment-service 出现请求超时日志。") -> Path:
        document = doc(claim(text, binding("query_logs", ids, excerpt)))
        return write_json(tmp_path / f"{name}.bundle.json", bundle(document, RECORDS))

    return {
        "pass": make("pass", "request timeout after 5000ms", [394]),
        "warn": make("warn", "payment timeout errors rising sharply", [394], "支付服务超时。"),
        "fail": make("fail", "request timeout", [999]),
    }


def test_version() -> None:
    result = run_cli("--version")
    assert (result.returncode, result.stdout) == (0, f"gatekeeper {__version__}\n")


def test_help_lists_commands_and_check_options() -> None:
    top = run_cli("--help")
    assert top.returncode == 0 and "check" in top.stdout
    check = run_cli("check", "--help")
    assert check.returncode == 0
    for option in ("--invocations", "--session-id", "--format", "--fail-on", "--output", "--config",
                   "--enable", "--disable", "--set", "--isolated"):
        assert option in check.stdout


@pytest.mark.parametrize(("name", "code"), [("pass", 0), ("warn", 0), ("fail", 1)])
def test_exit_codes(cases: dict[str, Path], name: str, code: int) -> None:
    result = run_cli("check", cases[name], "--isolated")
    assert result.returncode == code, result.stdout + result.stderr
    assert f"{cases[name]}: {name.upper()} (parse valid" in result.stdout


def test_fail_on_warn_makes_warnings_block(cases: dict[str, Path]) -> None:
    assert run_cli("check", cases["warn"], "--isolated", "--fail-on", "warn").returncode == 1
    assert run_cli("check", cases["pass"], "--isolated", "--fail-on", "warn").returncode == 0


@pytest.mark.parametrize("args", [
    ["check"],  # no paths
    ["check", "nope.bundle.json"],  # missing file
    ["check", "x.json", "--format", "yaml"],  # unknown format
    ["check", "x.json", "--fail-on", "error"],
    ["frobnicate"],
])
def test_usage_errors_exit_2(tmp_path: Path, args: list[str]) -> None:
    result = run_cli(*args, "--isolated" if args[0] == "check" else "--help", cwd=tmp_path)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr


def test_json_format_is_one_array_of_report_objects(cases: dict[str, Path]) -> None:
    result = run_cli("check", cases["pass"], cases["warn"], cases["fail"], "--isolated", "--format", "json")
    assert result.returncode == 1
    reports = json.loads(result.stdout)
    assert isinstance(reports, list) and len(reports) == 3
    for report in reports:
        assert {"gatekeeper_result", "parse_status", "verdict_ceiling", "findings"} <= set(report)
        assert list(report["gatekeeper_result"]) == ["status", "failed_rules", "warnings", "errors"]
        assert report["parse_status"]["status"] == "valid"
    by_status = {r["gatekeeper_result"]["status"]: r for r in reports}
    assert set(by_status) == {"pass", "warn", "fail"}
    warned = by_status["warn"]["findings"]
    assert [(f["rule_id"], f["severity"], f["target"]) for f in warned] == [
        ("evidence.excerpt_similarity", "warning", "claims[0].evidence_bindings[0].evidence_excerpt")]
    failed = by_status["fail"]
    assert failed["verdict_ceiling"] == "REJECT"
    assert failed["findings"][0]["message"] == failed["gatekeeper_result"]["errors"][0]["message"]


def test_json_output_is_deterministic(cases: dict[str, Path]) -> None:
    runs = {run_cli("check", *cases.values(), "--isolated", "--format", "json").stdout for _ in range(2)}
    assert len(runs) == 1


def test_no_ansi_escapes_when_not_a_terminal_or_with_no_color(cases: dict[str, Path]) -> None:
    piped = run_cli("check", cases["fail"], "--isolated")
    assert piped.stdout and not ANSI.search(piped.stdout)
    no_color = run_cli("check", cases["fail"], "--isolated", env={"NO_COLOR": "1"})
    assert not ANSI.search(no_color.stdout)


def _on_a_terminal(args: list[str], env: dict[str, str]) -> str:
    """Run the console script with stdout on a pseudo-terminal; return what it printed."""
    leader, follower = pty.openpty()
    full_env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    process = subprocess.Popen([*gatekeeper_command(), *args], stdout=follower, stderr=subprocess.PIPE,
                               env={**full_env, "TERM": "xterm-256color", **env})
    os.close(follower)
    shown = read_terminal(leader)
    process.wait(timeout=60)
    os.close(leader)
    return shown


def test_colour_on_a_terminal_unless_no_color(cases: dict[str, Path]) -> None:
    args = ["check", str(cases["fail"]), "--isolated"]
    assert ANSI.search(_on_a_terminal(args, {}))  # the test can see colour when there is some
    plain = _on_a_terminal(args, {"NO_COLOR": "1"})
    assert "FAIL" in plain and not ANSI.search(plain)


def test_output_file(cases: dict[str, Path], tmp_path: Path) -> None:
    target = tmp_path / "reports" / "result.json"
    result = run_cli("check", cases["fail"], "--isolated", "--format", "json", "--output", target)
    assert result.returncode == 1
    assert result.stdout == ""
    [report] = json.loads(target.read_text(encoding="utf-8"))
    assert report["gatekeeper_result"]["status"] == "fail"
    assert not ANSI.search(target.read_text(encoding="utf-8"))


def test_bare_output_with_dump_and_session(tmp_path: Path) -> None:
    document = doc(claim("超时", binding("query_logs", [394], "request timeout")))
    output = write_json(tmp_path / "out.json", document)
    dump = write_json(tmp_path / "dump.json", {"session_id": "sess-test-1", "tool_invocations": RECORDS})
    assert run_cli("check", output, "--invocations", dump, "--isolated").returncode == 0
    other = run_cli("check", output, "-i", dump, "--session-id", "sess-other", "--isolated")
    assert other.returncode == 1 and "belongs to session 'sess-test-1'" in other.stdout


def test_runs_from_any_directory(tmp_path: Path) -> None:
    result = run_cli("check", REPO / "examples" / "forged-evidence.bundle.json", "--isolated", cwd=tmp_path)
    assert result.returncode == 1 and "evidence.invocation_ref" in result.stdout
