"""A claim naming the wrong node as the one elected leader or promoted primary never passes.

Generated cluster logs as a diagnosis agent reads them: a Raft group's or a Kafka controller's
election (`[raft] node-3 became leader for term 8`, `broker-2 was elected leader for partition
3`) or a database failover (`db-2 promoted to primary`), the other members logging ordinary
lines (`node-1 stepped down to follower`, `replication ok`). The claim names another member as
the new leader or primary (`node-1 成为了新的 leader`, `db-1 was promoted to primary`): the node
and the words are both the output's, so every such claim passed with no finding (60 of 60)
before an election and a promotion were events of the bilingual glossary, attributed as an
exception is (gatekeeper.rules.support.text.glossary, evidence.attributed); all fail now, and
the same claims for the member the lines name pass.
"""

from __future__ import annotations

import random

from loghub_quotes import clock_stamp, not_passed, not_rejected

#: (members, the line of the event, the claims' forms)
CLUSTERS = (
    (("node-1", "node-2", "node-3"), "[raft] {m} became leader for term {t}",
     ("{m} 成为了新的 leader", "{m} became the new leader", "{m} 当选为 leader")),
    (("broker-1", "broker-2", "broker-3"), "[controller] {m} was elected leader for partition {t}",
     ("{m} 成为 leader", "{m} was elected leader")),
    (("db-1", "db-2", "db-3"), "[orchestrator] failover done: {m} promoted to primary",
     ("{m} 被提升为主库", "{m} was promoted to primary", "{m} became the new primary")),
)
ORDINARY = ("{m} stepped down to follower", "{m} replication ok, lag 0s", "{m} heartbeat ok")


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(4)
    found = []
    while len(found) < 60:
        members, event, forms = rng.choice(CLUSTERS)
        elected, other = rng.sample(members, 2)
        lines = [event.format(m=elected, t=rng.randint(2, 90))]
        lines += [rng.choice(ORDINARY).format(m=member) for member in members if member != elected]
        rng.shuffle(lines)
        clock = rng.randint(0, 80000)
        output = "\n".join(f"{clock_stamp(clock + n)} INFO {line}" for n, line in enumerate(lines))
        form = rng.choice(forms)
        found.append((form.format(m=elected), form.format(m=other), output))
    return found


def test_another_member_named_leader_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_member_the_lines_name_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
