"""MySQL's `SHOW STATUS` tables as fields (gatekeeper.rules.support.evidence.variable_rows)."""

from __future__ import annotations

from loghub_quotes import check

from gatekeeper.rules.support.evidence.variable_rows import config_pairs, stat_lines, variable_fields

BOXED = """+-------------------+-------+
| Variable_name     | Value |
+-------------------+-------+
| Aborted_connects  | 128   |
| Threads_connected | 12    |
+-------------------+-------+
3 rows in set (0.00 sec)"""


def _read(text: str) -> list[tuple[str, tuple[str, ...], str]]:
    return [(f.name, f.words, f.value) for f in variable_fields(text)]


def test_a_boxed_table_gives_each_row_as_a_field() -> None:
    assert _read(BOXED) == [("aborted_connects", ("aborted", "connects"), "128"),
                            ("threads_connected", ("threads", "connected"), "12")]


def test_a_tabbed_table_gives_each_row_as_a_field_up_to_its_end() -> None:
    text = "Variable_name\tValue\nmax_connections\t151\nwait_timeout\t28800\n\nuptime 86400"
    assert _read(text) == [("max_connections", ("max", "connections"), "151"),
                           ("wait_timeout", ("wait", "timeout"), "28800")]


def test_rows_of_no_variables_table_are_no_fields() -> None:
    assert _read("name\tvalue\nAborted_connects\t128") == []
    assert _read("| Aborted_connects  | 128   |") == []


CONFIG = '$ redis-cli CONFIG GET maxmemory*\n1) "maxmemory"\n2) "0"\n3) "maxmemory-policy"\n4) "noeviction"'


def test_redis_config_pairs_are_fields() -> None:
    assert [(f.name, f.words, f.value) for f in config_pairs(CONFIG)] == [
        ("maxmemory", ("maxmemory",), "0"), ("maxmemory-policy", ("maxmemory", "policy"), "noeviction")]
    # a list's items (`LRANGE`) pair no name with a value: an item at an even number starts none
    assert config_pairs('2) "a"\n3) "b"') == []


def test_a_setting_said_otherwise_over_config_get_fails() -> None:
    report = check("Redis 的淘汰策略是 allkeys-lru", CONFIG, CONFIG)
    assert report.verdict_ceiling == "REJECT"
    assert check("Redis 的淘汰策略是 noeviction", CONFIG, CONFIG).status == "pass"


STATS = ("STAT pid 1162\nSTAT curr_connections 10\nSTAT get_hits 80122\nSTAT get_misses 8091\n"
         "STAT evictions 312\nEND")


def test_memcached_s_stat_lines_are_fields_a_get_count_the_cache_s_own() -> None:
    assert [(f.name, f.words, f.value) for f in stat_lines(STATS)] == [
        ("pid", ("pid",), "1162"), ("curr_connections", ("curr", "connections"), "10"),
        ("get_hits", ("hits",), "80122"), ("get_misses", ("misses",), "8091"),
        ("evictions", ("evictions",), "312")]
    assert stat_lines("STATS: ok") == []


def test_a_counter_said_with_another_s_value_over_stats_fails() -> None:
    assert check("缓存命中次数为 8091", STATS, STATS).verdict_ceiling == "REJECT"
    assert check("缓存命中次数为 80122", STATS, STATS).status == "pass"
    assert check("memcached 有 8091 次淘汰", STATS, STATS).verdict_ceiling == "REJECT"
