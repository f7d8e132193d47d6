"""Drift: the stored `gatekeeper_result` is not what the rules give today.

Compared: `status`, and `failed_rules` and `warnings` as sets of rule ids (the order is the
rule index's, which a configuration may change without changing the verdict). `errors` are not
compared: their messages may be reworded between versions. A session with no stored result
(or one that is not an object) drifts: no gate vouched for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

COMPARED = ("status", "failed_rules", "warnings")


def stored_summary(stored: Any) -> dict[str, Any] | None:
    if not isinstance(stored, Mapping):
        return None
    return {key: stored.get(key) for key in COMPARED}


def drifted(stored: Any, recomputed: Mapping[str, Any]) -> bool:
    summary = stored_summary(stored)
    if summary is None:
        return True
    if summary["status"] != recomputed["status"]:
        return True
    return any(not isinstance(summary[key], list) or _ids(summary[key]) != _ids(recomputed[key])
               for key in ("failed_rules", "warnings"))


def _ids(values: list[Any]) -> set[str]:
    return {str(value) for value in values}
