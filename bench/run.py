"""Gatekeeper's benchmark suite: whole-process runs, each next to its peer measured in the same run.

    python bench/run.py            # the full suite (≈ 3-4 minutes on 2 cores; workloads cached)
    python bench/run.py --quick    # tiny workloads, one repetition: a smoke run, numbers meaningless

Prints a Markdown table of medians (see docs/performance.md for the measured one):

P1  cold start: `gatekeeper check` on one small bundle, default rules; vs `python -c pass` and vs
    `check-jsonschema --schemafile schemas/executor_evidence_v2.schema.json` on the same output.
P2  batch: 1,000 distinct bundles in one call, with --jobs 1 and --jobs 2; vs check-jsonschema
    over the same executor outputs in one call (the per-file ratio) and vs bench/floor.py (ids,
    tool names and exact substrings only: the floor of any Python linter of these files).
P3  scale: one session (10,000 invocations with 4 KB previews, 2,000 claims) and its doubling:
    time, peak RSS and growth ratio; vs `json.load` of the same dump.
P4  peak RSS of P1 (vs `python -c pass`, check-jsonschema), of P3, and of a 1M-record JSON Lines
    dump, each against its input's size.
P5  cold start with `--enable claim.evidence_utilization` (jieba), vs P1.

Every command runs `--repeat` times (after one untimed warm-up), peers interleaved round by
round, so that drift in the machine's speed hits both sides alike. Wall time is measured here;
peak RSS by /usr/bin/time (`%M`) when present, else by `os.wait4` (which, after a vfork, also
counts this runner's own peak: an upper bound). check-jsonschema is a benchmark-only dependency
(`pip install check-jsonschema`, the `bench` extra); without it its columns say n/a.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
SCHEMA = REPO / "schemas" / "executor_evidence_v2.schema.json"
TIME = Path("/usr/bin/time")
MB = 1024 * 1024
#: The rules that compare anchors: P3 is also run without them, to show what the rest costs.
ANCHOR_RULES = ("evidence.misattribution", "claim.entity_grounding")
TIMED_OUT = "rule timed out"  # in the report when a rule exceeded limits.ruleTimeoutSeconds


@dataclass(frozen=True)
class Sample:
    seconds: float  # median wall time
    rss: int  # median peak RSS, bytes
    runs: int
    cpu: float = 0.0  # median user + system CPU time of the process (and its children)
    marked: bool = False  # the output held the marker measure() was given

    @property
    def ms(self) -> str:
        return _duration(self.seconds)

    @property
    def ms_cpu(self) -> str:
        """Wall time with CPU time: on a shared machine the CPU time drifts less."""
        return f"{self.ms} (CPU {_duration(self.cpu)})" if self.cpu else self.ms

    @property
    def mb(self) -> str:
        return f"{self.rss / MB:.0f} MB"


def _duration(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 10 else f"{seconds:.1f} s"


class CommandFailed(RuntimeError):
    pass


def _executable(name: str) -> str | None:
    """A console script of this interpreter's environment first, then PATH."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else shutil.which(name)


