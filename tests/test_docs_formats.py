"""The README, configuration, format, batch, audit and CI pages, replayed: their commands run as written.

In an empty directory holding a copy of examples/ (also as fixtures/, the directory the CI pages
lint):

* every `$ command` of a console block runs in bash; its stderr followed by its stdout must match
  the lines shown under it, where a line `...` stands for any number of lines and `...` inside a
  line for any text;
* every `gatekeeper` command of a YAML block (a workflow step's `run:`, a GitLab `script:` item)
  runs too; it must not be an error (exit 2), and what it writes is read by its real consumer's
  parser: SARIF validated against the official schema, JUnit XML parsed, GitHub commands matched.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from helpers import REPO, console_commands, run_shell
from sarif_check import valid_sarif

PAGES = {  # page → how many commands it must yield (a broken fence would silently skip some)
    "docs/formats.md": 7,
    "docs/batch.md": 9,
    "docs/integrations/github-actions.md": 3,
    "docs/integrations/gitlab-ci.md": 3,
    "README.md": 1,
    "docs/configuration.md": 1,
    "docs/audit.md": 3,
}
_BLOCK = re.compile(r"```(?P<lang>\w+)\n(?P<body>.*?)```", re.S)
_YAML_COMMAND = re.compile(r"^\s*(?:-\s+)?(?:run:\s+)?(?P<command>gatekeeper .*)$", re.M)
_GITHUB = re.compile(r"^::(error|warning|notice) [^:]*::.*$")


def shown_pattern(lines: list[str]) -> re.Pattern[str]:
    parts = ["(?:.*\n)*?" if line == "..." else re.escape(line).replace(r"\.\.\.", ".*") + "\n"
             for line in lines]
    return re.compile("".join(parts))


def check_written_files(command: str, result: subprocess.CompletedProcess[str], cwd: Path) -> None:
    output = re.search(r"--output (\S+)", command)
    text = (cwd / output[1]).read_text(encoding="utf-8") if output else result.stdout
    if "--format sarif" in command:
        assert valid_sarif(text)["runs"][0]["results"]
    elif "--format junit" in command:
        assert ET.fromstring(text).tag == "testsuites"
    elif "--format github" in command:
        assert all(_GITHUB.match(line) for line in text.splitlines())


def test_shown_pattern_can_fail() -> None:
    assert shown_pattern(["a", "...", "c ... d"]).fullmatch("a\nx\ny\nc 1 2 d\n")
    assert not shown_pattern(["a", "c"]).fullmatch("a\nb\nc\n")


@pytest.mark.parametrize("page", sorted(PAGES))
def test_page_commands_run_as_written(page: str, tmp_path: Path) -> None:
    for name in ("examples", "fixtures"):
        shutil.copytree(REPO / "examples", tmp_path / name, ignore=shutil.ignore_patterns("*.py"))
    ran = 0
    for block in _BLOCK.finditer((REPO / page).read_text(encoding="utf-8")):
        if block["lang"] == "console":
            for command, shown in console_commands(block["body"]):
                result = run_shell(command, tmp_path)
                actual = result.stderr + result.stdout
                assert shown_pattern(shown).fullmatch(actual), f"{command}\n---\n{actual}"
                ran += 1
        elif block["lang"] == "yaml":
            for match in _YAML_COMMAND.finditer(block["body"]):
                command = match["command"].removesuffix(" || true")
                result = run_shell(command, tmp_path)
                assert result.returncode in (0, 1), f"{command}\n{result.stderr}"
                check_written_files(command, result, tmp_path)
                ran += 1
    assert ran == PAGES[page]
