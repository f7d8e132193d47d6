"""The word a number counts, and the values a text's numbers are written with before each word
(`27 counts`, `16 eye-wateringly expensive timepieces`): what evidence/claims.py reads a claim's
count against."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from gatekeeper.rules.support.evidence.index import EvidenceIndex
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.anchors.model import words
from gatekeeper.rules.support.text.anchors.numbers import decimal_str
from gatekeeper.rules.support.text.anchors.units import DURATION_UNITS
from gatekeeper.rules.support.text.patterns import compiled

#: The word after a number, on its line (a table's count is not the next row's label's: `| 29\n
#: idle |`), and no field's label.
_NEXT_WORD = compiled(r"[ \t\-]*([A-Za-z]+(?![A-Za-z])(?!\s*[:=])|[\u3400-\u9fff]{1,2})")
_SKIP_WORDS = words("of a an the more than to and or in on at for per over about")


#: The ops nouns a Chinese count names (`5 个用户`), as the English word an output counts them
#: with (uptime's `3 users`): a claim's count is read against the output's before that word.
_ZH_NOUNS = {"用户": "users", "连接": "connections", "线程": "threads", "进程": "processes",
             "请求": "requests", "节点": "nodes", "副本": "replicas", "分区": "partitions",
             "会话": "sessions", "容器": "containers", "实例": "instances", "分片": "shards",
             "消费者": "consumers", "告警": "alerts", "磁盘": "disks", "客户端": "clients", "主机": "hosts"}
#: A classifier and up to four characters of modifiers before the noun (`个空闲连接`, `个过期会话`),
#: no time's or place's word (`5 分钟内请求` counts no requests).
_ZH_MODIFIER = r"(?![次分秒天时年月日周内前后中里])[\u4e00-\u9fff]"
_ZH_COUNTED = compiled(rf"[ \t]*(?:个|名|位|条|台|块|项)?(?:{_ZH_MODIFIER}){{0,4}}?("
                       + "|".join(_ZH_NOUNS) + ")")


#: A rate's `per second` after its noun (`2456.78 Requests/sec`, `98039.22 requests per second`,
#: `120 请求/秒`): the number counts the noun in each second, not in all.
_PER_SECOND = compiled(r"[ \t]*(?:/[ \t]*|[ \t]+per[ \t]+)(?:s|sec|second|秒)(?![A-Za-z])", re.IGNORECASE)
#: `每秒` before the number (`每秒处理 76634.91 个请求`): a rate of the noun after it, as `/s` after.
_EACH_SECOND = compiled(r"每秒钟?[^\d，,。；;]{0,6}\d[\d.,]*\Z")


def next_word(text: str, end: int) -> str | None:
    """The word a number counts (`27 counts of`, `$0.15 per share`), lower-cased; an ops noun
    in Chinese as its English word (`个用户`: `users`); a rate's noun with its `/s`."""
    noun = _ZH_COUNTED.match(text, end)
    if noun is not None:
        rate = _PER_SECOND.match(text, noun.end()) or _EACH_SECOND.search(text, max(0, end - 24), end)
        return _ZH_NOUNS[noun.group(1)] + ("/s" if rate else "")
    m = _NEXT_WORD.match(text, end)
    if m is None:
        return None
    word = m.group(1).lower()
    if _PER_SECOND.match(text, m.end()):
        return f"{word}/s"
    if word in _SKIP_WORDS:
        following = _NEXT_WORD.match(text, m.end())
        return None if following is None else f"{word} {following.group(1).lower()}"
    return word


#: A duration written in weeks, months or years, the unit a word (`20 years`, `a three-year`):
#: a count of calendar units, read as one (those of days or less are measured: `1.61 seconds`
#: is a rounding of `1.612189964 seconds`, no other count).
_UNIT_WORD = compiled(r"[ \t\-]((?:week|month|year)s?)\Z", re.IGNORECASE)


def _unit_written(anchor: Anchor) -> re.Match[str] | None:
    return _UNIT_WORD.search(anchor.raw) if anchor.unit == "ms" else None


