"""docs/waivers-and-baseline.md, replayed: its snippets are the test's script.

In document order, in an empty directory holding a copy of examples/: a YAML block whose first
line is `# NAME` is written to NAME; every `$ command` of a console block runs in bash and its
stderr followed by its stdout must equal the lines shown under it; a JSON block after
`<!-- checked: gatekeeper ... -->` must equal those keys of the command's (only) report, and one
after `<!-- checked: FILE -->` must be contained in that JSON file.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

from helpers import REPO, console_commands, run_shell

DOC = REPO / "docs" / "waivers-and-baseline.md"
_BLOCK = re.compile(r"(?:<!-- checked: (?P<checked>.+?) -->\n)?```(?P<lang>\w+)\n(?P<body>.*?)```",
                    re.S)


def _bash(command: str, cwd: Path) -> str:
    done = run_shell(command, cwd)
    return done.stderr + done.stdout


def _contained(part: Any, whole: Any) -> bool:
    if isinstance(part, dict):
        return isinstance(whole, dict) and all(k in whole and _contained(v, whole[k])
                                               for k, v in part.items())
    return part == whole


def test_every_snippet_runs_as_written(tmp_path: Path) -> None:
    shutil.copytree(REPO / "examples", tmp_path / "examples")
    text = DOC.read_text(encoding="utf-8")
    ran = 0
    for block in _BLOCK.finditer(text):
        lang, body, checked = block["lang"], block["body"], block["checked"]
        if lang == "yaml" and body.startswith("# "):
            (tmp_path / body.splitlines()[0][2:].strip()).write_text(body, encoding="utf-8")
        elif lang == "console":
            for command, shown in console_commands(body):
                assert _bash(command, tmp_path) == "".join(f"{line}\n" for line in shown), command
                ran += 1
        elif lang == "json" and checked and checked.startswith("gatekeeper "):
            reports = json.loads(_bash(checked + " 2>/dev/null", tmp_path))
            shown = json.loads(body)
            assert {key: reports[0][key] for key in shown} == shown
            ran += 1
        elif lang == "json" and checked:
            actual = json.loads((tmp_path / checked).read_text(encoding="utf-8"))
            assert _contained(json.loads(body), actual), checked
            ran += 1
    assert ran >= 12  # the page's snippets were found (a broken fence would skip them)
