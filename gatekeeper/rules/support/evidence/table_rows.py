"""Which rows of a table a claim names, and where (evidence/tables.py): a row's first cell, a
path cell or one of a column naming entities (`NAME`, `COMMAND`, `metric.service`) as written, its
number after its column's word (`partition 3`), the one service a single row's pod is of
(`order-svc` of `order-svc-7d9f8b6c5-abcde`), an endpoint's host (`10.0.2.1` of
`https://10.0.2.1:2379`). A clause naming two rows gives each the part of it
between the words joining them (`A is Running while B is in Error`, `A 为 X，而 B 为 Y`), unless it
gives their values `respectively`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.table_words import LABELS, ROW_WORDS
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import RESPECTIVELY
from gatekeeper.rules.support.text.outcomes import outcome_conflict
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import ROOT_SAID
from gatekeeper.rules.support.text.tables import Table, tables_of
from gatekeeper.rules.support.text.written import name_pattern

#: Columns whose cells name a row's entity (besides the first and paths).
ENTITY_COLUMNS = frozenset({"name", "names", "command", "pod", "service", "host", "node",
                            "container", "instance", "job", "endpoint", "path", "object",
                            "consumer-id", "svname", "ip", "index", "chart", "iface",
                            "client_addr", "client_hostname", "application_name",  # pg_stat_*'s
                            "program name",  # netstat's
                            "hostname",  # `docker node ls`' (its first column an id)
                            "addr",  # Redis' `CLIENT LIST`'s
                            "claim"})  # `kubectl get pv`'s (`shop/data-mysql-0`)
#: Columns of numbers naming a row, with the words a claim writes before one (`partition 3`).
NUMBERED_COLUMNS = {"partition": "partition|分区", "shard": "shard|分片", "pid": "pid|进程号|进程|process",
                    "id": r"osd\.?|id"}  # Ceph's `ceph osd df` rows by their OSD's number
#: ... and those naming it as the first column only (conntrack's lines, a CPU's each: `cpu=0 ...`;
#: kubectl top's `CPU(cores)` is a value).
_FIRST_NUMBERED = {"cpu": "cpu|处理器"}


_ADDRESS_PORT = compiled(r"(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}")
_IN_NUMBER = compiled(r"[.,:]\d")  # a number's fraction, thousands or clock after the digits
_DOTTED_ON = compiled(r"\.[A-Za-z]")  # a host's or a file's name goes on (`admin.example.com`)
#: A workload a word names before its pods or containers (`api pod`, `web 的 pod`, `worker 容器`).
_WORKLOAD = compiled(r"(?<![\w.\-])(?P<name>[a-z][a-z0-9]*(?:-[a-z0-9]+)*)\s*(?:的\s*)?"
                     r"(?:(?i:pods?|containers?)(?![A-Za-z])|容器)")


def mentions(claim: str, subjects: Sequence[Anchor], table: Table
             ) -> list[tuple[tuple[int, int], tuple[str, ...]]]:
    """((where the claim names it), the row) for each row whose entity the claim names: its
    first cell, a path cell or one of a column naming entities (`COMMAND`, `metric.service`)
    as written (a command by its program too), or the one service a single row's pod is of (a
    service named, or a word before `pod`, `容器`: `api pod`, `web 的 pod`)."""
    found = []
    named = [n for n, column in enumerate(table.columns)
             if n and column.rpartition(".")[2] in ENTITY_COLUMNS]
    owners = [(subject.raw, subject.start, subject.end) for subject in subjects]
    owners += [(m["name"], *m.span("name")) for m in _WORKLOAD.finditer(claim)
               if not any(m["name"] == raw for raw, _, _ in owners)]
    pods = {raw: [row for row in table.rows if any(
                unkinded(row[n]).startswith(f"{raw}-") for n in (0, *named))]
            for raw, _, _ in owners}  # once, not for each row: a claim naming 200 subjects
    # a first column alike in every row names none (kafka's `Topic: orders` on each partition),
    # nor one that writes its own column's name (a table of samples: `vmstat`'s, text/tables.py)
    constant = all(row[0] == table.rows[0][0] for row in table.rows) and (
        len(table.rows) > 1 or table.rows[0][0] == table.columns[0])
    # a first cell's last part after `/`, where no other row's ends alike (`argocd/web`: `web`)
    shorts = Counter(row[0].rpartition("/")[2] for row in table.rows if "/" in row[0][1:])
    for row in table.rows:
        first = () if constant else (row[0], *(
            (short,) if "/" in row[0][1:] and shorts[short := row[0].rpartition("/")[2]] == 1 and short
            else ()))
        # a number first (pm2's `id`) names its row after its name: `api 已重启 0 次` is api's, by
        # its name, whose id may be 0
        for cell in (*(() if row[0].isdigit() else first),
                     *(c for c in row[1:] if c.startswith("/") and len(c) > 1),
                     *(row[n] for n in named if len(row[n]) > 1),
                     *(row[n].rpartition("/")[2] for n in named
                       if table.columns[n] == "claim" and "/" in row[n]),
                     *(program for n in named if table.columns[n] == "command"
                       for program in [program_of(row[n])] if program),
                     *(first if row[0].isdigit() else ())):
            m = _named(claim, cell)
            if m is not None:
                found.append(((m.start(), m.end()), row))
                break
        else:
            if "/" in row[1:] and (m := ROOT_SAID.search(claim)):  # df's `/`: `根分区`, `root filesystem`
                found.append((m.span(), row))
                continue
            label = row[0] if table.columns[0] in LABELS else next(  # or a naming column's UNASSIGNED
                (row[n] for n in named if row[n] == "UNASSIGNED"), "")
            if words := ROW_WORDS.get(label.lower()):
                m = words.search(claim)  # `可用内存` of `Mem:`
                if m is not None:
                    found.append((m.span(), row))
                    continue
            numbered = _numbered(claim, row, table) or _ported(claim, row, table)  # `partition 3`, `分区 3`
            if numbered is not None:
                found.append((numbered, row))
                continue
            for raw, start, end in owners:
                if pods[raw] == [row]:
                    found.append(((start, end), row))
                    break
    # a row's number is a value where another row is named by a name (`client 10.0.0.6 uses db 5`:
    # no `id=5`'s)
    if any(not claim[start:end].isdigit() for (start, end), _ in found):
        found = [(span, row) for span, row in found if not claim[span[0]:span[1]].isdigit()]
    # a row's name written inside another's is that one (`idle` of `idle in transaction`)
    return [(span, row) for span, row in found if not any(
        start <= span[0] and span[1] <= end and (start, end) != span for (start, end), _ in found)]


#: A command's program (`java` of `java -Xmx4g -jar app.jar`, `nginx` of `nginx: worker process`,
#: `init` of `/sbin/init`): what a claim names its process by (`java 进程`).
_PROGRAM = compiled(r"(?:[^\s/]*/)*(?P<name>[A-Za-z][\w.\-]+?):?(?:\s|$)")


def row_outcome_conflict(claim: str, anchors: Sequence[Anchor], excerpts: Sequence[str]
                         ) -> tuple[str, list[str]] | None:
    """text.outcomes.outcome_conflict, an excerpt that is one table only (a command echoed
    aside) of which the claim names one row read as that row: the outcome a claim gives a row
    is the row's to contradict, not another's (`revision 14 部署成功` over a Helm history whose
    revision 15 `failed`)."""
    if outcome_conflict(claim, excerpts) is None:
        return None
    return outcome_conflict(claim, [_own_row(claim, anchors, excerpt) for excerpt in excerpts])


def _own_row(claim: str, anchors: Sequence[Anchor], text: str) -> str:
    tables = tables_of(text)
    if len(tables) != 1 or len(tables[0].rows) < 2:
        return text
    lines = [line for line in text.split("\n") if line.strip() and not line.lstrip().startswith("$ ")]
    if len(lines) != len(tables[0].rows) + 1:
        return text
    rows = {row for _, row in mentions(claim, [a for a in anchors if a.kind in SUBJECTS], tables[0])}
    if (latest := latest_revision(claim, 0, len(claim), tables[0])) is not None:
        rows.add(latest)
    return "  ".join(rows.pop()) if len(rows) == 1 else text


_LATEST = compiled(r"最新|最近一次|最后一次|当前"
                   r"|(?<![A-Za-z])(?:latest|most\s+recent|last|current)(?![A-Za-z])", re.IGNORECASE)
_OF_RELEASE = compiled(r"版本|发布|部署|升级|回滚|修订"
                       r"|(?<![A-Za-z])(?:release|revision|deploy(?:ment)?|upgrade|rollback)(?![A-Za-z])",
                       re.IGNORECASE)


def latest_revision(claim: str, low: int, high: int, table: Table) -> tuple[str, ...] | None:
    """The row of the highest revision of a table of revisions (`helm history`: REVISION first)
    that `claim[low:high]` names as the last one (`最新版本`, `the latest release`)."""
    if not table.columns or table.columns[0] != "revision" or _LATEST.search(claim, low, high) is None \
            or _OF_RELEASE.search(claim, low, high) is None:
        return None
    numbered = [row for row in table.rows if row[0].isdigit()]
    return max(numbered, key=lambda row: int(row[0])) if numbered else None


def program_of(cell: str) -> str | None:
    """The program a command cell runs, when the cell is more than it."""
    m = _PROGRAM.match(cell)
    return m.group("name") if m is not None and m.group("name") != cell else None


#: An endpoint's URL (`https://10.0.2.1:2379`, etcdctl's): named by its host, with or without its port.
_URL = compiled(r"[a-z][a-z0-9+]*://(?P<host>[^/:\s]+)(?P<port>:\d+)?/?")


def url_hosts(cell: str) -> tuple[str, ...]:
    """The names of an endpoint's URL besides itself: its host with its port, and alone."""
    url = _URL.fullmatch(cell)
    return () if url is None else (url.group("host") + (url.group("port") or ""), url.group("host"))


