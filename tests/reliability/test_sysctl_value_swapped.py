"""A kernel parameter given another parameter's value than `sysctl` prints for it fails; its own
value passes.

`somaxconn 为 1024` citing `sysctl -a`, whose `net.core.somaxconn = 4096` and
`net.ipv4.tcp_max_syn_backlog = 1024`: a claim names a parameter without its namespace, which
named no field, so of 60 forged claims 60 passed. Now a dotted name is named by its last part
(`gatekeeper.rules.support.evidence.field_names`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

#: (key, values it may have)
PARAMS = (("net.core.somaxconn", (128, 1024, 4096, 65535)),
          ("net.ipv4.tcp_max_syn_backlog", (512, 1024, 8192)),
          ("vm.swappiness", (0, 1, 10, 30, 60)), ("fs.file-max", (65535, 1048576, 2097152)),
          ("net.ipv4.ip_local_port_range", None), ("vm.max_map_count", (65530, 262144)),
          ("net.core.netdev_max_backlog", (1000, 5000, 16384)), ("net.ipv4.tcp_fin_timeout", (15, 30, 60)))
FORMS = ("{k} 为 {v}", "{k} 设置为 {v}", "{k} 的值是 {v}", "{k} is set to {v}", "内核参数 {k} 当前为 {v}")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    values = {key: ("32768\t60999" if options is None else str(rng.choice(options)))
              for key, options in rng.sample(PARAMS, rng.randint(3, 6))}
    output = "$ sysctl -a | grep -E 'somaxconn|backlog|swappiness|file-max|map_count|fin_timeout|port'\n" + \
        "\n".join(f"{key} = {value}" for key, value in values.items())
    numeric = [key for key, value in values.items() if "\t" not in value]
    if len(numeric) < 2:
        return None
    key, other = rng.sample(numeric, 2)
    if values[key] == values[other]:
        return None
    form, leaf = rng.choice(FORMS), key.rpartition(".")[2]
    return form.format(k=leaf, v=values[key]), form.format(k=leaf, v=values[other]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 5407, 60)


def test_a_parameter_given_another_s_value_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_parameter_s_own_value_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
