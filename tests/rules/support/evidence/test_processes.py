"""Which process a pid is, or the OOM killer killed (gatekeeper.rules.support.evidence.processes)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.processes import process_swapped

OOM = ("[1234567.890123] Out of memory: Killed process 28411 (java) total-vm:8123456kB, "
       "anon-rss:4012345kB, file-rss:0kB\n"
       "[1234568.001234] oom_reaper: reaped process 28411 (java), now anon-rss:0kB")
PRINTED = ("   Main PID: 11509 (gunicorn)\n"
           'LISTEN 0 128 0.0.0.0:8080 0.0.0.0:* users:(("envoy",pid=4312,fd=45))\n'
           "tcp 0 0 0.0.0.0:3306 0.0.0.0:* LISTEN 2201/mysqld\n"
           "Dec  1 03:16:05 web-3 sshd[24200]: Accepted publickey for deploy")


def _swapped(claim: str, text: str = OOM) -> bool:
    return process_swapped(claim, [], [text], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "OOM killer 杀掉了 nginx 进程（pid 28411）", "the OOM killer killed the nginx process",
    "pid 28411 (nginx) was killed", "PID 为 28411 的 mysqld 进程被 OOM 杀掉", "nginx进程被OOM杀掉",
])
def test_another_process_for_the_pid_or_the_killed_one_is_denied(claim: str) -> None:
    assert _swapped(claim)


@pytest.mark.parametrize("claim", [
    "OOM killer 杀掉了 java 进程（pid 28411）", "内核 OOM 杀死了 java 进程", "pid 28411 (java) was killed",
    "OOM 之后 nginx 进程重启",  # no kill of nginx said
    "PID 28411 was killed", "service restarted (pid 28411)",  # no process named
    "nginx 进程（pid 28411）和 java 进程（pid 3120）",  # two pids: unsure
])
def test_the_printed_process_or_unsure_is_not(claim: str) -> None:
    assert not _swapped(claim)


@pytest.mark.parametrize(("claim", "swapped"), [
    ("主进程 pid 11509 (gunicorn)", False), ("主进程 pid 11509 (uwsgi)", True),
    ("8080 端口由 envoy 进程（pid 4312）监听", False), ("nginx 进程（pid 4312）监听 8080", True),
    ("mysqld 进程（pid 2201）", False), ("postgres 进程（pid 2201）", True),
    ("sshd[24200] 接受了登录", False), ("sssd[24200] 接受了登录", True),
])
def test_systemd_ss_netstat_and_syslog_print_a_process_with_its_pid(claim: str, swapped: bool) -> None:
    assert _swapped(claim, PRINTED) is swapped
