"""The floor of P2: what the cheapest useful linter does, in one process over many bundles.

For each bundle: decode it, index its invocations by id, and for every binding check that its
ids exist, that its tool_name is theirs and that its excerpt occurs verbatim in one of their
previews. No schema, no anchors, no fuzzy scores, no report beyond a count: what any Python
linter of these files must at least spend (read + decode + look up). Usage:

    python bench/floor.py BUNDLE...
"""

from __future__ import annotations

import json
import sys


def check(bundle: dict) -> int:
    invocations = {str(inv.get("id")): inv for inv in bundle.get("tool_invocations", [])}
    problems = 0
    for claim in bundle.get("executor_output", {}).get("claims", []):
        for binding in claim.get("evidence_bindings", []):
            bound = [invocations.get(str(i)) for i in binding.get("source_invocation_ids", [])]
            if not bound or None in bound:
                problems += 1
                continue
            if any(inv.get("tool_name") != binding.get("tool_name") for inv in bound):
                problems += 1
            excerpt = binding.get("evidence_excerpt") or ""
            if not any(excerpt in (inv.get("output_preview") or "") for inv in bound):
                problems += 1
    return problems


def main(paths: list[str]) -> int:
    problems = 0
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            problems += check(json.load(handle))
    print(f"{len(paths)} files, {problems} problems")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
