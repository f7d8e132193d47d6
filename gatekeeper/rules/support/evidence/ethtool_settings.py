"""A duplex, auto-negotiation or link a claim gives an interface that `ethtool` prints otherwise.

    Settings for eth0:
            Speed: 1000Mb/s
            Duplex: Full
            Auto-negotiation: on
            Link detected: yes

`eth0 为半双工`, `自动协商已关闭`, `eth0 未检测到链路`: every word is the output's (`Half` in its
supported modes, `off` in `MDI-X: off`), so nothing was missing or contradicted. Each interface's
settings are read from its block. A clause saying one state of one setting (`全双工`, `half
duplex`; `自动协商` or `auto-negotiation` with `开启`/`on` or `关闭`/`off`, `未启用`; `检测到链路`,
`链路已连接`, `链路正常`, `网线已连接`, `link detected`, `link is up`; `链路未连通`, `链路断开`,
`no link`) of the interface it names (of the only one, when it names none) contradicts another
state printed. Unsure says nothing: both states in a clause, an interface the output does not
print, several printed and none named.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_BLOCK = compiled(r"^Settings for (?P<interface>[\w.@\-]+):[ \t]*$", re.MULTILINE)
_SETTING = compiled(r"^[ \t]+(?P<name>Duplex|Auto-negotiation|Link detected):[ \t]*(?P<value>\S+)[ \t]*$",
                    re.MULTILINE)
_AUTONEG = r"(?:自动协商|(?i:auto-?negotiation|autoneg))"
_LINK = r"(?:链路|网线|(?<![A-Za-z])(?i:link)(?![A-Za-z]))"
_ON = r"(?:\s+on\s+[\w.@\-]+)?"  # `the link on eth0 is down`
#: (setting, printed value): the words saying it. A negator is in the words, not before them.
_SAID = {("duplex", "full"): r"全双工|(?<![A-Za-z])(?i:full[ -]duplex)(?![A-Za-z])",
         ("duplex", "half"): r"半双工|(?<![A-Za-z])(?i:half[ -]duplex)(?![A-Za-z])",
         ("auto-negotiation", "off"): rf"{_AUTONEG}[^，,。；;]{{0,6}}?(?:关闭|禁用"
                                      r"|(?:未|没有?)(?:启用|开启|打开)"
                                      r"|(?<![A-Za-z])(?i:off|disabled)(?![A-Za-z]))"
                                      rf"|(?:未|没有?|禁用|关闭了?)(?:启用|开启|打开)?\s*{_AUTONEG}",
         ("auto-negotiation", "on"): rf"{_AUTONEG}[^，,。；;]{{0,6}}?(?<![未没有])"
                                     r"(?:开启|启用|打开|(?<![A-Za-z])(?i:on|enabled)(?![A-Za-z]))"
                                     rf"|(?<![未没有用])(?:启用|开启|打开)了?\s*{_AUTONEG}",
         ("link detected", "no"): rf"(?:未|没有?)(?:检测到|连通|连接)\s*{_LINK}"
                                  rf"|{_LINK}\s*(?:(?:未|没有?)(?:检测到|连通|连接)|已?(?:断开|不通|中断))"
                                  rf"|(?<![A-Za-z])(?i:no\s+link|link{_ON}\s+(?:is\s+)?(?:down|not\s+detected))"
                                  r"(?![A-Za-z])",
         ("link detected", "yes"): rf"(?<![未没有])(?:检测到|连通)\s*{_LINK}"
                                   rf"|{_LINK}\s*(?:已|已经)?(?:检测到|连通|连接|正常|是通的)"
                                   rf"|(?<![Nn]o )(?<![A-Za-z])(?i:link{_ON}\s+(?:is\s+)?(?:detected|up))"
                                   r"(?![A-Za-z])|(?<![A-Za-z])(?i:has\s+an?\s+link)(?![A-Za-z])"}
_KINDS = {f"{setting}={value}": compiled(words) for (setting, value), words in _SAID.items()}

#: An interface's settings: {setting (lower case): its value (lower case)}.
Settings = dict[str, str]


@lru_cache(maxsize=64)
def interface_settings(text: str) -> dict[str, Settings]:
    """Each interface's duplex, auto-negotiation and link, from its block."""
    blocks = list(_BLOCK.finditer(text))
    found: dict[str, Settings] = {}
    for n, block in enumerate(blocks):
        end = blocks[n + 1].start() if n + 1 < len(blocks) else len(text)
        found[block["interface"]] = {m["name"].lower(): m["value"].lower()
                                     for m in _SETTING.finditer(text, block.end(), end)}
    return {interface: settings for interface, settings in found.items() if settings}


def setting_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the interface's setting]) for the first setting the claim gives an
    interface otherwise than its block (see the module docstring)."""
    del anchors, anchors_of  # the blocks are read as printed
    printed = sole_reading(texts, ("Settings for ",), interface_settings)
    if not printed:
        return None
    for kind, said, low, high in sole_kinds(claim, _KINDS, NO_NEGATOR):
        setting, _, value = kind.partition("=")
        named = [name for name in printed if name_pattern(name).search(claim, low, high)]
        interface = named[0] if len(named) == 1 else next(iter(printed)) if len(printed) == 1 and not named \
            else None
        own = None if interface is None else printed[interface].get(setting)
        if own is not None and own != value:
            return Anchor("state", said.group().lower(), said.group(), *said.span()), [
                f"{interface} {setting}: {own}"]
    return None
