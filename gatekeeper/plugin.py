"""The rule plugin interface (docs/contract.md §6): `id` and `validate(context, metadata) -> RuleResult`.

A rule says *what* is wrong and *where*; it knows nothing of severities, verdicts or output
formats. The engine turns findings into `fail` or `warn` from the rule's metadata. A rule may
grade a finding as weak (`WARN`), as the similarity rule does for its warn band; a rule whose
severity is `warning`, or whose verdictImpact is `warn_only`, only ever warns.

Third-party rules subclass `Rule`, set `id`, describe their params as a JSON Schema in
`params_schema`, implement `check`, and register under the `gatekeeper.rules` entry-point group.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal, NamedTuple, TypeVar

from gatekeeper.errors import ConfigError
from gatekeeper.paths import JsonPath
from gatekeeper.slotted import Slotted

if TYPE_CHECKING:
    from gatekeeper.parse.chain import ChainContext
    from gatekeeper.parse.executor import ParsedOutput
    from gatekeeper.parse.invocations import InvocationSet

#: The vocabulary of results, shared by rules, the engine's verdict policy
#: (gatekeeper.engine.verdict) and every reporter.
Status = Literal["pass", "warn", "fail"]
Severity = Literal["error", "warning"]
VerdictImpact = Literal["reject_on_fail", "low_confid_on_fail", "warn_only"]
Verdict = Literal["PASS", "LOW_CONFID", "REJECT"]

PASS: Final = "pass"
WARN: Final = "warn"
FAIL: Final = "fail"
ERROR: Final = "error"
WARNING: Final = "warning"
VERDICT_PASS: Final = "PASS"
VERDICT_LOW_CONFID: Final = "LOW_CONFID"
VERDICT_REJECT: Final = "REJECT"

STATUSES: Final[tuple[Status, ...]] = (PASS, WARN, FAIL)
SEVERITIES: Final[tuple[Severity, ...]] = (ERROR, WARNING)
VERDICT_IMPACTS: Final[tuple[VerdictImpact, ...]] = ("reject_on_fail", "low_confid_on_fail",
                                                     "warn_only")
VERDICTS: Final[tuple[Verdict, ...]] = (VERDICT_PASS, VERDICT_LOW_CONFID, VERDICT_REJECT)


#: Param schemas rules share (JSON Schema fragments).
BOOLEAN: Final[dict[str, Any]] = {"type": "boolean"}
FRACTION: Final[dict[str, Any]] = {"type": "number", "minimum": 0, "maximum": 1}


def strict_params(**properties: Mapping[str, Any]) -> dict[str, Any]:
    """A rule's `params_schema`: an object of exactly these params, every one required (the
    shipped rules.d sets each; a layer above may change any of them)."""
    return {"type": "object", "additionalProperties": False,
            "required": sorted(properties) if properties else [],
            "properties": {name: dict(schema) for name, schema in properties.items()}}


class Finding(NamedTuple):
    """One problem a rule found: where (a path into the document), what, and how bad."""

    path: JsonPath
    message: str
    degree: Status = FAIL  # FAIL, or WARN for a weak finding


class RuleResult(NamedTuple):
    findings: tuple[Finding, ...] = ()

    @classmethod
    def of(cls, findings: Iterable[Finding]) -> RuleResult:
        return cls(tuple(findings))

    @property
    def status(self) -> str:
        if any(f.degree == FAIL for f in self.findings):
            return FAIL
        return WARN if self.findings else PASS


class RuleMetadata(NamedTuple):
    """A rule's merged index entry and metadata (docs/contract.md §5)."""

    id: str
    name: str
    description: str
    enabled: bool
    severity: Severity
    verdict_impact: VerdictImpact
    params: Mapping[str, Any] = MappingProxyType({})  # shared, and read-only


class Binding(NamedTuple):
    """One `claims[i].evidence_bindings[j]` object, with its place in the document."""

    claim_index: int
    binding_index: int
    claim: Mapping[str, Any]
    binding: Mapping[str, Any]

    @property
    def path(self) -> JsonPath:
        return ("claims", self.claim_index, "evidence_bindings", self.binding_index)

    @property
    def excerpt(self) -> str | None:
        excerpt = self.binding.get("evidence_excerpt")
        return excerpt if isinstance(excerpt, str) else None

    @property
    def invocation_ids(self) -> list[Any]:
        ids = self.binding.get("source_invocation_ids")
        return ids if isinstance(ids, list) else []


