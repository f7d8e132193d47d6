"""An OSD's row of `ceph osd df` as a claim says it (`OSD 0 使用率为 87.12%`, `osd.1 有 98 个 PG`,
`OSD 1 处于 down 状态`), pass; another OSD's value fails.

A row is numbered by its `ID`, which no word named (`OSD 1`), and `%USE` and `PGS` by
none of a claim's words, so `OSD 1 使用率为 87.12%` (OSD 0's) passed (at 89443fd, 29 of 60 forged
claims passed). Now `osd` numbers a row by its `ID`
(`gatekeeper.rules.support.evidence.table_rows`) and the columns are named
(`gatekeeper.rules.support.evidence.table_words`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

SAID = {"%use": ("OSD {i} 使用率为 {v}%", "OSD {i} is {v}% full"),
        "pgs": ("OSD {i} 有 {v} 个 PG", "OSD {i} has {v} PGs"),
        "avail": ("OSD {i} 可用空间为 {v} GiB", "OSD {i} has {v} GiB available"),
        "status": ("OSD {i} 处于 {v} 状态", "OSD {i} is {v}")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    rows = []
    for osd in range(rng.randint(2, 5)):
        size = rng.choice((932, 1863, 3726))
        used = rng.randint(50, size - 20)
        rows.append({"id": osd, "size": size, "used": used, "avail": size - used,
                     "%use": f"{used * 100 / size:.2f}", "pgs": rng.randint(40, 200),
                     "status": rng.choice(("up", "down"))})
    head = ("ID  CLASS  WEIGHT   REWEIGHT  SIZE      RAW USE   DATA      OMAP     META     AVAIL     %USE   "
            "VAR   PGS  STATUS")
    lines = ["$ ceph osd df", head]
    lines += [f"{r['id']:>2}    hdd  0.90970   1.00000  {r['size']:>4} GiB  {r['used']:>4} GiB  "
              f"{r['used'] - 2:>4} GiB  12 MiB  1.9 GiB  {r['avail']:>4} GiB  {r['%use']:>5}  1.00  "
              f"{r['pgs']:>3}  {r['status']:>6}" for r in rows]
    row = rng.choice(rows)
    kind = rng.choice(tuple(SAID))
    others = [r[kind] for r in rows if r[kind] != row[kind]]
    if not others or (kind == "status" and row[kind] != "up"):  # every OSD alike: another count;
        kind, others = "pgs", [r["pgs"] for r in rows if r["pgs"] != row["pgs"]] or [row["pgs"] + 7]  # (`up`
        # said of a down OSD is left: a word of two letters is read as no cell, `set up`, `up to`)
    form = rng.choice(SAID[kind])
    forged = rng.choice(others)
    return form.format(i=row["id"], v=row[kind]), form.format(i=row["id"], v=forged), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4526)
    return [_probe(rng) for _ in range(60)]


def test_an_osd_s_own_values_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_osd_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
