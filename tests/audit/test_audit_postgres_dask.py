"""The same audit on a real PostgreSQL server and on a real local Dask cluster: same bytes.

The server comes from tests/audit/conftest.py (skips, saying why, without pg_ctl); the cluster
is a real `distributed.LocalCluster` of 2 worker processes.
"""

from __future__ import annotations

import json
import pickle

import pytest
from helpers import run_cli

PARTITION = "7"  # several partitions per worker


@pytest.fixture(scope="module")
def local_lines(sqlite_audit):
    return sqlite_audit.stdout


@pytest.fixture(scope="module")
def scheduler():
    distributed = pytest.importorskip("distributed", reason="pip install '.[test]' (dask extra)")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        yield cluster.scheduler_address


def test_postgres_gives_the_sqlite_bytes(postgres_url, local_lines):
    result = run_cli("audit", postgres_url, "--isolated", "-j", "2", "--partition-size", PARTITION)
    assert result.returncode == 1, result.stderr
    assert result.stdout == local_lines


def test_postgres_selection_and_injection(tmp_path, postgres_url, pg_database, stored_sessions):
    picked = run_cli("audit", postgres_url, "--isolated", "--where", "id>=10", "--limit", "3",
                     "--session-id", "10", "--session-id", "12", "--session-id", "40")
    assert [json.loads(line)["session_id"] for line in picked.stdout.splitlines()] == [10, 12, 40]
    injected = run_cli("audit", postgres_url, "--isolated", "--where", "id=1 OR 1=1")
    assert injected.returncode == 2 and "invalid input syntax" in injected.stderr
    url = pg_database("audit_injection", stored_sessions[:3])
    attack = 'id" FROM diagnosis_session; DROP TABLE tool_invocation; --'
    config = tmp_path / "attack.yaml"
    config.write_text(json.dumps({"audit": {"invocations": {"columns": {"id": attack}}}}),
                      encoding="utf-8")
    attacked = run_cli("audit", url, "--isolated", "-c", config)
    assert attacked.returncode == 2 and "does not exist" in attacked.stderr
    assert "Traceback" not in attacked.stderr
    import psycopg

    with psycopg.connect(url) as connection:
        assert connection.execute("SELECT count(*) FROM tool_invocation").fetchone()[0] > 0


def test_postgres_unreachable_names_the_source_without_password():
    result = run_cli("audit", "postgresql://audit:s3cret@127.0.0.1:1/none", "--isolated")
    assert result.returncode == 2
    assert "postgresql://audit:***@127.0.0.1:1/none" in result.stderr
    assert "s3cret" not in result.stderr and "Traceback" not in result.stderr


def test_dask_cluster_gives_the_local_bytes(scheduler, sqlite_url, postgres_url, local_lines):
    for source in (sqlite_url, postgres_url):
        result = run_cli("audit", source, "--isolated", "--engine", "dask", "--scheduler",
                         scheduler, "--partition-size", PARTITION)
        assert result.returncode == 1, result.stderr
        assert result.stdout == local_lines


def test_dask_without_scheduler_starts_a_local_cluster(sqlite_url, local_lines):
    result = run_cli("audit", sqlite_url, "--isolated", "--engine", "dask", "-j", "2",
                     "--partition-size", "20")
    assert result.returncode == 1, result.stderr
    assert result.stdout == local_lines


def test_a_worker_gets_bounds_not_sessions(sqlite_url):
    """What is shipped per partition: the source's address and id bounds, no stored data."""
    from gatekeeper.audit.partition import AuditJob
    from gatekeeper.audit.selection import Selection
    from gatekeeper.audit.sources import open_source, parse_source
    from gatekeeper.config import load_config

    config = load_config(isolated=True)
    spec = parse_source(sqlite_url, config.audit, Selection())
    partitions = open_source(spec).plan(10)
    job = pickle.dumps(AuditJob(spec, partitions[1], config.to_dict(), "/"))
    assert b"executor_structured_output" not in job  # no stored session content
    assert len(job) < 20_000, len(job)  # the configuration and the bounds
    assert (partitions[1].after, partitions[1].upto, partitions[1].count) == (10, 20, 10)


def test_an_input_error_on_a_worker_is_exit_2_on_the_client(scheduler, tmp_path, sqlite_url):
    config = tmp_path / "attack.yaml"
    config.write_text(json.dumps({"audit": {"invocations": {"columns": {
        "tool_name": 'tool_name" FROM tool_invocation; DROP TABLE tool_invocation; --'}}}}),
        encoding="utf-8")
    result = run_cli("audit", sqlite_url, "--isolated", "-c", config, "--engine", "dask",
                     "--scheduler", scheduler)
    assert result.returncode == 2 and "no such column" in result.stderr, result.stderr
    assert "Traceback" not in result.stderr
