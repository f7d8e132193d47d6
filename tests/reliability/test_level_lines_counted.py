"""A count of a log's lines by level (`日志中有 3 条警告`, `ERROR 级别日志共 2 条`, `there were 3 WARN
lines`, `3 warnings`) passes, and another level's count, or a count the lines do not make, fails.

Real Loghub lines (BGL, HDFS, Hadoop, OpenStack, Zookeeper), 6 to 14 of them, drawn so that each
level present has its own count; no summary line counts them. No line writes the count: every
faithful count failed as a number found nowhere (LOW_CONFID), another level's count alike, no
worse. Now a count is held by the lines of its level (`evidence/levels.py`), and another level's
count of the whole output is a contradiction (REJECT).
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, not_passed, not_rejected

LOGS = ("BGL_2k.log", "HDFS_2k.log", "Hadoop_2k.log", "OpenStack_2k.log", "Zookeeper_2k.log")
LEVEL = re.compile(r" (INFO|WARN|ERROR) ")
#: How a claim names a level, in Chinese.
ZH = {"INFO": ("信息", "INFO"), "WARN": ("警告", "告警", "WARN"), "ERROR": ("错误", "ERROR")}
EN = {"INFO": "INFO lines", "WARN": "warnings", "ERROR": "errors"}
FORMS = ("日志中有 {n} 条{zh}", "出现了 {n} 条{zh}日志", "{l} 级别日志共 {n} 条", "there were {n} {l} lines",
         "the output shows {n} {en}")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(808)
    by_log = {}
    for name in LOGS:
        lines = (LOGHUB / name).read_text(encoding="utf-8", errors="replace").splitlines()
        # (not a line ending in `...`: a preview's cut, after which more lines may be of the level)
        by_log[name] = {level: [line for line in lines if (m := LEVEL.search(line)) and m.group(1) == level
                                and not line.rstrip().endswith("...")] for level in ("INFO", "WARN", "ERROR")}
    found = []
    while len(found) < 60:
        leveled = by_log[rng.choice(LOGS)]
        present = [level for level in leveled if leveled[level]]
        if len(present) < 2:
            continue
        counts = dict(zip(present, rng.sample(range(1, 8), len(present)), strict=True))
        drawn = [line for level in present for line in rng.sample(leveled[level], min(counts[level],
                                                                                       len(leveled[level])))]
        if any(sum(1 for line in drawn if f" {level} " in line) != counts[level] for level in present):
            continue
        rng.shuffle(drawn)
        output = "\n".join(drawn)
        one, other = rng.sample(present, 2)
        form = rng.choice(FORMS)
        zh = rng.choice(ZH[one])
        found.append((form.format(n=counts[one], zh=zh, l=one, en=EN[one]),
                      form.format(n=counts[other], zh=zh, l=one, en=EN[one]), output))
    return found


def test_a_level_s_count_of_lines_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_level_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
