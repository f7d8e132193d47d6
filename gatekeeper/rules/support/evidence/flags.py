"""A yes or no a status output prints for a field, that a claim says the other way.

`从库 SQL 线程运行正常` citing MySQL's `SHOW SLAVE STATUS`, whose `Slave_SQL_Running: No`: the
field's name and value are words, no anchor, so nothing was missing or contradicted; so for
Redis' `master_link_status:down` (`主从链接正常`) and a Kubernetes node's condition
`MemoryPressure   True` (`节点没有内存压力`), timedatectl's `System clock synchronized: no`
(`时钟已同步`). A flag is a field whose value is a yes or a no
(`Yes`/`No`, `True`/`False`, `up`/`down`, `on`/`off`, `enabled`/`disabled`,
`active`/`inactive`: timedatectl's `NTP service`), or a condition's row
(`Type   Status ...`). A clause naming exactly one flag, by its words other than its state's
(`running`, `status`) and its context's (`slave`, `master`), and saying it is not so (`已停止`,
`未就绪`, `没有`, `断开`, `down`, `not`) or is (`正常`, `运行`, `存在`, `有`, `up`, `yes`),
contradicts a flag printed the other way. Unsure says nothing: a clause naming two flags or
none, or no word of either way; a clause copying the flag's line or its `name=value`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.field_names import Field, most_specific, names_field
from gatekeeper.rules.support.evidence.fields import fields_of
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

_YES = frozenset({"yes", "true", "up", "on", "enabled", "running", "connected", "ok", "active"})
_NO = frozenset({"no", "false", "down", "off", "disabled", "stopped", "disconnected", "fail", "failed",
                 "inactive"})
#: A condition's row (`  MemoryPressure   True    Mon, 30 Nov ...`).
_CONDITION = compiled(r"^[ \t]*(?P<name>[A-Z][A-Za-z]+)[ \t]+(?P<value>True|False)(?:[ \t]|$)", re.MULTILINE)
_COUNT = compiled(r"(?<![A-Za-z0-9_.\-])\d+(?![A-Za-z0-9_.\-])")  # a number, not a name's (`node-7`)
_CAMEL_WORD = compiled(r"[A-Z]{2,}(?![a-z])|[A-Z][a-z]+")
#: Words of a flag's name that say its state or its context, not which flag it is.
_UNNAMING = frozenset({"running", "status", "state", "enabled", "slave", "master", "replica", "is"})
#: A claim's words of no (first: `没有` holds `有`), then of yes.
_SAYS_NO = compiled(r"未|没有|没|不|无|停止|已停|断开|中断|宕|挂了|失败|异常|关闭|(?<![A-Za-z])(?:no|not|down"
                    r"|false|off|stopped|disconnected|isn't|aren't|wasn't|fail|failed|failing|inactive"
                    r"|disabled)(?![A-Za-z])",
                    re.IGNORECASE)
_SAYS_YES = compiled(r"正常|运行|存在|有|已连接|连接|就绪|启用|同步|开启|打开|(?<![A-Za-z])(?:yes|up|true|on"
                     r"|running|ok|connected|enabled|healthy|has|have|under|experiencing|present|synchroni[sz]ed|active)"
                     r"(?![A-Za-z])",
                     re.IGNORECASE)
_MAY_FLAG = compiled(r"(?<![A-Za-z])(?:yes|no|true|false|up|down|on|off|enabled|disabled|ok|fail|failed"
                     r"|active|inactive)"
                     r"(?![A-Za-z])",
                     re.IGNORECASE)


class _Flag(NamedTuple):
    field: Field
    yes: bool
    condition: bool = False  # a condition's row (`Available   False`)


def flag_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]
                      ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words of a state, [the flag's line]) for the first flag the claim says is
    the other way (see the module docstring)."""
    del anchors, anchors_of  # the flags are read as printed
    flags = [flag for text in dict.fromkeys(texts) for flag in flags_of(text)]
    if not flags:
        return None
    seen: set[tuple[int, int]] = set()
    for said in (*_SAYS_NO.finditer(claim), *_SAYS_YES.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        if (low, high) in seen:
            continue
        seen.add((low, high))
        clause = claim[low:high].lower()
        named: dict[str, _Flag] = {}
        both_ways = set()  # several things print it (bonding's `MII Status`, its slaves'): whose?
        for flag in flags:
            if _names(clause, flag.field) and named.setdefault(flag.field.name, flag).yes != flag.yes:
                both_ways.add(flag.field.name)
        if len(named) > 1:  # the one the clause writes more words of (`payment 容器未就绪`: its Ready,
            specific = {f.name for f in most_specific([f.field for f in named.values()], clause)}
            named = {name: flag for name, flag in named.items() if name in specific}  # not its State)
        if len(named) != 1:
            continue
        flag = next(iter(named.values()))
        if flag.field.name in both_ways or (flag.condition and _COUNT.search(clause)):
            continue  # (a count said of a condition's word, `只有 1 个可用副本`, is no condition)
        if flag.field.line.strip().lower() in clause or _printed(flag.field, clause):
            continue  # the claim copies the line, or writes the flag's value with its name
        yes = _SAYS_NO.search(clause) is None and _SAYS_YES.search(clause) is not None
        no = _SAYS_NO.search(clause) is not None
        if (yes and not flag.yes) or (no and flag.yes):
            return _told(claim, low, high, yes, flag)
    return _state_flag_contradicted(claim, flags)


def _told(claim: str, low: int, high: int, yes: bool, flag: _Flag) -> tuple[Anchor, list[str]]:
    return (Anchor("state", "yes" if yes else "no", claim[low:high].strip(), low, high),
            [f"{flag.field.name} {flag.field.value} ({clipped(flag.field.line.strip(), 70)!r})"])


#: Flags named by the state they are (docker inspect's `"Running": false`, `"Paused"`,
#: `"OOMKilled"`; Elasticsearch's `"timed_out"`; a pod's `Ready`; Vault's `Sealed`), and a claim's
#: words of that state.
_STATE_NAMED = {name: compiled(words, re.IGNORECASE) for name, words in {
    "running": r"运行|(?<![A-Za-z])(?:running|up)(?![A-Za-z])",
    "paused": r"暂停|(?<![A-Za-z])paused(?![A-Za-z])",
    "restarting": r"(?<![A-Za-z])restarting(?![A-Za-z])|(?:正在|在)重启",
    "oomkilled": r"(?<![A-Za-z])oom(?:[- ]?kill(?:ed)?)?(?![A-Za-z])|内存溢出|内存不足被杀",
    "timed_out": r"超时|(?<![A-Za-z])timed?[ _]out(?![A-Za-z])",
    # a container's or a condition's `Ready: False` (`kubectl describe pod`); `就绪` names it above
    "ready": r"(?<![A-Za-z])ready(?![A-Za-z])",
    # Vault's `Sealed  true` (`vault status`), and the words of its opposite (`_OPPOSITE`)
    "sealed": r"(?<!解)密封|解封(?!进度|阈值|门限|次数|份额)|(?<![A-Za-z])(?:un)?sealed(?![A-Za-z])",
    "initialized": r"初始化|(?<![A-Za-z])initiali[sz]ed(?![A-Za-z])",
    # corosync's `Quorate: No` (`corosync-quorumtool -s`); not its count (`法定人数为 2`: `Quorum: 2`)
    "quorate": r"法定人数(?!\s*(?:(?:为|是|:|：)\s*)?\d)|(?<![A-Za-z])quorate(?![A-Za-z])"}.items()}
#: A state's word that says its opposite (`解封`, `unsealed`: not sealed).
_OPPOSITE = compiled(r"解封|unsealed", re.IGNORECASE)
#: A word denying the state before it (`没有在运行`, `is not running`), or saying it ended (`已停止运行`).
_DENIED = compiled(r"未|没有|没|不|无|并非|停止|已停|退出|失去|丧失"
                   r"|(?<![A-Za-z])(?:not|no|never|stopped|exited"
                   r"|lost)(?![A-Za-z])|n't", re.IGNORECASE)
#: ... or after it (`法定人数不足`), or the value it copies (`Quorate 为 No`: which way, its own word).
_DENIED_AFTER = compiled(r"\s*(?:不足|缺失|丢失)")
_VALUE_GIVEN = compiled(r"\s*(?:为|是|=|:|：|(?i:is))\s*(?i:yes|no|true|false)(?![A-Za-z])")


def _state_flag_contradicted(claim: str, flags: Sequence[_Flag]) -> tuple[Anchor, list[str]] | None:
    """A clause saying a thing is (or is not) in the state a flag is named by (`容器仍在运行`
    citing `"Running":false`), where every such flag printed says the other way; unsure when
    the clause says two of them, or the flags of one name disagree (two containers)."""
    named = {name: [flag for flag in flags if flag.field.name.rpartition(" ")[2] == name]  # `State Running`
             for name in _STATE_NAMED}
    for name, printed in named.items():
        said = _STATE_NAMED[name].search(claim) if printed else None
        if said is None or len({flag.yes for flag in printed}) != 1:
            continue
        low, high = clause_around(claim, said.start(), said.end())
        if sum(1 for other, words in _STATE_NAMED.items()
               if named[other] and words.search(claim, low, high)) > 1:
            continue
        if _VALUE_GIVEN.match(claim, said.end()):
            continue
        denied = _DENIED.search(claim, low, said.start()) or _DENIED_AFTER.match(claim, said.end())
        yes = (denied is None) != bool(_OPPOSITE.fullmatch(said.group()))
        if yes != printed[0].yes:
            return _told(claim, low, high, yes, printed[0])
    return None


@lru_cache(maxsize=256)  # a cited output is read for each claim citing it
def flags_of(text: str) -> tuple[_Flag, ...]:
    """The yes-or-no fields and conditions `text` prints."""
    if _MAY_FLAG.search(text) is None:
        return ()
    found = [_Flag(field, field.value.lower() in _YES) for field in fields_of(text)
             if field.value.lower() in _YES or field.value.lower() in _NO]
    for row in _CONDITION.finditer(text):
        name = row.group("name")
        words = tuple(w.lower() for w in _CAMEL_WORD.findall(name))  # `PIDPressure`: pid, pressure
        found.append(_Flag(Field(name.lower(), words, row.group("value"), row.group()),
                           row.group("value") == "True", condition=True))
    return tuple(found)


def _printed(field: Field, clause: str) -> bool:
    name, value = (re.escape(part) for part in (field.name.rpartition(" ")[2], field.value.lower()))
    return re.search(rf"{name}\s*[:=]\s*{value}(?![a-z])", clause) is not None


def _names(clause: str, field: Field) -> bool:
    """Whether the clause names the flag by its own words (or its name as printed); a flag
    whose own words only say whose it is (`cluster_state` of `cluster_*` fields) with its word
    of state too (`集群状态`, not `集群共有 6 个节点`)."""
    own = tuple(word for word in field.words if word not in _UNNAMING)
    if own:
        return names_field(clause, field._replace(words=own))
    whose = tuple(word for word in field.name.replace("_", " ").split() if word not in _UNNAMING)
    return bool(whose) and names_field(clause, field._replace(words=whose)) \
        and _STATE_SAID.search(clause) is not None


_STATE_SAID = compiled(r"状态|(?<![A-Za-z])(?:state|status)(?![A-Za-z])")
