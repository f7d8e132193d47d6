"""A resource a claim says has room (not full, not exhausted, sufficient) while its evidence
reports it exhausted.

`磁盘 /data 空间充足` citing `write /data/app.log: no space left on device`, `conntrack 表未满`
citing `nf_conntrack: table full, dropping packet`, `连接池未耗尽` citing HikariCP's `Connection is
not available, request timed out after 30000ms`, `文件句柄充足` citing `Too many open files`: the
state is no anchor and every word of the claim may be the output's, so the claim passed while
the line it cites says the opposite (evidence/saturation.py reads the other way: a resource said
full whose readings have room).

A clause naming a resource (a disk, a connection pool, a thread pool, the conntrack table, file
descriptors, a file system's inodes, a JVM's heap, a host's memory or swap) and saying it has room
(`没有满`, `未耗尽`, `充足`, `not full`, `has enough space`) is contradicted by a line stating that
resource's exhaustion (`No space left on device`, `ENOSPC`; `Connection is not available`, `pool
exhausted`; `RejectedExecutionException`; `table full`; `Too many open files`; `OutOfMemoryError:
Java heap space`; the kernel's `Out of memory: Killed process`), or by a reading of it at its limit
(a `df` row at 100%, of `df -i` for inodes; HikariCP's stats with no idle connection and someone
waiting; free's `Swap:` row with nothing free). A line naming services or hosts must name the
claim's, when the claim names one. Unsure says nothing: a room word denied (`不充足`), a sentence
naming a time or the present (`03:20 之后`, `清理后`, `目前`, `now`: the exhaustion may be over), a
sentence naming OOM or a limit (a container's memory limit is not the host's memory).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.saturation import DF_ROW
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import LATER, clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import ROOT_SAID

#: Words of room after a resource's name (`磁盘 /data 空间充足`, `the pool is not exhausted`).
_ROOM_ZH = (r"(?:仍|还|依然|依旧)?(?:没有?|未|并未|并没有|尚未)(?:被)?(?:写满|用满|占满|打满|满|耗尽|用尽"
            r"|用完)|(?<![不没未])(?:充足|足够|充裕|富余|宽裕)|(?:还|仍)有(?:较多|大量|很多|不少|足够的?)?(?:剩余|空闲|可用)"
            r"|(?:还|仍)有(?:较多|大量|很多|不少|足够的?)空间")
_ROOM_EN = (r"(?:is|was|are|were)\s+(?:not|n't|never)\s+(?:\w+\s+)?(?:full|exhausted|saturated|depleted)"
            r"|(?:isn't|wasn't|aren't|weren't)\s+(?:\w+\s+)?(?:full|exhausted|saturated|depleted)"
            r"|(?:has|had|have)\s+(?:enough|plenty\s+of|sufficient|ample)|(?:is|was|are|were)\s+"
            r"(?:sufficient|enough|ample|plentiful)")
_BETWEEN = r"[^，。；,;!！?？\n]{0,32}?"


class Resource(NamedTuple):
    name: str
    said: re.Pattern[str]  # the resource's name in a claim
    exhausted: re.Pattern[str]  # a line stating it exhausted


def _resource(name: str, zh: str, en: str, exhausted: str) -> Resource:
    said = compiled(rf"(?:{zh}){_BETWEEN}(?:{_ROOM_ZH}|{_ROOM_EN})"
                    rf"|(?<![A-Za-z])(?:{en})(?![A-Za-z]){_BETWEEN}(?:{_ROOM_EN}|{_ROOM_ZH})"
                    rf"|(?<![A-Za-z])(?:enough|plenty\s+of|sufficient|ample)\s+(?:free\s+)?(?:{en})(?![A-Za-z])",
                    re.IGNORECASE)
    return Resource(name, said, compiled(exhausted, re.IGNORECASE))


RESOURCES = (
    _resource("disk", r"磁盘|硬盘|分区|存储空间|磁盘空间|(?<![内堆])空间",
              r"disk(?:\s+space)?|partition|volume|filesystem|(?:free\s+)?space",
              r"no\s+space\s+left(?:\s+on\s+device)?|ENOSPC|disk\s+(?:is\s+)?full|磁盘(?:已满|空间不足)"),
    _resource("connection pool", r"连接池", r"(?:connection\s+)?pool",
              r"Connection\s+is\s+not\s+available|pool\s+(?:is\s+)?exhausted|Timeout\s+waiting\s+for\s+idle"
              r"|连接池(?:已)?耗尽"),
    _resource("thread pool", r"线程池", r"thread\s*pool|executor",
              r"RejectedExecutionException|Thread\s+pool\s+is\s+EXHAUSTED|线程池(?:已)?(?:满|耗尽)"),
    _resource("conntrack table", r"(?:conntrack|连接跟踪)\s*表?", r"conntrack(?:\s+table)?",
              r"nf_conntrack:\s+table\s+full|conntrack\s+table\s+(?:is\s+)?full"),
    _resource("file descriptors", r"文件句柄|文件描述符|句柄|(?<![A-Za-z])fd(?![A-Za-z])",
              r"file\s+descriptors?|file\s+handles?|fds|open\s+files",
              r"Too\s+many\s+open\s+files|EMFILE"),
    _resource("heap", r"堆内存|堆空间|(?<![A-Za-z])heap(?![A-Za-z])", r"heap(?:\s+space|\s+memory)?",
              r"OutOfMemoryError:\s+(?:Java\s+heap\s+space|GC\s+overhead\s+limit\s+exceeded)"),
    # free's `Swap:` row with nothing free (`Swap:  2047  2047  0`, `Swap:  2.0Gi  2.0Gi  0B`)
    _resource("swap", r"swap|交换分区|交换空间", r"swap(?:\s+space)?",
              r"^Swap:\s+(?P<total>\d+(?:\.\d+)?\w*)\s+(?P=total)\s+0B?(?!\S)"),
    # `df -i`'s rows at 100% (`_df_full`); ENOSPC may be of blocks or of inodes: no line of its own
    _resource("inodes", r"inode|索引节点|i\s*节点", r"inodes?", r"(?!)"),
    _resource("memory", r"(?<![堆])内存", r"memory|RAM",
              r"(?<!cgroup )Out\s+of\s+memory:\s+Killed\s+process|Cannot\s+allocate\s+memory|ENOMEM"),
)
#: HikariCP's stats of a pool with no idle connection and someone waiting.
_POOL_DRY = compiled(r"active=(?P<active>\d+),\s*idle=0,\s*waiting=[1-9]\d*")
#: An OOM or a limit named: a container's memory limit is not its host's memory.
_LIMITED = compiled(r"OOM|OutOfMemory|limit|限制|上限|限额|配额|quota", re.IGNORECASE)


def room_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the line stating the exhaustion]) for the first resource the claim
    says has room that its evidence reports exhausted (see the module docstring)."""
    for resource in RESOURCES:
        none_full = _NONE_FULL.finditer(claim) if resource.name == "disk" else ()
        for said in (*resource.said.finditer(claim), *none_full):
            start, end = sentence_around(claim, *said.span())
            if LATER.search(claim, start, end) or (
                    resource.name in ("memory", "heap") and _LIMITED.search(claim, start, end)):
                continue
            low, high = clause_around(claim, *said.span())
            subjects = {a.value for a in anchors if a.kind in SUBJECTS and low <= a.start < high}
            paths = _PATH.findall(claim, low, high) if resource.name in ("disk", "inodes") else []
            if resource.name in ("disk", "inodes") and ROOT_SAID.search(claim, low, high):
                paths.append("/")  # `根分区`, `the root filesystem`
            line = _exhausted(resource, texts, subjects, paths, anchors_of) or (
                _df_full(texts, paths, _NONE_FULL.search(claim, low, high) is not None)
                if resource.name == "disk" else _df_full([t for t in texts if "IUse%" in t], paths)
                if resource.name == "inodes" else None)
            if line is not None:
                return (Anchor("state", f"{resource.name} has room", said.group(), *said.span()),
                        [repr(clipped(line.strip(), 120))])
    return None


