"""What a claim says of a Ceph cluster that `ceph status` (`ceph -s`) prints otherwise: its health,
how many OSDs are up or in, how many placement groups are in a state, its space, its active mgr.

`Ceph 集群有 6 个 OSD，其中 4 个 up` citing `osd: 6 osds: 5 up (since 12m), 6 in`: the 4 is the
output's (`4 pools`), so nothing was missing or contradicted, but 5 are up. Read against the
status (one per output; two that disagree say nothing):
- the health (`HEALTH_OK`, `HEALTH_WARN`, `HEALTH_ERR`): a clause naming the cluster and calling it
  healthy (`集群状态健康`, `healthy`, `无告警`) while it warns, or unhealthy while it is OK;
- a count of OSDs written next to a state (`4 个 up`, `2 个 OSD down`, `离线 1 台`, `全部在线`),
  in a sentence naming OSDs: up, in, and down and out as the rest of them;
- a count of placement groups next to a state (`48 个 PG 处于 active+clean`, `降级的 PG 有 48
  个`), in a sentence naming PGs: the state's line, or the lines (and health details) of every
  state holding its words; a state printed nowhere says nothing (the list may be cut);
- a size next to `used` / `avail` / a total (`已用 38 GiB`, `可用 562 GiB`), by powers of 1,000
  or 1,024, to the places written;
- the active mgr and its standbys (`mgr 主节点为 ceph-b` where `ceph-b` stands by).
Unsure says nothing: a bound (`超过 2 个`), a negator before a count, another time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor, outside
from gatekeeper.rules.support.text.clauses import BOUND, clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.rounding import size_written
from gatekeeper.rules.support.text.spans import OTHER_TIME


class CephStatus(NamedTuple):
    health: str  # "OK", "WARN", "ERR" or ""
    osds: dict[str, int]  # total, up, in, down, out
    pgs: dict[str, int]  # a state's line (`active+clean`) -> its count
    degraded: dict[str, int]  # a health detail's `48 pgs degraded` -> 48
    space: dict[str, str]  # used, avail, total -> `38 GiB`
    mgr: tuple[str, tuple[str, ...]]  # (the active one, the standbys)
    pools: dict[str, int]  # pools, pgs -> how many (`pools:   4 pools, 193 pgs`)
    text: str


_HEALTH = compiled(r"health:\s*HEALTH_(OK|WARN|ERR)")
_OSDS = compiled(r"osd:\s*(?P<total>\d+) osds:\s*(?P<up>\d+) up(?: \([^)\n]*\))?,\s*(?P<in>\d+) in")
_PG_STATE = compiled(r"^[ \t]+(?:pgs:[ \t]+)?(?P<n>\d+)[ \t]+(?P<state>[a-z_]+(?:\+[a-z_]+)*)[ \t]*$", re.M)
_PG_DETAIL = compiled(r"(?P<n>\d+) pgs (?P<state>[a-z_]+)")
_USAGE = compiled(r"usage:\s*(?P<used>[\d.]+ [KMGTP]i?B) used,\s*(?P<avail>[\d.]+ [KMGTP]i?B) /"
                  r"\s*(?P<total>[\d.]+ [KMGTP]i?B) avail")
_POOLS = compiled(r"pools:\s*(?P<pools>\d+) pools?, (?P<pgs>\d+) pgs")
_MGR = compiled(r"mgr:\s*(?P<active>[\w.\-]+)\(active[^)\n]*\)(?:,\s*standbys:\s*(?P<standbys>[\w.\-, ]+))?")


@lru_cache(maxsize=64)
def ceph_status(text: str) -> CephStatus | None:
    """The status `text` prints, None when it prints none (no health and no OSD line)."""
    health, osds = _HEALTH.search(text), _OSDS.search(text)
    if health is None and osds is None:
        return None
    counts = {}
    if osds is not None:
        total, up, held = (int(osds.group(k)) for k in ("total", "up", "in"))
        counts = {"total": total, "up": up, "in": held, "down": total - up, "out": total - held}
    usage, mgr = _USAGE.search(text), _MGR.search(text)
    pgs_at = text.find("pgs:", text.find("data:"))
    pgs = {} if pgs_at < 0 else {m.group("state"): int(m.group("n"))
                                 for m in _PG_STATE.finditer(text, text.rfind("\n", 0, pgs_at) + 1)}
    return CephStatus(
        health.group(1) if health else "", counts, pgs,
        {m.group("state"): int(m.group("n")) for m in _PG_DETAIL.finditer(text)},
        {} if usage is None else usage.groupdict(),
        ("", ()) if mgr is None else (mgr.group("active"), tuple(
            s.strip() for s in (mgr.group("standbys") or "").split(",") if s.strip())),
        {k: int(v) for k, v in pools.groupdict().items()} if (pools := _POOLS.search(text)) else {},
        text)


_CLUSTER = compiled(r"集群|(?i:ceph|cluster)")
_OTHER_PART = compiled(r"(?i:osd|pgs?|mon|mgr|pool|磁盘|节点)(?![A-Za-z])|归置组")
_HEALTHY = compiled(r"(?<![不非])健康(?!检查|状[态况]\s*(?:为|是)?\s*(?:HEALTH_(?:WARN|ERR)|告警|异常|警告"
                    r"|不))|(?:状态|运行|一切)\s*(?:良好|正常)|正常运行|无告警|没有告警"
                    r"|(?<![A-Za-z])(?i:healthy|HEALTH_OK)(?![A-Za-z])")
_UNHEALTHY = compiled(r"不健康|告警|警告|异常|错误|(?<![A-Za-z])(?i:unhealthy|HEALTH_WARN|HEALTH_ERR|warn\w*|"
                      r"error)(?![A-Za-z])")
_NEGATED = compiled(r"[不未没非无]|(?<![A-Za-z])(?i:no|not|none)(?![A-Za-z])")
_OSD_STATES = {"up": "up", "在线": "up", "运行": "up", "down": "down", "离线": "down", "宕机": "down",
               "下线": "down", "故障": "down", "挂掉": "down", "不可用": "down", "in": "in", "out": "out"}
_OSD_WORD = r"up|down|in|out|在线|离线|宕机|下线|故障|挂掉|不可用|运行"
_OSD_COUNT = compiled(
    # `4 个 up`, `2 of 6 OSDs are down`; `down 的 OSD 有 1 个`
    rf"(?<![\d.])(?P<n>\d+)\s*(?:(?i:of)\s+\d+\s*)?(?:个|台)?\s*(?:(?i:osds?)\s*)?"
    rf"(?:处于|为|是|已|(?i:are|is))?\s*(?:状态\s*)?(?P<state>{_OSD_WORD})(?![A-Za-z])"
    rf"|(?<![A-Za-z])(?P<state2>{_OSD_WORD})(?![A-Za-z])\s*(?:状态)?\s*(?:的)?\s*(?:(?i:osds?)\s*)?"
    rf"(?:有|为|数为?|数量为|:|：)?\s*(?P<n2>\d+)(?![\d.])\s*(?:个|台)?(?!\s*(?:个|台)?\s*(?i:osds?)\s*\S)")
_ALL_UP = compiled(r"(?:全部|全都|都|均)(?:已|处于|是)?\s*(?:up|在线|正常运行|运行正常)"
                   r"|没有\s*OSD\s*(?:down|宕机|离线)"
                   r"|(?i:all\s+(?:\d+\s+)?osds?\s+(?:are\s+)?up|no\s+osds?\s+(?:are\s+)?down)")
_PG_ZH = {"降级": "degraded", "副本不足": "undersized", "恢复中": "recovering", "回填": "backfilling",
          "正常": "active+clean", "健康": "active+clean"}
_PG_WORD = r"[a-z_]+(?:\+[a-z_]+)+|active|clean|degraded|undersized|peering|stale|inactive|incomplete" \
           r"|remapped|backfilling|recovering|降级|副本不足|恢复中|回填|正常|健康"
_PG_COUNT = compiled(
    rf"(?<![\d./])(?P<n>\d+)\s*(?:个)?\s*(?:(?i:pgs?)|归置组)\s*(?:处于|为|是|are|in)?\s*(?:状态\s*)?(?P<state>{_PG_WORD})"
    rf"|(?<![A-Za-z+])(?P<state2>{_PG_WORD})(?![A-Za-z+])\s*(?:状态)?\s*的?\s*(?:(?i:pgs?)|归置组)\s*"
    r"(?:有|为|数为?|共|:|：)?\s*(?P<n2>\d+)(?![\d./])")
_SPACE_WORDS = {"已用": "used", "已使用": "used", "使用了": "used", "占用": "used", "used": "used",
                "可用": "avail", "剩余": "avail", "available": "avail", "avail": "avail", "free": "avail",
                "总容量": "total", "总空间": "total", "总共": "total", "total": "total"}
_SIZE = r"(?P<size>\d+(?:\.\d+)?)\s*(?P<unit>[KMGTP])(?:i?B)?(?![A-Za-z])"
_SPACE = compiled(rf"(?<![A-Za-z])(?P<which>{'|'.join(_SPACE_WORDS)})(?![A-Za-z])\s*(?:空间|容量)?\s*"
                  rf"(?:为|是|了|约|:|：)?\s*{_SIZE}")
_MGR_ROLE = compiled(r"(?P<active>主|活动|active|当前)|(?P<standby>备|standby)", re.IGNORECASE)


def _status(texts: Sequence[str]) -> CephStatus | None:
    """The one status `texts` print (None for none, or two that disagree: which one a claim
    reads is unsure)."""
    statuses = [s for text in dict.fromkeys(texts)
                if ("osds:" in text or "HEALTH_" in text) and (s := ceph_status(text)) is not None]
    return None if not statuses or any(s[:-1] != statuses[0][:-1] for s in statuses) else statuses[0]


def ceph_status_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                             anchors_of: Callable[[str], Sequence[Anchor]]
                             ) -> tuple[Anchor, list[str]] | None:
    """(what the claim says, [what the status prints]) for the first thing the claim says of
    the cluster its `ceph status` contradicts (see the module docstring)."""
    del anchors, anchors_of  # the status is read as printed
    status = _status(texts)
    if status is None:
        return None
    return (_health(claim, status) or _osds(claim, status) or _pgs(claim, status)
            or _space(claim, status) or _mgr(claim, status) or _pools(claim, status))


def ceph_counts_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts of OSDs or PGs the status makes (`1 个 OSD out` of `6 osds:
    ... 5 in`, the PGs of every state holding `degraded`)."""
    status = _status(texts) if missing else None
    if status is None:
        return missing
    held = [span for span, n, printed, _ in (*_osd_counts(claim, status), *_pg_counts(claim, status))
            if n in printed]
    return outside(missing, held)


