"""Which member of a replicated group is its primary, as a claim tells it, against the roles
its status prints.

`pg-1 is the leader` citing `patronictl list`, whose `pg-1` row's `Role` is `Replica` and `pg-2`'s
`Leader`: the member and the word are both the output's, so nothing was missing or contradicted
(the table's cells are compared as written: `Leader`, not `leader`). A role is read from a
table's `Role` column (Patroni, `Leader` / `Replica` / `Sync Standby`), a `stateStr` one (MongoDB's
members as JSON, `PRIMARY` / `SECONDARY`), etcd's `IS LEADER` (`true` / `false`), Elasticsearch's
`_cat/nodes` `master` column (`*` the elected master, `-` another node), or a field of the instance
itself, which a claim calls `该实例`, `this node` (Redis' `role:slave` of `INFO replication`,
ZooKeeper's `Mode: follower`, `zk_server_state follower`); `kubectl get nodes`' `ROLES`
(`control-plane`, `master`: primary; `<none>`, `worker`: not). A member is named by its row's cells
(`pg-1`, `10.0.0.11`; `mongo-1` of `mongo-1:27017`).

A clause says a member is primary (`主库`, `主节点`, `master`, `primary`, `leader`) or a replica
(`从库`, `备库`, `slave`, `replica`, `secondary`, `follower`, `standby`) when the role is
predicated of it: `pg-1 是当前的 Leader`, `pg-2 was promoted to primary`, `the leader is pg-2`,
`pg-1 (replica)`, of each member listed before it (`pg-1 和 pg-3 都是从库`, `pg-1, pg-3 are
replicas`); a negation between them says the other (`pg-2 不是主库`, `pg-1 is no longer the
leader`). It is denied when a member's printed role is the other. Unsure says nothing: a role
named beside a member but not of it (`该实例的主库是 10.0.3.21`), two members not listed together
or both roles in the clause, a member no role names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.evidence.table_rows import url_hosts
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, placed_later
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW
from gatekeeper.rules.support.text.tables import Table, tables_of
from gatekeeper.rules.support.text.written import name_pattern

_EDGE_BEFORE, _EDGE_AFTER = r"(?<![A-Za-z0-9_\-])", r"(?![A-Za-z0-9_\-])"
#: A claim's words of the primary role, and of a replica's (`master-eligible`, `master_host`:
#: no role).
_PRIMARY = compiled(rf"主库|主节点|主实例|主服务器|控制平面|领导者|{_EDGE_BEFORE}(?:master|primary|leader"
                    rf"|control-plane)s?{_EDGE_AFTER}", re.IGNORECASE)
_REPLICA = compiled(rf"从库|从节点|从实例|备库|备节点|工作节点|跟随者|{_EDGE_BEFORE}(?:slave|replica"
                    rf"|secondary|follower|standby|worker)s?{_EDGE_AFTER}", re.IGNORECASE)
#: What joins a member to the role said of it (`pg-1 是当前的`, `pg-2 was promoted to`, `pg-1 (`),
#: and a role to the member it is (`主库是`, `the leader is`), a negation in either.
_FILLER = r"(?:(?:当前|目前|现在|新|唯一|集群)的?|(?:the|a|an|new|current|only|cluster's)\s+)*"
_NEGATION = (r"(?P<neg>不是|并非|并不是|不再是|不再作为|不再担任|is\s+not|isn't|was\s+not|wasn't"
             r"|is\s+no\s+longer|was\s+no\s+longer|no\s+longer(?:\s+is)?)")
_COPULA = (r"(?:是|为|作为|成为|充当|担任|当选为?|被?提升为|被?选为|切换为|切换成|降级为|降为|变为|变成"
           r"|(?:is|was|are|were)(?:\s+(?:now|still|currently))?|has\s+been|became|becomes|remains|acts\s+as"
           r"|serves\s+as|(?:was|got)\s+(?:promoted|demoted)\s+to|was\s+elected(?:\s+as)?|runs\s+as"
           r"|is\s+running\s+as|处于|运行在|运行于|工作在|(?:is|was)\s+(?:running\s+)?in|runs\s+in)")
_MEMBER_THEN_ROLE = compiled(
    rf"\s*(?:的?角色|'s\s+role)?\s*(?:目前|当前|现在|仍然|仍|依然|已经|已|都|均|全都|也|both|all)?\s*"
    rf"(?:{_NEGATION}\s*{_COPULA}?|{_COPULA}|[（(]|[:：])\s*{_FILLER}\s*", re.IGNORECASE)
_ROLE_THEN_MEMBER = compiled(rf"\s*(?:节点|实例)?\s*(?:{_NEGATION}|是|为|is(?:\s+now)?|was|[:：])\s*",
                             re.IGNORECASE)
#: How a claim calls the one instance a `role:` field is printed by, by its product too (`zk
#: 节点`, `the Redis instance`, `ZooKeeper`: Redis' and ZooKeeper's print one).
_INSTANCE = compiled(r"该实例|本实例|当前实例|这个实例|该节点|本节点|当前节点|this\s+(?:instance|node|server)"
                     r"|the\s+(?:instance|node|server)"
                     r"|(?<![A-Za-z])(?:zk|zookeeper|redis)"
                     r"(?:[ \t]*(?:节点|实例|服务器?)|(?![A-Za-z0-9_.\-]))"
                     r"|the\s+(?:zk|zookeeper|redis)\s+(?:instance|node|server)(?![A-Za-z])", re.IGNORECASE)
#: What follows a role that is another's (`master 的副本`, `leader 选举的`, `the master's`).
_POSSESSED = compiled(r"[^，。；;,!?！？\n]*?的|['’]s(?![A-Za-z])")
#: A role as printed, primary or not (`Standby Leader` leads a standby cluster: neither).
_PRINTED = {"leader": True, "master": True, "primary": True, "replica": False, "slave": False,
            "secondary": False, "sync standby": False, "standby": False, "follower": False}
_ROLE_COLUMNS = frozenset({"role", "statestr"})
_NAMING_COLUMNS = frozenset({"member", "name", "host", "ip", "node", "instance", "cluster", "endpoint"})
_LEADER_FLAGS = frozenset({"is leader", "isleader", "is_leader"})
#: Redis' `role:slave` (`INFO replication`), ZooKeeper's `Mode: follower` (`zkServer.sh status`)
#: and `zk_server_state<TAB>follower` (`mntr`).
_ROLE_FIELD = compiled(r"^(?:role:|Mode:[ \t]*|zk_server_state[ \t]+)"
                       r"(?P<role>master|slave|replica|leader|follower)[ \t]*$", re.MULTILINE)


class Role(NamedTuple):
    names: tuple[re.Pattern[str], ...]  # how a claim writes the member
    primary: bool
    shown: str  # the role as printed (`ROLE Replica`, `role:slave`)
    line: str  # the row or line printing it


def role_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the member's printed role]) for the first role the claim gives a
    member whose printed role is the other (see the module docstring)."""
    del anchors, anchors_of  # the roles are read as printed
    if _PRIMARY.search(claim) is None and _REPLICA.search(claim) is None:
        return None
    roles = [role for text in dict.fromkeys(texts) for role in _roles_in(text)]
    if not roles:
        return None
    for said in (*_PRIMARY.finditer(claim), *_REPLICA.finditer(claim)):
        low, high = clause_around(claim, said.start(), said.end())
        if _PRIMARY.search(claim, low, high) and _REPLICA.search(claim, low, high):
            continue  # both roles: a change told, or two members'
        if placed_later(claim, low, high) or NOT_NOW.search(claim, low, high):
            continue  # (`切换后 Redis 的角色为 slave`, `切换前`: the role may have changed since)
        mentioned: dict[str, tuple[re.Match[str], Role]] = {}
        for role in roles:
            for name in role.names:
                for at in name.finditer(claim, low, high):
                    mentioned.setdefault(role.line, (at, role))
        members = sorted(mentioned.values(), key=lambda member: member[0].start())
        negated = _predicated(claim, members, said) if members else None
        if negated is None or (members[-1][0].end() <= said.start()
                               and _POSSESSED.match(claim, said.end(), high)):
            continue  # no member, the role named beside it and not of it, two members apart, or
            # what the member is is the role's (`是 master 的副本`, `is the master's copy`)
        primary = (_PRIMARY.fullmatch(said.group()) is not None) != negated
        denied = next((role for _, role in members if role.primary != primary), None)
        if denied is not None:
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"{denied.shown} ({clipped(denied.line.strip(), 100)!r})"]
    return None


