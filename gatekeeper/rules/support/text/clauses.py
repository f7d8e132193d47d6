"""The clause a place of a text is in: between the marks that end one (`，` `。` `;` a full stop
followed by a space...), where a claim's subject, its negator and what it denies or counts
belong together (`payment-svc 未出现 X，只有 order-svc 出现`: two clauses)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Mapping
from functools import lru_cache

from gatekeeper.rules.support.text.anchors.model import Anchor
from gatekeeper.rules.support.text.patterns import compiled

_MARK = compiled(r"[。；;，,!！?？\n]|\.(?:\s|$)")
#: Values a clause gives several things in the order it names them (`A 和 B 分别为 7 和 0`).
RESPECTIVELY = compiled(r"分别|respectively", re.IGNORECASE)


def clause_around(text: str, start: int, end: int | None = None) -> tuple[int, int]:
    """Where the clause holding `text[start:end]` starts and ends."""
    return _around(_MARK, text, start, start if end is None else end)


_SENTENCE_END = compiled(r"[。；;!！?？\n]|\.(?:\s|$)")


def sentence_around(text: str, start: int, end: int | None = None) -> tuple[int, int]:
    """Where the sentence holding `text[start:end]` starts and ends (`After the restart at
    03:16, X no longer occurred.`: one sentence, two clauses)."""
    return _around(_SENTENCE_END, text, start, start if end is None else end)


@lru_cache(maxsize=64)
def _marks(text: str, mark: re.Pattern[str]) -> tuple[list[int], list[int]]:
    """Where the marks of `text` start and end, found once: asked for every word of a claim of
    thousands of words with no mark, a scan from the start and to the end took quadratic time."""
    found = list(mark.finditer(text))
    return [m.start() for m in found], [m.end() for m in found]


def _around(mark: re.Pattern[str], text: str, start: int, end: int) -> tuple[int, int]:
    """The last mark's end at or before `start` (a full stop right before it is one: a text
    read up to `start` ends there) and the first mark's start at or after `end` (the end of a
    mark going past `end` may be one: `.` and a line break)."""
    starts, ends = _marks(text, mark)
    before = bisect_right(ends, start)
    begin = start if start and text[start - 1] == "." else ends[before - 1] if before else 0
    after = bisect_left(starts, end)
    if after and ends[after - 1] > end:
        found = mark.search(text, end)
        return begin, len(text) if found is None else found.start()
    return begin, starts[after] if after < len(starts) else len(text)


#: A leading English phrase of a time, its own clause by its comma (`At 03:18, X timed out`,
#: `After 03:14:10, ...`): the time of the clause after it.
_LEADING_TIME = compiled(r"(?:^|(?<=[.;。；!?！？\n]))\s*(?i:at|after|before|around|since|by|until|from"
                         r"|about)\s+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*,\s*\Z")


def with_leading_time(text: str, low: int) -> int:
    """Where the clause starting at `low` starts with the leading phrase of its time before it."""
    start = max(text.rfind(mark, 0, low) for mark in ".;。；!?！？\n") + 1
    found = _LEADING_TIME.search(text, start, low)
    return found.start() if found is not None else low


def line_around(text: str, at: int) -> str:
    """The line of `text` position `at` is in."""
    return text[text.rfind("\n", 0, at) + 1:text.find("\n", at) % (len(text) + 1)]


#: A word giving something to every one of its kind (`所有 Pod 都`, `all endpoints`, `均`).
EVERY = compiled(r"所有|全部|一律|都|(?<!平)均(?!值|匀|衡)|(?<![A-Za-z])(?:all|every|each)(?![A-Za-z])",
                 re.IGNORECASE)
#: A time (not an address's port: `10.0.0.2:2379`), the present, or a point after which a state
#: may have changed: a state a sentence so placed is not read against lines of before
#: (`清理后磁盘空间充足`, `目前复制正常`, `after the restart`).
LATER = compiled(r"(?<![\d.])\d{1,2}:\d{2}|之后|以后|后来|目前|当前|现在|已经?恢复"
                 r"|[\u4e00-\u9fff]后(?![台端缀续果面])"
                 r"|(?<![A-Za-z])(?:after|since|now|currently|today|once)(?![A-Za-z])", re.IGNORECASE)
#: The words of LATER that are an output's own time (`当前`, `now`): no change since it printed.
_NOW = frozenset({"目前", "当前", "现在", "now", "currently", "today"})


def placed_later(claim: str, low: int, high: int) -> bool:
    """Whether the clause is placed after a change (`切换后角色为 slave`, `after the failover`),
    which what an output printed may be from before."""
    return any(m.group().lower() not in _NOW for m in LATER.finditer(claim, low, high))


#: A word of a bound, not of a value (`重启超过 3 次`, `lag 为 50 条以上`, `more than 50`): a count
#: or size so written is no row's, field's or summary's reading.
BOUND = compiled(r"超过|以上|以下|至少|至多|不足|不到|多于|少于|大于|小于|高于|低于|(?<![A-Za-z])(?:more"
                 r"|fewer|less|over|under|above|below|least|most|exceed\w*)(?![A-Za-z])", re.IGNORECASE)
#: A change or a bound, not a reading (`增加了 100`, `超过 500`, `翻了 3 倍`, `rose by`).
CHANGE = compiled(r"增加|减少|上升|下降|增长|降低|降至|升至|超过|低于|高于|不足|至少|至多|最多|倍|"
                  r"(?<![A-Za-z])(?:by|from|increased?|decreased?|rose|fell|dropped|grew|above|below|"
                  r"over|under|more|less|fewer|than|at\s+least|at\s+most|up\s+to|times\s+as)(?![A-Za-z])",
                  re.IGNORECASE)
#: A word of an approximation (`约 20 个`, `20 个左右`, `about 20`): no exact reading.
#: A word of not all before or after the word of every (`并非所有`, `not all`): no state given to each.
NOT_ALL = compiled(r"并非|不是所有|不全|未必|(?<![A-Za-z])not\s+(?:all|every)(?![A-Za-z])", re.IGNORECASE)
#: A judgement of amount: a denial of much (`没有明显的换入`, `no heavy lag`) says nothing of zero.
JUDGED_AMOUNT = compiled(r"明显|大量|频繁|严重|太多|过多|很多|过高|异常|持续"
                         r"|(?<![A-Za-z])(?:significant|heavy|much|many|excessive|high|frequent|major|large)"
                         r"(?![A-Za-z])", re.IGNORECASE)
APPROX = compiled(r"约|大约|近|左右|多|余"
                  r"|(?<![A-Za-z])(?:about|around|approximately|nearly|roughly)(?![A-Za-z])", re.IGNORECASE)
#: A denial right before a word (`没有重映射扇区`, `没有发送错误`, `no RX errors`): one word of
#: what is denied may come between, not a qualifier (`没有明显丢包`: some, but few, unsure);
#: a passive's verb after it (`no packets were dropped`).
DENIED_BEFORE = compiled(r"(?:没有|无|未见|未发现|不存在)(?:任何)?\s*"
                         r"(?:(?!明显|大量|严重|频繁|过多|太多|显著|异常|持续)[\u4e00-\u9fff]{2}\s*(?:的)?\s*)?\Z"
                         r"|(?<![A-Za-z])(?i:no|zero)\s+(?:[A-Za-z]+\s+)?"
                         r"(?:(?i:were|was|are|is|got|(?:have|has|had)\s+been)\s+)?\Z")
_BEFORE = (r"(?<![A-Za-z0-9_.\-])(?P<n>\d+(?:\.\d+)?)(?![\d.{}])%?\s*(?:[个块次度]|小时|°C|℃)?\s*"
           r"(?:的)?\s*(?:[A-Za-z]+\s+|[\u4e00-\u9fff]{{1,2}})?\Z")
_AFTER = (r"[^\d，。；,;]{{0,12}}?(?<![A-Za-z0-9_.\-])(?P<n>\d+(?:\.\d+)?)(?![\d.{}])"
          r"(?!\s*(?:[KMGT]i?B|bytes|字节))")
#: (before, after) a word, counts only; and shares too (`丢包率 30%`)
_BESIDE = {False: (compiled(_BEFORE.format("%")), compiled(_AFTER.format("%"))),
           True: (compiled(_BEFORE.format("")), compiled(_AFTER.format("")))}


def number_beside(text: str, low: int, start: int, end: int, high: int, *, percent: bool = False
                  ) -> re.Match[str] | None:
    """The number the clause `text[low:high]` writes right before its word `text[start:end]`
    (`24 个重映射扇区`, `12 receive errors`: a measure word, `的` or one word between), else right
    after it (`重映射扇区数为 24`), its digits the group `n`; a size in bytes' units is not one, nor
    a percentage unless `percent`."""
    before, after = _BESIDE[percent]
    return before.search(text, low, start) or after.match(text, end, high)


#: A negator right before a word (`未停止`, `not running`, `isn't valid`).
NEGATOR_BEFORE = compiled(r"[未不没非无]\s*\Z|(?<![A-Za-z])(?i:not|never|no)\s+\Z|n't\s+\Z")
#: ... or none, for kinds whose words hold their own negator (`未检测到链路`, `不可达`).
NO_NEGATOR = compiled(r"(?!)")
#: A negator anywhere in a clause, which leaves what it says of a thing unsure (`没有运行在 node1 上`).
NEGATOR_IN = compiled(r"[不没未非无]|(?<![A-Za-z])(?i:not|never|no)(?![A-Za-z])|n't")
#: ... but a result's own (`没有通过`, `未通过`, `不通过` say a check or a test failed).
NEGATOR_BUT_RESULT = compiled(r"(?<![A-Za-z])(?i:not|never|no)(?![A-Za-z])|n't|[非无]|没(?!有?通过)"
                              r"|[未不](?!通过)")


def sole_kinds(text: str, kinds: Mapping[str, re.Pattern[str]], negator: re.Pattern[str] = NEGATOR_BEFORE
               ) -> Iterator[tuple[str, re.Match[str], int, int]]:
    """(kind, its words, the clause's start and end) of each word of one of `kinds` (a state's
    words by state) that its clause writes with no other kind's, no `negator` right before it
    (a pattern ending `\\Z`) and no bound: what a clause says of one thing, when it is sure."""
    for kind, words in kinds.items():
        for said in words.finditer(text):
            low, high = clause_around(text, said.start(), said.end())
            if sum(1 for other in kinds.values() if other.search(text, low, high)) == 1 \
                    and not negator.search(text, low, said.start()) and not BOUND.search(text, low, high):
                yield kind, said, low, high


def sure_values(text: str, values: re.Pattern[str], *unsure: re.Pattern[str], alone: bool = True
                ) -> Iterator[tuple[re.Match[str], int, int]]:
    """(the value, its clause's start and end) of each match of `values` whose clause writes
    none of `unsure` (a bound, an approximation) and, when `alone`, no other of them: a value a
    clause gives one thing, when it is sure."""
    for said in values.finditer(text):
        low, high = clause_around(text, said.start(), said.end())
        if not any(words.search(text, low, high) for words in unsure) and not (alone and (
                values.search(text, said.end(), high) or values.search(text, low, said.start()))):
            yield said, low, high


def said_number(text: str, said: re.Match[str]) -> Anchor:
    """The number a `sure_values` match gives (its `n`), as an anchor of the words saying it."""
    start, end = said.span()
    return Anchor("number", said["n"], text[start:end].strip(), start, end)


def count_said_otherwise(text: str, kinds: Mapping[str, re.Pattern[str]], counts: Mapping[str, int],
                         *unsure: re.Pattern[str]) -> Anchor | None:
    """The first count a clause gives one of `kinds` (its words by kind: apt's `升级`, pytest's
    `失败`) that is not the kind's in `counts` (0 for none), the clause writing one count and one
    kind's words and none of a bound, an approximation or `unsure`."""
    for kind, _, low, high in sole_kinds(text, kinds, NO_NEGATOR):
        said = list(_COUNT.finditer(text, low, high))
        if len(said) == 1 and int(said[0].group()) != counts.get(kind, 0) and not any(
                words.search(text, low, high) for words in (APPROX, BOUND, *unsure)):
            start, end = said[0].span()
            return Anchor("number", said[0].group(), text[start:end], start, end)
    return None


_COUNT = compiled(r"(?<![A-Za-z0-9_.,])\d+(?![A-Za-z0-9_.,%])")
