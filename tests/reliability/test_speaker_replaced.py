"""A Chinese report's statement given to another speaker, or to another government body,
never passes; the speaker as written passes.

A meeting report of three statements, each by a titled speaker (`市长陈吉宁表示，...`,
`国家统计局新闻发言人付凌晖介绍，...`), cited by the statement. The forged claim gives the
statement to another speaker of the report, to a name the report never writes, or to another
body (`国家发改委` for `国家统计局`). Chinese names carry no capitals, so no anchor read them:
every such claim passed. Now a surname and one or two characters after a title or before a
verb of saying are a name (gatekeeper.rules.support.text.anchors.people), and so are
government bodies (`names.cjk_authorities`): a name found nowhere warns, and so does one
written where the excerpt writes another (claim.value_contradiction), as English names do.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, passing

PEOPLE = ("陈吉宁", "李丽", "王强", "付凌晖", "张建国", "刘洋", "赵敏", "黄志强", "周涛", "吴晓燕",
          "欧阳明", "孙立", "郭静", "马超", "林峰")
TITLES = ("市长", "副市长", "局长", "新闻发言人", "主任", "总经理", "董事长", "教授")
BODIES = ("国家统计局", "国家发改委", "北京市公安局", "交通运输部", "海关总署", "证监会")
SAYING = ("表示", "介绍", "指出", "强调")
STATEMENTS = ("今年将新建保障性住房{n}万套", "全市已开工项目{n}个", "一季度固定资产投资增长{n}%",
              "全年接待游客{n}万人次", "已累计发放补贴{n}亿元", "目前共有{n}家企业复工")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(2024)
    found = []
    for _ in range(60):
        people, bodies = rng.sample(PEOPLE, 4), rng.sample(BODIES, 2)
        said = []
        for person, statement in zip(people[:3], rng.sample(STATEMENTS, 3), strict=True):
            title = rng.choice(TITLES)
            body = bodies[0] if rng.random() < 0.5 else ""
            said.append((body, title, person, rng.choice(SAYING),
                         statement.format(n=rng.randint(3, 300))))
        output = "会上，" + "".join(f"{b}{t}{p}{v}，{s}。" for b, t, p, v, s in said)
        body, title, person, verb, statement = said[0]
        excerpt = f"{body}{title}{person}{verb}，{statement}。"
        swap = rng.choice(("speaker", "stranger", "body"))
        if swap == "body" and body:
            forged = f"{bodies[1]}{title}{person}{verb}，{statement}。"
        else:
            other = people[1] if swap == "speaker" else people[3]
            forged = f"{body}{title}{other}{verb}，{statement}。"
        faithful = rng.choice((excerpt, f"{person}{verb}，{statement}。",
                               f"据{title}{person}{verb}，{statement}。"))
        found.append((faithful, forged, excerpt, output))
    return found


def test_a_statement_given_to_another_does_not_pass() -> None:
    assert passing((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_the_speaker_as_written_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []
