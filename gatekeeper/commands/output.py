"""Writing files the commands produce (reports, baselines, `init`'s configuration)."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from gatekeeper.errors import InputError


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to `path` so that readers never see half a file (see `atomic_output`)."""
    with atomic_output(path) as stream:
        stream.write(text)


@contextmanager
def atomic_output(path: Path) -> Iterator[TextIO]:
    """A UTF-8 text stream onto `path` that readers never see half written (docs/reliability.md):
    what is written goes to disk as it comes, so a report need not be kept whole in memory.

    * A regular file (or a missing one) is written via a temporary sibling, renamed over `path`
      when the block ends without an error; the file keeps its mode, and a new one gets the
      mode the umask gives (mkstemp's 0600 is changed first). The temporary file is removed on
      any failure or signal, and `path` is left as it was.
    * A symlink is written through: its target is replaced, the link stays.
    * A device, FIFO or other non-regular file (`/dev/null`, `/dev/stdout`, a named pipe) is
      written into, never replaced; a FIFO with no reader is an error, not a hang.

    Only `path` (and its missing parent directories) is ever created; a failure to write is an
    InputError naming `path` (exit 2), not a traceback.
    """
    import stat

    try:
        info: os.stat_result | None = os.stat(path)  # through symlinks
    except FileNotFoundError:
        info = None
    except (OSError, ValueError) as exc:
        raise _unwritable(path, exc) from None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise InputError(str(path), "is a directory; expected a file to write")
    if info is not None and not stat.S_ISREG(info.st_mode):
        with _written_into(path) as stream:
            yield stream
        return
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    mode = stat.S_IMODE(info.st_mode) if info is not None else 0o666 & ~_umask()
    with _replacing(target, mode, shown=path) as stream:
        yield stream


@contextmanager
def _replacing(path: Path, mode: int, shown: Path) -> Iterator[TextIO]:
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except (OSError, ValueError) as exc:
        raise _unwritable(shown, exc) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            os.fchmod(stream.fileno(), mode)
            yield stream
        os.replace(temporary, path)
    except BaseException as exc:
        if os.path.exists(temporary):
            os.unlink(temporary)
        if isinstance(exc, OSError):
            raise _unwritable(shown, exc) from None
        raise


@contextmanager
def _written_into(path: Path) -> Iterator[TextIO]:
    """Into a device or FIFO; O_NONBLOCK so that a FIFO without a reader fails (ENXIO)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        if exc.errno == errno.ENXIO:
            raise InputError(str(path), "is a FIFO with no reader; start the reader first, or "
                             "write to a file") from None
        raise _unwritable(path, exc) from None
    try:
        os.set_blocking(fd, True)
        # entered below; closing it closes fd
        stream = open(fd, "w", encoding="utf-8", newline="\n")  # noqa: SIM115
    except OSError as exc:
        os.close(fd)
        raise _unwritable(path, exc) from None
    try:
        with stream:
            yield stream
    except OSError as exc:
        raise _unwritable(path, exc) from None


def _umask() -> int:
    """The process's umask (read without changing it where /proc tells it)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _unwritable(path: Path, exc: BaseException) -> InputError:
    return InputError(str(path), f"cannot be written: {getattr(exc, 'strerror', None) or exc}")
