"""Which process listens on a port, restated (`8080 端口由 java 进程监听` for `ss -tlnp`'s
`0.0.0.0:8080 ... users:(("java",pid=4312,fd=45))`), passes, and another listener's name fails.

The port and the name are both the output's: every forged claim passed. Now each listening
line's port and process are read (`gatekeeper.rules.support.evidence.listeners`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PROCESSES = (("java", 8080), ("nginx", 80), ("redis-server", 6379), ("mysqld", 3306), ("envoy", 15001),
             ("node", 3000), ("postgres", 5432), ("sshd", 22))
FORMS = ("{port} 端口由 {name} 监听", "端口 {port} 被 {name} 占用", "{name} is listening on port {port}",
         "port {port} is held by {name}", "{name} 进程监听了 {port} 端口", "{port}端口由{name}监听")


def _line(rng: random.Random, style: str, name: str, port: int, pid: int) -> str:
    if style == "ss":
        return (f"LISTEN 0      {rng.choice((128, 511, 4096)):<6} 0.0.0.0:{port:<10} 0.0.0.0:*     "
                f'users:(("{name}",pid={pid},fd={rng.randint(3, 90)}))')
    return f"tcp        0      0 0.0.0.0:{port:<17} 0.0.0.0:*               LISTEN      {pid}/{name}"


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    listening = rng.sample(PROCESSES, rng.randint(2, 5))
    style = rng.choice(("ss", "netstat"))
    header = ("State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process" if style == "ss" else
              "Proto Recv-Q Send-Q Local Address           Foreign Address         State       "
              "PID/Program name")
    output = "\n".join([header, *(_line(rng, style, name, port, rng.randint(300, 60000))
                                  for name, port in listening)])
    (name, port), (other, _) = rng.sample(listening, 2)
    form = rng.choice(FORMS)
    return form.format(port=port, name=name), form.format(port=port, name=other), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(8080)
    return [_probe(rng) for _ in range(60)]


def test_a_port_s_listener_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_listener_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []



DENIALS = ("{port} 端口没有在监听", "{port} 端口未被占用", "port {port} is not listening",
           "nothing is listening on port {port}", "{name} 没有监听 {port} 端口")


def _denials() -> list[tuple[str, str, str]]:
    """(a port said not listened on, a denial of another process, the output listening on it):
    `8080 端口没有在监听` over `ss`' `0.0.0.0:8080 ... ("java",...)` passed, a denial being no
    listener; `java 没有监听 80 端口` over nginx's `:80` failed REJECT, read as one."""
    rng = random.Random(3615)
    probes = []
    for _ in range(40):
        _, _, output = _probe(rng)
        name, port = rng.choice([(n, p) for n, p in PROCESSES if f":{p} " in output])
        other = rng.choice([n for n, _ in PROCESSES if n != name])
        denied = rng.choice(DENIALS).format(port=port, name=name)
        probes.append((denied, f"{other} 没有监听 {port} 端口", output))
    return probes


def test_a_port_said_not_listened_on_over_its_listener_is_rejected() -> None:
    assert not_rejected((forged, output, output) for forged, _, output in _denials()) == []


def test_a_port_denied_of_a_process_another_listens_as_passes() -> None:
    assert not_passed((faithful, output, output) for _, faithful, output in _denials()) == []
