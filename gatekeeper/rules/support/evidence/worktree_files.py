"""What a claim says of a file that `git status` lists in another state: deleted, modified, new or
untracked (git starts a file's line with a tab, shown here as spaces).

    Changes not staged for commit:
        modified:   src/config.yaml
        deleted:    src/legacy.py
    Untracked files:
        notes.txt

`src/config.yaml 被删除了` (modified) and `notes.txt 已修改` (untracked) passed: the words are
git's own, and a path is no value. Each file listed under a state (`modified:`, `deleted:`, `new
file:`, `renamed:`, or the tab-indented lines after `Untracked files:`) is in it; a clause naming
one file by its path written whole and saying one state (`删除`, `deleted`; `修改`, `modified`;
`新文件`, `new file`; `未跟踪`, `untracked`) that is not the file's is contradicted. Unsure says
nothing: two files or two states in a clause, a negator, a file listed twice (staged and not), a
file renamed (and maybe modified too).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_IN, NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

#: What the reading needs (tool_outputs gates on them).
PRINTED = ("modified:", "deleted:", "new file:", "Untracked files:")
_LISTED = compiled(r"^\t(?:(?P<state>modified|deleted|new file|renamed|typechange):[ \t]+"
                   r"(?:\S+ -> )?)?(?P<path>\S[^\t\n]*?)[ \t]*$", re.MULTILINE)
_UNTRACKED = "Untracked files:"
_SAID = {"deleted": compiled(r"删除|(?<![A-Za-z])(?i:deleted|removed)(?![A-Za-z])"),
         "modified": compiled(r"修改|改动|(?<![A-Za-z])(?i:modified|changed)(?![A-Za-z])"),
         "new file": compiled(r"新文件|新增|新建|(?<![A-Za-z])(?i:new file|added)(?![A-Za-z])"),
         "untracked": compiled(r"(?:未|没有?|不)被?跟踪|(?<![A-Za-z])(?i:untracked)(?![A-Za-z])")}


@lru_cache(maxsize=64)
def worktree_files(text: str) -> dict[str, str]:
    """Each file `git status` lists, with its state (a file listed twice is nobody's)."""
    if "\t" not in text:
        return {}
    untracked_from = text.find(_UNTRACKED)
    return printed_once((m["path"].rstrip("/"), m["state"] or "untracked") for m in _LISTED.finditer(text)
                        if m["state"] or 0 <= untracked_from < m.start())


def worktree_file_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                               anchors_of: Callable[[str], Sequence[Anchor]]
                               ) -> tuple[Anchor, list[str]] | None:
    """(the clause, [the file's state]) for the first state the claim gives a file that git lists
    in another (see the module docstring)."""
    del anchors, anchors_of  # the files are read as listed
    files = sole_reading(texts, PRINTED, worktree_files)
    if not files:
        return None
    for state, said, low, high in sole_kinds(claim, _SAID, NO_NEGATOR):
        named = [path for path in files if _path(path).search(claim, low, high)]
        if len(named) != 1 or files[named[0]] in (state, "renamed", "typechange") or any(
                not said.start() <= m.start() < said.end() for m in NEGATOR_IN.finditer(claim, low, high)):
            continue  # (`未跟踪` says untracked: its own negator denies nothing)
        return Anchor("state", state, claim[low:high].strip(), low, high), [
            f"{files[named[0]]}: {named[0]}"]
    return None


@lru_cache(maxsize=256)
def _path(path: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_./\-]){re.escape(path)}/?(?![A-Za-z0-9_\-]|\.[A-Za-z0-9_])")
