"""A fast path for JSON Schema validation: proving a document valid without importing jsonschema.

Nearly every document Gatekeeper validates (executor outputs, rule params, configuration layers)
is valid, and jsonschema is slow to import and to run (docs/performance.md). This module
compiles a schema into nested Python closures that answer one question, *is it certainly
valid?*, many times faster. When the answer is no, `FastPathValidator` hands the document
to jsonschema (imported then, not before), which produces the full error list: messages always
come from jsonschema.

Soundness over coverage: the compiler accepts only the keywords it implements exactly as
jsonschema's Draft 2020-12 validator does (without a format checker, `format` is an annotation).
A schema with any other keyword (`patternProperties`, `if`, `prefixItems`, `multipleOf`...) gets
no fast path at all, and where exact semantics would be costly the fast path is stricter than
the schema (`1.0` is not accepted as an `integer`, a `const` must have the same Python type):
a stricter "no" only costs a jsonschema call, never a wrong verdict.

Why not fastjsonschema: its generated code imports the `fastjsonschema` package (its compiler,
slow to import), officially supports only drafts 4-7, and raises at the first error anyway, so
jsonschema would still be needed for the messages. See docs/performance.md.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

Check = Callable[[Any], bool]

_ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "$defs", "definitions", "title",
                          "description", "default", "examples", "format", "deprecated",
                          "readOnly", "writeOnly"})


class Unsupported(Exception):
    """The schema uses a keyword the fast path does not implement exactly."""


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


_TYPES: dict[str, Check] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": _is_number,
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}
_SCALARS = (str, int, float, bool, type(None))


def _scalar_key(value: Any) -> tuple[str, Any] | None:
    """A key under which JSON-equal scalars collide (`1` and `1.0`), `true` and `1` do not."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return type(value).__name__, value
    if isinstance(value, (int, float)):
        return "number", value
    return None


def _all(checks: list[Check]) -> Check:
    if not checks:
        return lambda value: True
    if len(checks) == 1:
        return checks[0]

    def check(value: Any) -> bool:
        for one in checks:  # noqa: SIM110 - a plain loop: all() over a generator is slower
            if not one(value):
                return False
        return True

    return check


