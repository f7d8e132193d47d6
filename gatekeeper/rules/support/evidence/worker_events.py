"""An event a claim gives a gunicorn worker's pid that the log gives another worker.

    [2026-12-07 10:12:01 +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:4121)
    [2026-12-07 10:12:02 +0000] [1] [WARNING] Worker with pid 4121 was terminated due to signal 9
    [2026-12-07 10:12:02 +0000] [4388] [INFO] Booting worker with pid: 4388

`pid 为 4388 的 worker 超时`, `worker 4388 被信号 9 终止` (4121 timed out and was killed) and `新启动的
worker pid 为 4121` passed: every pid is the log's, and nothing tied a pid to its event. Each line
gives a worker's pid an event: timed out (`超时`, `timeout`), killed (`终止`, `杀死`, `killed`,
`terminated`, `SIGKILL`), booted (`启动`, `booting`, `spawned`) or exited (`退出`, `exiting`,
`exited`). A clause writing one pid the log prints and one event's words says that worker had the
event: an event no line gives the pid, where a line gives it another pid, contradicts it. Unsure
says nothing: two pids or events in a clause, a negator.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from gatekeeper.rules.support.evidence.readings import sole_reading
from gatekeeper.rules.support.text.anchors import Anchor
from gatekeeper.rules.support.text.clauses import NEGATOR_IN, NO_NEGATOR, sole_kinds
from gatekeeper.rules.support.text.patterns import compiled

#: every line's word: what the reading needs (tool_outputs gates on them)
WORKER = ("WORKER", "Worker", "worker")
_EVENTS = (("timeout", compiled(r"WORKER TIMEOUT \(pid:[ \t]*(?P<pid>\d+)\)")),
           ("killed", compiled(r"Worker with pid (?P<pid>\d+) was terminated due to signal"
                               r"|Worker \(pid:[ \t]*(?P<sent>\d+)\) was sent SIGKILL")),
           ("booted", compiled(r"Booting worker with pid:[ \t]*(?P<pid>\d+)")),
           ("exited", compiled(r"Worker exiting \(pid:[ \t]*(?P<pid>\d+)\)"
                               r"|Worker \(pid:[ \t]*(?P<code>\d+)\) exited with code")))
_SAID = {"timeout": compiled(r"超时|(?<![A-Za-z])(?i:timeout|timed\s+out)(?![A-Za-z])"),
         "killed": compiled(r"终止|杀死|杀掉|(?<![A-Za-z])(?i:killed|terminated|sigkill)(?![A-Za-z])"),
         "booted": compiled(r"启动|(?<![A-Za-z])(?i:booting|booted|spawned)(?![A-Za-z])"),
         "exited": compiled(r"退出|(?<![A-Za-z])(?i:exiting|exited)(?![A-Za-z])")}
#: no clock's part (`10:12:01`)
_PID = compiled(r"(?:(?<![A-Za-z0-9_.:\-])|(?<=pid:))\d{2,7}(?![A-Za-z0-9_.:\-])")


@lru_cache(maxsize=64)
def worker_events(text: str) -> dict[str, frozenset[str]]:
    """The events each worker's pid has in `text`."""
    found: dict[str, set[str]] = {}
    for event, pattern in _EVENTS:
        for line in pattern.finditer(text):
            pid = next(group for group in line.groups() if group)
            found.setdefault(pid, set()).add(event)
    return {pid: frozenset(events) for pid, events in found.items()}


def worker_event_swapped(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                         anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """(the pid and event the claim writes, [the worker's events, and whose the event is]) for the
    first event the claim gives a pid that another pid had (see the module docstring)."""
    del anchors, anchors_of  # the lines are read as printed
    workers = sole_reading(texts, WORKER, worker_events)
    if not workers:
        return None
    for event, said, low, high in sole_kinds(claim, _SAID, NO_NEGATOR):
        pids = [pid for pid in dict.fromkeys(_PID.findall(claim, low, high)) if pid in workers]
        if len(pids) != 1 or event in workers[pids[0]] or NEGATOR_IN.search(claim, low, high):
            continue
        having = sorted(pid for pid, events in workers.items() if event in events)
        if having:
            return Anchor("state", said.group(), claim[low:high].strip(), low, high), [
                f"pid {pids[0]} {', '.join(sorted(workers[pids[0]]))}; {event} pid {', '.join(having)}"]
    return None