def _predicated(claim: str, members: Sequence[tuple[re.Match[str], Role]], said: re.Match[str]
                ) -> bool | None:
    """Whether the role `said` is of the `members` negated, not negated (None when it is not said
    of them): the words between them join them (`是当前的`, `is no longer the`); several members
    are listed before it (`pg-1 和 pg-3 都是从库`, `pg-1, pg-3 are replicas`)."""
    first, last = members[0][0], members[-1][0]
    if any(not _JOINED.fullmatch(claim, before.end(), after.start())
           for (before, _), (after, _) in pairwise(members)):
        return None
    if last.end() <= said.start():
        joined = _MEMBER_THEN_ROLE.fullmatch(claim, last.end(), said.start())
    elif len(members) == 1:
        joined = _ROLE_THEN_MEMBER.fullmatch(claim, said.end(), first.start())
    else:
        return None
    return None if joined is None else joined.group("neg") is not None


#: What lists members (`pg-1 和 pg-3`, `pg-1、pg-3`, `pg-1 and pg-3`).
_JOINED = compiled(r"\s*(?:和|与|及|、|,|，|(?<![A-Za-z])and(?![A-Za-z])|&)\s*")


@lru_cache(maxsize=64)
def _roles_in(text: str) -> tuple[Role, ...]:
    """Each member's printed role: a table's role column's rows, a `role:` field's instance."""
    found = []
    for table in tables_of(text):
        for column, name in enumerate(table.columns):
            read = _role_column(table, column)
            if read is None:
                continue
            naming = [n for n, other in enumerate(table.columns) if n == 0 or other in _NAMING_COLUMNS]
            for row in table.rows:
                primary = read(row[column])
                if primary is not None:
                    cells = [row[n] for n in naming if n != column and row[n]]
                    member = next((cell for cell in cells if not cell.isdigit()), row[0])
                    found.append(Role(_member_names(cells), primary,
                                      f"{name.upper()} {row[column]} for {member}", "  ".join(row)))
    queried = tuple(name_pattern(host, before="-.", after="-") for host in _QUERIED.findall(text))
    for field in _ROLE_FIELD.finditer(text):
        primary = field.group("role") in ("master", "leader")
        found.append(Role((_INSTANCE, *queried), primary, field.group().strip(), field.group().strip()))
    return tuple(found)


