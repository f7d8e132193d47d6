"""A release's status restated from `helm history` or `helm list` (`revision 43 的状态为
deployed`, `web 的状态为 failed`) passes, and another revision's or release's status fails.

Helm pads its cells and separates them with a tab (`42      \tTue Dec  1 09:15:40 2026\tfailed`),
and a cell may hold two spaces (`Dec  1`): the lines were no table, and every forged claim passed.
Now a tab ends a cell (`gatekeeper.rules.support.text.tables`), and the rows are read as any
tool's.
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

STATUSES = ("deployed", "failed", "superseded", "pending-upgrade", "uninstalled")
SAID = ("{r} 的状态为 {s}", "{r} 的 STATUS 是 {s}", "{r} status is {s}", "{r}状态为{s}")


def _tabbed(header: list[str], rows: list[list[str]]) -> str:
    """As helm prints a table: each cell padded to its column's width, then a tab."""
    widths = [max(len(cell) for cell in column) for column in zip(header, *rows, strict=True)]
    return "\n".join("\t".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
                     for line in (header, *rows))


def _stamp(rng: random.Random) -> str:
    day = rng.randint(1, 30)
    return (f"{rng.choice(('Mon', 'Tue', 'Wed', 'Thu', 'Fri'))} Nov {day:>2} "
            f"{rng.randint(0, 23):02}:{rng.randint(0, 59):02}:{rng.randint(0, 59):02} 2026")


def _history(rng: random.Random) -> tuple[list[str], list[str], str]:
    """(revision names, their statuses, `helm history`'s output)."""
    first = rng.randint(2, 60)
    count = rng.randint(2, 5)
    statuses = [rng.choice(("superseded", "failed")) for _ in range(count - 1)] + ["deployed"]
    chart = rng.choice(SERVICES)
    rows = [[str(first + n), _stamp(rng), status, f"{chart}-1.{rng.randint(0, 9)}.{rng.randint(0, 9)}",
             f"1.{rng.randint(0, 9)}.0", "Upgrade complete" if status != "failed" else
             f'Upgrade "{chart}" failed: timed out waiting for the condition']
            for n, status in enumerate(statuses)]
    names = [f"revision {row[0]}" for row in rows]
    return names, statuses, _tabbed(["REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION",
                                     "DESCRIPTION"], rows)


def _releases(rng: random.Random) -> tuple[list[str], list[str], str]:
    """(release names, their statuses, `helm list`'s output)."""
    names = rng.sample(SERVICES, rng.randint(2, 4))
    statuses = [*rng.sample(STATUSES, 2), *(rng.choice(STATUSES) for _ in names[2:])]
    rows = [[name, rng.choice(("default", "prod", "payments")), str(rng.randint(1, 90)),
             f"2026-11-{rng.randint(1, 30):02} {rng.randint(0, 23):02}:{rng.randint(0, 59):02}:00 UTC",
             status, f"{name}-2.{rng.randint(0, 9)}.0", f"2.{rng.randint(0, 9)}.0"]
            for name, status in zip(names, statuses, strict=True)]
    return names, statuses, _tabbed(["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART",
                                     "APP VERSION"], rows)


def _probe(rng: random.Random) -> tuple[str, str, str]:
    names, statuses, output = rng.choice((_history, _releases))(rng)
    at = rng.randrange(len(names))
    other = rng.choice([s for s in statuses if s != statuses[at]])  # another row's
    said = rng.choice(SAID)
    return (said.format(r=names[at], s=statuses[at]), said.format(r=names[at], s=other), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4343)
    return [_probe(rng) for _ in range(60)]


def test_a_release_s_own_status_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_revision_s_status_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
