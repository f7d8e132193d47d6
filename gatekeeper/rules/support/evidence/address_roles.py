"""An address a claim gives one role (a DNS server, a name's answer, the default gateway) while
its evidence prints it in another.

`DNS 服务器为 10.2.3.4` citing nslookup, whose `Server: 10.0.0.2` asked and whose answer is `Address:
10.2.3.4`; `默认网关为 10.0.0.5` citing `ip route`, whose `default via 10.0.0.254` is the gateway and
10.0.0.5 the host's own `src`: the address is the output's, so nothing was missing or
contradicted. The roles as the tools print them: nslookup's `Server:` (and its `Address: ...#53`)
and its answers' `Address:` (no port); dig's `;; SERVER:` and its ANSWER SECTION's `A` records;
`ip route`'s `default via`, `route -n`'s gateway of `0.0.0.0`. A clause writing one address and
the words of one role (`DNS 服务器`, `nameserver`; `解析到`, `resolves to`; `默认网关`, `网关` of no
qualifier (not `API 网关`), `default gateway`, `默认路由经由`) is contradicted when the cited texts
print addresses in that role, none the claim's, and print the claim's elsewhere (another role's,
a `src`). Unsure says nothing: two addresses or two roles in the clause, a denial or a change
(`不是`, `改为`, `switched to`), an address printed nowhere (claim.entity_grounding's).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

_ADDRESS = r"\d{1,3}(?:\.\d{1,3}){3}"
#: Each role's addresses, as the tools print them (group `a`).
_PRINTED = {
    "dns server": (compiled(rf"^Server:[ \t]+(?P<a>{_ADDRESS})[ \t]*$", re.MULTILINE),
                   compiled(rf"^Address:[ \t]+(?P<a>{_ADDRESS})#\d+[ \t]*$", re.MULTILINE),
                   compiled(rf"^;; SERVER:[ \t]+(?P<a>{_ADDRESS})#", re.MULTILINE)),
    "answer": (compiled(rf"^Address(?:es)?:[ \t]+(?P<a>{_ADDRESS})[ \t]*$", re.MULTILINE),  # no `#53`
               compiled(rf"^\S+\.[ \t]+\d+[ \t]+IN[ \t]+A[ \t]+(?P<a>{_ADDRESS})[ \t]*$", re.MULTILINE)),
    "gateway": (compiled(rf"^default[ \t]+via[ \t]+(?P<a>{_ADDRESS})(?![\d.])", re.MULTILINE),
                compiled(rf"^0\.0\.0\.0[ \t]+(?P<a>{_ADDRESS})[ \t]+0\.0\.0\.0[ \t]+U?G", re.MULTILINE)),
}
#: What a claim calls each role.
_SAID = {
    "dns server": compiled(r"(?:DNS|域名)\s*(?:解析)?(?:服务器|server|resolver)|名称服务器|nameserver"
                           r"|(?<![A-Za-z])resolver(?![A-Za-z])", re.IGNORECASE),
    "answer": compiled(r"解析(?:到|为|成|结果(?:为|是)?)|(?<![A-Za-z])(?:resolv(?:es|ed)\s+to|points?\s+to"
                       r"|A\s+record)(?![A-Za-z])|A\s*记录", re.IGNORECASE),
    # a gateway of no qualifier (`网关为`; not `API 网关`, `支付网关`: an application's)
    "gateway": compiled(r"默认网关|默认路由|(?<![A-Za-z]\s)(?<![A-Za-z\u4e00-\u9fff])网关"
                        r"|(?<![A-Za-z])default\s+(?:gateway|route)(?![A-Za-z])", re.IGNORECASE),
}
_UNSURE = compiled(r"不是|并非|不再|没有|未|改为|改成|切换|更换|换成|(?<![A-Za-z])(?:not|no|never|instead"
                   r"|switch\w*|chang\w*|replac\w*|isn't|wasn't)(?![A-Za-z])", re.IGNORECASE)


def address_role_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's address, [the role's addresses and the one it has]) for the first address a
    clause gives a role the evidence prints it in another of (see the module docstring)."""
    del anchors_of  # the roles are read as printed
    addresses = [a for a in anchors if a.kind == "ip"]
    if not addresses:
        return None
    roles = _roles(tuple(dict.fromkeys(texts)))
    if not roles:
        return None
    for address in addresses:
        low, high = clause_around(claim, address.start, address.end)
        said = [role for role, words in _SAID.items() if words.search(claim, low, high)]
        if len(said) != 1 or _UNSURE.search(claim, low, high) \
                or sum(low <= a.start < high for a in addresses) > 1:
            continue
        role, = said
        own, value = roles.get(role, ()), address.value.partition(":")[0]
        if own and value not in own and any(re.search(rf"(?<![\d.]){re.escape(value)}(?![\d.])", text)
                                            for text in texts):
            other = next((name for name, printed in roles.items() if value in printed), None)
            return address, [f"{role} {', '.join(own)}; {value} is "
                             + (f"the {other}" if other else "another address it prints")]
    return None


@lru_cache(maxsize=64)
def _roles(texts: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """The addresses the texts print in each role (those printing some)."""
    found: dict[str, tuple[str, ...]] = {}
    for role, patterns in _PRINTED.items():
        printed = tuple(dict.fromkeys(m.group("a") for text in texts for pattern in patterns
                                      for m in pattern.finditer(text)))
        if printed:
            found[role] = printed
    return found