def child_environment(work: Path) -> dict[str, str]:
    """This environment, with bytecode caching on, as in a pip-installed Gatekeeper.

    pip compiles every module of a wheel at install time; an editable checkout (or a shell
    with PYTHONDONTWRITEBYTECODE=1) would otherwise compile Gatekeeper's sources on every run.
    The bytecode goes under the workload directory, not into the source tree.
    """
    environment = dict(os.environ)
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    environment["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    return environment


def run_once(command: Sequence[str], cwd: Path, ok_codes: Sequence[int],
             marker: str | None = None) -> tuple[float, int, float]:
    """One whole-process run: (wall seconds, peak RSS in bytes, CPU seconds).

    With `marker`, CPU seconds are negative when the command's output contains it.
    """
    with tempfile.NamedTemporaryFile("r", suffix=".rss") as rss_file, \
            tempfile.TemporaryFile("w+") as errors, tempfile.TemporaryFile("w+") as output:
        wrapped = ([str(TIME), "-f", "%M %U %S", "-o", rss_file.name, *command] if TIME.exists()
                   else list(command))
        start = time.perf_counter()
        process = subprocess.Popen(wrapped, cwd=cwd, stdout=output if marker else subprocess.DEVNULL,
                                   stderr=errors,
                                   env=child_environment(cwd))
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        process.returncode = code = os.waitstatus_to_exitcode(status)
        if code not in ok_codes:
            errors.seek(0)
            raise CommandFailed(f"exit {code}: {' '.join(command)[:300]}\n{errors.read()[-3000:]}")
        if TIME.exists():  # the last line (earlier ones say "Command exited with non-zero status")
            kilobytes, user, system = rss_file.read().splitlines()[-1].split()
            rss, cpu = int(kilobytes) * 1024, float(user) + float(system)
        else:
            rss, cpu = usage.ru_maxrss * 1024, usage.ru_utime + usage.ru_stime
        if marker:
            output.seek(0)
            cpu = -cpu if marker in output.read() else cpu
    return elapsed, rss, cpu


def measure(commands: dict[str, Sequence[str]], repeat: int, cwd: Path,
            ok_codes: Sequence[int] = (0, 1), warm_up: bool = True,
            marker: str | None = None) -> dict[str, Sample]:
    """Median wall time and RSS of each command; peers interleaved round by round."""
    for command in commands.values() if warm_up else ():
        run_once(command, cwd, ok_codes)  # warm-up: page cache, .pyc files, jieba's cache
    runs: dict[str, list[tuple[float, int, float]]] = {name: [] for name in commands}
    for _ in range(repeat):
        for name, command in commands.items():
            runs[name].append(run_once(command, cwd, ok_codes, marker if name == "gatekeeper" else None))
    return {name: Sample(statistics.median(r[0] for r in got), int(statistics.median(r[1] for r in got)),
                         repeat, statistics.median(abs(r[2]) for r in got),
                         any(r[2] < 0 for r in got))
            for name, got in runs.items()}


def machine() -> str:
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{os.cpu_count()} cores (`nproc`), {model}, Python {platform.python_version()}, "
            f"{platform.system()} {platform.release()}")


def _ratios(mine: Sample, peer: Sample | None, name: str) -> str:
    """Wall and CPU ratios to a peer measured in the same run."""
    if peer is None:
        return "n/a"
    cpu = f", CPU {mine.cpu / peer.cpu:.2f}×" if mine.cpu and peer.cpu else ""
    return f"{mine.seconds / peer.seconds:.2f}× {name}{cpu}"


def _verdict(ok: bool | None) -> str:
    return "n/a" if ok is None else ("yes" if ok else "**no**")


