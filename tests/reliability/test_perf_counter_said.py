"""A hardware or software counter as `perf stat` prints it (`cache-misses 为 12,345,678`, `缓存未命中
12,345,678 次`, `上下文切换 1,204 次`), pass; another counter's count fails.

     Performance counter stats for 'sleep 5':
         12,345,678      cache-misses              #   10.000 % of all cache refs
          1,234,567      branch-misses             #    0.52% of all branches

`cache-misses 为 1,234,567` (the branches') passed (at 3f755b4): a count before its event's name
was no field.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"cycles": ("cycles 为 {v}", "时钟周期数为 {v}"),
        "instructions": ("instructions 为 {v}", "执行了 {v} 条指令"),
        "cache-references": ("cache-references 为 {v}", "缓存引用 {v} 次"),
        "cache-misses": ("cache-misses 为 {v}", "缓存未命中 {v} 次", "there were {v} cache misses"),
        "branch-misses": ("branch-misses 为 {v}", "分支未命中 {v} 次", "there were {v} branch misses"),
        "context-switches": ("context-switches 为 {v}", "上下文切换 {v} 次", "{v} context switches"),
        "page-faults": ("page-faults 为 {v}", "缺页 {v} 次", "{v} page faults")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    events = rng.sample(tuple(SAID), rng.randint(3, 6))
    counts = {event: rng.randint(100, 10**10) for event in events}
    lines = [" Performance counter stats for "
             f"'{rng.choice(('sleep 5', './bench', 'java -jar app.jar'))}':", ""]
    lines += [f"{counts[e]:>19,}      {e:<25}"
              + (f" #   {rng.randint(0, 99)}.{rng.randint(0, 999):03d} % of all cache refs"
                 if e == "cache-misses" else "") for e in events]
    lines += ["", f"       {rng.randint(1, 9)}.{rng.randint(0, 10**9):09d} seconds time elapsed"]
    one, other = rng.sample(events, 2)
    form = rng.choice(SAID[one])
    return form.format(v=f"{counts[one]:,}"), form.format(v=f"{counts[other]:,}"), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4832)


def test_a_counter_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_counter_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
