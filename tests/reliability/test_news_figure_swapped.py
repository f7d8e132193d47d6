"""A figure of a Chinese report restated with another value never passes, and the same value
written another way (`47.1万亿元`, `四十七点一万亿元`, `471000亿元`) passes.

A news-style report of three sentences, each with a figure in 万, 亿 or 万亿 and its unit
(`全年社会消费品零售总额47.1万亿元，比上年增长7.2%。`), cited by the sentence; the claim restates
one figure in Arabic digits, in Chinese numerals or in the next lower magnitude, and the forged
one changes it. Before, `万亿` was read as `万` (47.1万亿 as 471,000, its unit lost), a Chinese
decimal lost its magnitude (`四十七点一万亿` as 47.1, `一点二万` as nothing) and `二百零六` was no
number: 11 of the 60 faithful claims failed (6 REJECT) and 6 forged ones did not reach REJECT
(1 passed). Now every forged claim fails REJECT and every faithful one passes.
"""

from __future__ import annotations

import random
from decimal import Decimal

from loghub_quotes import not_passed, not_rejected

#: (sentence, its figure's unit, a claim restating the figure, the magnitudes it is written in)
SENTENCES = (
    ("全年社会消费品零售总额{v}，比上年增长{p}。", "元", "社会消费品零售总额为{v}", ("万亿", "亿")),
    ("该市今年共接待游客{v}，同比增长{p}。", "人次", "该市今年接待游客{v}", ("万", "亿")),
    ("该项目总投资{v}，预计{y}年建成投产。", "元", "项目总投资达{v}", ("万", "亿")),
    ("本届展会预计吸引{v}观众，展期3天。", "名", "展会预计吸引{v}观众", ("万",)),
    ("截至目前，全省粮食总产量达到{v}，创历史新高。", "吨", "全省粮食总产量达{v}", ("万", "亿")),
    ("今年前三季度，全国快递业务量累计完成{v}，同比增长{p}。", "件", "快递业务量累计完成{v}", ("亿",)),
    ("该公司上半年实现营业收入{v}，净利润同比下降{p}。", "元", "公司上半年营业收入为{v}", ("万", "亿")),
    ("据统计，春节假期全国铁路共发送旅客{v}。", "人次", "春节假期铁路发送旅客{v}", ("万", "亿")),
)
MAGNITUDES = {"万": 10**4, "亿": 10**8, "万亿": 10**12}
_DIGITS = "零一二三四五六七八九"


def _chinese_integer(n: int) -> str:
    """206 → `二百零六`, 12 → `十二`, 1010 → `一千零一十`."""
    out, gap = "", False
    for size, name in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit, n = divmod(n, size)
        if digit:
            out += ("零" if gap else "") + ("" if size == 10 and digit == 1 and not out else _DIGITS[digit])
            out += name
            gap = False
        else:
            gap = bool(out)
    return out or "零"


def _written(mantissa: Decimal, magnitude: str, unit: str, form: str) -> str:
    if form == "arabic":
        return f"{mantissa}{magnitude}{unit}"
    if form == "chinese":
        whole, _, fraction = str(mantissa).partition(".")
        decimals = "点" + "".join(_DIGITS[int(c)] for c in fraction) if fraction else ""
        return f"{_chinese_integer(int(whole))}{decimals}{magnitude}{unit}"
    lower = {"万": "", "亿": "万", "万亿": "亿"}[magnitude]  # 47.1万亿 → 471000亿
    return f"{mantissa * MAGNITUDES[magnitude] // MAGNITUDES.get(lower, 1)}{lower}{unit}"


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(2023)
    found = []
    for _ in range(60):
        sentences, figures = [], []
        for text, unit, restated, magnitudes in rng.sample(SENTENCES, 3):
            decimal = rng.random() < 0.6
            mantissa = Decimal(rng.randint(11, 999)) / 10 if decimal else Decimal(rng.randint(2, 999))
            magnitude = rng.choice(magnitudes)
            sentences.append(text.format(v=_written(mantissa, magnitude, unit, "arabic"),
                                         p=f"{rng.randint(1, 30)}.{rng.randint(1, 9)}%",
                                         y=rng.randint(2025, 2030)))
            figures.append((mantissa, magnitude, unit, restated))
        cited = rng.randrange(3)
        mantissa, magnitude, unit, restated = figures[cited]
        step = Decimal(rng.choice((1, 2, 3, 5))) * (Decimal("0.1") if "." in str(mantissa) else 1)
        wrong = mantissa + step * rng.choice((1, -1, 10))
        wrong = wrong if wrong > 0 else mantissa + step
        found.append((restated.format(v=_written(mantissa, magnitude, unit,
                                                 rng.choice(("chinese", "lower", "arabic")))),
                      restated.format(v=_written(wrong, magnitude, unit,
                                                 rng.choice(("chinese", "arabic")))),
                      sentences[cited], "".join(sentences)))
    return found


def test_a_figure_restated_with_another_value_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_a_figure_written_another_way_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []
