"""Where the shipped data (rules.d, schemas) lives: inside the wheel, or in a source checkout."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

_PACKAGE_DIR = Path(__file__).resolve().parent


@functools.cache
def data_dir(name: str) -> Path:
    """The directory `name` ("rules.d" or "schemas") of this installation."""
    installed = _PACKAGE_DIR / "_data" / name
    if installed.is_dir():
        return installed
    # Running from a source checkout: the data sits at the repository's top level.
    checkout = _PACKAGE_DIR.parent / name
    if checkout.is_dir():
        return checkout
    raise FileNotFoundError(f"gatekeeper installation is incomplete: {name}/ not found")


SCHEMA_FILES = {
    "executor-output": "executor_evidence_v2.schema.json",
    "invocations": "tool_invocations.schema.json",
    "bundle": "fixture_bundle.schema.json",
    "result": "gatekeeper_result.schema.json",
    "report": "report.schema.json",
    "reports": "reports.schema.json",
    "config": "config.schema.json",
    "verifier-output": "verifier_output.schema.json",
    "composer-output": "composer_output.schema.json",
}


@functools.cache
def schema(name: str) -> dict[str, Any]:
    """A shipped JSON Schema by its short name (see SCHEMA_FILES)."""
    path = data_dir("schemas") / SCHEMA_FILES[name]
    with path.open(encoding="utf-8") as handle:
        loaded: dict[str, Any] = json.load(handle)
        return loaded
