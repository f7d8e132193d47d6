"""Who waits for a lock and who holds it, as a claim tells it, against the lock waits its evidence
prints.

`进程 23456 在等待进程 12345 持有的 ShareLock` citing PostgreSQL's `process 12345 still waiting for
ShareLock ...` and `Process holding the lock: 23456`: both pids and the lock are the output's, so
nothing was missing or contradicted, yet the claim blames the victim. A wait is read from
PostgreSQL's log (`process A still waiting for ...` with `Process holding the lock: B. Wait
queue: A, C.`; a deadlock's `Process A waits for ...; blocked by process B.`; `pg_locks`' rows,
a pid not `granted` its lock waiting for those granted one on its relation) and from a Java
thread dump (a thread `- waiting to lock <0x...>` that another thread's `- locked <0x...>`
holds). A clause naming the two (`A 在等待 B`, `A 被 B 阻塞`, `B 阻塞了 A`, `A is waiting for B`,
`A is blocked by B`, `B blocks A`) or one of them (`锁由 B 持有`, `B holds the lock`, `A 在等待锁`)
is denied when the evidence gives them the other roles and never these; a clause denying any
wait (`没有锁等待`, `no lock waits`) by a wait. Unsure says nothing: a name in both roles, a
clause naming no waiter or holder the evidence prints, a denial placed after a change (`之后`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import LATER, clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of

_PG_WAITING = compiled(r"process (?P<waiter>\d+) (?:still waiting|acquired) for \w+")
_PG_DETAIL = compiled(r"Process holding the lock: (?P<holders>\d+(?:, \d+)*)\. "
                      r"Wait queue: (?P<queue>\d+(?:, \d+)*)")
_PG_DEADLOCK = compiled(r"Process (?P<waiter>\d+) waits for \w+ on [^;]+; blocked by process (?P<holder>\d+)")
_THREAD = compiled(r'^"(?P<name>[^"]+)"')
_JAVA_LOCK = compiled(r"^\s*- (?P<what>waiting to lock|locked) <(?P<address>0x[0-9a-f]+)>")
#: A clause's roles, entity `w` waiting for entity `h` (either may be missing), as written.
_ROLES = (
    r"{w}[^，,。;；]{{0,12}}?被[^，,。;；]{{0,6}}?{h}[^，,。;；]{{0,6}}?(?:阻塞|锁住|卡住)",
    r"{w}[^，,。;；]{{0,12}}?(?:等待|等锁|阻塞于|卡在|(?<![A-Za-z])(?:waits|waiting|blocked)\s+(?:for|on|by))"
    r"[^，,。;；]{{0,24}}?{h}",
    r"{h}[^，,。;；]{{0,12}}?(?:阻塞了|挡住了|(?<![A-Za-z])(?:blocks|is\s+blocking|was\s+blocking))"
    r"[^，,。;；]{{0,12}}?{w}",
    r"(?:由|(?<![A-Za-z])held\s+by)\s*(?:进程|线程|process|thread)?\s*{h}",
    r"{h}[^，,。;；]{{0,8}}?(?:持有|占有|(?<![A-Za-z])(?:holds|is\s+holding|held)(?![A-Za-z]))",
    r"{w}[^，,。;；]{{0,8}}?(?:在等待|正在等待|等待锁|(?<![A-Za-z])(?:is\s+waiting|waits))(?![^，,。;；]{{0,24}}?{h})",
)


#: A clause denying any wait (`没有锁等待`, `不存在锁冲突`, `no lock waits`).
_NO_WAIT = compiled(r"(?:没有|无|不存在|未发现|未见)(?:任何)?(?:的)?\s*"
                    r"(?:锁等待|等待锁|锁冲突|锁阻塞|阻塞的?(?:会话|进程|事务))"
                    r"|(?<![A-Za-z])(?:no\s+(?:lock\s+)?(?:waits|waiting|contention)|nothing\s+(?:is\s+|was\s+)?"
                    r"(?:waiting|blocked))(?![A-Za-z])", re.IGNORECASE)
_ROLE_WORD = compiled(r"等|阻塞|锁|持有|占有|卡|(?<![A-Za-z])(?:wait|block|held|hold|lock)", re.IGNORECASE)


def lock_roles_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the wait the evidence prints]) for the first waiter or holder the
    claim gives the other role of a lock wait (see the module docstring)."""
    del anchors, anchors_of  # the waits are read as printed
    if _ROLE_WORD.search(claim) is None or not any(
            "waiting" in text or "waits for" in text or "locked <" in text or "granted" in text
            for text in texts):
        return None
    waits = waits_of(texts)
    if not waits:
        return None
    if (denied := _NO_WAIT.search(claim)) is not None:
        low, high = clause_around(claim, denied.start(), denied.end())
        if LATER.search(claim, low, high) is None:
            return Anchor("state", "no lock wait", claim[low:high].strip(), low, high), [
                f"{waits[0][0]} waits for {waits[0][1]} ({clipped(waits[0][2].strip(), 100)!r})"]
    waiters, holders = {w for w, _, _ in waits}, {h for _, h, _ in waits}
    names = sorted(waiters | holders, key=len, reverse=True)
    entity = r"(?:进程|线程|pid|process|thread)?\s*\"?(?<![A-Za-z0-9_\-])(?P<{}>{})(?![A-Za-z0-9_\-])\"?"
    alternatives = "|".join(re.escape(name) for name in names)
    for form in _ROLES:
        pattern = re.compile(form.format(w=entity.format("w", alternatives),
                                         h=entity.format("h", alternatives)), re.IGNORECASE)
        for said in pattern.finditer(claim):
            named = said.groupdict()
            waiter, holder = named.get("w"), named.get("h")
            if waiter is not None and holder is not None and waiter == holder:
                continue
            wrong = (waiter is not None and waiter not in waiters) or (
                holder is not None and holder not in holders)
            if not wrong or (waiter and holder and (waiter, holder) in {(w, h) for w, h, _ in waits}):
                continue
            line = next(line for w, h, line in waits if {w, h} & {waiter, holder})
            low, high = clause_around(claim, said.start(), said.end())
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"{clipped(line.strip(), 100)!r}"]
    return None


