"""Closed sets of words a log line reports one of: a level, an outcome, a state of a link.

A line is `INFO` or `ERROR`, a login `Failed` or `Accepted`, a channel `open` or `closed`: a text
naming one of a set where its evidence names only others of the same set contradicts it
(`ERROR executor.Executor: Finished task` citing the `INFO` line; `authentication success`
citing `authentication failure`). Each set is a tuple of groups; a group's words mean one thing
(`failed`, `failure`, `失败`), so naming another word of the same group is no conflict.

English words are matched whole and in any case, but in a claim a level counts only written in
capitals (`ERROR`: `an error in the plan` is prose) and only the sets marked `PROSE_SAFE` count
at all (`up`, `open`, `start` are everyday words of prose). A word a negator precedes (`not`,
`no`, `never`, `didn't` up to three words before; `不 未 没 无法` right before a Chinese term, `没有`
before its clause's subject) is not named: `did not fail` says nothing against `succeeded`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import tables_of

# (prose_safe, groups): each group's words are one meaning.
_SETS: tuple[tuple[bool, tuple[tuple[str, ...], ...]], ...] = (
    (True, (("emerg",), ("alert",), ("fatal",), ("critical", "crit"), ("severe",),
            ("error", "err"), ("warning", "warn"), ("notice",), ("info",), ("debug",),
            ("trace",))),
    (True, (("failed", "failure", "failures", "fail", "fails", "unsuccessful", "unsuccessfully",
             "rejected", "denied", "refused", "失败", "nxdomain", "servfail", "域名不存在"),
            ("succeeded", "success", "successful", "successfully", "ok", "accepted", "granted", "passed",
             "allowed", "成功", "测试通过", "检查通过", "校验通过", "验证通过", "检测通过", "noerror",
             "解析正常", "语法正确", "语法检查通过"))),
    (False, (("true",), ("false",))),
    (True, (("enabled", "启用", "设置了开机自启", "设为开机自启", "已设置开机自启", "配置了开机自启"),
            ("disabled", "禁用", "未启用", "未设置开机自启", "没有设置开机自启", "没设置开机自启",
             "未开启开机自启", "没有开启开机自启", "未配置开机自启", "没有配置开机自启", "开机不自启"))),
    (False, (("open", "opened"), ("closed", "close"))),
    (False, (("up",), ("down",))),
    (False, (("started", "starting", "start"), ("stopped", "stopping", "stop"))),
    (True, (("connected",), ("disconnected",))),
    (True, (("valid", "有效"), ("invalid", "无效", "expired", "过期"))),  # a certificate, a token
    (True, (("有效期", "过期时间"),)),  # a validity period, an expiry time: nouns, no outcome
    (True, (("online", "在线"), ("offline", "离线"))),
    (True, (("healthy",), ("unhealthy",))),
    (True, (("available",), ("unavailable",))),
    (False, (("added",), ("removed", "deleted"))),
    (False, (("send", "sending", "sent"), ("receive", "receiving", "received"))),
    # what news reports one of: a result, a ruling, a vote, a move (Chinese words need no
    # word edges; each is rare inside another word)
    (True, (("盈利", "赢利", "扭亏为盈"), ("亏损", "由盈转亏"))),
    (True, (("批准",), ("否决", "驳回"))),
    (True, (("战胜", "击败", "打败"), ("负于", "败给", "输给", "不敌"))),
    (True, (("胜诉",), ("败诉",))),
    (True, (("当选",), ("落选",))),
    (True, (("开幕",), ("闭幕",))),
    (True, (("扩大",), ("缩小",))),
    (True, (("上调",), ("下调",))),
    (True, (("增持",), ("减持",))),
    (True, (("涨停",), ("跌停",))),
    (True, (("顺差",), ("逆差",))),
    (True, (("抓获", "落网"), ("在逃", "潜逃"))),
    (True, (("准点", "正点"), ("延误", "晚点"))),
    (True, (("赞成",), ("反对",))),
    (True, (("金牌",), ("银牌",), ("铜牌",))),
    (True, (("冠军",), ("亚军",), ("季军",))),
    (True, (("同比",), ("环比",))),  # a change over a year, or over the period before
    (True, (("上半年",), ("下半年",))),
    (True, (("男子",), ("女子",))),
)
#: word → (set, group)
GROUP_OF: dict[str, tuple[int, int]] = {word: (s, g) for s, (_, groups) in enumerate(_SETS)
                                        for g, group in enumerate(groups) for word in group}
_LEVELS = 0
# In a claim, a word of its own (`ERR` of `ERR_TIMEOUT` is a code's); in an output, any run of
# letters (`SYSTEM_INFO*`, `setLightsOn(true)`).
_CLAIM_WORD = compiled(r"(?<![A-Za-z0-9_])[A-Za-z]+(?![A-Za-z0-9_])")
_OUTPUT_WORD = compiled(r"(?<![A-Za-z0-9])[A-Za-z]+(?![A-Za-z0-9])")
_CAMEL_HEAD = compiled(r"[A-Z][a-z]+(?=[A-Z][a-z])")
_CJK_TERM = compiled("|".join(sorted((w for w in GROUP_OF if not w.isascii()), key=len,
                                       reverse=True)))
_EN_NEGATED = compiled(r"(?:\b(?:not|no|never|without|cannot)|n't)(?:\s+[^\s:]+){0,2}\s+\Z",
                       re.IGNORECASE)
#: ... and a Chinese negator of the clause's subject before it: `没有一个请求失败`, `没有任何请求失败`,
#: `没有 DNS 解析失败` (not `没有重试就失败`: a condition)
_ZH_NEGATED = compiled(r"(?:不|未|没|没有|无法|并非|不再)\Z"
                       r"|(?:没有|没|未|无)(?:出现|发现|发生)?(?:一[个次条笔项件台]|任何)?"
                       r"(?:[^\s，。；,;!?！？就便后而则才致因再]|[ \t](?=[A-Za-z\u4e00-\u9fff])){0,7}?"
                       r"(?:都|也|均)?\Z")

#: ... or a Chinese term told as what will be (`还有 29 天过期`, `30 天后过期`, `将于 3 月 1 日过期`,
#: `即将过期`): a prospect, not the state the evidence reports (certbot's `VALID: 29 days`).
_ZH_FUTURE = compiled(r"(?:将|将会|即将|快要|就要|[天周月年时分秒]后|之后)\s*\Z"
                      r"|(?:还有|还剩|剩余|将于|将在|预计)[^，。；,;!?！？]{0,20}\Z")

#: ... and in a claim, an English word a Chinese negator comes right before (`日志里没有 WARN`).
_ZH_NEGATED_WORD = compiled(r"(?:不|未|没|没有|无|无法|并非|不再)(?:任何)?\s*\Z")


#: systemd's `vendor preset: enabled`: the distribution's default, not the unit's state.
_PRESET = compiled(r"vendor preset: \w+", re.IGNORECASE)


def named(text: str, claim: bool = False) -> dict[tuple[int, int], str]:
    """The groups `text` names, not negated: (set, group) → the first word written."""
    if not claim and "preset:" in text:
        text = _PRESET.sub("", text)
    found: dict[tuple[int, int], str] = {}
    for m in (_CLAIM_WORD if claim else _OUTPUT_WORD).finditer(text):
        word = m.group(0)
        key = GROUP_OF.get(word.lower())
        if key is None and not claim and (head := _CAMEL_HEAD.match(word)):
            word = head.group()  # Kubernetes' reasons: `FailedScheduling`, `SuccessfulCreate`
            key = GROUP_OF.get(word.lower())
        if key is None or (claim and not _counts_in_prose(key, word)) or (
                not claim and any(low <= m.start() < high for low, high in _headers(text))):
            continue  # (a table's header names a column: gluster's `Online`, no brick online)
        if not _EN_NEGATED.search(text, max(0, m.start() - 40), m.start()) and not (
                claim and _ZH_NEGATED_WORD.search(text, max(0, m.start() - 12), m.start())):
            found.setdefault(key, word)
    for m in _CJK_TERM.finditer(text) if not text.isascii() else ():
        if not _ZH_NEGATED.search(text, max(0, m.start() - 12), m.start()) \
                and not _ZH_FUTURE.search(text, max(0, m.start() - 24), m.start()):
            found.setdefault(GROUP_OF[m.group(0)], m.group(0))
    for told, word in () if claim else _TOLD:
        if (done := told.search(text)) is not None \
                and not _EN_NEGATED.search(text, max(0, done.start() - 40), done.start()):
            found.setdefault(GROUP_OF[word], done.group())
    return found


#: An outcome a line tells in other words: a success (`Connected to db-01:3306` after refusals:
#: the connection succeeded; not `connected_clients:512`, a count), a failure (openssl's `verify
#: error:num=10`, `Verify return code: 10 (certificate has expired)`; `0 (ok)` is `ok`'s success;
#: JMeter's `Err:    12 (0.97%)`: requests failed; Redis' `rdb_last_bgsave_status:err`).
_TOLD = ((compiled(r"(?<![A-Za-z_])(?:connected\s+to|reconnected|connection\s+(?:established|restored))"
                   r"(?![A-Za-z_])", re.IGNORECASE), "succeeded"),
         (compiled(r"verify error:num=\d+|Verify return code: [1-9]\d*|Err:[ \t]+[1-9]\d*[ \t]+\("
                   r"|_status:err(?![A-Za-z])", re.IGNORECASE), "failed"))


@lru_cache(maxsize=256)
def _headers(text: str) -> tuple[tuple[int, int], ...]:
    """Where `text`'s tables' headers are: the lines writing every column's name in order, or
    columns of words above a rule (`-----`: gluster's `... Online  Pid`; no `Tests run: 5,
    Failures: 1` over Maven's rule, whose digits are a count's)."""
    if "\n" not in text:
        return ()
    tables = tables_of(text)
    lines = text.split("\n")
    found, at = [], 0
    for n, line in enumerate(lines):
        if (n + 1 < len(lines) and _RULE.fullmatch(lines[n + 1]) and _columns(line)) or any(
                _writes(line.lower(), table.columns) for table in tables):
            found.append((at, at + len(line)))
        at += len(line) + 1
    return tuple(found)


_RULE = compiled(r"[ \t]*[-=+|]{10,}[ \t]*")
_GAP = compiled(r"(?<=\S)(?:[ \t]{2,}|[ \t]*\|[ \t]*)(?=\S)")
_DIGIT = compiled(r"\d")


def _columns(line: str) -> bool:
    """Whether a line is three columns' names or more: no digit, two gaps between words."""
    return _DIGIT.search(line) is None and len(_GAP.findall(line)) >= 2


def _writes(line: str, columns: Sequence[str]) -> bool:
    at = 0
    for column in columns:
        at = line.find(column, at)
        if at < 0:
            return False
        at += len(column)
    return True


def _counts_in_prose(key: tuple[int, int], word: str) -> bool:
    return _SETS[key[0]][0] and (key[0] != _LEVELS or word.isupper())


def other_named(word: str, texts: Iterable[str]) -> str | None:
    """For a word of a set, the first word (as written) of another of its set's groups that
    `texts` name when they name none of its own group; None otherwise."""
    key = GROUP_OF.get(word.lower())
    if key is None:
        return None
    theirs: dict[tuple[int, int], str] = {}
    for text in texts:
        for other, written in named(text).items():
            theirs.setdefault(other, written)
    if key in theirs:
        return None
    return next((written for (s, _), written in sorted(theirs.items()) if s == key[0]), None)


def outcome_conflict(claim: str, excerpts: Iterable[str]) -> tuple[str, list[str]] | None:
    """A level or outcome a claim names where its excerpts name only others of its set: (the
    claim's word as written, the excerpts' words of that set). A claim naming one of the
    excerpts' groups as well is no conflict (`从 INFO 升级为 ERROR`: it may tell a change)."""
    mine = named(claim, claim=True)
    if not mine:
        return None
    theirs: dict[tuple[int, int], str] = {}
    for excerpt in excerpts:
        for key, written in named(excerpt).items():
            theirs.setdefault(key, written)
    for (s, g), written in sorted(mine.items()):
        others = [w for (t, h), w in sorted(theirs.items()) if t == s and h != g]
        if others and not any(t == s and (t, h) in mine for (t, h) in theirs):
            return written, others
    return None