def _exhausted(resource: Resource, texts: Sequence[str], subjects: set[str], paths: list[str],
               anchors_of: Callable[[str], Sequence[Anchor]]) -> str | None:
    """The first line of `texts` stating `resource` exhausted, of the claim's subjects and of a
    disk's mount or device when the claim names one (written in the line: `write /data/app.log`
    is of `/data`, a `df` row of `/data` too; `/data2` is not)."""
    for text in dict.fromkeys(texts):
        for line in text.split("\n"):
            if not (resource.exhausted.search(line)
                    or (resource.name == "connection pool" and _POOL_DRY.search(line))):
                continue
            if paths and not any(re.search(rf"(?<![\w/]){re.escape(path)}(?![\w.\-])", line)
                                 for path in paths):
                continue
            named = {a.value for a in anchors_of(line) if a.kind in SUBJECTS}
            if not subjects or not named or subjects & named:
                return line
    return None


def _df_full(texts: Sequence[str], paths: list[str], none_full: bool = False) -> str | None:
    """A `df` row at 100% (nothing available) of the mount or device the claim names, or, when
    it names none, of a listing whose every row is full (`磁盘空间充足` says nothing of a full
    `/backup` beside a `/data` with room), or any row when the claim says none is full (`没有分区
    写满`, `no partition is full`). A snap's loop device is always full: never read."""
    rows = [row for text in dict.fromkeys(texts) for row in DF_ROW.finditer(text)
            if not (row.group("device").startswith("/dev/loop") or row.group("mount").startswith("/snap/"))]
    if paths:
        rows = [row for row in rows if row.group("mount") in paths or row.group("device") in paths]
    full = [row for row in rows if int(row.group("use")) >= 100]
    return full[0].group() if full and (paths or none_full or len(full) == len(rows)) else None


#: No disk said full (`没有分区写满`, `no partition is full`, `none of the disks are full`).
_NONE_FULL = compiled(r"(?:没有|没有任何|无)(?:一个|任何)?(?:磁盘|硬盘|分区|文件系统|挂载点)(?:被)?"
                      r"(?:写满|用满|占满|已满|满)|(?<![A-Za-z])(?:no|none\s+of\s+the)\s+(?:disks?|partitions?|file\s*systems?|volumes?)\s+"
                      r"(?:is|are|was|were)\s+full(?![A-Za-z])", re.IGNORECASE)
#: A mount or a device a claim names (`/data`, `/dev/sdb1`).
_PATH = compiled(r"(?<![\w/])/[\w.\-/]*[\w]")
