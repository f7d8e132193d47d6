"""Which process a pid is, or the OOM killer killed, as a claim tells it, against the lines that
print a process with its pid.

`OOM killer 杀掉了 nginx 进程（pid 28411）` citing the kernel's `Out of memory: Killed process 28411
(java)`: the pid is the output's and `nginx` no anchor, so nothing was missing or contradicted,
yet the claim names another process. A process is printed with its pid by the OOM killer
(`Killed process 28411 (java)`, `oom_reaper: reaped process 28411 (java)`), systemd (`Main PID:
11509 (java)`), ss (`users:(("java",pid=4312,`), netstat (`4312/java`) and syslog (`sshd[24200]:`).
A clause naming one pid (`pid 28411`, `PID 为 28411`, `进程 28411`) and one process by the words
around it (`nginx 进程`, `nginx (pid 28411)`, `java[28411]`) is denied when the pid's process is
another; a clause saying the OOM killer killed a process (`OOM`, `杀掉`, `killed`) naming one the
killer's lines never name, while they name others, is too. Unsure says nothing: two pids or
two processes in the clause.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, line_around
from gatekeeper.rules.support.text.patterns import compiled

_PRINTED = (
    compiled(r"(?:Killed|reaped) process (?P<pid>\d+) \((?P<name>[^)\s]+)\)"),
    compiled(r"Main PID: (?P<pid>\d+) \((?P<name>[^)\s]+)\)"),
    compiled(r"\(\"(?P<name>[^\"]+)\",pid=(?P<pid>\d+)"),
    compiled(r"(?:LISTEN|ESTABLISHED|TIME_WAIT|CLOSE_WAIT|SYN_SENT)\s+(?P<pid>\d+)/(?P<name>[A-Za-z][\w.\-]*)"),
    compiled(r"(?<![\w.\-])(?P<name>[A-Za-z][\w.\-]*)\[(?P<pid>\d+)\]:"),
)
_KILLED = compiled(r"Killed process \d+ \((?P<name>[^)\s]+)\)")
_NAME = r"(?P<name>[A-Za-z][A-Za-z0-9_.\-]*)"
_PROCESS = r"\s*(?:进程|process)"
_PID_WORD = r"(?:pid|PID|进程号)\s*(?:为|是|=|:|：)?\s*"
#: How a claim writes a process with its pid (ASCII bounds: Chinese may touch both).
_SAID = (
    compiled(rf"(?<![A-Za-z0-9_.\-]){_NAME}{_PROCESS}\s*[（(]\s*(?:pid|PID)?\s*[:=：]?\s*(?P<pid>\d+)\s*[)）]"),
    compiled(rf"(?<![A-Za-z0-9_.\-]){_NAME}{_PROCESS}\s*(?:pid|PID|号)\s*[:=：为是]?\s*(?P<pid>\d+)(?!\d)"),
    compiled(rf"{_PID_WORD}(?P<pid>\d+)\s*[（(]\s*{_NAME}\s*[)）]"),
    compiled(rf"{_PID_WORD}(?P<pid>\d+)\s*的\s*{_NAME}{_PROCESS}"),
    compiled(rf"(?<![A-Za-z0-9_.\-]){_NAME}\[(?P<pid>\d+)\]"),
)
#: A process the claim says the OOM killer killed (`杀掉了 java 进程`, `the java process was killed`).
_OOM_SAID = (
    compiled(rf"(?:杀掉|杀死|(?<![A-Za-z])(?:killed|kills|kill)(?![A-Za-z]))\s*了?\s*(?:the\s+)?{_NAME}{_PROCESS}"),
    compiled(rf"(?<![A-Za-z0-9_.\-]){_NAME}{_PROCESS}\s*(?:was\s+|is\s+|has\s+been\s+)?(?:被\s*)?"
             r"(?:(?:the\s+)?(?:OOM|oom)(?:[\s-]*killer)?\s*)?(?:杀掉|杀死|killed)"),
)
#: Words a claim's pattern takes for a name that are none (`the process`).
_NOT_NAMES = frozenset({"the", "a", "an", "pid", "process", "oom", "killer", "main", "its", "of", "this",
                        "that", "one", "same", "another", "whole"})


def process_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                    anchors_of: Callable[[str], Sequence[Anchor]]
                    ) -> tuple[Anchor, list[str]] | None:
    """(the claim's process, [the process its evidence prints]) for the first process the claim
    gives a pid, or says the OOM killer killed, that its evidence does not (see the module
    docstring)."""
    del anchors, anchors_of  # the processes are read as printed
    if "pid" not in claim.lower() and "进程" not in claim and "[" not in claim and "process" not in claim:
        return None
    printed: dict[str, dict[str, str]] = {}  # pid -> its names (lower-cased -> their line)
    killed: dict[str, str] = {}
    for text in dict.fromkeys(texts):
        pids, victims = _printed(text)
        for pid, names in pids.items():
            for name, line in names.items():
                printed.setdefault(pid, {}).setdefault(name, line)
        for name, line in victims.items():
            killed.setdefault(name, line)
    if not printed:
        return None
    for name, pid, start, end in _said(claim):
        named = printed.get(pid)
        if named and name.lower() not in named and not any(
                name.lower() in other or other in name.lower() for other in named):
            other, line = next(iter(named.items()))
            return Anchor("service", name.lower(), claim[start:end], start, end), [
                f"pid {pid} is {other} ({clipped(line, 100)!r})"]
    if killed:
        for pattern in _OOM_SAID:
            for m in pattern.finditer(claim):
                name = m.group("name").lower()
                if name in _NOT_NAMES or any(name in other or other in name for other in killed):
                    continue
                other, line = next(iter(killed.items()))
                return Anchor("service", name, m.group(), m.start(), m.end()), [
                    f"the OOM killer killed {other} ({clipped(line, 100)!r})"]
    return None



@lru_cache(maxsize=64)  # claim after claim cites the same output
def _printed(text: str) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """The processes `text` prints with their pids (pid -> names -> line), and those the OOM
    killer killed (name -> line); each pattern over the whole text, in C."""
    printed: dict[str, dict[str, str]] = {}
    for pattern in _PRINTED:
        for m in pattern.finditer(text):
            printed.setdefault(m.group("pid"), {}).setdefault(m.group("name").lower(),
                                                              line_around(text, m.start()).strip())
    killed: dict[str, str] = {}
    for m in _KILLED.finditer(text):
        killed.setdefault(m.group("name").lower(), line_around(text, m.start()).strip())
    return printed, killed


def _said(claim: str) -> Iterator[tuple[str, str, int, int]]:
    """(name, pid, where) of each process the claim writes with its pid, but in a clause giving
    two pids or two names (which is whose is unsure)."""
    found = [(m.group("name"), m.group("pid"), m.start(), m.end()) for pattern in _SAID
             for m in pattern.finditer(claim) if m.group("name").lower() not in _NOT_NAMES]
    for name, pid, start, end in found:
        low, high = clause_around(claim, start, end)
        inside = {(other.lower(), number) for other, number, at, _ in found if low <= at < high}
        if len({other for other, _ in inside}) == 1 and len({number for _, number in inside}) == 1:
            yield name, pid, start, end
