"""Batch discovery: which cases `gatekeeper check PATH...` lints, from files, directories and globs.

A *case* is one executor output with the invocations it is checked against:

* a **bundle**: `*.bundle.json`, `*.bundle.yaml`, `*.bundle.yml`, or any `.json`/`.yaml`/`.yml`
  file holding an object with an `executor_output` key;
* a **split pair**, by the sibling convention: `NAME.EXT` (usually `NAME.json`) is linted against
  the dump `NAME.invocations.json` or `NAME.invocations.jsonl` in the same directory. Naming the
  dump alone on the command line lints the output(s) beside it, so a pre-commit run that only
  sees one half of a pair still checks the whole pair;
* with `--invocations DUMP`: every file named is an executor output checked against DUMP, and
  directories contribute their `*.json` files (dumps excepted).

Arguments:

* a file is always a case (a file that is neither a bundle nor half of a pair is an error that
  says what was expected), except with `--only-cases` (the pre-commit hook, which is given every
  staged JSON and YAML file): then a named file that is not a bundle, a split pair's output or
  a dump beside outputs is skipped (see `is_case_document`), and nothing left is a clean run;
* a directory is walked recursively, in sorted order, without following symlinked directories
  (no loops) and skipping hidden files and directories; files that are not cases are skipped;
  a directory with no case in it is an error. A walk never leaves its tree: a symlinked
  directory, a symlink to a file outside the walked directory and a dangling symlink are
  skipped, each said on stderr (`gatekeeper: note: skipped ...`); a symlink to a file inside it
  is linted (once, under its shortest name). An unreadable directory, a symlink loop (a file
  link that never resolves, or a directory link back into a directory it is in) and a
  FIFO, device or unreadable file among the documents are errors (exit 2) naming the path;
* `-` is standard input: a bundle (YAML when `--stdin-filename` ends in .yaml/.yml, JSON
  otherwise), or with `--invocations DUMP` an executor output; `--invocations -` reads the dump
  from it instead. Reports name it by `--stdin-filename` (default `<stdin>`); it is read once;
* an argument that does not exist but contains `*`, `?` or `[` is a glob (`**` recurses); its
  matches are treated like a walked directory's files; a glob that matches nothing, or nothing
  but non-cases, is an error.

The result is sorted by path and de-duplicated (a file reached twice, e.g. through a directory
and by name, is linted once, under its shortest name), so the output does not depend on argument
order: pre-commit shuffles file names. Each dump is read once and kept only while cases still need it.
"""

from __future__ import annotations

import errno
import glob
import os
import re
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from gatekeeper.errors import InputError
from gatekeeper.parse.files import STDIN, STDIN_NAME
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES

if TYPE_CHECKING:
    from gatekeeper.parse.bundle import Case
    from gatekeeper.parse.invocations import InvocationSet

BUNDLE, SPLIT, OUTPUT = "bundle", "split", "output"
BUNDLE_SUFFIXES = (".bundle.json", ".bundle.yaml", ".bundle.yml")
DOCUMENT_SUFFIXES = (".json", ".yaml", ".yml")
DUMP_SUFFIXES = (".invocations.json", ".invocations.jsonl")
_GLOB_CHARS = re.compile(r"[*?\[]")
# A top-level-looking `executor_output` key, in JSON or YAML (the parse confirms it later).
_BUNDLE_KEY = re.compile(r'"executor_output"\s*:|^executor_output\s*:', re.MULTILINE)


class Target(NamedTuple):
    """One case to lint: the file, how to read it, and its dump (split pairs and --invocations)."""

    path: Path
    kind: str  # BUNDLE, SPLIT or OUTPUT
    dump: Path | None = None  # Path("-"): standard input
    stdin: bool = False  # the file's content is standard input; `path` is only its name

    @property
    def sort_key(self) -> tuple[tuple[str, ...], str]:
        return self.path.parts, str(self.dump or "")


def _name(path: Path) -> str:
    return path.name.lower()


def is_dump_name(path: Path) -> bool:
    return _name(path).endswith(DUMP_SUFFIXES)