class Suite:
    def __init__(self, work: Path, repeat: int, quick: bool, p3_budget: float = 300) -> None:
        self.work = work
        self.p3_budget = p3_budget
        self.repeat = repeat
        self.quick = quick
        gatekeeper = _executable("gatekeeper")
        self.gk = [gatekeeper] if gatekeeper else [sys.executable, "-m", "gatekeeper"]
        checker = _executable("check-jsonschema")
        self.cj = [checker, "--schemafile", str(SCHEMA)] if checker else None
        self.rows: list[tuple[str, ...]] = []
        self.notes: list[str] = []
        self.has_jobs = "--jobs" in subprocess.run([*self.gk, "check", "--help"], capture_output=True,
                                                   text=True).stdout

    def row(self, *cells: str) -> None:
        self.rows.append(cells)

    def p1_p4_p5(self) -> None:
        bundle, output = self.work / "p1" / "bundle.json", self.work / "p1" / "output.json"
        commands = {
            "gatekeeper": [*self.gk, "check", str(bundle)],
            "python": [sys.executable, "-c", "pass"],
            "p5": [*self.gk, "check", "--enable", "claim.evidence_utilization", str(bundle)],
        }
        if self.cj:
            commands["cj"] = [*self.cj, str(output)]
        got = measure(commands, self.repeat, self.work, warm_up=not self.quick)
        gk, py, cj = got["gatekeeper"], got["python"], got.get("cj")
        ratio = gk.seconds / cj.seconds if cj else None
        self.row("P1", "cold start: `check` 1 bundle, default rules", gk.ms_cpu,
                 f"`python -c pass` {py.ms}; check-jsonschema {cj.ms_cpu if cj else 'n/a'}",
                 _ratios(gk, cj, "check-jsonschema"), "≤ 0.5",
                 _verdict(ratio <= 0.5 if ratio else None))
        self.row("P4", "peak RSS of P1", gk.mb,
                 f"`python -c pass` {py.mb}; check-jsonschema {cj.mb if cj else 'n/a'}",
                 f"{gk.rss / cj.rss:.2f} × check-jsonschema" if cj else "n/a", "≤ 100 MB",
                 _verdict(gk.rss <= 100 * MB))
        p5 = got["p5"]
        self.row("P5", "cold start with `--enable claim.evidence_utilization`", p5.ms_cpu,
                 f"P1 (default rules) {gk.ms}", f"+{(p5.seconds - gk.seconds) * 1000:.0f} ms", "≤ 0.4 s",
                 _verdict(p5.seconds <= 0.4))

    def p2(self) -> None:
        bundles = sorted(str(p) for p in (self.work / "p2" / "bundles").glob("*.json"))
        outputs = sorted(str(p) for p in (self.work / "p2" / "outputs").glob("*.json"))
        count = len(bundles)
        jobs = (lambda n: ["--jobs", str(n)]) if self.has_jobs else (lambda n: [])
        commands = {"serial": [*self.gk, "check", *jobs(1), *bundles],
                    "floor": [sys.executable, str(BENCH_DIR / "floor.py"), *bundles]}
        if self.has_jobs:
            commands["parallel"] = [*self.gk, "check", *jobs(2), *bundles]
        if self.cj:
            commands["cj"] = [*self.cj, *outputs]
        got = measure(commands, max(1, self.repeat // 3), self.work, warm_up=not self.quick)
        serial, cj, floor = got["serial"], got.get("cj"), got["floor"]
        per_file = serial.seconds / cj.seconds if cj else None
        self.row("P2", f"batch: {count} bundles in one call, --jobs 1",
                 f"{count / serial.seconds:.0f} files/s ({serial.ms_cpu})",
                 f"check-jsonschema {count / cj.seconds:.0f} files/s ({cj.ms_cpu})" if cj else "n/a",
                 _ratios(serial, cj, "check-jsonschema per file"), "< 1 (aim 0.3)",
                 _verdict(per_file < 1 if per_file else None))
        self.row("P2", "batch vs the floor script (ids, tool names, exact substrings)",
                 serial.ms_cpu, f"bench/floor.py {floor.ms_cpu}", _ratios(serial, floor, "floor"),
                 "", "")
        if "parallel" in got:
            parallel = got["parallel"]
            self.row("P2", f"batch, --jobs 2 ({os.cpu_count()} cores)",
                     f"{count / parallel.seconds:.0f} files/s ({parallel.ms_cpu})",
                     f"--jobs 1: {serial.ms_cpu}",
                     f"speed-up {serial.seconds / parallel.seconds:.2f}×", "faster than --jobs 1",
                     _verdict(parallel.seconds < serial.seconds))

    def p3(self) -> None:
        scales = sorted(int(p.name[1:]) for p in (self.work / "p3").glob("x*"))
        # The ×2 dump is larger than the default input limit (64 MiB): raise it.
        limits = self.work / "p3" / "limits.yaml"
        limits.write_text("limits:\n  maxInputBytes: 1073741824\n", encoding="utf-8")
        variants = {"default rules": [], "without the anchor rules": [
            f"--disable={rule}" for rule in ANCHOR_RULES]}
        for variant, flags in variants.items():
            previous: Sample | None = None
            for scale in scales:
                if previous is not None and previous.seconds * 2 > self.p3_budget:
                    self.row("P3", f"scale ×{scale}, {variant}", "not run", "", "",
                             "≤ 2.2× per doubling", f"n/a (×{scale // 2} took {previous.ms}; "
                             f"--p3-budget {self.p3_budget:.0f} s)")
                    continue
                previous = self._p3_scale(scale, variant, flags, limits, previous)

    def _p3_scale(self, scale: int, variant: str, flags: list[str], limits: Path,
                  previous: Sample | None) -> Sample:
        base = self.work / "p3" / f"x{scale}"
        dump = base / "invocations.json"
        commands = {
            "gatekeeper": [*self.gk, "check", "--config", str(limits), *flags,
                           str(base / "output.json"), "--invocations", str(dump)],
            "json": [sys.executable, "-c", "import json, sys; json.load(open(sys.argv[1], 'rb'))",
                     str(dump)],
        }
        # Slow sizes get one run: minutes per run say enough, and the table must finish.
        slow = previous is not None and previous.seconds * 2 > 20
        got = measure(commands, 1 if slow else max(1, self.repeat // 5), self.work, warm_up=False,
                      marker=TIMED_OUT)
        gk, floor = got["gatekeeper"], got["json"]
        # CPU time when measured: on a shared machine the wall time drifts with the load.
        growth = (gk.cpu / previous.cpu if gk.cpu and previous.cpu else gk.seconds / previous.seconds
                  ) if previous else None
        if growth is None:
            target, verdict = "≤ 10× json.load (aim 5×)", _verdict(gk.seconds <= 10 * floor.seconds)
        else:
            target, verdict = "≤ 2.1× per doubling", _verdict(growth <= 2.1)
        if gk.marked or (previous is not None and previous.marked):
            verdict = "**no**: a rule hit its time budget (see output)" if growth is None else (
                "n/a: a rule hit its time budget")
        self.row("P3", f"scale ×{scale}, {variant}: dump {dump.stat().st_size / MB:.0f} MB, output "
                 f"{(base / 'output.json').stat().st_size / MB:.1f} MB", f"{gk.ms_cpu}, {gk.mb}",
                 f"`json.load` of the dump {floor.ms}, {floor.mb}",
                 (f"growth {growth:.2f}× (CPU); " if growth else "") + _ratios(gk, floor, "json.load"),
                 target, verdict)
        size = dump.stat().st_size
        self.row("P4", f"peak RSS of P3 ×{scale}, {variant}", gk.mb, f"dump {size / MB:.0f} MB",
                 f"{gk.rss / size:.1f}× the dump", "≤ 5×", _verdict(gk.rss <= 5 * size))
        return gk

    def p4(self) -> None:
        base = self.work / "p4"
        dump = base / "invocations.jsonl"
        limits = base / "limits.yaml"
        limits.write_text("limits:\n  maxInputBytes: 1073741824\n", encoding="utf-8")
        command = [*self.gk, "check", "--config", str(limits), str(base / "output.json"),
                   "--invocations", str(dump)]
        records = sum(1 for _ in dump.open("rb"))
        got = measure({"gatekeeper": command}, 1, self.work, warm_up=False)["gatekeeper"]
        size = dump.stat().st_size
        self.row("P4", f"peak RSS, {records:,}-record JSON Lines dump ({size / MB:.0f} MB)",
                 f"{got.mb} ({got.ms_cpu})", f"dump {size / MB:.0f} MB", f"{got.rss / size:.1f}× the dump",
                 "≤ 5×", _verdict(got.rss <= 5 * size))

    def table(self) -> str:
        header = ("", "measure", "gatekeeper", "comparison (same run)", "ratio", "target", "met")
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += ["| " + " | ".join(row) + " |" for row in self.rows]
        return "\n".join(lines)


def generate(work: Path, seed: int, quick: bool) -> None:
    # A separate process: generating ≈ 350 MB of JSON here would inflate this runner's peak RSS,
    # which os.wait4 would then report for every child.
    command = [sys.executable, str(BENCH_DIR / "workloads.py"), str(work), "--seed", str(seed)]
    subprocess.run([*command, *(["--quick"] if quick else [])], check=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="tiny workloads, one repetition (smoke run)")
    parser.add_argument("--repeat", type=int, help="runs per command (default 15; P2 a third, P3 a fifth)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--work", type=Path, help="workload directory (default: a cached temp dir)")
    parser.add_argument("--only", default="P1,P2,P3,P4",
                        help="comma-separated parts (P1 covers P5 and P1's memory)")
    parser.add_argument("--p3-budget", type=float, default=300, metavar="SECONDS",
                        help="skip a P3 size whose predicted run (2x the previous) exceeds this")
    args = parser.parse_args(argv)
    repeat = args.repeat or (1 if args.quick else 15)
    work = args.work or Path(tempfile.gettempdir()) / (
        f"gatekeeper-bench-{args.seed}{'-quick' if args.quick else ''}")
    generate(work, args.seed, args.quick)

    suite = Suite(work.resolve(), repeat, args.quick, args.p3_budget)
    parts = {part.strip().upper() for part in args.only.split(",")}
    try:
        if "P1" in parts:
            suite.p1_p4_p5()
        if "P2" in parts:
            suite.p2()
        if "P3" in parts:
            suite.p3()
        if "P4" in parts:
            suite.p4()
    except CommandFailed as failure:
        print(f"bench: a command failed: {failure}", file=sys.stderr)
        failed = True
    else:
        failed = False
    print(f"Machine: {machine()}  ")
    print(f"Command: `python bench/run.py{' --quick' if args.quick else ''}` (seed {args.seed}, "
          f"{repeat} runs per P1 command; medians)")
    if args.quick:
        print("Quick mode: tiny workloads, numbers not comparable with the targets.")
    if not suite.cj:
        print("check-jsonschema not installed (`pip install check-jsonschema`): comparisons n/a.")
    print()
    print(suite.table())
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
