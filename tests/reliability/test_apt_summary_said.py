"""A count of apt's summary line said of its kind (`有 17 个软件包未升级`, `2 packages will be
upgraded`), pass; another kind's count fails.

    2 upgraded, 0 newly installed, 1 to remove and 17 not upgraded.

`有 17 个软件包被升级` (17 are not upgraded) passed (at 3f755b4): every number is the line's, and
its last two counts were no fields.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"upgraded": ("{n} 个软件包将被升级", "有 {n} 个软件包被升级", "{n} packages will be upgraded"),
        "installed": ("{n} 个软件包新安装", "将新安装 {n} 个软件包", "{n} packages are newly installed"),
        "removed": ("{n} 个软件包将被删除", "将卸载 {n} 个软件包", "{n} packages will be removed"),
        "kept": ("有 {n} 个软件包未升级", "{n} 个软件包没有升级", "{n} packages were not upgraded",
                 "{n} packages are held back")}
PACKAGES = ("libssl3", "openssl", "nginx", "linux-image-generic", "curl", "libcurl4", "tzdata", "sudo")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    counts = dict(zip(SAID, rng.sample(range(0, 60), 4), strict=True))
    upgraded = rng.sample(PACKAGES, min(counts["upgraded"], 4))
    lines = ["Reading package lists... Done", "Building dependency tree... Done",
             "Calculating upgrade... Done"]
    if upgraded:
        lines += ["The following packages will be upgraded:", "  " + " ".join(upgraded)]
    lines.append(f"{counts['upgraded']} upgraded, {counts['installed']} newly installed, "
                 f"{counts['removed']} to remove and {counts['kept']} not upgraded.")
    lines.append(f"Need to get {rng.randint(100, 99_999):,} kB of archives.")
    kind, other = rng.sample(tuple(SAID), 2)
    form = rng.randrange(len(SAID[kind]))
    said = SAID[kind][form]
    return said.format(n=counts[kind]), said.format(n=counts[other]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4819)


def test_a_kind_s_own_count_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_kind_s_count_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
