"""Real Loghub lines quoted in one-claim bundles, for the mutation tests (tests/reliability)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path

from gatekeeper import Gatekeeper, Report
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.normalize import compact

LOGHUB = Path(__file__).resolve().parent / "data" / "loghub"
PER_LOG = 40


def sampled_lines(rng: random.Random, pattern: str) -> Iterator[tuple[str, list[str]]]:
    """Per Loghub log (in name order): its name and `PER_LOG` of its lines matching `pattern`,
    drawn with `rng` when asked for (a caller drawing its changes from `rng` in between gets the
    same lines and changes on every run)."""
    for path in sorted(LOGHUB.glob("*_2k.log")):
        lines = [line for line in path.read_text(encoding="utf-8", errors="replace").splitlines()
                 if re.search(pattern, line)]
        yield path.name, rng.sample(lines, PER_LOG)


def sampled_around(rng: random.Random, matches: Callable[[str], object],
                   minimum: int = 10) -> Iterator[tuple[str, list[str], int]]:
    """Per Loghub log (in name order) with at least `minimum` lines `matches` accepts: its
    name, its lines, and the number of each of up to `PER_LOG` of those lines, drawn with `rng`
    (for a caller to quote a line with its neighbours)."""
    for path in sorted(LOGHUB.glob("*_2k.log")):
        printed = path.read_text(encoding="utf-8", errors="replace").splitlines()
        chosen = [n for n, line in enumerate(printed) if matches(line)]
        if len(chosen) < minimum:
            continue
        for n in rng.sample(chosen, min(PER_LOG, len(chosen))):
            yield path.name, printed, n


def check(claim: str, excerpt: str, output: str) -> Report:
    """A claim quoting `excerpt` from one `query_logs` invocation whose output is `output`."""
    document = {"answer_version": "executor_evidence_v2", "claims": [{
        "claim_id": "claim-1", "claim_type": "log", "claim_text": claim, "support_level": "direct",
        "evidence_bindings": [{"source_type": "tool_trace", "source_id": "trace-7",
                               "tool_name": "query_logs", "source_invocation_ids": ["7"],
                               "evidence_excerpt": excerpt}]}]}
    invocations = [{"id": 7, "session_id": "s", "tool_name": "query_logs", "output_preview": output}]
    return _GATEKEEPER.check(document, invocations, session_id="s")


#: One engine for every probe, as a caller in front of its Verifier keeps one (its configuration
#: read once): each check stands alone, whatever was checked before.
_GATEKEEPER = Gatekeeper()


def not_rejected(probes: Iterable[tuple[str, str, str]]) -> list[str]:
    """The claims of (claim, excerpt, output) probes whose check is no failure capped at REJECT."""
    return [claim for claim, excerpt, output in probes
            if (report := check(claim, excerpt, output)).status != "fail"
            or report.verdict_ceiling != "REJECT"]


def not_failed(probes: Iterable[tuple[str, str, str]]) -> list[str]:
    """The claims of (claim, excerpt, output) probes whose check is no failure (any ceiling)."""
    return [claim for claim, excerpt, output in probes if check(claim, excerpt, output).status != "fail"]


def passing(probes: Iterable[tuple[str, str, str]]) -> list[str]:
    """The claims of (claim, excerpt, output) probes whose check passes (no finding at all)."""
    return [claim for claim, excerpt, output in probes
            if check(claim, excerpt, output).status == "pass"]


def not_passed(probes: Iterable[tuple[str, str, str]]) -> list[tuple[str, list[object]]]:
    """The claims of (claim, excerpt, output) probes whose check does not pass, with its findings."""
    return [(claim, list(report.findings)) for claim, excerpt, output in probes
            if (report := check(claim, excerpt, output)).status != "pass"]


Probe = tuple[str, str, str]  # (faithful claim, forged claim, output)


def drawn(draw: Callable[[random.Random], Probe | None], seed: int, count: int = 60) -> list[Probe]:
    """`count` probes `draw` makes with a random.Random(`seed`), skipping the draws it rejects
    (None: its faithful and forged claims would be one)."""
    rng = random.Random(seed)
    found: list[Probe] = []
    while len(found) < count:
        probe = draw(rng)
        if probe is not None:
            found.append(probe)
    return found


#: The services and events of generated service logs (beside the real lines).
SERVICES = ("order-svc", "payment-svc", "inventory-api", "user-center")
EVENTS = ("java.lang.OutOfMemoryError: Java heap space", "java.net.SocketTimeoutException: Read timed out",
          "ORA-00600: internal error code", "ECONNRESET", "redis.exceptions.ConnectionError: "
          "Connection refused", "ERR_DB_POOL_EXHAUSTED")


def clock_stamp(clock: int) -> str:
    """The stamp of a generated service log's line `clock` seconds into 2026-12-01."""
    return f"2026-12-01 {clock // 3600:02d}:{clock // 60 % 60:02d}:{clock % 60:02d}"


