"""The one YAML loader every input goes through (bundles, configuration layers, `--set`), and
bundles read as JSON data: what PyYAML's safe loader would silently do differently.

`yaml_loader()` is safe only: never a loader that can build Python objects; libyaml's C loader
when present. `load_yaml()` (bundles) subclasses it:

PyYAML's safe loader keeps the last of two equal keys without a word, and builds values no JSON
document can hold: dates and datetimes (`2026-11-29`), sets (`!!set`), bytes (`!!binary`),
ordered pairs, and mappings keyed by numbers or dates. A bundle is JSON data written as YAML, so:

* every duplicate key is recorded with its line and column (the caller decides: a finding
  inside `executor_output`, as in a raw output file, an input error in the bundle's frame);
* a date, timestamp, set, binary or pairs value, and a key that is not a string, is a located
  `YamlProblem` (exit 2): quoting the scalar makes it a string.

YAML 1.1's other scalars stay what PyYAML makes of them (`6:34` is 394, `0x18a` is 394): they
are integers, which every rule checks like any other.
"""

from __future__ import annotations

import functools
from typing import Any

_MERGE = "tag:yaml.org,2002:merge"
_NOT_JSON = {"timestamp": "a date or time", "set": "a set (!!set)", "binary": "bytes (!!binary)",
             "omap": "ordered pairs (!!omap)", "pairs": "pairs (!!pairs)"}


def yaml_loader() -> Any:
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class YamlDocument:
    __slots__ = ("inside", "outside", "value")

    def __init__(self, value: Any) -> None:
        self.value = value
        #: (key, line, column) of every repeated key outside / inside the `inner` key's value.
        self.outside: list[tuple[str, int, int]] = []
        self.inside: list[tuple[str, int, int]] = []


@functools.cache
def _loader() -> type:

    class JsonDataLoader(yaml_loader()):  # type: ignore[misc]
        """The safe loader, refusing non-JSON values and recording duplicate keys."""

        def __init__(self, stream: str) -> None:
            super().__init__(stream)
            self.repeated: list[tuple[str, Any]] = []

        def construct_mapping(self, node: Any, deep: bool = False) -> Any:
            seen: set[Any] = set()
            for key_node, _ in node.value:
                if key_node.tag == _MERGE:
                    continue  # `<<: *base` then a key of its own: an override, by design
                key = self.construct_object(key_node, deep=True)
                if not isinstance(key, str):
                    raise _problem(key_node, f"a mapping key is {_kind(key)}; JSON keys are "
                                   "strings: quote it")
                if key in seen:
                    self.repeated.append((key, key_node.start_mark))
                seen.add(key)
            return super().construct_mapping(node, deep=deep)

    def refuse(what: str) -> Any:
        def construct(loader: Any, node: Any) -> Any:
            raise _problem(node, f"{what} is not JSON data; quote it to make it a string")
        return construct

    for tag, what in _NOT_JSON.items():
        JsonDataLoader.add_constructor(f"tag:yaml.org,2002:{tag}", refuse(what))
    return JsonDataLoader


def _kind(value: Any) -> str:
    return {bool: "a boolean", int: "an integer", float: "a number"}.get(
        type(value), "null" if value is None else f"a {type(value).__name__}")


def _problem(node: Any, message: str) -> Exception:
    import yaml

    return yaml.MarkedYAMLError(problem=message, problem_mark=node.start_mark)


def load_yaml(text: str, inner: str | None = None) -> YamlDocument:
    """Parse one YAML document as JSON data. Raises `yaml.YAMLError` (with a mark where known)."""
    loader = _loader()(text)
    try:
        node = loader.get_single_node()
        value = loader.construct_document(node) if node is not None else None
        repeated = list(loader.repeated)
    finally:
        loader.dispose()
    span = _value_span(node, inner) if inner is not None else None
    document = YamlDocument(value)
    for key, mark in repeated:
        where = (key, mark.line + 1, mark.column + 1)
        inside = span is not None and span[0] <= mark.index < span[1]
        (document.inside if inside else document.outside).append(where)
    return document


def _value_span(node: Any, key: str) -> tuple[int, int] | None:
    """Where the value of the top-level `key` lies in the text (start and end index)."""
    import yaml

    if not isinstance(node, yaml.MappingNode):
        return None
    for key_node, value_node in node.value:
        if isinstance(key_node, yaml.ScalarNode) and key_node.value == key:
            return value_node.start_mark.index, value_node.end_mark.index
    return None
