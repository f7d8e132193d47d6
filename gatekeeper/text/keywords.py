"""Content keywords of mixed Chinese/English text, for keyword-coverage rules.

``extract_keywords(text) -> frozenset[str]``

1. ``anchors.extract_anchors(text, include_timestamps=True)`` finds the tokens
   jieba would break (``ERR_TIMEOUT`` → ``ERR _ TIMEOUT``, ``SK-II``,
   ``-26.95%`` → ``- 26.95%``, ``order-svc``, IPs, ids).  Each becomes one
   keyword in its canonical form: the anchor ``value``, with the unit appended
   for numbers (``5.3s`` → ``"5300ms"``, ``95 %`` → ``"95%"``, ``512MB`` →
   ``"536870912bytes"``, ``-26.95%`` → ``"-26.95%"``), so equal quantities
   written differently give the same keyword.  Timestamps give no keyword.
   Negation anchors are ordinary words and are left to jieba.
2. The text between anchors is ``normalize``d (NFKC, casefold) and segmented
   with ``jieba.lcut`` (HMM on).  The gaps are segmented separately, which is
   what placeholder substitution would achieve, without placeholders that
   could collide with the text.
3. Dropped: whitespace, tokens without a letter or digit (punctuation), single
   ASCII letters, and the stop words in ``stopwords.txt`` (curated Chinese and
   English function words; negators such as 不/未/not are kept on purpose).

The result is deterministic for a given jieba version and dictionary.

jieba loading
-------------
``import gatekeeper.text.keywords`` does not import jieba; the first
``extract_keywords`` call does, through ``_load_jieba()``:

* ``pkg_resources`` is hidden (``sys.modules["pkg_resources"] = None``) while
  jieba is imported: ``jieba._compat`` then falls back to ``open()`` instead of
  importing setuptools' ``pkg_resources`` (≈ 67 ms, and a deprecation warning
  on setuptools 80–81).  ``sys.modules`` is restored afterwards.
* jieba's logger is set to WARNING (it prints four DEBUG lines per load).
* The prefix dictionary (``FREQ``, ``total``), built by
  ``Tokenizer.gen_pfdict`` from ``dict.txt`` (≈ 0.7 s), is cached as a marshal
  file in ``$GATEKEEPER_CACHE_DIR``, else ``$XDG_CACHE_HOME/gatekeeper``, else
  ``~/.cache/gatekeeper``, named after the jieba version, the dictionary's size
  and mtime, and the Python cache tag.  It is written atomically (temporary
  file + ``os.replace``), read with ``marshal.loads(f.read())`` (≈ 3× faster
  than jieba's own ``marshal.load(f)``), and installed the way
  ``Tokenizer.initialize`` does it: ``dt.FREQ``, ``dt.total``,
  ``dt.initialized = True``.  ``dt.tmp_dir`` is pointed at the same directory,
  so jieba never writes its own cache to ``/tmp``.
* An unusable cache directory (a file, read-only, …) is silently ignored: the
  dictionary is built in memory, nothing is printed.
* Loading happens once per process, under a lock (thread-safe).  A custom
  jieba dictionary set up by the caller before the first call is respected
  (jieba's own ``initialize`` is used for it).

Measured start-up, whole process, median of 5 (2 vCPU, Python 3.11.7, jieba
0.42.1), taken while other jobs kept the load average at 6–7 on this 2-vCPU
machine: wall times are inflated 4–5× (``python -c pass`` took 53 ms instead
of ≈ 11 ms), so CPU time (user + sys of the child) is given as well:

=====================================================  =========  ========
command                                                wall       CPU
=====================================================  =========  ========
cold: cache absent (built, written)                    2840 ms    970 ms
warm: cache present                                    1443 ms    434 ms
``python -c "import gatekeeper.text.keywords"``        237 ms     69 ms
``python -c pass``                                     53 ms      12 ms
=====================================================  =========  ========

Warm ≈ interpreter + imports (≈ 60 ms CPU, of which ≈ 20 ms is
``gatekeeper/__init__`` and ``typing``, the rest regex compilation in
``anchors``) + jieba import without ``pkg_resources`` + ``marshal.loads`` of the
9 MB, 498 113-entry prefix dictionary (≈ 0.2 s idle per FACTS.md, ≈ 0.28 s under
this load); on an idle machine warm should land near 0.3 s, within the 0.35 s
target, but that was not measured here.  ``import gatekeeper.text.keywords``
does not import jieba (tested).  After loading, ``extract_keywords`` of a
97-character mixed sentence takes ≈ 0.26 ms.

The command, timed 5× with ``resource.getrusage(RUSAGE_CHILDREN)`` around
``subprocess.run``::

    GATEKEEPER_CACHE_DIR=$(mktemp -d) python -c "from gatekeeper.text.keywords import \
        extract_keywords; extract_keywords('payment-service 出现请求超时日志')"
    # first run with an empty directory = cold; later runs with the same one = warm
"""

from __future__ import annotations

import contextlib
import marshal
import os
import sys
import threading
from pathlib import Path
from types import ModuleType

from gatekeeper.text.anchors import Anchor, extract_anchors
from gatekeeper.text.normalize import normalize

__all__ = ["default_cache_dir", "extract_keywords"]