def sibling_dump(path: Path) -> Path | None:
    """`case.json` → `case.invocations.json` (or `.jsonl`) when it exists beside it."""
    stem = path.name.rsplit(".", 1)[0] if "." in path.name else path.name
    found = [path.with_name(stem + suffix) for suffix in DUMP_SUFFIXES
             if path.with_name(stem + suffix).is_file()]
    if len(found) > 1:
        raise InputError(str(path), f"two invocation dumps beside it ({found[0].name} and "
                         f"{found[1].name}); keep one")
    return found[0] if found else None


def outputs_beside(dump: Path) -> list[Path]:
    """The executor outputs a sibling dump belongs to: `NAME.*` next to `NAME.invocations.json`."""
    stem = dump.name[: -len(next(s for s in DUMP_SUFFIXES if _name(dump).endswith(s)))]
    try:
        names = sorted(os.listdir(dump.parent or "."))
    except OSError:
        return []
    return [dump.with_name(name) for name in names
            if name.startswith(stem + ".") and "." not in name[len(stem) + 1:]
            and not is_dump_name(Path(name)) and dump.with_name(name).is_file()]


def looks_like_bundle(path: Path) -> bool:
    """Whether a walked document is a bundle; a FIFO, device or unreadable file is an error
    (a case must not be dropped without a word, nor a FIFO hang the run)."""
    from gatekeeper.parse.files import open_regular

    if _name(path).endswith(BUNDLE_SUFFIXES):
        return True
    if not _name(path).endswith(DOCUMENT_SUFFIXES):
        return False
    try:
        with open_regular(path) as stream:
            text = stream.read(DEFAULT_MAX_INPUT_BYTES).decode("utf-8", errors="replace")
            return _BUNDLE_KEY.search(text) is not None
    except OSError as exc:
        raise InputError(str(path), f"cannot be read: {exc.strerror or exc}") from None


def is_case_document(path: Path) -> bool:
    """For --only-cases: a file that mentions `executor_output` is a case unless it parses and
    is not a bundle (a schema or notes naming the key); one that does not parse stays a case, to
    be reported, since what it is cannot be known."""
    if not looks_like_bundle(path):
        return False
    from gatekeeper.parse.bundle import is_bundle_document, load_document
    from gatekeeper.parse.files import read_text

    try:
        return is_bundle_document(load_document(path, read_text(path)))
    except InputError:
        return True


