"""Errors in what Gatekeeper was given to work with (exit code 2), as opposed to findings.

Anything wrong inside the linted executor output is a finding. Anything wrong with the tool's own
inputs (the invocation dump, a fixture bundle's frame, a configuration layer, the command line) is
an `InputError`: it names the file, the place in it, and what was expected.
"""

from __future__ import annotations


class InputError(Exception):
    """A problem with an input Gatekeeper needs but does not lint; reported with exit code 2."""

    def __init__(self, source: str, message: str, where: str | None = None) -> None:
        self.source = source
        self.where = where
        self.message = message
        super().__init__(str(self))

    def __str__(self) -> str:
        place = f" ({self.where})" if self.where else ""
        return f"{self.source}{place}: {self.message}"


class WorkerEnded(InputError):
    """A worker process of `--jobs` ended abruptly (a signal, the out-of-memory killer): the run
    stops with what it wrote so far, and says so, instead of a pool's traceback."""

    def __init__(self, lost: str) -> None:
        super().__init__("--jobs", f"a worker process ended abruptly (killed, or out of memory?); "
                                   f"{lost}; --jobs 1 runs in this process")


class ConfigError(InputError):
    """A configuration layer, a rule plugin or a command-line override is not usable."""


class Interrupted(BaseException):
    """SIGTERM during a run (`check` turns it into this): a BaseException, so that no
    `except Exception` (a rule's crash guard) swallows it and every `finally` (temporary files,
    the worker pool) runs. The CLI exits 128 + signal."""

    def __init__(self, signum: int) -> None:
        self.signum = signum
        super().__init__(signum)
