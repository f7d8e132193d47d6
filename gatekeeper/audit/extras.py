"""Optional dependencies of `gatekeeper audit`, imported only by the source or engine that needs them."""

from __future__ import annotations

import importlib
from types import ModuleType

from gatekeeper.errors import InputError


def optional(module: str, extra: str, what: str) -> ModuleType:
    """Import `module`, or say which extra installs it (exit 2, not a traceback)."""
    try:
        return importlib.import_module(module)
    except ImportError:
        raise InputError(what, f"{module} is not installed: pip install "
                         f"'gatekeeper-lint[{extra}]'") from None
