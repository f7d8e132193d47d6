"""A setting a claim gives a word its evidence's status prints nowhere, while the setting it
names prints another word.

`MySQL 的隔离级别为 READ-COMMITTED` citing `| transaction_isolation | REPEATABLE-READ |`; `Redis 的淘汰
策略为 allkeys-lru` citing `maxmemory_policy:noeviction`; `Redis 的角色为 slave` citing `role:master`:
the claim's word is found nowhere and only warned (a name of no kind the claim must ground), the
setting it names is the output's, so the claim's ceiling was PASS. A clause naming one field (as
evidence/fields.py reads a status output's fields and a claim naming them: `隔离级别` names
`transaction_isolation`, `淘汰策略` `maxmemory_policy`) whose value is a word (`REPEATABLE-READ`,
`noeviction`, `ROW`: letters, digits, `-`, `_`), and giving it, after a word of being (`为`, `是`,
`处于`, `设置为`, `is`, `set to`, `=`), another word no cited text prints or another setting's
(sestatus' `当前模式为 enforcing` over `Current mode: permissive`, `Mode from config file:
enforcing`), is contradicted; the field's words may follow the word (`处于 enforcing 模式`).
Unsure says nothing: a clause naming several fields, a value the texts print elsewhere (another
row's), a number (evidence/fields.py reads those), a clause placed after a change (`切换后`;
`当前`, `now` are the output's time). A word denied (`角色不是 master`, `没有设置为
noeviction`) is contradicted by the one setting the clause names printing it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.field_names import Field, most_specific, names_field
from gatekeeper.rules.support.evidence.fields import fields_of
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, placed_later
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import found

#: A setting's word: `REPEATABLE-READ`, `noeviction`, `allkeys-lru`, `ROW` (a letter in it).
_WORD = compiled(r"(?=[\w\-]*[A-Za-z])[A-Za-z0-9][\w\-]*", re.ASCII)
#: The word a clause gives its setting, after a word of being.
_GIVEN = compiled(r"(?:被)?(?:设置为|设为|配置为|改为|为|是|处于|运行在)\s*(?P<cn>[A-Za-z0-9][A-Za-z0-9_\-]*)"
                  r"|(?<![A-Za-z])(?:is|was|set\s+to)\s+(?P<en>[A-Za-z0-9][A-Za-z0-9_\-]*)"
                  r"|[=:]\s*(?P<eq>[A-Za-z0-9][A-Za-z0-9_\-]*)", re.IGNORECASE)
#: A denial right before the word of being (`不是`, `没有设置为`, `was not set to`): the word is
#: one the setting is not.
_DENIED = compiled(r"(?:不|未|没有?|非|不再|并不)\s*(?:被)?\Z|(?<![A-Za-z])(?:not|never)\s+(?:been\s+)?\Z"
                   r"|n't\s+(?:been\s+)?\Z", re.IGNORECASE)
#: A setting's Chinese word right after the word given (`处于 enforcing 模式`).
_NAMED_AFTER = compiled(r"[ \t]*[\u4e00-\u9fff]{1,3}(?![\u4e00-\u9fff])")
#: A word going on after the word given: it is a phrase's (`处于 not ready 状态`).
_PHRASE = compiled(r"[ \t]+[A-Za-z]")
#: ... in English, a word of a setting's shape (`READ-COMMITTED`, `allkeys-lru`), not a word of
#: prose (`was thrown`); case matters.
_SHAPED = compiled(r"[A-Z0-9_\-]")


def setting_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                    anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's word, [the setting as printed]) for the first setting the claim gives a word
    no cited text prints while the setting prints another (see the module docstring)."""
    del anchors, anchors_of  # the settings are read as printed
    settings = [f for text in dict.fromkeys(texts) for f in fields_of(text) if _WORD.fullmatch(f.value)]
    if not settings:
        return None
    if _GIVEN.search(claim) is None:
        return None
    lowered = [text.lower() for text in dict.fromkeys(texts)]  # once, for every word the claim gives
    for given in _GIVEN.finditer(claim):
        value = given.group("cn") or given.group("en") or given.group("eq")
        start = given.start("cn") if given.group("cn") else given.start("en") if given.group("en") \
            else given.start("eq")
        if len(value) < 3 or not _WORD.fullmatch(value) or (given.group("en") and not _SHAPED.search(value)):
            continue  # (an abbreviation, `RR` for `REPEATABLE-READ`, is unsure)
        low, high = clause_around(claim, start, start + len(value))
        denied = _DENIED.search(claim, low, given.start())
        printed = any(found(value.lower(), text, _joining) for text in lowered)
        another = printed and not value[0].isdigit() and any(  # another setting's (no number's)
            f.value.lower() == value.lower() for f in settings)
        if (not denied and printed and not another) or _PHRASE.match(claim, start + len(value)):
            continue  # a word printed, not as a setting: another row's; one of a phrase (`not ready`)
        after = _NAMED_AFTER.match(claim, start + len(value), high)  # `处于 enforcing 模式`
        clause = f"{claim[low:start]} {after.group() if after else ''}".lower()
        if placed_later(claim, low, high):
            continue  # (`切换后角色为 slave`: the setting may have changed since; `当前` is the output's)
        # a field named with its own value is the clause's subject (`pool tank is DEGRADED`)
        named = most_specific([f for f in settings if names_field(clause, f)
                               and not found(f.value.lower(), clause, _joining)])
        if len({f.name for f in named}) != 1 or (another and not denied and len(named) != 1) or (
                not all(f.value.lower() == value.lower() for f in named) if denied
                else named[0].value.lower() == value.lower()):
            continue  # (a word denied contradicts the setting printing it)
        own: Field = named[0]
        at = denied.start() if denied else start
        return (Anchor("name", value.lower(), claim[at:start + len(value)], at, start + len(value)),
                [f"{own.name} {own.value} ({clipped(own.line.strip(), 80)!r})"])
    return None


def _joining(char: str) -> bool:
    """A character joined to a word makes another (`slave` of `connected_slaves` is none)."""
    return char.isascii() and (char.isalnum() or char in "_-")
