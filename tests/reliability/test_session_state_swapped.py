"""A claim giving one of PostgreSQL's session states another state's count never passes, and
the counts as printed pass.

`SELECT state, count(*) FROM pg_stat_activity GROUP BY state` in `psql` as a diagnosis agent
reads it: `active`, `idle`, `idle in transaction` rows and their counts. The claim counts the
sessions in a state in Chinese (`有 12 个活跃连接`, `空闲连接有 30 个`, `事务中空闲的连接有 5 个`)
or English (`12 connections are active`); the forged one gives it another state's count. The
states were named in English only, so before, 50 of the 60 forged claims passed. Now a table
whose first column is `state` has its rows named in Chinese too
(gatekeeper.rules.support.evidence.table_words): every forged claim fails REJECT, every
faithful one passes.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = {"active": ("有 {v} 个活跃连接", "活动会话数为 {v}", "{v} connections are active"),
         "idle": ("空闲连接有 {v} 个", "空闲会话数为 {v}"),
         "idle in transaction": ("事务中空闲的连接有 {v} 个", "事务内空闲会话数为 {v}")}


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(5432)
    found = []
    while len(found) < 60:
        counts = dict(zip(FORMS, rng.sample(range(1, 300), len(FORMS)), strict=True))
        width = 19
        rows = "\n".join(f" {state.ljust(width)} | {str(count).rjust(5)}" for state, count in counts.items())
        output = (f"{'state'.center(width + 2)}| count\n{'-' * (width + 2)}+-------\n{rows}\n"
                  f"({len(counts)} rows)")
        state, other = rng.sample(list(FORMS), 2)
        form = rng.choice(FORMS[state])
        found.append((form.format(v=counts[state]), form.format(v=counts[other]), output))
    return found


def test_a_session_state_given_another_s_count_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_session_states_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
