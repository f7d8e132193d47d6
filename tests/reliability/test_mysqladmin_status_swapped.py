"""`mysqladmin status` restated (`慢查询 7 条`, `打开的表有 113 个`, `已运行 1 小时` for `Uptime:
3600`) passes, and another field's value fails.

Its line names fields of several words (`Slow queries: 7  Open tables: 113`), so it was read as no
fields: 41 of 60 forged claims passed (`慢查询有 12 条`, the threads' 12), and 19 faithful
ones failed (the uptime in seconds restated in hours). Now a name may be words
(gatekeeper.rules.support.evidence.fields), `打开的表` names `Open tables`, and `Uptime` is a
duration (gatekeeper.rules.support.evidence.bare).
"""

from __future__ import annotations

import random

from loghub_quotes import not_failed, not_passed, not_rejected

FORMS = {"slow queries": ("慢查询有 {v} 条", "there were {v} slow queries"),
         "threads": ("当前线程数为 {v}", "the server is running {v} threads"),
         "open tables": ("打开的表有 {v} 个", "{v} tables are open")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    values = dict(zip(FORMS, rng.sample(range(2, 400), 3), strict=True))
    hours = rng.randint(1, 48)
    questions = rng.randint(10**4, 10**6)
    output = (f"Uptime: {hours * 3600}  Threads: {values['threads']}  Questions: {questions}  "
              f"Slow queries: {values['slow queries']}  Opens: {rng.randint(400, 900)}  Flush tables: 1  "
              f"Open tables: {values['open tables']}  Queries per second avg: {rng.uniform(1, 900):.3f}")
    if rng.random() < 0.25:
        form = rng.choice(("数据库已运行 {v} 小时", "the server has been up for {v} hours"))
        return form.format(v=hours), form.format(v=hours + rng.randint(1, 5)), output
    field, other = rng.sample(list(FORMS), 2)
    form = rng.choice(FORMS[field])
    return form.format(v=values[field]), form.format(v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(3600)
    return [_probe(rng) for _ in range(60)]


def test_the_status_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_field_s_value_fails() -> None:
    swapped = [(forged, output, output) for _, forged, output in _probes() if "小时" not in forged
               and "hours" not in forged]
    assert not_rejected(swapped) == []
    # another uptime is written nowhere: it fails (LOW_CONFID), contradicted by no field
    other_uptime = [(forged, output, output) for _, forged, output in _probes() if "小时" in forged
                    or "hours" in forged]
    assert other_uptime and not_failed(other_uptime) == []
