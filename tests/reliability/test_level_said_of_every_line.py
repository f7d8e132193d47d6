"""Every quoted line said to be of one level, or none of a level, fails when a quoted Loghub line
is of another; said as the lines are it passes.

`所有日志都是 INFO 级别`, `日志里没有 WARN`, `no WARN lines` citing ZooKeeper's, Hadoop's or Spark's
lines, one of which is a `WARN`: the level is the lines' and no value is written, so the claim
passed, or only warned for its English word (`evidence/level_generalised.py`).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, drawn, not_passed, not_rejected

EVERY = ("所有日志都是 {l} 级别", "日志全是 {l}", "all log lines are {l}", "every log line is {l}")
NONE = ("日志里没有 {o}", "没有 {o} 级别的日志", "no {o} lines", "there were no {o} entries")
LEVEL = re.compile(r" (INFO|WARN|ERROR) ")
LOWER = re.compile(r"\b(?:[Ii]nfo|[Ww]arn|[Ee]rror)\b")


def _lines() -> dict[str, list[str]]:
    """Each level's lines of the Loghub logs that print their level in capitals."""
    found: dict[str, list[str]] = {"INFO": [], "WARN": [], "ERROR": []}
    for name in ("Zookeeper_2k.log", "Hadoop_2k.log", "Spark_2k.log"):
        for line in (LOGHUB / name).read_text(encoding="utf-8", errors="replace").splitlines():
            m = LEVEL.search(line)
            # (a line writing a level's word otherwise, ZooKeeper's `error = `, Hadoop's `Error
            # Recovery`, is left out: `no ERROR lines` over it warns that it negates the English
            # word the line states, the negation check's weak reading of English)
            if m is not None and LEVEL.findall(line) == [m.group(1)] and not LOWER.search(line):
                found[m.group(1)].append(line)
    return found


LINES = _lines()


def _draw(rng: random.Random) -> tuple[str, str, str]:
    """(claim, lines of one level, the same with one line of another)."""
    own, other = rng.sample(("INFO", "WARN", "ERROR"), 2)
    lines = rng.sample(LINES[own], rng.randint(2, 5))
    mixed = lines[:]
    mixed.insert(rng.randint(0, len(lines)), rng.choice(LINES[other]))
    form = rng.choice(EVERY + NONE)
    return form.format(l=own, o=other), "\n".join(lines), "\n".join(mixed)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 3709, 60)


def test_a_level_said_of_every_line_or_none_that_a_line_denies_is_rejected() -> None:
    assert not_rejected((claim, mixed, mixed) for claim, _, mixed in _probes()) == []


def test_a_level_said_as_the_lines_are_passes() -> None:
    assert not_passed((claim, lines, lines) for claim, lines, _ in _probes()) == []
