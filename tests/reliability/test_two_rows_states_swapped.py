"""Two pods' states restated in one sentence (`order-svc is Running while payment-svc is in
CrashLoopBackOff`, `order-svc 为 Running，payment-svc 为 Error`) pass, and the two states swapped
fail.

Both states and both names are the output's: a clause naming two rows was unsure which value is
whose, and a state with no column word (`为`, `is`) named no column. Now a clause is cut at the
words joining two rows' (`while`, `and`, `而`; `gatekeeper.rules.support.evidence.table_rows`),
values given `respectively` (`分别`) are the rows' in order, and a word that is one column's cell
names it (`gatekeeper.rules.support.evidence.tables`).
"""

from __future__ import annotations

import random

from loghub_quotes import SERVICES, not_passed, not_rejected

STATES = ("Running", "CrashLoopBackOff", "Error", "Pending", "ImagePullBackOff", "OOMKilled")
FORMS = ("{a} is {x} while {b} is in {y}", "{a} 为 {x}，{b} 为 {y}", "{a} is {x} and {b} is {y}",
         "{a} 处于 {x} 状态，而 {b} 处于 {y} 状态", "{a} {x}, {b} {y}", "Pod {a} 是 {x}，但 {b} 是 {y}",
         "{a} is {x}, whereas {b} shows {y}", "{a} 和 {b} 分别处于 {x} 和 {y} 状态",
         "{a} and {b} are {x} and {y} respectively", "{a}处于{x}状态，而{b}处于{y}状态")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    services = rng.sample(SERVICES, rng.randint(2, 4))
    states = dict(zip(services, rng.sample(STATES, len(services)), strict=True))
    rows = ["NAME                                   READY   STATUS             RESTARTS   AGE"]
    for service, state in states.items():
        pod = f"{service}-{rng.getrandbits(36):09x}-{rng.getrandbits(24):05x}"
        ready = "1/1" if state == "Running" else "0/1"
        rows.append(f"{pod:<38} {ready}     {state:<18} {rng.randint(0, 30):<10} {rng.randint(5, 90)}m")
    a, b = rng.sample(services, 2)
    form = rng.choice(FORMS)
    return (form.format(a=a, b=b, x=states[a], y=states[b]),
            form.format(a=a, b=b, x=states[b], y=states[a]), "\n".join(rows))


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(2718)
    return [_probe(rng) for _ in range(60)]


def test_two_pods_states_restated_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_the_two_states_swapped_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
