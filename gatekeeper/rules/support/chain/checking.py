"""What the chain rules share: checking a part's parse status and schema, and saying why a
rule could not check anything (fail closed: a part the rules cannot read is a finding)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from gatekeeper.parse.chain import COMPOSER, VERIFIER, ChainContext
from gatekeeper.parse.executor import ParsedOutput
from gatekeeper.plugin import Finding, Rule, RuleContext

_WHAT = {VERIFIER: "verifier output", COMPOSER: "composer output"}


def chain_of(context: RuleContext) -> ChainContext:
    if context.chain is None:  # the engine gives chain rules their context; a caller did not
        raise ValueError("a chain rule needs RuleContext.chain (run it through the Engine)")
    return context.chain


def unreadable(parsed: ParsedOutput | None, part: str) -> Finding | None:
    """A finding on the whole part when it did not parse as an object, else None."""
    if parsed is not None and parsed.is_valid and parsed.document is not None:
        return None
    if parsed is None:
        return Finding((part,), f"the bundle has no {part}")
    return Finding((part,), f"{_WHAT[part]} is {parsed.status}: {parsed.detail}")


def part_findings(parsed: ParsedOutput | None, part: str, schema_name: str) -> Iterator[Finding]:
    """Parse status, the shipped schema `schema_name` and repeated keys of one part."""
    problem = unreadable(parsed, part)
    if problem is not None:
        yield problem
        return
    assert parsed is not None and parsed.document is not None
    from gatekeeper.parse.schemas.validators import validation_problems

    for path, message in validation_problems(schema_name, parsed.document):
        yield Finding((part, *path), message)
    for key in dict.fromkeys(parsed.duplicate_keys):
        yield Finding((part,), f"key {key!r} appears more than once in one object; expected "
                      "each key once")


def cannot_check(part: str, why: str) -> Finding:
    return Finding((part,), f"cannot check the {_WHAT[part]}: {why}")


def readable_verifier(context: RuleContext) -> tuple[ChainContext, Mapping[str, Any] | Finding]:
    """The chain context and the parsed Verifier output, or the finding saying it cannot be read."""
    chain = chain_of(context)
    problem = unreadable(chain.verifier, VERIFIER)
    if problem is not None or chain.verifier_document is None:
        return chain, cannot_check(VERIFIER, problem.message if problem else "no verifier output")
    return chain, chain.verifier_document


def readable_composer(context: RuleContext) -> tuple[
        ChainContext, tuple[Mapping[str, Any], Mapping[str, Any]] | Finding]:
    """The chain context with (Composer input, parsed Composer output), or the finding saying
    why the answer cannot be judged: unreadable, or no input to judge it by."""
    from gatekeeper.rules.support.chain.compose import composer_input, unavailable

    chain = chain_of(context)
    problem = unreadable(chain.composer, COMPOSER)
    why = problem.message if problem else unavailable(chain.executor_valid,
                                                      chain.verifier_document)
    given, document = composer_input(chain), chain.composer_document
    if why is not None or given is None or document is None:
        return chain, cannot_check(COMPOSER, why or "no Composer input")
    return chain, (given, document)


class VerifierRule(Rule):
    """A chain rule on `verifier_output`: `check_verifier` gets the parsed Verifier output; an
    output that cannot be read is one `cannot check` finding instead."""

    checks = VERIFIER

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        chain, verifier = readable_verifier(context)
        if isinstance(verifier, Finding):
            return [verifier]
        return self.check_verifier(chain, verifier, params)

    def check_verifier(self, chain: ChainContext, verifier: Mapping[str, Any],
                       params: Mapping[str, Any]) -> Iterable[Finding]:
        raise NotImplementedError


class ComposerRule(Rule):
    """A chain rule on `composer_output`: `check_answer` gets the Composer input and the parsed
    answer; an answer that cannot be judged is one `cannot check` finding instead."""

    checks = COMPOSER

    def check(self, context: RuleContext, params: Mapping[str, Any]) -> Iterable[Finding]:
        chain, readable = readable_composer(context)
        if isinstance(readable, Finding):
            return [readable]
        return self.check_answer(context, chain, *readable, params)

    def check_answer(self, context: RuleContext, chain: ChainContext, given: Mapping[str, Any],
                     answer: Mapping[str, Any], params: Mapping[str, Any]) -> Iterable[Finding]:
        raise NotImplementedError
