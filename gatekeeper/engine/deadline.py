"""Running a rule with a time budget (config `limits.ruleTimeoutSeconds`).

Python cannot kill a thread, so the budget is enforced by *abandoning* the rule, not stopping it:
the rule runs on a worker thread and the caller waits at most the budget for its result. When
the budget runs out, `call_with_deadline` raises `DeadlineExceeded`; the engine fails the rule
(naming it) and goes on with the next rules on a fresh worker. The abandoned worker is a daemon
thread: whatever it still computes is discarded, and it does not keep the process alive.

Limits, honestly:

* A rule stuck in C code that never releases the GIL (for example a catastrophic regular
  expression inside `re`) also stops the waiting thread, so the budget cannot fire. That is why
  no configuration value is ever compiled as a regular expression (docs/security.md), and why a CI job
  should still have its own wall-clock timeout.
* An abandoned rule keeps using one CPU until it returns or the process exits.

Each calling thread gets its own long-lived worker (a queue hand-off is far cheaper than a new
thread per rule: docs/performance.md, design choices), so one Engine can still serve many threads at once; a
worker ends when its calling thread does. After `fork` the child builds a new worker.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Callable
from typing import Any, TypeVar

_T = TypeVar("_T")
_Task = tuple[Callable[..., Any], tuple[Any, ...], "queue.SimpleQueue[tuple[bool, Any]]"]


class DeadlineExceeded(Exception):
    """The call did not return within its budget; it may still be running, abandoned."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        super().__init__(f"still running after {seconds:g} s")


def _serve(inbox: queue.SimpleQueue[_Task | None]) -> None:
    while True:
        task = inbox.get()
        if task is None:
            return
        function, args, outbox = task
        try:
            outbox.put((True, function(*args)))
        except BaseException as exc:  # handed to the caller, who decides what it means
            outbox.put((False, exc))
        del task, function, args, outbox


class _Worker:
    """A daemon thread serving one calling thread. It stops when this object is collected."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.inbox: queue.SimpleQueue[_Task | None] = queue.SimpleQueue()
        # The thread holds only the inbox, never `self`, so that `__del__` can run.
        threading.Thread(target=_serve, args=(self.inbox,), name="gatekeeper-rule-worker",
                         daemon=True).start()

    def __del__(self) -> None:
        self.inbox.put(None)


_local = threading.local()


def _worker() -> _Worker:
    worker: _Worker | None = getattr(_local, "worker", None)
    if worker is None or worker.pid != os.getpid():  # threads do not survive fork
        worker = _local.worker = _Worker()
    return worker


def call_with_deadline(function: Callable[..., _T], args: tuple[Any, ...],
                       seconds: float | None) -> _T:
    """`function(*args)`, or DeadlineExceeded after `seconds`; None means no budget."""
    if seconds is None:
        return function(*args)
    worker = _worker()
    outbox: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()
    worker.inbox.put((function, args, outbox))
    try:
        ok, value = outbox.get(timeout=seconds)
    except queue.Empty:
        # The worker is busy with the runaway call: leave it to finish (or not) on its own;
        # dropping it queues its stop signal behind that call.
        _local.worker = None
        raise DeadlineExceeded(seconds) from None
    if ok:
        return value  # type: ignore[no-any-return]  # the worker hands back fn's result
    raise value
