"""Which process listens on a port, as a claim tells it, against `ss -tlnp`, `netstat -tlnp` and
`lsof -i`.

`8080 端口由 nginx 监听` citing `ss -tlnp`, whose `:8080` line's process is `("java",pid=4312,fd=45)`
and `:80`'s nginx: the port and the name are both the output's, so nothing was missing or
contradicted, yet the claim points at the wrong service. A listener is a `LISTEN` line's local
port with its process: ss' `users:(("java",pid=4312,...))`, netstat's `4312/java`, lsof's first
two columns. A clause naming one port (`8080 端口`, `端口 8080`, `port 8080`, `:8080`) and one
process the listeners print (its name or pid, whole) is denied when another process listens on
the port and it does not. Unsure says nothing: two ports or two processes in the
clause; a port no line listens on; a clause denying that the port is listened on.

`8080 端口没有在监听` citing the same `ss` (`listening_denied`): the port is the output's and a
denial no value. A clause naming one port and denying that it is listened on (`没有在监听`, `未监听`,
`未被占用`, `is not listening`, `nothing listens on`, `not in use`) is contradicted by a line
listening on the port (with a process or without: `ss -lnt`); when the clause names a process
the lines print (`nginx 没有监听 80 端口`), only by that process's line. Unsure: a time the clause
names (`重启前`, `before the deploy`), a word before the denial no line prints as a process.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import clause_around, sentence_around
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import NOT_NOW, PORT_SAID
from gatekeeper.rules.support.text.written import name_pattern

_LOCAL = compiled(r"(?<![\w.:])(?:[\w.*\-]+|\[[0-9a-f:.*]+\]|::):(?P<port>\d{1,5})(?!\d)")
_SS = compiled(r"users:\(\(\"(?P<name>[^\"]+)\",pid=(?P<pid>\d+)")
_NETSTAT = compiled(r"\bLISTEN\s+(?P<pid>\d+)/(?P<name>[^\s/:]+)")
_LSOF = compiled(r"^(?P<name>\S+)\s+(?P<pid>\d+)\s+\S+\s+\S+\s+IPv[46]\b")


_DENIED = compiled(r"(?:没有|没|未|无)(?:任何)?(?:进程|程序|服务)?(?:在|被)?\s*(?:监听|占用|使用)"
                   r"|不在监听|(?<![A-Za-z])(?:(?:is|are|was|were)\s*(?:not|n't)\s+(?:listening|in\s+use|open)"
                   r"|(?:nothing|no\s+(?:process|program|service)|none)\s+(?:is\s+)?listen(?:s|ing)?"
                   r"|not\s+listening|(?:has|had|with)\s+no\s+listeners?)(?![A-Za-z])", re.IGNORECASE)
_PORT_WORDS = frozenset({"port", "the", "tcp", "udp", "on"})
#: The names a claim calls a daemon by besides its process's (`redis` for `redis-server`).
_CALLED = {"redis-server": ("redis",), "mysqld": ("mysql",), "mongod": ("mongo", "mongodb"), "sshd": ("ssh",),
           "postgres": ("postgresql",), "dockerd": ("docker",), "named": ("bind",)}
_NAME = compiled(r"(?<![\w.\-])[A-Za-z][\w.\-]*[A-Za-z0-9](?![\w.\-])")


def listener_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                          anchors_of: Callable[[str], Sequence[Anchor]]
                          ) -> tuple[Anchor, list[str]] | None:
    """A port said not listened on, or given another process, against the listening lines."""
    if PORT_SAID.search(claim) is None or not any("LISTEN" in text for text in texts):
        return None
    return listening_denied(claim, texts) or listener_swapped(claim, anchors, texts, anchors_of)


def listening_denied(claim: str, texts: Sequence[str]) -> tuple[Anchor, list[str]] | None:
    """(the claim's clause, [the listening line]) for the first port the claim says nothing
    listens on that a cited line lists listening (see the module docstring)."""
    ports_listening = [found for text in dict.fromkeys(texts) for found in _ports_in(text)]
    if not ports_listening:
        return None
    programs = {name.lower() for _, name, _ in ports_listening if name}
    for denied in _DENIED.finditer(claim):
        low, high = clause_around(claim, denied.start(), denied.end())
        ports = {next(p for p in m.groups() if p) for m in PORT_SAID.finditer(claim, low, high)}
        if len(ports) != 1 or NOT_NOW.search(claim, *sentence_around(claim, low, high)):
            continue
        (port,) = ports
        # who the clause denies listens: a process the lines print, or none (`8080 端口没有在监听`);
        # another word (`envoy`, printed nowhere) may name a process: unsure
        named = {m.group().lower() for m in _NAME.finditer(claim, low, denied.start())} - _PORT_WORDS
        if len(named) > 1 or named - programs:
            continue
        against = [line for at, name, line in ports_listening
                   if at == port and (not named or name.lower() in named)]
        if against:
            return (Anchor("state", f"not listening on {port}", claim[low:high].strip(), low, high),
                    [repr(clipped(against[0].strip(), 100))])
    return None


def listener_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                     anchors_of: Callable[[str], Sequence[Anchor]]
                     ) -> tuple[Anchor, list[str]] | None:
    """(the claim's words, [the port's listener]) for the first port the claim gives a process
    that listens elsewhere (see the module docstring)."""
    del anchors, anchors_of  # the listeners are read as printed
    listening = listeners_of(texts)
    if not listening:
        return None
    # each name a claim may write (a process's name, its pid) and the pids it names
    pids: dict[str, set[str]] = {}
    for _, name, pid, _ in listening:
        for called in (name.lower(), *_CALLED.get(name.lower(), ())):
            pids.setdefault(called, set()).add(pid)
        pids.setdefault(pid, set()).add(pid)
    for said in PORT_SAID.finditer(claim):
        low, high = clause_around(claim, said.start(), said.end())
        ports = {next(p for p in m.groups() if p) for m in PORT_SAID.finditer(claim, low, high)}
        clause = claim[low:high].lower()
        named = [pids[name] for name in pids if name_pattern(name).search(clause)]
        if len(ports) != 1 or not named or len(set.intersection(*named)) == 0 or _DENIED.search(clause):
            continue  # two ports, no process, or two processes: unsure; a denial is no listener
        (port,), process = ports, set.intersection(*named)
        on_port = [(name, pid, line) for at, name, pid, line in listening if at == port]
        if on_port and not any(pid in process for _, pid, _ in on_port):
            name, pid, line = on_port[0]
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"port {port} is {name} (pid {pid})'s ({clipped(line.strip(), 90)!r})"]
    return None


def listeners_of(texts: Sequence[str]) -> list[tuple[str, str, str, str]]:
    """(port, process name, pid, line) of each listening socket the texts print."""
    return [listener for text in dict.fromkeys(texts) for listener in _listening_in(text)]


@lru_cache(maxsize=64)
def _ports_in(text: str) -> tuple[tuple[str, str, str], ...]:
    """(port, process name or `""`, line) of each listening line of one text: `ss -lnt` prints
    no process."""
    found = []
    for line in text.splitlines():
        if "LISTEN" in line and (local := _LOCAL.search(line)) is not None:
            process = _SS.search(line) or _NETSTAT.search(line) or _LSOF.search(line)
            found.append((local.group("port"), process.group("name") if process else "", line))
    return tuple(found)


@lru_cache(maxsize=64)
def _listening_in(text: str) -> tuple[tuple[str, str, str, str], ...]:
    """`listeners_of` one text (read once: every claim citing it asks)."""
    found = []
    for line in text.splitlines():
        if "LISTEN" not in line:
            continue
        process = _SS.search(line) or _NETSTAT.search(line) or _LSOF.search(line)
        local = _LOCAL.search(line)
        if process is not None and local is not None:
            found.append((local.group("port"), process.group("name"), process.group("pid"), line))
    return tuple(found)
