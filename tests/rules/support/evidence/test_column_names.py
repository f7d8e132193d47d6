"""How a claim names a table's column (gatekeeper.rules.support.evidence.column_names)."""

from __future__ import annotations

from gatekeeper.rules.support.evidence.column_names import names_column


def test_a_column_s_english_word_starts_a_word_of_the_claim() -> None:
    assert names_column("payment-svc pod restarted 12 times", "restarts")
    assert not names_column("order-svc is in imagepullbackoff", "age")


def test_a_column_whose_name_starts_another_s_is_not_named_by_that_other_s_name() -> None:
    columns = ("transport", "total", "ip", "ipv6")
    assert not names_column("tcp 的 ipv6 套接字有 600 个", "ip", columns)
    assert names_column("tcp 的 ipv6 套接字有 600 个", "ipv6", columns)
    assert names_column("tcp 的 ip 套接字有 600 个", "ip", columns)


def test_a_part_another_column_shares_names_neither() -> None:
    columns = ("partition", "current-offset", "log-end-offset", "lag")
    assert not names_column("分区 0 的 offset 为 1520", "current-offset", columns)
    assert names_column("分区 0 的 lag 为 100", "lag", columns)


def test_a_bound_of_a_column_s_word_names_the_bound_s_column_only() -> None:
    columns = ("name", "minpods", "maxpods", "replicas")
    assert not names_column("max replicas: 10", "replicas", columns)
    assert names_column("max replicas: 10", "maxpods", columns)
    assert not names_column("副本上限是 10", "replicas", columns)
    assert names_column("current replicas: 4", "replicas", columns)
    # English words overlap loosely otherwise: `memory usage` names docker stats' MEM USAGE too
    stats = ("name", "mem usage", "mem limit", "mem %")
    assert names_column("memory usage is 1.2gib", "mem usage", stats)


def test_a_processor_s_column_beside_its_share_is_named_by_the_processor_s_words() -> None:
    columns = ("uid", "pid", "%usr", "%system", "%cpu", "cpu", "command")  # pidstat's
    assert names_column("java 的 cpu 占用为 90%", "%cpu", columns)
    assert not names_column("java 的 cpu 占用为 90%", "cpu", columns)
    assert names_column("java 运行在 3 号处理器上", "cpu", columns)
    assert names_column("java 的 cpu 占用为 90%", "cpu", ("cpu", "%usr", "%idle"))  # mpstat's: no share