class _Finder:
    def __init__(self, shared_dump: Path | None, only_cases: bool = False) -> None:
        self.shared_dump = shared_dump
        self.only_cases = only_cases
        self._shared_key = _identity(shared_dump) if shared_dump is not None else None
        self.skipped: list[str] = []  # what walks did not follow, said on stderr

    def named(self, path: Path) -> list[Target]:
        """A file named on the command line: always a case (errors explain why not)."""
        if self.shared_dump is not None:
            return [Target(path, OUTPUT, self.shared_dump)]
        if self.only_cases:  # pre-commit passes every staged JSON/YAML file: skip the others
            return self._named_case(path)
        if is_dump_name(path):
            outputs = outputs_beside(path)
            if not outputs:
                raise InputError(str(path), "an invocation dump with no executor output beside "
                                 "it (expected NAME.json next to NAME.invocations.json); to lint "
                                 "other files against it, pass --invocations")
            return [Target(output, SPLIT, path) for output in outputs]
        if _name(path).endswith(BUNDLE_SUFFIXES):
            return [Target(path, BUNDLE)]
        dump = sibling_dump(path)
        # Not a pair: a bundle, or load_bundle explains what a bare output needs.
        return [Target(path, SPLIT, dump) if dump is not None else Target(path, BUNDLE)]

    def _named_case(self, path: Path) -> list[Target]:
        if is_dump_name(path):
            return [Target(output, SPLIT, path) for output in outputs_beside(path)]
        if _name(path).endswith(BUNDLE_SUFFIXES) or not path.exists():
            return [Target(path, BUNDLE)]  # a missing or unreadable bundle is reported
        dump = sibling_dump(path)
        if dump is not None:
            return [Target(path, SPLIT, dump)]
        return [Target(path, BUNDLE)] if is_case_document(path) else []

    def found(self, path: Path) -> list[Target]:
        """A file met while walking a directory or matching a glob: a case, or skipped."""
        if self.shared_dump is not None:
            if (_name(path).endswith(".json") and not is_dump_name(path)
                    and _identity(path) != self._shared_key):
                return [Target(path, OUTPUT, self.shared_dump)]
            return []
        if is_dump_name(path):
            return []  # its outputs are found on their own
        if _name(path).endswith(BUNDLE_SUFFIXES):
            return [Target(path, BUNDLE)]
        dump = sibling_dump(path)
        if dump is not None:
            return [Target(path, SPLIT, dump)]
        return [Target(path, BUNDLE)] if looks_like_bundle(path) else []

    def walk(self, top: Path) -> list[Target]:
        targets: list[Target] = []
        root = _identity(top)
        for directory, dirs, files in os.walk(top, onerror=_unreadable, followlinks=False):
            for name in sorted(d for d in dirs if not d.startswith(".")):
                link = Path(directory) / name
                if link.is_symlink():
                    _refuse_loop(link)
                    self.skipped.append(f"{link}: a symlinked directory (walks do not follow them)")
            dirs[:] = sorted(d for d in dirs if not d.startswith(".")
                             and not os.path.islink(os.path.join(directory, d)))
            for name in sorted(files):
                path = Path(directory) / name
                if not name.startswith(".") and self._inside(path, root):
                    targets.extend(self.found(path))
        return targets

    def _inside(self, path: Path, root: Path) -> bool:
        """False (and noted) for a symlink leading out of the walked tree or nowhere."""
        if not path.is_symlink():
            return True
        try:
            target = Path(os.path.realpath(path, strict=True))
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise InputError(str(path), "is a symlink loop; expected a file") from None
            self.skipped.append(f"{path}: a dangling symlink")
            return False
        except RuntimeError:  # a loop, on Pythons whose realpath reports it so
            raise InputError(str(path), "is a symlink loop; expected a file") from None
        if target != root and root not in target.parents:
            self.skipped.append(f"{path}: a symlink to {target}, outside {root}")
            return False
        return True


def _refuse_loop(link: Path) -> None:
    """A symlinked directory pointing at itself or at a directory it is in is a loop: an error
    (exit 2), not a skip, since a walk that followed it would never end."""
    target = Path(os.path.realpath(link))
    if target == Path(os.path.realpath(link.parent)) or target in Path(
            os.path.realpath(link.parent)).parents:
        raise InputError(str(link), f"is a symlink loop (it points at {target}, a directory it "
                         "is in); expected a file or a directory")


def _unreadable(error: OSError) -> None:
    raise InputError(str(error.filename), f"cannot be read: {error.strerror or error}")


def _expand(argument: Path, finder: _Finder, stdin_name: str) -> list[Target]:
    text = str(argument)
    if text == STDIN:
        if finder.shared_dump == Path(STDIN):
            raise InputError(STDIN, "standard input is already the dump (--invocations -); "
                             "name the executor outputs as files")
        return [Target(Path(stdin_name), OUTPUT if finder.shared_dump else BUNDLE,
                       finder.shared_dump, stdin=True)]
    if argument.is_dir():
        targets = finder.walk(argument)
        if not targets:
            raise InputError(text, "no cases in this directory (expected *.bundle.json, "
                             "*.bundle.yaml, or NAME.json with NAME.invocations.json)")
        return targets
    if argument.exists() or not _GLOB_CHARS.search(text):
        return finder.named(argument)  # a missing file is reported when it is read
    matches = sorted(glob.glob(text, recursive=True))
    if not matches:
        raise InputError(text, "no files match this pattern")
    targets = []
    for match in map(Path, matches):
        targets.extend(finder.walk(match) if match.is_dir() else finder.found(match))
    if not targets:
        raise InputError(text, "the files matching this pattern hold no cases")
    return targets


