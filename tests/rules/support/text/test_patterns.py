"""gatekeeper/rules/support/text/patterns.py: compiled patterns kept across runs."""

from __future__ import annotations

import array
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gatekeeper import cachedir

# What a run reports: whether its patterns came from the cache, and what they match on texts
# that exercise them (anchors of log and CJK lines, a truncation marker, CJK runs).
PROBE = r"""
import json, sys
import gatekeeper.rules.support.text.patterns as P
from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.extract import _MASTER
from gatekeeper.rules.support.text.normalize import is_truncated
from gatekeeper.rules.support import similarity
texts = sys.argv[1:]
stored = len(P._entries())
found = {
    "anchors": [[(a.kind, a.value, a.start, a.end) for a in extract_anchors(t, include_timestamps=True)]
                for t in texts],
    "master": [[m.span() for m in _MASTER.finditer(t)] for t in texts],
    "truncated": [is_truncated(t) for t in texts],
    "cjk": [similarity._CJK_RUN.findall(t) for t in texts],
}
# counted after the texts are read: a tool's reader compiles its patterns when a text needs it
print(json.dumps({"stored": stored, "added": len(P._added), **found}))
"""
TEXTS = ["2026-11-29 10:02:11 ERROR [payment-svc] 调用 order-svc 超时 after 5000ms, 返回 503",
         "内存使用率 95%，活跃线程数 245 ...[truncated]", "Received connection request /10.10.34.13:58035"]


def _run(cache: Path) -> dict:
    env = {**os.environ, "GATEKEEPER_CACHE_DIR": str(cache), "PYTHONIOENCODING": "utf-8"}
    done = subprocess.run([sys.executable, "-c", PROBE, *TEXTS], env=env, capture_output=True,
                          text=True, timeout=60, check=True)
    return json.loads(done.stdout)


def _stored_file(cache: Path) -> Path:
    env_before = os.environ.get("GATEKEEPER_CACHE_DIR")
    os.environ["GATEKEEPER_CACHE_DIR"] = str(cache)
    try:
        return cachedir.cache_file("patterns.bin")
    finally:
        if env_before is None:
            del os.environ["GATEKEEPER_CACHE_DIR"]
        else:
            os.environ["GATEKEEPER_CACHE_DIR"] = env_before


def test_a_second_run_builds_its_patterns_from_the_cache_and_matches_the_same(
        tmp_path: Path) -> None:
    first, second = _run(tmp_path), _run(tmp_path)
    assert first["stored"] == 0 and first["added"] >= 5  # compiled, then kept
    assert second["stored"] == first["added"] and second["added"] == 0  # nothing compiled
    assert {k: v for k, v in first.items() if k not in ("stored", "added")} == {
        k: v for k, v in second.items() if k not in ("stored", "added")}
    assert second["truncated"] == [False, True, False]


def test_built_patterns_are_the_patterns_re_compiles() -> None:
    from gatekeeper.rules.support.text import patterns

    for source, flags in [(r"(?P<num>\d+)(?P<unit>ms|s)?", 0), (r"[\u3400-\u9fff]+", 0),
                          (r"(?i:timeout)\s+after", re.ASCII)]:
        key = f"{flags}:{source}"  # through the file's format and back
        stored = patterns._parse(patterns._serialised({key: patterns._generate(source, flags)}))
        built = patterns._build(source, stored[key])
        expected = re.compile(source, flags)
        assert (built.pattern, built.flags, built.groups, built.groupindex) == (
            expected.pattern, expected.flags, expected.groups, expected.groupindex)
        for text in ["5000ms 3s 超时", "TIMEOUT  after 5s", ""]:
            assert [m.span() for m in built.finditer(text)] == [
                m.span() for m in expected.finditer(text)]


@pytest.mark.parametrize("damage", ["code", "header", "truncated"])
def test_a_damaged_cache_is_compiled_again(tmp_path: Path, damage: str) -> None:
    from gatekeeper.rules.support.text import patterns

    reference = _run(tmp_path / "clean")
    cache = tmp_path / "damaged"
    _run(cache)
    stored = _stored_file(cache)
    data = stored.read_bytes()
    if damage == "header":
        stored.write_bytes(b"{not json" + data[data.index(b"\n"):])
    elif damage == "truncated":  # each entry's code cut short or out of the file
        stored.write_bytes(data[:len(data) - 1001])
    else:  # a well-formed file whose code the engine must refuse
        entries = patterns._parse(data)
        assert len(entries) == reference["added"]
        refused = array.array("I", [999999] * 8).tobytes()
        stored.write_bytes(patterns._serialised({key: entry._replace(code=refused)
                                                 for key, entry in entries.items()}))
    again = _run(cache)
    assert again["anchors"] == reference["anchors"] and again["master"] == reference["master"]
    assert again["added"] >= 1  # compiled as usual, stored again
    if damage != "truncated":
        assert again["added"] == reference["added"]
    assert _run(cache)["added"] == 0  # and the repaired cache serves the next run


def test_an_earlier_version_of_a_pattern_is_dropped_from_the_cache(tmp_path: Path) -> None:
    # Each edit of the master pattern left its old version in the file for good (seven of
    # them: 373 KB read at every start); an unrelated pattern stays.
    from gatekeeper.rules.support.text import patterns

    _run(tmp_path)
    stored = _stored_file(tmp_path)
    entries = patterns._parse(stored.read_bytes())
    master = max(entries, key=len)  # the anchor extractor's master pattern
    old, other = master[:-1] + "|x)", "0:(?P<unrelated>[a-z]+)"
    entries[old] = entries[other] = entries.pop(master)  # the run compiles the current version
    stored.write_bytes(patterns._serialised(entries))
    assert _run(tmp_path)["added"] == 1
    kept = patterns._parse(stored.read_bytes())
    assert master in kept and old not in kept and other in kept


def test_an_unusable_cache_directory_changes_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    assert _run(blocker / "sub")["anchors"] == _run(tmp_path / "ok")["anchors"]


# Every pattern the rules compile when imported, as the cache keys it.
KEYS = r"""
import importlib, json, pkgutil
import gatekeeper
for module in pkgutil.walk_packages(gatekeeper.__path__, "gatekeeper."):
    if not module.name.endswith("__main__"):
        importlib.import_module(module.name)
import gatekeeper.rules.support.text.patterns as P
print(json.dumps(sorted(set(P._entries()) | set(P._added))))
"""


def test_the_patterns_are_the_same_in_every_process(tmp_path: Path) -> None:
    # A pattern joined from a set's order (the states' alternatives, same-length words in
    # hash order) was a new cache entry in every process: the cache was written again at
    # every run and grew without end, costing start-up instead of saving it.
    keys = []
    for seed in ("1", "2"):
        env = {**os.environ, "GATEKEEPER_CACHE_DIR": str(tmp_path / seed), "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", KEYS], env=env, capture_output=True,
                              text=True, timeout=120, check=True)
        keys.append(json.loads(done.stdout))
    assert len(keys[0]) > 200 and keys[0] == keys[1]


def test_a_file_another_python_wrote_is_not_used() -> None:
    from gatekeeper.rules.support.text import patterns

    data = patterns._serialised({"0:a+": patterns._generate("a+", 0)})
    assert set(patterns._parse(data)) == {"0:a+"}
    header, code = data.split(b"\n", 1)
    other = json.loads(header)
    other["key"][-2] = "big" if other["key"][-2] == "little" else "little"  # another byte order
    assert patterns._parse(json.dumps(other).encode() + b"\n" + code) == {}
    assert patterns._parse(b"") == {} and patterns._parse(code) == {}
