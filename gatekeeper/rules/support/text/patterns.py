"""The rules' big regular expressions, compiled once per machine instead of once per run.

`re.compile` parses a pattern and generates its matching code in Python: for the anchor
extractor's master pattern and every class of CJK ranges that is ≈ 1-6 ms each, ≈ 20 ms of a
≈ 120 ms cold start (docs/performance.md, "Cold start"). `compiled(pattern, flags)` returns what
`re.compile(pattern, flags)` returns, but keeps the generated code in the user cache
(`gatekeeper.cachedir`, file `patterns.json`), keyed by the Python version and the regular
expression engine's magic number, and builds the next run's pattern from it with the engine's own
constructor, which validates the code (a damaged entry raises, and the pattern is then compiled as
usual). Anything unexpected (another Python implementation, an unwritable cache) means
`re.compile`, silently: the cache only ever saves time.
"""

from __future__ import annotations

import array
import atexit
import base64
import binascii
import re
import sys
from typing import Any

from gatekeeper import cachedir

_CACHE = "patterns.json"
try:  # the engine's internals: `re._compiler` from Python 3.11, `sre_compile` before
    import _sre  # type: ignore[import-not-found]  # CPython's regular expression engine

    if sys.version_info >= (3, 11):
        from re import _compiler, _parser  # type: ignore[attr-defined]
    else:  # pragma: no cover - Python 3.10
        import sre_compile as _compiler  # type: ignore[no-redef]
        import sre_parse as _parser  # type: ignore[no-redef]
    # The code is stored as the base64 of its machine words (`_WORD`, the engine's CODESIZE):
    # a JSON list of numbers was 16 ms to read for 200 patterns, a string is 1.5 ms.
    _WORD = {2: "H", 4: "I"}[_sre.CODESIZE]
    _KEY: Any = [sys.implementation.name, list(sys.version_info[:3]), _sre.MAGIC, _sre.CODESIZE,
                 sys.maxunicode, "code:base64"]
except (ImportError, AttributeError, KeyError):  # pragma: no cover - another implementation
    _KEY = None

_stored: dict[str, list[Any]] | None = None
_added: dict[str, list[Any]] = {}
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
        except (TypeError, ValueError, RuntimeError, binascii.Error):
            pass  # damaged or foreign: compile it again, and store it again
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


def _entries() -> dict[str, list[Any]]:
    global _stored
    if _stored is None:
        value = cachedir.read_json(_CACHE, _KEY)
        _stored = value if isinstance(value, dict) else {}
    return _stored


def _generate(pattern: str, flags: int) -> list[Any]:
    """What `re._compiler.compile` hands the engine: flags, code, group count and names."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    state = parsed.state
    words = base64.b64encode(array.array(_WORD, code).tobytes()).decode("ascii")
    return [flags | state.flags, words, state.groups - 1, dict(state.groupdict)]


def _build(pattern: str, entry: list[Any]) -> re.Pattern[str]:
    all_flags, words, groups, groupindex = entry
    code = array.array(_WORD, base64.b64decode(words, validate=True)).tolist()
    indexgroup: list[str | None] = [None] * (groups + 1)
    for name, number in groupindex.items():
        indexgroup[number] = name
    built: re.Pattern[str] = _sre.compile(pattern, all_flags, code, groups, groupindex,
                                          tuple(indexgroup))
    return built


def _save() -> None:
    """Add this run's new patterns to the cache (at exit: a run compiles them at import),
    without the earlier versions of the patterns it used (`_superseded`)."""
    if _added:
        used = _used | set(_added)
        starts = {key[:_SAME_START] for key in used if len(key) > _SAME_START}
        kept = {key: entry for key, entry in {**_entries(), **_added}.items()
                if key in used or not _superseded(key, starts)}
        cachedir.write_json(_CACHE, _KEY, kept)


def _superseded(key: str, starts: set[str]) -> bool:
    return len(key) > _SAME_START and key[:_SAME_START] in starts
