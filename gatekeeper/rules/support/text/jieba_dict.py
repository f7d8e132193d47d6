"""jieba's prefix dictionary on disk, read one word at a time: start-up in milliseconds.

jieba segments with a prefix dictionary of about 350,000 entries (every word of `dict.txt` and
every prefix of one) built from `dict.txt`. Even loading it from a marshal file is most of
the cost of enabling `claim.evidence_utilization` for one file. Yet
segmenting a few claims and excerpts consults only a few hundred entries.

So the dictionary is written once to an SQLite file (stdlib, one indexed table) and jieba gets a
`SqliteFreq` as its `FREQ`: a dict whose entries are fetched on first use and remembered,
misses included. jieba reads `FREQ` only through `in`, `[]` and `get` while segmenting
(and writes it through `add_word`, which lands in the in-memory layer and wins), so its
results are the same as with the full dict: `tests/rules/support/text/test_jieba_dict.py` compares them.

The file is named after the jieba version and the dictionary's size and mtime, written to a
temporary file and renamed (never seen half-written), opened read-only and `immutable` (no
locking). A file that is not a readable dictionary is rebuilt; a directory that cannot hold
it means the plain in-memory dict, as jieba itself would build it.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

SCHEMA_VERSION = 1


class SqliteFreq(dict):  # type: ignore[type-arg]
    """jieba's FREQ mapping backed by an SQLite file; looked-up entries are kept in memory."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self._absent: set[str] = set()
        self._lock = threading.Lock()
        self._pid = -1
        self._db: sqlite3.Connection | None = None

    def _connection(self) -> sqlite3.Connection:
        if self._db is None or self._pid != os.getpid():  # a forked child opens its own
            self._db = open_readonly(self.path)
            self._pid = os.getpid()
        return self._db

    def _fetch(self, word: str) -> int | None:
        if word in self._absent:
            return None
        with self._lock:
            row = self._connection().execute("SELECT f FROM freq WHERE w = ?", (word,)).fetchone()
        if row is None:
            self._absent.add(word)
            return None
        count: int = row[0]
        dict.__setitem__(self, word, count)
        return count

    def __contains__(self, word: object) -> bool:
        if dict.__contains__(self, word):
            return True
        return isinstance(word, str) and self._fetch(word) is not None

    def __getitem__(self, word: str) -> int:
        if dict.__contains__(self, word):
            found: int = dict.__getitem__(self, word)
            return found
        value = self._fetch(word)
        if value is None:
            raise KeyError(word)
        return value

    def get(self, word: str, default: Any = None) -> Any:
        try:
            return self[word]
        except KeyError:
            return default


def open_readonly(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True,
                           check_same_thread=False)


def dictionary_file(jieba: ModuleType, dict_path: Path, directory: Path) -> Path:
    st = dict_path.stat()
    return directory / (f"jieba-{jieba.__version__}-{st.st_size}-{st.st_mtime_ns}-"
                        f"v{SCHEMA_VERSION}.sqlite")


def _total(path: Path) -> int | None:
    """The dictionary's total frequency, or None if `path` is not a readable dictionary."""
    try:
        with contextlib.closing(open_readonly(path)) as db:
            row = db.execute("SELECT total FROM meta").fetchone()
    except sqlite3.Error:
        return None
    return row[0] if row and isinstance(row[0], int) else None


def _write(path: Path, freq: dict[str, int], total: int) -> bool:
    import tempfile  # only a cold start writes

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".jieba-", suffix=".tmp")
        os.close(fd)
    except OSError:
        return False
    try:
        with contextlib.closing(sqlite3.connect(temporary)) as db:
            db.execute("PRAGMA journal_mode = OFF")
            db.execute("CREATE TABLE freq (w TEXT PRIMARY KEY, f INTEGER NOT NULL) WITHOUT ROWID")
            db.execute("CREATE TABLE meta (total INTEGER NOT NULL)")
            db.executemany("INSERT INTO freq VALUES (?, ?)", freq.items())
            db.execute("INSERT INTO meta VALUES (?)", (total,))
            db.commit()
        os.replace(temporary, path)
    except (OSError, sqlite3.Error):
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        return False
    # Dictionaries of other jieba versions or dict.txt files are dead weight (megabytes each),
    # as are the marshal caches of earlier Gatekeeper versions.
    for stale in [*path.parent.glob("jieba-*.sqlite"), *path.parent.glob("jieba-*.marshal")]:
        if stale != path:
            with contextlib.suppress(OSError):
                stale.unlink()
    return True


def prefix_dict(jieba: ModuleType, directory: Path) -> tuple[dict[str, int], int]:
    """(FREQ, total) for jieba's bundled dictionary: lazy from disk, or in memory if need be."""
    dict_path = Path(str(jieba.__file__)).with_name(jieba.DEFAULT_DICT_NAME)
    path = dictionary_file(jieba, dict_path, directory)
    total = _total(path) if path.is_file() else None
    if total is not None:
        return SqliteFreq(path), total
    with open(dict_path, "rb") as f:  # gen_pfdict closes it
        freq, total = jieba.Tokenizer.gen_pfdict(f)
    _write(path, freq, total)  # for the next processes; this one has the whole dict already
    return freq, total
