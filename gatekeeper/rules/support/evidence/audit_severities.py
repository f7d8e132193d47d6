"""The severity a claim gives a package that `npm audit`'s report prints otherwise.

    lodash  <4.17.21
    Severity: high
    Command Injection in lodash - https://github.com/advisories/GHSA-35jh-r3h4-6jhm

    minimist  <1.2.6
    Severity: critical

`lodash 的漏洞为 critical 级别` (minimist's) passed: the words are the report's. Each package's
advisory is its line (its name, then the versions affected) over a `Severity:` line. A clause
naming one package (written whole) and one severity (`low`, `moderate`, `high`, `critical`; `低危`,
`中危`, `高危`, `严重`), that is not the package's, is contradicted. Unsure says nothing: two packages
or severities in a clause, a negator, a package printed twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache, partial

from gatekeeper.rules.support.evidence.readings import printed_once, sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_IN, NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

SEVERITY = "Severity: "  # every advisory prints it: what the reading needs (tool_outputs gates on it)
_ADVISORY = compiled(r"^(?P<name>@?[a-z0-9][\w.\-]*(?:/[\w.\-]+)?)[ \t]+\S[^\n]*\n"
                     r"Severity: (?P<severity>low|moderate|high|critical)[ \t]*$", re.MULTILINE)
_SAID = {"low": compiled(r"低危|低风险|(?<![A-Za-z])(?i:low)(?![A-Za-z])"),
         "moderate": compiled(r"中危|中风险|中等|(?<![A-Za-z])(?i:moderate|medium)(?![A-Za-z])"),
         "high": compiled(r"高危|高风险|(?<![A-Za-z])(?i:high)(?![A-Za-z])"),
         "critical": compiled(r"严重|危急|(?<![A-Za-z])(?i:critical)(?![A-Za-z])")}
_named = partial(name_pattern, before="-.@/", after="-./")


@lru_cache(maxsize=64)
def advisories(text: str) -> dict[str, str]:
    """Each package's severity (a package printed twice is nobody's)."""
    return printed_once((m["name"], m["severity"]) for m in _ADVISORY.finditer(text))


def severity_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the clause, [the package's severity]) for the first severity the claim gives a package that
    the report prints otherwise (see the module docstring)."""
    del anchors, anchors_of  # the advisories are read as printed
    found = sole_reading(texts, (SEVERITY,), advisories)
    if not found:
        return None
    for severity, _, low, high in sole_kinds(claim, _SAID, NO_NEGATOR):
        named = [name for name in found if _named(name).search(claim, low, high)]
        if len(named) == 1 and found[named[0]] != severity and not NEGATOR_IN.search(claim, low, high):
            return Anchor("state", severity, claim[low:high].strip(), low, high), [
                f"{named[0]}: Severity: {found[named[0]]}"]
    return None
