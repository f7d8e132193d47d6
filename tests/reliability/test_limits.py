"""Bounded resources (gatekeeper/config/limits.py, gatekeeper/engine/deadline.py): input size limits checked
before reading, capped reads of files that lie about their size, directory walks that survive
symlink loops, writes only to the named output, atomically, and the rule-budget worker."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from gatekeeper.cli import app
from gatekeeper.engine.deadline import DeadlineExceeded, call_with_deadline
from gatekeeper.errors import InputError
from gatekeeper.parse.executor import read_executor_output
from gatekeeper.parse.files import read_bytes
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES, MIB

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "payment-timeout.bundle.json"
BUNDLE = json.loads(EXAMPLE.read_text(encoding="utf-8"))


def run(*args: Any) -> Any:
    result = CliRunner().invoke(app, [str(a) for a in args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result


def sparse(path: Path, size: int) -> Path:
    """A file of `size` bytes that takes no disk space and no time to make."""
    with path.open("wb") as stream:
        stream.truncate(size)
    return path


@pytest.fixture
def pair(tmp_path: Path) -> tuple[Path, Path]:
    output, dump = tmp_path / "out.json", tmp_path / "dump.json"
    output.write_text(json.dumps(BUNDLE["executor_output"]), encoding="utf-8")
    dump.write_text(json.dumps(BUNDLE["tool_invocations"]), encoding="utf-8")
    return output, dump


def test_a_100_mb_executor_output_is_a_finding_not_read(tmp_path: Path, pair: Any) -> None:
    big = sparse(tmp_path / "big.json", 100 * MIB)
    result = run("check", big, "-i", pair[1], "--isolated", "--format", "json")
    assert result.exit_code == 1
    (report,) = json.loads(result.stdout)
    assert report["parse_status"]["status"] == "malformed"
    assert f"limit {DEFAULT_MAX_INPUT_BYTES} bytes" in report["parse_status"]["detail"]
    assert report["gatekeeper_result"]["failed_rules"] == ["schema.executor_v2"]


def test_the_limit_is_configurable_on_the_command_line_and_in_config(tmp_path: Path,
                                                                    pair: Any) -> None:
    output, dump = pair
    result = run("check", output, "-i", dump, "--isolated", "--format", "json", "--max-bytes", "100")
    # The dump (a few hundred bytes) is over the limit too: an input error naming it.
    assert result.exit_code == 2 and str(dump) in result.stderr and "limit 100 bytes" in result.stderr
    layer = tmp_path / "limits.yaml"
    layer.write_text(f"limits: {{maxInputBytes: {dump.stat().st_size}}}\n", encoding="utf-8")
    output.write_text(" " * (dump.stat().st_size + 1), encoding="utf-8")
    result = run("check", output, "-i", dump, "--isolated", "--format", "json", "--config", layer)
    assert result.exit_code == 1 and "limits.maxInputBytes" in result.stdout


@pytest.mark.parametrize("suffix", [".json", ".yaml"])
def test_a_bundle_over_the_limit_is_an_input_error(tmp_path: Path, suffix: str) -> None:
    big = sparse(tmp_path / f"big.bundle{suffix}", 100 * MIB)
    result = run("check", big, "--isolated")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"gatekeeper: error: {big}: is larger than the input limit")


def test_a_dump_over_the_limit_is_an_input_error(tmp_path: Path, pair: Any) -> None:
    big = sparse(tmp_path / "big-dump.json", 100 * MIB)
    result = run("check", pair[0], "-i", big, "--isolated")
    assert result.exit_code == 2 and str(big) in result.stderr


def test_a_config_layer_over_the_limit_is_an_input_error(tmp_path: Path, pair: Any) -> None:
    big = sparse(tmp_path / "big.yaml", 100 * MIB)
    result = run("check", pair[0], "-i", pair[1], "--isolated", "--config", big)
    assert result.exit_code == 2 and str(big) in result.stderr


@pytest.mark.parametrize("limit", [0, -5, "x"])
def test_bad_limits_are_configuration_errors(tmp_path: Path, pair: Any, limit: Any) -> None:
    layer = tmp_path / "limits.yaml"
    layer.write_text(f"limits: {{maxInputBytes: {limit}}}\n", encoding="utf-8")
    result = run("check", *pair[:1], "-i", pair[1], "--isolated", "--config", layer)
    assert result.exit_code == 2 and str(layer) in result.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_that_never_ends_is_refused_before_any_read() -> None:
    # /dev/zero says st_size 0 and never ends: only regular files are read at all.
    with pytest.raises(InputError, match="not a regular file"):
        read_bytes(Path("/dev/zero"), 4096)
    with pytest.raises(InputError, match="character device"):
        read_executor_output(Path("/dev/zero"), 4096)


def test_directory_walks_survive_symlink_loops(tmp_path: Path) -> None:
    """A walk never follows a symlinked directory, so it cannot loop; one that points back into
    the walk is reported (exit 2 naming it, issue 10), never followed, never a hang."""
    top = tmp_path / "fixtures"
    (top / "sub").mkdir(parents=True)
    (top / "sub" / "case.bundle.json").write_text(EXAMPLE.read_text(encoding="utf-8"),
                                                  encoding="utf-8")
    os.symlink(top, top / "sub" / "loop")  # fixtures/sub/loop -> fixtures
    os.symlink(top / "sub", top / "sub" / "self")
    result = run("check", top, "--isolated", "--format", "json")
    assert result.exit_code == 2, result.output
    assert "sub/loop: is a symlink loop" in result.stderr


def _tree(root: Path) -> set[Path]:
    return {p.relative_to(root) for p in root.rglob("*")}


def test_only_the_named_output_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    inputs = tmp_path / "in"
    inputs.mkdir()
    case = inputs / "case.bundle.json"
    case.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    before = _tree(tmp_path)
    result = run("check", case, "--isolated", "--format", "json", "--output", "reports/out.json")
    assert result.exit_code == 0
    assert _tree(tmp_path) - before == {Path("reports"), Path("reports/out.json")}
    json.loads((tmp_path / "reports" / "out.json").read_text(encoding="utf-8"))


def test_an_unwritable_output_is_an_input_error_and_leaves_nothing(tmp_path: Path) -> None:
    case = tmp_path / "case.bundle.json"
    case.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    target = tmp_path / "taken"
    target.mkdir()  # os.replace onto a directory fails after the temporary file is written
    before = _tree(tmp_path)
    result = run("check", case, "--isolated", "--output", target)
    assert result.exit_code == 2 and str(target) in result.stderr
    assert _tree(tmp_path) == before


# --- the rule budget worker -----------------------------------------------------------------------

def test_call_with_deadline_returns_and_raises_like_the_call() -> None:
    assert call_with_deadline(sum, ([1, 2],), 5) == 3
    with pytest.raises(ZeroDivisionError):
        call_with_deadline(lambda: 1 / 0, (), 5)
    assert call_with_deadline(threading.get_ident, (), None) == threading.get_ident()
    assert call_with_deadline(threading.get_ident, (), 5) != threading.get_ident()


def test_call_with_deadline_abandons_a_runaway_call_and_recovers() -> None:
    release = threading.Event()
    stuck = call_with_deadline(threading.get_ident, (), 5)
    with pytest.raises(DeadlineExceeded, match=r"still running after 0\.1 s"):
        call_with_deadline(release.wait, (30,), 0.1)
    fresh = call_with_deadline(threading.get_ident, (), 5)
    assert fresh != stuck  # a new worker: the old one is still busy with the runaway call
    release.set()


def test_each_calling_thread_has_its_own_worker() -> None:
    idents: list[int] = []
    # All three callers stay alive until each has its answer: a finished caller's worker ends,
    # and the operating system may then hand its thread id to the next worker.
    together = threading.Barrier(3)

    def caller() -> None:
        idents.append(call_with_deadline(threading.get_ident, (), 5))
        together.wait(timeout=10)

    threads = [threading.Thread(target=caller) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(idents)) == 3
