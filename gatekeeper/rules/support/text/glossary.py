"""A small bilingual ops glossary, for negation across languages (docs/anchors.md, Negation).

A Chinese claim that negates an ops event (`没有出现请求超时`) contradicts evidence that logs it in
English (`request timeout after 5000ms`), and an English claim that negates it (`no request
timeout`) contradicts Chinese evidence stating it (`出现请求超时`). The monolingual negation
anchors cannot see either: the negated term (`出现`, `request`) is not written on the other
side. Each entry is one event: its Chinese terms and the English forms it is logged in. A
negator may come after the event too, in its clause (`告警未触发`, `超时均未发生`, `timeouts did not
occur`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache

from gatekeeper.rules.support.text.anchors.negation import PROMPT_LINE
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.normalize import compact
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import header_spans
from gatekeeper.rules.support.text.zeros import zero_spans

# (Chinese terms, English forms): longest terms are matched first, so `请求超时` is not `超时`.
_ENTRIES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("请求超时",), ("request timeout", "request timed out", "request timeouts")),
    (("连接超时",), ("connection timeout", "connect timeout", "connection timed out",
                     "connect timed out")),
    (("读超时", "读取超时"), ("read timeout", "read timed out")),
    (("超时",), ("timeout", "timed out", "timeouts", "time out", "times out")),
    (("连接被拒绝", "拒绝连接", "连接拒绝", "连接被拒"), ("connection refused", "refused connection",
                                              "refused connections", "refused the connection")),
    (("连接被重置", "连接重置"), ("connection reset", "connection reset by peer")),
    (("证书过期", "证书已过期"), ("certificate has expired", "certificate expired", "certificate is expired",
                          "cert expired")),
    (("过期",), ("expired",)),
    (("域名解析失败", "解析失败"), ("could not resolve host", "no such host", "name resolution failed",
                            "temporary failure in name resolution", "servfail", "nxdomain")),
    (("内存溢出", "内存不足"), ("out of memory", "outofmemoryerror", "oom", "oomkilled", "oom-killed",
                          "oom killed", "oom-kill", "oom kill", "oom-killer", "oom killer")),
    (("连接池耗尽", "连接池已满"), ("pool exhausted", "connection pool exhausted")),
    (("死锁",), ("deadlock", "deadlocks")),
    (("空指针",), ("nullpointerexception", "null pointer")),
    (("重启",), ("restart", "restarted", "restarts", "restarting")),
    (("重试",), ("retry", "retries", "retried", "retrying")),
    (("磁盘已满", "磁盘满"), ("disk full", "no space left on device")),
    (("限流",), ("rate limit", "rate limited", "throttled", "throttling")),
    (("熔断",), ("circuit breaker", "circuit open")),
    (("丢包",), ("packet loss",)),
    (("重传",), ("retransmit", "retransmits", "retransmitted", "retransmission", "retransmissions")),
    # a file system a disk error remounted read-only (ext4's `Remounting filesystem read-only`)
    (("重新挂载为只读", "被挂载为只读", "变为只读", "变成只读", "只读挂载"),
     ("remounting filesystem read-only", "remounted read-only", "remounted read only")),
    (("慢查询",), ("slow query", "slow queries")),
    (("认证失败", "登录失败", "身份验证失败", "密码验证失败"),
     ("failed password", "authentication failure", "authentication failures", "authentication failed",
      "login failed", "failed login")),
    (("登录成功", "成功登录", "登陆成功", "成功登陆"),
     ("accepted password", "accepted publickey", "accepted keyboard-interactive/pam", "login successful",
      "successful login", "successful logins", "login succeeded", "logged in successfully",
      "log in successfully", "successfully logged in", "successfully log in")),
    (("任务被拒绝", "拒绝执行", "任务拒绝", "拒绝任务"), ("rejectedexecutionexception", "task rejected",
                                               "rejected execution", "rejected from")),
    (("发布", "上线", "部署"), ("deploy", "deployed", "deployment", "rolled out", "rollout")),
    (("回滚",), ("rollback", "rolled back", "roll back")),
    (("告警", "报警"), ("alert", "alerts", "alerting", "alarm", "alarms")),
    (("成为 leader", "成为leader", "成为新的 leader", "成为新的leader", "成为了新的 leader",
      "成为了新的leader", "成为了 leader", "成为了leader", "当选为 leader", "当选 leader", "当选为leader",
      "成为主节点", "成为新的主节点", "成为了主节点", "选举为 leader"),
     ("became leader", "became the leader", "became the new leader", "became new leader",
      "elected leader", "elected as leader", "won the election", "is the new leader")),
    (("提升为主库", "升为主库", "切换为主库", "成为主库", "成为新的主库", "成为了主库"),
     ("promoted to primary", "promoted to master", "promoted as primary", "became primary",
      "became master", "became the new primary")),
)
#: Outcomes only a claim's denial reads (`cross_flip`, `denied_of`): a line's `failed`, `ERROR`, or
#: exception is any operation's, no event to count, order or attribute (`event_spans` leaves them
#: out), and a claim stating one often counts none (`失败率 0%`, `错误数为 0`). `请求都没有失败`,
#: `没有报错`, `未发现异常` citing the lines that print them passed. Not `failures`: a noun a line
#: counts (`2 failures`); not a rate, a code, a count (`错误率`, `error rate: 0%`, `error_code`).
_OUTCOME_ENTRIES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("失败",), ("failed", "fail", "fails")),
    (("错误", "报错", "出错"), ("error", "errors")),
    (("异常",), ("exception", "exceptions")),
)
_OUTCOMES = frozenset(terms[0] for terms, _ in _OUTCOME_ENTRIES)
#: ... the nouns, which a word before names a kind of (`接收错误`, `no RX errors`: which one, unsure);
#: a word before `失败`, `failed` is what failed (`没有一个请求失败`, `no operation failed`).
_KINDED = frozenset({"错误", "异常"})
#: A specific event states the general one too (`request timeout` is a timeout).
_IMPLIES = {"请求超时": "超时", "连接超时": "超时", "读超时": "超时", "证书过期": "过期"}
#: Chinese term → the event's key (its first Chinese term); English form → the key.
_ZH = {term: terms[0] for terms, _ in (*_ENTRIES, *_OUTCOME_ENTRIES) for term in terms}
_EN = {form: terms[0] for terms, forms in _ENTRIES for form in forms}
_OUTCOME_EN = {form: terms[0] for terms, forms in _OUTCOME_ENTRIES for form in forms}
#: ... an outcome's word qualifying another (`失败率`, `错误码`, `异常退出`: abnormal, no exception)
_ZH_NOT_OUTCOME = "(?!率|码|数|次数|计数|级别|处理|退出|终止|流量|波动|增长|升高|下降|值)"
_ZH_TERM = compiled("|".join(re.escape(term) + (_ZH_NOT_OUTCOME if _ZH[term] in _OUTCOMES else "")
                             for term in sorted(_ZH, key=len, reverse=True)))
# Every form starts with one of these letters: testing them first rejects most positions at once
# (a search of a 4 kB output 0.7 ms → 0.12 ms; docs/performance.md).
_EN_FIRST = "".join(sorted({c for form in _EN for c in (form[0].lower(), form[0].upper())}))
_EN_FORM = compiled(rf"(?=[{_EN_FIRST}])(?<![A-Za-z])(?:" + "|".join(
    sorted((re.escape(f).replace(r"\ ", r"\s+") for f in _EN), key=len, reverse=True))
    + r")(?![A-Za-z])", re.IGNORECASE)
#: An outcome's English word, a whole word (not `error_rate`, `/var/log/error.log`, `error rate`,
#: a field's name with no value: ZooKeeper's `error = `),
#: or an exception's class (`SocketTimeoutException`, `OutOfMemoryError`: an exception, `异常`).
_OUTCOME_FORM = compiled(
    r"(?<![\w./\-])(?i:(?P<word>fail(?:ed|s)?|errors?|exceptions?)(?![\w/\-]|\.\w|[ \t]*=[ \t]*(?:\n|\Z|[,;])"
    r"|[\s_\-]*(?:rate|ratio|code|count|budget|handl|page|level|threshold|percent|%)))"
    r"|(?<![A-Za-z0-9_])[A-Z][A-Za-z0-9]*(?:Exception|Error)(?![A-Za-z0-9_])")

# Negators of existence: `没有出现`, `未发生`, `无`, `从未`, `看不到`, `零错误`; a clause ends the
# scope. `不` is left out: `不是超时导致的` denies a cause, not that a timeout happened.
_ZH_NEGATOR = compiled(r"没有|没(?![错事])|未(?![来知必])|无(?![论限数线疑非关需效锡])|不存在"
                       r"|看不到|找不到|查不到|零(?=错误|异常|失败|报错|超时|告警)")
_ZH_SCOPE = 12  # characters after a negator, up to the clause's end
_CLAUSE_END = compiled(r"[，。；！？,;!?\n]|但|而|却")
#: ... and a count: `没有 1200 个请求失败` denies a count, not the event (a bound: anchors.numbers)
_SCOPE_END = compiled(r"[，。；！？,;!?\n0-9]|但|而|却")
# ... or after it, in the same clause: `告警未触发`, `超时没有出现`; `timeouts did not occur`.
_ZH_DENIED_AFTER = compiled(r"\s*(?:均|都|也|仍|并)?(?:未|没有|没|从未)(?:再)?"
                            r"(?:出现|发生|触发|报出?|记录到?)")
# (`connection refused errors did not occur`: a noun of the event's before it)
_EN_DENIED_AFTER = compiled(r"(?:\s+(?:errors?|exceptions?|events?|issues?|messages?|entries))?"
                            r"(?:\s+(?:(?:was|were|has|have|had)\s+)?(?:not|never)\s+(?:been\s+)?"
                            r"(?:occur|occurred|happen|happened|seen|observed|logged|triggered|"
                            r"fired|reported|recur|recurred)(?![A-Za-z])"
                            r"|\s+(?:did|does|do)\s*(?:not|n't)\s+(?:occur|happen|recur|fire)"
                            r"(?![A-Za-z])|\s+no\s+longer\s+(?:occur|happen|recurr?|appear)(?:r?ed|s)?"
                            r"(?![A-Za-z]))", re.IGNORECASE)
#: ... of a noun outcome, right before it: `no errors`, `without any exceptions` (not `no RX
#: errors`: a kind of it)
_EN_OUTCOME_NEGATED = compiled(r"(?<![A-Za-z])(?:no|not|never|without|zero|none|nor)(?![A-Za-z'])"
                               r"(?:\s+(?:any|the|a|an|further|more|other|new|single|real|been|ever))?\s+\Z",
                               re.IGNORECASE)
#: Where a Chinese noun outcome is not a kind of it: after a negator, a verb of its existence, `任何`...
_ZH_OUTCOME_AT = compiled(r"(?:^|[^\u4e00-\u9fff]|没有|没|未|无|零|出现|发现|发生|记录到?|看到|检测到|产生"
                          r"|看不到|找不到|报告|抛出|打印|输出|任何|的|都|均|也|并|再|过)\Z")
#: A kind's word right before an outcome's (`RX errors`, `tx_errors`), no number's unit (`880ms errors`).
_KIND_BEFORE = compiled(r"(?<![A-Za-z0-9])[A-Za-z]{2,}[ \t_\-]\Z")
#: A count right after an outcome's word (`errors 3`, `failed: 2`).
_COUNTER = compiled(r"[ \t]*[:=]?[ \t]*\d")
#: A Chinese negator's scope right before an English form (`没有 ERROR`, `未出现 timeout`).
_ZH_NEGATED_BEFORE = compiled(r"(?:没有|没|未|无|不存在)(?:再)?"
                              r"(?:出现|发现|发生|记录到?|看到|检测到|任何|被)?过?[\s:：\"'“]*\Z")
_CLASS = compiled(r"[A-Z]\w*(?:Exception|Error)")
_EN_NEGATED = compiled(r"(?<![A-Za-z])(?:no|not|never|without|zero|none)(?![A-Za-z'])"
                       r"(?:\s+[A-Za-z']+){0,3}?\s+\Z", re.IGNORECASE)


class Events:
    """The glossary events one or more texts state and negate, per language."""

    __slots__ = ("negated", "stated")

    def __init__(self) -> None:
        self.stated: dict[str, set[str]] = {"zh": set(), "en": set()}
        self.negated: dict[str, set[str]] = {"zh": set(), "en": set()}

    def add(self, text: str) -> None:
        scopes = _zh_scopes(text)
        for m in _ZH_TERM.finditer(text):
            key = _ZH[m.group(0)]
            if key in _KINDED and not _ZH_OUTCOME_AT.search(text, max(0, m.start() - 3), m.start()):
                continue  # a kind of it (`接收错误`, `明显异常`): which one, unsure
            scope = next((start for start, end in scopes if start <= m.start() < end), None)
            after = _ZH_DENIED_AFTER.match(text, m.end())
            negator = scope if scope is not None else after.start() if after else None
            self._add(text, "zh", key, negator, m.start())
        headers, zeros = None, zero_spans(text)
        if "$ " in text:  # a command echoed (`$ dmesg | grep -c "out of memory"`) states no event
            zeros += [m.span() for m in PROMPT_LINE.finditer(text)]
        english = _english(text)
        # `TX errors 3 ... RX errors 0`: kinds counted apart, a denial may be of either (a kind's
        # word before the zero; `[order-svc] ... errors=0` is another subject's, no kind)
        zeroed = {key for m, key in english if key in _OUTCOMES and _inside(m.start(), zeros)
                  and _KIND_BEFORE.search(text, max(0, m.start() - 12), m.start())}
        for m, key in english:
            outcome = key in _OUTCOMES
            if m.group(0).isupper() or outcome:  # kubectl's `RESTARTS` names what its rows count
                headers = header_spans(text) if headers is None else headers
                if _inside(m.start(), headers) or (outcome and _numbers_below(text, m.start())):
                    continue
            if _inside(m.start(), zeros) or (key in zeroed and _COUNTER.match(text, m.end())):
                continue  # `upstream_rq_timeout: 0`: a counter at zero, no timeout
            before = _EN_NEGATED.search(text, max(0, m.start() - 40), m.start())
            after = _EN_DENIED_AFTER.match(text, m.end())
            # an English word in a Chinese negator's scope, right after it (`没有 ERROR 日志`, `没有发生
            # OOM`; not an exception's class, `未出现 OutOfMemoryError`: `negated.denied_anchor`'s)
            scope = next((start for start, end in scopes if start <= m.start() < end
                          and _ZH_NEGATED_BEFORE.search(text, max(0, start - 3), m.start())
                          and (outcome or not _CLASS.fullmatch(m.group(0)))), None)
            if outcome and _unsure(text, m, key, before, scope, after is not None, scopes):
                continue
            self._add(text, "en", key, before.start() if before else scope if scope is not None
                      else after.start() if after else None, m.start())

    def _add(self, text: str, language: str, key: str, negator: int | None, at: int) -> None:
        if negator is None:
            self.stated[language].update({key, _IMPLIES.get(key, key)})
        elif not in_time(text, min(negator, at)) and not EXCEPT.search(text, *clause_around(text, at)):
            self.negated[language].add(key)  # `没有请求超时` says nothing of other timeouts
        # negated after a point (`重启后未再出现请求超时`): whether it recurred is
        # `evidence.sequence`'s, no flip of what the evidence states; nor one but some (`除了 X
        # 以外没有异常`, `no errors other than the timeout`)

    def all(self, which: str) -> set[str]:
        side = self.stated if which == "stated" else self.negated
        return side["zh"] | side["en"]

    @classmethod
    def merged(cls, parts: Iterable[Events]) -> Events:
        """What the texts of `parts` state and negate together (a new object: a part may be
        a memo's)."""
        found = cls()
        for part in parts:
            for mine, theirs in ((found.stated, part.stated), (found.negated, part.negated)):
                for language, keys in theirs.items():
                    mine[language] |= keys
        return found


def text_events(text: str) -> Events:
    """The events one text states and negates (each text on its own: `Events.merged`
    combines them). Read-only: a text naming none shares one empty object (most outputs
    kept in a memo name none)."""
    if not mentions_event(text):
        return _NO_EVENTS
    found = Events()
    found.add(text)
    return found


_NO_EVENTS = Events()


def events(texts: Iterable[str], events_of: Callable[[str], Events] = text_events) -> Events:
    return Events.merged(map(events_of, texts))


#: A negation in time, not that the event never happened: a point before it in its sentence
#: (`重启后，没有出现超时`, `After the restart there were no timeouts`), or `再`, `again`,
#: `anymore`, `no longer`, `之后`, `after the ...`, `since 03:16` in its clause (`未再出现`, `did not
#: occur again`, `did not occur after the deploy`; not `no after LOAD_MESSAGE`, a quote's words).
_SINCE_BEFORE = compiled(r"(?:之后|以后|此后|以来|(?<![前最落])后(?![端台]))[^。；;!！?？\n]{0,24}\Z"
                         r"|^\s*(?:after|since|following)(?![A-Za-z])", re.IGNORECASE)
_AGAIN = compiled(r"再|之后|以后|以来|(?<![A-Za-z])(?:again|anymore|any\s+more|no\s+longer|(?:after|since)"
                  r"\s+(?:the|a|an|its|their|this|that|\d{1,2}:\d\d))(?![A-Za-z])", re.IGNORECASE)


EXCEPT = compiled(r"除了|以外|之外|(?<![A-Za-z])(?:other\s+than|besides|except)(?![A-Za-z])", re.IGNORECASE)


def in_time(text: str, start: int) -> bool:
    """Whether a negation starting at `start` (its negator or its term, whichever is first) is
    one in time (see `_SINCE_BEFORE`, `_AGAIN`)."""
    end = _CLAUSE_END.search(text, start)
    return since_before(text, start) or _AGAIN.search(
        text, start, end.start() if end else len(text)) is not None


def since_before(text: str, start: int) -> bool:
    """Whether the sentence puts a point before `start` (`重启后，`, `After the restart`)."""
    begin = sentence_around(text, start)[0]
    return _SINCE_BEFORE.search(text[begin:start]) is not None


def _english(text: str) -> list[tuple[re.Match[str], str]]:
    """Each English form of an event or outcome `text` writes, with its key."""
    found = [(m, _EN[" ".join(m.group(0).lower().split())]) for m in _EN_FORM.finditer(text)]
    return found + [(m, _OUTCOME_EN[m.group("word").lower()] if m.group("word") else "异常")
                    for m in _OUTCOME_FORM.finditer(text) if not _level_denied(text, m)]


#: A level's lines denied (`no ERROR lines`): no error event, every line's level
#: (evidence/level_generalised.py); `found 3 ERROR lines` still states one.
_LINES_AFTER = compiled(r"\s+(?:lines?|entries|logs?|records)\b", re.IGNORECASE)
_NO_BEFORE = compiled(r"(?<![A-Za-z])(?:no|zero|without)\s+\Z", re.IGNORECASE)


def _level_denied(text: str, m: re.Match[str]) -> bool:
    return _LINES_AFTER.match(text, m.end()) is not None \
        and _NO_BEFORE.search(text, max(0, m.start() - 12), m.start()) is not None


def _inside(at: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= at < end for start, end in spans)


def _unsure(text: str, m: re.Match[str], key: str, before: re.Match[str] | None, scope: int | None,
            denied_after: bool, scopes: list[tuple[int, int]]) -> bool:
    """Whether an outcome's English word says nothing: an exception's class denied (that one's
    denial: `negated.denied_anchor`), a kind of a noun outcome denied (`no RX errors`, `没有接收
    errors`)."""
    if m.group("word") is None:
        return before is not None or scope is not None or denied_after
    if key not in _KINDED:
        return False
    if before is not None and not _EN_OUTCOME_NEGATED.search(text, before.start(), m.start()):
        return True
    return scope is None and _inside(m.start(), scopes)


def _numbers_below(text: str, at: int) -> bool:
    """Whether the line holding `at` writes no digit and the next is mostly numbers: a header
    (`RX: bytes  packets  errors  dropped`), its words name columns, they report nothing."""
    start, end = text.rfind("\n", 0, at) + 1, text.find("\n", at)
    if end < 0 or any(c.isdigit() for c in text[start:end]):
        return False
    stop = text.find("\n", end + 1)
    below = text[end + 1:stop if stop >= 0 else len(text)].split()
    return len(below) >= 2 and sum(cell.isdigit() for cell in below) * 2 >= len(below)


def _zh_scopes(text: str) -> list[tuple[int, int]]:
    scopes = []
    for m in _ZH_NEGATOR.finditer(text):
        stop = min(len(text), m.end() + _ZH_SCOPE)
        end = _SCOPE_END.search(text, m.end(), stop)
        scopes.append((m.end(), end.start() if end else stop))
    return scopes


def event_spans(text: str, outcomes: bool = False) -> list[tuple[int, int, str]]:
    """Where `text` names a glossary event, in either language: (start, end, the event's key).
    `request timed out` and `request timeout` name one event: a quote may write either. With
    `outcomes`, the outcomes too (`_OUTCOMES`)."""
    found = [(m.start(), m.end(), _ZH[m.group(0)]) for m in _ZH_TERM.finditer(text)]
    found += [(m.start(), m.end(), key) for m, key in _english(text)]
    return sorted(span for span in found if outcomes or span[2] not in _OUTCOMES)


def states(key: str, text: str) -> bool:
    """Whether `text` states the event `key` (`request timed out` states 超时 too)."""
    return key in text_events(text).all("stated")


def mentions_event(text: str) -> bool:
    """Whether `text` names a glossary event at all (the cheap test before `cross_flip`)."""
    return (_ZH_TERM.search(text) is not None or _EN_FORM.search(text) is not None
            or _OUTCOME_FORM.search(text) is not None)


@lru_cache(maxsize=64)
def forms_of(key: str) -> tuple[str, ...]:
    """The event `key`'s Chinese terms and English forms, and its general event's (`请求超时`:
    `超时`, `timeout`), compacted: what a text naming it in any way writes."""
    keys = {key, _IMPLIES.get(key, key)}
    return tuple(compact(form) for form, k in (*_ZH.items(), *_EN.items()) if k in keys)


def english_form(key: str) -> str:
    return next(form for form, k in (*_EN.items(), *_OUTCOME_EN.items()) if k == key)


def cross_flip(claim: str, cited: Iterable[str], evidence: Iterable[str],
               events_of: Callable[[str], Events] = text_events) -> tuple[str, bool] | None:
    """A negation flip across languages between a claim and the texts it cites: the claim
    negates in one language an event the cited texts state in the other (in English, or in
    either language for an English claim: True), or states an
    event they negate in the other and never state (False); none when any evidence negates what
    the claim negates. The term is the event's Chinese key and an English form: `请求超时
    (request timeout)`. `events_of`: one text's events (a memo: the same outputs are cited by
    claim after claim, and a long log names its events hundreds of times)."""
    mine, theirs, every = events_of(claim), events(cited, events_of), events(evidence, events_of)
    for key in sorted(mine.negated["zh"] | mine.negated["en"]):
        # English evidence too for an English claim: `Timeouts did not occur` (a negator after
        # the event) is what the monolingual negation anchors do not read
        sides = ("en",) if key in mine.negated["zh"] else ("zh", "en")
        if any(key in theirs.stated[side] for side in sides) and key not in every.all("negated") \
                and key not in mine.all("stated"):
            return f"{key} ({english_form(key)})", True
    for key in sorted((mine.stated["zh"] | mine.stated["en"]) - _OUTCOMES):  # (`失败率 0%`)
        other = "en" if key in mine.stated["zh"] else "zh"
        if key in theirs.negated[other] and key not in every.all("stated") \
                and key not in mine.all("negated"):
            return f"{key} ({english_form(key)})", False
    return None
