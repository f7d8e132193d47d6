"""Locations: where a finding's target sits in the file the user has open (`path:line:col`).

A finding names its target as a JSON path (`ReportedFinding.path`, e.g. `("claims", 0,
"claim_text")`). This module maps that path to a 1-based line and column, the column counted in
characters (code points), not bytes:

* split executor files: the JSON document starts at `ParsedOutput.offset` in the file's text
  (after a BOM, whitespace or a Markdown fence); it is scanned from there;
* JSON bundles: the path is looked up under `executor_output`;
* YAML bundles: PyYAML's `compose()` (safe: it builds nodes, never Python objects) gives each
  node's mark;
* a bundle whose `executor_output` is a string: every finding points at that string, since the
  document inside it has no position of its own in the file.

An object member is located at its key (`"claim_text": ...` starts there), an array element or
the document itself at its value. Paths of findings on a missing key already name the parent
object; a path that still cannot be resolved (the file changed, a YAML alias, a rule that names a
synthetic place) falls back to the nearest ancestor that exists, and at worst to the document.

Cost: only for files that have findings. Text known to be valid JSON (a bundle, an output that
parsed) is walked along the findings' paths only, other members skipped by the C decoder
(gatekeeper.report.jsonwalk): a bundle's invocations are never tokenized. Otherwise one linear
pass: the JSON scanner is a small tokenizer, not a parser, it only tracks the path of each
value, and it never raises.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gatekeeper.paths import JsonPath

if TYPE_CHECKING:
    from gatekeeper.engine.result import Report
    from gatekeeper.parse.bundle import Case

Position = tuple[int, int]  # (line, column), both 1-based

# Strings (escapes included), structural characters, and bare literals (numbers, true, false, null).
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[{}\[\]:,]|[^\s{}\[\]:,"]+', re.DOTALL)
_YAML_SUFFIXES = (".yaml", ".yml")
_BUNDLE_OUTPUT: JsonPath = ("executor_output",)


class LineIndex:
    """Character offset → (line, column) in one text, both 1-based; lines end at `\\n`."""

    def __init__(self, text: str) -> None:
        self._starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def position(self, offset: int) -> Position:
        line = bisect.bisect_right(self._starts, offset) - 1
        return line + 1, offset - self._starts[line] + 1


def _key(token: str) -> str:
    if "\\" not in token:
        return token[1:-1]
    import json

    try:
        return str(json.loads(token))
    except ValueError:  # a broken escape: the text was not strict JSON; keep it raw
        return token[1:-1]


# One node per value: [anchor, value anchor, children]. The anchor is where the value is
# reported (the key of an object member, else the value itself); children map keys or indices
# to nodes (None for scalars). A tree, not a dict of path tuples: building it is linear even for
# deeply nested documents, and a lookup stops at the nearest ancestor by itself.
Node = list[Any]


def json_tree(text: str, start: int = 0) -> Node | None:
    """The offsets of the JSON document at `text[start:]` (None if no value starts there).

    Stops after the root value (a fence or prose may follow). Iterative: nesting depth is free.
    A repeated key replaces the earlier member, as the decoder does.
    """
    root: Node | None = None
    # Open containers, innermost last: [node, is_object, next index or key, key offset, expect key]
    stack: list[list[Any]] = []
    for match in _TOKEN.finditer(text, start):
        token = match.group()
        first = token[0]
        top = stack[-1] if stack else None
        if top is not None and top[1] and top[4]:  # an object awaiting a key
            if first == '"':
                top[2], top[3], top[4] = _key(token), match.start(), False
            elif first == "}":  # an empty object
                stack.pop()
                if not stack:
                    break
            continue
        if first == ":":
            continue
        if first == ",":
            if top is not None:
                if top[1]:
                    top[4] = True
                else:
                    top[2] += 1
            continue
        if first in "}]":
            if stack:
                stack.pop()
            if not stack:
                break
            continue
        offset = match.start()
        node: Node = [offset, offset, {} if first in "{[" else None]
        if top is None:
            root = node
        else:
            if top[1]:
                node[0] = top[3]
            top[0][2][top[2]] = node
        if first == "{":
            stack.append([node, True, None, 0, True])
        elif first == "[":
            stack.append([node, False, 0, 0, False])
        elif not stack:
            break  # the document is a scalar
    return root


def yaml_tree(text: str) -> Node | None:
    """The (line, column) of every node of a YAML document (mapping entries at their key).

    A node reached again through an alias is not descended into twice: the walk stays linear
    even on "billion laughs" documents, and paths through a repeated alias stop at the alias.
    """
    import yaml

    from gatekeeper.parse.yamltext import yaml_loader

    try:
        composed = yaml.compose(text, Loader=yaml_loader())
    except (yaml.YAMLError, RecursionError):
        return None
    if composed is None:
        return None

    def position(mark: Any) -> Position:
        return mark.line + 1, mark.column + 1

    root: Node = [position(composed.start_mark)] * 2 + [None]
    seen: set[int] = set()
    pending: list[tuple[Node, Any]] = [(root, composed)]
    while pending:
        node, yaml_node = pending.pop()
        if id(yaml_node) in seen or not isinstance(yaml_node, yaml.CollectionNode):
            continue
        seen.add(id(yaml_node))
        children: dict[str | int, Node] = {}
        node[2] = children
        if isinstance(yaml_node, yaml.MappingNode):
            for key, value in yaml_node.value:
                if isinstance(key, yaml.ScalarNode):
                    children[key.value] = [position(key.start_mark), position(value.start_mark),
                                           None]
                    pending.append((children[key.value], value))
        else:
            for index, item in enumerate(yaml_node.value):
                children[index] = [position(item.start_mark)] * 2 + [None]
                pending.append((children[index], item))
    return root


# Resolves a full path (the Locator's prefix included) to a position; `whole`: report the value.
Resolver = Callable[[JsonPath, bool], Position]


def tree_resolver(root: Node | None, position: Callable[[Any], Position]) -> Resolver:
    def resolve(full: JsonPath, whole: bool) -> Position:
        if root is None:
            return 1, 1
        node = root
        for segment in full:  # down to the nearest ancestor that exists
            child = node[2].get(segment) if node[2] is not None else None
            if child is None:
                return position(node[0])
            node = child
        return position(node[1] if whole else node[0])

    return resolve


def _json_tree_resolver(text: str, start: int) -> Resolver:
    # Not JSON at all (a missing or prose output): point at where it would start.
    root = json_tree(text, start) or [min(start, len(text))] * 2 + [None]
    return tree_resolver(root, LineIndex(text).position)


def _walking_resolver(text: str, start: int) -> Resolver:
    """Valid JSON: walk only the containers on the paths (gatekeeper.report.jsonwalk); should
    the walk meet anything unexpected, tokenize the whole document instead."""
    from gatekeeper.report.jsonwalk import NotWalkable, PathWalker

    walker = PathWalker(text, start)
    lines: list[LineIndex] = []
    fallback: list[Resolver] = []

    def resolve(full: JsonPath, whole: bool) -> Position:
        if not fallback:
            try:
                anchor, value, complete = walker.resolve(full)
            except NotWalkable:
                fallback.append(_json_tree_resolver(text, start))
            else:
                if not lines:
                    lines.append(LineIndex(text))
                return lines[0].position(value if whole and complete else anchor)
        return fallback[0](full, whole)

    return resolve


class Locator:
    """Resolves JSON paths to positions in one case's file; the index is built on first use."""

    def __init__(self, build: Callable[[], Resolver], prefix: JsonPath = (),
                 whole: bool = False) -> None:
        self._build = build
        self._resolve: Resolver | None = None
        self._prefix = prefix
        self._whole = whole  # every path points at the prefix's value (a string executor_output)

    def locate(self, path: JsonPath) -> Position:
        if self._resolve is None:
            self._resolve = self._build()
        return self._resolve(self._prefix if self._whole else (*self._prefix, *path), self._whole)

    @classmethod
    def for_json(cls, text: str, start: int = 0, prefix: JsonPath = (),
                 whole: bool = False, valid: bool = False) -> Locator:
        """`valid`: the text is known to be strict JSON from `start` (it was decoded)."""
        if valid:
            return cls(lambda: _walking_resolver(text, start), prefix, whole)
        return cls(lambda: _json_tree_resolver(text, start), prefix, whole)

    @classmethod
    def for_yaml(cls, text: str, prefix: JsonPath = (), whole: bool = False) -> Locator:
        return cls(lambda: tree_resolver(yaml_tree(text), lambda where: where), prefix, whole)

    @classmethod
    def for_case(cls, case: Case) -> Locator:
        if not case.in_bundle:
            return cls.for_json(case.parsed.text, case.parsed.offset, valid=case.parsed.is_valid)
        # A bundle's executor_output given as a mapping parses with no text of its own; one
        # given as a string keeps its text (or failed to parse): point at the string then.
        whole = bool(case.parsed.text) or not case.parsed.is_valid
        if case.source.lower().endswith(_YAML_SUFFIXES):
            return cls.for_yaml(case.text, _BUNDLE_OUTPUT, whole)
        # A JSON bundle was decoded strictly to be read at all.
        return cls.for_json(case.text, 0, _BUNDLE_OUTPUT, whole, valid=True)