#: A host's name in its domain (`ip-10-0-1-23.ec2.internal`: a node's), said by its first label.
_FQDN = compiled(r"(?P<host>[a-z][a-z0-9]*(?:-[a-z0-9]+)+)\.(?:[a-z0-9\-]+\.)*"
                 r"(?:internal|local|lan|com|net|org)")


def _named(claim: str, cell: str) -> re.Match[str] | None:
    """Where the claim names the entity `cell` (a row numbered `0` is not named by `0.9%`, nor a
    row `admin` by the host `admin.example.com`; a host of a hyphened name is, `ip-10-0-1-23` of
    `ip-10-0-1-23.ec2.internal`)."""
    host = _FQDN.fullmatch(cell)
    ported = _ADDRESS_PORT.fullmatch(cell)  # a client by its address (Redis' `addr=10.0.0.5:52314`)
    for name in (cell, *url_hosts(cell), *((host["host"],) if host else ()),
                 *((ported[1],) if ported else ())):
        pattern = name_pattern(name, before="/.-", after="/-", ignore_case=False)
        m = next((m for m in pattern.finditer(claim)
                  if not (name.isdigit() and _IN_NUMBER.match(claim, m.end()))
                  and not _DOTTED_ON.match(claim, m.end())), None)
        if m is not None:
            return m
    return None


