"""Chinese numerals (`十三`, `两百多个`, `三千万元`, `百分之九十五`) read as numbers, and the
approximation words around any number (`约`, `近`, `多`, `余`, `左右`); docs/anchors.md, Numbers."""

from __future__ import annotations

from decimal import Decimal

from gatekeeper.rules.support.text.anchors.model import words
from gatekeeper.rules.support.text.patterns import compiled

_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
           "七": 7, "八": 8, "九": 9}
_SMALL = {"十": 10, "百": 100, "千": 1000}
_LARGE = {"万": 10**4, "亿": 10**8}
DIGIT_CHARS = "零〇一二两三四五六七八九"
NUMERAL_CHARS = DIGIT_CHARS + "十百千万亿"

#: Before a number: it is approximate (±10%).
APPROX_BEFORE = ("大约", "大概", "将近", "接近", "约", "近", "约为", "约有", "约达", "大约为", "大约有",
                 "大概为", "大概有", "about ", "around ", "approximately ",
                 "roughly ", "nearly ", "almost ", "~")
#: After a number: it is a lower bound (`两百多` is 200 to 300) or approximate (`左右`).
_APPROX_AFTER_RE = compiled(r"(?P<more>多|余|来|\+)|(?P<about>\s?(?:左右|上下))")

# Words made of numerals that are no number.
_NOT_NUMBERS = words(
    "一些 一下 一致 一直 一般 一起 一旦 一定 一切 一向 一律 一再 一度 一味 一点 一边 一方面 一样 "
    "统一 万一 唯一 第一 之一 十分 千万 万万 三三两两 一一 一二 九九 一五一十 百千 千千万万 "
    "二手 一手 一线 一带 一行 一时 一开始 一天到晚 两者 一两"
)

# A decimal may carry its magnitude after it (`四十七点一万亿`, `一点二万`); a fraction its
# denominator before it (`百分之九十五`, `三分之一`, `千分之三`).
CJK_NUMBER = (
    r"(?:(?P<pct>百分之)|(?P<den>[一二三四五六七八九十]{1,2}|千|万)分之)?"
    rf"(?P<cjk>(?:[{NUMERAL_CHARS}]+(?:点[{DIGIT_CHARS}]+[万亿]{{0,2}})?))"
)


def cjk_value(numeral: str) -> Decimal | None:
    """`十三` → 13, `两百` → 200, `三千万` → 30000000, `一点五` → 1.5, `二〇一四` → 2014,
    `二百零六` → 206, `四十七点一万亿` → 47100000000000."""
    whole, _, frac = numeral.partition("点")
    magnitude = 1
    while frac and frac[-1] in _LARGE:
        magnitude *= _LARGE[frac[-1]]
        frac = frac[:-1]
    if frac and not all(c in _DIGITS for c in frac):
        return None
    if magnitude > 1 and (not whole or any(c in _LARGE for c in whole)):
        return None
    if whole and all(c in _DIGITS for c in whole):
        if len(whole) > 1 and whole[0] in "零〇":
            return None
        value = Decimal("".join(str(_DIGITS[c]) for c in whole))
    else:
        total, section, digit = 0, 0, None
        for c in whole:
            if c in "零〇" and digit is None and (section or total):
                continue  # the zero holding an empty place: `二百零六`, `一万零五百`
            if c in _DIGITS:
                if digit is not None:  # `三四` inside a number is no numeral
                    return None
                digit = _DIGITS[c]
            elif c in _SMALL:
                section += (1 if digit is None else digit) * _SMALL[c]
                digit = None
            elif c in _LARGE:
                unit = _LARGE[c]
                section += digit or 0
                if not section and not total:
                    return None
                total = (total + section) * unit if unit > total else total + section * unit
                section, digit = 0, None
        value = Decimal(total + section + (digit or 0))
    if frac:
        value += Decimal("0." + "".join(str(_DIGITS[c]) for c in frac))
    return value * magnitude


_POWERS = frozenset("十百千万亿")
#: The word before a numeral of powers alone: `数十`, `几百` (several: from two to nine of the
#: power, "*"), `上百`, `上万` (at least: ">").
_VAGUE = {"数": "*", "几": "*", "上": ">"}
#: `七成` is 70%, ten per cent a 成 (not `成功`, `成为`, `八成是`: probably).
TENTHS_RE = compiled(r"成(?![功为本立员长熟绩果交就效型品都是]|不变)")


def vague(folded: str, start: int, numeral: str) -> str | None:
    """The approximation a word before a numeral of powers alone makes of it (`_VAGUE`)."""
    if not start or not all(c in _POWERS for c in numeral):
        return None
    return _VAGUE.get(folded[start - 1])


def fraction(value: Decimal, denominator: str) -> tuple[Decimal, bool]:
    """`三分之一` as a percentage, and whether it is exact (33.33%: not)."""
    whole = _LARGE.get(denominator) or cjk_value(denominator)  # `万分之五`: `万` alone is no number
    if not whole:
        return value, False
    share = value * 100 / whole
    rounded = share.quantize(Decimal("0.01"))
    return rounded, rounded == share


#: A rank: `第` before a number and an edition's or a place's word after it (`第十届`, `第3名`),
#: or a ranking's words before it (`排名第三`); not a count's `第3次` (`retry 3` is held by it).
_RANKED_AFTER = frozenset("届名位轮期场")
_RANKING = ("排名第", "位列第", "名列第", "排第")


def ranked(folded: str, start: int, end: int) -> bool:
    """Whether the number at [start, end) is a rank (`_RANKED_AFTER`, `_RANKING`)."""
    if not start or folded[start - 1] != "第":
        return False
    return folded[end:end + 1] in _RANKED_AFTER or folded[max(0, start - 3):start].endswith(_RANKING)


def is_numeral_word(numeral: str) -> bool:
    return numeral in _NOT_NUMBERS


_APPROX_BEFORE_ENDS = tuple(w.rstrip() for w in APPROX_BEFORE)


#: Words ending in `近` that say recent or nearby, not about (`最近一次发布`, `附近三个`).
_NOT_APPROX_ENDS = ("最近", "附近", "邻近", "靠近", "就近")


def approx_before(before: str) -> bool:
    tail = before.rstrip(" :=")[-14:].lower()
    return tail.endswith(_APPROX_BEFORE_ENDS) and not tail.endswith(_NOT_APPROX_ENDS)


def approx_after(text: str, end: int) -> tuple[str | None, int]:
    """('+' for a lower bound, '~' for about, or None) and where the number's words end."""
    m = _APPROX_AFTER_RE.match(text, end)
    if m is None:
        return None, end
    return ("+" if m.group("more") else "~"), m.end()
