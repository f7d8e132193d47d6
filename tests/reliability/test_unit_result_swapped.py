"""Why a claim says a systemd unit failed passes when its status prints that result, and fails when
it prints another (`nginx 服务因超时失败` for `Active: failed (Result: exit-code)`).

The unit's name is the output's and the reason is no anchor: every forged reason passed. Now the
unit's results are read from its `Active:` line and its journal (`Failed with result '...'`,
`Main process exited, code=...`), `gatekeeper.rules.support.evidence.unit_results`.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

UNITS = ("nginx", "redis-server", "order-svc", "kafka", "postgresql@14-main", "node-exporter")
#: A result -> what the journal logs before it, and how a claim tells it (Chinese, English).
RESULTS = {
    "exit-code": ("Main process exited, code=exited, status=1/FAILURE",
                  ("{u} 因退出码非零而启动失败", "{u} 以非零退出码异常退出",
                   "{u} failed with a non-zero exit code")),
    "timeout": ("start operation timed out. Terminating.",
                ("{u} 启动超时失败", "{u} 服务因超时失败", "{u} failed: the start timed out")),
    "oom-kill": ("A process of this unit has been killed by the OOM killer.",
                 ("{u} 被 OOM killer 杀死", "{u} 因内存不足被杀", "{u} was killed by the OOM killer")),
    "watchdog": ("Watchdog timeout (limit 30s)!",
                 ("{u} 因 watchdog 未收到心跳被终止", "{u} was terminated by the watchdog")),
    "start-limit-hit": ("Start request repeated too quickly.",
                        ("{u} 因重启过于频繁触发 start-limit 而失败",
                         "{u} failed after hitting its start limit")),
}
FAMILY = {"exit-code": "exit", "timeout": "timeout", "oom-kill": "signal", "watchdog": "watchdog",
          "start-limit-hit": "limit"}


def _status(rng: random.Random, unit: str, result: str) -> str:
    stamp = f"Nov 30 {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
    host = f"web-{rng.randint(1, 9):02d}"
    lines = [f"● {unit}.service - {unit.title()} service",
             f"     Loaded: loaded (/lib/systemd/system/{unit}.service; enabled; vendor preset: enabled)",
             f"     Active: failed (Result: {result}) since Mon 2026-11-30 10:00:01 UTC; "
             f"{rng.randint(1, 50)}min ago",
             f"   Main PID: {rng.randint(300, 30000)} (code=exited, status=1/FAILURE)"]
    if rng.random() < 0.5:  # the journal's lines under the status
        lines += [f"{stamp} {host} systemd[1]: {unit}.service: {RESULTS[result][0]}",
                  f"{stamp} {host} systemd[1]: {unit}.service: Failed with result '{result}'."]
    return "\n".join(lines)


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    unit = rng.choice(UNITS)
    result = rng.choice(sorted(RESULTS))
    other = rng.choice([r for r in sorted(RESULTS) if FAMILY[r] != FAMILY[result]])
    output = _status(rng, unit, result)
    faithful = rng.choice(RESULTS[result][1]).format(u=unit)
    return faithful, rng.choice(RESULTS[other][1]).format(u=unit), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(2026)
    return [_probe(rng) for _ in range(60)]


def test_a_unit_s_printed_result_given_as_why_it_failed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_result_given_as_why_it_failed_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
