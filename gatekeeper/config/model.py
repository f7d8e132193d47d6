"""The merged configuration: every indexed rule's metadata, and where each value came from."""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from gatekeeper.config.audit import AuditMapping
from gatekeeper.config.limits import Limits
from gatekeeper.plugin import RuleMetadata
from gatekeeper.slotted import Frozen

#: A JSON pointer into the executor output, as path steps.
Pointer = tuple[str, ...]

Origins = Mapping[tuple[str, ...], str]


class FilePattern(NamedTuple):
    text: str
    regex: re.Pattern[str]
    pointer: Pointer | None  # None: the whole file

    def matches(self, relative_path: str) -> bool:
        return self.regex.match(relative_path) is not None


class Override(Frozen):
    """One validated `overrides` entry (not a tuple: its `index` field would hide the method)."""

    __slots__ = ("index", "metadata", "off", "origin", "patterns", "raw", "reason")
    index: int
    origin: str  # the configuration layer that set it
    patterns: tuple[FilePattern, ...]
    reason: str
    off: tuple[str, ...]  # rule ids waived
    metadata: Mapping[str, Any]  # a ruleMetadata fragment, merged over the configuration
    raw: Mapping[str, Any]

    def __init__(self, index: int, origin: str, patterns: tuple[FilePattern, ...], reason: str,
                 off: tuple[str, ...], metadata: Mapping[str, Any],
                 raw: Mapping[str, Any]) -> None:
        self._set(index=index, origin=origin, patterns=patterns, reason=reason, off=off,
                  metadata=metadata, raw=raw)

    @property
    def label(self) -> str:
        # Only one layer's list is in force (a later list replaces it), so this is unambiguous
        # and, unlike the layer's path, the same in every checkout.
        return f"overrides[{self.index}]"


class Config(NamedTuple):
    rules: tuple[RuleMetadata, ...]  # in index order: the order rules run and are reported
    origins: Origins = MappingProxyType({})  # ("ruleMetadata", id, "params", k) -> origin
    layers: tuple[str, ...] = ()  # every layer that was read, first to last
    limits: Limits = Limits()  # `limits:` (gatekeeper/config/limits.py)
    overrides: tuple[Override, ...] = ()  # `overrides:` entries (config/overrides.py), in order
    audit: AuditMapping = AuditMapping()  # `audit:` (config/audit.py)

    def rule(self, rule_id: str) -> RuleMetadata:
        for meta in self.rules:
            if meta.id == rule_id:
                return meta
        raise KeyError(rule_id)

    @property
    def enabled(self) -> tuple[RuleMetadata, ...]:
        return tuple(meta for meta in self.rules if meta.enabled)

    def to_dict(self) -> dict[str, Any]:
        """The merged configuration in the shape of a rules.d layer."""
        return {
            "rules": [
                {"id": m.id, "name": m.name, "description": m.description, "enabled": m.enabled}
                for m in self.rules
            ],
            "ruleMetadata": {
                m.id: {"severity": m.severity, "verdictImpact": m.verdict_impact,
                       "params": _plain(m.params)}
                for m in self.rules
            },
            "limits": self.limits.to_config(),
            "audit": self.audit.to_config(),
            **({"overrides": [_plain(o.raw) for o in self.overrides]} if self.overrides else {}),
        }


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def require_enabled_rules(config: Config, allowed: bool = False) -> None:
    """A run in which no rule is enabled would pass everything unchecked: an error (exit 2)
    unless the caller explicitly allows it (`--allow-no-rules`)."""
    if not config.enabled and not allowed:
        from gatekeeper.errors import ConfigError

        raise ConfigError("configuration", "no rule is enabled (every rule is disabled), so "
                          "nothing would be checked; enable a rule, or pass --allow-no-rules")
