"""A Chinese claim denying an event its English output states (`证书未过期` for curl's `certificate
has expired`, `没有出现连接重置` for Go's `connection reset by peer`, `没有出现域名解析失败` for
`Could not resolve host`) fails; stating it passes.

An expired certificate, a reset connection and a failed name lookup were no events of the
bilingual glossary, so a Chinese negation could not meet the English line: every forged claim
passed. They are now (gatekeeper.rules.support.text.glossary), and `过期` alone is `expired`.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: (an output stating the event, claims stating it, claims denying it)
EVENTS = (
    ("* Connected to {h} (10.0.3.4) port 443 (#0)\n* SSL certificate problem: certificate has expired\n"
     "curl: (60) SSL certificate problem: certificate has expired\nMore details here: https://curl.se/docs/",
     ("{h} 的证书已过期", "{h} 出现证书过期"), ("{h} 的证书未过期", "{h} 的证书没有过期")),
    ("{ts} ERROR [order-svc] read tcp 10.0.1.5:43122->10.0.2.9:5432: read: connection reset by peer",
     ("order-svc 出现连接重置", "order-svc 的连接被重置"),
     ("order-svc 没有出现连接重置", "order-svc 未发生连接重置")),
    ("curl: (6) Could not resolve host: {h}",
     ("{h} 域名解析失败", "出现域名解析失败"), ("没有出现域名解析失败", "{h} 未发生域名解析失败")),
)


def _probe(rng: random.Random) -> tuple[str, str, str]:
    output, stated, denied = rng.choice(EVENTS)
    host = rng.choice(("api.shop.com", "pay.internal", "auth.svc.local"))
    stamp = f"2026-12-0{rng.randint(1, 5)} 1{rng.randint(0, 9)}:0{rng.randint(0, 9)}:1{rng.randint(0, 9)}"
    return (rng.choice(stated).format(h=host), rng.choice(denied).format(h=host),
            output.format(h=host, ts=stamp))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(60)
    return [_probe(rng) for _ in range(60)]


def test_an_event_stated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_an_event_denied_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


LOGINS_STATED = ("{a} 登录成功", "{a} 成功登录了服务器", "{u} 用户成功登录")
LOGINS_DENIED = ("{a} 没有成功登录", "{a} 从未登录成功", "no successful logins from {a}",
                 "{u} 用户没有成功登录", "{a} did not log in successfully")


def _logins() -> list[tuple[str, str, str, str]]:
    """(a login stated, it denied, a denial of another address, sshd's log): `183.62.140.253 没有
    成功登录` citing its `Accepted password` line passed, a successful login being no event."""
    rng = random.Random(3604)
    probes = []
    for _ in range(40):
        ours, other = (f"{rng.choice((10, 183, 112))}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{n}"
                       for n in rng.sample(range(1, 255), 2))
        user = rng.choice(("root", "deploy", "git"))
        attempts = [("Failed", user, ours), ("Accepted", user, ours), ("Failed", "admin", other)]
        lines = [f"Dec 10 07:0{n}:{rng.randint(10, 59)} LabSZ sshd[{rng.randint(20000, 29999)}]: {outcome} "
                 f"{rng.choice(('password', 'publickey'))} for {who} from {address} port "
                 f"{rng.randint(30000, 65000)} ssh2" for n, (outcome, who, address) in enumerate(attempts)]
        probes.append((rng.choice(LOGINS_STATED).format(a=ours, u=user),
                       rng.choice(LOGINS_DENIED).format(a=ours, u=user),
                       rng.choice(LOGINS_DENIED[:3]).format(a=other), "\n".join(lines)))
    return probes


def test_a_login_stated_or_denied_of_an_address_that_never_logs_in_passes() -> None:
    assert not_passed((stated, log, log) for stated, _, _, log in _logins()) == []
    assert not_passed((other, log, log) for _, _, other, log in _logins()) == []


def test_a_login_denied_of_an_address_that_logs_in_is_rejected() -> None:
    assert not_rejected((denied, log, log) for _, denied, _, log in _logins()) == []


OOM_DENIED = ("{c} 没有发生 OOM", "{c} 没有被 OOM kill", "{c} 容器没有因为内存不足被杀",
              "{c} was not OOM killed")


def _inspect(rng: random.Random, name: str, killed: bool) -> str:
    code = 137 if killed else rng.choice((0, 1, 143))
    identifier = f"{rng.randrange(16 ** 12):012x}"
    return "\n".join([f"$ docker inspect {name}", "[", "  {", f'    "Id": "{identifier}",',
                      f'    "Name": "/{name}",', '    "State": {', '      "Status": "exited",',
                      '      "Running": false,', f'      "OOMKilled": {"true" if killed else "false"},',
                      f'      "ExitCode": {code},', '      "FinishedAt": "2026-12-01T10:02:11Z"', "    },",
                      f'    "RestartCount": {rng.randint(0, 9)}', "  }", "]"])


def _describe(rng: random.Random, name: str, killed: bool) -> str:
    reason, code = ("OOMKilled", 137) if killed else ("Error", 1)
    return "\n".join([f"$ kubectl describe pod {name}-7d9f8b6c5-x2x9k", "Containers:", f"  {name}:",
                      "    State:          Waiting", "      Reason:       CrashLoopBackOff",
                      "    Last State:     Terminated", f"      Reason:       {reason}",
                      f"      Exit Code:    {code}", "    Ready:          False",
                      f"    Restart Count:  {rng.randint(1, 30)}", "    Limits:",
                      f"      memory:  {rng.choice((256, 512, 1024))}Mi"])


def _oom() -> list[tuple[str, str, str]]:
    """(an OOM kill denied, the output printing it, the output printing another end): `容器没有发生
    OOM` over docker inspect's `"OOMKilled": true` passed: an English event in a Chinese
    negator's scope was read as stated, and `OOMKilled` was no form of it."""
    rng = random.Random(3613)
    probes = []
    for _ in range(40):
        name = rng.choice(("payment-svc", "order-svc", "worker"))
        output = rng.choice((_inspect, _describe))
        state = rng.getstate()
        killed = output(rng, name, True)
        rng.setstate(state)
        probes.append((rng.choice(OOM_DENIED).format(c=name), killed, output(rng, name, False)))
    return probes


def test_an_oom_kill_denied_over_one_is_rejected() -> None:
    assert not_rejected((claim, killed, killed) for claim, killed, _ in _oom()) == []


def test_an_oom_kill_denied_over_another_end_passes() -> None:
    """(docker inspect prints `"OOMKilled": false` for every container: a flag at false states
    nothing.)"""
    assert not_passed((claim, other, other) for claim, _, other in _oom()) == []
