"""What a claim says of a certificate `certbot certificates` lists otherwise: whether it is still
valid, how many days it has left, the day it expires.

`api.example.com 的证书还有 29 天过期` citing certbot, whose `example.com` certificate is `VALID: 29
days` and `api.example.com`'s `VALID: 2 days`: the number is the output's, and the certificates'
blocks made no table, so nothing was missing or contradicted; nor was `example.com 的证书已过期`
beside another certificate's `INVALID: EXPIRED`. Each block (`Certificate Name:` up to the next)
gives a certificate's domains, its expiry date and what is left of it. A clause naming one
certificate (its name, or a domain of one certificate only) and saying it expired (`已过期`,
`has expired`) or is valid (`仍然有效`, `is valid`), or writing the days left (`还有 29 天过期`,
`29 天后到期`, `expires in 29 days`) or its expiry day (`2027-01-05`, `2027年1月5日`), is read
against its block. Unsure says nothing: two certificates or states in a clause, a negator, a
bound or an approximation (`不到 30 天`, `约 1 个月`), a day not written in full.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import APPROX, BOUND, sole_kinds, sure_values
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_NAME = compiled(r"^[ \t]*Certificate Name:[ \t]*(?P<name>\S+)[ \t]*$", re.MULTILINE)
_DOMAINS = compiled(r"^[ \t]*Domains:[ \t]*(?P<domains>[^\n]+)$", re.MULTILINE)
_EXPIRY = compiled(r"^[ \t]*Expiry Date:[ \t]*(?P<day>\d{4}-\d\d-\d\d)[^\n(]*"
                   r"\((?:VALID:[ \t]*(?P<days>\d+)[ \t]+days?|INVALID:[ \t]*(?P<invalid>[A-Z_]+))\)",
                   re.MULTILINE)

_STATES = {"expired": compiled(r"已经?过期|过期了|已失效|(?<![A-Za-z])(?i:has\s+expired|is\s+expired|expired)"
                               r"(?![A-Za-z])"),
           "valid": compiled(r"(?:仍然|仍|依然|还|目前)有效(?!期)"
                             r"|(?<![A-Za-z])(?i:is\s+(?:still\s+)?valid)(?![A-Za-z])")}
#: the days left, said one way or another; a day of expiry written in full
_DAYS_SAID = compiled(r"(?:还有|还剩|剩余|剩下)\s*(?P<left>\d+)\s*天"
                      r"|(?P<after>\d+)\s*天后(?:过期|到期|失效)"
                      r"|(?<![A-Za-z])(?i:expir(?:es|ing)\s+in|valid\s+for(?:\s+another)?)\s+(?P<en>\d+)\s+days?"
                      r"(?![A-Za-z])"
                      r"|(?<![\d.])(?P<y>\d{4})(?:-|年)(?P<m>\d{1,2})(?:-|月)(?P<d>\d{1,2})(?!\d)")

#: A listed certificate: (its domains, its expiry day YYYY-MM-DD, its days left; None when invalid).
Certificate = tuple[tuple[str, ...], str, "int | None"]


@lru_cache(maxsize=64)
def certificates(text: str) -> dict[str, Certificate]:
    """Each listed certificate's name -> its block's reading; nothing when a block reads no
    expiry (not certbot's list as this reads it)."""
    starts = [m.start() for m in _NAME.finditer(text)]
    listed: dict[str, Certificate] = {}
    for start, end in zip(starts, [*starts[1:], len(text)], strict=True):
        block = text[start:end]
        name, domains, expiry = _NAME.search(block), _DOMAINS.search(block), _EXPIRY.search(block)
        if name is None or expiry is None:
            return {}
        days = None if expiry.group("invalid") else int(expiry.group("days"))
        listed[name.group("name")] = (tuple(domains.group("domains").split()) if domains else (),
                                      expiry.group("day"), days)
    return listed


def certificate_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [the certificate's block]) for the first state, days left or expiry
    day the claim gives a listed certificate otherwise than its block (see the module docstring)."""
    del anchors, anchors_of  # the blocks are read as printed
    listed = sole_reading(texts, ("Certificate Name:",), certificates)
    if not listed:
        return None
    for kind, said, low, high in sole_kinds(claim, _STATES):
        name = _named(claim, low, high, listed)
        if name is not None and (listed[name][2] is None) != (kind == "expired"):
            return _told(claim, said.span(), claim[low:high].strip(), name, listed[name])
    for said, low, high in sure_values(claim, _DAYS_SAID, APPROX, BOUND, alone=False):
        name = _named(claim, low, high, listed)
        if name is None:
            continue
        _, day, days = listed[name]
        if said.group("y"):
            holds = (int(said.group("y")), int(said.group("m")), int(said.group("d"))) == tuple(
                int(part) for part in day.split("-"))
        else:
            holds = int(said.group("left") or said.group("after") or said.group("en")) == days
        if not holds:
            return _told(claim, said.span(), said.group(), name, listed[name])
    return None


def _told(claim: str, span: tuple[int, int], value: str, name: str, certificate: Certificate
          ) -> tuple[Anchor, list[str]]:
    _, day, days = certificate
    left = f"VALID: {days} days" if days is not None else "INVALID"
    return Anchor("state", value, claim[span[0]:span[1]], *span), [f"{name} expires {day} ({left})"]


def _named(claim: str, low: int, high: int, listed: dict[str, Certificate]) -> str | None:
    """The one listed certificate the clause names, by its name or its domains; None for none
    or several."""
    clause = claim[low:high]
    named = {name for name, (domains, _, _) in listed.items()
             if any(_pattern(written).search(clause) for written in (name, *domains))}
    return named.pop() if len(named) == 1 else None


@lru_cache(maxsize=256)
def _pattern(name: str) -> re.Pattern[str]:
    return name_pattern(name, before="-.", after="-")
