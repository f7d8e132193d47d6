"""`gatekeeper audit` on a real SQLite database of realistic stored sessions (tests/corpus)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import audit_data
import pytest
from helpers import run_cli, run_cli_killing_a_worker

TAMPERED = 2  # conftest.standard_sessions: one stored pass over a failure, one lost result


def lines(stdout: str) -> list[dict]:
    return [json.loads(line) for line in stdout.splitlines()]


def test_one_line_per_session_in_id_order_with_drift_and_summary(sqlite_audit, stored_sessions):
    result = sqlite_audit
    out = lines(result.stdout)
    assert [o["session_id"] for o in out] == sorted(s.id for s in stored_sessions)
    for outcome in out:
        assert list(outcome) == ["session_id", "gatekeeper_result", "verdict_ceiling",
                                 "chain_result", "drift", "stored_gatekeeper_result",
                                 "parse_status", "findings"]
        assert list(outcome["gatekeeper_result"]) == ["status", "failed_rules", "warnings", "errors"]
        assert outcome["chain_result"] is None  # no Verifier or Composer output stored here
    # Every untampered session recomputes exactly what the gate stored for its bundle.
    drifted = [o for o in out if o["drift"]]
    assert len(drifted) == TAMPERED
    assert drifted[-1]["stored_gatekeeper_result"] is None
    assert drifted[0]["stored_gatekeeper_result"]["status"] == "pass"
    assert drifted[0]["gatekeeper_result"]["status"] == "fail"
    failing = [o for o in out if o["gatekeeper_result"]["status"] == "fail"]
    assert failing and all(o["verdict_ceiling"] != "PASS" for o in failing)
    header, counts = result.stderr.splitlines()[:2]
    assert header.split() == ["sessions", "failed", "drifted", "unreadable"]
    assert counts.split() == [str(len(out)), str(len(failing)), str(TAMPERED), "0"]
    assert "evidence.invocation_ref" in result.stderr


def test_cited_invocations_of_other_sessions_are_cross_session(sqlite_audit):
    out = lines(sqlite_audit.stdout)
    messages = [f["message"] for o in out for f in o["findings"]
                if f["rule_id"] == "evidence.invocation_ref"]
    assert any("belongs to session" in m and "not the current session" in m for m in messages)


def test_identical_across_runs_jobs_and_partition_sizes(sqlite_url, sqlite_audit):
    again = run_cli("audit", sqlite_url, "--isolated", "-j", "1")
    pooled = run_cli("audit", sqlite_url, "--isolated", "-j", "2", "--partition-size", "7")
    assert sqlite_audit.stdout == again.stdout == pooled.stdout
    assert sqlite_audit.stderr == pooled.stderr


def test_selection_session_ids_where_and_limit(sqlite_url):
    picked = lines(run_cli("audit", sqlite_url, "--isolated", "--session-id", "5",
                           "--session-id", "3").stdout)
    assert [o["session_id"] for o in picked] == [3, 5]
    ranged = lines(run_cli("audit", sqlite_url, "--isolated", "--where", "id>=10",
                           "--where", "id != 11", "--limit", "4").stdout)
    assert [o["session_id"] for o in ranged] == [10, 12, 13, 14]


def test_where_values_are_bound_never_sql(sqlite_url):
    database = sqlite_url.removeprefix("sqlite:///")
    injected = run_cli("audit", sqlite_url, "--isolated", "--where", "id=1 OR 1=1")
    assert injected.returncode == 0 and injected.stdout == ""  # no id equals that text
    value = run_cli("audit", sqlite_url, "--isolated", "--where",
                    "id = 1; DROP TABLE tool_invocation; --")
    assert value.returncode == 0 and value.stdout == ""
    column = run_cli("audit", sqlite_url, "--isolated", "--where",
                     'x; DROP TABLE tool_invocation; --=1')
    assert column.returncode == 2 and "no such column" in column.stderr
    assert "Traceback" not in column.stderr
    bad = run_cli("audit", sqlite_url, "--isolated", "--where", "id LIKE 1")
    assert bad.returncode == 2 and "COLUMN OP VALUE" in bad.stderr
    with sqlite3.connect(database) as connection:
        assert connection.execute("SELECT count(*) FROM tool_invocation").fetchone()[0] > 0


def test_configured_names_are_quoted_identifiers(tmp_path, sqlite_url, stored_sessions):
    """A column name from the configuration that tries to inject SQL is only a wrong name."""
    database = tmp_path / "copy.sqlite"
    audit_data.write_sqlite(database, stored_sessions[:3])
    attack = 'id" FROM diagnosis_session; DROP TABLE tool_invocation; --'
    config = tmp_path / "audit.yaml"
    config.write_text(json.dumps({"audit": {"sessions": {"columns": {"id": attack}}}}),
                      encoding="utf-8")
    result = run_cli("audit", f"sqlite:///{database}", "--isolated", "-c", config)
    assert result.returncode == 2, result.stderr
    assert "no such column" in result.stderr and "Traceback" not in result.stderr
    with sqlite3.connect(database) as connection:
        assert connection.execute("SELECT count(*) FROM tool_invocation").fetchone()[0] > 0


def test_renamed_tables_and_columns(tmp_path, sqlite_url, sqlite_audit):
    """Names with spaces and quotes work once configured; the output is the default's."""
    source = Path(sqlite_url.removeprefix("sqlite:///"))
    database = tmp_path / "renamed.sqlite"
    with sqlite3.connect(database) as connection:
        connection.execute("ATTACH DATABASE ? AS src", (str(source),))
        connection.execute('CREATE TABLE "Diagnosis ""Sessions""" AS SELECT id AS "key", '
                           'executor_raw_output AS "raw output", self_evaluation AS eval '
                           "FROM src.diagnosis_session")
        connection.execute('CREATE TABLE calls AS SELECT id AS call_id, session_id AS sid, '
                           "tool_name AS tool, output_preview AS preview, retrieval_details "
                           "FROM src.tool_invocation")
    config = tmp_path / "mapping.yaml"
    config.write_text(
        'audit:\n  sessions:\n    table: Diagnosis "Sessions"\n    columns: {id: key, '
        'original_query: null, executor_raw_output: raw output, self_evaluation: eval}\n'
        "  invocations:\n    table: calls\n    columns: {id: call_id, session_id: sid, "
        "tool_name: tool, output_preview: preview}\n", encoding="utf-8")
    renamed = run_cli("audit", f"sqlite:///{database}", "--isolated", "-c", config)
    assert renamed.stdout == sqlite_audit.stdout, renamed.stderr


