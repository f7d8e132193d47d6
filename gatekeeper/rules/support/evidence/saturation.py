"""A pool, a disk or swap a claim says is exhausted or full while every reading its evidence
prints has room.

`payment-svc 连接池已耗尽` citing HikariCP's `Pool stats (total=50, active=7, idle=43, waiting=0)`,
`磁盘 /data 已满` citing `df -h`'s `/dev/sdb1 500G 225G 275G 45% /data`: the service, the pool and
the mount are the output's and the state is no anchor, so the claim passed while the reading it
cites says the opposite. A clause saying a connection pool is exhausted (`连接池耗尽`, `连接池已满`,
`pool exhausted`, `pool is full`) is contradicted by pool readings (`total=`, `active=`, `idle=`,
`waiting=`; `active=7/50`) of its subject (a service the clause names, else all of them) that all
have an idle connection, or fewer active than the total, and nobody waiting (a thread pool,
`线程池已满`, by `active=150, max=200, queue=0`: fewer threads busy than its bound, no task
queued); a clause saying a disk is full (`磁盘已满`, `写满`, `空间已用尽`, `inode 已耗尽`, `没有可用的
inode`, `disk full`, `no space left`, `ran out of inodes`) by `df`
rows of its mount or device (the one the clause names, else all of them; of `df -i`'s inodes or
`df -h`'s space when it names one) all under `FULL_PERCENT` used; a clause saying swap is used up
(`swap 已用尽`, `交换分区被完全使用`, `swap is full`) by swap readings (free's `Swap:` row, top's
`MiB Swap:` line, `/proc/meminfo`'s `SwapTotal:` and `SwapFree:`) all under `FULL_PERCENT` used, and
one saying it is used heavily (`大量使用 swap`, `频繁使用交换分区`, `heavy swapping`) by readings
that all use none. Unsure says nothing: a negated
state, no reading, a reading of exhaustion anywhere, evidence stating the exhaustion in words
(`pool exhausted`, `No space left on device`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.units import BYTE_UNITS, QUANTITY_UNITS
from gatekeeper.rules.support.text.clauses import clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled

#: (the pool's or disk's name or mount may stand between: `磁盘 /data 已满`, `pool of payment-svc`)
_NAMED = r"(?:\s*[A-Za-z0-9_/.\-]{1,40}?\s*|\s+(?:of|for|on)\s+[A-Za-z0-9_/.\-]{1,40}\s+)?"
_POOL_FULL = compiled(rf"(?:连接|线程)池{_NAMED}\s*(?:已经?|已被|被)?\s*(?:耗尽|用尽|打满|占满|用满|满了?)"
                      rf"|(?<![A-Za-z])pool{_NAMED}\s*(?:is\s+|was\s+|has\s+been\s+|got\s+)?"
                      r"(?:exhausted|full|saturated)(?![A-Za-z])", re.IGNORECASE)
_DISK_FULL = compiled(rf"(?:磁盘|硬盘|分区|空间|容量|(?<![A-Za-z])inodes?(?![A-Za-z])|索引节点){_NAMED}\s*"
                      r"(?:已经?|被)?\s*(?:写满|用满|占满|耗尽|用尽|用完|用光|满了?)"
                      r"|(?:没有|无)(?:可用|剩余|空闲)的?\s*(?:磁盘空间|空间|inodes?|索引节点)"
                      rf"|(?<![A-Za-z])(?:disk|partition|volume|filesystem|inodes?)(?:\s+space)?{_NAMED}\s*"
                      r"(?:is\s+|was\s+|are\s+|were\s+|has\s+been\s+|have\s+been\s+)?(?:full|exhausted|used\s+up)"
                      r"(?![A-Za-z])|no\s+(?:space|free\s+(?:disk\s+space|space|inodes?))\s+left"
                      r"|(?:ran|run|running)\s+out\s+of\s+(?:disk\s+space|space|inodes?)", re.IGNORECASE)
_SWAP = r"(?:swap|交换分区|交换空间|交换内存)"
_SWAP_FULL = compiled(rf"{_SWAP}\s*(?:空间)?\s*(?:已经?|被)?\s*(?:完全)?"
                      r"(?:写满|用满|占满|耗尽|用尽|用完|用光|满了?|使用完)"
                      rf"|{_SWAP}\s*(?:已经?)?(?:被)?\s*(?:完全|全部)(?:使用|占用)"
                      rf"|(?:大量|严重|频繁|持续)(?:地)?(?:使用|占用)(?:了)?\s*{_SWAP}"
                      rf"|{_SWAP}\s*(?:使用|占用)(?:量|率)?\s*(?:很|非常|极)?(?:高|大)"
                      r"|(?<![A-Za-z])swap(?:\s+space)?\s+(?:is\s+|was\s+|has\s+been\s+)?(?:full|exhausted|used\s+up)"
                      r"(?![A-Za-z])|(?<![A-Za-z])(?:heavy|heavily)\s+(?:swap(?:ping)?|using\s+swap)(?![A-Za-z])"
                      r"|(?:ran|run|running)\s+out\s+of\s+swap", re.IGNORECASE)
#: Of those, the words of a heavy use rather than a use to the full.
_SWAP_HEAVY = compiled(r"大量|严重|频繁|持续|高|大|heav", re.IGNORECASE)
_NEGATED = compiled(r"(?:(?:没有|没|未|不|并未|尚未)(?:任何|一个)?"
                    r"|(?<![A-Za-z])(?:not|never|no)\s+(?:\w+\s+)?|(?<![A-Za-z])none\s+of\s+(?:the\s+|its\s+)?)\s*\Z",
                    re.IGNORECASE)
#: What a text says of an exhaustion in words: the claim may read it there.
_STATED = compiled(r"exhausted|pool\s+is\s+full|耗尽|no\s+space\s+left|disk\s+full|磁盘已?满", re.IGNORECASE)
#: A pool's reading: HikariCP's stats, `active=7/50`.
_POOL_STATS = compiled(r"total=(?P<total>\d+),\s*active=(?P<active>\d+),\s*idle=(?P<idle>\d+)"
                       r"(?:,\s*waiting=(?P<waiting>\d+))?|active=(?P<used>\d+)/(?P<max>\d+)")
#: A thread pool's stats: `active=150, poolSize=200, max=200, queue=0` (its threads busy, its
#: bound, the tasks waiting).
_THREAD_STATS = compiled(r"(?<![\w.])active=(?P<active>\d+)\b.*?\bmax(?:PoolSize|imumPoolSize)?="
                         r"(?P<max>\d+)\b(?:.*?\bqueue(?:Size|d)?=(?P<queue>\d+)\b)?", re.IGNORECASE)
_THREADS = compiled(r"线程|(?<![A-Za-z])thread", re.IGNORECASE)
#: A `df` row: its device, its use and its mount.
DF_ROW = compiled(r"(?m)^(?P<device>\S+)(?:[ \t]+\S+){3}[ \t]+(?P<use>\d{1,3})%[ \t]+(?P<mount>/\S*)[ \t]*$")
#: Used at least this much, a disk may be called full (`98%`, a reserve kept for root).
FULL_PERCENT = 90


def saturation_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                            anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the readings]) for a pool or disk said exhausted or full whose every
    reading has room (see the module docstring)."""
    for words, readings in ((_POOL_FULL, _pool_readings), (_DISK_FULL, _disk_readings),
                            (_SWAP_FULL, _swap_readings)):
        said = next((m for m in words.finditer(claim)
                     if not _NEGATED.search(claim, max(0, m.start() - 16), m.start())), None)
        if said is None or any(_STATED.search(text) for text in texts):
            continue
        low, high = clause_around(claim, *said.span())
        found = readings(claim[low:high], [a for a in anchors if low <= a.start < high], texts, anchors_of)
        if found and all(room for room, _ in found):
            shown = dict.fromkeys(line for _, line in found)
            return (Anchor("state", said.group().lower(), said.group(), *said.span()),
                    [repr(clipped(line.strip(), 100)) for line in shown][:2])
    return None


