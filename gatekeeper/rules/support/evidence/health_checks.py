"""A result a claim gives one of the Kubernetes API server's checks (`/readyz?verbose`,
`/livez?verbose`) that its line does not print.

    [+]ping ok
    [-]etcd failed: reason withheld
    [+]poststarthook/start-kube-apiserver-admission-initializer ok

`ping 检查失败` and `etcd 检查通过` passed: the check's name is the output's, and `[+]`/`[-]` no word
of a claim's. Each line gives a check its result. A clause naming one check (its name whole, or
its last part after `/`) and saying it failed (`失败`, `未通过`, `failed`) or passed (`通过`,
`正常`, `passed`, `ok`) is read against its line. Unsure says nothing: two checks or results in a
clause, a negator but the results' own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_BUT_RESULT, NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

#: every check's line starts with one: what the reading needs (tool_outputs gates on them)
MARKS = ("[+]", "[-]")
_LINE = compiled(r"^\[(?P<mark>[+-])\](?P<check>[\w./\-]+) (?P<result>ok|failed)\b", re.MULTILINE)
_SAID = {"-": compiled(r"失败|未通过|没有通过|不通过|(?<![A-Za-z])(?i:failed|failing|fails)(?![A-Za-z])"),
         "+": compiled(r"(?<![未不])(?<!没有)通过|正常"
                       r"|(?<![A-Za-z])(?i:passed|passes|ok|healthy)(?![A-Za-z])")}


@lru_cache(maxsize=64)
def check_results(text: str) -> dict[str, str]:
    """Each check's mark (`+` passed, `-` failed), by its name."""
    return {m["check"]: m["mark"] for m in _LINE.finditer(text)}


def health_check_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                              anchors_of: Callable[[str], Sequence[Anchor]]
                              ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the check's line]) for the first result the claim gives a check
    otherwise than its line (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    results = sole_reading(texts, MARKS, check_results)
    if not results:
        return None
    for mark, said, low, high in sole_kinds(claim, _SAID, NO_NEGATOR):
        named = [check for check in results if _written(check).search(claim, low, high)]
        if len(named) == 1 and results[named[0]] != mark and not NEGATOR_BUT_RESULT.search(claim, low, high):
            result = "ok" if results[named[0]] == "+" else "failed"
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"[{results[named[0]]}]{named[0]} {result}"]
    return None


@lru_cache(maxsize=256)
def _written(check: str) -> re.Pattern[str]:
    """A check's name written whole, or its last part after `/`
    (`start-kube-apiserver-admission-initializer`)."""
    names = {check, check.rpartition("/")[2]}
    return re.compile("|".join(rf"(?<![A-Za-z0-9_./\-]){re.escape(name)}(?![A-Za-z0-9_/\-])"
                               for name in sorted(names)))
