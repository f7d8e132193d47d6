"""A task group's allocations in a state as `nomad job status` prints them (`web 任务组有 7 个失败`,
`worker has 2 queued allocations`), pass; another group's count, or another state's, fails.

    Summary
    Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown
    web         0       1         3        7       0         0     0
    worker      2       0         1        0       4         1     0

`worker 任务组有 7 个失败` (web's) passed (at 3f755b4): no word of a claim's named the states'
columns.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

STATES = ("Queued", "Starting", "Running", "Failed", "Complete", "Lost", "Unknown")
SAID = {"Queued": ("{g} 任务组有 {v} 个分配在排队", "{g} has {v} queued allocations"),
        "Running": ("{g} 任务组有 {v} 个运行中的分配", "{g} 有 {v} 个实例在运行",
                    "{g} has {v} running allocations"),
        "Failed": ("{g} 任务组有 {v} 个失败", "{g} 失败了 {v} 个分配", "{g} has {v} failed allocations"),
        "Complete": ("{g} 任务组已完成 {v} 个分配", "{g} has {v} complete allocations"),
        "Lost": ("{g} 丢失了 {v} 个分配", "{g} has {v} lost allocations")}
GROUPS = ("web", "worker", "cache", "api-gateway", "billing", "ingest")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    groups = rng.sample(GROUPS, rng.randint(2, 4))
    rows = {group: {state: rng.choice((0, 0, 1, 2, 3, 5, 7, 12, 16, 31)) for state in STATES}
            for group in groups}
    width = max(12, *(len(g) + 2 for g in groups))
    lines = ["ID            = api", "Name          = api", "Type          = service",
             "Status        = running", "", "Summary",
             "Task Group".ljust(width) + "  ".join(s.ljust(8) for s in STATES).rstrip()]
    lines += [group.ljust(width) + "  ".join(str(rows[group][s]).ljust(8) for s in STATES).rstrip()
              for group in groups]
    one = rng.choice(groups)
    state = rng.choice(tuple(SAID))
    value = rows[one][state]
    form = rng.choice(SAID[state])
    faithful = form.format(g=one, v=value)
    others = [g for g in groups if rows[g][state] != value]
    if rng.random() < 0.5 and others:  # another group's count of the state
        other = rng.choice(others)
        return faithful, form.format(g=one, v=rows[other][state]), "\n".join(lines)
    wrong = [s for s in SAID
             if rows[one][s] != value and sum(rows[g][s] == rows[one][s] for g in groups) == 1]
    if not wrong:  # another state's count of the group
        return None
    return faithful, form.format(g=one, v=rows[one][rng.choice(wrong)]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4812)


def test_a_group_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_group_s_or_state_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
