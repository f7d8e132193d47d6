"""What a claim says of systemd units that `systemctl list-units` (or `--failed`) lists otherwise:
a unit's state, how many failed, which one alone.

`cron.service 处于 failed 状态` citing `systemctl list-units`, whose `cron.service` row is `loaded
active running` and `nginx.service`'s `loaded failed failed`: the state is the output's, and its
rows (a bullet, words, no digit) made no table, so nothing was missing or contradicted; a
faithful `有 2 个服务失败` was a number found nowhere. Each row gives a unit's LOAD, ACTIVE and SUB.
A clause naming one unit (`nginx.service`, or `nginx` when one unit is so named) and one state
(`失败`, `failed`; `运行正常`, `正在运行`, `running`; `已停止`, `inactive`, `stopped`) is read against
its row; a count of units failed (`2 个服务失败`, `3 units failed`) against the failed rows, and
one unit said to fail alone (`只有 nginx.service 失败`, `only X failed`) against the others. Unsure
says nothing: two units or states in a clause, a negator, a bound.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import clause_around, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

_ROW = compiled(r"^[●*x ]?[ \t]*(?P<unit>[\w@.\-\\:]+\.(?:service|socket|mount|timer|target|path|slice"
                r"|scope))[ \t]+(?P<load>loaded|not-found|masked|error)[ \t]+"
                r"(?P<active>active|inactive|failed|activating|deactivating|reloading)[ \t]+"
                r"(?P<sub>[\w\-]+)", re.MULTILINE)
_STATES = {"failed": compiled(r"(?<![未不没非无])(?:失败|故障|挂了|(?<![A-Za-z])failed(?![A-Za-z]))"),
           "running": compiled(r"运行正常|正常运行|正在运行|运行中"
                               r"|(?<![A-Za-z])(?:running|is\s+active)(?![A-Za-z])"),
           "inactive": compiled(r"已停止|停止了|(?<![A-Za-z])(?:inactive|stopped|dead)(?![A-Za-z])")}
_COUNT = compiled(r"(?<![\d.])(?P<n>\d+)\s*(?:个|项)?\s*(?:服务|单元|units?|services?)\s*(?:已|均|都)?\s*\Z")
_ONLY = compiled(r"只有|仅有|仅|唯一|(?<![A-Za-z])(?i:only)(?![A-Za-z])")


@lru_cache(maxsize=64)
def units(text: str) -> dict[str, tuple[str, str]]:
    """Each listed unit -> (its ACTIVE, its SUB)."""
    return {m.group("unit"): (m.group("active"), m.group("sub")) for m in _ROW.finditer(text)}


def unit_list_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]
                           ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the unit's row or the failed units]) for the first state or count
    the claim gives units otherwise than their list (see the module docstring)."""
    del anchors, anchors_of  # the rows are read as printed
    listed = sole_reading(texts, (" loaded ",), units)
    if listed is None:
        return None
    failed = sorted(unit for unit, (active, _) in listed.items() if active == "failed")
    for state, said, low, high in sole_kinds(claim, _STATES):
        found = _counted(claim, low, said, state, failed) \
            or _of_unit(claim, low, high, said, state, listed, failed)
        if found is not None:
            return found
    return None


def unit_counts_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without a count of failed units the list makes (`有 2 个服务失败`)."""
    listed = sole_reading(texts, (" loaded ",), units) if missing else None
    if listed is None:
        return missing
    failed = sum(1 for active, _ in listed.values() if active == "failed")
    held = [count.span("n") for said in _STATES["failed"].finditer(claim)
            if (count := _COUNT.search(claim, clause_around(claim, said.start())[0], said.start()))
            and int(count.group("n")) == failed]
    return outside(missing, held)


def _counted(claim: str, low: int, said: re.Match[str], state: str, failed: list[str]
             ) -> tuple[Anchor, list[str]] | None:
    count = _COUNT.search(claim, low, said.start()) if state == "failed" else None
    if count is None or int(count.group("n")) == len(failed):
        return None
    start, end = count.span("n")
    return Anchor("number", count.group("n"), claim[start:end], start, end), [
        f"{len(failed)} failed: {', '.join(failed) or 'none'}"]


def _of_unit(claim: str, low: int, high: int, said: re.Match[str], state: str,
             listed: dict[str, tuple[str, str]], failed: list[str]) -> tuple[Anchor, list[str]] | None:
    named = [unit for unit in listed if _names(claim[low:high], unit, listed)]
    if len(named) != 1:
        return None
    unit = named[0]
    active, sub = listed[unit]
    holds = {"failed": active == "failed", "running": active == "active" and sub == "running",
             "inactive": active in ("inactive", "failed")}[state]  # a failed unit is stopped too
    alone = state == "failed" and _ONLY.search(claim, low, high) is not None and len(failed) > 1
    if holds and not alone:
        return None
    return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
        f"{unit} {active} {sub}" if not holds else f"{len(failed)} failed: {', '.join(failed)}"]


def _names(clause: str, unit: str, listed: dict[str, tuple[str, str]]) -> bool:
    """Whether the clause names `unit`: whole, or its name without its type when no other
    listed unit has that name (`nginx` of `nginx.service`)."""
    bare = unit.rpartition(".")[0]
    alone = sum(1 for other in listed if other.rpartition(".")[0] == bare) == 1
    names = [unit, bare] if alone else [unit]
    return any(re.search(rf"(?<![A-Za-z0-9_.\-@]){re.escape(name)}(?![A-Za-z0-9_\-@]|\.\w)", clause)
               for name in names)
