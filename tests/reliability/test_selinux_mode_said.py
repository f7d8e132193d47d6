"""SELinux's modes as `sestatus` prints them (`SELinux 当前模式为 permissive`, `配置文件中的模式为
enforcing`), pass; the other mode given fails.

`sestatus` prints the running mode and the configured one, which differ after `setenforce`: the
claim's word was the other field's, printed, so nothing was contradicted (at 7a99b56, 60 of 60
forged claims passed). Now a word another setting prints is read against the setting the clause
names, whose words may follow it (`处于 enforcing 模式`), and `from` is silent in a name
(`gatekeeper.rules.support.evidence.settings`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

CURRENT = ("SELinux 当前模式为 {m}", "SELinux 运行在 {m} 模式", "SELinux 当前处于 {m} 模式", "当前模式是 {m}")
CONFIGURED = ("配置文件中的模式为 {m}", "配置文件里的模式是 {m}", "SELinux 配置文件模式为 {m}")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    current, configured = rng.choice((("permissive", "enforcing"), ("enforcing", "permissive")))
    lines = [("SELinux status", "enabled"), ("SELinuxfs mount", "/sys/fs/selinux"),
             ("SELinux root directory", "/etc/selinux"), ("Loaded policy name", "targeted"),
             ("Current mode", current), ("Mode from config file", configured),
             ("Policy MLS status", "enabled"), ("Policy deny_unknown status", "allowed"),
             ("Memory protection checking", "actual (secure)"), ("Max kernel policy version", "33")]
    output = "\n".join(f"{name + ':':<32}{value}" for name, value in lines)
    if rng.random() < 0.5:
        form = rng.choice(CURRENT)
        return form.format(m=current), form.format(m=configured), output
    form = rng.choice(CONFIGURED)
    return form.format(m=configured), form.format(m=current), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(4415)
    return [_probe(rng) for _ in range(60)]


def test_each_mode_as_printed_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_other_mode_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
