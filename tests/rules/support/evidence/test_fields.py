"""A value a claim gives a status field while its evidence gives it to another field
(gatekeeper.rules.support.evidence.fields)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.field_names import Field
from gatekeeper.rules.support.evidence.fields import field_held, field_value_swapped, fields_of
from gatekeeper.rules.support.text.anchors import extract_anchors

REDIS = """# Clients
connected_clients:512
blocked_clients:3
# Memory
used_memory_human:7.80G
maxmemory_human:8.00G
# Stats
evicted_keys:12034
rejected_connections:87"""
DESCRIBE = """    Restart Count:  12
    Limits:
      memory:  512Mi
    Requests:
      memory:  256Mi"""


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _swapped(claim: str, output: str = REDIS) -> tuple[str, str] | None:
    found = field_value_swapped(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


def test_a_status_output_s_fields_are_read_with_their_section() -> None:
    assert fields_of(DESCRIBE) == (
        Field("restart count", ("restart",), "12", "    Restart Count:  12"),
        Field("limits memory", ("limits", "memory"), "512Mi", "      memory:  512Mi"),
        Field("requests memory", ("requests", "memory"), "256Mi", "      memory:  256Mi"))
    assert [f.name for f in fields_of("Threads_connected  498\nSlow_queries  1203")] == [
        "threads_connected", "slow_queries"]
    # a log's line is no field
    assert fields_of("2026-12-02 10:01:12 ERROR [order-svc] timeout after 5000ms") == ()


@pytest.mark.parametrize(("claim", "output", "said"), [
    ("redis 的连接数为 3", REDIS, "connected_clients 512 ('connected_clients:512'), 3 for blocked_clients"),
    ("redis 有 512 个阻塞客户端", REDIS, "blocked_clients 3"),
    ("redis 内存使用 8.00G", REDIS, "used_memory_human 7.80G"),  # the limit's
    ("redis 拒绝了 12034 个连接", REDIS, "12034 for evicted_keys"),
    ("内存限制为 256Mi", DESCRIBE, "limits memory 512Mi ('memory:  512Mi'), 256Mi for requests memory"),
    ("The memory limit is 256Mi.", DESCRIBE, "limits memory 512Mi"),
    # no field has it, and the one field the clause names has another
    ("容器重启了 5 次", DESCRIBE, "restart count 12 ('Restart Count:  12')"),
    ("The container restarted 5 times.", DESCRIBE, "restart count 12"),
    ("redis 的连接数为 7", REDIS, "connected_clients 512"),
    # a value whose unit is apart, a rate in bits however written
    ("下载速率为 23.45 Mbps", "Download: 94.12 Mbit/s\nUpload: 23.45 Mbit/s", "23.45 Mbps for upload"),
])
def test_a_value_of_another_field_is_contradicted(claim: str, output: str, said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and said in found[1]


@pytest.mark.parametrize(("claim", "output"), [
    ("redis 的连接数为 512，阻塞客户端 3 个", REDIS),
    ("redis 驱逐了 12034 个 key", REDIS),
    ("内存限制为 512Mi，请求 256Mi", DESCRIBE),
    ("容器重启次数增加了 5 次", DESCRIBE),  # a change, not the count
    ("内存限制超过 300Mi", DESCRIBE),  # a bound
    ("容器内存为 300Mi", DESCRIBE),  # limits or requests: which field, the claim does not say
    ("redis 的 QPS 为 87", REDIS),  # no field named
])
def test_a_field_s_own_value_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None


POOL = "10:00:01 DEBUG HikariPool-1 - Pool stats (total=50, active=50, idle=0, waiting=37)"
ALERT = "10:00:00Z [FIRING:1] HighErrorRate service=payment-svc threshold=90% current=95.3%"
RETRIED = "2026-12-06 03:14:10 ERROR [payment-svc] request failed, retries=3, restarts=2"
LATENCY = "10:00:00Z [FIRING:1] HighLatencyP99 service=order-svc threshold=500ms current=1830ms"


def test_a_log_line_s_name_value_pairs_are_fields() -> None:
    assert [(f.name, f.words, f.value) for f in fields_of(POOL)] == [
        ("total", ("total",), "50"), ("active", ("active",), "50"), ("idle", ("idle",), "0"),
        ("waiting", ("waiting",), "37")]
    # a quoted value whole; a value ends where Chinese starts; a value running into `=` is none
    line = 'tag="View Lock" lag=59928，topic=orders adj=0.0userId=0 n=7.'
    assert [(f.name, f.value) for f in fields_of(line)] == [
        ("tag", "View Lock"), ("lag", "59928"), ("topic", "orders"), ("n", "7")]


LEVELS = "matched 40 lines: INFO 29, WARN 8, ERROR 3"
NGINX = ('2026/12/02 10:05:01 [error] 1234#0: *5678 upstream timed out (110: Connection timed out), '
         'client: 10.0.0.5, server: api, request: "GET /api/pay HTTP/1.1", '
         'upstream: "http://10.0.1.7:8080/api/pay", host: "api"')
HEAP = "[payment-svc] heap used: 3200 MB, max: 8192 MB"
IOAPIC = "IOAPIC[2]: apic_id 10, version 32, address 0xfec83000, GSI 64-87"


def test_a_line_s_list_of_items_is_fields() -> None:
    assert [(f.name, f.value, f.listed) for f in fields_of(LEVELS)] == [
        ("info", "29", True), ("warn", "8", True), ("error", "3", True)]
    assert fields_of("Started at 10:00, finished") == ()  # one item is no list
    assert [f.name for f in fields_of("i:0, location:4")] == ["location"]  # a letter names nothing
    # the value first (`top`), in parentheses (`ss -s`); a name of silent words is none (`total`)
    assert [(f.name, f.value) for f in fields_of("Tasks: 212 total,   2 running, 210 sleeping")] == [
        ("running", "2"), ("sleeping", "210")]
    assert [(f.name, f.value) for f in fields_of("TCP:   1620 (estab 412, timewait 1098)")] == [
        ("estab", "412"), ("timewait", "1098")]
    # split by a `/` between blanks (a JVM's pools); a path's `/` splits nothing
    assert [(f.name, f.value) for f in fields_of("Heap: used 3.2GB / max 4.0GB, GC count 12")] == [
        ("used", "3.2GB"), ("max", "4.0GB"), ("gc count", "12")]
    assert fields_of("GET /api/pay 200, /api/orders 503") == ()
    assert [f.name for f in fields_of("Heap: used 3.2GB / max 4.0GB")] == ["used", "max"]  # no comma
    assert [f.name for f in fields_of("errors: 3; timeouts: 12")] == ["errors", "timeouts"]
    # `=` between blanks (a Java executor's `pool size = 200`); `name=value` is a pair's
    assert [(f.name, f.value) for f in fields_of("[Running, pool size = 200, active threads = 200, queued "
                                                 "tasks = 500]")] == [
        ("pool size", "200"), ("active threads", "200"), ("queued tasks", "500")]
    # after a bracketed tag, a value with its unit apart (it was no list: `max` alone)
    assert [(f.name, f.value) for f in fields_of(HEAP)] == [("heap used", "3200 MB"), ("max", "8192 MB")]


@pytest.mark.parametrize(("claim", "output", "said"), [
    ("ERROR 日志共 8 条", LEVELS, "error 3"),
    # an address labelled as another item's
    ("上游 10.0.0.5 响应超时", NGINX, "10.0.0.5 for client"),
    ("客户端 10.0.1.7 的请求超时", NGINX, "client 10.0.0.5, 10.0.1.7 for upstream"),
    ("there were 29 WARN lines", LEVELS, "warn 8"),
    ("连接池等待数为 50", POOL, "waiting 37"),
    # the limit given as the reading (`堆` names `heap`: it passed)
    ("payment-svc 堆内存使用 8192 MB", HEAP, "heap used 3200 MB"),
    ("there were 37 active connections", POOL, "active 50"),
    ("payment-svc 的当前错误率为 90%", ALERT, "current 95.3%"),
    ("order-svc 的 P99 延迟阈值为 800ms", LATENCY, "threshold 500ms"),
    # the threshold given as the reading, with no field named
    ("payment-svc 错误率为 90%", ALERT, "current 95.3%, 90% its threshold"),
    ("payment-svc's error rate was 90%", ALERT, "current 95.3%, 90% its threshold"),
    # an English verb names its count's field (it passed with a warning: `5` found nowhere)
    ("payment-svc retried 5 times", RETRIED, "retries 3"),
    ("payment-svc restarted 3 times", RETRIED, "restarts 2"),
])
def test_a_value_of_another_field_of_the_line_is_contradicted(claim: str, output: str, said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and said in found[1]


@pytest.mark.parametrize(("claim", "output"), [
    ("连接池等待数为 37，活跃 50", POOL),
    ("payment-svc 错误率为 95.3%，超过阈值 90%", ALERT),
    ("payment-svc 错误率超过 90%", ALERT),  # the threshold as a bound
    ("payment-svc's error rate reached 90%", ALERT),
    ("在 payment-service 上观察到 0 0 5", "service=user-center uid=0"),  # `service` joined: no field named
    # the clause gives the field its own value, or the line prints the value outside its fields
    ("ask=4 release= 0 newContainers=1", "ask=4 release= 0 newContainers=1 finishedContainers=0"),
    ("to=root, ctladdr=root (0/0)", "to=root, ctladdr=root (0/0), delay=00:00:03, class=0"),
    ("用户 30002312 的 totalCalories 计算异常", "Step_ExtSDM|30002312|calculateCalories totalCalories=12821"),
    ("ERROR 日志共 3 条", LEVELS), ("payment-svc retried 3 times", RETRIED),
    ("上游 10.0.1.7 响应超时", NGINX), ("upstream 10.0.1.7 timed out for client 10.0.0.5", NGINX),
    ("10.0.0.5 请求 /api/pay 时上游超时", NGINX),  # the upstream is no label of the address
    # an item read loosely tells only by another item's value: `version 32` is another line's
    ("Hot Plug PCI Core version: 0.5", f"Hot Plug PCI Core version: 0.5\n{IOAPIC}"),
    # a share names no size: `使用率` is no `used: 512.00 MB` (38 is a partition's elsewhere)
    ("磁盘使用率 38%", "[instance: 1] Total memory: 64172 MB, used: 512.00 MB\nlag=70297, partition=38"),
])
def test_a_line_s_own_value_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None


def test_a_value_the_claim_writes_as_a_field_s_is_that_field_s() -> None:
    truncated = "manual=38,auto=-1,adj=0.0u ...[truncated]\nname=audioserver uid=1041, pid=0"
    assert _swapped("mode=false,manual=38,auto=-1,adj=0.0userId=0", truncated) is None  # userId's 0
    found = _swapped("在 billing-worker 上观察到 partition=45", "lag=1642，topic=billing partition=32")
    assert found is not None and "partition 32" in found[1]


HEALTH = """{
  "cluster_name" : "logs-prod",
  "status" : "red",
  "number_of_nodes" : 5,
  "number_of_data_nodes" : 3,
  "indices" : {
    "count" : 12
  },
  "unassigned_shards" : 14
}"""


def test_a_pretty_printed_json_object_s_members_are_fields() -> None:
    assert [(f.name, f.value) for f in fields_of(HEALTH)] == [
        ("cluster_name", "logs-prod"), ("status", "red"), ("number_of_nodes", "5"),
        ("number_of_data_nodes", "3"), ("indices count", "12"), ("unassigned_shards", "14")]


def test_the_most_specific_field_a_claim_names_is_the_one_it_names() -> None:
    # `数据节点` names number_of_data_nodes, not number_of_nodes (its words hold `节点` only)
    assert _swapped("logs-prod 的数据节点数为 5", HEALTH) == (
        "5", "number_of_data_nodes 3 ('\"number_of_data_nodes\" : 3,'), 5 for number_of_nodes "
             "('\"number_of_nodes\" : 5,')")
    assert _swapped("logs-prod 的数据节点数为 3", HEALTH) is None
    assert _swapped("logs-prod 的节点数为 5", HEALTH) is None


def test_ping_s_summary_is_fields() -> None:
    ping = ("10 packets transmitted, 7 received, 30% packet loss, time 9012ms\n"
            "rtt min/avg/max/mdev = 0.312/0.467/1.024/0.201 ms")
    assert [(f.name, f.value) for f in fields_of(ping)][:2] == [
        ("packets transmitted", "10"), ("received", "7")]
    assert _swapped("收到 10 个包", ping) is not None
    assert _swapped("最大延迟为 0.467 ms", ping) is not None  # the average
    assert _swapped("平均延迟为 0.467 ms", ping) is None


PEAK = ("used_memory_human:1.50G\nused_memory_peak_human:3.20G\nused_memory_dataset:800.00M\n"
        "maxmemory_human:4.00G")


def test_used_is_implied_by_two_other_words_of_a_field() -> None:
    assert _swapped("Redis 内存峰值为 1.50G", PEAK) is not None  # used_memory_peak, `used` unwritten
    assert _swapped("Redis 内存峰值为 3.20G", PEAK) is None
    assert _swapped("Redis 数据集内存 800.00M", PEAK) is None  # `内存` alone names no used_memory
    assert _swapped("内存碎片率为 1.35", f"{PEAK}\nmem_fragmentation_ratio:1.35") is None


STUB_STATUS = "Active connections: 291 \nReading: 6 Writing: 179 Waiting: 106 "
CURL = "time_namelookup: 0.004512\ntime_connect: 0.021337\ntime_starttransfer: 1.532118\ntime_total: 1.533042"


def test_a_line_of_name_value_pairs_is_a_list_of_fields() -> None:
    assert [(f.name, f.value) for f in fields_of(STUB_STATUS)] == [
        ("active connections", "291"), ("reading", "6"), ("writing", "179"), ("waiting", "106")]
    assert _swapped("正在写的连接数为 106", STUB_STATUS) is not None
    assert _swapped("正在写的连接数为 179", STUB_STATUS) is None


def test_a_bare_value_is_the_claim_s_digits_in_a_unit() -> None:
    assert _swapped("TCP 连接耗时 1.532118 秒", CURL) is not None  # time_starttransfer's
    assert _swapped("首字节时间为 1.532118 秒", CURL) is None
    assert _swapped("总耗时 1.533042 秒", CURL) is None  # `耗时` alone: the most specific, time_total


SYSTEMD = "      Tasks: 12 (limit: 4915)\n     Memory: 1.2G (peak: 2.3G)"


def test_a_value_and_its_bounds_in_parentheses_are_fields() -> None:
    assert [(f.name, f.value) for f in fields_of(SYSTEMD)] == [
        ("tasks", "12"), ("tasks limit", "4915"), ("memory", "1.2G"), ("memory peak", "2.3G")]
    assert _swapped("order-svc 内存峰值为 1.2G", SYSTEMD) is not None
    assert _swapped("order-svc 的任务数为 4915", SYSTEMD) is not None
    assert _swapped("order-svc 的任务数上限为 4915", SYSTEMD) is None


def test_a_value_the_named_field_prints_is_held() -> None:
    claim = "order-svc 内存峰值为 2.3G"
    value = next(a for a in extract_anchors(claim) if a.kind == "number")
    assert field_held(claim, value, [SYSTEMD])
    claim = "order-svc 内存为 2.3G"  # names `memory` (1.2G) only
    assert not field_held(claim, next(a for a in extract_anchors(claim) if a.kind == "number"), [SYSTEMD])


def test_a_bare_field_holds_no_unit_the_claim_writes() -> None:
    claim = "order-svc 内存峰值为 2.3MB"
    value = next(a for a in extract_anchors(claim) if a.kind == "number")
    assert not field_held(claim, value, ["     Memory: 1.2G (peak: 2.3)"])
    assert field_held(claim.replace("MB", "G"), next(
        a for a in extract_anchors(claim.replace("MB", "G")) if a.kind == "number"), [SYSTEMD])


OOM = ("Out of memory: Killed process 24871 (java) total-vm:12845676kB, anon-rss:6234512kB, "
       "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:13000kB oom_score_adj:0")


def test_the_oom_killer_s_line_is_fields() -> None:
    assert [(f.name, f.value) for f in fields_of(OOM)][:3] == [
        ("killed process pid", "24871"), ("total-vm", "12845676kB"), ("anon-rss", "6234512kB")]
    assert ("uid", "1000") in [(f.name, f.value) for f in fields_of(OOM)]
    assert _swapped("OOM killer 杀死了进程号为 1000 的 java 进程", OOM) is not None  # the UID
    assert _swapped("被杀进程的 RSS 为 12845676kB", OOM) is not None  # the virtual memory
    assert _swapped("被杀进程的 RSS 为 6234512kB", OOM) is None


NETSTAT = ("Tcp:\n    1234 active connection openings\n    89 failed connection attempts\n"
           "    12 connection resets received\n    3456 segments retransmitted\n    321 resets sent")


def test_netstat_s_counters_are_fields() -> None:
    assert ("segments retransmitted", "3456") in [(f.name, f.value) for f in fields_of(NETSTAT)]
    assert _swapped("TCP 重传了 321 个报文段", NETSTAT) is not None
    assert _swapped("失败的连接尝试有 12 次", NETSTAT) is not None
    assert _swapped("失败的连接尝试有 89 次", NETSTAT) is None
    assert fields_of("    12 errors\n    3 warnings") == ()  # two lines: no block


TIMINGS = ("time_namelookup:  0.004211\ntime_connect:  0.012345\ntime_starttransfer:  3.198003\n"
           "time_total:  3.200117")
SLOW_LOG = "# Query_time: 12.300211  Lock_time: 0.000120 Rows_sent: 1  Rows_examined: 123456"


def test_a_slow_log_s_comment_line_is_fields() -> None:
    assert [(f.name, f.value) for f in fields_of(SLOW_LOG)] == [
        ("query_time", "12.300211"), ("lock_time", "0.000120"), ("rows_sent", "1"),
        ("rows_examined", "123456")]


@pytest.mark.parametrize("claim", [
    "TCP 建连耗时 0.012 秒，总耗时 3.2 秒", "TCP 连接耗时 12 毫秒", "the TCP connect took 0.0123 s",
    "慢查询耗时 12.3 秒", "锁等待时间为 0.12 毫秒", "这条 SQL 执行了 12.3 秒，锁等待仅 0.12 毫秒",
])
def test_a_bare_value_written_shorter_is_the_field_s(claim: str) -> None:
    assert _swapped(claim, f"{TIMINGS}\n{SLOW_LOG}") is None


@pytest.mark.parametrize(("claim", "said"), [
    ("TCP 连接耗时 3.2 秒", "time_connect 0.012345"), ("the TCP connect took 3.2 s", "time_connect 0.012345"),
    ("TCP 连接耗时 81 毫秒", "time_connect 0.012345"), ("总耗时 0.012 秒", "time_total 3.200117"),
    ("慢查询锁等待 12.3 秒", "lock_time 0.000120"),  # a value in seconds says the field's `time`
    ("慢查询锁等待时间 12.3 秒", "lock_time 0.000120"),  # the nearer field's word: the lock's
])
def test_a_bare_value_of_another_field_written_shorter_is_contradicted(claim: str, said: str) -> None:
    found = _swapped(claim, f"{TIMINGS}\n{SLOW_LOG}")
    assert found is not None and found[1].startswith(said)


CLUSTER = "cluster_state:fail\ncluster_slots_ok:10923\ncluster_slots_fail:5461\ncluster_size:3"


def test_a_word_every_field_s_name_starts_with_says_whose_they_are() -> None:
    fields = fields_of(CLUSTER)
    assert [f.words for f in fields] == [("state",), ("slots", "ok"), ("slots", "fail"), ("size",)]
    assert fields[0].name == "cluster_state"  # the name stays as printed
    claim = "有 10923 个 slot 处于 fail 状态"
    assert field_value_swapped(claim, extract_anchors(claim), [CLUSTER], extract_anchors) is not None
    assert fields_of(REDIS)[0].words == ("connected", "clients")  # no word shared
    # a container's section in `kubectl describe pod`: its name's every word says whose
    described = "Containers:\n  payment-svc:\n    State:  Running\n    Ready:  True\n    Restart Count:  4"
    assert [f.words for f in fields_of(described)] == [("state",), ("ready",), ("restart",)]


NGINX_STATUS = ("Active connections: 291 \nserver accepts handled requests\n 16630948 16630948 31070465 \n"
                "Reading: 6 Writing: 179 Waiting: 106 ")


def test_a_line_of_words_over_a_line_of_numbers_names_each() -> None:
    assert [(f.name, f.value) for f in fields_of(NGINX_STATUS)][:3] == [
        ("accepts", "16630948"), ("handled", "16630948"), ("requests", "31070465")]


@pytest.mark.parametrize(("claim", "swapped"), [
    ("nginx 共收到 16630948 个请求", True), ("nginx accepted 31070465 connections", True),
    ("nginx 共收到 31070465 个请求", False),
    ("the server handled 31070465 requests", False),  # the noun after a count is what it counts
    ("the server handled 16630948 requests", True), ("nginx 共处理了 16630948 个请求", True),
    ("nginx 共处理了 31070465 个请求", False), ("已建立 31070465 个连接", True),
    ("nginx 读请求头的连接有 6 个", False),  # `请求头` (a request's header) names no requests' count
])
def test_stub_status_s_totals_are_fields(claim: str, swapped: bool) -> None:
    found = field_value_swapped(claim, extract_anchors(claim), [NGINX_STATUS], extract_anchors)
    assert (found is not None) is swapped


PING = ("64 bytes from 10.0.2.9: icmp_seq=2 ttl=63 time=12.8 ms\n"
        "rtt min/avg/max/mdev = 0.398/3.211/12.801/4.502 ms")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("平均延迟 3.2 ms", False), ("最大延迟 12.8 毫秒", False), ("平均延迟 3 ms", False),  # written shorter
    ("平均延迟 12.8 ms", True),  # the maximum's, rounded
])
def test_a_value_in_its_unit_written_shorter_is_the_field_s(claim: str, swapped: bool) -> None:
    found = field_value_swapped(claim, extract_anchors(claim), [PING], extract_anchors)
    assert (found is not None) is swapped


@pytest.mark.parametrize(("claim", "swapped"), [
    ("被杀进程的 anon-rss 约 8 GB", True),  # total-vm's, in GB
    ("被杀进程的 anon-rss 约 4 GB", False), ("被杀进程的 anon-rss 为 3.8 GiB", False),
    ("被杀进程的 total-vm 约 4 GB", True), ("被杀进程的 total-vm 约 8 GB", False),
])
def test_a_size_in_another_unit_is_the_field_s_to_the_places_written(claim: str, swapped: bool) -> None:
    # the kernel's kB are KiB: 8123456kB is 7.7 GiB and 8.1 GB; either reads as `8 GB`
    oom = ("Out of memory: Killed process 28411 (java) total-vm:8123456kB, anon-rss:4012345kB, "
           "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:9876kB oom_score_adj:0")
    found = field_value_swapped(claim, extract_anchors(claim), [oom], extract_anchors)
    assert (found is not None) is swapped


def test_a_field_of_key_value_pairs_is_its_pairs() -> None:
    replicas = ("slave0:ip=10.0.0.8,port=6379,state=online,offset=1234567,lag=0\n"
                "master_repl_offset:1234567")
    assert [(f.name, f.value) for f in fields_of(replicas) if f.name != "master_repl_offset"] == [
        ("ip", "10.0.0.8"), ("port", "6379"), ("state", "online"), ("offset", "1234567"), ("lag", "0")]


MNTR = "zk_avg_latency\t12\nzk_max_latency\t1843\nzk_num_alive_connections\t57\nzk_outstanding_requests\t214"


def test_a_tab_parts_a_name_from_its_value_and_zk_is_silent() -> None:
    assert [(f.name, f.words, f.value) for f in fields_of(MNTR)][:2] == [
        ("zk_avg_latency", ("avg", "latency"), "12"), ("zk_max_latency", ("max", "latency"), "1843")]


@pytest.mark.parametrize(("claim", "swapped"), [
    ("平均延迟为 1843 ms", True), ("有 57 个未完成请求", True), ("存活连接数为 214", True),
    ("平均延迟为 12 ms", False), ("有 214 个未完成请求", False), ("57 alive connections", False),
])
def test_zookeeper_s_mntr_fields(claim: str, swapped: bool) -> None:
    found = field_value_swapped(claim, extract_anchors(claim), [MNTR], extract_anchors)
    assert (found is not None) is swapped


PGBENCH = """number of clients: 32
number of threads: 4
latency average = 17.443 ms
latency stddev = 5.123 ms
initial connection time = 45.120 ms"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("平均延迟为 45.120 ms", True),  # the connection time: `平均` names `average`
    ("初始连接耗时 17.443 ms", True),  # `初始` names `initial`, no count of clients
    ("平均延迟为 17.443 ms", False), ("初始连接耗时 45.120 ms", False),
])
def test_pgbench_s_results_named_in_chinese(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, PGBENCH) is not None) is swapped


