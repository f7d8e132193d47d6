"""A circuit breaker's change of state a claim gives one breaker while its evidence gives it
another's.

`payment-svc 的熔断器进入半开状态` citing Resilience4j's `CircuitBreaker 'payment-svc' changed state
from CLOSED to OPEN` and `CircuitBreaker 'inventory-api' changed state from OPEN to HALF_OPEN`:
the breaker, the state and the line are all the output's, so nothing was missing, and the
Verifier reads the open breaker as recovering. A breaker is named by the line (`CircuitBreaker
'name'`, `circuit breaker name ... from X to Y`); a clause naming one breaker and a state
(`半开`/`half-open`, `打开`/`熔断`/`opened`/`tripped`, `关闭`/`恢复`/`closed`, or the state's own
name) gives it a state no change of its own reaches or leaves while another breaker's change
reaches it, or (`从 CLOSED 变为 OPEN`, `from OPEN to HALF_OPEN`) another breaker's change alone.
Unsure says nothing: a negated state (`没有打开`, `did not open`), a clause naming two breakers, a
breaker the lines do not name (`order-svc 的熔断器`: the service logging the change).

And a state the claim gives a breaker whose own lines give it none such (`payment-svc 熔断器关闭`,
`熔断器未打开` citing `[payment-svc] circuit breaker open`): the words were the output's, so it
passed. A breaker's lines are those printing a breaker and its state (`circuit breaker open`,
`is OPEN`, `state=HALF_OPEN`, a change `from CLOSED to OPEN`: both states) and naming the clause's
subject (a quoted breaker, a service), or, when the clause names none, all of them if they name
one subject or none. A state named none of them reaches contradicts them; a state denied
(`未打开`, `not open`) is contradicted when it is the one state the lines end in. Unsure says
nothing: a clause naming two states or two subjects, lines of several subjects for a clause
naming none.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import SUBJECTS
from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.written import name_pattern

_BREAKER = compiled(r"熔断|断路器|circuit\s*breaker", re.IGNORECASE)
#: A change of a breaker's state as a line prints it.
_CHANGE = compiled(r"circuit\s*breaker\s+(?:for\s+)?['\"]?([\w.\-]+)['\"]?[^\n]*?\bfrom\s+"
                   r"([A-Za-z_\-]+)\s+to\s+([A-Za-z_\-]+)", re.IGNORECASE)
#: The states a claim names, in the order they are tried: a word inside one found before is
#: none (`OPEN` of `HALF_OPEN`, `开` of `半开`).
_STATES = (("HALF_OPEN", compiled(r"半开|(?<![A-Za-z])half[\s_\-]?open(?:ed)?(?![A-Za-z])",
                                  re.IGNORECASE)),
           ("OPEN", compiled(r"(?<!半)(?:打开|开启|跳闸)|熔断(?![器机])"
                             r"|(?<![A-Za-z])(?:open(?:ed|s)?|trip(?:ped|s)?)(?![A-Za-z])", re.IGNORECASE)),
           ("CLOSED", compiled(r"关闭|闭合|(?<![A-Za-z])clos(?:ed|es?)(?![A-Za-z])", re.IGNORECASE)))
#: `从 X 变为 Y`, `from X to Y`: a change, not a state.
_FROM_TO = compiled(r"从|由|(?<![A-Za-z])from(?![A-Za-z])", re.IGNORECASE)
#: A negator before a state in its clause (`没有进入半开`, `did not open`).
_NEGATED = compiled(r"没有|没|未|不|并未|尚未|(?<![A-Za-z])(?:not|never|no)(?![A-Za-z])|n't",
                    re.IGNORECASE)


def breaker_state_misattributed(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                                anchors_of: Callable[[str], Sequence[Anchor]]
                                ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the breakers' changes]) for a state or change the claim gives one
    breaker that only another breaker's change has (see the module docstring)."""
    del anchors, anchors_of  # the changes are read as printed
    if _BREAKER.search(claim) is None:
        return None
    changes: dict[str, list[tuple[str, str]]] = {}
    for text in dict.fromkeys(texts):
        for name, before, after in _CHANGE.findall(text):
            changes.setdefault(name, []).append((_state(before), _state(after)))
    if len(changes) < 2:
        return None
    mentions = {name: [m.span() for m in name_pattern(name, before=".-", ignore_case=False).finditer(claim)]
                for name in changes}
    for name, own in changes.items():
        theirs = [change for other, moved in changes.items() if other != name for change in moved]
        for start, end in mentions[name]:
            low, high = clause_around(claim, start, end)
            if sum(any(low <= at < high for at, _ in spans) for spans in mentions.values()) != 1:
                continue  # two breakers in a clause: which state is whose is unsure
            said = _said(claim, low, high)
            if not said:
                continue
            states = tuple(state for state, _ in said)
            if len(states) >= 2 and _FROM_TO.search(claim, low, said[0][1].start()):
                wrong = states[:2] not in own and states[:2] in theirs
            else:
                wrong = (states[-1] not in {state for change in own for state in change}
                         and any(after == states[-1] for _, after in theirs))
            if wrong:
                word = said[-1][1]
                return Anchor("state", word.group().lower(), claim[start:word.end()], start,
                              word.end()), [
                    "; ".join(f"CircuitBreaker {breaker!r} {before} to {after}"
                              for breaker, moved in changes.items() for before, after in moved)]
    return None