def _singular(written: re.Match[str]) -> str:
    return written.group(1).lower().removesuffix("s")


def unit_word(anchor: Anchor) -> str | None:
    """The calendar unit a duration is written with as a word, singular (`year` of `20
    years`): the word it counts, its value being the duration (`20 years` of a sentence where
    the cited line writes `18 years`)."""
    written = _unit_written(anchor)
    return None if written is None else _singular(written)


def _count(anchor: Anchor, word: str) -> str:
    """How many of its unit a duration written with a unit word is (`15` of `15-year`)."""
    return decimal_str(Decimal(anchor.value) / Decimal(DURATION_UNITS[word + "s"]))


def count_word(text: str, anchor: Anchor) -> str | None:
    """The word a number of `text` counts: its duration's unit, else the word after it."""
    return unit_word(anchor) or next_word(text, anchor.end)


#: {unit:word: {value: as written}}: the values numbers are written with before each word
Counted = dict[str, dict[str, str]]


def numbers_by_next_word(index: EvidenceIndex, excerpts: Sequence[str]) -> Counted:
    """The values the numbers of `excerpts` (or lines) are written with before each word."""
    found: Counted = {}
    for excerpt in excerpts:
        for anchor in index.anchors(excerpt):
            if anchor.kind == "number":
                written = _unit_written(anchor)
                unit = None if written is None else _singular(written)
                if written is not None and unit:
                    # and as a count of its unit's word (`15` of `a 15-year affair`, for `the
                    # 15-year-old`: an age is no duration)
                    for word in counted_words(excerpt, anchor.start + written.start()):
                        found.setdefault(f"None:{word}", {}).setdefault(_count(anchor, unit),
                                                                        anchor.raw.strip())
                for word in [unit] if unit else counted_words(excerpt, anchor.end):
                    found.setdefault(f"{anchor.unit}:{word}", {}).setdefault(anchor.value,
                                                                             anchor.raw.strip())
    return found


#: The words a number may be written before the noun it counts with (`16 eye-wateringly
#: expensive timepieces`: `eye`, `wateringly`, `expensive`).
MAX_MODIFIERS = 3
#: Words that end a number's modifiers: what follows counts nothing of it (`a day after the
#: last eight clash with rivals`).
_NO_MODIFIERS = _SKIP_WORDS | words(
    "with by from as into after before during against between since until than then that which "
    "who whom whose this these those is are was were be been being has have had will would can "
    "could may might must it its they them their he she his her we our you your i me my when "
    "while where but so if each all some any no not nor")


_OF_NUMBER = compiled(r"[ \t]+of[ \t]+\d+(?![\d.,])")


def counted_words(text: str, end: int) -> list[str]:
    """The word after a number (`next_word`) and, after English words that are no function
    words, on the same line, the words up to `MAX_MODIFIERS` further: the noun it counts may
    follow its modifiers."""
    of = _OF_NUMBER.match(text, end)
    if of is not None:  # `1 of 4 updated replicas`: the 1 counts replicas too
        return counted_words(text, of.end())
    word = next_word(text, end)
    if word is None:
        return []
    found = [word]
    m = _NEXT_WORD.match(text, end)
    for _ in range(MAX_MODIFIERS):
        if m is None or not m.group(1).isascii() or m.group(1).lower() in _NO_MODIFIERS:
            break
        last = m.end()
        m = _NEXT_WORD.match(text, last)
        if (m is None or "\n" in text[last:m.start(1)] or not m.group(1).isascii()
                or m.group(1).lower() in _NO_MODIFIERS or _LABELS_NEXT.match(text, m.end(1))):
            # (a word in a run of labels and numbers labels the next: nft's
            # `dport 22 counter packets 4123 bytes 312`)
            break
        found.append(m.group(1).lower())
    return found


_LABELS_NEXT = compiled(r"[ \t]+\d+[ \t]+[a-z]+[ \t]+\d")