def test_a_head_of_names_and_values_is_no_field() -> None:
    vault = "Key             Value\n---             -----\nTotal Shares    5\nThreshold       3"
    assert [f.name for f in fields_of(vault)] == ["total shares", "threshold"]


def test_a_field_s_name_may_hold_a_number() -> None:
    numa = "node 0 size: 64000 MB\nnode 0 free: 1200 MB\nnode 1 size: 64000 MB\nnode 1 free: 30500 MB"
    # (`node`, every field's, names none)
    assert ("node 1 free", ("1", "free"), "30500 MB") in [(f.name, f.words, f.value) for f in fields_of(numa)]
    assert _swapped("node 1 的空闲内存为 1200 MB", numa) is not None
    assert _swapped("node 1 的空闲内存为 30500 MB", numa) is None


def test_a_plan_node_s_groups_qualify_their_pairs() -> None:
    plan = ("Seq Scan on orders  (cost=0.00..1234.00 rows=5000 width=64) "
            "(actual time=0.012..45.678 rows=4987 "
            "loops=1)\nPlanning Time: 0.123 ms\nExecution Time: 45.912 ms")
    names = {f.name: f.value for f in fields_of(plan)}
    assert names["actual rows"] == "4987" and names["estimated rows"] == "5000"
    assert _swapped("orders 表的顺序扫描实际返回 5000 行", plan) is not None
    assert _swapped("orders 表的顺序扫描实际返回 4987 行", plan) is None
    assert _swapped("执行时间为 45.912 ms", plan) is None
    assert _swapped("执行时间为 0.123 ms", plan) is not None


