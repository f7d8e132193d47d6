"""A change a claim computes from two values: `从 1200 降到 300，下降了 75%`, `延迟从 120ms 升至
5300ms，增加了约 44 倍`, `错误率从 2% 升到 7%，上升了 5 个百分点`, `a 75% drop`.

The change is written nowhere (no tool prints `75%` for `qps: 1200 -> 300`), so a faithful one
failed as a value found nowhere, and a miscomputed one failed alike, no worse. A change is a
number right after a word of rising or falling (`下降了`, `增幅为`, `increased by`, `a drop of`)
or right before one (`75% lower`, `44x increase`), in percent, in times (`倍`, `x`, `times`,
`-fold`) or in percentage points (`个百分点`, `percentage points`, `pp`). It is held when two
values of one unit give it within its written precision (`约`: within 10%): two neighbours of
the claim's own sentence (values its evidence holds) or of a quoted line, a move from one to
the other (`series.claimed_changes`: `120ms -> 5300ms`, `从 1200 降到 300`, `rose from 2% to 7%`;
not a range, `从 1 到 5`, `between 3 and 5`). Percent is (b - a) / a, or of two percentages
also b - a (`下降了 60%` for `80% -> 20%`, as people write points); times b / a or
(b - a) / a (`增加了 44 倍` is said of either), the larger over the smaller when falling; points
b - a of two percentages. A word's direction must be the pair's. The claim's own pair, both
printed by a cited line, giving another change contradicts it (REJECT); a change no pair gives
stays missing. A percentage without a word of change may be a share of a part of its whole,
`(a / b) * 100` (`堆内存使用率约 80%` for `heap used 3.2GB / max 4.0GB`): held by two values of one
unit of the claim's sentence (`20 个请求中有 5 个失败，失败率 25%`; not a resource's usage, `CPU
使用率 50%`), or of a quoted line a whole its
word names (`max`, `total=`, `of`, `/`) and the value beside it or a part named by its role
(`active=45`, `idle=5`), of the role the claim's word names, if it names one (`使用率`, `in use`:
the parts in use; `空闲率`, `free`: the idle ones); a share is never contradicted (which part the
claim counts, it need not write).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation

from gatekeeper.rules.support.evidence.precision import tolerance
from gatekeeper.rules.support.evidence.series import claimed_changes
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.trends import DIRECTION

_NOUNS = {"增幅": "up", "涨幅": "up", "升幅": "up", "降幅": "down", "跌幅": "down",
          "increase": "up", "rise": "up", "growth": "up", "jump": "up", "gain": "up",
          "decrease": "down", "drop": "down", "decline": "down", "reduction": "down", "fall": "down"}
_WORDS = {**DIRECTION, **_NOUNS}
_FILLER = r"(?:\s*(?:了|约|近|大约|by|about|around|nearly|roughly|approximately|some|of))*"
#: A word of change, then the change (`下降了 75%`, `增幅为 75%`: `为` and `达` after a noun only,
#: `上升为 95%` is a level)
_NOUN_WORDS, _ALL_WORDS = ("|".join(sorted(words, key=len, reverse=True)) for words in (_NOUNS, _WORDS))
_BEFORE = compiled(rf"(?:(?<![A-Za-z])|(?=[^\x00-\x7f]))(?:(?P<noun>{_NOUN_WORDS})\s*(?:为|达到?|是)"
                   rf"|(?P<word>{_ALL_WORDS})){_FILLER}\s*\Z", re.IGNORECASE)
_AFTER = compiled(r"\s*(?P<word>increase|rise|growth|jump|gain|decrease|drop|decline|reduction|fall"
                  r"|higher|lower)(?![A-Za-z])", re.IGNORECASE)
_TIMES = compiled(r"\s*(?:times|-?fold)(?![A-Za-z])", re.IGNORECASE)
_POINTS = compiled(r"\s*(?:个百分点|百分点|percentage[ -]points?|pp|ppts?)(?![A-Za-z])", re.IGNORECASE)
#: A line that may write a move (`series.claimed_changes` reads it): a cheap test.
_MAY_MOVE = compiled(r"->|→|=>|⟶|➝|从|由|(?<![A-Za-z])(?:from|to)(?![A-Za-z])", re.IGNORECASE)
#: The word naming a whole right before its value (`max 4.0GB`, `total=20`, `of 50`, `/ 50`).
_WHOLE = compiled(r"(?:(?<![A-Za-z])(?:total|max|maximum|limit|capacity|size|of|all)|/|总数?|总量|上限|容量"
                  r"|共)\s*[=:]?\s*\Z", re.IGNORECASE)
#: A resource's usage is no share of the counts a sentence writes (`2 个实例中 1 个异常，CPU 使用率 50%`).
_RESOURCE = compiled(r"cpu|内存|mem|磁盘|disk|负载|load|堆|heap|gc|带宽|bandwidth", re.IGNORECASE)
#: A part's name right before its value (`active=45`, `idle: 5`) and the role it names.
_PART_NAME = compiled(r"([A-Za-z_]+)\s*[=:]?\s*\Z")
_ROLES = {**dict.fromkeys(("active", "used", "busy", "inuse", "in_use", "allocated", "occupied"), "used"),
          **dict.fromkeys(("idle", "free", "available", "avail", "unused"), "idle")}
_CLAIMED_ROLES = (("idle", compiled(r"空闲|可用|剩余|未使用|(?<![A-Za-z])(?:idle|free|available|unused)"
                                    r"(?![A-Za-z])", re.IGNORECASE)),
                  ("used", compiled(r"(?<!未)使用|已用|占用|利用|活跃|(?<![A-Za-z])(?:usage|used"
                                    r"|utili[sz]ation|in use|busy|active)(?![A-Za-z])", re.IGNORECASE)))
_MAY_WHOLE = compiled(r"total|max|limit|capacity|size|of|all|/|总|上限|容量|共", re.IGNORECASE)
_SENTENCE = compiled(r"[。；;!！?？\n]|\.(?:\s|$)")
_HUNDRED = Decimal(100)
_MAX_VALUES = 12  # the values of a sentence read pairwise as a part and its whole
_DIGITS = compiled(r"\d+")


def changes_held(text: str, anchors: Sequence[Anchor], missing: list[Anchor],
                 excerpts: Sequence[str], anchors_of: Callable[[str], Sequence[Anchor]]
                 ) -> list[Anchor]:
    """`missing` without the changes the claim's own held values, or a quoted line's, give."""
    changes = [(a, kind, way) for a in missing if (found := _change(text, a)) for kind, way in [found]]
    if not changes:
        return missing
    held = set()
    lines = [line for excerpt in excerpts for line in excerpt.split("\n")]
    moves = [pair for line in lines if _MAY_MOVE.search(line) for pair in _pairs(line, anchors_of(line))]
    wholes = [(pair, _role(line, pair[0].start)) for line in lines if _MAY_WHOLE.search(line)
              for pair in _parts(line, anchors_of(line))]
    for anchor, kind, way in changes:
        within = _sentence(text, anchor)
        resource = kind == "share" and _RESOURCE.search(text, max(0, anchor.start - 16), anchor.start)
        said = _claimed_role(text, anchor) if kind == "share" else None
        pairs = [*([] if resource else _parts(text, anchors, within, missing)),
                 *(pair for pair, role in wholes if not (said and role and role != said))] \
            if kind == "share" else [*_pairs(text, anchors, within, missing), *moves]
        if any(_gives(pair, anchor, kind, way) for pair in pairs):
            held.add(id(anchor))
    return [a for a in missing if id(a) not in held]


def change_miscomputed(text: str, mine: Sequence[Anchor], cited: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's change, [its pair and what they give]) for a change its own sentence's two
    values, both printed by a cited line, give otherwise; None when unsure."""
    for anchor in mine:
        found = _change(text, anchor)
        if found is None:
            continue
        kind, way = found
        if kind == "share":
            continue  # which two values a share is of, the claim need not write
        pairs = _pairs(text, mine, _sentence(text, anchor))
        if not pairs or any(_gives(pair, anchor, kind, way) for pair in pairs):
            continue
        for first, second in pairs:
            digits = [_DIGITS.search(value.raw).group() for value in (first, second)]  # type: ignore[union-attr]
            printed = {(a.value, a.unit) for source in cited for line in source.split("\n")
                       if digits[0] in line or digits[1] in line for a in _numbers(anchors_of(line))}
            if {(first.value, first.unit), (second.value, second.unit)} <= printed:
                given = _given(first, second, kind)
                if given:
                    return anchor, [f"{first.raw.strip()} → {second.raw.strip()}: {given}"]
    return None


