"""A daemon called by its usual name (`redis` for `redis-server`, `mysql` for `mysqld`) said to
listen on another process's port fails; its own port passes.

`redis 监听在 80 端口` citing `ss -tlnp`, whose `:80` is nginx's and `:6379` `redis-server`'s: a
listener was named by its process's whole name only, so the claim named no listener and passed.
Now a daemon's usual names name its process (`gatekeeper.rules.support.evidence.listeners`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

DAEMONS = {"redis-server": ("redis", 6379), "mysqld": ("mysql", 3306), "mongod": ("mongodb", 27017),
           "sshd": ("ssh", 22), "postgres": ("postgresql", 5432), "nginx": ("nginx", 80)}
SAID = ("{d} 监听在 {p} 端口", "{p} 端口由 {d} 监听", "{d} listens on port {p}", "port {p} is held by {d}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    processes = rng.sample(sorted(DAEMONS), 3)
    lines = ["State   Recv-Q  Send-Q  Local Address:Port     Peer Address:Port  Process"]
    for process in processes:
        port, pid = DAEMONS[process][1], rng.randint(300, 40000)
        address = rng.choice(("0.0.0.0", "127.0.0.1", "*", "10.0.3.11"))
        backlog = rng.choice((128, 511, 4096))
        lines.append(f"LISTEN  0       {backlog:<8}{address}:{port:<15}0.0.0.0:*          "
                     f'users:(("{process}",pid={pid},fd={rng.randint(3, 90)}))')
    mine, other = rng.sample(processes, 2)
    form = rng.choice(SAID)
    called = DAEMONS[mine][0]
    return (form.format(d=called, p=DAEMONS[mine][1]), form.format(d=called, p=DAEMONS[other][1]),
            "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8490, 60)


def test_a_daemon_said_on_another_s_port_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_daemon_on_its_own_port_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
