"""Gatekeeper: a deterministic linter for evidence attribution in LLM diagnosis agents' output.

The public API is importable from here without paying for the rule engine until it is used::

    from gatekeeper import Gatekeeper
    report = Gatekeeper().check(raw_or_parsed_output, invocations)
    report.gatekeeper_result   # {"status": ..., "failed_rules": ..., "warnings": ..., "errors": ...}
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gatekeeper.version import __version__

__all__ = ["Gatekeeper", "InputError", "Report", "__version__", "validate"]

if TYPE_CHECKING:
    from gatekeeper.api import Gatekeeper, validate
    from gatekeeper.engine.result import Report
    from gatekeeper.errors import InputError

_LAZY = {
    "Gatekeeper": "gatekeeper.api",
    "validate": "gatekeeper.api",
    "InputError": "gatekeeper.errors",
    "Report": "gatekeeper.engine.result",
}


def __getattr__(name: str) -> Any:
    # Importing the package stays cheap: `gatekeeper --version` must not load the engine.
    module_name = _LAZY.get(name)
    if module_name is None:
        raise AttributeError(f"module 'gatekeeper' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module_name), name)
