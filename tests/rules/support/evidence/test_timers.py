"""A timer's time left and time passed against `systemctl list-timers`
(gatekeeper.rules.support.evidence.timers)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.timers import timer_rows, timer_time_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

TIMERS = """NEXT                        LEFT          LAST                        PASSED   UNIT      ACTIVATES
Mon 2026-12-07 23:00:00 UTC 6h left       Sun 2026-12-06 23:00:00 UTC 17h ago  backup.timer    backup.service
Tue 2026-12-08 00:00:00 UTC 1 day 2h left Mon 2026-12-07 00:00:00 UTC 16h ago  logrotate.timer x.service
n/a                         n/a           n/a                         n/a      fstrim.timer    fstrim.service

3 timers listed."""


def contradicted(claim: str) -> bool:
    return timer_time_contradicted(claim, extract_anchors(claim), [TIMERS], extract_anchors) is not None


def test_each_timer_s_row_is_read() -> None:
    assert timer_rows(TIMERS) == (("backup", "backup", {"left": "6h", "passed": "17h"}),
                                  ("logrotate", "x", {"left": "1 day 2h", "passed": "16h"}),
                                  ("fstrim", "fstrim", {}))


@pytest.mark.parametrize("claim", [
    "logrotate.timer 上次运行于 17h 前", "backup.timer 还有 1 day 2h 才会运行", "backup last ran 16h ago",
    "backup.service 下次触发还剩 5h",
])
def test_another_timer_s_time_is_contradicted(claim: str) -> None:
    assert contradicted(claim)


@pytest.mark.parametrize("claim", [
    "logrotate.timer 上次运行于 16h 前", "logrotate.timer 还有 1 天才会运行",  # its first part
    "backup.timer runs again in 6h", "backup 上次运行于 17 小时前",
    "backup.timer 大约 5h 后运行，上次是 17h 前",  # two durations: unsure
    "fstrim.timer 上次运行于 3h 前",  # its row prints none
])
def test_its_own_time_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)
