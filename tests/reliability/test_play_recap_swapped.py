"""What an Ansible run did on a host, restated from its `PLAY RECAP` line (`web-02 上有 1 个任务失败`,
`db-01 不可达`, `web-01 执行成功，无失败任务`), passes; another host's counters fail.

The host, the count and the counter's word are all the recap's, and no label tied the count to
its host's line: every forged claim passed. Now a clause naming one recap host is read against
that host's counters (`gatekeeper.rules.support.evidence.play_recap`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

HOSTS = ("web-01", "web-02", "web-03", "db-01", "db-02", "cache-01", "lb-01", "app-07")
SAID = {
    "failed": ("{h} 上有 {n} 个任务失败", "{h} failed={n}", "{h} has {n} failed tasks",
               "{h} 的失败任务数为 {n}", "{h}上有{n}个任务失败"),
    "changed": ("{h} 变更了 {n} 项", "{h} changed={n}", "{h} 上 {n} 个任务产生了变更"),
}
#: what a claim says of a host with none failed and none unreachable, of one with none failed,
#: and of one unreachable
CLEAN = ("{h} 执行成功，无失败任务", "{h} ran successfully", "{h}执行成功")
NO_FAILED = ("{h} 没有失败任务", "{h} had no failed tasks", "{h}无任务失败")
UNREACHABLE = ("{h} 不可达", "{h} is unreachable", "{h}不可达，未执行任何任务")


def _recap(rng: random.Random, hosts: list[str]) -> tuple[list[dict[str, int]], str]:
    counters, lines = [], ["PLAY RECAP " + "*" * 69]
    for host in hosts:
        unreachable = int(rng.random() < 0.2)
        failed = 0 if unreachable or rng.random() < 0.5 else rng.randint(1, 3)
        ok = 0 if unreachable else rng.randint(4, 30)
        counter = {"ok": ok, "changed": rng.randint(0, ok), "unreachable": unreachable, "failed": failed,
                   "skipped": rng.randint(0, 5), "rescued": 0, "ignored": 0}
        counters.append(counter)
        printed = "    ".join(f"{name}={value:<3}" for name, value in counter.items())
        lines.append(f"{host:<27}: {printed}".rstrip())
    return counters, "\n".join(lines)


def _statements(counter: dict[str, int]) -> list[tuple[str, int]]:
    """What may be said of a host with these counters: (what, how many)."""
    said = [("changed", counter["changed"])]
    if counter["unreachable"]:
        return [*said, ("unreachable", 1), *([] if counter["failed"] else [("no failed", 0)])]
    return said + ([("failed", counter["failed"])] if counter["failed"] else [("clean", 0), ("no failed", 0)])


def _true(what: str, count: int, counter: dict[str, int]) -> bool:
    if what == "clean":
        return not counter["failed"] and not counter["unreachable"]
    if what == "unreachable":
        return counter["unreachable"] > 0
    if what == "no failed":
        return not counter["failed"]
    return counter[what] == count


def _text(rng: random.Random, host: str, what: str, count: int) -> str:
    forms = {"clean": CLEAN, "no failed": NO_FAILED, "unreachable": UNREACHABLE}.get(what) or SAID[what]
    return rng.choice(forms).format(h=host, n=count)


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output): the forged one says of a host what the recap
    says of another, untrue of it."""
    while True:
        hosts = rng.sample(HOSTS, rng.randint(2, 5))
        counters, output = _recap(rng, hosts)
        at = rng.randrange(len(hosts))
        forged = [statement for n, counter in enumerate(counters) if n != at
                  for statement in _statements(counter) if not _true(*statement, counters[at])]
        if forged:
            break
    return (_text(rng, hosts[at], *rng.choice(_statements(counters[at]))),
            _text(rng, hosts[at], *rng.choice(forged)), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(2222)
    return [_probe(rng) for _ in range(60)]


def test_a_host_s_own_counters_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_host_s_counters_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
