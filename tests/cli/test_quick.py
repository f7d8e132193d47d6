"""The quick path of `gatekeeper check` (gatekeeper/cli/quick.py): what it takes it runs as the
typer application would, and everything else it leaves to the application."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import gatekeeper_command
from typer.testing import CliRunner

from gatekeeper.cli import quick
from gatekeeper.cli.application import app
from gatekeeper.commands.check.options import CheckOptions

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples"

TAKEN = [
    ["check", "a.json"],
    ["check", "a.json", "b.yaml", "-", "dir", ""],
    ["check", "-q", "a.json", "--quiet"],
    ["check", "--isolated", "a.json", "--statistics", "--exit-zero", "--only-cases",
     "--allow-no-rules"],
    ["check", "a.json", "--enable", "claim.evidence_utilization"],
    ["check", "--disable", "x.y", "a.json", "--enable", "a.b", "--disable", "c.d", "b.json"],
    ["check", "--enable", "a.b", "--enable", "a.b", "a.json"],
]
DECLINED = [
    [], ["--version"], ["--help"], ["rules"], ["fixtures", "a.json"], ["check"], ["check", "-h"],
    ["check", "--help"], ["check", "a.json", "--format", "json"], ["check", "a.json", "-f", "json"],
    ["check", "--enable=a.b", "a.json"], ["check", "a.json", "--enable"],
    ["check", "a.json", "--enable", "--quiet"], ["check", "-qq", "a.json"], ["check", "--", "a.json"],
    ["check", "a.json", "--bogus"], ["check", "--isolated"], ["check", "-j", "1", "a.json"],
    ["check", "a.json", "--config", "c.yaml"], ["check", "a.json", "--set", "a.b=1"],
    ["check", "a.json", "--no-color"], ["Check", "a.json"],
]


def _application_options(args: list[str], monkeypatch: pytest.MonkeyPatch) -> CheckOptions:
    """The CheckOptions the typer application hands run_check for `args`."""
    seen: list[CheckOptions] = []

    def capture(options: CheckOptions) -> int:
        seen.append(options)
        return 0

    monkeypatch.setattr("gatekeeper.commands.check.run.run_check", capture)
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert len(seen) == 1
    return seen[0]


@pytest.mark.parametrize("args", TAKEN, ids=" ".join)
def test_taken_command_lines_mean_what_they_mean_to_the_application(
        args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    options = quick.parse(args)
    assert options is not None
    assert options == _application_options(args, monkeypatch)
    assert repr(options) == repr(_application_options(args, monkeypatch))  # lists stay lists


@pytest.mark.parametrize("args", DECLINED, ids=" ".join)
def test_anything_else_is_left_to_the_application(args: list[str]) -> None:
    assert quick.parse(args) is None


def test_shell_completion_is_left_to_the_application(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("_GATEKEEPER_COMPLETE", "bash_complete")
    assert quick.parse(["check", "a.json"]) is None


def test_the_unreadable_check_is_clicks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An existing path this process may not read is declined (click refuses it), a missing one
    is taken (the check reports it). The permission is denied by `os.access` itself: CI runs as
    root, whom no file mode refuses, and a test that skips there proves nothing in CI."""
    present = tmp_path / "present.json"
    present.write_text("{}", encoding="utf-8")
    assert quick.parse(["check", str(present)]) is not None
    monkeypatch.setattr(os, "access", lambda path, mode: mode != os.R_OK)
    assert quick.parse(["check", str(present)]) is None
    assert quick.parse(["check", str(tmp_path / "missing.json")]) is not None


def _run(command: list[str], args: list[str], stdin: bytes = b"") -> tuple[int, bytes, bytes]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    env.pop("FORCE_COLOR", None)
    done = subprocess.run([*command, *args], cwd=EXAMPLES, env=env, input=stdin,
                          capture_output=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


APPLICATION = [sys.executable, "-c", "import sys; from gatekeeper.cli import app; "
               "sys.argv[0] = 'gatekeeper'; app()"]
REAL = [
    ["check", "payment-timeout.bundle.json"],
    ["check", "forged-evidence.bundle.json", "speculative-claim.bundle.yaml", "-q"],
    ["check", "--isolated", ".", "--statistics"],
    ["check", "--only-cases", "sessions.jsonl", "forged-evidence.bundle.json", "api_example.py"],
    ["check", "forged-evidence.bundle.json", "--exit-zero"],
    ["check", "-"],
    ["check", "missing.json"],
    ["check", "api_example.py"],
    ["check", "payment-timeout.bundle.json", "--enable", "no.such.rule"],
    ["check", "payment-timeout.bundle.json", "--enable", "x.y", "--disable", "x.y"],
    ["check", "payment-timeout.bundle.json", "--enable", "claim.evidence_utilization"],
]


@pytest.mark.parametrize("args", REAL, ids=" ".join)
def test_the_console_script_answers_byte_for_byte_as_the_application(args: list[str]) -> None:
    assert quick.parse(args) is not None
    stdin = (EXAMPLES / "payment-timeout.bundle.json").read_bytes()
    quick_run: Any = _run(gatekeeper_command(), args, stdin)
    assert quick_run == _run(APPLICATION, args, stdin)
