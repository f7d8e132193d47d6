"""A Chinese report's edition or place given another number (`第十二届` for `第10届`, `获得第二名`
for `第3名`, `排名第五` for `排名第4`) never passes; written in the other numerals it passes.

A sports or ranking report (`在第10届全国运动会上，该队获得第3名。`), cited by its sentence; the
claim restates the edition and the place in Chinese numerals or digits. A number after `第` was
no quantity, so no anchor read `第十二届`, and `第3名` was three people: all 60 forged claims
passed. Now a number after `第` with an edition's or a place's word (`届 名 位 轮 期 场`), or
after `排名第`, is a rank (unit `th`, as `third` is): another one fails REJECT, the same one
written otherwise passes; `第3次` stays a count. (A wrong place equal to the edition's number is
held by it, as any rank the evidence writes is: the probes draw none.)
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

EVENTS = ("全国运动会", "国际马拉松", "青年歌手大赛", "机器人大赛", "中学生篮球联赛", "智能汽车挑战赛")
TEAMS = ("该队", "浙江队", "他", "这支球队", "该校代表队")
_DIGITS = "零一二三四五六七八九"


def _chinese(n: int) -> str:
    """1 to 39 in Chinese numerals."""
    tens, ones = divmod(n, 10)
    return ("" if tens == 0 else ("十" if tens == 1 else _DIGITS[tens] + "十")) + (
        _DIGITS[ones] if ones else "")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(10)
    found = []
    for _ in range(60):
        edition, place = rng.randint(2, 39), rng.randint(1, 8)
        event, team = rng.choice(EVENTS), rng.choice(TEAMS)
        excerpt = f"在第{edition}届{event}上，{team}获得第{place}名。"
        output = f"记者从组委会获悉，{excerpt}比赛共有{rng.randint(20, 60)}支队伍参加。"
        wrong_edition, wrong_place = edition + rng.choice((1, 2, -1)), place % 8 + 1
        if wrong_place == edition:  # a place the edition's number holds is written, as a rank
            wrong_place = wrong_place % 8 + 1
        if rng.random() < 0.5:
            faithful = f"{team}在第{_chinese(edition)}届{event}上获得第{_chinese(place)}名。"
            forged = f"{team}在第{_chinese(wrong_edition)}届{event}上获得第{_chinese(place)}名。"
        else:
            faithful = f"{team}在第{_chinese(edition)}届{event}上排名第{_chinese(place)}。"
            forged = f"{team}在第{edition}届{event}上排名第{_chinese(wrong_place)}。"
        found.append((faithful, forged, excerpt, output))
    return found


def test_another_edition_or_place_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_the_edition_and_place_in_other_numerals_pass() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []
