"""`gatekeeper serve` throughput and latency, beside the CLI doing the same checks.

    python bench/serve.py                # 600 requests per setting (≈ 1 minute on 2 cores)
    python bench/serve.py --quick        # 40 requests: a smoke run, numbers meaningless

The bodies are the JSON fixture bundles of tests/cases/ and examples/ (33 real cases, pass and
fail, Chinese and English), sent in turn. Settings, each on a fresh server on 127.0.0.1 (an
ephemeral port), after 20 untimed warm-up requests:

* `--workers 1`, one client on one keep-alive connection: latency p50/p95/p99 and requests/s;
* `--workers 1` and `--workers 2`, 4 clients at once (threads, one connection each): requests/s;
* the CLI for comparison: one `gatekeeper check BUNDLE --format json` process per check (what a
  caller without the service must do), wall time per check, same bundles.

A bounded loop: a fixed number of requests, nothing waits on a clock. Prints a Markdown table
(the one in docs/service.md and docs/performance.md).
"""

from __future__ import annotations

import argparse
import http.client
import platform
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GATEKEEPER = str(Path(sys.executable).parent / "gatekeeper")
WARM_UP = 20


def bodies() -> list[tuple[str, bytes]]:
    paths = sorted((REPO / "tests" / "cases").glob("*.bundle.json"))
    paths += sorted((REPO / "examples").glob("*.bundle.json"))
    return [(p.relative_to(REPO).as_posix(), p.read_bytes()) for p in paths]


class Server:
    def __init__(self, workers: int) -> None:
        self.process = subprocess.Popen([GATEKEEPER, "serve", "--port", "0", "--workers",
                                         str(workers)], cwd=REPO, stderr=subprocess.PIPE,
                                        text=True)
        assert self.process.stderr is not None
        line = self.process.stderr.readline()
        if "listening on" not in line:
            raise SystemExit(f"gatekeeper serve did not start: {line}")
        self.port = int(line.split("127.0.0.1:")[1].split()[0])

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=60)


def client(port: int, work: Sequence[tuple[str, bytes]], latencies: list[float]) -> None:
    """POST each body on one keep-alive connection; every answer must be a 200 report."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    connection.connect()
    # http.client sends the headers and the body in two writes: without TCP_NODELAY, Nagle's
    # algorithm holds the body until the server's delayed ACK (~40 ms per request).
    connection.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    for name, body in work:
        start = time.perf_counter()
        connection.request("POST", f"/v1/check?filename={name}", body=body,
                           headers={"content-type": "application/json"})
        response = connection.getresponse()
        response.read()
        latencies.append(time.perf_counter() - start)
        if response.status != 200:
            raise SystemExit(f"{name}: HTTP {response.status}")
    connection.close()


def run_clients(port: int, work: Sequence[tuple[str, bytes]],
                clients: int) -> tuple[float, list[float]]:
    """(elapsed seconds, latencies) for `work` split over `clients` concurrent connections."""
    parts = [list(work[i::clients]) for i in range(clients)]
    latencies: list[list[float]] = [[] for _ in parts]
    threads = [threading.Thread(target=client, args=(port, part, out))
               for part, out in zip(parts, latencies, strict=True)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return time.perf_counter() - start, [x for out in latencies for x in out]


def percentile(values: Sequence[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def measure_server(workers: int, clients: int,
                   work: Sequence[tuple[str, bytes]]) -> tuple[float, list[float]]:
    server = Server(workers)
    try:
        run_clients(server.port, (work * 2)[:WARM_UP * max(workers, clients)], clients)
        return run_clients(server.port, work, clients)
    finally:
        server.stop()


def measure_cli(work: Sequence[tuple[str, bytes]]) -> list[float]:
    times = []
    for name, _ in work:
        start = time.perf_counter()
        done = subprocess.run([GATEKEEPER, "check", name, "--format", "json"], cwd=REPO,
                              capture_output=True)
        times.append(time.perf_counter() - start)
        if done.returncode not in (0, 1):
            raise SystemExit(f"{name}: exit {done.returncode}: {done.stderr!r}")
    return times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=600)
    parser.add_argument("--cli-checks", type=int, default=48)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    requests = 40 if args.quick else args.requests
    cli_checks = 8 if args.quick else args.cli_checks
    cases = bodies()
    work = (cases * (requests // len(cases) + 1))[:requests]

    elapsed, latencies = measure_server(1, 1, work)
    rows = [("serve --workers 1, 1 client", f"{requests / elapsed:.0f} req/s",
             f"p50 {ms(percentile(latencies, 0.5))}, p95 {ms(percentile(latencies, 0.95))}, "
             f"p99 {ms(percentile(latencies, 0.99))}")]
    for workers in (1, 2):
        elapsed, latencies = measure_server(workers, 4, work)
        rows.append((f"serve --workers {workers}, 4 clients", f"{requests / elapsed:.0f} req/s",
                     f"p50 {ms(percentile(latencies, 0.5))}, p95 "
                     f"{ms(percentile(latencies, 0.95))}"))
    cli = measure_cli(work[:cli_checks])
    rows.append(("CLI: one `check` process per bundle", f"{1 / statistics.mean(cli):.1f} checks/s",
                 f"p50 {ms(percentile(cli, 0.5))}, p95 {ms(percentile(cli, 0.95))}"))

    print(f"Machine: {platform.machine()}, Python {platform.python_version()}, "
          f"{requests} requests over {len(cases)} bundles; CLI {cli_checks} checks\n")
    print("| setting | throughput | latency |")
    print("|---|---|---|")
    for row in rows:
        print(f"| {' | '.join(row)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
