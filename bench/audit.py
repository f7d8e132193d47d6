"""`gatekeeper audit` throughput: sessions per second, local engine vs a 2-worker Dask cluster.

    python bench/audit.py                 # 2,000 sessions, 3 runs each (a few minutes on 2 cores)
    python bench/audit.py --sessions 500 --repeat 1
    python bench/audit.py --quick         # a smoke run: tiny database, numbers meaningless

The database is generated (deterministically) from the labelled corpus's realistic sessions
(tests/corpus: real loghub lines and Chinese ops scenarios, faithful and manipulated), cycled
and renumbered so that every session and invocation id is unique, each stored with the result a
gate gave it, in SQLite with the design's tables (tests/audit_data.py). Each measurement is a
whole `gatekeeper audit` process, wall time, median of --repeat runs; the Dask figure includes
starting the local cluster (about 3-5 s), so it is also given without that start-up (the same
run's cluster start, measured by a run on 1 session, subtracted).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(BENCH_DIR))

import audit_data  # noqa: E402
from run import _executable, child_environment, machine  # noqa: E402


def build_database(path: Path, sessions: int) -> Path:
    cases = [bundle for _, bundle in audit_data.corpus_bundles(REPO / "tests" / "corpus")]
    cases = cases[::max(1, len(cases) // sessions)][:sessions]  # all categories, even when few
    results = audit_data.stored_results(cases)
    stored = (audit_data.session_from_bundle(n, cases[(n - 1) % len(cases)],
                                             results[(n - 1) % len(cases)])
              for n in range(1, sessions + 1))
    return audit_data.write_sqlite(path, stored)


def timed(command: list[str], work: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, env=child_environment(work), capture_output=True, text=True,
                          check=False)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr}")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--partition-size", type=int, default=100)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--work", type=Path, default=None, help="keep the database here")
    args = parser.parse_args(argv)
    if args.quick:
        args.sessions, args.repeat, args.partition_size = 40, 1, 10
    work = args.work or Path(tempfile.mkdtemp(prefix="gatekeeper-bench-audit-"))
    work.mkdir(parents=True, exist_ok=True)
    database = work / f"sessions-{args.sessions}.sqlite"
    if not database.exists():
        build_database(database, args.sessions)
    gatekeeper = _executable("gatekeeper") or "gatekeeper"
    base = [gatekeeper, "audit", f"sqlite:///{database}", "--isolated",
            "--partition-size", str(args.partition_size)]
    engines = {
        "local, -j 1 (in-process)": [*base, "-j", "1"],
        "local, -j 2 (2 processes)": [*base, "-j", "2"],
        "dask, local cluster, 2 workers": [*base, "--engine", "dask", "-j", "2"],
    }
    cluster_start = [*base, "--engine", "dask", "-j", "2", "--limit", "1"]
    if not args.quick:
        timed([*base, "-j", "1", "--limit", "1"], work)  # warm-up: bytecode, jieba cache
    samples: dict[str, list[float]] = {name: [] for name in engines}
    starts: list[float] = []
    for _ in range(args.repeat):  # interleaved, so drift in the machine's speed hits all alike
        for name, command in engines.items():
            samples[name].append(timed(command, work))
        if not args.quick:  # a smoke run starts one cluster, not two
            starts.append(timed(cluster_start, work))
    start_up = statistics.median(starts) if starts else 0.0
    print(f"Machine: {machine()}  ")
    print(f"Command: `python bench/audit.py{' --quick' if args.quick else ''}` ({args.sessions} "
          f"sessions, partitions of {args.partition_size}, {args.repeat} runs each; medians)")
    print()
    print("| engine | wall time | sessions/s |")
    print("|---|---|---|")
    for name, times in samples.items():
        seconds = statistics.median(times)
        print(f"| {name} | {seconds:.1f} s | {args.sessions / seconds:.0f} |")
    dask = statistics.median(samples["dask, local cluster, 2 workers"])
    steady = max(dask - start_up, 1e-9)
    print(f"| dask, 2 workers, without the cluster's start-up ({start_up:.1f} s) | {steady:.1f} s "
          f"| {args.sessions / steady:.0f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