_Part = TypeVar("_Part")


class DerivedData:
    """Work derived from one dump, shared by every rule (and every output) checked against it.

    A part is built on first use by its kind, a callable taking the dump (typically a class
    such as `gatekeeper.rules.support.evidence.index.EvidenceIndex`), and kept under that kind:
    no string keys. The engine keeps one per dump (gatekeeper.engine.cache); a part bounds
    whatever it memoises per text, so a dump reused for many outputs does not grow it without
    limit. Safe across threads: a race builds a part twice and keeps one.
    """

    def __init__(self, dump: InvocationSet) -> None:
        self.dump = dump
        self._parts: dict[Callable[[InvocationSet], Any], Any] = {}

    def get(self, kind: Callable[[InvocationSet], _Part]) -> _Part:
        try:
            return self._parts[kind]  # type: ignore[no-any-return]
        except KeyError:
            return self._parts.setdefault(kind, kind(self.dump))  # type: ignore[no-any-return]


class RuleContext(Slotted):
    """What a rule may look at: the parsed document, the session's invocations and the work
    derived from them (`derived`).

    Rules must tolerate documents that fail the schema (the schema rule reports those): the
    iterators below skip parts of the wrong type. Chain rules (see `Rule.checks`) also get
    `chain`: the Verifier and Composer outputs and the Executor rules' result (docs/chain.md).
    """

    __slots__ = ("chain", "derived_data", "document", "invocations", "parsed")
    document: Mapping[str, Any]
    invocations: InvocationSet
    parsed: ParsedOutput | None
    derived_data: DerivedData | None
    chain: ChainContext | None

    def __init__(self, document: Mapping[str, Any], invocations: InvocationSet,
                 parsed: ParsedOutput | None = None, derived_data: DerivedData | None = None,
                 chain: ChainContext | None = None) -> None:
        self.document, self.invocations, self.parsed = document, invocations, parsed
        self.derived_data, self.chain = derived_data, chain

    def derived(self, kind: Callable[[InvocationSet], _Part]) -> _Part:
        """The part `kind` of the dump's derived data, built on first use."""
        if self.derived_data is None or self.derived_data.dump is not self.invocations:
            self.derived_data = DerivedData(self.invocations)
        return self.derived_data.get(kind)

    def claims(self) -> Iterator[tuple[int, Mapping[str, Any]]]:
        claims = self.document.get("claims")
        if isinstance(claims, list):
            for index, claim in enumerate(claims):
                if isinstance(claim, Mapping):
                    yield index, claim

    def claim_bindings(self) -> Iterator[Binding]:
        for claim_index, claim in self.claims():
            bindings = claim.get("evidence_bindings")
            if isinstance(bindings, list):
                for binding_index, binding in enumerate(bindings):
                    if isinstance(binding, Mapping):
                        yield Binding(claim_index, binding_index, claim, binding)


class Rule:
    """Base class for rules. Subclasses implement `check`; the engine calls `validate`."""

    id: ClassVar[str]
    #: JSON Schema of the rule's `params` mapping, checked on every configuration layer.
    params_schema: ClassVar[dict[str, Any]] = strict_params()
    #: Examples for `gatekeeper explain`: a document fragment that fails and one that passes.
    examples: ClassVar[Mapping[str, Any]] = {}
    #: The bundle part the rule checks. `executor_output` rules make `gatekeeper_result`; a
    #: chain rule (`verifier_output`, `composer_output`) runs after them, only on a case that
    #: carries its part, and makes `chain_result` (docs/chain.md).
    checks: ClassVar[str] = "executor_output"

    def check_params(self, params: Mapping[str, Any]) -> list[tuple[str, str]]:
        """Constraints across params that a schema cannot say: (param, problem) pairs."""
        return []

    def validate(self, context: RuleContext, metadata: RuleMetadata) -> RuleResult:
        return RuleResult.of(self.check(context, metadata.params))

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        raise NotImplementedError


