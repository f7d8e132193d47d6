"""`gatekeeper audit FILE.jsonl`: session bundles, one a line, checked like `gatekeeper check`."""

from __future__ import annotations

import json

from helpers import binding, claim, doc, inv, run_cli, write_json

PREVIEW = "2026-11-29 10:00:01 ERROR payment-service request timeout after 5000ms"
METRICS = "payment-service CPU 使用率 92%，线程数 245"


def sessions() -> list[dict]:
    faithful = doc(claim("payment-service 出现请求超时。",
                         binding("query_logs", [101], "request timeout after 5000ms")))
    return [
        # out of order on purpose: the output is in session id order
        {"session_id": 3, "executor_output": "```json\n" + json.dumps(doc(claim(
            "CPU 使用率 92%。", binding("query_metrics", [301], "CPU 使用率 92%")))) + "\n```",
         "tool_invocations": [inv(301, "query_metrics", METRICS, session_id=None)],
         "verifier_output": {"verdict": "PASS", "groundedness_score": 0.9, "claim_checks": []},
         "composer_output": {"answer_summary": "x", "recommended_actions": [],
                             "user_facing_answer": "x"}},
        {"session_id": 1, "executor_output": faithful,
         "tool_invocations": [inv(101, "query_logs", PREVIEW, session_id=None)],
         "gatekeeper_result": {"status": "pass", "failed_rules": [], "warnings": [], "errors": []}},
        # cites session 1's invocation, which only line 2 holds: cross-session, not "not found"
        {"session_id": 2, "executor_output": faithful,
         "tool_invocations": [inv(201, "query_logs", "nothing here", session_id=None)],
         "gatekeeper_result": {"status": "pass", "failed_rules": [], "warnings": [], "errors": []}},
    ]


def write_lines(path, records) -> str:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                    encoding="utf-8")
    return str(path)


def test_jsonl_sessions_in_order_cross_session_and_same_results_as_check(tmp_path):
    records = sessions()
    result = run_cli("audit", write_lines(tmp_path / "sessions.jsonl", records), "--isolated")
    assert result.returncode == 1, result.stderr
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["session_id"] for o in out] == [1, 2, 3]
    assert [o["drift"] for o in out] == [False, True, True]  # 3 stored no result
    cross = [f["message"] for f in out[1]["findings"] if f["rule_id"] == "evidence.invocation_ref"]
    assert cross and "belongs to session '1'" in cross[0]
    # The same bundles through `gatekeeper check` (session 2 with the record it cites).
    by_id = {r["session_id"]: r for r in records}
    by_id[2]["tool_invocations"].append(inv(101, "query_logs", PREVIEW, session_id="1"))
    files = []
    for number, record in sorted(by_id.items()):
        bundle = {k: record[k] for k in ("executor_output", "tool_invocations")}
        files.append(write_json(tmp_path / f"s{number}.bundle.json",
                                {**bundle, "session_id": str(number)}))
    checked = json.loads(run_cli("check", "--isolated", "--format", "json", *files).stdout)
    assert [o["gatekeeper_result"] for o in out] == [c["gatekeeper_result"] for c in checked]
    assert [o["verdict_ceiling"] for o in out] == [c["verdict_ceiling"] for c in checked]


def test_broken_jsonl_is_exit_2_naming_the_line(tmp_path):
    records = sessions()
    path = tmp_path / "broken.jsonl"
    path.write_text(json.dumps(records[0]) + "\n{oops\n", encoding="utf-8")
    result = run_cli("audit", path, "--isolated")
    assert result.returncode == 2 and "line 2" in result.stderr, result.stderr
    twice = run_cli("audit", write_lines(tmp_path / "twice.jsonl", [records[1], records[1]]),
                    "--isolated")
    assert twice.returncode == 2 and "appears twice" in twice.stderr and "line 2" in twice.stderr
    clash = dict(records[2], tool_invocations=[inv(101, "query_logs", "other text", session_id="2")])
    clashed = run_cli("audit", write_lines(tmp_path / "clash.jsonl", [records[1], clash]),
                      "--isolated")
    assert clashed.returncode == 2 and "different content" in clashed.stderr
    assert "Traceback" not in result.stderr + twice.stderr + clashed.stderr
