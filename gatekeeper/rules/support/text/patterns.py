"""The rules' big regular expressions, compiled once per machine instead of once per run.

`re.compile` parses a pattern and generates its matching code in Python: for the anchor
extractor's master pattern and every class of CJK ranges that is ≈ 1-6 ms each, ≈ 20 ms of a
≈ 120 ms cold start (docs/performance.md, "Cold start"). `compiled(pattern, flags)` returns what
`re.compile(pattern, flags)` returns, but keeps the generated code in the user cache
(`gatekeeper.cachedir`, file `patterns.bin`), keyed by the Python version and the regular
expression engine's magic number, and builds the next run's pattern from it with the engine's own
constructor, which validates the code (a damaged entry raises, and the pattern is then compiled as
usual). Anything unexpected (another Python implementation, an unwritable cache) means
`re.compile`, silently: the cache only ever saves time.

The file is one line of JSON (the key, and per pattern its flags, groups and where its text and
code are) followed by each pattern's text and its code as the engine's machine words: a JSON file
holding the patterns and their code in base64 took ≈ 10 ms to read and decode for 600 patterns,
this one ≈ 3 ms.
"""

from __future__ import annotations

import array
import atexit
import json
import re
import sys
from typing import Any, NamedTuple

from gatekeeper import cachedir

_CACHE = "patterns.bin"
try:  # the engine's internals: `re._compiler` from Python 3.11, `sre_compile` before
    import _sre  # type: ignore[import-not-found]  # CPython's regular expression engine

    if sys.version_info >= (3, 11):
        from re import _compiler, _parser  # type: ignore[attr-defined]
    else:  # pragma: no cover - Python 3.10
        import sre_compile as _compiler  # type: ignore[no-redef]
        import sre_parse as _parser  # type: ignore[no-redef]
    _WORD = {2: "H", 4: "I"}[_sre.CODESIZE]  # the engine's code unit, as an `array` type
    _KEY: Any = [sys.implementation.name, list(sys.version_info[:3]), _sre.MAGIC, _sre.CODESIZE,
                 sys.maxunicode, sys.byteorder, "code:words"]
except (ImportError, AttributeError, KeyError):  # pragma: no cover - another implementation
    _KEY = None


class Entry(NamedTuple):
    """What `re._compiler.compile` hands the engine for one pattern."""

    flags: int
    groups: int
    groupindex: dict[str, int]
    code: bytes | memoryview  # machine words of `_WORD`


_stored: dict[str, Entry] | None = None
_added: dict[str, Entry] = {}
_used: set[str] = set()  # the entries this run built its patterns from
# An entry this long that starts as one this run used is an earlier version of that pattern
# (the master pattern is edited, not replaced): dropped when the cache is written. Seven
# versions of the 36 KB master pattern had made the file 373 KB, 14 ms to read at start-up.
_SAME_START = 200


def compiled(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(pattern, flags)`, from the code a previous run generated when it can."""
    if _KEY is None:
        return re.compile(pattern, flags)
    entry_key = f"{int(flags)}:{pattern}"
    entry = _entries().get(entry_key)
    if entry is not None:
        try:
            built = _build(pattern, entry)
        except Exception:  # damaged or foreign (the engine refuses bad code): compile it again
            pass
        else:
            _used.add(entry_key)
            return built
    try:
        entry = _generate(pattern, flags)
        built = _build(pattern, entry)
    except Exception:
        return re.compile(pattern, flags)
    if not _added:
        atexit.register(_save)
    _added[entry_key] = entry
    return built


def _entries() -> dict[str, Entry]:
    global _stored
    if _stored is None:
        data = cachedir.read_bytes(_CACHE)
        _stored = _parse(data) if data else {}
    return _stored


def _parse(data: bytes) -> dict[str, Entry]:
    """The entries of a cache file, or none if it is not one this Python wrote."""
    end = data.find(b"\n")
    try:
        header = json.loads(data[:end]) if end > 0 else None
    except ValueError:
        return {}
    if not isinstance(header, dict) or header.get("key") != _KEY:
        return {}
    entries = header.get("entries")
    if not isinstance(entries, list):
        return {}
    body = memoryview(data)[end + 1:]
    parsed = {}
    for fields in entries:
        try:
            key_start, code_start, code_stop, flags, groups, groupindex = fields
            key = str(body[key_start:code_start], "utf-8")
            parsed[key] = Entry(flags, groups, groupindex, body[code_start:code_stop])
        except (TypeError, ValueError):
            continue  # a damaged entry: its pattern is compiled again
    return parsed


def _generate(pattern: str, flags: int) -> Entry:
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    state = parsed.state
    return Entry(flags | state.flags, state.groups - 1, dict(state.groupdict),
                 array.array(_WORD, code).tobytes())


def _build(pattern: str, entry: Entry) -> re.Pattern[str]:
    code = array.array(_WORD)
    code.frombytes(entry.code)
    indexgroup: list[str | None] = [None] * (entry.groups + 1)
    for name, number in entry.groupindex.items():
        indexgroup[number] = name
    built: re.Pattern[str] = _sre.compile(pattern, entry.flags, code.tolist(), entry.groups,
                                          entry.groupindex, tuple(indexgroup))
    return built


def _save() -> None:
    """Add this run's new patterns to the cache (at exit: a run compiles them at import),
    without the earlier versions of the patterns it used (`_superseded`)."""
    if _added:
        used = _used | set(_added)
        starts = {key[:_SAME_START] for key in used if len(key) > _SAME_START}
        kept = {key: entry for key, entry in {**_entries(), **_added}.items()
                if key in used or not _superseded(key, starts)}
        cachedir.write_bytes(_CACHE, _serialised(kept))


def _serialised(entries: dict[str, Entry]) -> bytes:
    """A JSON line (the key; per pattern where its key and code are, its flags and groups),
    then each pattern's key and code. The keys are not in the JSON: their backslashes made
    decoding it ≈ 1 ms of every start."""
    header: list[list[Any]] = []
    body = bytearray()
    for key, entry in entries.items():
        key_start = len(body)
        body += key.encode("utf-8")
        header.append([key_start, len(body), len(body) + len(entry.code), entry.flags,
                       entry.groups, entry.groupindex])
        body += entry.code
    return json.dumps({"key": _KEY, "entries": header}).encode("utf-8") + b"\n" + bytes(body)


def _superseded(key: str, starts: set[str]) -> bool:
    return len(key) > _SAME_START and key[:_SAME_START] in starts
