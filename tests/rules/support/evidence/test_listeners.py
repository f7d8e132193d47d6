"""Which process listens on a port (gatekeeper.rules.support.evidence.listeners)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.listeners import listener_contradicted, listener_swapped, listeners_of

SS = """State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process
LISTEN 0      128    0.0.0.0:8080      0.0.0.0:*     users:(("java",pid=4312,fd=45))
LISTEN 0      511    [::]:80           [::]:*        users:(("nginx",pid=1201,fd=6))"""
NETSTAT = """tcp        0      0 0.0.0.0:6379            0.0.0.0:*               LISTEN      881/redis-server
tcp6       0      0 :::3306                 :::*                    LISTEN      1502/mysqld"""
LSOF = """COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME
java     4312 app   45u  IPv6 123456      0t0  TCP *:8080 (LISTEN)"""


def _swapped(claim: str, output: str) -> bool:
    return listener_swapped(claim, [], [output], lambda text: []) is not None


def test_listeners_are_read_from_ss_netstat_and_lsof() -> None:
    assert [(port, name, pid) for port, name, pid, _ in listeners_of([SS, NETSTAT, LSOF])] == [
        ("8080", "java", "4312"), ("80", "nginx", "1201"), ("6379", "redis-server", "881"),
        ("3306", "mysqld", "1502"), ("8080", "java", "4312")]


@pytest.mark.parametrize(("claim", "output"), [
    ("8080 端口由 nginx 监听", SS), ("80 端口由 java 进程（pid 4312）监听", SS),
    ("nginx is listening on port 8080", SS), ("port 3306 is held by redis-server", NETSTAT),
    ("端口 6379 被 mysqld 占用", NETSTAT), ("进程 1201 占用了 :8080", SS),
    ("8080端口由nginx监听", SS),  # Chinese with no spaces
])
def test_a_port_given_another_process_is_contradicted(claim: str, output: str) -> None:
    assert _swapped(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("8080 端口由 java 进程监听", SS), ("80 端口由 nginx 进程（pid 1201）监听", SS),
    ("mysqld 监听 3306 端口", NETSTAT), ("8080 端口被 java（pid 4312）占用", LSOF),
    ("nginx 监听 80 端口，java 监听 8080 端口", SS),  # each clause its own
    ("java 和 nginx 分别监听 8080 和 80 端口", SS),  # two ports: unsure
    ("9090 端口由 nginx 监听", SS),  # a port no line listens on
    ("java 没有监听 80 端口", SS),  # a denial, of the process that does not (was REJECT)
])
def test_the_port_s_own_process_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert not _swapped(claim, output)


SS_BARE = """State  Recv-Q Send-Q Local Address:Port Peer Address:Port
LISTEN 0      128    127.0.0.1:8080    0.0.0.0:*"""


def _denied(claim: str, output: str) -> bool:
    return listener_contradicted(claim, [], [output], lambda text: []) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("8080 端口没有在监听", SS), ("nginx 没有监听 80 端口", SS), ("port 8080 is not listening", SS),
    ("nothing is listening on port 80", SS), ("3306 端口未被占用", NETSTAT),
    ("8080 端口没有进程监听", SS_BARE),  # `ss -lnt`: no process printed
    ("8080端口没有在监听", LSOF), ("port 8080 has no listener", SS),
])
def test_a_port_said_not_listened_on_is_contradicted_by_its_listener(claim: str, output: str) -> None:
    assert _denied(claim, output)


@pytest.mark.parametrize(("claim", "output"), [
    ("9090 端口没有在监听", SS),  # no line of it
    ("java 没有监听 80 端口", SS),  # another process's line
    ("envoy 没有监听 80 端口", SS),  # a word no line prints as a process
    ("重启前 8080 端口没有在监听", SS), ("before the deploy, port 8080 was not listening", SS),
])
def test_a_denial_no_line_contradicts_is_not(claim: str, output: str) -> None:
    assert not _denied(claim, output)


@pytest.mark.parametrize(("claim", "swapped"), [
    ("redis 监听在 3306 端口", True), ("mysql listens on port 6379", True),  # a daemon's usual name
    ("redis 监听在 6379 端口", False), ("port 3306 is held by mysql", False),
])
def test_a_daemon_is_named_by_its_usual_name(claim: str, swapped: bool) -> None:
    assert _swapped(claim, NETSTAT) is swapped
