"""A mount's mode and a Job's completion restated (`/data 被挂载为只读` for `mount`'s `(ro,relatime)`;
`backup-28391022 尚未完成` for `kubectl get jobs`' `0/1`) pass, and the other mode or completion
fails.

The path, the Job's name and the ratio are the output's and neither word is an anchor: every
forged claim passed. Now a mount's first `ro`/`rw` option is read
(`gatekeeper.rules.support.evidence.mounts`) and a Job's COMPLETIONS as a pod's READY
(`gatekeeper.rules.support.evidence.readiness`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

MODES = {True: ("{p} 被挂载为只读", "{p} is mounted read-only", "{p}以只读方式挂载"),
         False: ("{p} 以读写方式挂载", "{p} is mounted read-write", "{p}可写")}
DONE = {True: ("{j} 任务已完成", "Job {j} has completed", "{j}已完成"),
        False: ("{j} 尚未完成", "Job {j} is incomplete", "{j}还没有完成")}


def _mount(rng: random.Random) -> tuple[str, str, str]:
    points = rng.sample(("/data", "/var/lib/docker", "/var/log", "/mnt/backup", "/srv/pg"), rng.randint(2, 4))
    read_only = {point: rng.random() < 0.5 for point in points}
    style = rng.choice(("mount", "proc"))
    lines = [f"/dev/sd{chr(97 + n)}1 on {point} type ext4 ({'ro' if read_only[point] else 'rw'},relatime)"
             if style == "mount" else
             f"/dev/sd{chr(97 + n)}1 {point} xfs {'ro' if read_only[point] else 'rw'},relatime,attr2 0 0"
             for n, point in enumerate(points)]
    point = rng.choice(points)
    return (rng.choice(MODES[read_only[point]]).format(p=point),
            rng.choice(MODES[not read_only[point]]).format(p=point), "\n".join(lines))


def _jobs(rng: random.Random) -> tuple[str, str, str]:
    names = [f"{rng.choice(('backup', 'cleanup', 'report', 'sync'))}-{rng.randint(28390000, 28399999)}"
             for _ in range(rng.randint(2, 4))]
    done = {name: rng.random() < 0.5 for name in names}
    rows = ["NAME               COMPLETIONS   DURATION   AGE"]
    rows += [f"{name:<18} {'1/1' if done[name] else '0/1':<13} {rng.randint(5, 59)}m        "
             f"{rng.randint(5, 59)}m" for name in names]
    name = rng.choice(names)
    return (rng.choice(DONE[done[name]]).format(j=name), rng.choice(DONE[not done[name]]).format(j=name),
            "\n".join(rows))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1)
    return [(_mount if n % 2 else _jobs)(rng) for n in range(60)]


def test_a_mode_or_a_completion_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_one_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
