"""The states ops outputs report an object in, for a claim that swaps one (docs/anchors.md, Claims).

A job, an order or a pod is in one state at a time: `| O1002 | FAILED |` contradicts a claim
that says `订单 O1002 状态为 PAID`, although `PAID` is in the output (another order's row). The
words are those tools print in capitals (`FAILED`, `RUNNING`), Kubernetes' pod reasons
(`CrashLoopBackOff`, `OOMKilled`) and its phases (`Running`) where no English word is next to
them; a capitalised English word in prose (`Failed to connect`, `Running the job`) is none.
Spellings of one state share a key (`SUCCESS`, `SUCCEEDED`). In a quote, a capitalised word
after a state label is a state too (`Reason: Error`, `Last State: Terminated`): an excerpt that
names one its output never writes, where the output names others, changed the quote. A claim
may say a pod's state in Chinese (`运行正常`, `正在运行`, `等待调度`, `正在终止`): read as the state
it says, against the states printed on the lines of the entity its clause names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from gatekeeper.rules.support.text.patterns import compiled

# (key, spellings): spellings in capitals, matched as whole words, case-sensitively.
_STATES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("running", ("RUNNING",)),
    ("pending", ("PENDING",)),
    ("failed", ("FAILED", "FAILURE")),
    ("succeeded", ("SUCCEEDED", "SUCCESS", "SUCCESSFUL")),
    ("paid", ("PAID",)),
    ("unpaid", ("UNPAID",)),
    ("refunded", ("REFUNDED",)),
    ("cancelled", ("CANCELLED", "CANCELED")),
    ("timeout", ("TIMEOUT", "TIMED_OUT")),
    ("healthy", ("HEALTHY",)),
    ("unhealthy", ("UNHEALTHY",)),
    ("degraded", ("DEGRADED",)),
    ("active", ("ACTIVE",)),
    ("inactive", ("INACTIVE",)),
    ("stopped", ("STOPPED",)),
    ("completed", ("COMPLETED",)),
    ("crashloopbackoff", ("CrashLoopBackOff",)),
    ("oomkilled", ("OOMKilled",)),
    ("imagepullbackoff", ("ImagePullBackOff",)),
    ("errimagepull", ("ErrImagePull",)),
    ("containercreating", ("ContainerCreating",)),
    ("evicted", ("Evicted",)),
    ("notready", ("NotReady",)),  # a node's (`node-3   NotReady   <none>`)
    # a ZFS pool's or device's (`zpool status`; DEGRADED is above)
    ("online", ("ONLINE",)),
    ("offline", ("OFFLINE",)),
    ("faulted", ("FAULTED",)),
    ("unavail", ("UNAVAIL",)),
    ("removed", ("REMOVED",)),
)
# Kubernetes' pod phases are capitalised words (`Running`): a state only where no English word
# is next to it (`pod 处于 Running 状态`, a kubectl row's column), not in prose (`Running the
# job`, `the job is Running`, `Failed to connect`), nor a condition's or field's name its value
# denies (`Ready   False`, `Ready: False` of `kubectl describe pod`).
_PHASES = {"Running": "running", "Pending": "pending", "Succeeded": "succeeded",
           "Failed": "failed", "Completed": "completed", "Terminating": "terminating",
           # a PersistentVolumeClaim's (and a volume's) phases
           "Bound": "bound", "Released": "released", "Lost": "lost",
           # a node's (`节点 node-3 的状态为 Ready` citing `node-3   NotReady` passed)
           "Ready": "ready"}
_KEY = {spelling: key for key, spellings in _STATES for spelling in spellings} | _PHASES
_STATE_RE = compiled(
    r"(?<![A-Za-z0-9_])(?:" + "|".join(sorted(map(re.escape, _KEY.keys() - _PHASES.keys()),
                                              key=lambda word: (-len(word), word)))
    + r")(?![A-Za-z0-9_])"
    r"|(?<![A-Za-z0-9_])(?<![A-Za-z] )(?<![A-Za-z],)(?:" + "|".join(_PHASES) + r")"
    r"(?![A-Za-z0-9_])(?![ \t]?[A-Za-z])(?![ \t]*(?::[ \t]*)?(?:False|false)(?![A-Za-z]))")


# Chinese words a claim says a pod's state in (`运行正常`, `处于等待调度状态`), read against the
# states its evidence prints in English: `运行正常` is no word for CrashLoopBackOff, `正在运行` none
# for Pending. Not after a negator (`无法正常运行`), nor of a time or a count (`正常运行时间`,
# `运行中的线程`).
_ZH_STATES = (("running", ("运行中", "正在运行", "运行正常", "正常运行", "在运行", "处于运行状态")),
              ("pending", ("等待调度", "待调度", "尚未绑定", "未绑定", "等待绑定")),
              ("terminating", ("正在终止", "终止中")),
              ("bound", ("已绑定", "已经绑定", "绑定成功")))
_ZH_KEY = {word: key for key, words in _ZH_STATES for word in words}
_ZH_STATE_RE = compiled(r"(?<!无法)(?<!不能)(?<!未能)(?<!停止)(?<!没有)(?<![未不没非无])(?:"
                        + "|".join(sorted(_ZH_KEY, key=lambda word: (-len(word), word)))
                        + r")(?!时间|时长|率|的(?!状态))")
#: States a pod said to run in Chinese may also be printed as: it runs, healthy or not.
_RUNNING_TOO = frozenset({"running", "active", "healthy", "unhealthy", "degraded"})


def phases_said(text: str, start: int, end: int) -> list[str]:
    """The pod phases `text[start:end]` says in Chinese (`都在运行`: `Running`; `已绑定`: `Bound`)."""
    return [_ZH_KEY[m.group()].capitalize() for m in _ZH_STATE_RE.finditer(text, start, end)]


def holds(key: str, written: str, found: Iterable[str]) -> bool:
    """Whether the states `found` (keys) hold the state `key` a claim writes as `written`: the
    same key, or for a Chinese word of running, a state a running pod is in."""
    found = set(found)
    return key in found or (key == "running" and not written.isascii()
                            and not _RUNNING_TOO.isdisjoint(found))


# A capitalised word right after a state label is a state too, whatever it is (`Reason: Error`,
# `Last State: Terminated`, `状态为 Degraded`): kubectl's and most tools' `key: value` lines.
# No two runs of blanks may meet (`[ \t]*[:：]?[ \t]*`): `状态` and 100,000 spaces in a linted
# text took quadratic time (2 s for 20,000).
_LABELLED_RE = compiled(
    r"(?:(?<![A-Za-z])(?:[Rr]eason|[Ss]tatus|[Ss]tate|[Pp]hase)[ \t]*[:=][ \t]*"
    r"|状态(?:为|是)?[ \t]*(?:[:：][ \t]*)?)([A-Z][A-Za-z]+)(?![A-Za-z0-9_])")


def states(text: str, labelled: bool = False) -> dict[str, str]:
    """The states `text` names: key → the first spelling written; with `labelled`, also any
    capitalised word after a state label (a quote keeps it; a claim may word it otherwise)."""
    found: dict[str, str] = {}
    for m in _STATE_RE.finditer(text):
        found.setdefault(_KEY[m.group(0)], m.group(0))
    if not text.isascii():
        for m in _ZH_STATE_RE.finditer(text):
            found.setdefault(_ZH_KEY[m.group(0)], m.group(0))
    if labelled:
        for m in _LABELLED_RE.finditer(text):
            word = m.group(1)
            found.setdefault(_KEY.get(word, word.lower()), word)
    return found


def state_changed(excerpt: str, outputs: Iterable[str]) -> tuple[str, list[str]] | None:
    """A state an excerpt names where the outputs it quotes name others and never write it
    (`Reason: Error` where the output says `Reason: OOMKilled`), in any case: (the excerpt's
    state as written, the outputs' states as written)."""
    mine = states(excerpt, labelled=True)
    if not mine:
        return None
    texts = list(outputs)
    theirs: dict[str, str] = {}
    for text in texts:
        for key, written in states(text, labelled=True).items():
            theirs.setdefault(key, written)
    for key, written in mine.items():
        word = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(written)}(?![A-Za-z0-9_])", re.IGNORECASE)
        if key not in theirs and theirs and not any(word.search(text) for text in texts):
            return written, list(theirs.values())
    return None


