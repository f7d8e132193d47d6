"""Gatekeeper's per-user cache directory and small JSON caches kept in it.

Caches only ever save time: an unusable directory (a file, read-only, full) or an unreadable
entry means the work is done again, silently.
"""

from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import Any


def default_cache_dir() -> Path:
    """`$GATEKEEPER_CACHE_DIR`, else `$XDG_CACHE_HOME/gatekeeper`, else `~/.cache/gatekeeper`."""
    explicit = os.environ.get("GATEKEEPER_CACHE_DIR")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "gatekeeper"


def read_json(name: str, key: Any) -> Any:
    """The value stored under `name` if it was stored with an equal `key`, else None."""
    try:
        with open(default_cache_dir() / name, encoding="utf-8") as handle:
            stored = json.load(handle)
    except (OSError, ValueError):
        return None
    if not isinstance(stored, dict) or stored.get("key") != json.loads(json.dumps(key)):
        return None
    return stored.get("value")


def write_json(name: str, key: Any, value: Any) -> None:
    """Store `value` under `name` with `key`, atomically; any OS error is ignored."""
    import tempfile

    directory = default_cache_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=directory, prefix=f".{name}.", suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            json.dump({"key": key, "value": value}, stream)
        os.replace(temporary, directory / name)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