_LOCK = threading.Lock()
_JIEBA: ModuleType | None = None
_STOPWORDS: frozenset[str] | None = None


def default_cache_dir() -> Path:
    """``$GATEKEEPER_CACHE_DIR``, else ``$XDG_CACHE_HOME/gatekeeper``, else ``~/.cache/gatekeeper``."""
    explicit = os.environ.get("GATEKEEPER_CACHE_DIR")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "gatekeeper"


def _import_jieba() -> ModuleType:
    # jieba._compat does `try: import pkg_resources except ImportError: open()`;
    # a None entry in sys.modules makes that import fail fast.
    missing = object()
    saved = sys.modules.get("pkg_resources", missing)
    sys.modules["pkg_resources"] = None  # type: ignore[assignment]
    try:
        import jieba
    finally:
        if saved is missing:
            del sys.modules["pkg_resources"]
        else:
            sys.modules["pkg_resources"] = saved  # type: ignore[assignment]
    return jieba


def _cache_file(jieba: ModuleType, dict_path: Path, directory: Path) -> Path:
    st = dict_path.stat()
    tag = sys.implementation.cache_tag or sys.implementation.name
    return directory / f"jieba-{jieba.__version__}-{st.st_size}-{st.st_mtime_ns}-{tag}.marshal"


def _read_cache(path: Path) -> tuple[dict[str, int], int] | None:
    try:
        with open(path, "rb") as f:
            freq, total = marshal.loads(f.read())
    except (OSError, ValueError, EOFError, TypeError):
        return None
    if isinstance(freq, dict) and freq and isinstance(total, int):
        return freq, total
    return None


def _write_atomically(path: Path, data: bytes) -> None:
    """Write *data* to *path* via a temporary file; any OS error is ignored."""
    import tempfile  # deferred: only a cold start writes

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".jieba-", suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return
    # Caches of other jieba versions or dictionaries are dead weight (9 MB each).
    for stale in path.parent.glob("jieba-*.marshal"):
        if stale != path:
            with contextlib.suppress(OSError):
                stale.unlink()


def _prefix_dict(jieba: ModuleType, directory: Path) -> tuple[dict[str, int], int]:
    dict_path = Path(jieba.__file__).with_name(jieba.DEFAULT_DICT_NAME)
    path = _cache_file(jieba, dict_path, directory)
    cached = _read_cache(path)
    if cached is not None:
        return cached
    with open(dict_path, "rb") as f:  # gen_pfdict closes it
        freq, total = jieba.Tokenizer.gen_pfdict(f)
    _write_atomically(path, marshal.dumps((freq, total)))
    return freq, total


def _load_jieba(cache_dir: str | os.PathLike[str] | None = None) -> ModuleType:
    """Import and initialise jieba once per process (see module docstring).

    *cache_dir* defaults to ``default_cache_dir()``, read at call time.
    """
    global _JIEBA
    if _JIEBA is not None:
        return _JIEBA
    with _LOCK:
        if _JIEBA is not None:
            return _JIEBA
        jieba = _import_jieba()
        jieba.setLogLevel(30)  # logging.WARNING; jieba has imported logging by now
        directory = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        dt = jieba.dt
        with dt.lock:
            dt.tmp_dir = str(directory)  # jieba's own cache, if it ever builds one
            if not dt.initialized:
                if dt.dictionary is None:  # jieba.DEFAULT_DICT: the bundled dict.txt
                    dt.FREQ, dt.total = _prefix_dict(jieba, directory)
                    dt.initialized = True
                else:
                    dt.initialize()
        _JIEBA = jieba
        return jieba


def _stopwords() -> frozenset[str]:
    global _STOPWORDS
    if _STOPWORDS is None:
        text = Path(__file__).with_name("stopwords.txt").read_text(encoding="utf-8")
        words = (line.split("#", 1)[0].split() for line in text.splitlines())
        _STOPWORDS = frozenset(normalize(w) for line in words for w in line)
    return _STOPWORDS


def _anchor_keyword(anchor: Anchor) -> str:
    if anchor.kind == "number" and anchor.unit:
        return anchor.value + anchor.unit
    return anchor.value


def _keep(token: str, stopwords: frozenset[str]) -> bool:
    if not token or token in stopwords:
        return False
    if not any(c.isalnum() for c in token):  # punctuation, symbols
        return False
    return not (len(token) == 1 and token.isascii() and token.isalpha())


def extract_keywords(text: str) -> frozenset[str]:
    """Content keywords of *text*: protected anchors plus jieba words (see module docstring)."""
    keywords: set[str] = set()
    gaps: list[str] = []
    pos = 0
    for anchor in extract_anchors(text, include_timestamps=True):
        if anchor.kind == "negation":
            continue
        gaps.append(text[pos : anchor.start])
        pos = anchor.end
        if anchor.kind != "timestamp":
            keywords.add(_anchor_keyword(anchor))
    gaps.append(text[pos:])
    # One jieba call over all gaps; the space keeps them apart.
    rest = normalize(" ".join(gaps))
    if rest:
        stopwords = _stopwords()
        for token in _load_jieba().lcut(rest, HMM=True):
            token = token.strip()
            if _keep(token, stopwords):
                keywords.add(token)
    return frozenset(keywords)
