"""People named in Chinese: after a title, or before a verb of saying; nothing elsewhere."""

import pytest

from gatekeeper.rules.support.text.anchors.people import cjk_people


@pytest.mark.parametrize(("text", "names"), [
    ("国家统计局局长康义表示，经济运行总体回升向好。", ["康义"]),
    ("新闻发言人付凌晖出席并回答记者提问", ["付凌晖"]),
    ("，王强表示", ["王强"]), ("记者王伟说，", ["王伟"]), ("据王伟介绍", ["王伟"]),
    ("董事长欧阳明表示", ["欧阳明"]), ("主任医师王芳说", ["王芳"]),
    ("总经理王强和副总经理李丽", ["王强", "李丽"]), ("市长陈吉宁在会上", ["陈吉宁"]),
    ("记者李明报道", ["李明"]), ("局长康义，", ["康义"]), ("王强说道", ["王强"]),
    ("李明获得冠军，张伟获得亚军", ["李明", "张伟"]), ("，王强出任总经理", ["王强"]),
])
def test_a_name_after_a_title_or_before_saying(text, names):
    assert [text[s:e] for s, e in cjk_people(text)] == names


@pytest.mark.parametrize("text", [
    "有关方面表示", "许多人表示", "专家们表示", "记者了解到", "记者从国家统计局获悉",
    "局长高度重视", "负责人于近日表示", "该负责人说", "他表示", "马上表示", "医生说",
    "王强在会上说",  # no title, no verb right after: where the name ends is unknown
    "局长康义昨天表示", "本报记者江苏报道", "，林业获得资金支持",
])
def test_no_name_where_its_place_does_not_say_so(text):
    assert cjk_people(text) == []
