"""Writing files the commands produce (reports, baselines, `init`'s configuration)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from gatekeeper.errors import InputError


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to `path` so that readers never see half a file (docs/reliability.md).

    * A regular file (or a missing one) is written via a temporary sibling and a rename; the
      file keeps its mode, and a new one gets the mode the umask gives (mkstemp's 0600 is
      changed before the rename). The temporary file is removed on any failure or signal.
    * A symlink is written through: its target is replaced, the link stays.
    * A device, FIFO or other non-regular file (`/dev/null`, `/dev/stdout`, a named pipe) is
      written into, never replaced; a FIFO with no reader is an error, not a hang.

    Only `path` (and its missing parent directories) is ever created; a failure is an
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
        _write_into(path, text)
        return
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    mode = stat.S_IMODE(info.st_mode) if info is not None else 0o666 & ~_umask()
    _replace(target, text, mode, shown=path)


def _replace(path: Path, text: str, mode: int, shown: Path) -> None:
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except (OSError, ValueError) as exc:
        raise _unwritable(shown, exc) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            os.fchmod(stream.fileno(), mode)
            stream.write(text)
        os.replace(temporary, path)
    except BaseException as exc:
        if os.path.exists(temporary):
            os.unlink(temporary)
        if isinstance(exc, OSError):
            raise _unwritable(shown, exc) from None
        raise


def _write_into(path: Path, text: str) -> None:
    """Write into a device or FIFO; O_NONBLOCK so that a FIFO without a reader fails (ENXIO)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        if exc.errno == errno.ENXIO:
            raise InputError(str(path), "is a FIFO with no reader; start the reader first, or "
                             "write to a file") from None
        raise _unwritable(path, exc) from None
    try:
        os.set_blocking(fd, True)
        with os.fdopen(fd, "wb", closefd=False) as stream:
            stream.write(text.encode("utf-8"))
    except OSError as exc:
        raise _unwritable(path, exc) from None
    finally:
        os.close(fd)


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
