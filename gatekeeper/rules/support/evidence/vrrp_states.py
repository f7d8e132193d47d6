"""A state a claim says a keepalived VRRP instance entered that its log never shows it entering.

    Keepalived_vrrp[1203]: (VI_1) Entering BACKUP STATE
    Keepalived_vrrp[1203]: (VI_2) Entering MASTER STATE
    Keepalived_vrrp[1203]: VRRP_Instance(VI_3) Transition to MASTER STATE

`VI_1 进入了 MASTER 状态` (VI_2 did) passed: the instance and the state are both the log's. Each
line gives an instance a state it entered. A clause naming one instance (or the log's only one)
and one state (`MASTER`, `主节点`; `BACKUP`, `备用`; `FAULT`, `故障`) says the instance entered it:
a state no line gives the instance, where lines give it others, contradicts it. Unsure says
nothing: two instances or states in a clause, a negator.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_IN, NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

#: every line of an instance's state ends with it: what the reading needs (tool_outputs gates on it)
STATE = " STATE"
_ENTERED = compiled(r"(?:VRRP_Instance)?\((?P<instance>[\w.\-]+)\)[ \t]+(?:Entering|Transition to)[ \t]+"
                    r"(?P<state>MASTER|BACKUP|FAULT|INIT|STOP) STATE")
_STATES = {"MASTER": compiled(r"主节点|主状态|主角色|(?<![A-Za-z])(?i:master)(?![A-Za-z])"),
           "BACKUP": compiled(r"备用|备节点|备份状态|(?<![A-Za-z])(?i:backup)(?![A-Za-z])"),
           "FAULT": compiled(r"故障|(?<![A-Za-z])(?i:fault)(?![A-Za-z])")}


@lru_cache(maxsize=64)
def entered(text: str) -> dict[str, frozenset[str]]:
    """The states each instance's lines say it entered."""
    found: dict[str, set[str]] = {}
    for line in _ENTERED.finditer(text):
        found.setdefault(line["instance"], set()).add(line["state"])
    return {instance: frozenset(states) for instance, states in found.items()}


def vrrp_state_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the states the instance entered]) for the first state the claim
    gives an instance that no line gives it (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    instances = sole_reading(texts, (STATE,), entered)
    if not instances:
        return None
    for state, said, low, high in sole_kinds(claim, _STATES, NO_NEGATOR):
        named = [i for i in instances if name_pattern(i).search(claim, low, high)]
        if len(instances) == 1 and not named:
            named = list(instances)
        if len(named) == 1 and state not in instances[named[0]] and not NEGATOR_IN.search(claim, low, high):
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"{named[0]} entered {', '.join(sorted(instances[named[0]]))}"]
    return None

