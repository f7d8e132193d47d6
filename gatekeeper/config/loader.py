"""Loading, merging and validating configuration layers (docs/contract.md §5).

Layers, later wins: built-in rules.d → the project's configuration (nearest from the working
directory upward) → each --config FILE → --enable / --disable / --set. Mappings merge key by key;
index entries merge by rule id; any other list (a phrase list, compareAgainst) replaces the
list below it. Every layer is checked against the shipped config schema, and every rule's params
against that rule's own `params_schema`; problems name the file and the key.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from gatekeeper.config.audit import AuditMapping
from gatekeeper.config.builtin import read_builtin_layers
from gatekeeper.config.limits import Limits
from gatekeeper.config.model import Config, Override
from gatekeeper.config.overrides import parse_overrides
from gatekeeper.config.sources import Layer, find_project_config, read_layers
from gatekeeper.errors import ConfigError
from gatekeeper.parse.limits import check_yaml_tree
from gatekeeper.paths import format_path
from gatekeeper.plugin import RuleMetadata, RuleSet
from gatekeeper.resources import data_dir

_ENTRY_KEYS = ("name", "description", "enabled")
_META_KEYS = ("severity", "verdictImpact")


class Overrides(NamedTuple):
    """Command-line overrides: the last and strongest layer."""

    enable: Sequence[str] = ()
    disable: Sequence[str] = ()
    set: Sequence[str] = ()  # "RULE.PARAM=VALUE"; RULE.severity / RULE.verdictImpact too
    limits: Sequence[tuple[str, Any]] = ()  # ("maxInputBytes", N): --max-bytes, --rule-timeout


class _Merged:
    def __init__(self) -> None:
        self.index: dict[str, dict[str, Any]] = {}
        self.metadata: dict[str, dict[str, Any]] = {}
        self.origins: dict[tuple[str, ...], str] = {}
        self.limits: dict[str, Any] = {}
        self.audit: dict[str, Any] = {}  # `audit:`, merged key by key
        # (origin, entries); a list: the last layer's wins
        self.overrides: tuple[str, list[Any]] | None = None

    def add(self, layer: Layer) -> None:
        if "overrides" in layer.data:
            self.overrides = (layer.origin, layer.data["overrides"])
            self.origins[("overrides",)] = layer.origin
        for key, value in layer.data.get("limits", {}).items():
            self.limits[key] = value
            self.origins[("limits", key)] = layer.origin
        _merge_into(self.audit, layer.data.get("audit", {}), ("audit",), layer.origin, self.origins)
        for entry in layer.data.get("rules", []):
            rule_id = entry["id"]
            target = self.index.setdefault(rule_id, {})
            self.origins.setdefault(("rules", rule_id), layer.origin)
            for key, value in entry.items():
                if key != "id":
                    target[key] = value
                    self.origins[("rules", rule_id, key)] = layer.origin
        for rule_id, meta in layer.data.get("ruleMetadata", {}).items():
            self.origins.setdefault(("ruleMetadata", rule_id), layer.origin)
            target = self.metadata.setdefault(rule_id, {})
            _merge_into(target, meta, ("ruleMetadata", rule_id), layer.origin, self.origins)


def _merge_into(target: dict[str, Any], value: Mapping[str, Any], path: tuple[str, ...],
                origin: str, origins: dict[tuple[str, ...], str]) -> None:
    for key, item in value.items():
        here = (*path, key)
        if isinstance(item, Mapping) and isinstance(target.get(key), dict):
            _merge_into(target[key], item, here, origin, origins)
        else:
            target[key] = _copy(item)
            origins[here] = origin
            if isinstance(item, Mapping):
                for sub in _leaf_paths(item, here):
                    origins[sub] = origin


def _leaf_paths(value: Mapping[str, Any], path: tuple[str, ...]) -> list[tuple[str, ...]]:
    paths = []
    for key, item in value.items():
        here = (*path, key)
        paths.extend(_leaf_paths(item, here) if isinstance(item, Mapping) else [here])
    return paths


def _copy(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _freeze(value: Any) -> Any:
    # Rules share one config across threads: hand them read-only params.
    if isinstance(value, Mapping):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _validate_layer_shape(layer: Layer) -> None:
    from gatekeeper.parse.schemas import validators as schemas

    errors = schemas.validation_problems("config", layer.data)
    if errors:
        path, message = errors[0]
        raise ConfigError(layer.origin, message, f"key {format_path(path)}")


def _override_layers(overrides: Overrides) -> list[Layer]:
    layers = []
    both = sorted(set(overrides.enable) & set(overrides.disable))
    if both:
        raise ConfigError("command line", f"rule {both[0]!r} is both enabled and disabled")
    for flag, rule_ids, state in (("--enable", overrides.enable, True),
                                  ("--disable", overrides.disable, False)):
        for rule_id in rule_ids:
            layers.append(Layer(f"{flag} {rule_id}", {"rules": [{"id": rule_id, "enabled": state}]}))
    for assignment in overrides.set:
        layers.append(Layer(f"--set {assignment}", _parse_assignment(assignment)))
    for key, value in overrides.limits:
        layers.append(Layer(f"command line (limits.{key})", {"limits": {key: value}}))
    return layers


def _parse_assignment(assignment: str) -> dict[str, Any]:
    import yaml

    from gatekeeper.parse.yamltext import yaml_loader

    key, sep, raw_value = assignment.partition("=")
    rule_id, dot, name = key.strip().rpartition(".")
    if not sep or not dot or not rule_id or not name:
        raise ConfigError(f"--set {assignment}", "expected RULE.PARAM=VALUE, for example "
                          "evidence.excerpt_similarity.passThreshold=0.6")
    try:
        value = yaml.load(raw_value, Loader=yaml_loader()) if raw_value.strip() else ""
    except yaml.YAMLError as exc:
        raise ConfigError(f"--set {assignment}", f"value is not valid YAML: {exc}") from None
    check_yaml_tree(value, f"--set {assignment}", ConfigError)
    meta: dict[str, Any] = {name: value} if name in _META_KEYS else {"params": {name: value}}
    return {"ruleMetadata": {rule_id: meta}}


def collect_layers(cwd: Path, config_files: Sequence[Path], overrides: Overrides,
                   isolated: bool = False) -> list[Layer]:
    layers = read_builtin_layers(data_dir("rules.d"))
    if not isolated:
        project = find_project_config(cwd)
        if project is not None:
            layers += read_layers(project)
    for path in config_files:
        layers += read_layers(Path(path))
    return layers + _override_layers(overrides)


def load_config(
    cwd: Path | None = None,
    config_files: Sequence[Path] = (),
    overrides: Overrides | None = None,
    *,
    isolated: bool = False,
    rule_set: RuleSet | None = None,
) -> Config:
    """Read, merge and validate every layer; the result is ready to run."""
    layers = collect_layers(cwd or Path.cwd(), config_files, overrides or Overrides(), isolated)
    return build_config(layers, rule_set or RuleSet.installed())


def build_config(layers: Sequence[Layer], rule_set: RuleSet) -> Config:
    merged = _Merged()
    for layer in layers:
        if not layer.builtin:  # the shipped layer is checked by the test suite, not every run
            _validate_layer_shape(layer)
        merged.add(layer)

    metas = []
    for rule_id, entry in merged.index.items():
        where = merged.origins[("rules", rule_id)]
        if rule_set.plugin(rule_id) is None:
            known = ", ".join(rule_set.plugins) or "none"
            raise ConfigError(where, f"unknown rule {rule_id!r}: no installed distribution "
                              f"implements it in entry-point group 'gatekeeper.rules' "
                              f"(installed: {known})", "key rules")
        missing = [key for key in _ENTRY_KEYS if key not in entry]
        if missing:
            raise ConfigError(where, f"index entry for rule {rule_id!r} has no {missing[0]!r}",
                              "key rules")
        meta = merged.metadata.get(rule_id, {})
        for key in _META_KEYS:
            if key not in meta:
                raise ConfigError(where, f"rule {rule_id!r} has no {key!r} in ruleMetadata "
                                  "(no layer sets it)")
        metas.append(RuleMetadata(rule_id, entry["name"], entry["description"], entry["enabled"],
                                  meta["severity"], meta["verdictImpact"],
                                  meta.get("params", {})))

    for rule_id in merged.metadata:
        if rule_id not in merged.index:
            raise ConfigError(merged.origins[("ruleMetadata", rule_id)],
                              f"ruleMetadata names rule {rule_id!r}, which is not in the rule index",
                              f"key {format_path(('ruleMetadata', rule_id))}")

    for rule_meta in metas:
        # Disabled rules' params are checked too (a typo must not wait until the rule is
        # switched on), unless their plugin cannot even be loaded: then they cannot run.
        if rule_meta.enabled or _loads(rule_set, rule_meta.id):
            _check_params(rule_meta, layers, merged, rule_set)

    frozen = tuple(
        RuleMetadata(m.id, m.name, m.description, m.enabled, m.severity, m.verdict_impact,
                     _freeze(m.params))
        for m in metas
    )
    config = Config(frozen, MappingProxyType(dict(merged.origins)),
                    tuple(layer.origin for layer in layers), Limits.from_config(merged.limits),
                    audit=AuditMapping.from_config(merged.audit))
    if merged.overrides is not None:  # waivers (gatekeeper/suppress/waivers.py), checked against config
        config = config._replace(overrides=parse_overrides(*merged.overrides, config, rule_set,
                                                           effective_config))
    return config


def _loads(rule_set: RuleSet, rule_id: str) -> bool:
    try:
        rule_set.rule(rule_id)
    except ConfigError:
        return False
    return True


def _params_key(rule_id: str, *rest: str | int) -> str:
    return f"key {format_path(('ruleMetadata', rule_id, 'params', *rest))}"


def _check_params(meta: RuleMetadata, layers: Sequence[Layer], merged: _Merged,
                  rule_set: RuleSet) -> None:
    from gatekeeper.parse.schemas import validators as schemas

    rule = rule_set.rule(meta.id)
    schema = dict(rule.params_schema)
    partial = {k: v for k, v in schema.items() if k != "required"}
    for layer in layers:  # each layer alone, so the message names the file that is wrong
        params = layer.data.get("ruleMetadata", {}).get(meta.id, {}).get("params")
        if params is None or layer.builtin:
            continue
        problems = schemas.problems_against(partial, params)
        if problems:
            path, message = problems[0]
            raise ConfigError(layer.origin, f"rule {meta.id!r}: {message}",
                              _params_key(meta.id, *path))
    # Params only the shipped rules.d sets are checked by the test suite (tests/test_performance.py),
    # not on every run: that keeps jsonschema (slow to import) out of a default start-up.
    setters = [layer.builtin for layer in layers
               if layer.data.get("ruleMetadata", {}).get(meta.id, {}).get("params") is not None]
    shipped = bool(setters) and all(setters)
    problems = [] if shipped else schemas.problems_against(schema, dict(meta.params))
    if problems:
        path, message = problems[0]
        raise ConfigError(merged.origins.get(("ruleMetadata", meta.id), "configuration"),
                          f"rule {meta.id!r}: params {format_path(path)}: {message}")
    for param, message in rule.check_params(meta.params):
        origin = merged.origins.get(("ruleMetadata", meta.id, "params", param), "configuration")
        raise ConfigError(origin, f"rule {meta.id!r}: {message}", _params_key(meta.id, param))


def effective_config(base: Config, overrides: Sequence[Override], rule_set: RuleSet) -> Config:
    """`base` with the ruleMetadata of `overrides` merged over it, in order, and validated."""
    from gatekeeper.config.sources import Layer

    merged = base.to_dict()
    merged.pop("overrides", None)
    layers = [Layer("merged configuration", merged, builtin=True)]
    layers += [Layer(f"{o.origin} {o.label}", {"ruleMetadata": dict(o.metadata)})
               for o in overrides]
    return build_config(layers, rule_set)
