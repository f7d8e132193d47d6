"""The rule plugin interface (seed §10.3): `id` and `validate(context, metadata) -> RuleResult`.

A rule says *what* is wrong and *where*; it knows nothing of severities, verdicts or output
formats. The engine turns findings into `fail` or `warn` from the rule's metadata. A rule may
grade a finding as weak (`WARN`), as the similarity rule does for its warn band; a rule whose
severity is `warning`, or whose verdictImpact is `warn_only`, only ever warns.

Third-party rules subclass `Rule`, set `id`, describe their params as a JSON Schema in
`params_schema`, implement `check`, and register under the `gatekeeper.rules` entry-point group.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from gatekeeper.paths import JsonPath

if TYPE_CHECKING:
    from gatekeeper.parse.executor import ParsedOutput
    from gatekeeper.parse.invocations import InvocationSet

FAIL = "fail"
WARN = "warn"
PASS = "pass"


@dataclass(frozen=True)
class Finding:
    """One problem a rule found: where (a path into the document), what, and how bad."""

    path: JsonPath
    message: str
    degree: str = FAIL  # FAIL, or WARN for a weak finding


@dataclass(frozen=True)
class RuleResult:
    findings: tuple[Finding, ...] = ()

    @classmethod
    def of(cls, findings: Iterable[Finding]) -> RuleResult:
        return cls(tuple(findings))

    @property
    def status(self) -> str:
        if any(f.degree == FAIL for f in self.findings):
            return FAIL
        return WARN if self.findings else PASS


@dataclass(frozen=True)
class RuleMetadata:
    """A rule's merged index entry and metadata (seed §10.1-10.2)."""

    id: str
    name: str
    description: str
    enabled: bool
    severity: str  # "error" | "warning"
    verdict_impact: str  # "reject_on_fail" | "low_confid_on_fail" | "warn_only"
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Binding:
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


@dataclass
class RuleContext:
    """What a rule may look at: the parsed document and the session's invocations.

    Rules must tolerate documents that fail the schema (the schema rule reports those): the
    iterators below skip parts of the wrong type.
    """

    document: Mapping[str, Any]
    invocations: InvocationSet
    parsed: ParsedOutput | None = None

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
    params_schema: ClassVar[dict[str, Any]] = {"type": "object", "additionalProperties": False}
    #: Examples for `gatekeeper explain`: a document fragment that fails and one that passes.
    examples: ClassVar[Mapping[str, Any]] = {}

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
            finding = self.check_binding(context.invocations, binding, params)
            if finding is not None:
                yield finding

    def check_binding(self, invocations: InvocationSet, binding: Binding,
                      params: Mapping[str, Any]) -> Finding | None:
        raise NotImplementedError
