"""A GlusterFS brick's state, port and pid as `gluster volume status` prints them (`server2 的 brick
不在线`, `the brick on server1 is online`, `server1 的 brick 端口为 49152`), pass; another brick's fails.

    Gluster process                             TCP Port  RDMA Port  Online  Pid
    Brick server1:/data/brick1/gv0              49152     0          Y       1234
    Brick server2:/data/brick1/gv0              N/A       N/A        N       N/A

Every forged claim passed (at 3f755b4): the `Y` and `N` were no word of a claim's.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

STATE = {"Y": ("{s} 的 brick 在线", "{s} 上的 brick 处于在线状态", "the brick on {s} is online"),
         "N": ("{s} 的 brick 不在线", "{s} 上的 brick 已离线", "the brick on {s} is offline")}
PORT = ("{s} 的 brick 端口为 {n}", "the brick on {s} listens on port {n}")
PID = ("{s} 上 brick 的 pid 为 {n}", "the brick process on {s} has pid {n}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    servers = [f"{rng.choice(('server', 'gfs', 'stor'))}{n}" for n in range(1, rng.randint(3, 5))]
    if len(set(servers)) < len(servers):
        return None
    volume = rng.choice(("gv0", "data", "shared"))
    rows = {}
    for n, server in enumerate(servers):
        online = "N" if rng.random() < 0.3 else "Y"
        rows[server] = (online, str(49152 + n) if online == "Y" else "N/A",
                        str(rng.randint(1000, 30000)) if online == "Y" else "N/A")
    lines = [f"Status of volume: {volume}",
             "Gluster process                             TCP Port  RDMA Port  Online  Pid", "-" * 78]
    lines += [f"{f'Brick {s}:/data/brick1/{volume}':<44}{port:<10}{'0' if port != 'N/A' else 'N/A':<11}"
              f"{online:<8}{pid}" for s, (online, port, pid) in rows.items()]
    lines.append(f"{'Self-heal Daemon on localhost':<44}{'N/A':<10}{'N/A':<11}{'Y':<8}"
                 f"{rng.randint(1000, 30000)}")
    one = rng.choice(servers)
    online, _port, _pid = rows[one]
    kind = rng.randrange(3)
    if kind == 0:
        others = [s for s in servers if rows[s][0] != online]
        if not others:
            return None
        form = rng.randrange(3)
        return (STATE[online][form].format(s=one), STATE[online][form].format(s=rng.choice(others)),
                "\n".join(lines))
    numbered = [s for s in servers if rows[s][kind] != "N/A"]
    if len(numbered) < 2 or one not in numbered:
        return None
    other = rng.choice([s for s in numbered if s != one])
    form = rng.choice(PORT if kind == 1 else PID)
    return form.format(s=one, n=rows[one][kind]), form.format(s=one, n=rows[other][kind]), "\n".join(lines)


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4830)


def test_a_brick_s_own_state_port_and_pid_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_brick_s_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
