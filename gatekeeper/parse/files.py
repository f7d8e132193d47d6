"""Reading input files as bytes or UTF-8 text, with errors that name the file.

Only regular files are read: a FIFO would block the run until a writer appears, and a device
streams without end. The file is opened non-blocking (so opening a FIFO returns at once), then
checked with fstat on the open descriptor (no window between a check and the open).

Standard input (`-` on the command line) is read once, up front, by `read_stdin`; its bytes are
then handed to the readers below as `data`, under the name `--stdin-filename` gives it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

from gatekeeper.errors import InputError
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES, InputTooLarge

_KINDS = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def open_regular(path: Path) -> BinaryIO:
    """`path` opened for reading in binary, if it is a regular file; else InputError (OSError
    and ValueError pass through for the caller to word)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise InputError(str(path), "is a directory; expected a file")
        if not stat.S_ISREG(mode):
            kind = next((name for test, name in _KINDS if test(mode)), "not a file")
            raise InputError(str(path), f"is not a regular file ({kind}); expected a file")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


STDIN = "-"
STDIN_NAME = "<stdin>"  # what a report calls standard input without --stdin-filename


def read_stdin(max_bytes: int = DEFAULT_MAX_INPUT_BYTES) -> bytes:
    """Standard input's bytes, at most `max_bytes` + 1 of them (more is refused when used)."""
    import sys

    try:
        return sys.stdin.buffer.read(max_bytes + 1)
    except (OSError, AttributeError, ValueError) as exc:  # closed or detached stdin
        raise InputError(STDIN, f"standard input cannot be read: {exc}") from None


def read_bytes(path: Path, max_bytes: int = DEFAULT_MAX_INPUT_BYTES,
               data: bytes | None = None) -> bytes:
    """The file's bytes (or `data`, standard input's, read already); InputTooLarge past
    `max_bytes` (checked by stat, then by a capped read, so a pipe or device that reports size 0
    cannot make memory grow without bound)."""
    if data is not None:
        if len(data) > max_bytes:
            raise InputTooLarge(str(path), len(data), max_bytes)
        return data
    try:
        with open_regular(path) as stream:
            size = os.fstat(stream.fileno()).st_size
            if size > max_bytes:
                raise InputTooLarge(str(path), size, max_bytes)
            data = stream.read(max_bytes + 1)
        if len(data) > max_bytes:
            raise InputTooLarge(str(path), len(data), max_bytes)
        return data
    except IsADirectoryError:
        raise InputError(str(path), "is a directory; expected a file") from None
    except InputError:
        raise
    except FileNotFoundError:
        raise InputError(str(path), "file not found") from None
    except OSError as exc:
        raise InputError(str(path), f"cannot be read: {exc.strerror or exc}") from None
    except ValueError as exc:  # a NUL byte or an unencodable character in the file name
        raise InputError(ascii(str(path)), f"is not a usable file name: {exc}") from None


def decode_utf8(data: bytes, source: str) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(source, f"not valid UTF-8: byte 0x{data[exc.start]:02x} at offset "
                         f"{exc.start}") from None


def read_text(path: Path, max_bytes: int = DEFAULT_MAX_INPUT_BYTES,
              data: bytes | None = None) -> str:
    return decode_utf8(read_bytes(path, max_bytes, data), str(path))
