"""A Java thread's state restated (`http-nio-8080-exec-5 处于 BLOCKED 状态` for `jstack`'s
`java.lang.Thread.State: BLOCKED (on object monitor)` under the thread's header) passes, and
another thread's state fails.

The thread's name and the state are both the dump's: 48 of 60 forged claims passed and 10 only
warned. Now each
thread's state line is read (`gatekeeper.rules.support.evidence.thread_states`).
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

#: state -> (what the header says after the thread's ids, the state line's detail, a frame)
STATES = {
    "RUNNABLE": ("runnable", "", "java.net.SocketInputStream.socketRead0(Native Method)"),
    "BLOCKED": ("waiting for monitor entry", " (on object monitor)",
                "com.shop.order.OrderService.reserve(OrderService.java:88)"),
    "WAITING": ("waiting on condition", " (parking)", "sun.misc.Unsafe.park(Native Method)"),
    "TIMED_WAITING": ("sleeping", " (sleeping)", "java.lang.Thread.sleep(Native Method)"),
}
SAID = {"RUNNABLE": ("{t} 处于 RUNNABLE 状态", "{t} is RUNNABLE", "{t} 正在运行", "{t}处于RUNNABLE状态"),
        "BLOCKED": ("{t} 处于 BLOCKED 状态", "{t} is BLOCKED", "{t} 被阻塞", "{t} is blocked"),
        "WAITING": ("{t} 处于 WAITING 状态", "{t} is WAITING", "{t} 在等待", "{t}处于WAITING状态"),
        "TIMED_WAITING": ("{t} 处于 TIMED_WAITING 状态", "{t} is in TIMED_WAITING", "{t} is waiting")}
NAMES = ("http-nio-8080-exec-{n}", "pool-{n}-thread-1", "kafka-producer-network-thread-{n}",
         "HikariPool-1-housekeeper-{n}", "grpc-default-executor-{n}")


def _thread(rng: random.Random, name: str, state: str, number: int) -> str:
    header, detail, frame = STATES[state]
    return (f'"{name}" #{number} daemon prio=5 os_prio=0 tid=0x00007f3c2c{rng.randrange(16**6):06x} '
            f"nid=0x{rng.randrange(16**4):x} {header} [0x00007f3bf8{rng.randrange(16**6):06x}]\n"
            f"   java.lang.Thread.State: {state}{detail}\n\tat {frame}\n")


def _probe(rng: random.Random) -> tuple[str, str, str]:
    names = [pattern.format(n=rng.randint(1, 40)) for pattern in rng.sample(NAMES, rng.randint(3, 5))]
    states = [rng.choice(tuple(STATES)) for _ in names]
    if len(set(states)) == 1:
        states[0] = next(state for state in STATES if state != states[1])
    output = "\n".join(_thread(rng, name, state, 40 + n) for n, (name, state) in enumerate(zip(
        names, states, strict=True)))
    at = rng.randrange(len(names))
    other = rng.choice([state for state in states if state != states[at]
                        and not {state, states[at]} <= {"BLOCKED", "WAITING", "TIMED_WAITING"}]
                       or [state for state in STATES if state != states[at]])
    forged = rng.choice(SAID[other][:2])  # a state as printed: it allows itself only
    return rng.choice(SAID[states[at]]).format(t=names[at]), forged.format(t=names[at]), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(8080)
    return [_probe(rng) for _ in range(60)]


def test_a_thread_s_own_state_restated_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_thread_s_state_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
