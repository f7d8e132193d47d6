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
  says what was expected);
* a directory is walked recursively, in sorted order, without following symlinked directories
  (no loops) and skipping hidden files and directories; files that are not cases are skipped;
  a directory with no case in it is an error. A walk never leaves its tree: a symlinked
  directory, a symlink to a file outside the walked directory and a dangling symlink are
  skipped, each said on stderr (`gatekeeper: note: skipped ...`); a symlink to a file inside it
  is linted (once, under its shortest name). An unreadable directory, a symlink loop and a
  FIFO, device or unreadable file among the documents are errors (exit 2) naming the path;
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
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from gatekeeper.errors import InputError
from gatekeeper.parse.limits import DEFAULT_MAX_INPUT_BYTES

if TYPE_CHECKING:
    from gatekeeper.parse.bundle import Case

BUNDLE, SPLIT, OUTPUT = "bundle", "split", "output"
BUNDLE_SUFFIXES = (".bundle.json", ".bundle.yaml", ".bundle.yml")
DOCUMENT_SUFFIXES = (".json", ".yaml", ".yml")
DUMP_SUFFIXES = (".invocations.json", ".invocations.jsonl")
_GLOB_CHARS = re.compile(r"[*?\[]")
# A top-level-looking `executor_output` key, in JSON or YAML (the parse confirms it later).
_BUNDLE_KEY = re.compile(r'"executor_output"\s*:|^executor_output\s*:', re.MULTILINE)


@dataclass(frozen=True)
class Target:
    """One case to lint: the file, how to read it, and its dump (split pairs and --invocations)."""

    path: Path
    kind: str  # BUNDLE, SPLIT or OUTPUT
    dump: Path | None = None

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


class _Finder:
    def __init__(self, shared_dump: Path | None) -> None:
        self.shared_dump = shared_dump
        self._shared_key = _identity(shared_dump) if shared_dump is not None else None
        self.skipped: list[str] = []  # what walks did not follow, said on stderr

    def named(self, path: Path) -> list[Target]:
        """A file named on the command line: always a case (errors explain why not)."""
        if self.shared_dump is not None:
            return [Target(path, OUTPUT, self.shared_dump)]
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
                if os.path.islink(os.path.join(directory, name)):
                    self.skipped.append(f"{Path(directory) / name}: a symlinked directory "
                                        "(walks do not follow them)")
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


def _unreadable(error: OSError) -> None:
    raise InputError(str(error.filename), f"cannot be read: {error.strerror or error}")


def _expand(argument: Path, finder: _Finder) -> list[Target]:
    text = str(argument)
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


def discover(arguments: Sequence[Path], shared_dump: Path | None = None) -> list[Target]:
    """Every case the arguments name, sorted by path, each once."""
    finder = _Finder(shared_dump)
    unique: dict[tuple[Path, Path | None], Target] = {}
    expanded = [t for argument in arguments for t in _expand(argument, finder)]
    for note in finder.skipped:
        print(f"gatekeeper: note: skipped {note}", file=sys.stderr)
    for target in expanded:
        key = (_identity(target.path), _identity(target.dump) if target.dump else None)
        # One file reached under two names (`a/x.json`, `/abs/a/x.json`): the shorter name wins,
        # whatever the argument order.
        if key not in unique or _preference(target) < _preference(unique[key]):
            unique[key] = target
    return sorted(unique.values(), key=lambda t: t.sort_key)


def _preference(target: Target) -> tuple[int, tuple[tuple[str, ...], str]]:
    return len(str(target.path)), target.sort_key


def _identity(path: Path) -> Path:
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop (Python < 3.13)
        return Path(os.path.abspath(path))


class Batch:
    """The cases of one `check` run: discovered up front (for the count), loaded one by one."""

    def __init__(self, targets: Sequence[Target], session_id: str | None = None,
                 max_bytes: int = DEFAULT_MAX_INPUT_BYTES) -> None:
        self.targets = list(targets)
        self.session_id = session_id
        self.max_bytes = max_bytes  # limits.maxInputBytes: larger files are not read

    def __len__(self) -> int:
        return len(self.targets)

    def cases(self) -> Iterator[Case]:
        from gatekeeper.parse.bundle import Case, load_bundle
        from gatekeeper.parse.executor import read_executor_output
        from gatekeeper.parse.files import read_text
        from gatekeeper.parse.invocations import InvocationSet, load_invocations

        # A dump is read once and dropped after the last case that uses it.
        remaining = Counter(_identity(t.dump) for t in self.targets if t.dump is not None)
        dumps: dict[Path, InvocationSet] = {}
        for target in self.targets:
            if target.kind == BUNDLE or target.dump is None:
                yield load_bundle(target.path, self.session_id, self.max_bytes)
                continue
            key = _identity(target.dump)
            if key not in dumps:
                dumps[key] = load_invocations(read_text(target.dump, self.max_bytes), str(target.dump),
                                              self.session_id)
            invocations = dumps[key]
            remaining[key] -= 1
            if not remaining[key]:
                del dumps[key]
            # Over the limit the executor output is a finding (malformed), not an input error.
            yield Case(str(target.path), read_executor_output(target.path, self.max_bytes),
                       invocations)
