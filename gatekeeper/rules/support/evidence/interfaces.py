"""Whether a claim says a network interface is up, against the state `ip addr` / `ip link`
prints for it.

`eth1 处于 UP 状态` citing `ip addr`, whose `eth0` line is `state UP` and `eth1`'s `<NO-CARRIER,
BROADCAST,MULTICAST,UP> ... state DOWN`: the name and the word are both the output's (`UP` is even
one of eth1's flags), so nothing was missing or contradicted. An interface's state is its line's
`state UP` or `state DOWN` (`UNKNOWN`, a loopback's, is neither). A clause naming one interface
(whole, or without its `@` peer: `veth12ab` of `veth12ab@if5`) and saying it is up (`UP`, `up`,
`已启用`, `正常`, `连通`) or down (`DOWN`, `down`, `断开`, `掉线`, `未启用`, `NO-CARRIER`, `无载波`)
is denied by a state printed the other way. Unsure says nothing: a clause naming two
interfaces, or both words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.two_states import Fact, denied_in
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_LINK = compiled(r"^\d+:\s+(?P<name>[\w.\-]+)(?:@[\w.\-]+)?:\s+<[^>]*>.*?\sstate\s+(?P<state>UP|DOWN)(?!\w)",
                 re.MULTILINE)
#: Down first (`未启用` holds `启用`), then up.
_DOWN = compiled(r"未启用|未连接|断开|掉线|无载波|宕|(?<![A-Za-z\-])(?:down|no-carrier|not\s+up)(?![A-Za-z])",
                 re.IGNORECASE)
_UP = compiled(r"启用|正常|连通|已连接|(?<![A-Za-z\-])(?:up|running)(?![A-Za-z\-])", re.IGNORECASE)


def interface_state_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                           anchors_of: Callable[[str], Sequence[Anchor]]
                           ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the interface's line]) for the first interface the claim says is up
    or down while its line says the other (see the module docstring)."""
    del anchors, anchors_of  # the links are read as printed
    return denied_in(claim, texts, _links_in, _UP, _DOWN)


@lru_cache(maxsize=64)
def _links_in(text: str) -> tuple[Fact, ...]:
    """Each interface's line, up or down (read once: every claim citing it asks)."""
    if " state " not in text:
        return ()
    return tuple(Fact(m.group("name"), (name_pattern(m.group("name")),), m.group("state") == "UP", m.group())
                 for m in _LINK.finditer(text))
