"""Reading input files as bytes or UTF-8 text, with errors that name the file."""

from __future__ import annotations

import os
from pathlib import Path

from gatekeeper.errors import InputError
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES, InputTooLarge


def read_bytes(path: Path, max_bytes: int = DEFAULT_MAX_INPUT_BYTES) -> bytes:
    """The file's bytes; InputTooLarge past `max_bytes` (checked by stat, then by a capped read,
    so a pipe or device that reports size 0 cannot make memory grow without bound)."""
    try:
        with path.open("rb") as stream:
            size = os.fstat(stream.fileno()).st_size
            if size > max_bytes:
                raise InputTooLarge(str(path), size, max_bytes)
            data = stream.read(max_bytes + 1)
        if len(data) > max_bytes:
            raise InputTooLarge(str(path), len(data), max_bytes)
        return data
    except IsADirectoryError:
        raise InputError(str(path), "is a directory; expected a file") from None
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


def read_text(path: Path, max_bytes: int = DEFAULT_MAX_INPUT_BYTES) -> str:
    return decode_utf8(read_bytes(path, max_bytes), str(path))