def test_a_plural_s_name_and_a_count_broken_down_below_are_fields() -> None:
    lscpu = "CPU(s):              16\nThread(s) per core:  2\nCore(s) per socket:  8\nSocket(s):  1"
    assert [(f.words, f.value) for f in fields_of(lscpu)] == [
        (("cpu",), "16"), (("thread", "core"), "2"), (("core", "socket"), "8"), (("socket",), "1")]
    assert _swapped("每个 socket 有 16 个核心", lscpu) is not None
    assert field_held("6 cores per socket", _anchors("6 cores per socket")[0], [lscpu.replace(" 8", " 6")])
    info = "Client:\n Context:    default\nServer:\n Containers: 12\n  Running: 3\n  Stopped: 9\n Images: 45"
    assert ("containers running", ("containers", "running"), "3") in [(f.name, f.words, f.value)
                                                                     for f in fields_of(info)]
    assert _swapped("有 9 个容器在运行", info) is not None and _swapped("有 3 个容器在运行", info) is None


def test_right_aligned_counts_are_siblings_not_parts() -> None:
    mdadm = ("     Raid Devices : 5\n    Total Devices : 5\n   Active Devices : 4\n  Working Devices : 4\n"
             "   Failed Devices : 1")
    assert [f.name for f in fields_of(mdadm)] == ["raid devices", "total devices", "active devices",
                                                  "working devices", "failed devices"]


