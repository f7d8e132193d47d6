"""A container given another's restarts or state in `crictl ps -a` fails; its own pass.

`api 容器已重启 12 次`, `api 容器已退出` citing crictl's rows `... Running  api  3 ...` and `...
Exited  sidecar  12 ...`: crictl counts restarts under `ATTEMPT` and words a state under `STATE`,
which no claim's word named, so both passed. Now `重启`, `restart` name `ATTEMPT`
(`gatekeeper.rules.support.evidence.table_words`), and crictl's `STATE` is read as docker's
`STATUS` (`gatekeeper.rules.support.evidence.containers`).
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

NAMES = ("api", "sidecar", "envoy", "order-svc", "redis", "fluent-bit", "istio-proxy")
RESTARTS = ("{c} 容器已重启 {v} 次", "{c} 重启了 {v} 次", "{c} has restarted {v} times",
            "container {c} restarted {v} times")
RUNNING = ("{c} 容器仍在运行", "{c} 正在运行", "{c} is still running", "{c} is up")
EXITED = ("{c} 容器已退出", "{c} 已经退出", "{c} has exited", "container {c} exited")


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    """(faithful claim, forged claim, output)."""
    names = rng.sample(NAMES, 3)
    attempts = rng.sample(range(0, 40), 3)
    states = ["Running", "Exited", rng.choice(("Running", "Exited"))]
    rng.shuffle(states)
    ids = [f"{rng.getrandbits(52):013x}" for _ in names]
    pod = f"{rng.getrandbits(52):013x}"
    rows = ["".join(f"{cell:<20}" for cell in (cid, f"{rng.getrandbits(52):013x}",
                                               f"{rng.randint(2, 50)} minutes ago", state, name, attempt))
            + pod for cid, name, state, attempt in zip(ids, names, states, attempts, strict=True)]
    output = ("CONTAINER           IMAGE               CREATED             STATE               NAME"
              "                ATTEMPT             POD ID\n" + "\n".join(rows))
    mine = rng.randrange(3)
    other = next(n for n in range(3) if n != mine and states[n] != states[mine])
    if rng.random() < 0.5:
        form = rng.choice(RESTARTS)
        return (form.format(c=names[mine], v=attempts[mine]), form.format(c=names[mine], v=attempts[other]),
                output)
    said, wrong = (RUNNING, EXITED) if states[mine] == "Running" else (EXITED, RUNNING)
    return rng.choice(said).format(c=names[mine]), rng.choice(wrong).format(c=names[mine]), output


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 8460, 60)


def test_another_container_s_restarts_or_state_fails() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []


def test_a_container_s_own_restarts_and_state_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []
