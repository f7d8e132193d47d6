"""Content keywords of mixed Chinese/English text, for keyword-coverage rules.

`extract_keywords(text) -> frozenset[str]`

1. `anchors.extract_anchors(text, include_timestamps=True)` finds the tokens
   jieba would break (`ERR_TIMEOUT` → `ERR _ TIMEOUT`, `SK-II`,
   `-26.95%` → `- 26.95%`, `order-svc`, IPs, ids).  Each becomes one
   keyword in its canonical form: the anchor `value`, with the unit appended
   for numbers (`5.3s` → `"5300ms"`, `95 %` → `"95%"`, `512MB` →
   `"536870912bytes"`, `-26.95%` → `"-26.95%"`), so equal quantities
   written differently give the same keyword.  Timestamps give no keyword.
   Negation anchors are ordinary words and are left to jieba.
2. The text between anchors is `normalize`d (NFKC, casefold) and segmented
   with `jieba.lcut` (HMM on).  The gaps are segmented separately, which is
   what placeholder substitution would achieve, without placeholders that
   could collide with the text.
3. Dropped: whitespace, tokens without a letter or digit (punctuation), single
   ASCII letters, and the stop words in `stopwords.txt` (curated Chinese and
   English function words; negators such as 不/未/not are kept on purpose).

The result is deterministic for a given jieba version and dictionary.

jieba loading
-------------
`import gatekeeper.rules.support.text.keywords` does not import jieba; the first
`extract_keywords` call does, through `_load_jieba()`:

* `pkg_resources` is hidden (`sys.modules["pkg_resources"] = None`) while
  jieba is imported: `jieba._compat` then falls back to `open()` instead of
  importing setuptools' `pkg_resources` (slow, and a deprecation warning
  on setuptools 80–81).  `sys.modules` is restored afterwards.
* jieba's logger is set to WARNING (it prints four DEBUG lines per load).
* The prefix dictionary (`FREQ`, `total`), built by
  `Tokenizer.gen_pfdict` from `dict.txt` (slow), is written once to an
  SQLite file in `$GATEKEEPER_CACHE_DIR`, else `$XDG_CACHE_HOME/gatekeeper`,
  else `~/.cache/gatekeeper` (atomically, named after the jieba version and
  the dictionary's size and mtime), and later processes give jieba a lazy
  `FREQ` that reads entries from it on first use: a few hundred lookups for
  a few claims instead of loading all 498,113 entries (a marshal cache was
  slower to load; docs/performance.md). See `gatekeeper.rules.support.text.jieba_dict`. It is installed the
  way `Tokenizer.initialize` does it: `dt.FREQ`, `dt.total`,
  `dt.initialized = True`.  `dt.tmp_dir` is pointed at the same directory,
  so jieba never writes its own cache to `/tmp`.
* An unusable cache directory (a file, read-only, …) is silently ignored: the
  dictionary is built in memory, nothing is printed.
* Loading happens once per process, under a lock (thread-safe).  A custom
  jieba dictionary set up by the caller before the first call is respected
  (jieba's own `initialize` is used for it).

Measured start-up: see docs/performance.md (P5: `gatekeeper check --enable
claim.evidence_utilization` on one bundle, and the jieba lines of its profile).
"""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path
from types import ModuleType

from gatekeeper.cachedir import default_cache_dir
from gatekeeper.rules.support.text.anchors import Anchor, extract_anchors
from gatekeeper.rules.support.text.normalize import normalize

__all__ = ["default_cache_dir", "extract_keywords"]

_LOCK = threading.Lock()
_JIEBA: ModuleType | None = None
_STOPWORDS: frozenset[str] | None = None


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
    return jieba  # type: ignore[no-any-return]  # jieba ships no type information


def _prefix_dict(jieba: ModuleType, directory: Path) -> tuple[dict[str, int], int]:
    from gatekeeper.rules.support.text.jieba_dict import prefix_dict

    return prefix_dict(jieba, directory)


def _load_jieba(cache_dir: str | os.PathLike[str] | None = None) -> ModuleType:
    """Import and initialise jieba once per process (see module docstring).

    *cache_dir* defaults to `default_cache_dir()`, read at call time.
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
