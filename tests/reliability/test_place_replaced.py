"""A Chinese report's figure given to another city, country or quarter never passes; as
written it passes.

A regional report (`2023年三季度，杭州地区生产总值达到1.5万亿元，同比增长6.1%。` and two more
cities' figures), cited by its sentence. The forged claim gives the figure to another city of
the report, to a place the report never names, or to another quarter (`第二季度` for `三季度`).
Chinese places carry no capitals and a quarter written `三季度` was no number: every forged
claim passed. Now places of a list (gatekeeper.rules.support.text.anchors.places) are names and
`三季度` is the third quarter: a place found nowhere or written where the excerpt writes another
warns, and another quarter fails.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, passing

CITIES = ("杭州", "深圳", "南京", "武汉", "青岛", "厦门", "西安", "长沙", "郑州", "苏州", "宁波",
          "济南")
COUNTRIES = ("日本", "韩国", "德国", "法国", "巴西", "印度", "越南", "澳大利亚")
QUARTERS = ("一", "二", "三", "四")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(2023)
    found = []
    for _ in range(60):
        places = rng.sample(CITIES if rng.random() < 0.6 else COUNTRIES, 4)
        quarter, other_quarter = rng.sample(QUARTERS, 2)
        sentences = [f"2023年{quarter}季度，{place}对华贸易额达到{rng.randint(11, 99)}."
                     f"{rng.randint(1, 9)}亿美元，同比增长{rng.randint(1, 20)}.{rng.randint(1, 9)}%。"
                     for place in places[:3]]
        excerpt = sentences[0]
        swap = rng.choice(("other", "stranger", "quarter"))
        if swap == "quarter":
            forged = excerpt.replace(f"{quarter}季度", f"第{other_quarter}季度")
        else:
            forged = excerpt.replace(places[0], places[1] if swap == "other" else places[3])
        faithful = excerpt.replace(f"{quarter}季度", f"第{quarter}季度").replace("，", "")
        found.append((faithful, forged, excerpt, "据海关统计，" + "".join(sentences)))
    return found


def test_a_figure_given_to_another_place_or_quarter_does_not_pass() -> None:
    assert passing((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_the_place_and_quarter_as_written_pass() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []
