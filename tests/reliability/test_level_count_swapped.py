"""A claim giving a log level the count a query's summary gives another level never passes.

A log query as a diagnosis agent reads it: a summary line counting the matched lines by level
(`matched 40 lines: INFO 29, WARN 8, ERROR 3`), then the lines, real Loghub lines of BGL, HDFS,
Hadoop, OpenStack and Zookeeper drawn so that each level's count differs. The claim gives one
level another level's count (`ERROR 日志共 8 条`, `there were 8 ERROR lines`), citing the summary:
the level and the count are both the output's, so 60 of 60 passed before a line's list of
`name value` items was read as its fields (gatekeeper.rules.support.evidence.fields); all fail
now (REJECT), and each level's own count passes.
"""

from __future__ import annotations

import random
import re

from loghub_quotes import LOGHUB, not_passed, not_rejected

LOGS = ("BGL_2k.log", "HDFS_2k.log", "Hadoop_2k.log", "OpenStack_2k.log", "Zookeeper_2k.log")
LEVEL = re.compile(r" (INFO|WARN|ERROR) ")
FORMS = ("{l} 日志共 {n} 条", "there were {n} {l} lines", "匹配到 {n} 条 {l} 级别的日志",
         "{l} 级别日志 {n} 条")


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the summary quoted, output)."""
    rng = random.Random(404)
    by_log = {}
    for name in LOGS:
        lines = (LOGHUB / name).read_text(encoding="utf-8", errors="replace").splitlines()
        by_log[name] = [(m.group(1), line) for line in lines if (m := LEVEL.search(line))]
    found = []
    while len(found) < 60:
        leveled = by_log[rng.choice(LOGS)]
        drawn = rng.sample(leveled, rng.randint(12, 40))
        counts = {level: sum(1 for lvl, _ in drawn if lvl == level) for level in ("INFO", "WARN", "ERROR")}
        present = [level for level, n in counts.items() if n]
        if len(present) < 2 or len({counts[level] for level in present}) < len(present):
            continue
        summary = f"matched {len(drawn)} lines: " + ", ".join(f"{level} {counts[level]}" for level in present)
        output = "\n".join([summary, *(line for _, line in drawn)])
        one, other = rng.sample(present, 2)
        form = rng.choice(FORMS)
        found.append((form.format(l=one, n=counts[one]), form.format(l=one, n=counts[other]),
                      summary, output))
    return found


def test_another_level_s_count_fails() -> None:
    assert not_rejected((forged, summary, output) for _, forged, summary, output in _probes()) == []


def test_each_level_s_own_count_passes() -> None:
    assert not_passed((faithful, summary, output) for faithful, _, summary, output in _probes()) == []