#: A line printing a breaker's state (`circuit breaker open`, `CircuitBreaker 'pay' is OPEN`,
#: `circuit_breaker state=HALF_OPEN`, Hystrix's `short-circuited and is OPEN`).
_PRINTED_STATE = compiled(
    r"(?:circuit[\s_]*breaker|short-circuited)[^\n]*?(?<![A-Za-z_\-])(?:(?:is|now|state|became)[\s=:]+)?"
    r"(?P<state>half[\s_\-]?open(?:ed)?|open(?:ed)?|closed|tripped)(?![A-Za-z_\-])", re.IGNORECASE)


def breaker_state_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                               anchors_of: Callable[[str], Sequence[Anchor]]
                               ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the breaker's lines]) for a state the claim gives a breaker that none
    of its lines reaches, or denies of the one its lines end in (see the module docstring)."""
    breaker = _BREAKER.search(claim)
    if breaker is None:
        return None
    low, high = clause_around(claim, *breaker.span())
    subjects = {a.value for a in anchors if a.kind in SUBJECTS and low <= a.start < high}
    said = _named(claim, low, high)  # a denied one too: `未打开`
    if len(subjects) > 1 or len({state for state, _ in said}) != 1:
        return None
    state, word = said[-1]
    lines = _state_lines(texts, subjects, anchors_of)
    if not lines:
        return None
    reached = {reach for _, states in lines for reach in states}
    ends = {states[-1] for _, states in lines}
    denied = _NEGATED.search(claim, low, word.start())
    if (ends == {state}) if denied else (state not in reached):
        start = denied.start() if denied else word.start()  # shown with its denial: `未打开`
        return (Anchor("state", state.lower(), claim[start:word.end()], start, word.end()),
                [repr(clipped(line.strip(), 80)) for line in dict.fromkeys(line for line, _ in lines)][:2])
    return None


def _state_lines(texts: Sequence[str], subjects: set[str], anchors_of: Callable[[str], Sequence[Anchor]]
                 ) -> list[tuple[str, tuple[str, ...]]]:
    """(line, the states it gives its breaker) for the lines of the breaker the clause names by
    `subjects` (its one subject, or none)."""
    found = []
    for text in dict.fromkeys(texts):
        for line in text.split("\n"):
            change = _CHANGE.search(line)
            printed = None if change else _PRINTED_STATE.search(line)
            if change is None and printed is None:
                continue
            states = (_state(change.group(2)), _state(change.group(3))) if change else (_word_state(
                printed.group("state")),)  # type: ignore[union-attr]
            named = {a.value for a in anchors_of(line) if a.kind in SUBJECTS}
            if change is not None:
                named.add(change.group(1).lower())
            found.append((line, states, named))
    if subjects:
        subject = next(iter(subjects))
        return [(line, states) for line, states, named in found
                if any(subject in name or name in subject for name in named)]
    if len({frozenset(named) for _, _, named in found}) > 1:
        return []  # several breakers, the clause naming none: whose, unsure
    return [(line, states) for line, states, _ in found]


def _word_state(word: str) -> str:
    word = word.lower().replace(" ", "_").replace("-", "_")
    return "HALF_OPEN" if word.startswith("half") else "CLOSED" if word == "closed" else "OPEN"


def _state(name: str) -> str:
    return name.upper().replace("-", "_")


def _said(claim: str, low: int, high: int) -> list[tuple[str, re.Match[str]]]:
    """The states the clause names, in the order written, none negated (then: none at all)."""
    found = _named(claim, low, high)
    return [] if any(_NEGATED.search(claim, low, word.start()) for _, word in found) else found


def _named(claim: str, low: int, high: int) -> list[tuple[str, re.Match[str]]]:
    """The states the clause names, in the order written, negated or not."""
    found: list[tuple[str, re.Match[str]]] = []
    for state, pattern in _STATES:
        for word in pattern.finditer(claim, low, high):
            if not any(other.start() <= word.start() < other.end() for _, other in found):
                found.append((state, word))
    return sorted(found, key=lambda said: said[1].start())
