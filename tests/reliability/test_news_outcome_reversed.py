"""A Chinese report's result, ruling or move told the other way (`亏损` for `盈利`, `否决` for
`批准`, `负于` for `战胜`, `在逃` for `抓获`) never passes; told as written it passes.

A news report of three sentences, each telling one outcome of a closed set, cited by one of
them; the forged claim restates it with the other outcome of its set and nothing else changed.
No anchor reads these words and no number differs, so every forged claim passed. Now they are
sets of gatekeeper.rules.support.text.outcomes, as `failed` and `succeeded` are: an outcome its
excerpt tells only otherwise fails REJECT.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: (a sentence with {w}, the word it writes, the word a forged claim writes)
OUTCOMES = (
    ("该公司上半年{w}{n}亿元。", "盈利", "亏损"), ("该公司上半年{w}{n}亿元。", "亏损", "盈利"),
    ("市人大常委会会议表决{w}了该项议案。", "批准", "否决"),
    ("主队以{n}比1{w}客队。", "战胜", "负于"), ("法院一审判决原告{w}。", "胜诉", "败诉"),
    ("他在第{n}轮投票中{w}为理事长。", "当选", "落选"), ("第{n}届博览会于今日{w}。", "开幕", "闭幕"),
    ("前{n}个月贸易逆差{w}至{n}亿美元。", "扩大", "缩小"), ("多家银行{w}了存款利率。", "下调", "上调"),
    ("公司控股股东{w}了{n}万股。", "增持", "减持"), ("两名嫌疑人已被{w}。", "抓获", "在逃"),
    ("受天气影响，{n}个航班{w}。", "延误", "准点"), ("他在决赛中获得{w}。", "金牌", "银牌"),
    ("该队最终获得{w}。", "亚军", "冠军"), ("{n}名代表投了{w}票。", "赞成", "反对"),
    ("公司营收{w}增长{n}.5%。", "同比", "环比"), ("公司{w}实现净利润{n}亿元。", "上半年", "下半年"),
    ("他夺得{w}100米冠军。", "男子", "女子"),
)
FILLER = ("记者从有关部门获悉，", "据介绍，", "会上，", "另据报道，")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(1949)
    found = []
    for _ in range(60):
        chosen = rng.sample(OUTCOMES, 3)
        sentences = [(form.replace("{n}", str(rng.randint(2, 9))), word, other)
                     for form, word, other in chosen]
        form, word, other = sentences[0]
        excerpt = form.format(w=word)
        output = "".join(rng.choice(FILLER) + f.format(w=w) for f, w, _ in sentences)
        found.append((excerpt, form.format(w=other), excerpt, output))
    return found


def test_an_outcome_told_the_other_way_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_the_outcome_as_written_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []
