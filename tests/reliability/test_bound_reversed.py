"""A bound turned the other way (`fewer than 100 stores` citing `over 100 stores`, `不到 50 家`
citing `超过 50 家`) never passes; the bound as written passes.

A plan or a count written as a bound in a report; the claim restates it with the same value and
the other bound word. The value is the excerpt's and before the same word, so nothing differed
but the bound's direction, and every forged claim passed (one such claim is among SummEdits'
labelled ones: `building fewer than 100 AutoNation USA pre-owned stores` for `over 100`). Now a
bound whose excerpt bounds the same value the other way fails REJECT.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: (lower bound, upper bound) words, and a sentence writing one of them before {n}
BOUNDS = (
    (("超过", "不到"), "公司计划明年新建{b}{n}家门店。"), (("至少", "不足"), "该市今年新增{b}{n}个停车位。"),
    (("超过", "少于"), "本次活动吸引了{b}{n}名志愿者参与。"),
    (("over", "fewer than"), "We plan to build {b} {n} stores by the end of 2025."),
    (("more than", "less than"), "The program reached {b} {n} schools this year."),
    (("at least", "at most"), "The fund will finance {b} {n} projects in the region."),
)


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, excerpt, output)."""
    rng = random.Random(100)
    found = []
    for _ in range(60):
        (lower, upper), form = rng.choice(BOUNDS)
        n = rng.randint(2, 90) * 10
        written, other = (lower, upper) if rng.random() < 0.5 else (upper, lower)
        excerpt = form.format(b=written, n=n)
        output = ("据介绍，" if not excerpt.isascii() else "The report says so. ") + excerpt
        found.append((excerpt, form.format(b=other, n=n), excerpt, output))
    return found


def test_a_bound_turned_the_other_way_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_the_bound_as_written_passes() -> None:
    assert not_passed((claim, excerpt, output) for claim, _, excerpt, output in _probes()) == []
