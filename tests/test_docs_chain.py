"""docs/chain.md, replayed: every console example runs from a copy of the repository's session
bundles and prints what the page shows (`...` lines and `...` inside a line match anything)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from helpers import REPO, console_commands, run_shell
from test_docs_formats import shown_pattern

PAGE = REPO / "docs" / "chain.md"


def test_chain_page_commands_run_as_written(tmp_path: Path) -> None:
    shutil.copytree(REPO / "tests" / "cases" / "chain", tmp_path / "tests" / "cases" / "chain")
    ran = 0
    for block in re.finditer(r"```console\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.S):
        for command, shown in console_commands(block[1]):
            result = run_shell(command, tmp_path)
            actual = result.stderr + result.stdout
            assert shown_pattern(shown).fullmatch(actual), f"{command}\n---\n{actual}"
            ran += 1
    assert ran == 5


def test_the_page_is_linked_from_the_readme_and_names_every_chain_rule() -> None:
    from chain_helpers import CHAIN_RULES

    assert "docs/chain.md" in (REPO / "README.md").read_text(encoding="utf-8")
    text = PAGE.read_text(encoding="utf-8")
    assert all(f"`{rule}`" in text for rule in CHAIN_RULES)