def test_a_value_then_its_process_in_parentheses_is_a_field() -> None:
    status = "   Main PID: 1234 (nginx)\n      Tasks: 5 (limit: 4915)"
    assert [(f.name, f.value) for f in fields_of(status)][:1] == [("main pid", "1234")]
    assert _swapped("nginx 主进程 PID 为 4915", status) is not None  # the tasks' limit
    assert _swapped("nginx 主进程 PID 为 1234", status) is None


def test_top_s_memory_line_is_all_fields() -> None:
    top = ("MiB Mem :  15895.2 total,   1021.3 free,  12034.5 used,   2839.4 buff/cache\n"
           "MiB Swap:   2048.0 total,   2048.0 free,      0.0 used.   3210.7 avail Mem")
    assert _swapped("空闲内存为 2839.4 MiB", top) is not None  # the cache's: no value outside the fields
    assert _swapped("总内存为 2839.4 MiB", top) is not None
    assert _swapped("缓存为 2839.4 MiB", top) is None


def test_an_exit_code_is_a_number_a_container_s_field_is_given() -> None:
    pod = ("Name:         payment-svc-7d9f8b-x2k4p\nNamespace:    prod\nContainers:\n  payment:\n"
           "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n"
           "    Restart Count:  12")
    assert _swapped("payment 容器的退出码为 12", pod) is not None  # the restarts'
    assert _swapped("the payment container exited with code 12", pod) is not None
    assert _swapped("payment 容器的退出码为 137", pod) is None
    assert _swapped("payment 容器重启了 137 次", pod) is not None


