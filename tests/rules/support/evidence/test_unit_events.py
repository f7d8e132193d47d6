"""A systemd unit's stop or start dated against its journal
(gatekeeper.rules.support.evidence.unit_events)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.unit_events import unit_event_misdated
from gatekeeper.rules.support.text.anchors import extract_anchors

JOURNAL = """Dec 07 05:12:40 web-1 systemd[1]: Stopping nginx.service...
Dec 07 05:12:41 web-1 systemd[1]: Stopped nginx.service.
Dec 07 05:12:43 web-1 systemd[1]: Starting nginx.service...
Dec 07 05:12:44 web-1 systemd[1]: Started nginx.service - A high performance web server.
Dec 07 05:13:02 web-1 systemd[1]: Started redis-server.service."""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _misdated(claim: str) -> list[str] | None:
    found = unit_event_misdated(claim, _anchors(claim), [JOURNAL], _anchors)
    return None if found is None else found[1]


@pytest.mark.parametrize(("claim", "when"), [
    ("nginx 服务在 05:12:44 停止", "stop of nginx at Dec 07 05:12:40"),
    ("nginx.service stopped at 05:12:44", "stop of nginx at Dec 07 05:12:40"),
    ("05:12:41 nginx 服务已启动", "start of nginx at Dec 07 05:12:43"),
    ("redis-server 于 05:12:44 被拉起", "start of redis-server at Dec 07 05:13:02"),
])
def test_an_event_the_journal_has_at_other_times_is_misdated(claim: str, when: str) -> None:
    found = _misdated(claim)
    assert found is not None and found[0].startswith(when)


@pytest.mark.parametrize("claim", [
    "nginx 服务在 05:12:41 停止", "nginx 在 05:12 启动", "nginx started at 05:12:44",  # as journaled
    "nginx 在 05:12:44 重启",  # a restart: both events
    "nginx 在 05:12:44 启动失败",  # a start that failed
    "nginx 没有在 05:12:44 停止",  # denied
    "nginx 在 05:12:44 之后停止",  # a bound
    "nginx 在 05:12:41 停止，05:12:44 启动",  # each clause its own
    "sshd 在 05:12:44 停止",  # a unit no line names
])
def test_an_event_as_journaled_or_unsure_is_not(claim: str) -> None:
    assert _misdated(claim) is None
