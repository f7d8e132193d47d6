"""Places named in Chinese, from the list: provinces, larger cities, countries."""

import pytest

from gatekeeper.rules.support.text.anchors.places import cjk_places


@pytest.mark.parametrize(("text", "places"), [
    ("会议在北京国家会议中心举行", ["北京"]), ("四川省成都市", ["四川"]),
    ("美国总统", ["美国"]), ("黑龙江省哈尔滨市", ["黑龙江", "哈尔滨"]),
    ("深圳、杭州两地", ["深圳", "杭州"]),
])
def test_places_of_the_list(text, places):
    assert [text[s:e] for s, e in cjk_places(text)] == places


@pytest.mark.parametrize("text", [
    "北京时间10点",  # a time zone
    "最大连接数",  # `大连` is no place of the list: a word's part as often
    "任务完成都很顺利", "孙中山先生", "中国经济",
])
def test_no_place(text):
    assert cjk_places(text) == []
