"""Whether a Go package's tests passed, said of a package `go test` reports otherwise.

    --- FAIL: TestRefund (0.02s)
    FAIL	github.com/acme/shop/order	0.123s
    ok  	github.com/acme/shop/cart	0.456s

`cart 包的测试失败了` and `order 包测试通过` passed: the package and the word are the output's, and
nothing tied them. Each package's line gives its result (`ok`, `FAIL`), each `--- FAIL:` /
`--- PASS:` line a test's. A clause naming one package (its import path, or its last element when
one package has it) or one test (`TestRefund`) and saying it failed (`失败`, `没有通过`, `failed`) or
passed (`通过`, `成功`, `passed`, `ok`) is read against its line. Unsure says nothing: two packages,
tests or results in a clause, a negator.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading, with_short_name
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_BUT_RESULT, NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

#: what the reading needs (tool_outputs gates on them)
PRINTED = ("ok  \t", "FAIL\t", "--- FAIL: ", "--- PASS: ")
_PACKAGE = compiled(r"^(?P<result>ok  |FAIL)\t(?P<package>[\w.\-]+(?:/[\w.\-]+)*)\t", re.MULTILINE)
_TEST = compiled(r"^[ \t]*--- (?P<result>FAIL|PASS): (?P<test>\w+)", re.MULTILINE)
_SAID = {"FAIL": compiled(r"(?<![未不没])失败|没有通过|未通过|不通过"
                          r"|(?<![A-Za-z])(?i:failed|fails|failing)(?![A-Za-z])"),
         "ok": compiled(r"(?<![未不没])(?<!没有)通过|(?<![未不没])成功"
                        r"|(?<![A-Za-z])(?i:passed|passes|ok)(?![A-Za-z])")}


@lru_cache(maxsize=64)
def go_results(text: str) -> dict[str, str]:
    """Each package's and test's result (`ok` or `FAIL`), by its import path or name."""
    found = {m["package"]: m["result"].strip() for m in _PACKAGE.finditer(text)}
    found.update((m["test"], "ok" if m["result"] == "PASS" else "FAIL") for m in _TEST.finditer(text))
    return found


def go_result_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]
                           ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the package's or test's result]) for the first result the claim
    gives a package or test otherwise than `go test` (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    results = sole_reading(texts, PRINTED, go_results)
    if not results:
        return None
    for result, said, low, high in sole_kinds(claim, _SAID, NO_NEGATOR):
        named = {name for name in results for written in with_short_name(name, results, "/")
                 if _pattern(written).search(claim, low, high)}
        if (len(named) == 1 and results[(name := named.pop())] != result
                and not NEGATOR_BUT_RESULT.search(claim, low, high)):
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"{results[name]} {name}"]
    return None


@lru_cache(maxsize=256)
def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9_./\-]){re.escape(name)}(?![A-Za-z0-9_/\-])")
