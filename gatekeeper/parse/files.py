"""Reading input files as bytes or UTF-8 text, with errors that name the file."""

from __future__ import annotations

from pathlib import Path

from gatekeeper.errors import InputError


def read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except IsADirectoryError:
        raise InputError(str(path), "is a directory; expected a file") from None
    except FileNotFoundError:
        raise InputError(str(path), "file not found") from None
    except OSError as exc:
        raise InputError(str(path), f"cannot be read: {exc.strerror or exc}") from None


def decode_utf8(data: bytes, source: str) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(source, f"not valid UTF-8: byte 0x{data[exc.start]:02x} at offset "
                         f"{exc.start}") from None


def read_text(path: Path) -> str:
    return decode_utf8(read_bytes(path), str(path))
