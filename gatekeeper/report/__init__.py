"""Reporters: one class per output format, found by name (the CLI's --format choices).

Each reporter is imported only when its format is asked for.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Protocol, TextIO

from gatekeeper.report.model import Report

FORMATS: dict[str, str] = {
    "text": "gatekeeper.report.text:TextReporter",
    "json": "gatekeeper.report.json:JsonReporter",
}


class Reporter(Protocol):
    def __init__(self, stream: TextIO, *, color: bool = False) -> None: ...

    def write(self, reports: Sequence[Report]) -> None: ...


def reporter_class(name: str) -> type[Reporter]:
    module_name, _, class_name = FORMATS[name].partition(":")
    return getattr(importlib.import_module(module_name), class_name)
