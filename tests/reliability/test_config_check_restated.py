"""A configuration check's result restated (`nginx 配置测试通过` for `nginx -t`'s `test is
successful`, `配置校验失败` for promtool's `FAILED:`) passes, and the other result fails.

`测试通过`, `检查通过`, `校验通过` were no word of an outcome (`通过` alone is also "via"): every
forged `配置测试通过` for a failed check passed. They are words of success now
(`gatekeeper.rules.support.text.outcomes`), as `成功` is.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

PASSED = ("{t} 配置测试通过", "{t} 的配置检查通过", "{t} 配置校验通过，可以 reload")
FAILED = ("{t} 配置测试失败", "{t} 的配置检查失败", "{t} 配置校验失败，不能 reload")


def _output(rng: random.Random, tool: str, ok: bool) -> str:
    if tool == "nginx":
        conf = f"/etc/nginx/conf.d/{rng.choice(('api', 'pay', 'static'))}.conf"
        return ("nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
                "nginx: configuration file /etc/nginx/nginx.conf test is successful") if ok else (
                f'nginx: [emerg] unknown directive "proxy_passs" in {conf}:{rng.randint(3, 80)}\n'
                "nginx: configuration file /etc/nginx/nginx.conf test failed")
    return ("Checking /etc/prometheus/prometheus.yml\n"
            f" SUCCESS: {rng.randint(1, 9)} rule files found\n SUCCESS: prometheus.yml is valid "
            "prometheus config file syntax") if ok else (
            "Checking /etc/prometheus/prometheus.yml\n"
            f"  FAILED: parsing YAML file prometheus.yml: yaml: line {rng.randint(3, 90)}: "
            "did not find expected key")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    tool = rng.choice(("nginx", "prometheus"))
    ok = rng.random() < 0.5
    said, other = (PASSED, FAILED) if ok else (FAILED, PASSED)
    return (rng.choice(said).format(t=tool), rng.choice(other).format(t=tool), _output(rng, tool, ok))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1061)
    return [_probe(rng) for _ in range(60)]


def test_a_check_s_result_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_result_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
