"""Robust I/O, with real files, FIFOs, devices, symlinks, signals and the real console script.

* inputs are read only if they are regular files: a FIFO or a device is an input error (exit 2),
  never a hang;
* walks report unreadable directories and symlink loops (exit 2, naming the path), and do not
  follow symlinks out of the walked tree: what is skipped is said on stderr;
* `--output` onto a device or FIFO writes into it, never replaces it; onto a symlink it writes
  through to the target (the link stays); written files follow the umask and keep an existing
  file's mode;
* a full or closed standard output is a clean error (exit 2);
* each file's report is written (onto stdout or into `--output`'s temporary file) and flushed as
  the file finishes, not when the batch does;
* SIGTERM / SIGINT to a `--jobs` run stop its workers and leave no partial output file;
* a run with no rule enabled is an error unless --allow-no-rules.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import time
from pathlib import Path

import pytest
from helpers import builtin_rule_ids, gatekeeper_command, run_cli, write_json

from gatekeeper.rules.support import examples as ex

GOOD = ex.example(ex.claim())
TIMEOUT = 60  # a hang fails the test instead of the suite


def cli(*args: object, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    done = run_cli(*args, cwd=cwd, timeout=TIMEOUT)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def good_bundle(path: Path) -> Path:
    return write_json(path, GOOD)


def test_a_fifo_named_as_input_is_an_error_not_a_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "case.bundle.json"
    os.mkfifo(fifo)
    done = cli("check", "--isolated", fifo)
    assert done.returncode == 2 and "not a regular file" in done.stderr
    output = good_bundle(tmp_path / "out.bundle.json")
    dump = tmp_path / "dump.json"
    os.mkfifo(dump)
    done = cli("check", "--isolated", output, "--invocations", dump)
    assert done.returncode == 2 and "dump.json" in done.stderr


def test_a_device_named_as_input_is_an_error(tmp_path: Path) -> None:
    done = cli("check", "--isolated", "/dev/zero", "--invocations", "/dev/zero")  # read only
    assert done.returncode == 2 and "not a regular file" in done.stderr


def test_a_fifo_in_a_walked_directory_is_an_error_not_a_hang(tmp_path: Path) -> None:
    good_bundle(tmp_path / "a.bundle.json")
    os.mkfifo(tmp_path / "b.json")
    done = cli("check", "--isolated", tmp_path)
    assert done.returncode == 2 and "b.json" in done.stderr and "not a regular file" in done.stderr


def test_an_unreadable_directory_in_a_walk_is_an_error(tmp_path: Path) -> None:
    # As root (CI containers) the run drops to `nobody` with setpriv: root reads anything.
    if os.geteuid() == 0 and not Path("/usr/bin/setpriv").exists():
        pytest.skip("running as root without setpriv to drop privileges")
    _unreadable_walk(tmp_path)


def _unreadable_walk(tmp_path: Path) -> None:
    good_bundle(tmp_path / "a.bundle.json")
    locked = tmp_path / "locked"
    locked.mkdir()
    good_bundle(locked / "hidden.bundle.json")
    locked.chmod(0)
    try:
        if os.geteuid() == 0:
            os.chmod(tmp_path, 0o755)
            for part in tmp_path.parents:
                if part != Path("/"):
                    os.chmod(part, os.stat(part).st_mode | 0o005)
            done = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                                   *gatekeeper_command(), "check", "--isolated", str(tmp_path)],
                                  capture_output=True, text=True, timeout=TIMEOUT,
                                  env={**os.environ, "HOME": str(tmp_path)})
        else:
            done = cli("check", "--isolated", tmp_path)
    finally:
        locked.chmod(0o755)
    assert "Traceback" not in done.stderr
    assert done.returncode == 2, done.stderr
    assert "locked" in done.stderr and "cannot be read" in done.stderr


def test_a_symlink_loop_in_a_walk_or_as_invocations_is_an_error(tmp_path: Path) -> None:
    good_bundle(tmp_path / "a.bundle.json")
    (tmp_path / "loop.json").symlink_to(tmp_path / "loop2.json")
    (tmp_path / "loop2.json").symlink_to(tmp_path / "loop.json")
    done = cli("check", "--isolated", tmp_path)
    assert done.returncode == 2 and "loop" in done.stderr and "symlink" in done.stderr
    done = cli("check", "--isolated", tmp_path / "a.bundle.json", "--invocations",
               tmp_path / "loop.json")
    assert done.returncode == 2 and "loop.json" in done.stderr


def test_a_symlinked_directory_looping_back_into_the_walk_is_an_error(tmp_path: Path) -> None:
    good_bundle(tmp_path / "a.bundle.json")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "up").symlink_to(tmp_path)
    done = cli("check", "--isolated", tmp_path)
    assert done.returncode == 2, done.stderr
    assert "sub/up" in done.stderr and "symlink loop" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_walk_does_not_follow_a_symlink_out_of_its_tree(tmp_path: Path) -> None:
    outside = tmp_path / "secret"
    outside.mkdir()
    write_json(outside / "secret.bundle.json",
               {**GOOD, "description": "SECRET-CONTENT-OUTSIDE-THE-TREE"})
    tree = tmp_path / "tree"
    tree.mkdir()
    good_bundle(tree / "a.bundle.json")
    (tree / "link.bundle.json").symlink_to(outside / "secret.bundle.json")
    (tree / "dirlink").symlink_to(outside)
    done = cli("check", "--isolated", tree, "-f", "json")
    assert done.returncode == 0, done.stderr
    assert "SECRET" not in done.stdout
    assert [r["file"] for r in json.loads(done.stdout)] == [str(tree / "a.bundle.json")]
    assert "link.bundle.json" in done.stderr and "skipped" in done.stderr
    assert "dirlink" in done.stderr


def test_a_symlink_inside_the_tree_is_linted(tmp_path: Path) -> None:
    good_bundle(tmp_path / "a.bundle.json")
    (tmp_path / "b.bundle.json").symlink_to(tmp_path / "a.bundle.json")
    done = cli("check", "--isolated", tmp_path, "-f", "json")
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)) == 1  # one file under two names: linted once


# Never the system's /dev/null or /dev/stdout: a regression would replace them. The device node
# and the /dev/stdout-like link are made in tmp_path.
def _device(tmp_path: Path) -> Path:
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    node = tmp_path / "null"
    os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    return node


@pytest.mark.parametrize("target", ["device", "fifo"])
def test_output_onto_a_device_or_fifo_writes_into_it(tmp_path: Path, target: str) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    if target == "fifo":
        path = tmp_path / "report.fifo"
        os.mkfifo(path)
        reader = subprocess.Popen(["cat", str(path)], stdout=subprocess.PIPE, text=True)
        done = cli("check", "--isolated", case, "-f", "json", "--output", path)
        text, _ = reader.communicate(timeout=TIMEOUT)
        assert stat.S_ISFIFO(os.lstat(path).st_mode)
        assert json.loads(text)[0]["gatekeeper_result"]["status"] == "pass"
    else:
        path = _device(tmp_path)
        done = cli("check", "--isolated", case, "--output", path)
        after = os.lstat(path)
        assert stat.S_ISCHR(after.st_mode) and after.st_rdev == os.makedev(1, 3)
    assert done.returncode == 0, done.stderr


def test_output_to_a_fifo_without_a_reader_is_an_error_not_a_hang(tmp_path: Path) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    path = tmp_path / "report.fifo"
    os.mkfifo(path)
    done = cli("check", "--isolated", case, "--output", path)
    assert done.returncode == 2 and "report.fifo" in done.stderr
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


def test_output_to_dev_stdout_prints_the_report(tmp_path: Path) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    stdout = tmp_path / "stdout"  # what /dev/stdout is: a link to the process's fd 1
    stdout.symlink_to("/proc/self/fd/1")
    done = subprocess.run([*gatekeeper_command(), "check", "--isolated", str(case), "-f", "json",
                           "--output", str(stdout)], capture_output=True, text=True,
                          timeout=TIMEOUT)
    assert stdout.is_symlink()
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["gatekeeper_result"]["status"] == "pass"


def test_output_through_a_symlink_writes_the_target_and_keeps_the_link(tmp_path: Path) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    target = tmp_path / "reports" / "real.json"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "report.json"
    link.symlink_to(target)
    done = cli("check", "--isolated", case, "-f", "json", "--output", link)
    assert done.returncode == 0, done.stderr
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert json.loads(target.read_text(encoding="utf-8"))[0]["file"] == str(case)


def _run_with_umask(umask: int, *args: object) -> subprocess.CompletedProcess[str]:
    def child() -> None:
        os.umask(umask)
    return subprocess.run([*gatekeeper_command(), *map(str, args)], capture_output=True,
                          text=True, timeout=TIMEOUT, preexec_fn=child)


def test_written_files_follow_the_umask_and_keep_an_existing_mode(tmp_path: Path) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    fresh = tmp_path / "fresh.json"
    assert _run_with_umask(0o022, "check", "--isolated", case, "--output", fresh).returncode == 0
    assert stat.S_IMODE(os.stat(fresh).st_mode) == 0o644
    shared = tmp_path / "shared.json"
    assert _run_with_umask(0o002, "check", "--isolated", case, "--output", shared).returncode == 0
    assert stat.S_IMODE(os.stat(shared).st_mode) == 0o664
    kept = tmp_path / "kept.json"
    kept.write_text("old", encoding="utf-8")
    kept.chmod(0o640)
    assert _run_with_umask(0o022, "check", "--isolated", case, "--output", kept).returncode == 0
    assert stat.S_IMODE(os.stat(kept).st_mode) == 0o640
    baseline = tmp_path / "baseline.json"
    assert _run_with_umask(0o022, "check", "--isolated", case, "--write-baseline",
                           baseline).returncode == 0
    assert stat.S_IMODE(os.stat(baseline).st_mode) == 0o644


def test_a_full_stdout_is_a_clean_error(tmp_path: Path) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    with open("/dev/full", "w") as full:
        done = subprocess.run([*gatekeeper_command(), "check", "--isolated", str(case), "-f",
                               "json"], stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=TIMEOUT)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2
    assert "standard output" in done.stderr


def test_a_closed_stdout_is_a_clean_error(tmp_path: Path) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    command = " ".join(f"'{part}'" for part in [*gatekeeper_command(), "check", "--isolated",
                                                 str(case)])
    done = subprocess.run(["bash", "-c", f"{command} >&-"], capture_output=True, text=True,
                          timeout=TIMEOUT)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2
    assert "standard output" in done.stderr


@pytest.mark.parametrize("format_args", [[], ["--format", "text"]],
                         ids=["quick path", "typer application"])
def test_a_reader_that_stops_early_gets_no_message_and_exit_2(format_args: list[str]) -> None:
    # `gatekeeper check ... | head`: the report was not written whole, so neither 0 nor 1.
    corpus = Path(__file__).resolve().parents[1] / "corpus"
    process = subprocess.Popen([*gatekeeper_command(), "check", "--jobs", "1", *format_args,
                                str(corpus)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()  # the reader goes away with most of the report unread
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=TIMEOUT) == 2
    assert stderr == ""


def _slow_bundles(directory: Path, count: int) -> list[Path]:
    """Bundles that pass with a short report, each taking a third of a second or so: excerpts
    that are not verbatim, so a long log is anchored."""
    preview = "\n".join(f"2026-11-29 10:{i % 60:02d}:11 ERROR [svc-{i}] timeout after {i}ms, "
                        f"pool active={i % 50}/50" for i in range(3000))
    claims = [ex.claim(f"svc-{j} 出现 timeout after {j}ms。",
                       excerpt=f"ERROR svc-{j} timeout {j}ms pool active={j % 50}/50")
              for j in range(0, 3000, 1000)]
    bundle = ex.example(*claims, invocations=[{**ex.LOG_QUERY, "output_preview": preview}])
    return [write_json(directory / f"b-{index:02d}.bundle.json", bundle) for index in range(count)]


@pytest.mark.parametrize(("target", "format_name"),
                         [("stdout", "text"), ("--output", "text"), ("--output", "json")])
def test_each_file_is_reported_as_it_finishes_not_when_the_batch_does(
        tmp_path: Path, target: str, format_name: str) -> None:
    # A CI log (or `tail -f` of --output's file being written) shows the files linted so far,
    # and a batch's report is never kept whole in memory: written and flushed file by file.
    first = good_bundle(tmp_path / "a.bundle.json")
    slow = _slow_bundles(tmp_path, 6)
    report = tmp_path / "out" / "report.txt"
    output = ["--output", str(report)] if target == "--output" else []
    process = subprocess.Popen([*gatekeeper_command(), "check", "--isolated", "--jobs", "1",
                                "--format", format_name, *output, str(first), *map(str, slow)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    done = {"text": lambda path: f"{path}: PASS", "json": lambda path: f'"file": "{path}"'}
    if target == "stdout":
        written = process.stdout.readline()  # a small report: a buffered stdout gives it at exit
    else:
        written = ""
        while process.poll() is None and done[format_name](first) not in written:
            parts = list(report.parent.glob(".report.txt.*")) if report.parent.exists() else []
            written = parts[0].read_text(encoding="utf-8") if parts else ""
            time.sleep(0.01)
    still_linting = process.poll() is None
    out, err = process.communicate(timeout=TIMEOUT)
    assert process.returncode == 0, err
    assert done[format_name](first) in written
    assert done[format_name](slow[-1]) not in written
    assert still_linting, "the first file's report came only when the batch was done"
    whole = report.read_text(encoding="utf-8") if target == "--output" else written + out
    if format_name == "json":
        assert [r["file"] for r in json.loads(whole)] == [str(first), *map(str, slow)]
    else:
        assert whole.splitlines()[-1] == "7 files: 7 pass, 0 warn, 0 fail (0 errors, 0 warnings)"
    if target == "--output":
        assert sorted(p.name for p in report.parent.iterdir()) == ["report.txt"]


def test_no_rule_enabled_is_an_error_unless_asked(tmp_path: Path) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    rules = builtin_rule_ids()
    disabled = [arg for rule in rules for arg in ("--disable", rule)]
    done = cli("check", "--isolated", case, *disabled)
    assert done.returncode == 2 and "no rule is enabled" in done.stderr
    done = cli("check", "--isolated", case, *disabled, "--allow-no-rules")
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("command", ["fixtures", "eval"])
def test_no_rule_enabled_is_an_error_for_fixtures_and_eval_too(tmp_path: Path, command: str) -> None:
    case = good_bundle(tmp_path / "a.bundle.json")
    disabled = [arg for rule in builtin_rule_ids() for arg in ("--disable", rule)]
    done = cli(command, "--isolated", case, *disabled)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "no rule is enabled" in done.stderr and "Traceback" not in done.stderr


def _sigint_as_from_a_terminal() -> None:
    # A test run in the background of a non-interactive shell (`.ci/run &`) inherits SIGINT
    # ignored, and so would the gatekeeper it starts (Python then installs no handler: the run
    # goes on and writes its report): give it the disposition a terminal's Ctrl-C meets.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _workers(parent: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == parent:
                found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[0] != "Z"


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_worker_pool_and_leaves_no_partial_output(
        tmp_path: Path, signum: int) -> None:
    cases = tmp_path / "cases"
    cases.mkdir()
    # Slow enough to be interrupted mid-run: long claims over long outputs.
    preview = " ".join(f"2026-11-29 10:{i % 60:02d}:11 ERROR [svc-{i}] timeout after {i}ms"
                       for i in range(400))
    for index in range(120):
        bundle = ex.example(*(ex.claim(f"svc-{index}-{j} 出现 timeout after {j}ms。",
                                       excerpt=f"timeout after {j}ms") for j in range(30)),
                            invocations=[{**ex.LOG_QUERY, "output_preview": preview}])
        write_json(cases / f"case-{index:03d}.bundle.json", bundle)
    report = tmp_path / "out" / "report.json"
    process = subprocess.Popen([*gatekeeper_command(), "check", "--isolated", str(cases),
                                "--jobs", "2", "-f", "json", "--output", str(report)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=_sigint_as_from_a_terminal)
    workers: list[int] = []
    deadline = time.monotonic() + TIMEOUT
    while not workers and time.monotonic() < deadline and process.poll() is None:
        workers = _workers(process.pid)
        time.sleep(0.05)
    assert workers, "the run finished before its workers were seen"
    process.send_signal(signum)
    _, err = process.communicate(timeout=TIMEOUT)
    assert "Traceback" not in err, err
    assert process.returncode != 0
    for _ in range(100):
        if not any(_alive(pid) for pid in workers):
            break
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in workers), "orphaned workers"
    leftovers = list(report.parent.iterdir()) if report.parent.exists() else []
    assert leftovers == [], leftovers
    assert "interrupted" in err
