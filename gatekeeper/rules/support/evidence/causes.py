"""An exception a claim gives as the root cause that its evidence's stack trace prints wrapping
another.

`根本原因是 RuntimeException` citing a Java trace `java.lang.RuntimeException: order failed`, then
`Caused by: ...QueryTimeoutException`, then `Caused by: java.net.SocketTimeoutException: Read
timed out`: the chain ends at the socket's timeout, which the others wrap. Every exception the
claim names is in the output, so nothing was missing. A chain is Java's (an exception's line,
then its frames and its `Caused by:` lines: the last is the root) or Python's (tracebacks joined
by `The above exception was the direct cause of the following exception:` or `During handling
of the above exception, another exception occurred:`: the first is the root). A claim giving
the root cause (`根因`, `根本原因`, `root cause`, `underlying cause`) an exception, the one it
names nearest those words, contradicts its evidence when a chain prints that exception wrapping
another and no chain ends at it. Unsure says nothing: a negated word (`根因不是`), an exception
no chain prints.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around
from gatekeeper.rules.support.text.patterns import compiled

#: A word giving the root cause (a cheap test of the claim first).
_ROOT = compiled(r"根因|根本原因|根源|(?<![A-Za-z])(?:root|underlying)[ -]cause", re.IGNORECASE)
_NEGATED = compiled(r"不是|并非|并不是|不在于|(?<![A-Za-z])(?:not|isn't|wasn't)(?![A-Za-z])", re.IGNORECASE)
#: What says an exception before the word is the root cause (`X 是根本原因`, `X was the root cause`).
_IS = compiled(r"\s*(?:才|就|正|即)?(?:是|为|(?:is|was)(?:\s+(?:the|an?))?)\s*"
               r"(?:本次|这次|此次|问题的?|故障的?|事故的?|报错的?)?\s*", re.IGNORECASE)
#: A Java exception's line: its class (with its package) first, or after a log line's message
#: (`... - Request failed: java.lang.RuntimeException: ...`); a cause's.
_CLASS = r"(?:[a-z_$][\w$]*\.)+(?P<name>[A-Z][\w$]*(?:Exception|Error|Throwable|Fault))"
_JAVA_TOP = compiled(rf"(?:^|[\s:])(?<!Caused by: ){_CLASS}(?::|\s*$)", re.MULTILINE)
_JAVA_CAUSE = compiled(rf"^\s*Caused by: {_CLASS}(?::|\s*$)")
_JAVA_FRAME = compiled(r"^\s+(?:at |\.\.\. \d+ (?:more|common frames omitted)|Suppressed: )|^\s*$")
#: Python's: a traceback's last line, and the words joining two tracebacks of one chain.
_PYTHON_LAST = compiled(r"^(?:[\w.]+\.)?(?P<name>[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Timeout))(?::|$)")
_PYTHON_JOIN = compiled(r"^(?:The above exception was the direct cause of the following exception"
                        r"|During handling of the above exception, another exception occurred):")
_MAY_TRACE = compiled(r"Caused by: |Traceback \(most recent call last\)")


def root_cause_swapped(claim: str, mine: Sequence[Anchor], cited: Sequence[str],
                       anchors_of: Callable[[str], Sequence[Anchor]]
                       ) -> tuple[Anchor, list[str]] | None:
    """(the exception the claim gives as the root cause, [the root of its chain]) when a chain of
    `cited` wraps it around another and none ends at it (see the module docstring)."""
    del anchors_of  # the traces are read as printed
    named = [a for a in mine if a.kind == "exception"]
    if not named or _ROOT.search(claim) is None or not any(_MAY_TRACE.search(text) for text in cited):
        return None
    chains = [chain for text in dict.fromkeys(cited) for chain in chains_of(text)]
    for root in _ROOT.finditer(claim):
        low, high = clause_around(claim, root.start(), root.end())
        # the nearest after the word (`根因是 X`), else one said to be it (`X 是根本原因`; not
        # `X 的根因是...`: its subject)
        after = [a for a in named if root.end() <= a.start < high]
        before = [a for a in named if low <= a.start and a.end <= root.start()
                  and _IS.fullmatch(claim, a.end, root.start())]
        if not after and not before:
            continue
        given = after[0] if after else before[-1]
        if _NEGATED.search(claim, low, max(given.start, root.start())):
            continue
        simple = given.value
        if any(chain[0][0].lower() == simple for chain in chains):
            continue  # a chain ends at it
        wrapping = [chain for chain in chains if any(name.lower() == simple for name, _ in chain[1:])]
        if wrapping:
            name, line = wrapping[0][0]
            return given, [f"root cause {name} ({clipped(line.strip(), 70)!r})"]
    return None


def chains_of(text: str) -> list[list[tuple[str, str]]]:
    """Each chain of exceptions `text` prints, its root first: [(simple name, line), ...]."""
    if "Traceback (most recent call last)" in text:
        return _java_chains(text) + _python_chains(text)
    return _java_chains(text)


def _java_chains(text: str) -> list[list[tuple[str, str]]]:
    chains: list[list[tuple[str, str]]] = []
    current: list[tuple[str, str]] | None = None
    for line in text.split("\n"):
        cause = _JAVA_CAUSE.match(line)
        if cause is not None and current is not None:
            current.append((cause.group("name"), line))
            continue
        if current is not None and _JAVA_FRAME.match(line):
            continue
        top = _JAVA_TOP.search(line) if "Caused by:" not in line else None
        current = [(top.group("name"), line)] if top is not None else None
        if current is not None:
            chains.append(current)
    return [list(reversed(chain)) for chain in chains if len(chain) > 1]


def _python_chains(text: str) -> list[list[tuple[str, str]]]:
    chains: list[list[tuple[str, str]]] = []
    joined = False
    for line in text.split("\n"):
        if _PYTHON_JOIN.match(line):
            joined = True
            continue
        last = _PYTHON_LAST.match(line)
        if last is None:
            continue
        if joined and chains:
            chains[-1].append((last.group("name"), line))
        else:
            chains.append([(last.group("name"), line)])
        joined = False
    return [chain for chain in chains if len(chain) > 1]