def test_a_service_s_ports_are_numbers_and_its_cluster_ip_is_named() -> None:
    service = ("Type:              ClusterIP\nIP:                10.96.12.34\n"
               "Port:              http  80/TCP\nTargetPort:        8080/TCP\n"
               "Endpoints:         10.244.1.5:8080,10.244.2.7:8080")
    assert [(f.name, f.value) for f in fields_of(service) if "port" in f.name] == [("port", "80"),
                                                                                 ("targetport", "8080")]
    assert _swapped("payment-svc 的目标端口为 80", service) is not None
    assert _swapped("payment-svc 的集群 IP 为 10.244.1.5", service) is not None  # an endpoint's
    assert _swapped("payment-svc 的 ClusterIP 为 10.96.12.34", service) is None


ETHTOOL = ("NIC statistics:\n     rx_packets: 98231231\n     tx_packets: 77123412\n     rx_dropped: 1823\n"
           "     tx_dropped: 0\n     rx_crc_errors: 47\n     rx_no_buffer_count: 311")
DRBD = ("r0 role:Primary\n  disk:UpToDate\n  node-b role:Secondary\n"
        "    replication:SyncSource peer-disk:Inconsistent done:45.20")
FSCK = ("Replicated Blocks:\n\tUnder replicated blocks: 14\n\tBlocks with corrupt replicas: 0\n"
        "\tMissing blocks: 2")