def state_conflict(claim: str, excerpts: Iterable[str]) -> tuple[str, list[str]] | None:
    """The state a claim names when none of the states it names is one its excerpts name and
    they name some: (the claim's first state as written, the excerpts' states as written).
    A claim naming one of the excerpts' states (`从 RUNNING 变为 FAILED` against `FAILED`) is
    no conflict: it may tell a change."""
    named = states(claim)
    mine = {key: written for key, written in named.items() if not _denied(claim, written)}
    texts = list(excerpts)
    theirs: dict[str, str] = {}
    for excerpt in texts:
        for key, written in states(excerpt).items():
            theirs.setdefault(key, written)
    for key, written in named.items():
        if key not in mine and key in theirs and _of_whom(claim, written, key, texts):
            return f"not {written}", [theirs[key]]
    if mine and theirs and not any(holds(key, written, theirs) for key, written in mine.items()):
        english = [written for written in mine.values() if written.isascii()]
        if english:
            return english[0], list(theirs.values())
        # a Chinese word says the state of the entity its clause names: read on its lines only
        # (`inventory-api 正在运行` against payment-svc's `status=1/FAILURE`)
        key, written = next(iter(mine.items()))
        own = _states_of_named(claim, written, texts)
        if own and not holds(key, written, own):
            return written, list(own.values())
    return _reason_conflict(claim, texts)


