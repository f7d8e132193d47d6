"""The signal that ended a process, restated (`order-svc 被 SIGKILL 杀死` for systemd's
`status=9/KILL`, `SIGTERM` for `Exit Code: 143`, `kill -9` for docker's `Exited (137)`) passes, and
another signal fails.

A signal's name is written nowhere in these outputs: of 60 faithful claims 32 warned of an
extrinsic name and 8 failed LOW_CONFID (`信号 15`'s number), and of the forged ones 35 only warned
and 7 passed. Now the signals an output prints are read, under each of their
forms (gatekeeper.rules.support.evidence.signals).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: signal -> how a claim names it
NAMED = {9: ("SIGKILL", "kill -9", "信号 9"), 15: ("SIGTERM", "信号 15", "signal 15"),
         11: ("SIGSEGV", "段错误"), 6: ("SIGABRT", "信号 6")}
FORMS = ("{s} 被 {g} 终止", "{s} was terminated by {g}", "{s} 因 {g} 退出", "{s}收到{g}后退出")


def _systemd(rng: random.Random, service: str, signal: int) -> str:
    name = {9: "KILL", 15: "TERM", 11: "SEGV", 6: "ABRT"}[signal]
    code = "dumped" if signal in (11, 6) else "killed"
    return (f"Dec 05 09:1{rng.randint(0, 9)}:01 node-3 systemd[1]: {service}.service: Main process exited, "
            f"code={code}, status={signal}/{name}\n"
            f"Dec 05 09:12:01 node-3 systemd[1]: {service}.service: Failed with result 'signal'.")


def _kubernetes(rng: random.Random, service: str, signal: int) -> str:
    return (f"Name:         {service}-7d9f8b6c5-abcde\n  {service}:\n    State:          Running\n"
            "    Last State:     Terminated\n      Reason:       Error\n"
            f"      Exit Code:    {128 + signal}\n      Started:      Sat, 05 Dec 2026 09:02:11 +0800")


def _docker(rng: random.Random, service: str, signal: int) -> str:
    return ("CONTAINER ID   IMAGE                 STATUS                        NAMES\n"
            f"3f2a1b9c8d7e   shop/{service}:2.1   Exited ({128 + signal}) {rng.randint(2, 50)} minutes ago   "
            f"{service}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    service = rng.choice(("order-svc", "payment-svc", "inventory-api"))
    signal, other = rng.sample(sorted(NAMED), 2)
    output = rng.choice((_systemd, _kubernetes, _docker))(rng, service, signal)
    form = rng.choice(FORMS)
    return (form.format(s=service, g=rng.choice(NAMED[signal])),
            form.format(s=service, g=rng.choice(NAMED[other])), output)


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(137)
    return [_probe(rng) for _ in range(60)]


def test_the_printed_signal_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_signal_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
