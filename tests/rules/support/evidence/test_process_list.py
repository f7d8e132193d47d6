"""A process said not running, against `ps` and `top` (gatekeeper.rules.support.evidence.process_list)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.process_list import process_denied

PS = """USER       PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
root         1  0.0  0.1 169836 13200 ?        Ss   Nov30   0:12 /sbin/init
app       2290 185.3 42.1 8123456 3456789 ?    Sl   Nov30 812:45 java -Xmx4g -jar order-svc.jar
www-data  1201  2.1  0.3  55320  9876 ?        S    Nov30   3:01 nginx: worker process
app       3301  0.0  0.0      0     0 ?        Z    10:02   0:00 [python3] <defunct>"""
PS_EF = """UID          PID    PPID  C STIME TTY          TIME CMD
mysql        998       1  2 Nov30 ?        01:02:03 /usr/sbin/mysqld
redis        881       1  0 Nov30 ?        00:10:00 /usr/bin/redis-server 127.0.0.1:6379"""
TOP = """    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND
   2290 app       20   0 8123456 3.3g  21000 S 185.3  42.1 812:45.12 java
   4410 app       20   0       0      0      0 Z   0.0   0.0   0:00.01 node"""


def denied(claim: str, text: str = PS) -> bool:
    return process_denied(claim, [], [text], lambda line: []) is not None


@pytest.mark.parametrize(("claim", "text"), [
    ("没有 java 进程", PS), ("java 进程没有运行", PS), ("nginx 进程已退出", PS),
    ("no java process is running", PS),
    ("java is not running", PS), ("mysqld 进程不存在", PS_EF), ("redis-server is not running", PS_EF),
    ("java 进程已经挂了", TOP), ("没有java进程", PS),  # Chinese with no spaces
    ("java has exited", PS), ("the java process is gone", PS), ("nginx has stopped", PS),
])
def test_a_listed_process_said_not_running_is_contradicted(claim: str, text: str) -> None:
    assert denied(claim, text)


@pytest.mark.parametrize(("claim", "text"), [
    ("python3 进程已退出", PS), ("node 进程已经退出", TOP),  # zombies: exited
    ("没有 postgres 进程", PS_EF),  # not listed
    ("重启前 java 进程没有运行", PS), ("java was not running before the deploy", PS),  # another time
    ("java 进程在运行", PS),  # no denial
    ("java crashed at 10:02", PS),  # an event: it may have started again
])
def test_a_denial_no_row_contradicts_is_not(claim: str, text: str) -> None:
    assert not denied(claim, text)
