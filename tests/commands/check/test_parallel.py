"""gatekeeper/commands/check/parallel.py: `check --jobs N` gives the serial run's output, byte for byte."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from helpers import SESSION, binding, bundle, claim, doc, inv, run_cli, run_cli_killing_a_worker, write_json

from gatekeeper.commands.check.parallel import MIN_FILES_PER_JOB, chunked, worth_parallel
from gatekeeper.errors import Interrupted
from gatekeeper.parse.discovery import BUNDLE, Target

EXCERPT = "payment-service request timeout after 5000ms"
INVOCATIONS = [inv(394, "query_logs", f"2026-11-29 ERROR [main] {EXCERPT}"),
               inv(395, "query_metrics", "payment-service CPU 使用率 92%，线程数 245")]
COUNT = 2 * MIN_FILES_PER_JOB + 5  # enough for two workers to be used


def make_batch(root: Path, broken_at: int | None = None) -> Path:
    """Bundles that pass, fail (forged id, speculative phrase) and warn, in a known order."""
    for number in range(COUNT):
        kind = number % 3
        ids = [394] if kind != 1 else [900 + number]
        text = "payment-service 出现请求超时日志。" if kind != 2 else "可能是 payment-service 超时。"
        document = doc(claim(text, binding("query_logs", ids, EXCERPT)))
        write_json(root / f"case-{number:03d}.bundle.json",
                   bundle(document, INVOCATIONS, session_id=SESSION))
    if broken_at is not None:
        (root / f"case-{broken_at:03d}.bundle.json").write_text("{not json", encoding="utf-8")
    return root


@pytest.mark.parametrize("output_format", ["text", "json"])
def test_jobs_2_output_is_identical_to_jobs_1(tmp_path: Path, output_format: str) -> None:
    make_batch(tmp_path)
    serial = run_cli("check", "--jobs", "1", "-f", output_format, tmp_path, "--no-color")
    parallel = run_cli("check", "--jobs", "2", "-f", output_format, tmp_path, "--no-color")
    assert serial.returncode == parallel.returncode == 1
    assert parallel.stdout == serial.stdout
    assert serial.stdout.count("case-0") >= COUNT  # every file is in the report


def test_an_input_error_is_reported_as_serially(tmp_path: Path) -> None:
    make_batch(tmp_path, broken_at=COUNT - 3)
    serial = run_cli("check", "--jobs", "1", tmp_path)
    parallel = run_cli("check", "--jobs", "2", tmp_path)
    assert serial.returncode == parallel.returncode == 2
    assert parallel.stderr == serial.stderr
    assert f"case-{COUNT - 3:03d}.bundle.json" in parallel.stderr
    assert "Traceback" not in parallel.stderr


def test_jobs_must_be_positive(tmp_path: Path) -> None:
    result = run_cli("check", "--jobs", "0", make_batch(tmp_path))
    assert result.returncode == 2
    assert "--jobs" in result.stderr


def test_small_batches_and_one_job_stay_in_process() -> None:
    assert not worth_parallel(COUNT, 1)
    assert not worth_parallel(2 * MIN_FILES_PER_JOB, 2)
    assert worth_parallel(2 * MIN_FILES_PER_JOB + 1, 2)


def test_chunks_are_contiguous_and_cover_the_batch() -> None:
    targets = [Target(Path(f"f{n:03d}.json"), BUNDLE) for n in range(103)]
    chunks = chunked(targets, 2)
    assert [t for chunk in chunks for t in chunk] == targets
    assert len(chunks) == 8 and max(map(len, chunks)) - min(map(len, chunks)) <= 1
    shared = [Target(Path(f"o{n}.json"), "output", Path("dump.json")) for n in range(40)]
    assert len(chunked(shared, 2)) == 2  # one chunk per worker: the dump is read once each


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
def test_a_worker_killed_mid_run_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    slow = [inv(394, "query_logs", "\n".join(f"2026-11-29 ERROR [w{n}] {EXCERPT} {n}"
                                             for n in range(3000)))]
    for number in range(60):
        document = doc(claim(f"payment-service 出现请求超时日志 {number}。",
                             binding("query_logs", [394], EXCERPT)))
        write_json(tmp_path / f"case-{number:03d}.bundle.json",
                   bundle(document, slow, session_id=SESSION))
    for _ in range(3):  # killed at whatever moment: submitting, linting or between chunks
        run = run_cli_killing_a_worker("check", "--jobs", "2", tmp_path)
        assert run.returncode == 2, run.stderr
        assert "worker process ended abruptly" in run.stderr
        assert "Traceback" not in run.stderr


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forks a process")
def test_a_worker_forked_before_its_initializer_ends_quietly_on_sigterm() -> None:
    """The race CI caught: the pool stopping a worker still in its initializer, which held the
    parent's SIGTERM handler, printed `Interrupted`'s traceback; it now dies as SIGTERM does."""
    from gatekeeper.commands.check import run

    run._handler_pid = os.getpid()  # as `run_check` sets it in the parent
    child = os.fork()
    if child == 0:  # the forked worker, its handler still the parent's
        try:
            run._interrupt(signal.SIGTERM, None)
        finally:
            os._exit(3)  # reached only if the handler raised or returned
    _, status = os.waitpid(child, 0)
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGTERM
    with pytest.raises(Interrupted):  # in the parent itself, the run is interrupted
        run._interrupt(signal.SIGTERM, None)
