"""Whether a claim gives a container's current state the reason of its last one, or the other way
round, against `kubectl describe pod`.

`容器当前处于 OOMKilled 状态` citing a container whose `State:` is `Waiting` (`Reason:
CrashLoopBackOff`) and whose `Last State:` is `Terminated` (`Reason: OOMKilled`): both words are
the output's, so nothing was missing or contradicted, yet the claim moves a past crash into the
present (or, `上次终止原因是 CrashLoopBackOff`, the present into the past). A container's states
are its `State:` and `Last State:` lines with the `Reason:` under each. A clause saying when
(`当前`, `目前`, `现在`, `currently`, `now`; `上次`, `上一次`, `之前`, `last`, `previous`: the
nearest before the word in its sentence, else its clause's) and writing a state or reason the
output prints is denied when no container's state of that time has it but one of the other
time does. Unsure says nothing: a clause saying both times after the word, or none.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled

_STATE = compiled(r"^\s*(?P<last>Last )?State:\s+(?P<word>[A-Z]\w+)\s*$")
_REASON = compiled(r"^\s*Reason:\s+(?P<word>[A-Z]\w+)\s*$")
_NOW = compiled(r"当前|目前|现在|此刻|(?<![A-Za-z])(?:currently|now|at\s+present)(?![A-Za-z])", re.IGNORECASE)
_LAST = compiled(r"上次|上一次|前一次|之前|此前|(?<![A-Za-z])(?:last|previous(?:ly)?|prior)(?![A-Za-z])",
                 re.IGNORECASE)


def pod_state_misdated(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the claim's word, [the states that have it]) for the first state or reason the claim
    gives a container's current state that only its last has, or the other way round (see the
    module docstring)."""
    del anchors, anchors_of  # the states are read as printed
    if (_NOW.search(claim) is None and _LAST.search(claim) is None) or not any(
            "Last State:" in text for text in texts):
        return None
    states = [state for text in dict.fromkeys(texts) for state in states_of(text)]
    words = {word for _, state_words, _ in states for word in state_words}
    for word in words:
        for said in re.finditer(rf"(?<![A-Za-z]){word}(?![A-Za-z])", claim):
            claimed = _when(claim, said.start(), said.end())
            if claimed is None:
                continue
            if not any(word in state_words for when, state_words, _ in states if when == claimed):
                line = next(line for when, state_words, line in states if word in state_words)
                low, high = clause_around(claim, said.start(), said.end())
                return Anchor("state", word, claim[low:high].strip(), low, high), [
                    f"{word} is the {'current' if claimed == 'last' else 'last'} state's "
                    f"({clipped(line.strip(), 80)!r})"]
    return None


def _when(claim: str, start: int, end: int) -> str | None:
    """The time the claim gives the word at `start`: the nearest word of a time before it in its
    sentence (`上次终止原因是 OOMKilled，当前处于 CrashLoopBackOff`), else its clause's one."""
    low = sentence_around(claim, start, end)[0]
    before = [(m.start(), when) for when, pattern in (("now", _NOW), ("last", _LAST))
              for m in pattern.finditer(claim, low, start)]
    if before:
        return max(before)[1]
    low, high = clause_around(claim, start, end)
    times = {when for when, pattern in (("now", _NOW), ("last", _LAST)) if pattern.search(claim, low, high)}
    return times.pop() if len(times) == 1 else None  # both, or none: unsure


@lru_cache(maxsize=64)
def states_of(text: str) -> tuple[tuple[str, frozenset[str], str], ...]:
    """(`now` or `last`, the state's words: its own and its reason, the state's line) for each
    `State:` / `Last State:` of `kubectl describe pod`."""
    found: list[tuple[str, frozenset[str], str]] = []
    for line in text.splitlines():
        state = _STATE.match(line)
        if state is not None:
            found.append(("last" if state.group("last") else "now", frozenset({state.group("word")}), line))
            continue
        reason = _REASON.match(line)
        if reason is not None and found and len(found[-1][1]) == 1:
            when, words, at = found[-1]
            found[-1] = (when, words | {reason.group("word")}, at)
    return tuple(found)