def _states_of_named(claim: str, written: str, texts: Sequence[str]) -> dict[str, str]:
    """The states printed on the lines naming an entity the claim's clause names before
    `written` (none when it names none)."""
    at = claim.find(written)
    start = max((m.end() for m in _CLAUSE_MARK.finditer(claim, 0, at)), default=0)
    entities = [m.group().lower() for m in _ENTITY.finditer(claim, start, at)]
    found: dict[str, str] = {}
    for line in (line for text in texts for line in text.split("\n")):
        if entities and any(who in line.lower() for who in entities):
            for key, state in states(line).items():
                found.setdefault(key, state)
    return found


#: Why a container stopped or waits, as Kubernetes names it, after a claim's word of cause (`因
#: Error 终止`, `terminated with reason Error`): read against the excerpts' `Reason:` fields.
_REASON_CLAIMED = compiled(
    r"(?:因为?|由于|原因(?:是|为)|(?<![A-Za-z])(?:reason|due\s+to|because\s+of)(?![A-Za-z]))"
    r"\s*[:：]?\s*(Error|OOMKilled|Completed|ContainerCannotRun|DeadlineExceeded|Evicted"
    r"|CrashLoopBackOff|ImagePullBackOff|ErrImagePull|CreateContainerConfigError"
    r"|CreateContainerError|InvalidImageName|StartError)(?![A-Za-z0-9_])"
    r"(?!\s*(?:日志|信息|级别|logs?|level|messages?)(?![A-Za-z]))")
_REASON_FIELD = compiled(r"(?<![A-Za-z])[Rr]eason[ \t]*[:=][ \t]*([A-Z][A-Za-z]+)")


def _reason_conflict(claim: str, texts: Sequence[str]) -> tuple[str, list[str]] | None:
    """(the reason the claim gives, [the excerpts' reasons]) when the excerpts print `Reason:`
    fields and none is the claim's, nor do they write it anywhere (`order-svc 容器上次因 Error
    终止` for `Last State: Terminated, Reason: OOMKilled`: `Error` is no state a claim is read
    for)."""
    claimed = _REASON_CLAIMED.search(claim)
    if claimed is None:
        return None
    printed = list(dict.fromkeys(m.group(1) for text in texts for m in _REASON_FIELD.finditer(text)))
    said = claimed.group(1)
    written = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(said)}(?![A-Za-z0-9_])", re.IGNORECASE)
    if not printed or any(written.search(text) for text in texts):
        return None
    return said, printed