#: Words joining two rows' clauses (`A is Running while B is in Error`, `A 为 X 而 B 为 Y`).
_CONTRAST = compiled(r"(?<![A-Za-z])(?:while|whereas|but|and)(?![A-Za-z])|而|但", re.IGNORECASE)


def narrowed(claim: str, low: int, high: int, mention: tuple[int, int]) -> tuple[int, int]:
    """The part of the clause `claim[low:high]` between the joining words around `mention`
    (the whole clause when its values are given `respectively`)."""
    if RESPECTIVELY.search(claim, low, high):
        return low, high
    for word in _CONTRAST.finditer(claim, low, high):
        if word.end() <= mention[0]:
            low = word.end()
        elif word.start() >= mention[1]:
            return low, word.start()
    return low, high


def _numbered(claim: str, row: tuple[str, ...], table: Table) -> tuple[int, int] | None:
    """Where the claim names the row by its number after its column's word (`partition 3`,
    `分区 3`), if it does."""
    for n, column in enumerate(table.columns):
        words = NUMBERED_COLUMNS.get(column) or (_FIRST_NUMBERED.get(column) if n == 0 else None)
        if words is not None and row[n].isdigit():
            m = re.search(rf"(?:{words})\s*#?\s*{row[n]}(?!\d)", claim, re.IGNORECASE)
            if m is not None:
                return m.span()
    return None


def _ported(claim: str, row: tuple[str, ...], table: Table) -> tuple[int, int] | None:
    """Where the claim names a socket's row by its local port (`8080 端口`, `port 8080`: netstat's
    `Local Address` `0.0.0.0:8080`, nmap's `PORT` `8080/tcp`), if it does."""
    at = next((n for n, column in enumerate(table.columns) if column in _PORTS), None)
    port = _PORTS[table.columns[at]].search(row[at]) if at is not None else None
    if port is None:
        return None
    m = re.search(rf"(?<!\d)(?:{port[1]}\s*端口|端口\s*{port[1]}|port\s+{port[1]})(?!\d)", claim,
                  re.IGNORECASE)
    return None if m is None else m.span()


_PORTS = {"local address": compiled(r":(\d{1,5})\Z"), "port": compiled(r"\A(\d{1,5})/(?:tcp|udp|sctp)\Z")}


def sole_first(claim: str, inside: Sequence[tuple[tuple[int, int], tuple[str, ...]]],
               mention: tuple[int, int], row: tuple[str, ...]) -> bool:
    """Whether of the rows a clause names, `row` alone is named by its first cell: the others'
    names are cells of another column (`order-svc-7d9f 运行在 node-3 上`, NODE), values."""
    def first(at: tuple[int, int], named: tuple[str, ...]) -> bool:
        return claim[at[0]:at[1]] == named[0]
    return first(mention, row) and sum(first(at, named) for at, named in inside) == 1


def unkinded(cell: str) -> str:
    """A cell naming an object without its kind (`order-svc-7d9f` of `pod/order-svc-7d9f`)."""
    kind, slash, name = cell.partition("/")
    return name if slash and kind.isalpha() and kind.islower() else cell


def row_holds(metric: str, value: Anchor, texts: Sequence[str]) -> bool:
    """Whether a table row named by a claim's metric label prints its value in one of its
    cells (`the hard limit of services is 32` of quota's `services  6  32`; `memory usage is
    13Gi` of free's `Mem:`, by its words): the value is the row's, of a column the label does
    not name, no other reading of the row's first."""
    metric = metric.lower()
    written = (value.raw.strip(), value.value)
    return any(_names_row(metric, row[0], table) and any(cell.partition(" ")[0] in written
                                                         for cell in row[1:])
               for text in texts for table in tables_of(text) for row in table.rows)


def _names_row(metric: str, first: str, table: Table) -> bool:
    words = ROW_WORDS.get(first.lower())
    return first.lower() == metric or (words is not None and table.columns[0] in LABELS
                                       and words.search(metric) is not None)
