"""A unit's time to start against `systemd-analyze blame`
(gatekeeper.rules.support.evidence.unit_startups)."""

from __future__ import annotations

import pytest
from loghub_quotes import check

from gatekeeper.rules.support.evidence.unit_startups import startup_contradicted, startups

BLAME = """12.345s mysqld.service
 8.210s docker.service
1min 2.003s apt-daily.service
  812ms systemd-journald.service"""


def test_each_unit_s_time_is_read_in_milliseconds() -> None:
    assert {name: f"{ms.normalize():f}" for name, ms in startups(BLAME).items()} == {
        "mysqld": "12345", "docker": "8210", "apt-daily": "62003", "systemd-journald": "812"}


@pytest.mark.parametrize("claim", [
    "docker 启动用了 12.3 秒", "mysqld.service 启动耗时 8.210s", "apt-daily took 2 seconds to start",
    "systemd-journald 启动耗时 8210ms",
])
def test_another_unit_s_time_is_contradicted(claim: str) -> None:
    assert startup_contradicted(claim, [], [BLAME], lambda text: []) is not None


@pytest.mark.parametrize("claim", [
    "docker 启动用了 8.2 秒", "apt-daily 启动用了 62 秒", "systemd-journald 启动耗时 812ms",
    "docker-proxy 启动用了 12.3 秒",  # no unit of the output
    "docker 启动用了约 12 秒",  # an approximation
    "docker 和 mysqld 启动用了 12.3 秒",  # two units
])
def test_the_unit_s_own_time_or_an_unsure_one_is_not(claim: str) -> None:
    assert startup_contradicted(claim, [], [BLAME], lambda text: []) is None


def test_a_unit_of_another_kind_than_a_service_is_read_too() -> None:
    blame = "4.512s var-lib-docker.mount\n  120ms systemd-udevd.socket"  # no `.service` printed
    assert startup_contradicted("var-lib-docker 挂载用了 0.12 秒", [], [blame], lambda text: []) is not None
    assert startup_contradicted("var-lib-docker 挂载用了 4.5 秒", [], [blame], lambda text: []) is None
    # and through the check: its gate prints `.mount`
    assert check("var-lib-docker 挂载用了 0.12 秒", blame, blame).verdict_ceiling == "REJECT"