def _pool_readings(clause: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> list[tuple[bool, str]]:
    """(whether it has room, its line) for each pool reading of the clause's subject."""
    subjects = {a.value for a in anchors if a.kind in SUBJECTS}
    threads = _THREADS.search(clause) is not None  # a thread pool's, not a connection pool's
    found = []
    for text in dict.fromkeys(texts):
        for line in text.split("\n"):
            stats = (_THREAD_STATS if threads else _POOL_STATS).search(line)
            if stats is None or (subjects and not any(
                    a.value in subjects for a in anchors_of(line) if a.kind in SUBJECTS)):
                continue
            if threads:
                room = int(stats.group("active")) < int(stats.group("max")) \
                    and not int(stats.group("queue") or 0)
            elif stats.group("total"):
                room = int(stats.group("idle")) > 0 and int(stats.group("waiting") or 0) == 0
            else:
                room = int(stats.group("used")) < int(stats.group("max"))
            found.append((room, line))
    return found


def _disk_readings(clause: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> list[tuple[bool, str]]:
    """(whether it has room, its row) for each `df` row of the mount or device the clause names."""
    del anchors, anchors_of  # the rows are read as printed
    # `df -i`'s rows count inodes, `df -h`'s space: a clause naming one reads its own table's
    kind = "inodes" if _INODE_WORD.search(clause) else "space" if _SPACE_WORD.search(clause) else None
    rows = [row for text in dict.fromkeys(texts) for row in DF_ROW.finditer(text)
            if kind is None or _counts(text, row.start()) in (kind, None)]
    named = [row for row in rows if _names(clause, row.group("mount")) or _names(clause, row.group("device"))]
    if not named and _PATH.search(clause):
        return []  # a mount or device no row is of: unsure
    return [(int(row.group("use")) < FULL_PERCENT, row.group()) for row in (named or rows)]


def _swap_readings(clause: str, anchors: Sequence[Anchor], texts: Sequence[str],
                   anchors_of: Callable[[str], Sequence[Anchor]]) -> list[tuple[bool, str]]:
    """(whether it has room, its line) for each swap reading: room below `FULL_PERCENT` used for a
    clause saying swap is used up, none used for one saying it is used heavily."""
    del anchors, anchors_of  # the readings are read as printed
    heavy = _SWAP_HEAVY.search(clause) is not None
    found = []
    for text in dict.fromkeys(texts):
        for total, used, line in _swaps(text):
            if total > 0:
                found.append((used == 0 if heavy else used * 100 < total * FULL_PERCENT, line))
    return found


#: free's `Swap:` row (`Swap:  2.0Gi  0B  2.0Gi`, `Swap:  2047  1024  1023`), top's `MiB Swap:
#: 2048.0 total,  2048.0 free,  0.0 used.`
_FREE_SWAP = compiled(r"(?m)^Swap:[ \t]+(?P<total>\d+(?:\.\d+)?)(?P<tu>[KMGT]i?|B)?[ \t]+"
                      r"(?P<used>\d+(?:\.\d+)?)(?P<uu>[KMGT]i?|B)?(?:[ \t]|$)")
_TOP_SWAP = compiled(r"Swap:[ \t]+(?P<total>\d+(?:\.\d+)?)[ \t]+total,[ \t]+\d+(?:\.\d+)?[ \t]+free,[ \t]+"
                     r"(?P<used>\d+(?:\.\d+)?)[ \t]+used")
_MEMINFO_SWAP = compiled(r"(?m)^SwapTotal:[ \t]+(?P<total>\d+)[ \t]+kB[ \t]*\n(?:.*\n)*?"
                         r"SwapFree:[ \t]+(?P<free>\d+)")


def _scale(unit: str | None) -> int:
    """Bytes in one of free's units: `Gi`, `M`, `B`, none (free's own, the same for every cell)."""
    return 1 if unit in (None, "B") else QUANTITY_UNITS.get(unit) or BYTE_UNITS[f"{unit.lower()}b"]


def _swaps(text: str) -> list[tuple[float, float, str]]:
    """(total, used, line) of each swap reading `text` prints, in one unit."""
    if "Swap" not in text:
        return []
    found = []
    for m in _FREE_SWAP.finditer(text):
        total_unit, used_unit = m.group("tu"), m.group("uu") or m.group("tu")  # free's `0B` by `2.0Gi`
        found.append((float(m.group("total")) * _scale(total_unit),
                      float(m.group("used")) * _scale(used_unit), line_around(text, m.start())))
    found += [(float(m.group("total")), float(m.group("used")), line_around(text, m.start()))
              for m in _TOP_SWAP.finditer(text)]
    for m in _MEMINFO_SWAP.finditer(text):
        lines = m.group().split("\n")
        found.append((float(m.group("total")), float(m.group("total")) - float(m.group("free")),
                      f"{lines[0]} {lines[-1]}"))
    return found


_PATH = compiled(r"(?<![\w/])/[\w.\-]")
_INODE_WORD = compiled(r"inode|索引节点", re.IGNORECASE)
_SPACE_WORD = compiled(r"空间|容量|(?<![A-Za-z])(?:space|capacity)(?![A-Za-z])", re.IGNORECASE)
#: `df`'s header: `Filesystem Size Used Avail Use% Mounted on`, `-i`'s `Inodes IUsed IFree IUse%`.
_DF_HEADER = compiled(r"(?m)^Filesystem[ \t]+(?P<inodes>Inodes)?")


def _counts(text: str, at: int) -> str | None:
    """What the `df` row at `at` counts, by the header last printed before it: "inodes",
    "space", or None (no header)."""
    headers = list(_DF_HEADER.finditer(text, 0, at))
    return None if not headers else "inodes" if headers[-1].group("inodes") else "space"


def _names(clause: str, path: str) -> bool:
    """Whether the clause writes the path whole (`/data`, not `/data2`; `/` only alone)."""
    return path != "/" and re.search(rf"(?<![\w/]){re.escape(path)}(?![\w/])", clause) is not None
