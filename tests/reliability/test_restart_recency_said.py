"""A host, pod or container said restarted just now or recently while its evidence prints it up
for long fails, as does one said up long without a restart while it is up for minutes; the time
up as printed passes.

`系统刚刚重启过` citing `uptime`'s `up 412 days`, `容器 cache 刚启动不久` citing `docker ps`'s `Up 3
weeks`, `order-7d9f-x2 刚刚重启` citing kubectl's `0` restarts at an age of `41d`: a judgement of time
is no anchor, so the claim passed (`evidence/restarted.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import aligned_table, not_passed, not_rejected

PODS = ("order-7d9f-x2", "pay-5c8b-k9", "auth-6f7a-p1", "api-7f9c-q2")
CONTAINERS = ("cache", "api-gw", "worker", "nginx-proxy")
#: said -> claims about {s} (a container's start: `docker ps` tells no restart from a start)
SAID = {
    "just": ("{s} 刚刚重启过", "{s} 刚启动不久", "{s} 重启后不久", "{s} was just restarted"),
    "recent": ("{s} 最近重启过", "{s} 近期重启过", "{s} was rebooted recently"),
    "long": ("{s} 已经很久没有重启", "{s} 长时间未重启", "{s} has not been restarted for a long time"),
}
STARTED = {"just": ("{s} 刚启动不久", "{s} 刚刚启动", "{s} was just started"),
           "recent": ("{s} 最近启动过", "{s} was started recently"), "long": SAID["long"]}
#: said -> (a time up it holds, one that contradicts it), in minutes
UP = {"just": ((2, 50), (3 * 1440, 400 * 1440)), "recent": ((5, 20 * 1440), (120 * 1440, 800 * 1440)),
      "long": ((200 * 1440, 900 * 1440), (1, 40))}


def _uptime(minutes: int) -> str:
    days, rest = divmod(minutes, 1440)
    clock = f"{rest // 60}:{rest % 60:02d}" if rest >= 60 else f"{rest} min"
    up = f"{days} days, {clock}" if days else clock
    return f"$ uptime\n 10:01:02 up {up},  2 users,  load average: 0.52, 0.41, 0.30"


def _ago(minutes: int) -> str:
    return f"{minutes}m" if minutes < 60 else f"{minutes // 60}h" if minutes < 2880 else f"{minutes // 1440}d"


def _output(rng: random.Random, kind: str, minutes: int) -> tuple[str, str]:
    """(the subject as a claim writes it, the output printing it up `minutes`)."""
    if kind == "host":
        return rng.choice(("系统", "主机", "the host", "该服务器")), _uptime(minutes)
    if kind == "pod":
        names = rng.sample(PODS, 3)
        restarted = f"{rng.randint(1, 9)} ({_ago(minutes)} ago)" if rng.random() < 0.5 else "0"
        rows = [[name, "1/1", "Running", restarted if n == 0 else "0",
                 _ago(minutes if n == 0 else rng.randint(1, 90) * 1440)] for n, name in enumerate(names)]
        if restarted != "0":  # created before its last restart
            rows[0][4] = _ago(minutes + rng.randint(1, 30) * 1440)
        header = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]
        return names[0], "$ kubectl get pods\n" + aligned_table(header, rows)
    names = rng.sample(CONTAINERS, 2)
    unit = ("minutes", 1) if minutes < 120 else ("hours", 60) if minutes < 2880 else ("days", 1440)
    rows = [["3f2a9c1d7e44", "redis:7", f"Up {minutes // unit[1]} {unit[0]}", names[0]],
            ["8b1e2d3f4a55", "nginx:1.25", "Up 2 hours", names[1]]]
    header = ["CONTAINER ID", "IMAGE", "STATUS", "NAMES"]
    return f"容器 {names[0]}", "$ docker ps\n" + aligned_table(header, rows)


def _draw(rng: random.Random) -> tuple[str, str, str, str]:
    """(faithful claim, its output, forged claim, its output)."""
    said = rng.choice(list(SAID))
    kind = rng.choice(("host", "pod", "container"))
    held, wrong = (rng.randint(*bounds) for bounds in UP[said])
    form = rng.choice((STARTED if kind == "container" else SAID)[said])
    subject, faithful_output = _output(rng, kind, held)
    forged_subject, forged_output = _output(random.Random(rng.random()), kind, wrong)
    return form.format(s=subject), faithful_output, form.format(s=forged_subject), forged_output


def _probes() -> list[tuple[str, str, str, str]]:
    rng = random.Random(4301)
    return [_draw(rng) for _ in range(60)]


def test_a_start_said_recent_or_long_ago_that_the_time_up_contradicts_fails() -> None:
    assert not_rejected((forged, output, output) for _, _, forged, output in _probes()) == []


def test_the_time_up_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, output, _, _ in _probes()) == []
