"""A claim giving a memory pool's use its maximum (or the other way) never passes.

JVM memory summaries as a diagnosis agent reads them (`jcmd GC.heap_info`-like lines, one pool
a line: `Heap: used 3.2GB / committed 3.6GB / max 4.0GB, GC count 12, GC time 3.4s`), two or
three pools, one line quoted, the output cited. The claim gives a pool's use its maximum, or its
maximum its use (`堆内存已用 4.0GB`, `the metaspace's max is 210MB`): pool and value are both
the line's, so 54 of 60 passed (6 REJECT) before items split by a `/` between blanks were read
as a list (gatekeeper.rules.support.evidence.fields); all fail now (REJECT), and each pool's own
values pass.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

POOLS = (("Heap", "堆内存", "heap"), ("Metaspace", "元空间", "metaspace"), ("Old Gen", "老年代", "old gen"))
FORMS = {"used": ("{zh}已用 {v}", "{zh}使用了 {v}", "the {en}'s used memory is {v}"),
         "max": ("{zh}上限为 {v}", "{zh}最大 {v}", "the {en}'s max is {v}")}


def _size(rng: random.Random, low: int, high: int) -> str:
    return f"{rng.randint(low, high)}MB" if rng.random() < 0.5 else f"{rng.randint(low, high) / 10:.1f}GB"


def _probes() -> list[tuple[str, str, str, str]]:
    """(faithful claim, forged claim, the line quoted, output)."""
    rng = random.Random(4096)
    found = []
    while len(found) < 60:
        lines, values = [], {}
        for name, zh, en in rng.sample(POOLS, rng.randint(2, 3)):
            used, committed, top = _size(rng, 10, 30), _size(rng, 31, 35), _size(rng, 36, 80)
            if len({used, committed, top}) < 3:
                continue
            lines.append(f"{name}: used {used} / committed {committed} / max {top}, "
                         f"GC count {rng.randint(1, 300)}, GC time {rng.randint(1, 90) / 10}s")
            values[lines[-1]] = (zh, en, {"used": used, "max": top})
        if not lines:
            continue
        line = rng.choice(lines)
        zh, en, own = values[line]
        field, other = rng.sample(("used", "max"), 2)
        if sum(own[other] in other_line for other_line in lines) > 1:
            continue
        form = rng.choice(FORMS[field])
        found.append((form.format(zh=zh, en=en, v=own[field]), form.format(zh=zh, en=en, v=own[other]),
                      line, "\n".join(lines)))
    return found


def test_the_pool_s_other_value_fails() -> None:
    assert not_rejected((forged, line, output) for _, forged, line, output in _probes()) == []


def test_each_pool_s_own_values_pass() -> None:
    assert not_passed((faithful, line, output) for faithful, _, line, output in _probes()) == []
