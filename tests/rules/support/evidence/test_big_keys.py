"""A type's biggest key, a biggest key's size and the keys sampled against `redis-cli --bigkeys`'
summary (gatekeeper.rules.support.evidence.big_keys)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.big_keys import big_key_contradicted, summary
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.text.anchors import extract_anchors

#: The keys bare between single quotes, as the module reads them (and older redis-cli prints them).
BIGKEYS = ("\n# Scanning the entire keyspace to find biggest keys as well as\n"
           "# average sizes per key type.  You can use -i 0.1 to sleep 0.1 sec\n"
           "# per 100 SCAN commands (not usually needed).\n\n"
           "[00.00%] Biggest string found so far 'cache:home' with 5242880 bytes\n"
           "[03.21%] Biggest list   found so far 'queue:jobs' with 912345 items\n"
           "[41.87%] Biggest hash   found so far 'session:8f3a21' with 1203 fields\n"
           "[77.02%] Biggest zset   found so far 'leaderboard:global' with 250000 members\n\n"
           "-------- summary -------\n\n"
           "Sampled 120342 keys in the keyspace!\n"
           "Total key length in bytes is 2345678 (avg len 19.49)\n\n"
           "Biggest   list found 'queue:jobs' has 912345 items\n"
           "Biggest   hash found 'session:8f3a21' has 1203 fields\n"
           "Biggest string found 'cache:home' has 5242880 bytes\n"
           "Biggest   zset found 'leaderboard:global' has 250000 members\n\n"
           "30112 lists with 1234567 items (25.02% of keys, avg size 41.00)\n"
           "10107 hashs with 2020400 fields (08.40% of keys, avg size 199.90)\n"
           "80123 strings with 412345678 bytes (66.58% of keys, avg size 5146.39)\n"
           "0 streams with 0 entries (00.00% of keys, avg size 0.00)\n"
           "0 sets with 0 members (00.00% of keys, avg size 0.00)\n"
           "0 zsets with 0 members (00.00% of keys, avg size 0.00)\n")


def contradicted(claim: str, text: str = BIGKEYS) -> bool:
    return big_key_contradicted(claim, extract_anchors(claim), [text], extract_anchors) is not None


def test_the_summary_s_biggest_keys_and_keys_sampled_are_read() -> None:
    found = summary(BIGKEYS)
    assert found is not None
    assert found.biggest == {"list": ("queue:jobs", "912345"), "hash": ("session:8f3a21", "1203"),
                             "string": ("cache:home", "5242880"), "zset": ("leaderboard:global", "250000")}
    assert found.sampled == "120342"  # (the `found so far` lines are no summary's)


@pytest.mark.parametrize("claim", [
    "最大的 list 是 cache:home", "最大的 string 是 queue:jobs", "the biggest hash is leaderboard:global",
    "largest zset key is session:8f3a21",
    "queue:jobs 有 5242880 字节", "cache:home 有 912345 字节", "leaderboard:global 有 1203 个成员",
    "共采样 80123 个 key", "采样了 12034 个 key", "sampled 100000 keys",
    "queue:jobs 有 912345 个元素，cache:home 有 912345 字节",  # the second clause
])
def test_another_key_size_or_count_sampled_is_contradicted(claim: str) -> None:
    assert contradicted(claim)
    assert tool_contradicted(claim, extract_anchors(claim), [BIGKEYS], extract_anchors) is not None


@pytest.mark.parametrize(("claim", "line"), [
    ("最大的 list 是 cache:home", "Biggest list found 'queue:jobs'"),
    ("queue:jobs 有 5242880 字节", "Biggest list found 'queue:jobs' has 912345"),
    ("共采样 80123 个 key", "Sampled 120342 keys"),
])
def test_the_finding_gives_the_summary_s_line(claim: str, line: str) -> None:
    found = big_key_contradicted(claim, [], [BIGKEYS], extract_anchors)
    assert found is not None and found[1] == [line]


@pytest.mark.parametrize("claim", [
    "最大的 list 是 queue:jobs", "最大的 string 是 cache:home", "queue:jobs 有 912345 个元素",
    "cache:home 大小为 5242880 bytes", "共采样 120342 个 key",
    "采样了 120342 个 key，其中 80123 个 string",
    "最大的 list 是 queue:jobs 还是 cache:home",  # two keys
    "最大的 list 和 string 是 cache:home",  # two types
    "queue:jobs 有 5242880 或 912345 个元素", "queue:jobs 在 8 号库有 5242880 个元素",  # two numbers
    "最大的 list 不是 cache:home",  # a negator
    "queue:jobs 有超过 5242880 个元素",  # a bound
    "最大的 set 是 cache:home",  # a type the summary prints no biggest of
    "最大的 list 是 queue",  # no key written whole
])
def test_the_summary_s_own_or_an_unsure_one_is_not(claim: str) -> None:
    assert not contradicted(claim)


def test_without_a_sampled_line_only_the_keys_are_read() -> None:
    cut = BIGKEYS.replace("Sampled 120342 keys in the keyspace!\n", "")
    assert not contradicted("共采样 80123 个 key", cut)
    assert contradicted("最大的 list 是 cache:home", cut)


def test_a_scan_cut_before_its_summary_gives_nothing() -> None:
    claim = "最大的 list 是 cache:home"
    scanning = BIGKEYS.split("-------- summary")[0]  # its `found so far` lines only
    assert tool_contradicted(claim, extract_anchors(claim), [scanning], extract_anchors) is None


def test_a_key_newer_releases_quote_is_read_bare() -> None:
    quoted = BIGKEYS.replace("found 'queue:jobs'", "found '\"queue:jobs\"'").replace(
        "found 'cache:home'", "found '\"cache:home\"'")
    assert contradicted("最大的 list 是 cache:home", quoted)
    assert contradicted("queue:jobs 有 5242880 个元素", quoted)
    assert not contradicted("最大的 list 是 queue:jobs", quoted)


def test_a_count_sampled_of_one_type_is_no_count_of_the_keys_sampled() -> None:
    assert not contradicted("采样的 80123 个 string key")
