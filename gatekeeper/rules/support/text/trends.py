"""Which way a value moved: up or down.

`inventory-api P99 延迟较昨日同期下降 46%` citing `P99 延迟 5105ms，较昨日同期上升 46%`: the value
is the excerpt's, its label is, and nothing else differs but the direction, which inverts the
diagnosis (a regression reported as an improvement). A value a text ties to a direction (a word
of rising or falling right before it, `下降 46%`, `decreased by 46%`, `上升了 46%`; or right after
it in English, `46% lower`) is compared with the same value in the excerpts: tied only to the
other direction there, the claim contradicts them. A negated direction (`没有下降`, `did not
drop`) says neither, and the two sentences must share a word before the direction (`QPS 下降 10%`
is no conflict with `延迟上升 10%`: two metrics may move by one amount).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from gatekeeper.rules.support.text.patterns import compiled

_UP = ("上升", "上涨", "增加", "增长", "升高", "提高", "提升", "攀升", "飙升", "暴涨", "激增", "上扬",
       "走高", "增多", "increased", "increase", "increases", "increasing", "rose", "rise", "rises",
       "rising", "grew", "grow", "grows", "up", "higher", "jumped", "jumps", "spiked", "spikes",
       "surged", "surges", "climbed", "climbs", "climbing")
_DOWN = ("下降", "下跌", "减少", "降低", "回落", "下滑", "走低", "减小", "缩减", "锐减", "骤降", "暴跌",
         "decreased", "decrease", "decreases", "decreasing", "fell", "fall", "falls", "falling",
         "dropped", "drop", "drops", "dropping", "declined", "decline", "declines", "lower", "down",
         "reduced", "shrank")
DIRECTION = {**{word: "up" for word in _UP}, **{word: "down" for word in _DOWN}}
_WORDS = "|".join(sorted(DIRECTION, key=len, reverse=True))
# (the blanks before a unit are the unit's: two runs of blanks that could meet, `\s*` then `\s*`,
# made a number before 3,000 blanks take 4.5 million steps)
_VALUE = r"(?P<value>\d+(?:\.\d+)?)(?:\s*(?P<unit>%|倍|ms|s|x))?"
# the direction word, then at most a few joining words (`了`, `by`, `约`, `to`? no: `to 46%` is
# a level, not a change), then the value
_BEFORE = compiled(
    rf"(?<![A-Za-z])(?P<word>{_WORDS})(?![A-Za-z])(?:\s*(?:了|约|近|超过|by|about|some|nearly|over))?"
    rf"\s*{_VALUE}", re.IGNORECASE)
_AFTER = compiled(rf"{_VALUE}\s*(?P<word>higher|lower|up|down)(?![A-Za-z])", re.IGNORECASE)
_SENTENCE = compiled(r"[。；;!！?？\n]|\.(?:\s|$)")
_ASCII_WORD = compiled(r"[a-z][a-z0-9]+")
_CJK_RUN = compiled(r"[\u4e00-\u9fff]+")
_NEGATED = compiled(r"(?:不|未|没|没有|并未|(?<![A-Za-z])(?:not|no|never|didn't|did not)\s*)\Z",
                      re.IGNORECASE)


def moves(text: str) -> dict[str, dict[str, tuple[str, frozenset[str]]]]:
    """{value with its unit: {direction: (the word written, the words of its sentence before
    it)}} of the values `text` ties to a direction, not negated."""
    found: dict[str, dict[str, tuple[str, frozenset[str]]]] = {}
    for pattern in (_BEFORE, _AFTER):
        for m in pattern.finditer(text):
            if _NEGATED.search(text, max(0, m.start("word") - 8), m.start("word")):
                continue
            value = f"{m.group('value')}{(m.group('unit') or '').lower()}"
            start = max((c.end() for c in _SENTENCE.finditer(text, 0, m.start())), default=0)
            found.setdefault(value, {}).setdefault(
                DIRECTION[m.group("word").lower()], (m.group("word"), _words(text[start:m.start()])))
    return found


def trend_conflict(claim: str, excerpts: Iterable[str]) -> tuple[str, list[str]] | None:
    """A value the claim moves one way where its excerpts move it only the other, in a sentence
    sharing a word with the claim's before it (`QPS 下降 10%` is no conflict with `延迟上升 10%`):
    (the claim's word, [the excerpts']); None when there is none."""
    mine = moves(claim)
    if not mine:
        return None
    theirs: dict[str, dict[str, tuple[str, frozenset[str]]]] = {}
    for excerpt in excerpts:
        for value, directions in moves(excerpt).items():
            for direction, written in directions.items():
                theirs.setdefault(value, {}).setdefault(direction, written)
    for value, directions in mine.items():
        other = theirs.get(value, {})
        for direction, (word, context) in directions.items():
            if other and direction not in other and any(context & c for _, c in other.values()):
                return word, [f"{w} {value}" for w, _ in other.values()]
    return None


def _words(sentence: str) -> frozenset[str]:
    """The words of a sentence, lower-cased: ASCII words of two letters or more, Chinese
    character pairs."""
    lowered = sentence.lower()
    return frozenset(_ASCII_WORD.findall(lowered)) | frozenset(
        run[i:i + 2] for run in _CJK_RUN.findall(lowered) for i in range(len(run) - 1))
