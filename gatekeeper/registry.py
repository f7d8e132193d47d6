"""Finding rule implementations through the `gatekeeper.rules` entry-point group.

Built-in rules are registered in Gatekeeper's own pyproject.toml and loaded by this same code
path as any third party's (as flake8 does): entry point name = rule id, value = the class.
Discovery is sorted and loud: two distributions claiming one id, a plugin that cannot be
imported, or an object that is not a rule is a `ConfigError` naming the plugin.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import dataclass

from gatekeeper.errors import ConfigError
from gatekeeper.rule import Rule

GROUP = "gatekeeper.rules"
PLUGIN_CACHE = "rule-plugins.json"


@dataclass(frozen=True)
class Plugin:
    rule_id: str
    value: str  # "package.module:Class"
    distribution: str
    version: str

    @property
    def label(self) -> str:
        return f"{self.distribution} {self.version} ({self.value})"


@functools.cache
def find_plugins() -> dict[str, Plugin]:
    """Every installed rule implementation, by rule id, in id order.

    Remembered in the user cache (gatekeeper.cachedir) under the import path's directories and
    their modification times: installing or removing a distribution changes its directory's
    mtime, so the entry points are scanned again. Scanning means importing importlib.metadata
    and reading every distribution's metadata, ≈ 25 ms of each start-up (docs/performance.md).
    """
    from gatekeeper.cachedir import read_json, write_json

    key = _import_path_key()
    cached = read_json(PLUGIN_CACHE, key)
    if isinstance(cached, list) and all(isinstance(p, list) and len(p) == 4 for p in cached):
        return {p[0]: Plugin(*p) for p in cached}
    found = _scan_plugins()
    write_json(PLUGIN_CACHE, key, [[p.rule_id, p.value, p.distribution, p.version]
                                   for p in found.values()])
    return found


def _import_path_key() -> list[object]:
    import os

    from gatekeeper import __version__

    stamps: list[object] = [sys.version, __version__, GROUP]
    for entry in sys.path:
        try:
            stamps.append([entry, os.stat(entry or ".").st_mtime_ns])
        except OSError:
            stamps.append([entry, None])
    return stamps


def _scan_plugins() -> dict[str, Plugin]:
    from importlib.metadata import entry_points

    found: dict[str, Plugin] = {}
    for ep in entry_points(group=GROUP):
        dist = ep.dist
        plugin = Plugin(
            ep.name,
            ep.value,
            dist.metadata["Name"] if dist is not None else "<unknown distribution>",
            dist.version if dist is not None else "?",
        )
        other = found.get(ep.name)
        if other is not None and other.value != plugin.value:
            raise ConfigError(
                f"entry point group {GROUP}",
                f"rule {ep.name!r} is provided twice: by {other.label} and by {plugin.label}",
            )
        found[ep.name] = plugin
    return dict(sorted(found.items()))


def load_rule(plugin: Plugin) -> Rule:
    """Import and instantiate a plugin's rule, or explain why it cannot be used."""
    try:
        loaded = _import(plugin.value)
    except Exception as exc:  # any import-time failure of third-party code
        raise ConfigError(
            f"rule plugin {plugin.label}", f"cannot be loaded: {type(exc).__name__}: {exc}"
        ) from None
    rule = loaded() if isinstance(loaded, type) else loaded
    if not callable(getattr(rule, "validate", None)):
        raise ConfigError(f"rule plugin {plugin.label}", "is not a rule: it has no validate()")
    if getattr(rule, "id", None) != plugin.rule_id:
        raise ConfigError(
            f"rule plugin {plugin.label}",
            f"declares id {getattr(rule, 'id', None)!r} but is registered as {plugin.rule_id!r}",
        )
    return rule


def _import(value: str) -> object:
    import importlib

    module_name, _, attribute = value.partition(":")
    obj: object = importlib.import_module(module_name.strip())
    for part in filter(None, attribute.strip().split(".")):
        obj = getattr(obj, part)
    return obj


class RuleSet:
    """The rule implementations of one run: discovered once, each loaded on first use."""

    def __init__(self, plugins: dict[str, Plugin]) -> None:
        self.plugins = plugins
        self._loaded: dict[str, Rule] = {}

    @classmethod
    def installed(cls) -> RuleSet:
        return cls(find_plugins())

    def plugin(self, rule_id: str) -> Plugin | None:
        return self.plugins.get(rule_id)

    def rule(self, rule_id: str) -> Rule:
        if rule_id not in self._loaded:
            plugin = self.plugins.get(rule_id)
            if plugin is None:
                raise ConfigError(f"rule {rule_id!r}", "no installed distribution provides it")
            self._loaded[rule_id] = load_rule(plugin)
        return self._loaded[rule_id]