def _chain_locator(case: Case) -> Callable[[JsonPath], Position]:
    """Chain rules' findings: their path starts with the bundle key of their part
    (`verifier_output`, `composer_output`); a part given as raw text is one string."""
    if case.source.lower().endswith(_YAML_SUFFIXES):
        locator = Locator.for_yaml(case.text)
    else:
        locator = Locator.for_json(case.text)
    chain = case.chain

    def locate(path: JsonPath) -> Position:
        parsed = getattr(chain, "verifier" if path[0] == "verifier_output" else "composer", None)
        raw_text = parsed is not None and (bool(parsed.text) or not parsed.is_valid)
        return locator.locate(path[:1] if raw_text else path)

    return locate


def locate_report(report: Report, case: Case) -> Report:
    """The report with every finding's line and column filled in (files without findings are
    returned untouched, and never scanned)."""
    if not report.findings:
        return report
    locator = Locator.for_case(case)
    chain: list[Callable[[JsonPath], Position]] = []

    def locate(path: JsonPath) -> Position:
        if path[:1] in (("verifier_output",), ("composer_output",)) and case.in_bundle:
            if not chain:
                chain.append(_chain_locator(case))
            return chain[0](path)
        return locator.locate(path)

    return report.with_findings(tuple(
        finding.located(*locate(finding.path)) for finding in report.findings
    ))


def locate_in_json(text: str, path: JsonPath, start: int = 0) -> Position:
    """`path` in the JSON document at `text[start:]` (one-off lookups: tests, the API)."""
    return Locator.for_json(text, start).locate(path)
