"""The baseline: accept today's findings, fail only on new ones (docs/waivers-and-baseline.md).

`gatekeeper check ... --write-baseline B` records every finding of the run (failures and
warnings, after waivers) per file; `gatekeeper check ... --baseline B` then moves the findings
the baseline holds from the report to its `baselined` list, judges the report on what remains
(status, failed_rules, warnings, errors and the verdict ceiling count only new findings) and
lists the baseline entries that no longer occur as `baseline_fixed`. Given both options, the
written baseline keeps only entries still found that were already in B: it tightens, it never
accepts new findings.

File format (deterministic bytes: sorted keys, sorted entries, two-space indent, final newline)::

    {"files": {"fixtures/a.json": [{"fingerprint": "…16 hex…", "rule_id": "…", "target": "…"}]},
     "gatekeeper_version": "0.2.0", "version": 1}

Files are keyed by their path relative to the project root (as waiver globs are). A fingerprint
is a hash of the rule id, the target and the message with every number replaced by `#` and the
file's own name removed, so re-running, moving a claim or a changed score does not make a
finding new; several equal findings are counted, so a second one of a kind is new. Matching
prefers an entry with the same target, then any entry with the same fingerprint.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gatekeeper.engine.result import Report, ReportedFinding
from gatekeeper.errors import InputError
from gatekeeper.paths import format_path
from gatekeeper.suppress.rejudge import finding_record, project_path, rejudge

VERSION = 1
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_FINGERPRINT = re.compile(r"[0-9a-f]{16}\Z")
_ENTRY_KEYS = ("fingerprint", "rule_id", "target")


@dataclass(frozen=True)
class Entry:
    rule_id: str
    target: str
    fingerprint: str

    def to_dict(self) -> dict[str, str]:
        return {"fingerprint": self.fingerprint, "rule_id": self.rule_id, "target": self.target}




def fingerprint(finding: ReportedFinding, source: str) -> str:
    message = " ".join(finding.message.replace(source, "<file>").split())
    parts = (finding.rule_id, _NUMBER.sub("#", finding.target), _NUMBER.sub("#", message))
    return hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()[:16]


def entries_of(report: Report, findings: Iterable[ReportedFinding] | None = None) -> list[Entry]:
    chosen = report.findings if findings is None else findings
    return sorted((Entry(f.rule_id, f.target, fingerprint(f, report.source)) for f in chosen),
                  key=lambda e: (e.rule_id, e.target, e.fingerprint))


def dumps(files: Mapping[str, Sequence[Entry]]) -> str:
    from gatekeeper.version import __version__

    document = {
        "version": VERSION,
        "gatekeeper_version": __version__,
        "files": {path: [e.to_dict() for e in entries]
                  for path, entries in sorted(files.items()) if entries},
    }
    return json.dumps(document, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def load(path: Path) -> dict[str, list[Entry]]:
    """Read and check a baseline file; anything wrong is an InputError naming the place."""
    from gatekeeper.parse.jsontext import JsonDecodeProblem, loads_strict

    source = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise InputError(source, f"baseline cannot be read: {reason}") from None
    try:
        document, _ = loads_strict(text)
    except JsonDecodeProblem as problem:
        raise InputError(source, f"baseline is not JSON: {problem.detail}") from None

    def bad(message: str, *key: str | int) -> InputError:
        return InputError(source, message, f"key {format_path(key)}")

    if not isinstance(document, dict):
        raise bad("expected a baseline object written by --write-baseline")
    unknown = sorted(set(document) - {"version", "gatekeeper_version", "files"})
    if unknown:
        raise bad(f"unknown key {unknown[0]!r}; expected version, gatekeeper_version, files",
                  unknown[0])
    if document.get("version") != VERSION:
        raise bad(f"expected baseline version {VERSION}, found {document.get('version')!r} "
                  "(re-create it with --write-baseline)", "version")
    if not isinstance(document.get("gatekeeper_version"), str):
        raise bad("expected a string", "gatekeeper_version")
    files = document.get("files")
    if not isinstance(files, dict):
        raise bad("expected an object mapping file paths to entries", "files")
    baseline: dict[str, list[Entry]] = {}
    for name, entries in files.items():
        if not isinstance(entries, list):
            raise bad("expected an array of entries", "files", name)
        baseline[name] = []
        for number, entry in enumerate(entries):
            if not isinstance(entry, dict) or sorted(entry) != list(_ENTRY_KEYS):
                raise bad(f"expected an object with exactly {', '.join(_ENTRY_KEYS)}",
                          "files", name, number)
            for key in _ENTRY_KEYS:
                if not isinstance(entry[key], str):
                    raise bad("expected a string", "files", name, number, key)
            if not _FINGERPRINT.match(entry["fingerprint"]):
                raise bad("expected 16 lowercase hex digits", "files", name, number, "fingerprint")
            baseline[name].append(Entry(entry["rule_id"], entry["target"], entry["fingerprint"]))
    return baseline


def split(report: Report, entries: Sequence[Entry]) -> tuple[
        list[ReportedFinding], list[tuple[ReportedFinding, Entry]], list[Entry]]:
    """(new findings, (baselined finding, its entry) pairs, entries no longer found)."""
    pool: list[Entry | None] = list(entries)
    matched: list[Entry | None] = [None] * len(report.findings)
    prints = [fingerprint(f, report.source) for f in report.findings]
    for same_target in (True, False):
        for i, finding in enumerate(report.findings):
            if matched[i] is not None:
                continue
            for j, entry in enumerate(pool):
                if (entry is not None and entry.fingerprint == prints[i]
                        and (not same_target or entry.target == finding.target)):
                    matched[i], pool[j] = entry, None
                    break
    new = [f for f, e in zip(report.findings, matched, strict=True) if e is None]
    old = [(f, e) for f, e in zip(report.findings, matched, strict=True) if e is not None]
    return new, old, [e for e in pool if e is not None]


def apply(reports: Sequence[Report], baseline_file: Path | None, write_file: Path | None,
          engine: Any, write: Callable[[Path, str], None]) -> list[Report]:
    """The check command's baseline step: `engine` is the run's WaivingEngine (root, configs);
    `write(path, text)` writes the --write-baseline file (the command's atomic writer)."""
    if baseline_file is None and write_file is None:
        return list(reports)
    baseline = load(baseline_file) if baseline_file is not None else None
    keys = [project_path(r.source, engine.root) for r in reports]
    if write_file is not None:
        recorded: dict[str, list[Entry]] = {}
        for key, report in zip(keys, reports, strict=True):
            if report.error is not None:  # not checked: what was accepted for it stays accepted
                recorded[key] = list(baseline.get(key, ())) if baseline is not None else []
            elif baseline is None:
                recorded[key] = entries_of(report)
            else:  # tighten only: what is still found and was already accepted
                recorded[key] = entries_of(report, [f for f, _ in
                                                    split(report, baseline.get(key, ()))[1]])
        write(write_file, dumps(recorded))
        count = sum(map(len, recorded.values()))
        print(f"gatekeeper: wrote baseline {write_file}: {count} finding(s) in "
              f"{sum(1 for e in recorded.values() if e)} file(s)", file=sys.stderr)
        if baseline is None:
            baseline = recorded
    assert baseline is not None
    judged = []
    for key, report in zip(keys, reports, strict=True):
        if report.error is not None:  # nothing was found in it: no entry is fixed either
            judged.append(report)
            continue
        new, old, fixed = split(report, baseline.get(key, ()))
        extra = {"baselined": [finding_record(f, fingerprint=e.fingerprint) for f, e in old],
                 "baseline_fixed": [e.to_dict() for e in fixed]}
        judged.append(rejudge(report, new, engine.config_for(report.source), extra))
    return judged
