"""Whether a text writes a word or a name whole (gatekeeper.rules.support.text.written)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.written import name_pattern, written_whole


def test_an_english_word_is_written_whole_a_chinese_one_anywhere() -> None:
    assert written_whole("started", "the job started") and not written_whole("started", "restarted")
    assert written_whole("重启", "服务已重启")


@pytest.mark.parametrize(("name", "text", "named"), [
    ("nginx", "8080 端口由 nginx 监听", True), ("nginx", "8080端口由nginx监听", True),  # next to Chinese
    ("NGINX", "8080 端口由 nginx 监听", True),  # in any case
    ("order-svc", "order-svc-canary 已停止", False), ("order-svc", "my_order-svc 已停止", False),
    ("4312", "进程4312占用", True), ("4312", "进程 43120 占用", False),
    ("pay-svc", "pay-svc-1.6.7 deployed", True),  # its release, after its hyphen
    ("pay-svc", "pay-svc-1 deployed", False),
])
def test_a_name_is_written_whole_next_to_chinese_too(name: str, text: str, named: bool) -> None:
    assert (name_pattern(name).search(text) is not None) is named


def test_a_path_is_written_whole_past_its_separators_and_case_may_count() -> None:
    assert name_pattern("/data", before="/.-", after="/-", ignore_case=False).search("/data已满")
    assert not name_pattern("/data", before="/.-", after="/-").search("/data/pg 已满")  # another path
    assert not name_pattern("/data", before="/.-", after="/-").search("/mnt/data 已满")
    assert not name_pattern("Running", ignore_case=False).search("running")