def discover(arguments: Sequence[Path], shared_dump: Path | None = None,
             stdin_name: str = STDIN_NAME, only_cases: bool = False) -> list[Target]:
    """Every case the arguments name, sorted by path, each once (`only_cases`: named files that
    are not cases are skipped, not errors)."""
    finder = _Finder(shared_dump, only_cases)
    unique: dict[tuple[Path, Path | None], Target] = {}
    expanded = [t for argument in arguments for t in _expand(argument, finder, stdin_name)]
    for note in finder.skipped:
        print(f"gatekeeper: note: skipped {note}", file=sys.stderr)
    for target in expanded:
        key = (Path(STDIN) if target.stdin else _identity(target.path),
               _identity(target.dump) if target.dump else None)
        # One file reached under two names (`a/x.json`, `/abs/a/x.json`): the shorter name wins,
        # whatever the argument order.
        if key not in unique or _preference(target) < _preference(unique[key]):
            unique[key] = target
    return sorted(unique.values(), key=lambda t: t.sort_key)


def _preference(target: Target) -> tuple[int, tuple[tuple[str, ...], str]]:
    return len(str(target.path)), target.sort_key


def _identity(path: Path) -> Path:
    if str(path) == STDIN:
        return path
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop (Python < 3.13)
        return Path(os.path.abspath(path))


class Batch:
    """The cases of one `check` run: discovered up front (for the count), loaded one by one.

    `stdin` holds standard input's bytes when a target reads it (read before any worker starts),
    `stdin_name` what reports call it.
    """

    def __init__(self, targets: Sequence[Target], session_id: str | None = None,
                 max_bytes: int = DEFAULT_MAX_INPUT_BYTES, stdin: bytes | None = None,
                 stdin_name: str = STDIN_NAME) -> None:
        self.targets = list(targets)
        self.session_id = session_id
        self.max_bytes = max_bytes  # limits.maxInputBytes: larger files are not read
        self.stdin = stdin
        self.stdin_name = stdin_name
        self._loaded: dict[Path, InvocationSet] = {}  # see load_shared_dump

    def load_shared_dump(self, dump: Path) -> None:
        """Read `--invocations DUMP` now: it is the run's input, not one case's, so a broken one
        stops the run (InputError, exit 2) before anything is reported."""
        loaded = self._dump(dump)
        if isinstance(loaded, InputError):
            raise loaded
        self._loaded[_identity(dump)] = loaded

    def __len__(self) -> int:
        return len(self.targets)

    def cases(self) -> Iterator[Case]:
        """Every case in order; the first that cannot be read or framed raises its InputError."""
        for _, outcome in self.outcomes():
            if isinstance(outcome, InputError):
                raise outcome
            yield outcome

    def outcomes(self) -> Iterator[tuple[Target, Case | InputError]]:
        """Each target with its case, or the InputError that kept it from being one."""
        # A dump is read once (a broken one fails once, for each of its cases) and dropped after
        # the last case that uses it.
        remaining = Counter(_identity(t.dump) for t in self.targets if t.dump is not None)
        dumps: dict[Path, InvocationSet | InputError] = dict(self._loaded)
        for target in self.targets:
            if target.kind == BUNDLE or target.dump is None:
                yield target, self._read(target, None)
                continue
            key = _identity(target.dump)
            if key not in dumps:
                dumps[key] = self._dump(target.dump)
            invocations = dumps[key]
            remaining[key] -= 1
            if not remaining[key]:
                del dumps[key]
            yield target, invocations if isinstance(invocations, InputError) else self._read(
                target, invocations)

    def _read(self, target: Target, invocations: InvocationSet | None) -> Case | InputError:
        from gatekeeper.parse.bundle import Case, load_bundle
        from gatekeeper.parse.executor import read_executor_output

        data = self.stdin if target.stdin else None
        try:
            if invocations is None:
                return load_bundle(target.path, self.session_id, self.max_bytes, data)
            # Over the limit the executor output is a finding (malformed), not an input error.
            return Case(str(target.path), read_executor_output(target.path, self.max_bytes, data),
                        invocations)
        except InputError as error:
            return error

    def _dump(self, dump: Path) -> InvocationSet | InputError:
        from gatekeeper.parse.files import read_text
        from gatekeeper.parse.invocations import load_invocations

        from_stdin = str(dump) == STDIN
        name = self.stdin_name if from_stdin else str(dump)
        try:
            return load_invocations(read_text(Path(name), self.max_bytes,
                                              self.stdin if from_stdin else None),
                                    name, self.session_id)
        except InputError as error:
            return error