def _health(claim: str, status: CephStatus) -> tuple[Anchor, list[str]] | None:
    if not status.health:
        return None
    for said in (*_HEALTHY.finditer(claim), *_UNHEALTHY.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        clause = claim[low:high]
        if _CLUSTER.search(clause) is None or _OTHER_PART.search(clause) or OTHER_TIME.search(clause):
            continue
        healthy = said.re is _HEALTHY
        if not healthy and _NEGATED.search(claim, max(low, said.start() - 3), said.start()):
            continue  # `集群没有错误`: a negated fault, read by the negation checks
        if _HEALTHY.search(clause) and _UNHEALTHY.search(clause):
            continue  # both said: which one of what is unsure
        if healthy != (status.health == "OK"):
            return _said(claim, said.start(), said.end(), "name", said.group()), [
                _quoted(status.text, status.text.find("HEALTH_"))]
    return None


#: A count the claim gives: (where its digits are, the count, what the status makes it, what it prints).
_Count = tuple[tuple[int, int], int, tuple[int | None, ...], str]


def _osd_counts(claim: str, status: CephStatus) -> Iterator[_Count]:
    if not status.osds or re.search("(?i)osd", claim) is None:
        return
    for m in _OSD_COUNT.finditer(claim):
        state = _OSD_STATES[(m.group("state") or m.group("state2")).lower()]
        if not _unsure(claim, m.start(), m.end()):
            yield (m.span("n") if m.group("n") else m.span("n2"), int(m.group("n") or m.group("n2")),
                   (status.osds[state],), f"{status.osds[state]} {state} "
                                          f"({_quoted(status.text, status.text.find('osds:'))})")


def _osds(claim: str, status: CephStatus) -> tuple[Anchor, list[str]] | None:
    for span, n, printed, shown in _osd_counts(claim, status):
        if n not in printed:
            return _said(claim, *span, "number", str(n)), [shown]
    for m in _ALL_UP.finditer(claim) if status.osds else ():
        if status.osds["up"] != status.osds["total"] and not _unsure(claim, m.start(), m.end(), "osd"):
            return _said(claim, m.start(), m.end(), "name", m.group()), [
                _quoted(status.text, status.text.find("osds:"))]
    return None


def _pg_counts(claim: str, status: CephStatus) -> Iterator[_Count]:
    if not status.pgs or re.search("(?i)pg|归置组", claim) is None:
        return
    for m in _PG_COUNT.finditer(claim):
        state = m.group("state") or m.group("state2")
        state = _PG_ZH.get(state, state)
        words = set(state.split("+"))
        holding = {s: c for s, c in status.pgs.items() if words <= set(s.split("+"))}
        if holding and not _unsure(claim, m.start(), m.end()):
            yield (m.span("n") if m.group("n") else m.span("n2"), int(m.group("n") or m.group("n2")),
                   (status.pgs.get(state), sum(holding.values()), status.degraded.get(state)),
                   ", ".join(f"{c} {s}" for s, c in holding.items()))


def _pgs(claim: str, status: CephStatus) -> tuple[Anchor, list[str]] | None:
    for span, n, printed, shown in _pg_counts(claim, status):
        if n not in printed:
            return _said(claim, *span, "number", str(n)), [shown]
    return None


def _space(claim: str, status: CephStatus) -> tuple[Anchor, list[str]] | None:
    if not status.space:
        return None
    for m in _SPACE.finditer(claim):
        which = _SPACE_WORDS[m.group("which").lower()]
        theirs = status.space[which]
        value, unit = theirs.split()
        if _unsure(claim, m.start(), m.end()) or size_written(value, unit, m.group("size"), m.group("unit")):
            continue
        return _said(claim, m.start("size"), m.end(), "number", m.group("size")), [
            f"{theirs} {which} ({_quoted(status.text, status.text.find('usage:'))})"]
    return None


def _mgr(claim: str, status: CephStatus) -> tuple[Anchor, list[str]] | None:
    active, standbys = status.mgr
    if not active or "mgr" not in claim.lower():
        return None
    for name in (active, *standbys):
        at = claim.find(name)
        while at >= 0 and claim[at + len(name):at + len(name) + 1] in tuple("-0123456789"):
            at = claim.find(name, at + 1)  # `ceph-a` is not `ceph-a1`
        if at < 0:
            continue
        low, high = clause_around(claim, at)
        clause = claim[low:high]
        roles = {k for m in _MGR_ROLE.finditer(clause) for k, v in m.groupdict().items() if v}
        if len(roles) != 1 or sum(n in clause for n in (active, *standbys)) != 1 or _NEGATED.search(clause):
            continue
        if (roles == {"active"}) != (name == active):
            return _said(claim, at, at + len(name), "name", name), [
                _quoted(status.text, status.text.find("mgr:"))]
    return None


#: A count of pools or of PGs in all (`共有 4 个池`, `193 pgs`, `PG 总数为 193`).
_TOTAL = compiled(r"(?<![\d.])(?P<n>\d+)\s*(?:个\s*)?(?P<noun>(?i:pools?|pgs?)|存储池|池|归置组)(?![A-Za-z])"
                  r"|(?<![A-Za-z])(?P<noun2>(?i:pools?|pgs?)|存储池|池|归置组)\s*(?:的\s*)?(?:总数|数量|总量|个数)"
                  r"\s*(?:(?:为|是|有|:|：)\s*)?(?P<n2>\d+)(?![\d.])")
_PG_STATE_SAID = compiled(_PG_WORD)


def _pools(claim: str, status: CephStatus) -> tuple[Anchor, list[str]] | None:
    """A count of pools or of PGs in all (no PG's state in its clause) the status prints otherwise."""
    for m in _TOTAL.finditer(claim) if status.pools else ():
        n, noun = m.group("n") or m.group("n2"), (m.group("noun") or m.group("noun2")).lower()
        which = "pools" if noun.startswith("pool") or noun.endswith("池") else "pgs"
        low, high = clause_around(claim, m.start(), m.end())
        if _unsure(claim, m.start(), m.end()) or int(n) == status.pools[which] or (
                which == "pgs" and _PG_STATE_SAID.search(claim, low, high)):
            continue
        at = m.start("n") if m.group("n") else m.start("n2")
        return _said(claim, at, at + len(n), "number", n), [
            f"{status.pools[which]} {which} ({_quoted(status.text, status.text.find('pools:'))})"]
    return None


def _unsure(claim: str, start: int, end: int, needs: str = "") -> bool:
    low, high = clause_around(claim, start, end)
    clause = claim[low:high]
    if needs and needs not in clause.lower():
        return True
    return bool(BOUND.search(clause) or OTHER_TIME.search(clause)
                or _NEGATED.search(claim, max(low, start - 4), start))


def _said(claim: str, start: int, end: int, kind: str, value: str) -> Anchor:
    return Anchor(kind, value, claim[start:end], start, end)


def _quoted(text: str, at: int) -> str:
    return repr(clipped(line_around(text, max(at, 0)).strip(), 80))
