"""How long a claim says a systemd unit took to start, against `systemd-analyze blame`.

    12.345s mysqld.service
     8.210s docker.service
    1min 2.003s cloud-init.service

`docker 启动用了 12.3 秒` (mysqld's time) is a value of the output, so nothing was missing or
contradicted. Each line gives its unit's time to start (`1min 2.003s` in all). A clause naming one
unit (its name, with or without its `.service`) and writing one duration gives it that time:
another than the line's, rounded as written, contradicts it. Unsure says nothing: two units or
durations in a clause, a bound, a change, an approximation, a unit printed twice.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, CHANGE, said_number, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import rounded_to
from gatekeeper.rules.support.text.written import name_pattern

#: The kinds of unit a blame line names (`.service`, `.mount`, ...): what a text must print to have one.
KINDS = (".service", ".mount", ".socket", ".target", ".device", ".timer", ".scope", ".slice")
_BLAME = compiled(r"^[ \t]*(?:(?P<min>\d+)min[ \t]+)?(?P<n>\d+(?:\.\d+)?)(?P<unit>ms|s)[ \t]+"
                  rf"(?P<name>[\w@.\-]+)(?:{'|'.join(map(re.escape, KINDS))})[ \t]*$",
                  re.MULTILINE)
_SAID = compiled(r"(?<![A-Za-z0-9_.])(?P<n>\d+(?:\.\d+)?)(?![\d.])\s*"
                 r"(?P<unit>ms|毫秒|s|secs?|seconds?|秒)(?![A-Za-z])")
_IN_MS = {"ms": Decimal(1), "毫秒": Decimal(1)}


@lru_cache(maxsize=64)
def startups(text: str) -> dict[str, Decimal]:
    """Each unit's time to start in milliseconds, by its name without its kind; a unit printed
    twice left out."""
    found: dict[str, Decimal] = {}
    twice = set()
    for line in _BLAME.finditer(text):
        ms = Decimal(line["n"]) * (1 if line["unit"] == "ms" else 1000) + Decimal(line["min"] or 0) * 60000
        twice.update({line["name"]} & found.keys())
        found[line["name"]] = ms
    return {name: ms for name, ms in found.items() if name not in twice}


def startup_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the duration the claim writes, [the unit's time]) for the first time to start the claim
    gives a unit otherwise than its blame line (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    units = sole_reading(texts, KINDS, startups)
    if not units:
        return None
    for said, low, high in sure_values(claim, _SAID, APPROX, BOUND, CHANGE):
        named = [name for name in units
                 if name_pattern(name, before="@-", after="@-", ignore_case=False).search(claim, low, high)]
        if len(named) != 1:
            continue
        ms = units[named[0]]
        in_unit = ms / _IN_MS.get(said["unit"], Decimal(1000))
        if not rounded_to(in_unit, said["n"]):
            return said_number(claim, said), [
                f"{named[0]} started in {(ms / 1000).normalize():f}s"]
    return None