#: The host a command on the output's prompt line asked (`$ echo srvr | nc zk-1 2181`,
#: `$ redis-cli -h redis-2 INFO replication`): the instance a `role:` field is printed by.
_QUERIED = compiled(r"(?m)^[ \t]*[$#][^\n]*?(?:\bnc[ \t]+|-h[ \t]*)(?P<host>[A-Za-z][\w.\-]*)")


def _role_column(table: Table, column: int) -> Callable[[str], bool | None] | None:
    """How a column's cell tells its row primary (True) or not (False), None for a column of
    no role: a role's name, etcd's `IS LEADER` `true`, Elasticsearch's `master` `*` (one row
    marked, the others `-`)."""
    name = table.columns[column]
    if name in _ROLE_COLUMNS:
        return lambda cell: _PRINTED.get(cell.lower())
    if name in _LEADER_FLAGS:
        return lambda cell: {"true": True, "false": False}.get(cell.lower())
    if name == "roles":  # `kubectl get nodes`: `control-plane,master`, `<none>`, `worker`
        return lambda cell: (True if {"master", "control-plane"} & set(cell.split(","))
                             else False if cell in ("<none>", "worker") else None)
    cells = [row[column] for row in table.rows]
    if name == "master" and cells.count("*") == 1 and set(cells) <= {"*", "-"}:
        return lambda cell: cell == "*"
    return None


def _member_names(cells: Iterable[str]) -> tuple[re.Pattern[str], ...]:
    """How a claim writes a member: each of its naming cells, a host's without its port, an
    endpoint's host (`10.0.2.1` of etcd's `https://10.0.2.1:2379`)."""
    names = [name for cell in cells if cell for name in (cell, cell.rsplit(":", 1)[0], *url_hosts(cell))]
    return tuple(name_pattern(name, before="-.", after="-") for name in dict.fromkeys(names))
