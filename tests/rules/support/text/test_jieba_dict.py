"""gatekeeper/rules/support/text/jieba_dict.py: jieba segments the same with the lazy SQLite dictionary."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gatekeeper.rules.support.text.jieba_dict import SqliteFreq, dictionary_file, prefix_dict
from gatekeeper.rules.support.text.keywords import _import_jieba

ROOT = Path(__file__).resolve().parents[4]
TEXTS = [
    "payment-service 出现请求超时日志，数据库连接池耗尽",
    "订单服务 CPU 使用率 92%，线程数 245，GC 暂停 310ms",
    "连接池压力可能参与了超时问题。当前已有超时现象，但缺少连接池 active/idle/pending 指标。",
    "Kafka 消费延迟 lag=98000，topic=billing-events partition=7",
    "上游依赖在高峰期出现了间歇性抖动，缓存命中率持续走低导致回源压力增大",
    "",
]


@pytest.fixture(scope="module")
def dictionaries(tmp_path_factory: pytest.TempPathFactory):
    jieba = _import_jieba()
    directory = tmp_path_factory.mktemp("jieba")
    full, total = prefix_dict(jieba, directory)  # cold: built in memory, file written
    lazy, lazy_total = prefix_dict(jieba, directory)  # warm: read lazily from the file
    return jieba, directory, full, total, lazy, lazy_total


def test_cold_builds_in_memory_and_writes_the_file_warm_reads_it_lazily(dictionaries) -> None:
    jieba, directory, full, total, lazy, lazy_total = dictionaries
    assert not isinstance(full, SqliteFreq) and len(full) > 300_000
    assert isinstance(lazy, SqliteFreq) and lazy_total == total
    assert dict.__len__(lazy) == 0  # nothing loaded up front
    (written,) = directory.glob("jieba-*.sqlite")
    assert written == dictionary_file(jieba, Path(jieba.__file__).with_name("dict.txt"), directory)
    assert not list(directory.glob("*.tmp"))


def test_lookups_agree_with_the_full_dictionary(dictionaries) -> None:
    _, _, full, _, lazy, _ = dictionaries
    for word in ["数据库", "连接", "连接池", "数", "zzz-not-a-word", "的"]:
        assert (word in lazy) == (word in full)
        assert lazy.get(word) == full.get(word)
    with pytest.raises(KeyError):
        lazy["zzz-not-a-word"]


def test_segmentation_is_identical(dictionaries) -> None:
    jieba, _, full, total, lazy, _ = dictionaries
    corpus = list(TEXTS)
    bundle = json.loads((ROOT / "examples" / "payment-timeout.bundle.json").read_text("utf-8"))
    corpus += [c["claim_text"] for c in bundle["executor_output"]["claims"]]
    by_full, by_lazy = jieba.Tokenizer(), jieba.Tokenizer()
    by_full.FREQ, by_full.total, by_full.initialized = full, total, True
    by_lazy.FREQ, by_lazy.total, by_lazy.initialized = lazy, total, True
    for text in corpus:
        assert by_lazy.lcut(text, HMM=True) == by_full.lcut(text, HMM=True), text
    by_lazy.add_word("超时现象", 10)  # writes land in memory and win
    assert by_lazy.FREQ["超时现象"] == 10


def test_a_corrupt_file_is_rebuilt(tmp_path: Path) -> None:
    jieba = _import_jieba()
    path = dictionary_file(jieba, Path(jieba.__file__).with_name("dict.txt"), tmp_path)
    path.write_bytes(b"not a dictionary file")
    freq, _ = prefix_dict(jieba, tmp_path)
    assert not isinstance(freq, SqliteFreq)
    assert isinstance(prefix_dict(jieba, tmp_path)[0], SqliteFreq)
