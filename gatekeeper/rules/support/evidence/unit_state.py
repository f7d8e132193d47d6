"""A state a claim gives a systemd unit that its `systemctl status` contradicts.

`order-svc 服务运行正常` citing `systemctl status order-svc`, whose `Active:` line says `failed
(Result: exit-code)`: the unit's name is the output's and the state words are no anchor, so
nothing was missing or contradicted, whatever state the claim gave. The unit's state is its
`Active:` line's (`active (running)`, `failed`, `inactive (dead)`, `activating
(auto-restart)`), under the line naming the unit (`● order-svc.service - ...`). A clause naming
the unit (its name without `.service`) and saying it runs (`正在运行`, `运行正常`, `is active`,
`active (running)`) contradicts a unit that is not active; one saying it failed (`启动失败`,
`处于 failed 状态`, `has failed`) or stopped (`已停止`, `未运行`, `is inactive`) contradicts an
active one (an inactive one too, for a failure). Unsure says nothing: a clause naming no unit or
several, or no state; a clause telling of another time (`在 03:14`, `曾`, `之前`, `earlier`);
a failure or a stop when the output's journal lines log one (`Failed to start`, `Stopped`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import OTHER_TIME
from gatekeeper.rules.support.text.written import name_pattern

_UNIT = compiled(r"^(?:[●○×*]\s*)?(?P<name>[\w@.\-]+)\.service\b")
_ACTIVE = compiled(r"^\s*Active:\s*(?P<state>active|inactive|failed|activating|deactivating|reloading)"
                   r"(?:\s*\((?P<sub>[\w\-]+)\))?")
#: A claim's words of a state: stopped first (`is not running`, `未运行`), then failed, then runs.
_CLAIMED = (
    ("stopped", compiled(r"已停止|停止运行|未运行|没有?在?运行|不在运行|处于\s*(?:inactive|停止)|"
                         r"(?<![不非])[为是]\s*inactive|"
                         r"(?<![a-z])(?:is|was)\s+(?:inactive|stopped|dead|not\s+(?:running|active))(?![a-z])"
                         r"|inactive\s*\(dead\)", re.IGNORECASE)),
    ("failed", compiled(r"启动失败|运行失败|已失败|处于\s*(?:failed|失败)|"
                        r"(?<![不非])[为是]\s*(?:failed|失败)|"
                        r"(?<![a-z])(?:has|had)\s+failed|(?<![a-z])(?:is|was)\s+(?:in\s+)?(?:a\s+)?failed",
                        re.IGNORECASE)),
    ("running", compiled(r"active\s*\(running\)|正在运行|运行中|运行正常|正常运行|"
                         r"(?<!不)处于\s*(?:active|running|运行)|(?<![不非])[为是]\s*active|"
                         r"(?<![a-z])(?:is|was)\s+(?:active|running|up)(?![a-z])",
                         re.IGNORECASE)),
)
#: A journal line under the status logging a failure or a stop (`systemd[1]: Failed to start`,
#: `Main process exited`, `Stopped Order Service`).
_LOGGED_DOWN = compiled(r"(?m)^(?!\s*(?:Active|Main PID|Process):).*(?:\bFailed\b|\bfailed\b|\bStopped\b|"
                        r"\bexited\b|\bkilled\b|\bKilled\b)")
#: The claimed states each unit state contradicts.
_CONTRADICTS = {"active": {"stopped", "failed"}, "failed": {"running"}, "inactive": {"running", "failed"},
                "activating": {"running"}, "deactivating": {"running"}}


class _Unit(NamedTuple):
    name: str
    state: str
    line: str


@lru_cache(maxsize=256)
def units_of(text: str) -> tuple[_Unit, ...]:
    """The units `text`'s `systemctl status` reports, each with its `Active:` state."""
    if "Active:" not in text or ".service" not in text:
        return ()
    found, name = [], None
    for line in text.split("\n"):
        unit = _UNIT.match(line.strip())
        if unit is not None:
            name = unit.group("name")
            continue
        active = _ACTIVE.match(line)
        if active is not None and name is not None:
            found.append(_Unit(name, active.group("state"), line.strip()))
            name = None
    return tuple(found)


def unit_state_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]
                            ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words of a state, [the unit's `Active:` line]) for the first state the claim
    gives a unit its status contradicts (see the module docstring)."""
    del anchors, anchors_of  # the units are read as printed
    units = [unit for text in dict.fromkeys(texts) for unit in units_of(text)]
    if not units:
        return None
    for claimed, pattern in _CLAIMED:
        for said in pattern.finditer(claim):
            low, high = clause_around(claim, said.start(), said.end())
            if OTHER_TIME.search(claim, low, high):
                continue  # `order-svc 在 03:14 启动失败`, `曾`, `earlier`: not its state now
            named = [unit for unit in units if names_unit(claim[low:high], unit.name)]
            if claimed != "running" and any(_LOGGED_DOWN.search(text) for text in texts):
                continue  # its journal's lines log a failure or a stop: the claim may tell of it
            if len({unit.name for unit in named}) == 1 and all(
                    claimed in _CONTRADICTS.get(unit.state, ()) for unit in named):
                return (Anchor("state", claimed, said.group(), said.start(), said.end()),
                        [repr(clipped(named[0].line, 80))])
    return None


def names_unit(clause: str, name: str) -> bool:
    """Whether the clause writes the unit's name whole (`order-svc`, not `order-svc-canary`)."""
    return name_pattern(name).search(clause) is not None
