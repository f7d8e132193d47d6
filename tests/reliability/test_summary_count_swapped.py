"""A claim giving one category of a summary line another category's count never passes.

Summary lines as a diagnosis agent reads them, counts listed value first or name first: `top`'s
`Tasks: 212 total, 2 running, 210 sleeping, 0 stopped, 0 zombie` (under its `top -` line) and
`ss -s`'s `TCP: 1620 (estab 412, closed 1105, orphaned 3, timewait 1098)`, values drawn so that
each category's count differs. The claim gives a category another's count (`僵尸进程数为 2`,
`TIME_WAIT 连接数为 412`, `there are 1098 established connections`), citing the summary: the
category and the count are both the output's, so 57 of 60 passed before such lists were read as
fields (gatekeeper.rules.support.evidence.fields); all fail now (REJECT), and each category's
own count passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

TASK_FORMS = {"running": ("有 {n} 个进程在运行", "{n} 个运行中的任务", "{n} tasks are running"),
              "sleeping": ("{n} 个进程处于睡眠状态", "{n} tasks are sleeping"),
              "stopped": ("已停止的进程有 {n} 个", "{n} tasks are stopped"),
              "zombie": ("僵尸进程数为 {n}", "there are {n} zombie processes")}
SOCKET_FORMS = {"estab": ("已建立的连接数为 {n}", "there are {n} established connections"),
                "timewait": ("TIME_WAIT 连接数为 {n}", "{n} sockets in TIME-WAIT"),
                "closed": ("已关闭的连接有 {n} 个", "{n} closed sockets")}


def _top(rng: random.Random) -> tuple[dict[str, int], str, str]:
    counts = dict(zip(TASK_FORMS, rng.sample(range(0, 400), 4), strict=True))
    summary = (f"Tasks: {sum(counts.values())} total, {counts['running']:>3} running, "
               f"{counts['sleeping']:>3} sleeping, {counts['stopped']:>3} stopped, "
               f"{counts['zombie']:>3} zombie")
    head = (f"top - 10:{rng.randint(0, 59):02d}:01 up 12 days,  3:04,  1 user,  load average: "
            f"{rng.uniform(0, 8):.2f}, {rng.uniform(0, 8):.2f}, {rng.uniform(0, 8):.2f}")
    return counts, summary, "\n".join([head, summary, "%Cpu(s): 78.2 us,  5.1 sy,  0.0 ni, 15.9 id"])


def _ss(rng: random.Random) -> tuple[dict[str, int], str, str]:
    counts = {"estab": rng.randint(10, 900), "closed": rng.randint(10, 2000),
              "orphaned": rng.randint(0, 9), "timewait": rng.randint(10, 2000)}
    summary = (f"TCP:   {sum(counts.values()) + rng.randint(0, 50)} (estab {counts['estab']}, closed "
               f"{counts['closed']}, orphaned {counts['orphaned']}, timewait {counts['timewait']})")
    return counts, summary, "\n".join([f"Total: {rng.randint(2000, 6000)} (kernel 0)", summary])


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the summary quoted, output)."""
    rng = random.Random(412)
    found = []
    while len(found) < 60:
        make, forms = (_top, TASK_FORMS) if len(found) % 2 else (_ss, SOCKET_FORMS)
        counts, summary, output = make(rng)
        if len(set(counts.values())) < len(counts):
            continue
        category = rng.choice(list(forms))
        other = rng.choice([c for c in counts if c != category])
        form = rng.choice(forms[category])
        found.append((form.format(n=counts[category]), form.format(n=counts[other]), summary, output))
    return found


def test_another_category_s_count_fails() -> None:
    assert not_rejected((forged, summary, output) for _, forged, summary, output in _probes()) == []


def test_each_category_s_own_count_passes() -> None:
    assert not_passed((faithful, summary, output) for faithful, _, summary, output in _probes()) == []