class _Compiler:
    def __init__(self, root: Mapping[str, Any]) -> None:
        self.root = root
        self.refs: dict[str, Check] = {}

    def ref(self, pointer: str) -> Check:
        if pointer not in self.refs:
            if not pointer.startswith("#"):
                raise Unsupported(f"non-local $ref {pointer!r}")
            target: Any = self.root
            for part in filter(None, pointer[1:].split("/")):
                part = part.replace("~1", "/").replace("~0", "~")
                if not isinstance(target, Mapping) or part not in target:
                    raise Unsupported(f"unresolvable $ref {pointer!r}")
                target = target[part]
            compiled: list[Check] = []
            self.refs[pointer] = lambda value: compiled[0](value)  # recursion-safe placeholder
            compiled.append(self.compile(target))
        return self.refs[pointer]

    def compile(self, node: Any) -> Check:
        if node is True:
            return lambda value: True
        if node is False:
            return lambda value: False
        if not isinstance(node, Mapping):
            raise Unsupported("a schema must be an object or a boolean")
        if "$id" in node and node is not self.root:
            raise Unsupported("$id below the root (changes what local $refs point at)")
        checks: list[Check] = []
        for keyword, argument in node.items():
            if keyword in _ANNOTATIONS:
                continue
            method = getattr(self, "k_" + keyword.lstrip("$"), None)
            if method is None:
                raise Unsupported(f"keyword {keyword!r}")
            checks.append(method(argument, node))
        return _all(checks)

    # Keywords. Each applies only to instances of its type, as in JSON Schema.
    def k_ref(self, pointer: str, node: Mapping[str, Any]) -> Check:
        return self.ref(pointer)

    def k_type(self, names: str | list[str], node: Mapping[str, Any]) -> Check:
        tests = [_TYPES[name] for name in ([names] if isinstance(names, str) else names)]
        return lambda value: any(test(value) for test in tests)

    def k_const(self, expected: Any, node: Mapping[str, Any]) -> Check:
        return self.k_enum([expected], node)

    def k_enum(self, allowed: list[Any], node: Mapping[str, Any]) -> Check:
        if not all(isinstance(item, _SCALARS) for item in allowed):
            raise Unsupported("enum of structures")
        keys = {(type(item), item) for item in allowed}
        return lambda value: isinstance(value, _SCALARS) and (type(value), value) in keys

    def k_required(self, names: list[str], node: Mapping[str, Any]) -> Check:
        return lambda value: not isinstance(value, dict) or all(name in value for name in names)

    def k_properties(self, properties: Mapping[str, Any], node: Mapping[str, Any]) -> Check:
        compiled = {name: self.compile(schema) for name, schema in properties.items()}

        def check(value: Any) -> bool:
            if isinstance(value, dict):
                for name, sub in value.items():
                    test = compiled.get(name)
                    if test is not None and not test(sub):
                        return False
            return True

        return check

    def k_additionalProperties(self, schema: Any, node: Mapping[str, Any]) -> Check:
        if "patternProperties" in node:
            raise Unsupported("patternProperties")
        known = frozenset(node.get("properties", ()))
        test = self.compile(schema)
        return lambda value: not isinstance(value, dict) or all(
            test(sub) for name, sub in value.items() if name not in known)

    def k_propertyNames(self, schema: Any, node: Mapping[str, Any]) -> Check:
        test = self.compile(schema)  # each member's name, as an instance of its own
        return lambda value: not isinstance(value, dict) or all(test(name) for name in value)

    def k_items(self, schema: Any, node: Mapping[str, Any]) -> Check:
        if "prefixItems" in node or isinstance(schema, list):
            raise Unsupported("tuple items")
        test = self.compile(schema)
        return lambda value: not isinstance(value, list) or all(test(item) for item in value)

    def k_minItems(self, limit: int, node: Mapping[str, Any]) -> Check:
        return lambda value: not isinstance(value, list) or len(value) >= limit

    def k_maxItems(self, limit: int, node: Mapping[str, Any]) -> Check:
        return lambda value: not isinstance(value, list) or len(value) <= limit

    def k_uniqueItems(self, unique: bool, node: Mapping[str, Any]) -> Check:
        def check(value: Any) -> bool:
            if not unique or not isinstance(value, list):
                return True
            keys = [_scalar_key(item) for item in value]
            return None not in keys and len(set(keys)) == len(keys)  # structures: ask jsonschema

        return check

    def k_minProperties(self, limit: int, node: Mapping[str, Any]) -> Check:
        return lambda value: not isinstance(value, dict) or len(value) >= limit

    def k_maxProperties(self, limit: int, node: Mapping[str, Any]) -> Check:
        return lambda value: not isinstance(value, dict) or len(value) <= limit

    def k_minLength(self, limit: int, node: Mapping[str, Any]) -> Check:
        return lambda value: not isinstance(value, str) or len(value) >= limit

    def k_maxLength(self, limit: int, node: Mapping[str, Any]) -> Check:
        return lambda value: not isinstance(value, str) or len(value) <= limit

    def k_pattern(self, pattern: str, node: Mapping[str, Any]) -> Check:
        compiled = re.compile(pattern)  # jsonschema also uses Python's re, with search()
        return lambda value: not isinstance(value, str) or compiled.search(value) is not None

    def k_minimum(self, limit: float, node: Mapping[str, Any]) -> Check:
        return lambda value: not _is_number(value) or value >= limit

    def k_maximum(self, limit: float, node: Mapping[str, Any]) -> Check:
        return lambda value: not _is_number(value) or value <= limit

    def k_exclusiveMinimum(self, limit: float, node: Mapping[str, Any]) -> Check:
        return lambda value: not _is_number(value) or value > limit

    def k_exclusiveMaximum(self, limit: float, node: Mapping[str, Any]) -> Check:
        return lambda value: not _is_number(value) or value < limit

    def k_allOf(self, schemas: list[Any], node: Mapping[str, Any]) -> Check:
        return _all([self.compile(schema) for schema in schemas])

    def k_anyOf(self, schemas: list[Any], node: Mapping[str, Any]) -> Check:
        tests = [self.compile(schema) for schema in schemas]
        return lambda value: any(test(value) for test in tests)

    # No `not` and no `oneOf`: they need "certainly invalid" as well, and this fast path is only
    # sound for "certainly valid". Schemas using them go to jsonschema every time.


def compile_check(schema: Any) -> Check | None:
    """A predicate that is True only for documents valid against `schema`; None if unsupported."""
    try:
        return _Compiler(schema if isinstance(schema, Mapping) else {}).compile(schema)
    except (Unsupported, KeyError, TypeError, re.error):
        return None


class FastPathValidator:
    """`iter_errors` like jsonschema's Draft202012Validator, which is built only when needed."""

    def __init__(self, schema: Any) -> None:
        self.schema = schema
        self._certainly_valid = compile_check(schema)
        self._full: Any = None

    @property
    def full(self) -> Any:
        if self._full is None:
            from jsonschema import Draft202012Validator

            self._full = Draft202012Validator(self.schema)
        return self._full

    def iter_errors(self, instance: Any) -> Any:
        if self._certainly_valid is not None:
            try:
                if self._certainly_valid(instance):
                    return iter(())
            except RecursionError:
                pass
        return self.full.iter_errors(instance)

    def is_valid(self, instance: Any) -> bool:
        return next(iter(self.iter_errors(instance)), None) is None

    def __getattr__(self, name: str) -> Any:  # anything else jsonschema's validator offers
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.full, name)
