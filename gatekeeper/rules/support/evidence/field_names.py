"""How a claim names a status output's field (evidence/fields.py): by the field's name as
printed, or every word of it in English or Chinese (`connected_clients`: `连接数`, `connected
clients`), a dotted name by its last part (`somaxconn` of sysctl's `net.core.somaxconn`), the most
specific of those it names, the nearest its value."""

from __future__ import annotations

import re
from typing import NamedTuple

from gatekeeper.rules.support.evidence.field_words import FIELD_WORDS
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import found


class Field(NamedTuple):
    name: str  # as printed (with its section's, lower-cased)
    words: tuple[str, ...]
    value: str
    line: str
    # an item of a list (`WARN 52, ERROR 7`): read loosely, so only another item's value tells
    listed: bool = False
    # its line is fields and nothing else (a row of vmstat's cells, nginx's `Reading: 6 Writing:
    # 179`, systemd's `Memory: 1.2G (peak: 2.3G)`, the OOM killer's, `netstat -s`'s): no number
    # of it is printed outside its fields
    whole: bool = False


#: A word of a field's name: `Threads_connected`, `usedMemory`, `p99`.
NAME_WORD = compiled(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
#: Words of a field's name no claim writes (`used_memory_human`, `Restart Count`).
SILENT = frozenset({"human", "count", "total", "num", "number", "current", "value", "bytes",
                    "rss", "the", "of", "from", "by", "per", "zk", "nr", "actually"})  # ZooKeeper's `mntr`
# prefixes each name (`zk_`), a cgroup's counts theirs (`nr_`), pgbench says `number of transactions
# actually processed`, tcpdump `packets dropped by kernel`


def printed_name(name: str, line: str, colon: int) -> str:
    """A field's name as its line prints it before its `colon`, but the last word only of words
    the colon ends with no blank after it (`drbdadm status`' `node-b role:Secondary`: the peer's
    role, no field `node-b role`)."""
    if " " not in name or colon < 0 or line[colon + 1:colon + 2] in ("", " ", "\t"):
        return name
    return name.rpartition(" ")[2]


def spoken_words(name: str) -> tuple[str, ...]:
    """The words of a field's name a claim may write, lower-cased (no `SILENT` one), or those of
    what it measures (`_MEASURED`)."""
    return _MEASURED.get(name.lower()) or tuple(
        w.lower() for w in NAME_WORD.findall(name.replace("(s)", "")) if w.lower() not in SILENT)


#: `/proc/PID/status`' sizes, by what they measure: `VmRSS` is no virtual memory (`vm`), `VmHWM`
#: its peak, `RssAnon` its anonymous part.
_MEASURED = {"vmrss": ("resident", "memory"), "vmhwm": ("peak", "resident", "memory"),
             "vmpeak": ("peak", "virtual", "memory"), "vmsize": ("virtual", "memory"),
             "rssanon": ("anonymous", "resident", "memory"), "rssfile": ("file", "resident", "memory"),
             "rssshmem": ("shared", "resident", "memory"), "vmswap": ("swap",),
             "total kbytes": ("traffic",),  # Apache's `server-status?auto`
             "behind the primary": ("lag",)}  # MongoDB's secondaries


def own_words(name: str) -> tuple[str, ...]:
    """`spoken_words`, or every word of a name of silent words only: it is all a line calls its
    value (`current=95.3%`, MongoDB's `"current" : 512`); with the words it implies (Redis'
    `expires` counts keys: `N 个 key 会过期` names it, the most specific beside `keys`)."""
    words = spoken_words(name) or tuple(w.lower() for w in NAME_WORD.findall(name))
    return words + _IMPLIED_WORDS.get(name.lower(), ())


#: The words a field's name implies (what it counts).
_IMPLIED_WORDS = {"expires": ("keys",)}


def most_specific(named: list[Field], clause: str | None = None) -> list[Field]:
    """The named fields no other named field's words hold and add to: a claim writing `数据节点`
    names `number_of_data_nodes`, not `number_of_nodes` too. With the `clause`, nor one whose
    words it writes where another's are and less (`UDP 包接收错误` names `netstat -s`'s `packet
    receive errors`, not its `packets received`: neither's words hold the other's, their spans
    do)."""
    if clause is None or len(named) < 2:
        return [f for f in named if not any(set(f.words) < set(other.words) for other in named)]
    covered = {f.name: _covered(f, clause) for f in named}
    return [f for f in named if not any(
        set(f.words) < set(other.words) or covered[f.name] < covered[other.name] for other in named)]


def _covered(field: Field, clause: str) -> frozenset[int]:
    """The clause's characters that write a word of the field's name."""
    return frozenset(at for word in field.words for start, end in word_spans(word, clause)
                     for at in range(start, end))


def nearest(clause: str, value: tuple[int, int], named: list[Field]) -> list[Field]:
    """The named fields whose own words (those not every named field's) the clause writes nearest
    its value (where it starts and ends): `慢查询锁等待时间 12.3 秒` names MySQL's `Query_time`
    and `Lock_time`, and gives the lock's. A word right after a bare count, but for a classifier,
    is what it counts and nearer than any before it (`共处理了 31070465 个请求`, `handled 31070465
    requests`: nginx's `requests`, not `handled`); another tie keeps them all (unsure)."""
    if len({f.name for f in named}) < 2:
        return named
    shared = set.intersection(*(set(f.words) for f in named))
    far = len(clause)
    distance = {f.name: min((_distance(word, clause, value) for word in f.words if word not in shared),
                            default=far) for f in named}
    best = min(distance.values())
    return [f for f in named if distance[f.name] == best] if best < far else named


def _distance(word: str, clause: str, value: tuple[int, int]) -> int:
    """How far from the value the clause writes `word` or a form of it (len(clause) when it
    does not): from its start to a word before it, from its end to a word after it."""
    start, end = value
    counted = word not in _UNITS_COUNTED
    spots = [start - after if before < start
             else 0 if counted and _counts(clause, end, before) else before - end
             for before, after in word_spans(word, clause)]
    return min((max(spot, 0) for spot in spots), default=len(clause))


def _counts(clause: str, end: int, noun: int) -> bool:
    """Whether a bare count (no `%`, no unit) ending at `end` counts the word at `noun`: only a
    classifier or, before an English word, blanks between (`31070465 个请求`, `12 requests`)."""
    between = clause[end:noun]
    return clause[end - 1:end].isdigit() and (_CLASSIFIER.fullmatch(between) is not None or (
        between.isspace() and clause[noun:noun + 1].isascii()))


_CLASSIFIER = compiled(r"\s*[个条次项笔件]\s*")
#: Words of what every counter of a kind counts, no naming of one (`丢弃了 28143 个包`: ethtool's
#: `rx_dropped`, not its `rx_packets`).
_UNITS_COUNTED = frozenset({"packets", "packet"})


def word_spans(word: str, clause: str) -> list[tuple[int, int]]:
    """Where the clause writes a field name's `word` or a form of it (`FIELD_WORDS`)."""
    return [span for form in (word, *FIELD_WORDS.get(word, ())) for span in _qualified_spans(form, clause)]


def names_field(clause: str, field: Field, timed: bool = False) -> bool:
    """Whether a claim's clause (lower-cased) writes the field's name or every word of it (an
    English word whole); `used` is implied by two others or more (`内存峰值` names
    `used_memory_peak`; `内存` alone names no `used_memory`: unsure which); `time` by a value
    `timed` in seconds (`锁等待 12.3 秒` names a slow log's `Lock_time`)."""
    if _written(field.name, clause) or _leaf_written(field.name, clause):
        return True
    said = [(timed and word == "time") or _said(word, clause) or any(
        other in field.words and _said(other, clause) for other in _IMPLYING.get(word, ()))
        for word in field.words]
    return all(said) or (sum(word not in _IMPLIED for word in field.words) >= 2 and all(
        yes or word in _IMPLIED for word, yes in zip(field.words, said, strict=True)))


def _leaf_written(name: str, clause: str) -> bool:
    """Whether the clause writes a dotted name's last part, of six characters or more, whole: a
    sysctl key is named without its namespace (`somaxconn` of `net.core.somaxconn`)."""
    namespace, dot, leaf = name.lower().rpartition(".")
    return bool(dot and namespace) and len(leaf) >= 6 and _written(leaf, clause)


#: A field name's words a claim may leave out when it writes the others: `时钟已同步` names
#: timedatectl's `System clock synchronized`, `连接被重置` `netstat -s`'s `connection resets
#: received`, `UDP 接收错误` its `packet receive errors`, `CRC 错误` ethtool's `rx_crc_errors`, `丢失了 2
#: 个块` HDFS' `Missing blocks` (under `Replicated Blocks:`).
_IMPLIED = frozenset({"used", "system", "received", "packet", "packets", "rx", "tx", "replicated"})
#: A field name's word a claim names by another word of it that names nothing else: only the
#: CPU waits on I/O or has time stolen (`iowait 占 12.5%` names top's `cpu iowait`).
_IMPLYING = {"cpu": ("iowait", "steal", "softirq", "hardirq")}


def _said(word: str, clause: str) -> bool:
    return _written(word, clause) or any(_begun(form, clause) and (form not in _QUALIFIED or _qualified_spans(
        form, clause)) for form in FIELD_WORDS.get(word, ()))


def _begun(form: str, clause: str) -> bool:
    """Whether the clause writes `form`, an English one at a word's start (`ready` is no word of
    `already`; `connection` is one of `connections`)."""
    at = clause.find(form)
    if not form[:1].isascii():
        return at >= 0
    while at > 0 and _joining(clause[at - 1]):
        at = clause.find(form, at + 1)
    return at >= 0


#: A form that names no field before a word it qualifies (`请求头`, a request's header: no count
#: of requests), or a rate of it (`命中率`, `hit rate`: no count of hits).
_QUALIFYING = {"请求": "头|体|行|方法|路径|参数", "命中": "率|比", "hit": r"\s*(?:rate|ratio)"}
#: ... or after a word that makes it another (`未命中`, a miss: no hit).
_NEGATING = {"命中": "(?<!未)(?<!没)"}
_QUALIFIED = _QUALIFYING.keys() | _NEGATING.keys()


def _qualified_spans(form: str, clause: str) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(
        f"{_NEGATING.get(form, '')}{re.escape(form)}(?!{_QUALIFYING.get(form, '$^')})", clause)]


def _written(word: str, clause: str) -> bool:
    """Whether `word` is in `clause` with no letter or digit joined to it (a Chinese word is
    written in a run of others)."""
    return found(word, clause, _joining)


def _joining(char: str) -> bool:
    """A character of an English word or identifier, which joins a word it touches
    (`payment-service` names no `service=` field)."""
    return char.isascii() and (char.isalnum() or char in "_-.")
