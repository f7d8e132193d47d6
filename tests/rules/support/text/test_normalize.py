import pytest

from gatekeeper.rules.support.text.normalize import (
    compact,
    is_truncated,
    line_shape,
    normalize,
    strip_truncation_marker,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ＣＰＵ９５％", "cpu95%"),
        ("错误码：ＥＲＲ＿５０３", "错误码: err_503"),
        ("原因（超时）。", "原因(超时)."),
        ("【告警】“连接池”耗尽、重试", '[告警]"连接池"耗尽, 重试'),
        ("  Order-SVC \t\n 超时  ", "order-svc 超时"),
        ("a\u3000b\u200bc", "a bc"),
        ("Straße", "strasse"),
    ],
)
def test_normalize(text, expected):
    assert normalize(text) == expected


def test_normalize_makes_chinese_and_ascii_punctuation_equal():
    assert normalize("错误码：ERR，原因：超时") == normalize("错误码: ERR, 原因: 超时")


def test_normalize_is_idempotent():
    text = "ＣＰＵ使用率９５％，错误码：ＥＲＲ＿５０３（已截断）……"
    assert normalize(normalize(text)) == normalize(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("耗时 5.3s", "耗时5.3s"),
        ("下降 -26.95% ;", "下降-26.95%"),
        ("调用 order-svc → kafka.consumer。", "调用order-svckafka.consumer"),
        ("错误码：ERR_TIMEOUT！", "错误码err_timeout"),
        ("98,000 条", "98000条"),
        ("[1,2,3]", "1,2,3"),
        ("a - 5", "a5"),
        ("超时。order", "超时order"),
        ("ORA-00060 v1.2.3", "ora-00060v1.2.3"),
    ],
)
def test_compact_keeps_meaningful_punctuation(text, expected):
    assert compact(text) == expected


def test_compact_ignores_spacing_and_punctuation_differences():
    assert compact("连接池 已耗尽，ERR_TIMEOUT") == compact("连接池已耗尽 ( err_timeout )")
    assert compact("5.3s") != compact("53s")
    assert compact("-26.95%") != compact("26.95%")


@pytest.mark.parametrize(
    "preview",
    [
        "GC pause 5300ms...",
        "GC pause 5300ms…",
        "连接池耗尽……",
        "line [truncated]",
        "line (truncated)  \n",
        "line <truncated>",
        "line ...(省略)",
        "line （已截断）",
        "line [... 1200 bytes truncated]",
        "line 。。。",
        "line (output omitted)",
    ],
)
def test_is_truncated(preview):
    assert is_truncated(preview)
    stripped = strip_truncation_marker(preview)
    assert not is_truncated(stripped)
    assert stripped.rstrip() == stripped
    assert preview.startswith(stripped)


@pytest.mark.parametrize("preview", ["complete line", "version 1.2.3", "ratio 0.5", "", "(ok)", "[INFO]"])
def test_not_truncated(preview):
    assert not is_truncated(preview)
    assert strip_truncation_marker(preview) == preview


def test_strip_truncation_marker_keeps_content():
    assert strip_truncation_marker("lag 98000 on topic billing ...(省略)") == "lag 98000 on topic billing"
    assert strip_truncation_marker("连接池耗尽……") == "连接池耗尽"


def test_truncation_search_is_bounded_to_the_tail():
    big = "x" * 1_000_000
    assert not is_truncated(big)
    assert is_truncated(big + "...")


def test_a_line_and_its_copy_with_other_digits_have_one_shape():
    line = "2026-11-29 10:01:41 INFO [svc-4] processed 707 requests in 1 ms"
    copy = "2026-11-29  10:01:41 info [svc-4] processed 714 requests in 1 ms"
    assert line_shape(line)[0] == line_shape(copy)[0]
    assert line_shape(line)[1] == ("2026", "11", "29", "10", "1", "41", "info", "4", "707", "1")
    assert line_shape(copy)[1][8] == "714"
    assert line_shape("ＣＰＵ ９５％")[0] == "cpu #%"  # full-width forms fold first
    assert line_shape("x " + "7" * 5000)[1] == ("7" * 5000,)  # no int(): over 4,300 digits
    # a log level is a value of the line too: INFO made WARN is a changed line
    assert line_shape(line.replace("INFO", "WARN"))[0] == line_shape(line)[0]
    assert line_shape(line.replace("INFO", "WARN"))[1][6] == "warn"
    assert line_shape("information 5")[1] == ("5",)  # whole words only
