"""The chain rules in an audit: every chain case of tests/cases/chain, stored as a session, gives
the results its `expect` block states (which tests/test_chain_cases.py holds `check` to)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from helpers import REPO, run_cli

CASES = sorted((REPO / "tests" / "cases" / "chain").glob("*.bundle.json"))
_ID_LIST = re.compile(r'("source_invocation_ids"\s*:\s*\[)([^\]]*)(\])')


def _renumbered(value: Any, offset: int) -> Any:
    """Invocation ids made unique across the cases: `offset` added wherever an id is cited."""
    def number(raw: Any) -> Any:
        if isinstance(raw, int):
            return raw + offset
        return str(int(raw) + offset) if isinstance(raw, str) and raw.isdigit() else raw

    if isinstance(value, dict):
        return {k: [number(i) for i in v] if k == "source_invocation_ids" and isinstance(v, list)
                else _renumbered(v, offset) for k, v in value.items()}
    if isinstance(value, list):
        return [_renumbered(v, offset) for v in value]
    if isinstance(value, str):  # raw LLM text: the id lists inside it
        return _ID_LIST.sub(lambda m: m[1] + re.sub(
            r"\d+", lambda d: str(int(d[0]) + offset), m[2]) + m[3], value)
    return value


def session_line(index: int, path: Path) -> dict[str, Any]:
    bundle = json.loads(path.read_text(encoding="utf-8"))
    offset, session = 100_000 * (index + 1), f"{index + 1:02d}-{path.name.split('.')[0]}"
    own = bundle["session_id"]
    line = {key: _renumbered(bundle[key], offset) for key in
            ("executor_output", "verifier_output", "composer_output") if key in bundle}
    line["tool_invocations"] = [
        dict(record, id=int(record["id"]) + offset,
             session_id=session if record.get("session_id") in (None, own)
             else record["session_id"]) for record in bundle["tool_invocations"]]
    expect = bundle["expect"]
    line.update(session_id=session, original_query=bundle.get("original_query"),
                gatekeeper_result={key: expect[key] for key in ("status", "failed_rules",
                                                                "warnings")})
    return line


def test_every_chain_case_audits_to_its_expected_results(tmp_path):
    lines = [session_line(i, path) for i, path in enumerate(CASES)]
    source = tmp_path / "chain-sessions.jsonl"
    source.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines),
                      encoding="utf-8")
    result = run_cli("audit", source, "--isolated")
    assert result.returncode == 1, result.stderr  # the chain-fail cases fail
    out = {o["session_id"]: o for o in map(json.loads, result.stdout.splitlines())}
    assert len(out) == len(CASES) > 10
    for line, path in zip(lines, CASES, strict=True):
        expect = json.loads(path.read_text(encoding="utf-8"))["expect"]
        got = out[line["session_id"]]
        assert got["drift"] is False, path.name
        assert got["verdict_ceiling"] == expect["verdict_ceiling"], path.name
        chain = got["chain_result"]
        assert {k: chain[k] for k in ("status", "failed_rules", "warnings")} == \
            expect["chain_result"], path.name
    failed_chain_rules = {r for o in out.values() for r in o["chain_result"]["failed_rules"]}
    assert failed_chain_rules and all(r.split(".")[0] in ("verifier", "composer")
                                      for r in failed_chain_rules)
    assert any(rule in result.stderr for rule in failed_chain_rules)  # the summary counts them
