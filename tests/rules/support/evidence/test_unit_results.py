"""Why a claim says a systemd unit failed (gatekeeper.rules.support.evidence.unit_results)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.unit_results import results_of, unit_result_contradicted

STATUS = """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: failed (Result: exit-code) since Mon 2026-11-30 10:00:01 UTC; 2h 3min ago
Nov 30 10:00:01 web-01 systemd[1]: nginx.service: Control process exited, code=exited, status=1/FAILURE
Nov 30 10:00:01 web-01 systemd[1]: nginx.service: Failed with result 'exit-code'."""
JOURNAL = """Nov 30 10:00:01 db-01 systemd[1]: redis-server.service: Main process exited, code=killed, \
status=9/KILL
Nov 30 10:00:01 db-01 systemd[1]: redis-server.service: Failed with result 'oom-kill'."""


def _contradicted(claim: str, output: str) -> str | None:
    found = unit_result_contradicted(claim, [], [output], lambda text: [])
    return None if found is None else found[1][0]


def test_a_unit_s_results_are_read_from_its_status_and_journal() -> None:
    assert [(unit, result) for unit, result, _ in results_of(STATUS)] == [
        ("nginx", "exit-code"), ("nginx", "exit-code")]
    assert [(unit, result) for unit, result, _ in results_of(JOURNAL)] == [
        ("redis-server", "signal"), ("redis-server", "oom-kill")]


@pytest.mark.parametrize(("claim", "output"), [
    ("nginx 服务因超时失败", STATUS), ("nginx 被 OOM killer 杀死", STATUS),
    ("nginx failed: the start timed out", STATUS), ("redis-server 因退出码非零而启动失败", JOURNAL),
    ("redis-server 启动超时失败", JOURNAL), ("nginx服务因超时失败", STATUS),
])
def test_another_reason_of_the_unit_s_failure_is_contradicted(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("nginx 因退出码非零而启动失败", STATUS), ("nginx failed with result exit-code", STATUS),
    ("redis-server 被 OOM killer 杀死", JOURNAL),
    ("redis-server 收到 SIGKILL 信号被杀", JOURNAL),  # a signal: the OOM killer's is one
    ("nginx 因上游超时返回 504", STATUS),  # no failure of the unit
    ("nginx-exporter 启动超时失败", STATUS),  # another unit
    ("nginx 因 watchdog 超时被终止", STATUS),  # two reasons: unsure
    ("order-svc 启动超时失败", STATUS),  # a unit with no result printed
])
def test_the_unit_s_own_reason_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is None
