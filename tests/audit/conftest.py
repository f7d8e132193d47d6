"""Real databases for the audit tests: SQLite files, and a PostgreSQL server started here.

The server is Debian's (`apt-get install postgresql`, which .ci/run does), run through
pytest-postgresql's executor. pg_ctl refuses to run as root, so as root it runs as the
`postgres` account in a directory that account owns. Without pg_ctl, PostgreSQL tests skip
and say why.
"""

from __future__ import annotations

import glob
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import audit_data  # tests/audit_data.py (tests/ is on pytest's pythonpath)
import pytest

REPO = Path(__file__).resolve().parents[2]


def find_pg_ctl() -> str | None:
    """GATEKEEPER_PG_CTL, pg_ctl on PATH, else the newest /usr/lib/postgresql/*/bin/pg_ctl."""
    named = os.environ.get("GATEKEEPER_PG_CTL") or shutil.which("pg_ctl")
    if named:
        return named
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    return found[-1] if found else None


def _unprivileged(pg_ctl: str, base: Path) -> str:
    """A pg_ctl wrapper that drops root to the postgres account (which then owns `base`)."""
    import pwd

    account = pwd.getpwnam("postgres")
    os.chown(base, account.pw_uid, account.pw_gid)
    wrapper = base / "pg_ctl-as-postgres"
    wrapper.write_text(f'#!/bin/sh\nexec runuser -u postgres -- "{pg_ctl}" "$@"\n', encoding="utf-8")
    wrapper.chmod(0o755)
    return str(wrapper)


@pytest.fixture(scope="session")
def postgresql_server() -> Iterator[Any]:
    pg_ctl = find_pg_ctl()
    if pg_ctl is None and os.environ.get("GATEKEEPER_TEST_POSTGRES") == "required":
        pytest.fail("GATEKEEPER_TEST_POSTGRES=required but no pg_ctl was found")
    if pg_ctl is None:
        pytest.skip("PostgreSQL server binaries not found (no pg_ctl on PATH or under "
                    "/usr/lib/postgresql/*/bin): apt-get install postgresql; .ci/run does")
    pytest.importorskip("psycopg", reason="psycopg not installed: pip install '.[test]'")
    executors = pytest.importorskip("pytest_postgresql.executors",
                                    reason="pytest-postgresql not installed: pip install '.[test]'")
    import stat

    from port_for import get_port

    if not stat.S_ISCHR(os.stat(os.devnull).st_mode):  # initdb's shell needs the real device
        pytest.fail(f"{os.devnull} is not the null device any more (a regular file: something "
                    "replaced it, e.g. an atomic write onto it); restore it with "
                    "`rm /dev/null; mknod -m 666 /dev/null c 1 3`")
    problems = []
    for _attempt in range(2):  # once more on a fresh port and directory, saying why it had to
        base = Path(tempfile.mkdtemp(prefix="gatekeeper-pg-"))
        executable = _unprivileged(pg_ctl, base) if os.geteuid() == 0 else pg_ctl
        server = executors.PostgreSQLExecutor(
            executable=executable, host="127.0.0.1", port=get_port(None),
            datadir=str(base / "data"), unixsocketdir=str(base), logfile=str(base / "server.log"),
            startparams="-w", dbname="postgres", user="postgres")
        try:
            _with_stderr_kept(server.start, base / "start.err")
            _until_accepting(server.port)
            break
        except Exception as exc:
            problems.append(f"{type(exc).__name__}: {exc}\n{_read(base / 'start.err')}"
                            f"{_read(base / 'server.log')}")
            shutil.rmtree(base, ignore_errors=True)
    else:
        pytest.fail("PostgreSQL did not start:\n" + "\n".join(problems))
    if problems:
        print("PostgreSQL started on the second attempt; the first failed with:", problems[0])
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(base, ignore_errors=True)


def _until_accepting(port: int) -> None:
    """The port opens before the server takes logins ("the database system is starting up")."""
    import time

    import psycopg

    for _ in range(600):  # at most a minute
        try:
            psycopg.connect(f"postgresql://postgres@127.0.0.1:{port}/postgres").close()
            return
        except psycopg.OperationalError:
            time.sleep(0.1)
    raise RuntimeError(f"PostgreSQL on port {port} did not accept connections within a minute")


def _with_stderr_kept(call: Any, path: Path) -> None:
    """Run `call` with file descriptor 2 (initdb's and pg_ctl's messages) going to `path`."""
    saved = os.dup(2)
    with path.open("wb") as sink:
        os.dup2(sink.fileno(), 2)
        try:
            call()
        finally:
            os.dup2(saved, 2)
            os.close(saved)


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


@pytest.fixture(scope="session")
def pg_database(postgresql_server: Any) -> Any:
    """A function making a fresh database on the server; returns its URL."""
    import psycopg

    made = []

    def make(name: str, sessions: Any = None) -> str:
        base = f"postgresql://postgres@127.0.0.1:{postgresql_server.port}"
        with psycopg.connect(f"{base}/postgres", autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{name}"')
        made.append(name)
        url = f"{base}/{name}"
        if sessions is not None:
            with psycopg.connect(url) as connection:
                audit_data.write_postgres(connection, sessions)
        return url

    return make


def standard_sessions() -> list[audit_data.StoredSession]:
    """Realistic sessions: every 8th corpus case (all categories), stored as the gate left them,
    with two sessions tampered (a stored pass over a failure; a lost result) to show drift."""
    bundles = [b for _, b in audit_data.corpus_bundles(REPO / "tests" / "corpus")][::8]
    results = audit_data.stored_results(bundles)
    sessions = [audit_data.session_from_bundle(i + 1, b, r)
                for i, (b, r) in enumerate(zip(bundles, results, strict=True))]
    failing = next(s for s in sessions if s.evaluation["gatekeeper_result"]["status"] == "fail")
    failing.evaluation["gatekeeper_result"] = {"status": "pass", "failed_rules": [],
                                               "warnings": [], "errors": []}
    sessions[-1].evaluation.pop("gatekeeper_result")
    return sessions


@pytest.fixture(scope="session")
def stored_sessions() -> list[audit_data.StoredSession]:
    return standard_sessions()


@pytest.fixture(scope="session")
def sqlite_url(tmp_path_factory: pytest.TempPathFactory,
               stored_sessions: list[audit_data.StoredSession]) -> str:
    path = tmp_path_factory.mktemp("audit") / "sessions.sqlite"
    audit_data.write_sqlite(path, stored_sessions)
    return f"sqlite:///{path}"


@pytest.fixture(scope="session")
def postgres_url(pg_database: Any, stored_sessions: list[audit_data.StoredSession]) -> str:
    return pg_database("audit_standard", stored_sessions)


@pytest.fixture(scope="session")
def sqlite_audit(sqlite_url: str) -> Any:
    """`gatekeeper audit` of the standard sessions in SQLite, in-process: the reference run."""
    from helpers import run_cli

    result = run_cli("audit", sqlite_url, "--isolated", "-j", "1")
    assert result.returncode == 1, result.stderr
    return result
