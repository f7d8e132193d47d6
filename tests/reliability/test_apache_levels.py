"""Apache's bracketed levels (`[notice]`, `[error]`) are its lines' levels: every line said
`notice` over an `[error]` line, or no error said over one, or fewer `[error]` lines than printed,
fails; said as the lines are, each passes.

`所有日志都是 notice 级别` over Apache's real `[error] mod_jk child workerEnv in error state 6` passed,
and `日志中有 2 条 error` over three `[error]` lines passed: only capitalised levels were read
(`evidence/levels.py`).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, drawn, not_passed, not_rejected

LEVEL = re.compile(r"^\[[^\]]+\] \[(notice|error)\] ")
PRINTED = (LOGHUB / "Apache_2k.log").read_text(encoding="utf-8").splitlines()
LINES = {level: [line for line in PRINTED if (m := LEVEL.match(line)) is not None and m.group(1) == level]
         for level in ("notice", "error")}
EVERY = ("所有日志都是 notice 级别", "all log lines are notice", "日志里没有 error", "no error lines")
COUNTS = ("日志中有 {n} 条 error", "出现了 {n} 条 error 日志", "there were {n} error lines")


def _draw(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, its lines, forged claim, its lines)."""
    notices = rng.sample(LINES["notice"], rng.randint(2, 4))
    errors = rng.sample(LINES["error"], rng.randint(2, 4))
    mixed = notices + errors
    rng.shuffle(mixed)
    if rng.random() < 0.5:
        claim = rng.choice(EVERY)
        return claim, "\n".join(notices), claim, "\n".join(mixed)
    form = rng.choice(COUNTS)
    return form.format(n=len(errors)), "\n".join(mixed), form.format(n=len(errors) - 1), "\n".join(mixed)


def _probes() -> list[tuple[str, str, str, str]]:
    return drawn(_draw, 3711, 60)


def test_a_level_or_a_count_the_bracketed_levels_deny_is_rejected() -> None:
    forged = [(claim, lines, lines) for _, _, claim, lines in _probes()]
    assert not_rejected(probe for probe in forged if probe[0] in EVERY) == []
    # (a count lower than the lines printing the level: a count higher is unsure, as for any level)
    assert not_rejected(probe for probe in forged if probe[0] not in EVERY) == []


def test_a_level_or_count_as_the_lines_are_passes() -> None:
    assert not_passed((faithful, lines, lines) for faithful, lines, _, _ in _probes()) == []
