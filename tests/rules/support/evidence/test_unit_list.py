"""systemd units against `systemctl list-units` (gatekeeper.rules.support.evidence.unit_list)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.unit_list import unit_counts_held, unit_list_contradicted, units
from gatekeeper.rules.support.text.anchors import extract_anchors

LIST = """  UNIT                        LOAD   ACTIVE   SUB     DESCRIPTION
  cron.service                loaded active   running Regular background program processing daemon
● nginx.service               loaded failed   failed  A high performance web server
  postgresql@14-main.service  loaded active   running PostgreSQL Cluster 14-main
● redis-server.service        loaded failed   failed  Advanced key-value store
  ssh.service                 loaded inactive dead    OpenBSD Secure Shell server

5 loaded units listed."""


def test_each_row_is_read() -> None:
    assert units(LIST)["nginx.service"] == ("failed", "failed")
    assert units(LIST)["postgresql@14-main.service"] == ("active", "running")


@pytest.mark.parametrize("claim", [
    "cron.service 处于 failed 状态", "nginx.service 运行正常", "redis-server is running",
    "ssh.service 正在运行",
    "cron.service 已停止", "有 3 个服务失败", "1 unit failed", "只有 nginx.service 失败", "only nginx failed",
])
def test_a_state_or_count_the_list_gives_otherwise_is_contradicted(claim: str) -> None:
    assert unit_list_contradicted(claim, [], [LIST], lambda line: []) is not None


@pytest.mark.parametrize("claim", [
    "nginx.service 处于 failed 状态", "nginx 启动失败", "cron.service 运行正常", "ssh.service 已停止",
    "nginx.service 已停止",  # a failed unit is stopped too
    "有 2 个服务失败", "nginx 没有失败",  # a negator: unsure
    "nginx 和 redis-server 都失败了",  # two units
    "超过 1 个服务失败",  # a bound
    "mysql.service 启动失败",  # no unit listed
])
def test_a_state_or_count_as_listed_or_unsure_is_not(claim: str) -> None:
    assert unit_list_contradicted(claim, [], [LIST], lambda line: []) is None


def test_a_count_of_failed_units_the_list_makes_holds() -> None:
    claim = "有 2 个服务失败"
    assert unit_counts_held(claim, [a for a in extract_anchors(claim) if a.kind == "number"], [LIST]) == []