def _change(text: str, anchor: Anchor) -> tuple[str, str | None] | None:
    """(`%`, `times` or `points`, its direction or None) for a number written as a change."""
    if anchor.kind != "number":
        return None
    end = anchor.end
    if anchor.unit in ("%", "倍", "x:x"):
        kind = "%" if anchor.unit == "%" else "times"
    elif anchor.unit in (None, "x:pp", "x:ppt") and _POINTS.match(text, end):
        kind, end = "points", _POINTS.match(text, end).end()  # type: ignore[union-attr]
    elif anchor.unit is None and _TIMES.match(text, end):
        kind, end = "times", _TIMES.match(text, end).end()  # type: ignore[union-attr]
    else:
        return None
    before = _BEFORE.search(text, max(0, anchor.start - 24), anchor.start)
    after = _AFTER.match(text, end)
    word = (before.group("noun") or before.group("word")) if before else \
        after.group("word") if after else None
    if word is None:
        return ("share", None) if kind == "%" else None
    return kind, _WORDS.get(word.lower(), {"higher": "up", "lower": "down"}.get(word.lower()))


def _role(line: str, at: int) -> str | None:
    """"used" or "idle" for a part a line names by its role (`active=45`, `idle=5`), else None."""
    name = _PART_NAME.search(line, max(0, at - 24), at)
    return _ROLES.get(name.group(1).lower()) if name else None