def metric_samples(rng: random.Random, metrics: dict[str, tuple[int, int, str]]
                   ) -> list[tuple[str, str, dict[str, int], str]]:
    """A metrics query's output, drawn with `rng`: one to three of `SERVICES` sampled once a
    minute, three to eight times, from a minute of the day, each sample giving every metric of
    `metrics` (name -> lowest, highest, unit): (`HH:MM`, service, values, line) per sample."""
    minute = rng.randint(0, 1400)
    services = rng.sample(SERVICES, rng.randint(1, 3))
    samples = []
    for step in range(rng.randint(3, 8)):
        clock = f"{(minute + step) // 60:02d}:{(minute + step) % 60:02d}"
        for service in services:
            values = {name: rng.randint(low, high) for name, (low, high, _) in metrics.items()}
            written = " ".join(f"{name}={values[name]}{unit}" for name, (_, _, unit) in metrics.items())
            samples.append((clock, service, values, f"2026-12-02 {clock}:00 [{service}] {written}"))
    return samples


def error_lines(rng: random.Random, event: str, services: Sequence[str], count: int,
                gap: tuple[int, int] = (1, 90)) -> list[str]:
    """`count` ERROR lines of a generated service log printing `event`, each for one of
    `services`, a `gap` of seconds apart (drawn with `rng`), from a time of the day's first 22
    hours."""
    clock = rng.randint(0, 70000)
    lines = []
    for _ in range(count):
        clock += rng.randint(*gap)
        lines.append(f"{clock_stamp(clock)} ERROR [{rng.choice(services)}] {event}")
    return lines


def named_event(line: str) -> Anchor | None:
    """An exception or error code `line` names, as a claim writing it reads it."""
    return next((a for a in extract_anchors(line) if a.kind in ("exception", "error_code")
                 and any(b.kind == a.kind for b in extract_anchors(a.raw))), None)


def lines_by_event(path: Path, keep: Callable[[str], object] = bool) -> list[tuple[Anchor, list[str]]]:
    """The events (`named_event`) of one Loghub log that `keep` accepts lines of, each with its
    lines in the log's order, in the order the events first occur."""
    found: dict[str, tuple[Anchor, list[str]]] = {}
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        event = named_event(line)
        if event is not None and keep(line):
            needle = compact(event.value if event.kind == "exception" else event.raw)
            found.setdefault(needle, (event, []))[1].append(line)
    return list(found.values())


def logged_events(limit: int) -> Iterator[tuple[Anchor, list[str]]]:
    """Per Loghub log (in name order), its events (`lines_by_event`), each with its first `limit`
    distinct lines."""
    for path in sorted(LOGHUB.glob("*_2k.log")):
        for event, lines in lines_by_event(path):
            yield event, list(dict.fromkeys(lines))[:limit]


def boxed_table(header: Sequence[str], rows: Sequence[Sequence[str]], right: bool = False) -> list[str]:
    """A table as MySQL's client, etcdctl and patronictl print it, ruled: `+----+` over and
    under the names and under the rows, each cell between `|` (left-aligned, or right)."""
    widths = [max(len(cell) for cell in column) for column in zip(header, *rows, strict=True)]
    rule = "+" + "+".join("-" * (width + 2) for width in widths) + "+"
    printed = ["| " + " | ".join(cell.rjust(width) if right else cell.ljust(width)
                                 for cell, width in zip(line, widths, strict=True)) + " |"
               for line in (header, *rows)]
    return [rule, printed[0], rule, *printed[1:], rule]


def aligned_table(header: list[str], rows: list[list[str]]) -> str:
    """A tool's table as kubectl and docker print it: each column as wide as its widest cell
    and three spaces, the names over their cells."""
    widths = [max(len(cell) for cell in column) + 3 for column in zip(header, *rows, strict=True)]
    return "\n".join("".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
                     for line in (header, *rows))
