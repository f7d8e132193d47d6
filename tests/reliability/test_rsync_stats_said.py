"""A statistic `rsync --stats` prints said of itself (`共传输了 213 个普通文件`, `新建了 57 个文件`,
`目录数为 629`, `the total transferred file size is 318.44M`), pass; another statistic's value fails.

    Number of files: 12,431 (reg: 11,802, dir: 629)
    Number of created files: 57 (reg: 57)
    Number of regular files transferred: 213
    Total file size: 4.21G bytes
    Total transferred file size: 318.44M bytes

`共传输了 57 个普通文件` (the files created) passed (at 3f755b4): the lines were no fields.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"transferred": ("共传输了 {v} 个普通文件", "传输的文件数为 {v}",
                        "{v} regular files were transferred"),
        "created": ("新建了 {v} 个文件", "创建的文件数为 {v}", "{v} files were created"),
        "deleted": ("删除了 {v} 个文件", "{v} files were deleted"),
        "dirs": ("目录数为 {v}", "共有 {v} 个目录", "{v} directories"),
        "size": ("总文件大小为 {v}", "the total file size is {v}"),
        "transferred size": ("传输的文件总大小为 {v}", "the total transferred file size is {v}")}
COUNTS = ("transferred", "created", "deleted", "dirs")


def _size(rng: random.Random) -> str:
    return f"{rng.randint(1, 999)}.{rng.randint(10, 99)}{rng.choice('KMG')}"


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    regular, dirs = rng.randint(1000, 99_999), rng.randint(10, 5000)
    created, deleted = rng.randint(1, 900), rng.randint(0, 300)
    counts = {"transferred": rng.randint(created, created + 2000), "created": created, "deleted": deleted,
              "dirs": dirs}
    if len(set(counts.values())) < len(counts):
        return None
    sizes = {"size": _size(rng), "transferred size": _size(rng)}
    if sizes["size"] == sizes["transferred size"]:
        return None
    lines = [f"Number of files: {regular + dirs:,} (reg: {regular:,}, dir: {dirs:,})",
             f"Number of created files: {created:,} (reg: {created:,})",
             f"Number of deleted files: {deleted:,}",
             f"Number of regular files transferred: {counts['transferred']:,}",
             f"Total file size: {sizes['size']} bytes",
             f"Total transferred file size: {sizes['transferred size']} bytes",
             f"Literal data: {sizes['transferred size']} bytes", "Matched data: 0 bytes",
             f"File list size: {rng.randint(1, 999)}.{rng.randint(10, 99)}K",
             f"Total bytes sent: {_size(rng)}",
             f"Total bytes received: {rng.randint(1, 99)}.{rng.randint(10, 99)}K",
             "", f"sent {_size(rng)} bytes  received {rng.randint(1, 99)}.{rng.randint(10, 99)}K bytes  "
             f"{rng.randint(1, 99)}.{rng.randint(10, 99)}M bytes/sec",
             f"total size is {sizes['size']}  speedup is {rng.randint(1, 99)}.{rng.randint(10, 99)}"]
    values = {**{k: f"{v:,}" for k, v in counts.items()}, **sizes}
    kind = rng.choice(tuple(SAID))
    others = [k for k in (("size", "transferred size") if kind in sizes else COUNTS) if k != kind]
    form = rng.choice(SAID[kind])
    return form.format(v=values[kind]), form.format(v=values[rng.choice(others)]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4820)


def test_a_statistic_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_statistic_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
