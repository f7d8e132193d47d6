"""A Java thread's state, as a claim tells it, against the thread dump its evidence prints.

`http-nio-8080-exec-5 处于 RUNNABLE 状态` citing `jstack`, whose `"http-nio-8080-exec-5" #45 ...`
is `java.lang.Thread.State: BLOCKED (on object monitor)` and `"http-nio-8080-exec-7"`'s
`RUNNABLE`: the thread and the state are both the output's, so nothing was missing or
contradicted. A thread's state is its header's quoted name and the `java.lang.Thread.State:`
line after it. A clause naming one thread (whole) and a state denies it when the thread's state
is none the words allow: a state as printed (`RUNNABLE`, `BLOCKED`, `WAITING`, `TIMED_WAITING`)
allows itself; `阻塞`, `blocked`, `等待`, `waiting` any of a thread not running (the three kinds of
waiting); `运行中`, `running`, `可运行` RUNNABLE. Unsure says nothing: a clause naming two
threads, or words of two kinds (`从 BLOCKED 变为 RUNNABLE`); a thread the dump prints no state
of; a negated state (`不再阻塞`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_HEADER = compiled(r'^"(?P<name>[^"]+)"')
_STATE = compiled(r"^\s*java\.lang\.Thread\.State: (?P<state>[A-Z_]+)")
_NOT_RUNNING = frozenset({"BLOCKED", "WAITING", "TIMED_WAITING"})
#: A claim's words of a state, and the states they allow (a state as printed first: `BLOCKED`
#: holds no lower-case `blocked`, matched case-sensitively).
_SAID = compiled(r"(?P<printed>(?<![A-Za-z0-9_])(?:RUNNABLE|BLOCKED|TIMED_WAITING|WAITING|TERMINATED)"
                 r"(?![A-Za-z0-9_]))"
                 r"|(?P<waiting>阻塞|等待|等锁|(?i:(?<![A-Za-z])(?:blocked|waiting|parked)(?![A-Za-z])))"
                 r"|(?P<running>运行中|正在运行|可运行|(?i:(?<![A-Za-z])(?:running|runnable)(?![A-Za-z])))")
_NEGATED = compiled(r"(?:不再|不是|并非|没有|没|未|不|(?<![A-Za-z])(?:not|no\s+longer|never)\s+(?:be\s+)?)"
                    r"\s*\Z", re.IGNORECASE)


def thread_state_denied(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                        anchors_of: Callable[[str], Sequence[Anchor]]
                        ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the thread's state]) for the first thread the claim gives a state
    its dump denies (see the module docstring)."""
    del anchors, anchors_of  # the dump is read as printed
    if _SAID.search(claim) is None or not any("java.lang.Thread.State" in text for text in texts):
        return None
    states: dict[str, list[tuple[str, str]]] = {}
    for text in dict.fromkeys(texts):
        for name, printed in _states_in(text):
            states.setdefault(name, []).append(printed)
    for said in _SAID.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        kinds = {_allowed(m) for m in _SAID.finditer(claim, low, high)}
        if len(kinds) != 1 or _NEGATED.search(claim, max(low, said.start() - 8), said.start()):
            continue  # two kinds of state (a change told), or a negated one: unsure
        named = [name for name in states if name_pattern(name).search(claim, low, high)]
        if len(named) != 1:
            continue
        (name,), (allowed,) = named, kinds
        if not any(state in allowed for state, _ in states[name]):  # (dumps taken apart: any)
            state, line = states[name][0]
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"{name}'s state {state} ({clipped(line.strip(), 80)!r})"]
    return None


def _allowed(said: re.Match[str]) -> frozenset[str]:
    if said.group("printed"):
        return frozenset({said.group("printed")})
    return _NOT_RUNNING if said.group("waiting") else frozenset({"RUNNABLE"})


@lru_cache(maxsize=64)
def _states_in(text: str) -> tuple[tuple[str, tuple[str, str]], ...]:
    """(thread name, (its state, the state's line)) of each thread the dump prints a state of
    (read once: every claim citing it asks)."""
    found = []
    thread = None
    for line in text.splitlines():
        header = _HEADER.match(line)
        if header is not None:
            thread = header.group("name")
            continue
        state = _STATE.match(line)
        if state is not None and thread is not None:
            found.append((thread, (state.group("state"), line)))
            thread = None
    return tuple(found)
