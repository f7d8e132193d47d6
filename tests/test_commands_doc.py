"""docs/commands.md stays in sync with `--help`: every command and every option is documented."""

from __future__ import annotations

import re

from helpers import REPO, run_cli

DOC = (REPO / "docs" / "commands.md").read_text(encoding="utf-8")
SHARED = {"--config", "-c", "--enable", "--disable", "--set", "--isolated", "--help", "-h"}


def _commands() -> list[str]:
    help_text = run_cli("--help", env={"COLUMNS": "200"}).stdout
    listed = help_text.split("Commands:", 1)[1]
    return [line.split()[0] for line in listed.splitlines() if line.strip()]


def _options(command: str) -> set[str]:
    help_text = run_cli(command, "--help", env={"COLUMNS": "200"}).stdout
    return set(re.findall(r"(?<![\w-])(--?[a-zA-Z][\w-]*)", help_text.split("Options:", 1)[1]))


def _section(command: str) -> str:
    return DOC.split(f"\n## {command}\n", 1)[1].split("\n## ", 1)[0]


def test_every_command_and_option_is_documented() -> None:
    commands = _commands()
    assert {"check", "rules", "explain", "config", "schema", "init", "fixtures"} <= set(commands)
    for command in commands:
        assert f"\n## {command}\n" in DOC, f"docs/commands.md has no section for {command}"
        section = _section(command)
        missing = sorted(option for option in _options(command) - SHARED
                         if f"`{option}" not in section and f"{option} " not in section
                         and f"/ `{option}`" not in section)
        assert not missing, f"{command}: undocumented options {missing}"
        if _options(command) & {"--config", "--set"}:
            assert "configuration options" in section
    for option in ("--config", "--enable", "--disable", "--set", "--isolated"):
        assert f"`{option}" in _section_configuration()


def _section_configuration() -> str:
    return DOC.split("\n## Configuration options\n", 1)[1].split("\n## ", 1)[0]


def test_check_formats_are_documented() -> None:
    from gatekeeper.report import formats

    for name in formats():
        assert f"`{name}`" in _section("check"), name


def test_console_examples_print_what_the_doc_shows(tmp_path) -> None:
    import os
    import subprocess

    from helpers import gatekeeper_command

    bin_dir = os.path.dirname(gatekeeper_command()[0])
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}
    blocks = re.findall(r"```console\n(.*?)```", DOC, re.DOTALL)
    assert blocks
    for block in blocks:
        command, *expected = block.splitlines()
        assert command.startswith("$ ")
        done = subprocess.run(command[2:], shell=True, cwd=tmp_path, env=env, capture_output=True,
                              text=True, encoding="utf-8", check=False)
        assert done.stdout.splitlines() == expected, (command, done.stderr)