#: A negator before a state in its clause: `没有 Pod 处于 Pending 状态`, `no pod is Pending`.
#: Only words of being in a state may stand between them (`No redis.exceptions.ConnectionError
#: was logged after the OOMKilled` denies the error, not the state).
_NEGATOR = compiled(r"(?:没有|未|不(?:是|处于|在|再)?|非|(?<![A-Za-z])(?:no|not|never|none)"
                    r"(?![A-Za-z])|n't)(?:\s|处于|在|是|为|任何|的|状态|(?<![A-Za-z])(?:is|are|was|were|be|been|in|the|a|an|any|"
                    r"pods?|state|status|phase|of|them)(?![A-Za-z]))*\Z", re.IGNORECASE)
_CLAUSE_MARK = compiled(r"[，。；！？,;!?\n]")
_NO_LONGER = compiled(r"不再|已经?不|(?<![A-Za-z])(?:no\s+longer|any\s*more)(?![A-Za-z])", re.IGNORECASE)


def _denied(claim: str, written: str) -> bool:
    """Whether the claim denies the state it writes as `written` (`no pod is Pending` names no
    state a pod is in: another state of the excerpts does not contradict it)."""
    at = claim.find(written)
    start = max((m.end() for m in _CLAUSE_MARK.finditer(claim, 0, at)), default=0)
    return _NEGATOR.search(claim[start:at]) is not None


#: A name a line may give its entity by: a hyphenated or numbered word (`order-svc`, `node12`).
_ENTITY = compiled(r"(?<![A-Za-z0-9_.\-])(?:[A-Za-z][A-Za-z0-9_.]*-[A-Za-z0-9_.\-]*[A-Za-z0-9_]"
                   r"|[A-Za-z]+\d+[A-Za-z0-9_]*)(?![A-Za-z0-9_\-])")  # ASCII: Chinese may follow


def _of_whom(claim: str, written: str, key: str, texts: Sequence[str]) -> bool:
    """Whether an excerpt's line naming the state `key` is of the entity the claim's clause
    denies it for (of any, when the clause names none)."""
    at = claim.find(written)
    start = max((m.end() for m in _CLAUSE_MARK.finditer(claim, 0, at)), default=0)
    entities = [m.group().lower() for m in _ENTITY.finditer(claim, start, at)]
    lines = [line.lower() for text in texts for line in text.split("\n") if key in states(line)]
    if _NO_LONGER.search(claim, start, at + len(written) + 12):
        return False  # `不再处于 CrashLoopBackOff`: it was, as the excerpt may show
    return bool(lines) and (not entities or any(who in line for who in entities for line in lines))


# An HTTP request has one method: `GET /api/orders 返回 503` citing `POST /api/orders 503` gives
# the failure to another request (the GET, elsewhere in the output, returned 200).
_METHOD_RE = compiled(r"(?<![A-Za-z0-9_/])(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)"
                      r"(?=\s+/|\s+(?:请求|request)|\s*\Z|[\s,，。]+[a-z/])")


def method_conflict(claim: str, excerpts: Iterable[str]) -> tuple[str, list[str]] | None:
    """The HTTP method a claim names when none of those it names is one its excerpts name and
    they name some (as `state_conflict` compares states): (the claim's first, the excerpts')."""
    mine = dict.fromkeys(m.group(1) for m in _METHOD_RE.finditer(claim))
    if not mine:
        return None
    theirs = dict.fromkeys(m.group(1) for excerpt in excerpts for m in _METHOD_RE.finditer(excerpt))
    if not theirs or not mine.keys().isdisjoint(theirs):
        return None
    return next(iter(mine)), list(theirs)
