"""Gatekeeper's per-user cache directory and small JSON caches kept in it.

Caches only ever save time: an unusable directory (a file, read-only, full) or an unreadable
entry means the work is done again, silently. Each Python environment (`sys.prefix`) has its own
file per cache: environments sharing a home directory (several virtualenvs, a pre-commit hook's,
CI jobs) would otherwise overwrite each other's entry on every run and never hit it.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
import zlib
from pathlib import Path
from typing import Any


def default_cache_dir() -> Path:
    """`$GATEKEEPER_CACHE_DIR`, else `$XDG_CACHE_HOME/gatekeeper`, else `~/.cache/gatekeeper`."""
    explicit = os.environ.get("GATEKEEPER_CACHE_DIR")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "gatekeeper"


def cache_file(name: str) -> Path:
    """Where the cache `name` ("rule-plugins.json") of this Python environment is kept."""
    stem, dot, suffix = name.rpartition(".")
    environment = zlib.crc32(sys.prefix.encode("utf-8", "surrogateescape"))
    return default_cache_dir() / (f"{stem}-{environment:08x}.{suffix}" if dot else
                                  f"{name}-{environment:08x}")


def read_json(name: str, key: Any) -> Any:
    """The value stored under `name` if it was stored with an equal `key`, else None."""
    data = read_bytes(name)
    if data is None:
        return None
    try:
        stored = json.loads(data)
    except ValueError:
        return None
    if not isinstance(stored, dict) or stored.get("key") != json.loads(json.dumps(key)):
        return None
    return stored.get("value")


def read_bytes(name: str) -> bytes | None:
    """The content of the cache file `name`, or None. A file another user owns or may write is
    not read: what the caches hold (the rules' configuration, their compiled patterns) decides
    what the gate checks (docs/security.md, Caches)."""
    try:
        with open(cache_file(name), "rb") as handle:
            if not _private(os.fstat(handle.fileno())):
                return None
            return handle.read()
    except OSError:
        return None


def _private(status: os.stat_result) -> bool:
    """Owned by this user, and writable by no one else (POSIX; elsewhere: always)."""
    getuid = getattr(os, "getuid", None)
    if getuid is None:
        return True
    return status.st_uid == getuid() and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def write_json(name: str, key: Any, value: Any) -> None:
    """Store `value` under `name` with `key`, atomically; any OS error is ignored."""
    write_bytes(name, json.dumps({"key": key, "value": value}).encode("utf-8"))


def write_bytes(name: str, data: bytes) -> None:
    """Make `data` the content of the cache file `name` (created 0600), atomically; any OS
    error is ignored."""
    import tempfile

    target = cache_file(name)
    directory = target.parent
    try:
        directory.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=directory, prefix=f".{name}.", suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, target)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
