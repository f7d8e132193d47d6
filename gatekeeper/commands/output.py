"""Writing files the commands produce (reports, baselines, `init`'s configuration)."""

from __future__ import annotations

import os
from pathlib import Path

from gatekeeper.errors import InputError


def write_atomically(path: Path, text: str) -> None:
    """Write via a temporary sibling and rename, so readers never see half a file.

    Only `path` (and its missing parent directories) is ever created; the temporary file is
    removed on any failure, which is an InputError naming `path` (exit 2), not a traceback.
    """
    import tempfile

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except (OSError, ValueError) as exc:
        raise InputError(str(path), f"cannot be written: {getattr(exc, 'strerror', None) or exc}"
                         ) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.replace(temporary, path)
    except BaseException as exc:
        if os.path.exists(temporary):
            os.unlink(temporary)
        if isinstance(exc, OSError):
            raise InputError(str(path), f"cannot be written: {exc.strerror or exc}") from None
        raise
