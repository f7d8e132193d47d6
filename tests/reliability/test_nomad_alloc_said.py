"""An allocation's status and task group as the `Allocations` section of `nomad job status` prints
them (`分配 c7c2a3b4 处于 failed 状态`, `c7c2a3b4 属于 worker 任务组`, `allocation c7c2a3b4 is failed`),
pass; another allocation's status or group fails.

    Allocations
    ID        Node ID   Task Group  Version  Desired  Status    Created    Modified
    8ba85cef  171a583b  web         2        run      running   5m ago     4m51s ago
    c7c2a3b4  4d1e9f02  worker      2        run      failed    12m ago    11m3s ago

49 of 60 forged claims passed (at 8863ac7): `Node ID`, `Task Group` were split word by word (their
`ago` cells made as many), so every column was another.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

GROUPS = ("web", "worker", "cache", "api", "ingest", "billing")
STATUS = ("{a} 处于 {s} 状态", "分配 {a} 处于 {s} 状态", "allocation {a} is {s}",
          "the status of allocation {a} is {s}")
GROUP = ("{a} 属于 {g} 任务组", "分配 {a} 属于任务组 {g}", "allocation {a} belongs to task group {g}")


def _hex(rng: random.Random) -> str:
    return f"{rng.getrandbits(32):08x}"


def _ago(seconds: int) -> str:
    """A time as nomad prints it: its two largest units, from the first that is not zero."""
    units = [(seconds // 86400, "d"), (seconds // 3600 % 24, "h"), (seconds // 60 % 60, "m"),
             (seconds % 60, "s")]
    first = next(n for n, (value, _) in enumerate(units) if value)
    return "".join(f"{value}{unit}" for value, unit in units[first:first + 2] if value) + " ago"


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    groups = rng.sample(GROUPS, rng.randint(2, 3))
    nodes = [_hex(rng) for _ in range(3)]
    rows = []
    for _ in range(rng.randint(3, 5)):
        desired = "stop" if rng.random() < 0.3 else "run"
        status = rng.choice(("complete", "failed")) if desired == "stop" else \
            rng.choice(("running", "running", "pending", "failed"))
        created = rng.choice((rng.randint(60, 3600), rng.randint(3600, 86400), rng.randint(86400, 400000)))
        modified = rng.randint(created * 2 // 3, created - 5)
        rows.append({"id": _hex(rng), "node": rng.choice(nodes), "group": rng.choice(groups),
                     "version": str(rng.randint(0, 4)), "desired": desired, "status": status,
                     "created": created, "modified": modified})
    if len({r["id"] for r in rows}) < len(rows) or {r["id"] for r in rows} & set(nodes):
        return None
    rows.sort(key=lambda r: r["created"])
    table = [["ID", "Node ID", "Task Group", "Version", "Desired", "Status", "Created", "Modified"]]
    table += [[r["id"], r["node"], r["group"], r["version"], r["desired"], r["status"], _ago(r["created"]),
               _ago(r["modified"])] for r in rows]
    widths = [max(len(cell) for cell in column) for column in zip(*table, strict=True)]
    lines = ["Allocations", *("  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True))
                              .rstrip() for line in table)]
    one = rng.choice(rows)
    field, forms, key = rng.choice((("status", STATUS, "s"), ("group", GROUP, "g")))
    others = sorted({r[field] for r in rows} - {one[field]})
    if not others:
        return None
    form = rng.choice(forms)
    return (form.format(a=one["id"], **{key: one[field]}),
            form.format(a=one["id"], **{key: rng.choice(others)}), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4979)


def test_an_allocation_s_own_status_and_group_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_allocation_s_status_or_group_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