class BindingRule(Rule):
    """A rule that judges each `claims[].evidence_bindings[]` on its own: at most one finding each."""

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        for binding in context.claim_bindings():
            finding = self.check_binding(context, binding, params)
            if finding is not None:
                yield finding

    def check_binding(self, context: RuleContext, binding: Binding,
                      params: Mapping[str, Any]) -> Finding | None:
        raise NotImplementedError


# Finding rule implementations: the `gatekeeper.rules` entry-point group.
#
# Built-in rules are registered in Gatekeeper's own pyproject.toml and loaded by this same code
# path as any third party's (as flake8 does): entry point name = rule id, value = the class.
# Discovery is sorted and loud: two distributions claiming one id, a plugin that cannot be
# imported, or an object that is not a rule is a `ConfigError` naming the plugin.

GROUP = "gatekeeper.rules"
PLUGIN_CACHE = "rule-plugins.json"


class Plugin(NamedTuple):
    rule_id: str
    value: str  # "package.module:Class"
    distribution: str
    version: str

    @property
    def label(self) -> str:
        return f"{self.distribution} {self.version} ({self.value})"


@functools.cache
def find_plugins() -> dict[str, Plugin]:
    """Every installed rule implementation, by rule id, in id order."""
    return find_entry_points(GROUP, PLUGIN_CACHE)


def find_entry_points(group: str, cache_name: str) -> dict[str, Plugin]:
    """Every entry point of `group` (rules, reporters), by name, in name order.

    Remembered in the user cache (gatekeeper.cachedir) under the import path's directories and
    their modification times: installing or removing a distribution changes its directory's
    mtime, so the entry points are scanned again. Scanning means importing importlib.metadata
    and reading every distribution's metadata, a large part of start-up (docs/performance.md).
    """
    from gatekeeper.cachedir import read_json, write_json

    key = import_path_key(group)
    cached = read_json(cache_name, key)
    if isinstance(cached, list) and all(isinstance(p, list) and len(p) == 4 for p in cached):
        return {p[0]: Plugin(*p) for p in cached}
    found = _scan_plugins(group)
    write_json(cache_name, key, [[p.rule_id, p.value, p.distribution, p.version]
                                 for p in found.values()])
    return found


def import_path_key(label: str) -> list[object]:
    """A cache key that changes when Python, Gatekeeper or any installed distribution does:
    the versions and every import path directory with its modification time; a directory that
    is no site directory (the working directory of `python -m gatekeeper`, a script's) with
    the distributions it holds instead: its mtime moves with every file written there, and the
    entry points were scanned again each time (≈ 17 ms)."""

    from gatekeeper.version import __version__

    stamps: list[object] = [sys.version, __version__, label]
    for entry in sys.path:
        try:
            stamps.append([entry, _stamp(entry or ".")])
        except OSError:
            stamps.append([entry, None])
    return stamps


_SITE_DIRS = ("site-packages", "dist-packages")
_DISTRIBUTIONS = (".dist-info", ".egg-info", ".egg-link", ".egg")


def _stamp(path: str) -> object:
    import os

    if any(part in path for part in _SITE_DIRS) or not os.path.isdir(path):
        return os.stat(path).st_mtime_ns
    with os.scandir(path) as entries:
        return sorted(entry.name for entry in entries if entry.name.endswith(_DISTRIBUTIONS))


def _scan_plugins(group: str) -> dict[str, Plugin]:
    from importlib.metadata import entry_points

    found: dict[str, Plugin] = {}
    for ep in entry_points(group=group):
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
                f"entry point group {group}",
                f"{ep.name!r} is provided twice: by {other.label} and by {plugin.label}",
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
    return rule  # type: ignore[return-value]  # duck-typed: it has `id` and `validate`


def load_entry_point(plugin: Plugin) -> object:
    """Import a plugin's object, or explain why it cannot be used (ConfigError, exit 2)."""
    try:
        return _import(plugin.value)
    except Exception as exc:  # any import-time failure of third-party code
        raise ConfigError(f"plugin {plugin.label}",
                          f"cannot be loaded: {type(exc).__name__}: {exc}") from None


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
