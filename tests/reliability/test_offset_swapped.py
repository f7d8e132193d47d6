"""A claim giving a partition's offset the row's other offset never passes.

`kafka-consumer-groups --describe` as a diagnosis agent reads it: one group's two to six
partitions of a topic, each with `CURRENT-OFFSET`, `LOG-END-OFFSET` and `LAG`, the whole output
cited. The claim gives a partition's committed offset the row's log-end offset, or the other way
round (`orders 分区 2 的 CURRENT-OFFSET 为 15230`). Both columns' names share `offset`, so the
clause named both, and a column the clause names is never the other column of a swap: 60 of 60
passed before a part two columns share stopped naming either
(gatekeeper.rules.support.evidence.tables); all fail now (REJECT), and each row's own offsets
pass.
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

FORMS = {
    "CURRENT-OFFSET": ("{t} 分区 {p} 的 CURRENT-OFFSET 为 {v}", "partition {p} of {t} has CURRENT-OFFSET {v}",
                       "{t} 分区 {p} 的当前偏移量为 {v}", "the current offset of {t} partition {p} is {v}"),
    "LOG-END-OFFSET": ("{t} 分区 {p} 的 LOG-END-OFFSET 为 {v}", "partition {p} of {t} has LOG-END-OFFSET {v}",
                       "{t} 分区 {p} 的最新偏移量为 {v}", "the log end offset of {t} partition {p} is {v}"),
}
HEADER = ["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG", "CONSUMER-ID"]


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(9092)
    found = []
    while len(found) < 60:
        topic = rng.choice(("orders", "payments", "inventory-events"))
        group = f"{topic}-consumer"
        rows = []
        for partition in range(rng.randint(2, 6)):
            current = rng.randint(1000, 90000)
            end = current + rng.randint(1, 5000)
            rows.append([group, topic, str(partition), str(current), str(end), str(end - current),
                         f"consumer-{rng.randint(1, 4)}-{rng.getrandbits(32):08x}"])
        output = aligned_table(HEADER, rows)
        row = rng.choice(rows)
        column, other = rng.sample(("CURRENT-OFFSET", "LOG-END-OFFSET"), 2)
        if sum(r[HEADER.index(other)] == row[HEADER.index(other)] for r in rows) > 1:
            continue  # another row's value too: the row check's (test_row_swapped)
        form = rng.choice(FORMS[column])
        found.append((form.format(t=topic, p=row[2], v=row[HEADER.index(column)]),
                      form.format(t=topic, p=row[2], v=row[HEADER.index(other)]), output))
    return found


def test_the_row_s_other_offset_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_row_s_own_offset_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
