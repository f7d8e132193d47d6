"""Resource limits: how much input Gatekeeper reads and how long one rule may run.

Inputs in a pull request are untrusted, so every limit is enforced before the expensive step:

* `maxInputBytes` (default 64 MiB; config `limits.maxInputBytes`, CLI `--max-bytes`): no input
  file is read past it. The size is checked with `stat` first and the read itself is capped
  (`read(limit + 1)`), so pipes and devices that report size 0 stay bounded too. An executor
  output over the limit is a finding (parse status `malformed`, detail naming the limit); a
  dump, bundle or configuration file over it is an input error (exit 2).
* `ruleTimeoutSeconds` (default 60; config `limits.ruleTimeoutSeconds`, CLI `--rule-timeout`,
  `null` turns the budget off): a rule still running after it fails the run, naming the rule
  (see `gatekeeper.engine.deadline` for what that can and cannot interrupt).
* JSON and YAML documents nest at most `MAX_DEPTH` (200) levels: deeper ones are refused when
  parsed (an executor output is then `malformed`), before any recursive stage sees them.
* YAML documents (bundles, configuration layers, `--set` values) may use anchors and aliases,
  but a document whose aliases build a cycle, or whose expansion exceeds `MAX_YAML_NODES`
  values (the "billion laughs" attack), is refused as an input error: every later stage
  (merging, rules, the JSON report) would otherwise walk the expansion.
"""

from __future__ import annotations

from typing import Any

from gatekeeper.errors import InputError

MIB = 1024 * 1024
DEFAULT_MAX_INPUT_BYTES = 64 * MIB
DEFAULT_RULE_TIMEOUT_SECONDS = 60.0
#: Expanded values (containers and scalars) a YAML document may stand for.
MAX_YAML_NODES = 1_000_000
#: Nesting any input document may have (JSON or YAML). Deeper documents would exhaust Python's
#: recursion limit in the stages after parsing (schema validation, reporters).
MAX_DEPTH = 200


class InputTooLarge(InputError):
    """An input file is larger than `maxInputBytes`."""

    def __init__(self, source: str, size: int, limit: int) -> None:
        self.size = size
        self.limit = limit
        super().__init__(source, too_large_message(size, limit))


def too_large_message(size: int, limit: int) -> str:
    return (f"is larger than the input limit: {size} bytes or more, limit {limit} bytes "
            f"(limits.maxInputBytes / --max-bytes)")


def check_yaml_tree(value: Any, source: str, error: type[InputError] = InputError) -> None:
    """Refuse YAML data whose aliases form a cycle, nest too deep or expand too far.

    Shared containers are counted once per reference (that is what every consumer walks), but
    each distinct container is expanded only once here, so the check itself stays linear in
    the document's size.
    """
    sizes: dict[int, int] = {}
    open_ids: set[int] = set()

    def expanded(node: Any, depth: int) -> int:
        if not isinstance(node, dict | list):
            return 1
        key = id(node)
        if key in open_ids:
            raise error(source, "YAML aliases form a cycle (a value contains itself)")
        if key in sizes:
            return sizes[key]
        if depth >= MAX_DEPTH:
            raise error(source, f"nesting is deeper than {MAX_DEPTH} levels")
        open_ids.add(key)
        children = node.values() if isinstance(node, dict) else node
        total = 1
        for child in children:
            total += expanded(child, depth + 1)
            if total > MAX_YAML_NODES:
                raise error(source, f"YAML aliases expand to more than {MAX_YAML_NODES} "
                                 "values; refusing to expand it")
        open_ids.discard(key)
        sizes[key] = total
        return total

    expanded(value, 0)


def nesting_exceeds(value: Any, limit: int = MAX_DEPTH) -> bool:
    """True when `value` (a tree of dicts and lists) nests deeper than `limit`. Iterative."""
    stack = [(value, 0)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict | list):
            if depth >= limit:
                return True
            children = node.values() if isinstance(node, dict) else node
            stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False
