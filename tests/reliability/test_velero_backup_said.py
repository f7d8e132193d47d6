"""A backup's status, errors and warnings as `velero backup get` prints them (`daily-20261206010000
备份部分失败`, `pre-upgrade-db 备份已完成`, `daily-20261206010000 has 3 errors`), pass; another backup's
status or count fails.

    NAME                   STATUS            ERRORS   WARNINGS   CREATED                         EXPIRES   ...
    daily-20261206010000   PartiallyFailed   3        1          2026-12-06 01:00:00 +0000 UTC   28d       ...
    pre-upgrade-db         Completed         0        0          2026-12-04 14:22:31 +0000 UTC   26d       ...

19 of 60 forged claims passed (at 8863ac7): `已完成`, `部分失败`, `正在进行` said no STATUS, `警告` named
no WARNINGS.
"""

from __future__ import annotations

import datetime
import random

from loghub_quotes import drawn, not_passed, not_rejected

NOW = datetime.datetime(2026, 12, 7, 9, 30)
STATUS = {"Completed": ("{b} 备份已完成", "backup {b} completed"),
          "PartiallyFailed": ("{b} 备份部分失败", "backup {b} partially failed"),
          "Failed": ("{b} 备份失败", "backup {b} failed"),
          "InProgress": ("{b} 备份正在进行中", "backup {b} is still in progress")}
NAMED_STATUS = ("{b} 的状态为 {s}", "{b} is {s}")
#: The statuses a claim of another may not be given: a partially failed backup failed, and completed
#: (with errors), in words.
CLOSE = {frozenset(("PartiallyFailed", "Failed")), frozenset(("PartiallyFailed", "Completed"))}
ERRORS = ("{b} 有 {n} 个错误", "backup {b} has {n} error{p}", "{b} 备份报了 {n} 个错误")
WARNINGS = ("{b} 有 {n} 个警告", "backup {b} has {n} warning{p}")
NAMED = ("pre-upgrade-db", "before-migration", "manual-prod", "pre-upgrade-1-29", "etcd-snapshot")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    rows = []
    for n in range(rng.randint(3, 5)):
        created = NOW - datetime.timedelta(days=n + rng.randint(0, 2), hours=rng.randint(0, 6))
        if rng.random() < 0.3:
            name = rng.choice(NAMED)
            created = created.replace(minute=rng.randint(0, 59), second=rng.randint(0, 59))
        else:
            created = created.replace(hour=1, minute=0, second=0)
            name = f"{rng.choice(('daily', 'nightly', 'weekly'))}-{created:%Y%m%d%H%M%S}"
        status = "InProgress" if n == 0 and rng.random() < 0.3 else \
            rng.choice(("Completed", "Completed", "PartiallyFailed", "Failed"))
        errors = rng.choice((1, 2, 3, 5, 12)) if status == "PartiallyFailed" else 0
        warnings = 0 if status == "InProgress" else rng.choice((0, 0, 1, 2, 4, 7))
        expires = 30 - (NOW - created).days - 1
        rows.append([name, status, str(errors), str(warnings), f"{created} +0000 UTC", f"{expires}d",
                     "default", "<none>"])
    if len({r[0] for r in rows}) < len(rows):
        return None
    rows.sort(key=lambda row: row[4], reverse=True)
    header = ["NAME", "STATUS", "ERRORS", "WARNINGS", "CREATED", "EXPIRES", "STORAGE LOCATION", "SELECTOR"]
    widths = [max(len(cell) for cell in column) for column in zip(header, *rows, strict=True)]
    lines = ["   ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
             for line in (header, *rows)]
    one = rng.choice(rows)
    facet = rng.choice(("status", "status", "errors", "warnings"))
    if facet == "status":
        others = sorted({r[1] for r in rows} - {one[1]}
                        - {s for s in STATUS if frozenset((s, one[1])) in CLOSE})
        if not others:
            return None
        other, form = rng.choice(others), rng.randrange(4)
        if form < 2:
            said, forged = STATUS[one[1]][form], STATUS[other][form]
            return said.format(b=one[0]), forged.format(b=one[0]), "\n".join(lines)
        said = NAMED_STATUS[form - 2]
        return said.format(b=one[0], s=one[1]), said.format(b=one[0], s=other), "\n".join(lines)
    column = 2 if facet == "errors" else 3
    others = sorted({r[column] for r in rows} - {one[column]})
    if not others:
        return None
    form = rng.choice(ERRORS if facet == "errors" else WARNINGS)
    forged = rng.choice(others)
    return (form.format(b=one[0], n=one[column], p="" if one[column] == "1" else "s"),
            form.format(b=one[0], n=forged, p="" if forged == "1" else "s"), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4983)


def test_a_backup_s_own_status_and_counts_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_backup_s_status_or_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