PERF = (" Performance counter stats for 'sleep 5':\n\n"
        "     12,345,678      cache-misses              #   10.000 % of all cache refs\n"
        "      1,234,567      branch-misses\n")


@pytest.mark.parametrize(("claim", "output", "said"), [
    ("发送丢包 1823 个", ETHTOOL, "nic statistics tx_dropped 0"),  # rx_dropped's
    ("有 311 个 CRC 错误", ETHTOOL, "nic statistics rx_crc_errors 47"),  # rx_no_buffer_count's
    ("丢失了 14 个块", FSCK, "replicated blocks missing blocks 2"),  # the under-replicated blocks'
    ("有 2 个副本不足的块", FSCK, "replicated blocks under replicated blocks 14"),  # the missing blocks'
    ("cache-misses 为 1,234,567", PERF, "cache-misses 12,345,678"),  # branch-misses'
])
def test_a_counter_named_by_its_words_in_chinese_is_contradicted(claim: str, output: str, said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and found[1].startswith(said)


@pytest.mark.parametrize(("claim", "output"), [
    ("接收丢包 1823 个", ETHTOOL), ("接收方向丢弃了 1823 个包", ETHTOOL), ("有 47 个 CRC 错误", ETHTOOL),
    ("r0 的对端角色为 Secondary", DRBD), ("对端磁盘状态为 Inconsistent", DRBD),  # the peer's, printed
    ("有 14 个副本不足的块", FSCK), ("丢失了 2 个块", FSCK),
    ("分支未命中 1,234,567 次", PERF),
])
def test_a_counter_s_own_value_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None


NVME_SMART = ("critical_warning                        : 0\nmedia_errors                            : 0\n"
              "num_err_log_entries                     : 12\nunsafe_shutdowns                        : 41")
TRIVY = "Total: 12 (UNKNOWN: 0, LOW: 3, MEDIUM: 5, HIGH: 3, CRITICAL: 1)"
SUREFIRE = "[ERROR] Tests run: 214, Failures: 1, Errors: 2, Skipped: 7"


@pytest.mark.parametrize(("claim", "output", "said"), [
    ("介质错误数为 12", NVME_SMART, "media_errors 0"), ("有 12 个介质错误", NVME_SMART, "media_errors 0"),
    ("不安全关机 12 次", NVME_SMART, "unsafe_shutdowns 41"),  # the error log's entries
    ("有 5 个高危漏洞", TRIVY, "high 3"), ("有 3 个中危漏洞", TRIVY, "medium 5"),  # MEDIUM's, LOW's
    ("3 moderate vulnerabilities", TRIVY, "medium 5"), ("有 3 个严重漏洞", TRIVY, "critical 1"),
    ("有 5 个低危漏洞", TRIVY, "low 3"),
    ("跳过 1 个测试", SUREFIRE, "skipped 7"), ("1 个测试出错", SUREFIRE, "errors 2"),  # the failures'
    ("有 7 个错误", SUREFIRE, "errors 2"), ("有 2 个测试失败", SUREFIRE, "failures 1"),
])
def test_a_count_named_by_its_words_in_chinese_or_its_synonym_is_contradicted(claim: str, output: str,
                                                                            said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and found[1].startswith(said)


@pytest.mark.parametrize(("claim", "output"), [
    ("错误日志条目数为 12", NVME_SMART), ("不安全关机 41 次", NVME_SMART),
    ("发生了 41 次不安全关机", NVME_SMART), ("介质错误数为 0", NVME_SMART),
    ("有 5 个中危漏洞", TRIVY), ("5 moderate vulnerabilities", TRIVY), ("有 3 个高危漏洞", TRIVY),
    ("有 1 个严重漏洞", TRIVY), ("有 3 个低危漏洞", TRIVY),
    ("有 2 个错误", SUREFIRE), ("2 个测试出错", SUREFIRE), ("跳过 7 个测试", SUREFIRE),
    ("有 1 个测试失败", SUREFIRE),
])
def test_a_count_s_own_value_in_chinese_or_its_synonym_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None


FAIL2BAN = ("Status for the jail: sshd\n|- Filter\n|  |- Currently failed:\t3\n|  |- Total failed:\t128\n"
            "|  `- File list:\t/var/log/auth.log\n`- Actions\n   |- Currently banned:\t2\n"
            "   |- Total banned:\t17\n"
            "   `- Banned IP list:\t203.0.113.7 198.51.100.23")
NODETOOL = ("ID                     : 7a1c3e52-9d0b-4f6e-8a2b-5c4d3e2f1a0b\nGossip active          : true\n"
            "Load                   : 1.21 GiB\nUptime (seconds)       : 86400\n"
            "Heap Memory (MB)       : 6123.45 / 8192.00\nOff Heap Memory (MB)   : 412.10\n"
            "Exceptions             : 0")
AUDIT = ("# npm audit report\n\nlodash  <4.17.21\nSeverity: critical\nfix available via `npm audit fix`\n"
         "node_modules/lodash\n\n3 vulnerabilities (1 moderate, 1 high, 1 critical)\n\n"
         "To address all issues, run:\n  npm audit fix\n")


def test_fail2ban_s_tree_and_a_unit_in_brackets_after_the_name_are_fields() -> None:
    assert {f.name: f.value for f in fields_of(FAIL2BAN)} == {
        "status for the jail": "sshd", "currently failed": "3", "total failed": "128",
        "file list": "/var/log/auth.log", "currently banned": "2", "total banned": "17"}
    read = {f.name: f.value for f in fields_of(NODETOOL)}
    assert read["off heap memory"] == "412.10 MB" and read["uptime"] == "86400 seconds"
    assert "heap memory" not in read  # `6123.45 / 8192.00`: no one value


@pytest.mark.parametrize(("claim", "output", "said"), [
    ("当前有 128 个失败", FAIL2BAN, "currently failed 3"),
    ("currently banned 17", FAIL2BAN, "currently banned 2"),
    ("累计封禁 2 个 IP", FAIL2BAN, "total banned 17"),
    ("堆外内存为 500 MB", NODETOOL, "off heap memory 412.10 MB"),  # the one field named, in its unit
    ("uptime is 3600 seconds", NODETOOL, "uptime 86400 seconds"),
    ("有 3 个高危漏洞", AUDIT, "high vulnerabilities 1"), ("共有 1 个漏洞", AUDIT, "vulnerabilities 3"),
])
def test_a_tree_s_a_bracketed_unit_s_or_a_tally_s_other_value_is_contradicted(claim: str, output: str,
                                                                              said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and found[1].startswith(said)


@pytest.mark.parametrize(("claim", "output"), [
    ("当前失败 3 次", FAIL2BAN), ("Total failed 为 128", FAIL2BAN), ("总共封禁了 17 次", FAIL2BAN),
    ("堆外内存为 412.10 MB", NODETOOL), ("off heap memory is 412.1 MB", NODETOOL),
    ("共发现 3 个漏洞", AUDIT), ("有 1 个高危漏洞", AUDIT), ("npm audit 报告 1 个严重漏洞", AUDIT),
])
def test_a_tree_s_a_bracketed_unit_s_or_a_tally_s_own_value_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None


def test_a_value_in_the_unit_its_name_brackets_is_held() -> None:
    claim = "堆外内存为 412.10 MB"
    (said,) = [a for a in _anchors(claim) if a.kind == "number"]
    assert field_held(claim, said, [NODETOOL])
    claim = "堆外内存为 412.10 KB"  # another unit
    (said,) = [a for a in _anchors(claim) if a.kind == "number"]
    assert not field_held(claim, said, [NODETOOL])