def waits_of(texts: Sequence[str]) -> list[tuple[str, str, str]]:
    """(waiter, holder, the line telling it) for each lock wait the texts print."""
    return [wait for text in dict.fromkeys(texts) for wait in _waits_in(text)]


@lru_cache(maxsize=64)
def _waits_in(text: str) -> tuple[tuple[str, str, str], ...]:
    """`waits_of` one text (read once: every claim citing it asks)."""
    found: list[tuple[str, str, str]] = []
    waiting: str | None = None
    holders: dict[str, str] = {}
    wanted: list[tuple[str, str, str]] = []
    thread = ""
    for line in text.splitlines():
        if (pg := _PG_WAITING.search(line)) is not None:
            waiting = pg.group("waiter")
        elif (detail := _PG_DETAIL.search(line)) is not None:
            queue = detail.group("queue").split(", ")
            found += [(w, h, line) for w in dict.fromkeys([*([waiting] if waiting else []), *queue])
                      for h in detail.group("holders").split(", ") if w != h]
        elif (deadlock := _PG_DEADLOCK.search(line)) is not None:
            found.append((deadlock.group("waiter"), deadlock.group("holder"), line))
        elif (named := _THREAD.match(line)) is not None:
            thread = named.group("name")
        elif thread and (java := _JAVA_LOCK.match(line)) is not None:
            if java.group("what") == "locked":
                holders[java.group("address")] = thread
            else:
                wanted.append((thread, java.group("address"), line))
    found += [(waiter, holders[address], line) for waiter, address, line in wanted
              if holders.get(address, waiter) != waiter]
    return tuple(found + (_pg_locks(text) if "granted" in text else []))


def _pg_locks(text: str) -> list[tuple[str, str, str]]:
    """The waits of PostgreSQL's `pg_locks` rows: a pid not granted its lock waits for each pid
    granted one on the same relation (of the same lock type)."""
    found = []
    for table in tables_of(text):
        if not {"granted", "pid"} <= set(table.columns):
            continue
        rows = [dict(zip(table.columns, row, strict=False)) for row in table.rows]
        on = [c for c in ("locktype", "relation", "transactionid") if c in table.columns]
        for waiter in (r for r in rows if r["granted"] in ("f", "false")):
            found += [(waiter["pid"], holder["pid"], "  ".join(waiter.values())) for holder in rows
                      if holder["granted"] in ("t", "true") and holder["pid"] != waiter["pid"]
                      and all(holder[c] == waiter[c] for c in on)]
    return found