def _claimed_role(text: str, anchor: Anchor) -> str | None:
    """"used" or "idle" for a share a claim's words say is of the parts in use (`使用率`, `in use`)
    or of the idle ones (`空闲率`, `free`), else None."""
    around = text[max(0, anchor.start - 16):anchor.start] + " " + text[anchor.end:anchor.end + 12]
    roles = {role for role, words in _CLAIMED_ROLES if words.search(around)}
    return roles.pop() if len(roles) == 1 else None


def _sentence(text: str, anchor: Anchor) -> tuple[int, int]:
    start = max((m.end() for m in _SENTENCE.finditer(text, 0, anchor.start)), default=0)
    stop = _SENTENCE.search(text, anchor.end)
    return start, stop.start() if stop else len(text)


def _numbers(anchors: Sequence[Anchor]) -> list[Anchor]:
    return [a for a in anchors if a.kind == "number" and a.approx is None]


def _pairs(text: str, anchors: Sequence[Anchor], within: tuple[int, int] | None = None,
           left: Sequence[Anchor] = ()) -> list[tuple[Anchor, Anchor]]:
    """The moves from one value to another of one unit `text` writes (`series.claimed_changes`:
    `120ms -> 5300ms`, `从 1200 降到 300`, `rose from 2% to 7%`; no range), within a span, none
    of whose values is `left` out."""
    out = {id(a) for a in left}
    low, high = within or (0, len(text))
    return [(c.before, c.after) for c in claimed_changes(text, _numbers(anchors))
            if c.before is not None and c.before.unit == c.after.unit and c.before.value != c.after.value
            and low <= c.before.start and c.after.end <= high
            and id(c.before) not in out and id(c.after) not in out]


def _parts(text: str, anchors: Sequence[Anchor], within: tuple[int, int] | None = None,
           left: Sequence[Anchor] = ()) -> list[tuple[Anchor, Anchor]]:
    """A part and its whole, two values of one unit: in the claim's sentence (`within`), any two
    (`20 个请求中有 5 个失败`, `45 of 50`); on a quoted line (no `within`), a whole its word names
    and the value beside it (`used 3.2GB / max 4.0GB`, `total=50, active=45`, `45 of 50`)."""
    out = {id(a) for a in left}
    low, high = within or (0, len(text))
    values = [a for a in _numbers(anchors) if low <= a.start < high and id(a) not in out and a.unit != "%"]
    if within is None:  # a quoted line: a named whole's neighbours, and parts named by their role
        pairs = [(part, whole) for n, whole in enumerate(values)
                 if _WHOLE.search(text, max(0, whole.start - 16), whole.start)
                 for m, part in enumerate(values)
                 if m != n and (abs(m - n) == 1 or _role(text, part.start) is not None)]
    elif len(values) <= _MAX_VALUES:
        pairs = [(part, whole) for whole in values for part in values if part is not whole]
    else:
        pairs = []  # a sentence of that many values: which two a share is of, unsure
    return [(part, whole) for part, whole in pairs if part.unit == whole.unit and _at_most(part, whole)]


def _at_most(one: Anchor, other: Anchor) -> bool:
    first, second = _decimal(one), _decimal(other)
    return first is not None and second is not None and first <= second


def _gives(pair: tuple[Anchor, Anchor], change: Anchor, kind: str, way: str | None) -> bool:
    first, second = _decimal(pair[0]), _decimal(pair[1])
    if not first or second is None or (way is not None and way != ("up" if second > first else "down")):
        return False
    low, high = tolerance(change)
    return any(low <= value <= high for value in _values(first, second, kind, pair[0].unit))


def _values(first: Decimal, second: Decimal, kind: str, unit: str | None) -> list[Decimal]:
    if kind == "%":  # of two percentages, also their points (`下降了 60%` for `80% -> 20%`)
        return [abs(second - first) / abs(first) * _HUNDRED, *([abs(second - first)] if unit == "%" else [])]
    if kind == "share":
        return [min(first, second) / max(first, second) * _HUNDRED] if min(first, second) > 0 else []
    if kind == "points":
        return [abs(second - first)] if unit == "%" else []
    ratio = max(first, second) / min(first, second) if min(first, second) > 0 else Decimal(0)
    return [ratio, ratio - 1] if ratio else []


def _given(first: Anchor, second: Anchor, kind: str) -> str:
    one, two = _decimal(first), _decimal(second)
    values = _values(one, two, kind, first.unit) if one and two is not None else []
    shown = {"%": "{:.1f}%", "times": "{:.1f}x", "points": "{:.1f} points"}[kind]
    return ", ".join(shown.format(value) for value in values)


def _decimal(anchor: Anchor) -> Decimal | None:
    try:
        return Decimal(anchor.value)
    except InvalidOperation:
        return None
