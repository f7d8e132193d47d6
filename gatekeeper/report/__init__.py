"""Reporters: one class per output format, found through the `gatekeeper.reporters`
entry-point group (name = the --format choice, value = the class), the built-ins through the
same path as a third party's, as flake8 does for its formatters.

Each reporter is imported only when its format is asked for. A reporter gets the stream, whether
to colour, the run's `Config` (rule names and descriptions, for formats such as SARIF that
describe the rules they report; None when the caller has none, e.g. a report built by hand),
`fail_on` (the lowest status that fails the run: with `warn`, warnings are failures in every
format's terms too) and `quiet` (human-readable formats show only findings and errors).
A case that could not be checked is a report whose `error` is set; every format shows it.
Formats are documented with examples in docs/formats.md.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TextIO

from gatekeeper.engine.result import FAIL, INPUT_ERROR, PASS, WARN, Report, ReportedFinding
from gatekeeper.engine.verdict import blocking
from gatekeeper.plugin import Plugin, find_entry_points, load_entry_point

if TYPE_CHECKING:
    from gatekeeper.config.model import Config

GROUP = "gatekeeper.reporters"
PLUGIN_CACHE = "reporter-plugins.json"


def formats() -> dict[str, Plugin]:
    """Every installed reporter, by format name, in name order."""
    return find_entry_points(GROUP, PLUGIN_CACHE)


class Reporter(Protocol):
    def __init__(self, stream: TextIO, *, color: bool = False, config: Config | None = None,
                 fail_on: str = FAIL, quiet: bool = False) -> None: ...

    def write(self, reports: Sequence[Report]) -> None: ...


class BaseReporter:
    """What every built-in reporter keeps, and what failing means under --fail-on."""

    def __init__(self, stream: TextIO, *, color: bool = False, config: Config | None = None,
                 fail_on: str = FAIL, quiet: bool = False) -> None:
        self.stream = stream
        self.color = color
        self.config = config
        self.fail_on = fail_on
        self.quiet = quiet

    def fails(self, finding: ReportedFinding) -> bool:
        """The finding fails the run: it failed its rule, or it warns and --fail-on is warn."""
        return blocking(finding.level, self.fail_on)

    def report_fails(self, report: Report) -> bool:
        return report.error is None and blocking(report.status, self.fail_on)

    def write(self, reports: Sequence[Report]) -> None:
        raise NotImplementedError


class Tally:
    """What the summary line counts, one report at a time (a streaming reporter's loop)."""

    def __init__(self) -> None:
        self.files = self.errors = self.warnings = 0
        self.statuses: Counter[str] = Counter()
        self.removed: dict[str, int | None] = {"waived": None, "baselined": None}

    def add(self, report: Report) -> Report:
        self.files += 1
        self.statuses[report.status] += 1
        self.errors += sum(f.level == FAIL for f in report.findings)
        self.warnings += sum(f.level == WARN for f in report.findings)
        for key in self.removed:
            if report.extra.get(key):
                self.removed[key] = (self.removed[key] or 0) + len(report.extra[key])
        return report

    def line(self) -> str:
        """`3 files: 1 pass, 1 warn, 1 fail (4 errors, 1 warning)`: the end of every run."""
        # Findings taken out by waivers / the baseline (gatekeeper/suppress/rejudge.py), when any.
        removed = [f"{count} {key}" for key, count in self.removed.items() if count is not None]
        counts = self.statuses
        not_checked = f", {counts[INPUT_ERROR]} not checked" if counts[INPUT_ERROR] else ""
        return (f"{_plural(self.files, 'file')}: {counts[PASS]} pass, {counts[WARN]} warn, "
                f"{counts[FAIL]} fail{not_checked} ({_plural(self.errors, 'error')}, "
                f"{_plural(self.warnings, 'warning')}"
                f"{''.join('; ' + item for item in removed)})")


#: Characters of JSON written at once (see `write_json`).
JSON_WRITE_CHARS = 1 << 20


def write_json(value: Any, stream: TextIO) -> None:
    """Deterministic JSON: keys in the order built, UTF-8 text as is, two-space indent, a
    final newline. Written a megabyte at a time: `json.dump` with an indent writes every token
    on its own (283,557 writes for a 300-bundle report, more time than encoding it), and one
    string of the whole report is a second and third copy of it at the peak (`json.dumps`
    with an indent encodes token by token anyway)."""
    _write_pieces(_encoder().iterencode(value), stream)


def write_json_array(values: Iterable[Any], stream: TextIO) -> None:
    """`write_json(list(values), stream)`, byte for byte, with each value encoded and written
    as it comes: a batch's reports need not all be kept until the last one is made (a JSON
    array allows it). Inside the array every line is indented once more, so each newline of a
    value's encoding (never inside a string: JSON escapes it) takes two more spaces."""
    encoder = _encoder()

    def pieces() -> Iterator[str | None]:
        opened = False
        for value in values:
            yield ",\n  " if opened else "[\n  "
            opened = True
            for piece in encoder.iterencode(value):
                yield piece.replace("\n", "\n  ") if "\n" in piece else piece
            yield None  # written before the next value is made (a reader sees each file's)
        yield "\n]" if opened else "[]"

    _write_pieces(pieces(), stream)


def _encoder() -> Any:
    import json

    return json.JSONEncoder(ensure_ascii=False, indent=2)


def _write_pieces(pieces: Iterable[str | None], stream: TextIO) -> None:
    """`pieces` and a final newline, joined into writes of about `JSON_WRITE_CHARS`; a None
    piece writes what has been joined so far."""
    batch: list[str] = []
    size = 0
    for piece in pieces:
        if piece is not None:
            batch.append(piece)
            size += len(piece)
        if size >= JSON_WRITE_CHARS or (piece is None and batch):
            stream.write("".join(batch))
            batch.clear()
            size = 0
    batch.append("\n")
    stream.write("".join(batch))


def streams(reporter: type[Reporter]) -> bool:
    """Whether the reporter takes the reports as an iterable yields them, going through it
    once and keeping none (`streaming = True`: every built-in format; text, jsonl, github and
    json write each as it comes, sarif and junit keep only their results or test cases); a
    reporter without it is given the whole batch as a list."""
    return bool(getattr(reporter, "streaming", False))


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def reporter_class(name: str) -> type[Reporter]:
    plugin = formats().get(name)
    if plugin is None:
        from gatekeeper.errors import InputError

        raise InputError("--format", f"no installed reporter is called {name!r}; expected one of "
                         f"{', '.join(formats())}")
    return load_entry_point(plugin)  # type: ignore[return-value]


def make_reporter(cls: type[Reporter], stream: TextIO, *, color: bool, config: Config | None,
                  fail_on: str = FAIL, quiet: bool = False) -> Reporter:
    """`cls` built for this run; `fail_on` and `quiet` are passed only to a reporter that takes
    them (a plugin written against the older `(stream, *, color, config)` keeps working)."""
    if cls.__module__.startswith(f"{__name__}."):  # built in: takes them all (no `inspect`)
        return cls(stream, color=color, config=config, fail_on=fail_on, quiet=quiet)
    import inspect

    parameters = inspect.signature(cls).parameters
    takes_all = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())
    given: dict[str, Any] = {"fail_on": fail_on, "quiet": quiet}
    optional = {name: value for name, value in given.items() if takes_all or name in parameters}
    return cls(stream, color=color, config=config, **optional)


def artifact_path(source: str) -> str:
    """A report's file as CI systems want it: relative to the working directory when it is
    inside it, with forward slashes (`examples/x.bundle.json`, also on Windows)."""
    from pathlib import Path, PurePath

    path = Path(source)
    if path.is_absolute():
        try:
            path = path.relative_to(Path.cwd())
        except ValueError:
            return path.as_posix()
    return PurePath(path).as_posix()
