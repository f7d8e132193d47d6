"""A Helm revision said to have succeeded, failed, been superseded or be pending, while its
`helm history` row's STATUS excludes it, fails; the revision as printed passes.

`revision 12 的状态为 deployed` and `the latest release succeeded` citing `helm history pay-svc`,
whose revision 12 is `failed`: no row printed `deployed` and a judgement is no anchor, so the
claim passed (`evidence/helm_releases.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: a state said -> its claims, of a revision written {r}
SAID = {
    "ok": ("{r} 部署成功", "{r} 的状态为 deployed", "{r} was deployed successfully", "{r} 升级成功",
           "{r} succeeded"),
    "failed": ("{r} 部署失败", "{r} 的状态为 failed", "{r} failed", "{r} 升级失败"),
    "superseded": ("{r} 已被替代", "{r} is superseded", "{r} 的状态为 superseded"),
    "pending": ("{r} 的状态为 pending-upgrade", "{r} is pending", "{r} 还在进行中"),
}
#: a row's STATUS -> the states it excludes (Helm marks a rolled-back failed revision superseded;
#: one left pending by a killed upgrade may be said to have failed)
EXCLUDED = {"deployed": ("failed", "superseded", "pending"), "failed": ("ok", "superseded", "pending"),
            "superseded": ("pending",), "pending-upgrade": ("ok", "superseded")}
HOLDS = {"deployed": ("ok",), "failed": ("failed",), "superseded": ("superseded",),
         "pending-upgrade": ("pending",)}
SERVICES = ("pay-svc", "order-api", "auth-gw", "cart", "inventory")
DESCRIPTIONS = {"deployed": "Upgrade complete", "superseded": "Upgrade complete",
                "failed": 'Upgrade "{s}" failed: timed out waiting for the condition',
                "pending-upgrade": "Preparing upgrade"}


def _history(rng: random.Random) -> tuple[str, list[tuple[int, str, str]], list[str]]:
    """(the output, its rows: revision, STATUS, CHART, and their lines)."""
    service = rng.choice(SERVICES)
    first = rng.randint(1, 40)
    count = rng.randint(2, 5)
    last = rng.choice(("deployed", "failed", "pending-upgrade"))
    statuses = [rng.choice(("superseded", "failed")) for _ in range(count - 1)] + [last]
    if last != "deployed" and "superseded" in statuses:
        statuses[statuses.index("superseded", 0)] = "deployed"  # the one still live
    rows = [(first + n, status, f"{service}-1.{n + 3}.{rng.randint(0, 9)}")
            for n, status in enumerate(statuses)]
    lines = ["REVISION\tUPDATED                 \tSTATUS         \tCHART          \tAPP VERSION\tDESCRIPTION"]
    for n, (revision, status, chart) in enumerate(rows):
        lines.append(f"{revision:<8}\tSun Dec  6 {9 + n:02d}:{rng.randint(0, 59):02d}:01 2026\t{status:<15}\t"
                     f"{chart:<15}\t{chart.rpartition('-')[2]:<11}\t{DESCRIPTIONS[status].format(s=service)}")
    return f"$ helm history {service}\n" + "\n".join(lines), rows, lines[1:]


def _draw(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, forged claim, excerpt, output): the excerpt is the revision's line, or
    the whole history."""
    output, rows, lines = _history(rng)
    index = rng.randrange(len(rows))
    revision, status, chart = rows[index]
    held, wrong = rng.choice(HOLDS[status]), rng.choice(EXCLUDED[status])
    english = rng.random() < 0.5  # one language a claim (`最近一次发布 failed` reads `failed` as a subject)
    faithful, forged = (rng.choice([f for f in SAID[group] if f.isascii() == english] or SAID[group])
                        for group in (held, wrong))
    names = [f"revision {revision}", chart] if english else [f"版本 {revision}", f"第 {revision} 个版本",
                                                             chart]
    if index == len(rows) - 1:
        names += ["the latest release"] if english else ["最新版本", "最近一次发布"]
    name = rng.choice(names)
    excerpt = output if rng.random() < 0.5 else lines[index]
    return faithful.format(r=name), forged.format(r=name), excerpt, output


def _probes() -> list[tuple[str, str, str, str]]:
    rng = random.Random(4127)
    return [_draw(rng) for _ in range(60)]


def test_a_revision_said_in_a_state_its_status_excludes_fails() -> None:
    assert not_rejected((forged, excerpt, output) for _, forged, excerpt, output in _probes()) == []


def test_the_revision_as_printed_passes() -> None:
    assert not_passed((faithful, excerpt, output) for faithful, _, excerpt, output in _probes()) == []
