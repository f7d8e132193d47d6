"""A container said to have run, or exited, for a time its `docker ps` STATUS puts apart fails;
the time as printed passes.

`web 容器已运行 5 分钟` citing `docker ps`, whose web row is `Up 2 days` and the redis row `Exited
(137) 5 minutes ago`: the duration is the output's (another row's), so nothing was missing or
contradicted, and the Verifier reads a fresh restart where the container has run for days; of
60 forged claims 16 passed. `worker 容器 3 周前退出` failed, `3 周` read as a cell's 3 (1 of 60
faithful claims). Now a row's STATUS is read for its duration in docker's words
(`gatekeeper.rules.support.evidence.containers`), and weeks are a duration (`evidence/tables.py`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

HEADER = ("CONTAINER ID   IMAGE            COMMAND                  CREATED        STATUS"
          "                        PORTS      NAMES")
IMAGES = {"web": "nginx:1.25", "redis": "redis:7.0", "api": "app:1.4", "db": "postgres:15",
          "worker": "app:1.4", "queue": "rabbitmq:3.12"}
#: (docker's words, the claim's in Chinese, in English)
DURATIONS = (("5 minutes", "5 分钟", "5 minutes"), ("12 minutes", "12 分钟", "12 minutes"),
             ("3 hours", "3 小时", "3 hours"), ("20 hours", "20 小时", "20 hours"),
             ("2 days", "2 天", "2 days"), ("9 days", "9 天", "9 days"), ("3 weeks", "3 周", "3 weeks"),
             ("4 months", "4 个月", "4 months"))
UP = ("{c} 容器已运行 {zh}", "{c} 容器运行了 {zh}", "the {c} container has been up for {en}",
      "{c} has been running for {en}")
EXITED = ("{c} 容器 {zh}前退出", "{c} 容器已退出 {zh}", "the {c} container exited {en} ago")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(sorted(IMAGES), rng.randint(2, 4))
    rows, said = [], []
    for name in names:
        duration = rng.choice(DURATIONS)
        up = rng.random() < 0.6
        status = f"Up {duration[0]}" if up else f"Exited ({rng.choice((0, 1, 137, 143))}) {duration[0]} ago"
        rows.append(f"{rng.getrandbits(48):012x}   {IMAGES[name]:<16} \"docker-entrypoint.s…\"   "
                    f"{rng.randint(2, 9)} weeks ago    {status:<29} {'80/tcp' if up else '':<10} {name}")
        said.append((name, up, duration))
    name, up, duration = rng.choice(said)
    other = rng.choice([d for d in DURATIONS if abs(DURATIONS.index(d) - DURATIONS.index(duration)) > 1])
    form = rng.choice(UP if up else EXITED)
    output = "\n".join(["$ docker ps -a", HEADER, *rows])
    faithful, forged = (form.format(c=name, zh=said[1], en=said[2]) for said in (duration, other))
    return faithful, forged, output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5120, 60)


def test_a_container_said_to_run_or_exit_for_another_time_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_container_s_time_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
