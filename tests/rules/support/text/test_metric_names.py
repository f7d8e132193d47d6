"""One name per metric, whichever way a log or a claim writes it
(gatekeeper.rules.support.text.anchors.metric_names)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.anchors.metric_names import labels_of, metric_key


@pytest.mark.parametrize(("labels", "metric"), [
    (("cpu_usage", "cpu-util", "CPU usage", "cpu 使用率", "CPU利用率", "cpu"), "cpu usage"),
    (("mem_usage", "memory", "内存使用率", "内存占用"), "memory usage"),
    (("p99_latency", "p99 延迟", "latency_p99", "p99", "TP99", "tp99 延迟"), "p99 latency"),
    (("p50_latency", "median latency", "median", "延迟中位数", "中位数延迟"), "p50 latency"),
    (("延迟", "响应时间", "latency"), "latency"),
    (("max latency", "最大延迟", "最大响应时间", "最长请求耗时", "maximum latency"), "max latency"),
    (("error_rate", "错误率"), "error rate"),
    (("pool_usage", "pool usage", "连接池使用率", "连接池"), "pool usage"),
    (("Restart Count", "restarts", "restarted", "重启", "重启次数", "已重启"), "restarts"),
])
def test_the_labels_of_a_metric_name_it(labels: tuple[str, ...], metric: str) -> None:
    assert {metric_key(label) for label in labels} == {metric}


@pytest.mark.parametrize("label", ["cpu 使用率阈值", "线程数", "avg_cpu", "使用率", "lag"])
def test_other_labels_are_their_own(label: str) -> None:
    assert metric_key(label) == label


def test_a_value_is_found_under_its_label_its_metric_and_its_generic_word() -> None:
    assert labels_of("cpu 使用率") == {"cpu 使用率", "cpu usage", "使用率"}
    assert labels_of("cpu_usage") == {"cpu_usage", "cpu usage"}
    assert labels_of("线程数") == {"线程数"}


def test_a_count_is_labelled_by_what_it_counts() -> None:
    # `Restart Count:` (kubectl describe) and `重启了 4 次`: one metric, so 4 against 3 disagrees
    from gatekeeper.rules.support.text.anchors import extract_anchors

    def labels(text: str) -> list[str | None]:
        return [metric_key(a.metric) if a.metric else None for a in extract_anchors(text)
                if a.kind == "number"]

    assert labels("    Restart Count:  3") == ["restarts"]
    assert labels("payment-svc 重启了 4 次") == labels("payment-svc restarted 4 times") == ["restarts"]
    assert labels("order-svc 超时了 152 次") == ["超时"]


def test_a_sample_s_label_set_is_read_past_to_its_name() -> None:
    from gatekeeper.rules.support.text.anchors import extract_anchors
    text = 'memory_usage_percent{instance="10.0.3.7:9100",job="node"} 51.7'
    (value,) = [a for a in extract_anchors(text) if a.kind == "number"]
    assert (value.metric, value.unit, value.value) == ("memory_usage", "%", "51.7")


def test_a_latency_s_stdev_and_wrk_s_totals_are_metrics_of_their_own() -> None:
    assert metric_key("延迟标准差") == metric_key("latency stdev") == "latency stdev"
    assert metric_key("requests/sec") == metric_key("吞吐") == "qps"
    assert metric_key("读错误") == "socket read errors" and metric_key("超时次数") == "timeouts"
    assert [a.metric for a in extract_anchors("latency stdev is 12ms")] == ["latency stdev"]
