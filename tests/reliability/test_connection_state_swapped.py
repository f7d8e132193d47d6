"""A claim giving one of nginx's connection states another's count never passes, and the counts
as printed pass.

nginx's `stub_status` as a diagnosis agent reads it: `Active connections: 291`, the accepts,
handled and requests totals, and `Reading: 6 Writing: 179 Waiting: 106`. The claim counts the
connections in one state (`正在写的连接数为 179`, `等待中的连接数为 106`, `活跃连接数为 291`,
`179 connections are writing`); the forged one gives it another state's count. `Active
connections` was read as the connections' metric, so a faithful count of the writing ones
contradicted it: before, 30 of the 60 faithful claims failed REJECT, and 35 of the 60 forged
ones passed. Now a claim's label naming a state before its `的` (`正在写的连接数`) is a metric of
its own (gatekeeper.rules.support.text.anchors.numbers), and a line of `Name: value` pairs is a
list of fields (gatekeeper.rules.support.evidence.fields): every forged claim fails REJECT, every
faithful one passes; a state's count given to all the connections still fails as before.

The totals under `server accepts handled requests` were read by no field: the connections
accepted given the requests' total (`nginx 共收到 16630948 个请求`) passed, 60 of 60. Now a line of
words over a line of numbers names each number (gatekeeper.rules.support.evidence.fields), and
`请求头` (a request's header) names no count of requests.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

FORMS = {"reading": ("正在读的连接数为 {v}", "nginx 读请求头的连接有 {v} 个"),
         "writing": ("正在写的连接数为 {v}", "nginx 处于 writing 的连接有 {v} 个"),
         "waiting": ("等待中的连接数为 {v}", "nginx 空闲等待的连接数为 {v}"),
         "active": ("nginx 活跃连接数为 {v}", "nginx active connections are {v}")}


def _probes() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output)."""
    rng = random.Random(8081)
    found = []
    while len(found) < 60:
        reading, writing, waiting = rng.sample(range(1, 900), 3)
        counts = {"reading": reading, "writing": writing, "waiting": waiting,
                  "active": reading + writing + waiting}
        accepts = rng.randint(10**6, 10**8)
        output = (f"Active connections: {counts['active']} \nserver accepts handled requests\n"
                  f" {accepts} {accepts} {accepts * 2 + rng.randint(0, 999)} \n"
                  f"Reading: {reading} Writing: {writing} Waiting: {waiting} ")
        state, other = rng.sample(list(FORMS), 2)
        form = rng.choice(FORMS[state])
        found.append((form.format(v=counts[state]), form.format(v=counts[other]), output))
    return found


TOTALS = {"accepts": ("nginx 共接受了 {v} 个连接", "nginx accepted {v} connections"),
          "requests": ("nginx 共收到 {v} 个请求", "nginx served {v} requests in total")}


def _totals() -> list[tuple[str, str, str]]:
    """(faithful claim, forged claim, output): the totals under their names."""
    rng = random.Random(8082)
    found = []
    for _ in range(60):
        accepts = rng.randint(10**6, 10**8)
        totals = {"accepts": accepts, "requests": accepts * 2 + rng.randint(1, 999)}
        output = (f"Active connections: {rng.randint(10, 900)} \nserver accepts handled requests\n"
                  f" {accepts} {accepts} {totals['requests']} \nReading: 6 Writing: 179 Waiting: 106 ")
        total, other = rng.sample(list(TOTALS), 2)
        form = rng.choice(TOTALS[total])
        found.append((form.format(v=totals[total]), form.format(v=totals[other]), output))
    return found


def test_a_total_given_another_total_fails_and_as_printed_passes() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _totals()) == []
    assert not_passed((faithful, output, output) for faithful, _, output in _totals()) == []


def test_a_connection_state_given_another_s_count_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_the_connection_states_as_printed_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_a_state_s_count_given_to_all_the_connections_fails() -> None:
    output = "Active connections: 291 \nReading: 6 Writing: 179 Waiting: 106 "
    claims = ("nginx 连接数为 179", "nginx 连接数为 106")
    assert not_rejected((claim, output, output) for claim in claims) == []