def test_audit_configuration_is_validated(tmp_path, sqlite_url):
    for text, key in (("audit:\n  sessions:\n    tabel: x\n", "audit.sessions"),
                      ("audit:\n  partitionSize: 0\n", "audit.partitionSize"),
                      ("audit:\n  invocations:\n    columns: {id: ''}\n", "audit.invocations")):
        config = tmp_path / "bad.yaml"
        config.write_text(text, encoding="utf-8")
        result = run_cli("audit", sqlite_url, "--isolated", "-c", config)
        assert result.returncode == 2, text
        assert str(config) in result.stderr and key in result.stderr, result.stderr


def test_unreadable_session_is_reported_and_the_rest_checked(tmp_path, stored_sessions):
    database = audit_data.write_sqlite(tmp_path / "broken.sqlite", stored_sessions[:3])
    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE diagnosis_session SET self_evaluation = '{not json' WHERE id = 2")
        # Nothing stored to check is a failure, never a skip.
        connection.execute("UPDATE diagnosis_session SET executor_raw_output = NULL, "
                           "self_evaluation = '{}' WHERE id = 3")
    result = run_cli("audit", f"sqlite:///{database}", "--isolated")
    assert result.returncode == 2
    out = lines(result.stdout)
    assert [o["session_id"] for o in out] == [1, 2, 3]
    assert "self_evaluation" in out[1]["error"] and "not JSON" in out[1]["error"]
    assert out[2]["gatekeeper_result"]["failed_rules"] == ["schema.executor_v2"]
    assert out[2]["parse_status"]["status"] == "missing" and out[2]["drift"] is True
    assert "could not be read" in result.stderr


def test_unusable_sources_are_exit_2(tmp_path):
    for source, expected in ((f"sqlite:///{tmp_path}/missing.db", "no such SQLite database"),
                             ("mysql://db/x", "expected sqlite:///PATH"),
                             (str(tmp_path / "missing.jsonl"), "cannot be read")):
        result = run_cli("audit", source, "--isolated")
        assert result.returncode == 2, source
        assert expected in result.stderr and "Traceback" not in result.stderr
    empty = audit_data.write_sqlite(tmp_path / "empty.sqlite", [])
    result = run_cli("audit", f"sqlite:///{empty}", "--isolated")
    assert result.returncode == 0 and result.stdout == ""


def test_progress_bar_on_a_terminal_never_in_the_lines(sqlite_url):
    """stderr on a pseudo-terminal: a progress bar there; stdout (a pipe) only JSON lines."""
    import os
    import pty
    import subprocess

    from helpers import gatekeeper_command, read_terminal

    leader, follower = pty.openpty()
    process = subprocess.Popen([*gatekeeper_command(), "audit", sqlite_url, "--isolated"],
                               stdout=subprocess.PIPE, stderr=follower,
                               env={**os.environ, "TERM": "xterm-256color"})
    os.close(follower)
    terminal = read_terminal(leader)
    stdout = process.communicate(timeout=120)[0].decode("utf-8")
    os.close(leader)
    assert "checking" in terminal and "sessions" in terminal
    assert all(line.startswith('{"session_id":') for line in stdout.splitlines())


def test_merged_audit_mapping_shows_who_set_it(tmp_path):
    config = tmp_path / "audit.yaml"
    config.write_text("audit:\n  sessions:\n    table: chats\n  partitionSize: 50\n", encoding="utf-8")
    shown = run_cli("config", "--isolated", "-c", config, "--show-origin").stdout.splitlines()
    assert f"file:{config}\taudit.sessions.table=\"chats\"" in shown
    assert f"file:{config}\taudit.partitionSize=50" in shown
    assert "default\taudit.invocations.table=\"tool_invocation\"" in shown


def test_no_rule_enabled_is_an_error(sqlite_url: str) -> None:
    from helpers import builtin_rule_ids

    disabled = [arg for rule in builtin_rule_ids() for arg in ("--disable", rule)]
    done = run_cli("audit", sqlite_url, "--isolated", "-j", "1", *disabled)
    assert done.returncode == 2, done.stderr
    assert "no rule is enabled" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
def test_a_worker_killed_mid_audit_is_an_error_not_a_traceback(sqlite_url):
    run = run_cli_killing_a_worker("audit", sqlite_url, "--isolated", "-j", "2",
                                   "--partition-size", "1")
    assert run.returncode == 2, run.stderr
    assert "worker process ended abruptly" in run.stderr and "not audited" in run.stderr
    assert "Traceback" not in run.stderr
    # What was written is whole lines, each a session audited before the worker died.
    assert all(json.loads(line)["session_id"] for line in run.stdout.splitlines())
