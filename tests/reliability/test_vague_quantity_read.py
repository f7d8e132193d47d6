"""A Chinese report's vague quantity (`数十人`, `十余人`, `近百人`, `上百人`, `近七成`,
`超过三分之一`) passes where the evidence's exact value is one it stands for, and fails where
it is not.

A report of an incident or a survey (`事故造成37人受伤。`, `全市已有68.5%的企业复工。`); the
claim restates its count or share in the words news uses for an approximate one. Before, `数十`
was read as ten, `十余人` and `二十多人` lost their `余`/`多` to the unit after them, `近七成`
was the bare number seven, `三分之一` was three, a value beside the excerpt's word was compared
exactly whatever the claim's approximation, and a bound such as `超过30%的企业` was found
nowhere: 44 of the 60 faithful claims failed (27 REJECT), 13 warned, and the forged ones
fared exactly alike (3 passed). Now each is read as the range it
stands for (`数十`: 20 to 99; `十余`: 10 to 20; `七成`: 70%; `三分之一`: 33.33%, about), and a
value the claim's word does not allow fails REJECT.
"""

from __future__ import annotations

import random

from loghub_quotes import check

#: (how the report writes the value, how a claim restates it, an allowed value, a value it is not)
COUNTS = (
    ("数十人", (20, 99), (3, 8, 150)),
    ("十余人", (11, 19), (4, 33, 48)),
    ("二十多人", (21, 29), (12, 35, 64)),
    ("近百人", (91, 99), (40, 61, 250)),
    ("上百人", (100, 400), (12, 32, 76)),
    ("数百人", (200, 990), (30, 75, 1500)),
)
SHARES = (
    ("近七成", (64, 69), (38, 45, 90)),
    ("约三成", (28, 32), (12, 45, 60)),
    ("超过三分之一", (34, 49), (12, 18, 25)),
    ("超过三成", (31, 49), (8, 15, 22)),
)
EVENTS = ("事故造成{v}受伤", "本次活动共有{v}参加", "该校有{v}报名参赛", "火灾中有{v}被疏散")
SURVEYS = ("全市已有{v}的企业复工", "受访者中{v}表示满意", "{v}的用户已完成升级")


def _probes() -> list[tuple[str, str, str, str, str]]:
    """(claim, an excerpt it restates, its output, an excerpt it does not, that one's output)."""
    rng = random.Random(37)
    found = []
    for _ in range(60):
        if rng.random() < 0.5:
            word, allowed, wrong = rng.choice(COUNTS)
            form, exact, other = rng.choice(EVENTS), f"{rng.randint(*allowed)}人", f"{rng.choice(wrong)}人"
        else:
            word, allowed, wrong = rng.choice(SHARES)
            form = rng.choice(SURVEYS)
            exact = f"{rng.randint(*allowed)}.{rng.randint(0, 9)}%"
            other = f"{rng.choice(wrong)}%"
        excerpt, other_excerpt = form.format(v=exact) + "。", form.format(v=other) + "。"
        found.append((form.format(v=word) + "。", excerpt, f"据通报，{excerpt}相关情况仍在核实中。",
                      other_excerpt, f"据通报，{other_excerpt}相关情况仍在核实中。"))
    return found


def test_a_vague_quantity_the_value_is_not_fails() -> None:
    reports = [(claim, excerpt, check(claim, excerpt, output))
               for claim, _, _, excerpt, output in _probes()]
    assert [(claim, excerpt) for claim, excerpt, report in reports
            if report.status != "fail" or report.verdict_ceiling != "REJECT"] == []


def test_a_vague_quantity_the_value_is_passes() -> None:
    reports = [(claim, excerpt, check(claim, excerpt, output))
               for claim, excerpt, output, _, _ in _probes()]
    assert [(claim, excerpt, [f.message for f in report.findings])
            for claim, excerpt, report in reports if report.status != "pass"] == []
