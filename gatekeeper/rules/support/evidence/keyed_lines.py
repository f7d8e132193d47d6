"""The counters a kernel file prints one to a line, a name and its value one space apart, as fields
(evidence/fields.py).

    nr_periods 48210                         a cgroup's cpu.stat
    nr_throttled 1532
    throttled_usec 8123411

A line of `name value` is no `name: value` or `name=value` field, so every count was the output's
and none told another: `容器被限流 48210 次` (the periods) passed. A run of three such lines or
more (a cgroup's `cpu.stat`, `memory.stat`, `memory.events`, `/proc/vmstat`) is read here, each
line one field.
"""

from __future__ import annotations

import re

from gatekeeper.rules.support.evidence.field_names import Field, spoken_words
from gatekeeper.rules.support.text.patterns import compiled

#: Three lines of `name value` or more in a row.
_RUN = compiled(r"^(?:[a-z][a-z0-9_]* \d+[ \t]*(?:\n|\Z)){3,}", re.MULTILINE)
_LINE = compiled(r"^(?P<name>[a-z][a-z0-9_]*) (?P<value>\d+)", re.MULTILINE)


def keyed_lines(text: str) -> list[Field]:
    """The fields of the text's runs of `name value` lines (none if it prints none)."""
    return [Field(line["name"], words, line["value"], line.group(), whole=True)
            for run in _RUN.finditer(text) for line in _LINE.finditer(text, run.start(), run.end())
            if (words := spoken_words(line["name"]))]
