"""A table cell a claim gives one row's entity while the table gives it another's
(gatekeeper.rules.support.evidence.tables)."""

from __future__ import annotations

import pytest
from loghub_quotes import check

from gatekeeper.rules.support.evidence.tables import cells_held, table_cell_swapped
from gatekeeper.rules.support.text.anchors import extract_anchors

PODS = """NAME                         READY   STATUS             RESTARTS       AGE
order-svc-7d9f8b6c5-abcde    0/1     CrashLoopBackOff   12 (2m ago)    1h
payment-svc-5c8d7f9b4-xyz12  1/1     Running            0              3d
inventory-api-6f7d8-qwert    1/1     Running            3              5h"""
TOP = """NAME                         CPU(cores)   MEMORY(bytes)
order-svc-7d9f8b6c5-abcde    950m         1800Mi
payment-svc-5c8d7f9b4-xyz12  120m         256Mi"""
DF = """Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        50G   48G  2.0G  96% /
/dev/sdb1       200G   40G  160G  20% /data"""
PSQL = """ order_id | status  | amount | updated_at
----------+---------+--------+---------------------
 O1001    | PAID    | 120.50 | 2026-11-30 10:01:00
 O1002    | FAILED  |  88.00 | 2026-11-30 10:02:00"""
RECORDS = ('[{"service": "order-svc", "errors": 152, "p99_ms": 2300}, '
           '{"service": "payment-svc", "errors": 3, "p99_ms": 180}]')
PROCESSES = """  PID USER      PR  NI    VIRT    RES  S  %CPU  %MEM     TIME+ COMMAND
 4321 app       20   0 8123456   2.1g R 185.3  27.4  12:34.56 java
 1234 root      20   0  123456   1234 S   2.0   0.1   0:01.23 sshd"""
PROMETHEUS = ('{"data": {"result": [{"metric": {"service": "order-svc"}, "value": [1764583200, "95.2"]}, '
              '{"metric": {"service": "payment-svc"}, "value": [1764583200, "12.4"]}]}}')
REPLICAS = """NAME                         READY   STATUS    RESTARTS   AGE
order-svc-7d9f8b6c5-abcde    1/1     Running   4          1h
order-svc-7d9f8b6c5-fghij    1/1     Running   0          1h"""


INDICES = """health status index            uuid                   pri rep docs.count docs.deleted store.size
yellow open   logs-2026.12.06  aB3dE5fG7hI9jK1lM3nO5p   5   1   1203456         0       2.1gb
green  open   logs-2026.12.05  xY3dE5fG7hI9jK1lM3nO5q   5   1   2203456         0       4.1gb"""

TPSTATS = """Pool Name                         Active   Pending      Completed   Blocked  All time blocked
ReadStage                              32       1450       98234123         0                 0
Native-Transport-Requests             128       2048      874563211        37              1290"""
PDB = """NAME            MIN AVAILABLE   MAX UNAVAILABLE   ALLOWED DISRUPTIONS   AGE
order-svc-pdb   2               N/A               0                     40d
redis-pdb       N/A             1                 1                     12d"""

KEYSPACE = "# Keyspace\ndb0:keys=1523401,expires=120034,avg_ttl=86123456\ndb1:keys=3402,expires=0,avg_ttl=0"


def _anchors(text: str) -> list:
    return extract_anchors(text, include_timestamps=True)


def _swapped(claim: str, output: str) -> tuple[str, str] | None:
    found = table_cell_swapped(claim, _anchors(claim), [output], _anchors)
    return None if found is None else (found[0].raw, found[1][0])


@pytest.mark.parametrize(("claim", "output", "written", "said"), [
    ("payment-svc pod restarted 12 times", PODS, "payment-svc pod restarted 12",
     "RESTARTS 0 for payment-svc-5c8d7f9b4-xyz12"),
    ("inventory-api 重启了 12 次", PODS, "inventory-api 重启了 12", "12 (2m ago) for order-svc"),
    ("order-svc pod is ready (1/1)", PODS, "order-svc pod is ready (1/1", "READY 0/1 for order-svc"),
    ("inventory-api 已运行 3d", PODS, "inventory-api 已运行 3d", "AGE 5h"),
    ("payment-svc 的 CPU 使用为 950m", TOP, "payment-svc 的 CPU 使用为 950m", "CPU 120m"),
    ("payment-svc uses 1800Mi of memory", TOP, "payment-svc uses 1800Mi", "MEMORY 256Mi"),
    ("/data 磁盘使用率 96%", DF, "/data 磁盘使用率 96%", "USE% 20% for /dev/sdb1"),
    ("/data 剩余 2.0G", DF, "/data 剩余 2.0G", "AVAIL 160G for /dev/sdb1"),
    ("订单 O1001 的金额为 88.00", PSQL, "O1001 的金额为 88.00", "AMOUNT 120.50 for O1001"),
    ("payment-svc had 152 errors", RECORDS, "payment-svc had 152", "ERRORS 3 for payment-svc"),
    ("payment-svc p99 was 2300ms", RECORDS, "payment-svc p99 was 2300ms", "P99_MS 180ms"),
    # a process by its command; a sample by its labels, the one column of numbers its value
    ("sshd 进程 CPU 占用 185.3%", PROCESSES, "sshd 进程 CPU 占用 185.3%", "%CPU 2.0% for sshd"),
    ("sshd 进程内存占用 2.1g", PROCESSES, "sshd 进程内存占用 2.1g", "2.1g for java"),  # its RES, top's size
    ("sshd 的常驻内存为 2.1g", PROCESSES, "sshd 的常驻内存为 2.1g", "RES 1234KiB for sshd"),
    ("payment-svc 的 CPU 使用率为 95.2", PROMETHEUS, "payment-svc 的 CPU 使用率为 95.2",
     "VALUE 12.4 for payment-svc"),
    # an Elasticsearch index by its `index` column, its columns by their words
    ("logs-2026.12.06 有 2203456 条文档", INDICES, "logs-2026.12.06 有 2203456", "DOCS.COUNT 1203456"),
    ("logs-2026.12.06 的存储大小为 4.1gb", INDICES, "logs-2026.12.06 的存储大小为 4.1gb", "STORE.SIZE 2.1gb"),
    ("logs-2026.12.06 占用 4.1gb", INDICES, "logs-2026.12.06 占用 4.1gb", "STORE.SIZE 2.1gb"),
    ("payment-svc is not Running", PODS, "payment-svc is not Running", "STATUS Running for payment-svc"),
    # nodetool's thread pools; a disruption budget's columns
    ("ReadStage 有 2048 个待处理任务", TPSTATS, "ReadStage 有 2048", "PENDING 1450 for ReadStage"),
    ("order-svc-pdb 允许 1 个中断", PDB, "order-svc-pdb 允许 1", "ALLOWED DISRUPTIONS 0 for order-svc-pdb"),
    # Redis' keyspace, a row per database: `key`, `过期` name its counts
    ("db0 有 3402 个 key", KEYSPACE, "db0 有 3402", "KEYS 1523401 for db0"),
    ("db1 有 120034 个设置了过期的 key", KEYSPACE, "db1 有 120034", "EXPIRES 0 for db1"),
])
def test_another_row_s_cell_is_contradicted(claim: str, output: str, written: str, said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and found[0] == written and said in found[1]


@pytest.mark.parametrize(("claim", "output"), [
    ("order-svc pod restarted 12 times", PODS),  # its own cell
    ("order-svc is not Running", PODS), ("order-svc 没有处于 Running 状态", PODS),  # another's, denied
    ("order-svc-7d9f8b6c5-abcde 重启了 12 次，READY 为 0/1", PODS),
    ("payment-svc 的 CPU 使用为 120m", TOP),
    ("/data 磁盘使用率 20%", DF),
    ("order-svc 和 payment-svc 分别重启了 12 次和 0 次", PODS),  # two rows in a clause
    ("order-svc 重启了 4 次", REPLICAS),  # a service of two pods: which one is unsure
    ("inventory-api 在 3 分钟内重启", PODS), ("inventory-api 3 周前重启", PODS),  # a duration, no cell
    ("payment-svc 重启于 10:03", PODS),  # a time's parts
    ("payment-svc 有 3 个副本", PODS),  # no column named
    ("订单 O1002 的金额为 88.0", PSQL),  # as JSON writes it
    ("payment-svc had 3 errors, p99 180ms", RECORDS),
    ("java 进程 CPU 占用 185.3%", PROCESSES),
    ("java 进程内存占用 2.1g", PROCESSES), ("java 进程内存占用 8123456", PROCESSES),  # its RES, its VIRT
    ("order-svc 的 CPU 使用率为 95.2", PROMETHEUS),
    ("logs-2026.12.06 有 1203456 条文档", INDICES),
])
def test_the_row_s_own_cell_or_an_unsure_one_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None


@pytest.mark.parametrize(("claim", "written", "said"), [
    ("All pods are Running.", "All pods are Running", "STATUS CrashLoopBackOff for order-svc"),
    ("所有 Pod 均已就绪", "所有 Pod 均已就绪", "READY 0/1 for order-svc"),
    # a Chinese word of running is the `Running` phase; `都` says every row
    ("所有 Pod 都在运行", "所有 Pod 都在运行", "STATUS CrashLoopBackOff for order-svc"),
    ("Pod 都正常运行", "都正常运行", "STATUS CrashLoopBackOff for order-svc"),
    ("No pod is in CrashLoopBackOff", "No pod is in CrashLoopBackOff", "STATUS CrashLoopBackOff"),
    ("所有 Pod 的重启次数都是 0", "所有 Pod 的重启次数都是 0", "RESTARTS 12 (2m ago) for order-svc"),
    ("all file systems are at 20% usage", "all file systems are at 20% usage", "USE% 96% for /dev/sda1"),
])
def test_a_cell_said_of_every_row_or_none_that_a_row_denies_is_contradicted(
        claim: str, written: str, said: str) -> None:
    found = _swapped(claim, DF if "file" in claim else PODS)
    assert found is not None and found[0] == written and said in found[1]


CONTAINERS = """CONTAINER ID   IMAGE              STATUS                        NAMES
3f2a1b9c8d7e   order-svc:1.4.2    Up 3 hours                    order-svc
9e8d7c6b5a4f   redis:7.0          Exited (137) 12 minutes ago   redis-cache"""


@pytest.mark.parametrize(("claim", "up"), [
    # docker's running containers are `Up`, its stopped ones `Exited`: every one said running,
    # none exited, passed over an exited one
    ("所有容器都在运行", False), ("all containers are running", False), ("全部容器都处于运行状态", False),
    ("没有容器退出", False), ("no container has exited", False),
    ("所有容器都在运行", True), ("没有容器退出", True), ("all containers are up", True),
])
def test_docker_s_containers_up_or_exited(claim: str, up: bool) -> None:
    output = CONTAINERS.replace("Exited (137) 12 minutes ago", "Up 2 days" + " " * 18) if up else CONTAINERS
    assert (_swapped(claim, output) is None) == up


CLAIMS = """NAME           STATUS    VOLUME     CAPACITY   ACCESS MODES   STORAGECLASS   AGE
data-mysql-0   Pending                                        ssd            5m
data-mysql-1   Bound     pvc-8f3a   20Gi       RWO            ssd            30d"""


@pytest.mark.parametrize(("claim", "bound"), [
    # a phase written in lower case, or `已经绑定`, passed over a Pending claim (an empty cell)
    ("all PVCs are bound", False), ("所有 PVC 都已经绑定", False),
    ("all PVCs are bound", True), ("所有 PVC 都已经绑定", True), ("no claim is still pending", True),
])
def test_a_volume_claim_s_phase(claim: str, bound: bool) -> None:
    output = CLAIMS.replace("Pending  ", "Bound    ") if bound else CLAIMS
    assert (_swapped(claim, output) is None) == bound


MEMBERS = """Node      Address          Status  Type    Build   Protocol  DC   Segment
consul-1  10.0.4.11:8301   alive   server  1.17.0  2         dc1  <all>
consul-2  10.0.4.12:8301   failed  server  1.17.0  2         dc1  <all>"""


@pytest.mark.parametrize(("claim", "contradicted"), [
    # a lower-case cell said of every row (`alive`, `failed` of consul's Status)
    ("all consul members are alive", True), ("consul 的所有节点都是 alive 状态", True),
    ("没有节点处于 failed 状态", True), ("所有节点都在 dc1", False), ("all members are servers", False),
])
def test_a_lower_case_cell_said_of_every_row(claim: str, contradicted: bool) -> None:
    assert (_swapped(claim, MEMBERS) is not None) == contradicted


@pytest.mark.parametrize(("claim", "output"), [
    ("All payment-svc pods are Running.", PODS),  # the service's rows only
    ("All pods are Running.", REPLICAS),
    ("所有 Pod 均已就绪", REPLICAS),
    ("Not all pods are ready.", PODS),  # denied
    ("并非所有 Pod 都处于 Running 状态", PODS),
    ("没有 Pod 处于 Pending 状态", PODS),  # a state no row has
])
def test_a_cell_every_row_or_none_has_is_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None

FREE = """$ free -m
              total        used        free      shared  buff/cache   available
Mem:           7821        5230         312          45        2278        2230
Swap:          2047        1024        1023"""

CALLS = ('[{"service": "order-svc", "requests": 12000, "errors": 152, "timeouts": 37}, '
         '{"service": "payment-svc", "requests": 8000, "errors": 3, "timeouts": 1}]')
OFFSETS = """GROUP           TOPIC     PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG
order-consumer  orders    0          1200            1500            300
order-consumer  orders    1          980             980             0"""


@pytest.mark.parametrize(("claim", "output", "written", "said"), [
    # another column's cell of the row the clause names, the column it names not
    ("/data 已用 160G", DF, "/data 已用 160G", "USED 40G for /dev/sdb1"),
    ("/data 总容量 40G", DF, "/data 总容量 40G", "SIZE 200G for /dev/sdb1"),
    ("可用内存仅剩 312MB", FREE, "内存仅剩 312MB", "AVAILABLE 2230MiB for Mem"),
    ("空闲内存为 2230 MB", FREE, "内存为 2230 MB", "FREE 312MiB for Mem"),  # written apart
    ("free memory is 2230 MiB", FREE, "memory is 2230 MiB", "FREE 312MiB for Mem"),
    ("内存总量 5230MB", FREE, "内存总量 5230MB", "TOTAL 7821MiB for Mem"),
    ("已用内存 2230MB，可用 5230MB", FREE, "内存 2230MB", "USED 5230MiB for Mem"),
    ("Swap 已使用 1023MB", FREE, "Swap 已使用 1023MB", "USED 1024MiB for Swap"),
    ("Swap 已使用 5230MB", FREE, "Swap 已使用 5230MB", "5230MiB for Mem"),  # another row's
    ("java 进程内存占用 185.3%", PROCESSES, "java 进程内存占用 185.3%", "%MEM 27.4% for java"),
    ("order-svc 超时 152 次", CALLS, "order-svc 超时 152", "TIMEOUTS 37 for order-svc"),
    ("order-svc 请求数 152", CALLS, "order-svc 请求数 152", "REQUESTS 12000 for order-svc"),
    # `offset`, a part both columns' names have, names neither
    ("orders 分区 0 的 CURRENT-OFFSET 为 1500", OFFSETS, "分区 0 的 CURRENT-OFFSET 为 1500",
     "CURRENT-OFFSET 1200"),
])
def test_another_column_s_cell_of_the_row_is_contradicted(claim: str, output: str, written: str,
                                                          said: str) -> None:
    found = _swapped(claim, output)
    assert found is not None and found[0] == written and said in found[1]


@pytest.mark.parametrize(("claim", "output"), [
    ("/data 已用 40G，剩余 160G", DF), ("/data 总容量 200G", DF), ("可用内存为 2230 MB", FREE),
    ("空闲内存仅 312MB", FREE), ("available memory is 2230 MiB", FREE),
    ("已用内存 5230MB，可用 2230MB", FREE), ("Swap 已使用 1024MB", FREE), ("内存总量 7821MB", FREE),
    ("内存共 7821MB，已用 5230MB", FREE), ("java 进程内存占用 27.4%", PROCESSES),
    ("order-svc 请求 12000 次，超时 37 次", CALLS),  # each column named with its own cell
    ("order-svc 请求超时 37 次", CALLS),  # two columns named: neither is another's cell
    ("orders 分区 0 的 CURRENT-OFFSET 为 1200", OFFSETS),
    ("orders 分区 0 的 offset 为 1500", OFFSETS),  # which offset: unsure
])
def test_the_row_s_own_cells_are_not(claim: str, output: str) -> None:
    assert _swapped(claim, output) is None


DEPLOY = """NAME            READY   UP-TO-DATE   AVAILABLE   AGE
order-svc       1/3     3            1           5m
payment-svc     2/2     2            2           9m"""


@pytest.mark.parametrize("claim", ["order-svc 只有 1 个 Pod 就绪", "order-svc 的 3 个副本中只有 1 个就绪"])
def test_a_ready_count_of_a_row_s_ratio_is_its_own(claim: str) -> None:
    assert _swapped(claim, DEPLOY) is None


def test_another_ready_count_of_a_row_is_not() -> None:
    assert _swapped("order-svc 只有 3 个 Pod 就绪", DEPLOY) is not None


@pytest.mark.parametrize(("command", "held"), [
    ("$ free -m", ["2230MB", "312 MiB", "1023M"]),
    ("root@host:~# free --mega", ["2230MB", "312 MiB", "1023M"]),
    ("$ free -g", []),  # another unit: the digits are no such size
    ("$ cat free.txt", []),  # no `free` command: the unit is unknown
])
def test_free_s_numbers_are_in_its_option_s_unit(command: str, held: list[str]) -> None:
    claim = "可用内存 2230MB，空闲 312 MiB，Swap 空闲 1023M"
    missing = [a for a in _anchors(claim) if a.kind == "number"]
    output = FREE.replace("$ free -m", command)
    assert [a.raw for a in missing if a not in cells_held(missing, [output])] == held


def test_a_number_a_table_gives_in_its_column_s_unit_is_held() -> None:
    claim = "java 进程 CPU 占用 185.3%，p99 2300ms，内存 27.4MB"
    missing = [a for a in _anchors(claim) if a.kind == "number"]
    held = cells_held(missing, [PROCESSES, "| service | p99_ms |\n|---|---|\n| a | 2300 |\n| b | 4 |"])
    assert [a.raw for a in held] == ["27.4MB"]  # `%MEM` is a percentage, not megabytes


def test_an_object_s_kind_is_no_part_of_its_name() -> None:
    events = ("LAST SEEN   TYPE      REASON      OBJECT                            MESSAGE\n"
              "2m          Warning   BackOff     pod/order-svc-7d9f8b6c5-abcde     Back-off restarting\n"
              "5m          Warning   Unhealthy   pod/payment-svc-5c8d7f9b4-xyz12   Readiness probe failed")
    assert _swapped("payment-svc 的 Pod 出现 BackOff 事件", events) == (
        "payment-svc 的 Pod 出现 BackOff",
        "REASON Unhealthy for pod/payment-svc-5c8d7f9b4-xyz12 ('5m  Warning  Unhealthy  "
        "pod/payment-svc-5c8d7f9b4-xyz12  Readiness probe failed'), BackOff for "
        "pod/order-svc-7d9f8b6c5-abcde")
    assert _swapped("order-svc 的 Pod 出现 BackOff 事件", events) is None


WIDE = """NAME                        READY   STATUS    RESTARTS   AGE   IP            NODE
order-svc-7d9f8b6c5-x2k4p   1/1     Running   0          3h    10.244.1.12   node-1
order-svc-7d9f8b6c5-q9w8e   0/1     Running   5          3h    10.244.2.7    node-3"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("order-svc-7d9f8b6c5-x2k4p 运行在 node-3 上", True),
    ("pod order-svc-7d9f8b6c5-x2k4p is scheduled on node-3", True),
    ("order-svc-7d9f8b6c5-x2k4p 运行在 node-1 上", False),
    ("order-svc-7d9f8b6c5-q9w8e 运行在 node-3 上", False),
    # two rows named by their first cells: which value is whose is unsure
    ("order-svc-7d9f8b6c5-x2k4p 和 order-svc-7d9f8b6c5-q9w8e 运行在 node-3 上", False),
])
def test_a_node_written_as_a_value_is_no_row_s_name(claim: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, _anchors(claim), [WIDE], _anchors)
    assert (found is not None and "NODE node-1" in found[1][0]) if swapped else found is None


KAFKA = """GROUP     TOPIC    PARTITION   CURRENT-OFFSET   LOG-END-OFFSET   LAG    CONSUMER-ID
billing   orders   0           1200             1250             50     consumer-1
billing   orders   1           900              6100             5200   consumer-2
billing   orders   12          3000             3010             10     consumer-3"""


@pytest.mark.parametrize(("claim", "said"), [
    ("partition 0 的 lag 为 5200", "LAG 50 for billing partition 0"),
    ("orders 分区 12 的积压为 5200 条", "LAG 10 for billing partition 12"),
    ("consumer-1 的 lag 为 5200", "LAG 50 for billing partition 0"),
    ("partition 1 的 lag 为 5200", None),
    ("partition 1 的 lag 为 50 条以上", None),  # `partition 1`, not `partition 12`; a bound aside
])
def test_a_row_is_named_by_its_number_after_its_column_s_word(claim: str, said: str | None) -> None:
    found = table_cell_swapped(claim, _anchors(claim), [KAFKA], _anchors)
    assert (found is not None and found[1][0].startswith(said)) if said else found is None


DOCKER_STATS = (
    "CONTAINER ID   NAME          CPU %     MEM USAGE / LIMIT   MEM %     NET I/O          BLOCK I/O   PIDS\n"
    "3f2a1c9d8e7b   order-svc     182.34%   1.62GiB / 2GiB      81.00%    1.2GB / 980MB    12MB / 0B   87\n"
    "9a8b7c6d5e4f   payment-svc   12.05%    512MiB / 1GiB       50.00%    300MB / 250MB    4MB / 0B    41")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("order-svc 内存使用 2GiB", True),  # its limit
    ("order-svc 的内存限制为 1.62GiB", True),  # its use
    ("order-svc 的进程数为 41", True),  # payment-svc's
    ("order-svc 内存使用 1.62GiB", False),
    ("order-svc 内存使用率 81.00%", False),  # `使用率` names MEM %, not MEM USAGE
    ("order-svc 的 CPU 使用率为 182.34%", False),
    ("payment-svc 内存占用 512MiB", False),
])
def test_docker_stats_columns(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, DOCKER_STATS) is not None) is swapped


MYSQL_STATUS = """+----------------------+-------+
| Variable_name        | Value |
+----------------------+-------+
| Threads_connected    | 151   |
| Threads_running      | 37    |
| Max_used_connections | 200   |
| max_connections      | 1000  |
+----------------------+-------+"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("MySQL 当前连接数为 200", True),  # Max_used_connections'
    ("正在运行的线程数为 151", True),
    ("历史最大连接数为 1000", True),  # max_connections': the limit, not the peak
    ("最大连接数为 200", True),  # `最大连接数` is max_connections
    ("MySQL 当前连接数为 151", False),
    ("历史最大连接数为 200", False),
    ("最大连接数为 1000", False),
    ("当前连接数 151，正在运行的线程 37", False),
])
def test_mysql_s_status_variables_named_in_chinese(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, MYSQL_STATUS) is not None) is swapped


KAFKA_TOPIC = ("Topic: orders\tTopicId: 4VvGk2dq\tPartitionCount: 3\tReplicationFactor: 3\n"
         "\tTopic: orders\tPartition: 0\tLeader: 2\tReplicas: 2,1,3\tIsr: 2,1\n"
         "\tTopic: orders\tPartition: 1\tLeader: 3\tReplicas: 3,2,1\tIsr: 3,2,1\n"
         "\tTopic: orders\tPartition: 2\tLeader: 1\tReplicas: 1,3,2\tIsr: 1")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("orders 分区 0 的 leader 是 broker 3", True),  # partition 1's
    ("the leader of partition 2 of orders is broker 2", True),
    ("orders 分区 0 的 leader 是 broker 2", False),  # `2` is no value of the partition column
    ("orders 分区 2 的 leader 是 broker 1", False),
])
def test_a_partition_named_by_its_number_and_its_leader(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, KAFKA_TOPIC) is not None) is swapped


PG_STATES = ("        state        | count\n---------------------+-------\n active              |    12\n"
             " idle                |    30\n idle in transaction |     5\n(3 rows)")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("有 30 个活跃连接", True),  # idle's count
    ("空闲连接有 5 个", True),
    ("有 12 个活跃连接", False),
    ("事务中空闲的连接有 5 个", False),
])
def test_session_states_named_in_chinese(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, PG_STATES) is not None) is swapped


@pytest.mark.parametrize(("claim", "swapped"), [
    # a state is its one column's cell: `为`, `is` name STATUS as `状态` does
    ("order-svc 为 Running", True), ("payment-svc is CrashLoopBackOff", True),
    # Chinese with no spaces: the value and the row's name next to Chinese characters
    ("payment-svc处于CrashLoopBackOff状态", True), ("payment-svc重启了12次", True),
    ("order-svc-7d9f8b6c5-abcde重启了0次", True), ("order-svc重启了12次", False),
    ("order-svc 为 CrashLoopBackOff", False),
    # two rows in a clause, each its own part of it after a joining word
    ("payment-svc is Running while order-svc is in Running", True),
    ("order-svc is Running and payment-svc is CrashLoopBackOff", True),
    ("order-svc 为 Running，而 payment-svc 为 CrashLoopBackOff", True),
    ("order-svc is CrashLoopBackOff while payment-svc is Running", False),
    # given respectively: the rows' in the order named
    ("order-svc and payment-svc are Running and CrashLoopBackOff respectively", True),
    ("order-svc and payment-svc are CrashLoopBackOff and Running respectively", False),
    ("payment-svc 与 order-svc 的重启次数分别为 12 和 0", True),
    ("payment-svc 与 order-svc 的重启次数分别为 0 和 12", False),
    ("payment-svc 与 order-svc 在过去 1h 内的重启次数分别为 12 和 0", False),  # three values: unsure
    # with no joining word: unsure which is whose
    ("order-svc 因 payment-svc 超时而 CrashLoopBackOff", False),
])
def test_a_state_names_its_column_and_joined_rows_are_apart(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, PODS) is not None) is swapped


PATRONI = """| Member | Host      | Role    | State     | TL | Lag in MB |
+--------+-----------+---------+-----------+----+-----------+
| pg-1   | 10.0.0.11 | Leader  | running   |  4 |           |
| es-node-2 | 10.0.0.12 | Replica | streaming |  4 |        16 |"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("pg-1 的状态是 streaming", True), ("es-node-2 state: running", True),  # a lower-case cell, named
    ("pg-1 is streaming WAL", False),  # the column not named: the word is no cell's value
    ("es-node-2 的复制延迟为 16 MB", False),  # `node` of the row's name names no `node` column
    ("es-node-2 的状态是 streaming", False),
])
def test_a_lower_case_word_is_a_value_of_a_column_the_clause_names(claim: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, extract_anchors(claim), [PATRONI], extract_anchors)
    assert (found is not None) is swapped


PROCESSLIST = """| Id  | User | Host           | db   | Command | Time | State        | Info |
+-----+------+----------------+------+---------+------+--------------+------+
| 101 | app  | 10.0.1.5:43122 | shop | Query   |  312 | Sending data | NULL |
| 103 | app  | 10.0.1.7:43201 | shop | Query   |   48 | Locked       | NULL |"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("线程 103 的查询已运行 312 秒", True), ("query 103 has been running for 312 seconds", True),
    ("线程 101 的查询已运行 312 秒", False), ("线程 103 的查询运行了 48 秒", False),
])
def test_a_duration_is_a_timed_column_s_value_in_any_unit(claim: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, extract_anchors(claim), [PROCESSLIST], extract_anchors)
    assert (found is not None) is swapped
    durations = [a for a in extract_anchors(claim) if a.unit == "ms"]
    assert cells_held(durations, [PROCESSLIST]) == []  # each a cell, in seconds


def test_a_cell_written_shorter_is_the_row_s_unless_another_cell_is_it_exactly() -> None:
    top = ("  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n"
           " 4321 app       20   0 8123456   2.1g  12345 R 185.3  27.4  12:34.56 java\n"
           " 1234 root      20   0  123456   1234   1000 S   2.0   0.1   0:01.23 sshd")
    for claim, swapped in (("java 进程 CPU 占用 185%", False), ("sshd 进程 CPU 占用 185%", True)):
        found = table_cell_swapped(claim, extract_anchors(claim), [top], extract_anchors)
        assert (found is not None) is swapped
    assert cells_held(extract_anchors("CPU 占用 185%"), [top]) == []
    # docker's usage `1.62GiB` rounds to `2GiB`, but `2GiB` is its limit as printed
    claim = "order-svc 内存使用 2GiB"
    assert table_cell_swapped(claim, extract_anchors(claim), [DOCKER_STATS], extract_anchors) is not None


LAGS = ("GROUP           TOPIC   PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG     CONSUMER-ID\n"
        "order-consumer  orders  0          1520340         1520350         10      consumer-1-8c1f\n"
        "order-consumer  orders  1          1498211         1598211         100000  consumer-2-4d5e")
MPSTAT = """10:02:11 AM  CPU    %usr   %sys %iowait   %idle
10:02:12 AM    0   90.10   0.90    0.00    9.00
10:02:12 AM    1    0.00  15.70   60.30   24.00"""


@pytest.mark.parametrize(("claim", "output", "swapped"), [
    ("consumer-2 负责的分区积压了 10 万条消息", LAGS, False),  # 10 万 is 100000
    ("consumer-1 负责的分区积压了 10 万条消息", LAGS, True),
    ("CPU 1 的 iowait 为 60.3%", MPSTAT, False), ("CPU 0 的 iowait 为 60.3%", MPSTAT, True),
    ("CPU 0 的用户态使用率为 90.1%", MPSTAT, False), ("CPU 1 的用户态使用率为 90.1%", MPSTAT, True),
    ("CPU 1 的 %sys 为 0.9%", MPSTAT, True),  # `0.9` names no row `0`
])
def test_a_magnitude_in_chinese_and_mpstat_s_columns(claim: str, output: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, extract_anchors(claim), [output], extract_anchors)
    assert (found is not None) is swapped



PVC = """NAME           STATUS    VOLUME         CAPACITY   ACCESS MODES   STORAGECLASS   AGE
data-mysql-0   Bound     pvc-1a2b3c4d   100Gi      RWO            ssd            12d
data-mysql-1   Pending                                            ssd            5m"""


def test_a_row_s_empty_cell_is_shown_as_empty() -> None:
    claim = "data-mysql-1 的容量为 100Gi"
    found = table_cell_swapped(claim, extract_anchors(claim), [PVC], extract_anchors)
    assert found is not None and found[1][0].startswith("CAPACITY (empty) for data-mysql-1 (")


SOCKETS = """Transport Total     IP        IPv6
RAW       0         0         0
UDP       14        10        4
TCP       687       600       87"""


@pytest.mark.parametrize(("claim", "found"), [
    ("TCP 的 IPv6 套接字有 600 个", "IPV6 87 for TCP"),  # the IP column's: `ipv6` names no `IP`
    ("TCP 的 IP 套接字有 87 个", "IP 600 for TCP"),
    ("TCP 的 IPv6 套接字有 87 个", None),
])
def test_a_column_whose_name_starts_another_s_is_not_named_by_it(claim: str, found: str | None) -> None:
    swapped = table_cell_swapped(claim, extract_anchors(claim), [SOCKETS], extract_anchors)
    assert (swapped[1][0].split(" (")[0] if swapped else None) == found


SERVICES = ("NAME          TYPE           CLUSTER-IP      EXTERNAL-IP     PORT(S)                      AGE\n"
            "order-svc     ClusterIP      10.96.12.34     <none>          8080/TCP                     12d\n"
            "gateway       LoadBalancer   10.96.200.7     34.120.55.10    80:31380/TCP,443:31390/TCP   40d")


@pytest.mark.parametrize(("claim", "said"), [
    ("gateway 的 cluster IP 为 10.96.12.34", "CLUSTER-IP 10.96.200.7 for gateway"),
    ("order-svc 的外部 IP 为 34.120.55.10", "EXTERNAL-IP <none> for order-svc"),
    ("gateway 的集群 IP 是 10.96.200.7", None), ("order-svc 的 IP 为 10.96.12.34:8080", None),
])
def test_an_address_is_a_cell_s_value(claim: str, said: str | None) -> None:
    found = _swapped(claim, SERVICES)
    assert (None if found is None else found[1].partition(" (")[0]) == said


PM2 = """┌────┬────────┬─────────┬────┬─────────┐
│ id │ name   │ mode    │ ↺  │ status  │
├────┼────────┼─────────┼────┼─────────┤
│ 0  │ api    │ cluster │ 28 │ online  │
│ 1  │ worker │ fork    │ 0  │ errored │
│ 2  │ mailer │ fork    │ 5  │ stopped │
└────┴────────┴─────────┴────┴─────────┘"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("worker is online", True), ("api is errored", True), ("mailer is now in the online state", True),
    ("api is currently stopped", True), ("api 已重启 0 次", True), ("worker restarted 28 times", True),
    ("api is online", False), ("worker is errored", False), ("mailer is stopped", False),
    ("api is not stopped", False),  # a denial of another's state: no value given
    ("api was stopped", False),  # another time
    ("api 已重启 28 次", False),
])
def test_a_state_said_in_english_names_the_state_column(claim: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, extract_anchors(claim), [PM2], extract_anchors)
    assert (found is not None) is swapped


POOLS = """ database |   user    | cl_active | cl_waiting | sv_active | sv_idle | maxwait
----------+-----------+-----------+------------+-----------+---------+---------
 shop     | app       |        87 |         42 |        20 |       0 |      12
 reports  | analytics |         3 |          0 |         3 |       2 |       0"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("shop 库有 87 个客户端在等待", True), ("reports 有 42 个客户端在等待", True),
    ("shop 的最大等待时间为 0 秒", True), ("shop has 42 active clients", True),
    ("shop 库有 42 个客户端在等待", False), ("shop 的最大等待时间为 12 秒", False),
    ("reports has 3 active clients", False),
])
def test_pgbouncer_s_pools_named_by_their_words(claim: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, extract_anchors(claim), [POOLS], extract_anchors)
    assert (found is not None) is swapped


INGRESSES = """NAME       CLASS   HOSTS               ADDRESS        PORTS     AGE
shop-web   nginx   shop.example.com    203.0.113.10   80, 443   41d
admin      nginx   admin.example.com   203.0.113.12   443       3d"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("shop-web 的域名是 admin.example.com", True), ("admin serves shop.example.com", True),
    ("shop-web 的域名是 shop.example.com", False), ("admin serves admin.example.com", False),
])
def test_a_host_is_a_cell_s_value(claim: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, extract_anchors(claim), [INGRESSES], extract_anchors)
    assert (found is not None) is swapped


PODS_STATES = """NAME       READY   STATUS             RESTARTS   AGE
api-7d9f   0/1     CrashLoopBackOff   12         1h
web-5c8d   1/1     Running            0          1h"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("api-7d9f is running", True), ("web-5c8d is crashloopbackoff", True),
    ("web-5c8d is running", False), ("api-7d9f is running out of memory", False),  # a verb's phrase
])
def test_a_capitalised_state_said_in_lower_case_english(claim: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, extract_anchors(claim), [PODS_STATES], extract_anchors)
    assert (found is not None) is swapped


FREE_GI = """               total        used        free      shared  buff/cache   available
Mem:           62Gi        41Gi       303Mi       1.0Gi       1.8Gi        17Gi
Swap:         4.0Gi       3.3Gi       100Mi"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("free memory is 3.3Gi", True), ("598Mi of swap is used", False),  # printed nowhere: not this
    ("swap usage is 303Mi", True),  # another row's other column, the column named
    ("free memory is 303Mi", False), ("swap usage is 3.3Gi", False),
])
def test_another_row_s_other_column_when_the_column_is_named(claim: str, swapped: bool) -> None:
    found = table_cell_swapped(claim, extract_anchors(claim), [FREE_GI], extract_anchors)
    assert (found is not None) is swapped


def test_another_row_s_bare_number_of_another_column_is_no_value_given() -> None:
    """(`broker 1 不在分区 2 的 ISR 中`: partition 1's number is no ISR the claim gives partition 2.)"""
    described = ("Topic: t\tPartition: 1\tLeader: 3\tReplicas: 3,1,2\tIsr: 3,2,1\n"
                 "Topic: t\tPartition: 2\tLeader: 2\tReplicas: 2,1,3\tIsr: 2")
    claim = "broker 1 不在 t 分区 2 的 ISR 中"
    assert table_cell_swapped(claim, extract_anchors(claim), [described], extract_anchors) is None


HPA_ROWS = """NAME   REFERENCE        TARGETS   MINPODS   MAXPODS   REPLICAS   AGE
api    Deployment/api   85%/80%   2         10        6          12d
web    Deployment/web   40%/70%   2         8         2          30d"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("web has 6 replicas", True),  # api's: the HPA's REPLICAS is a count, no list of brokers
    ("web 当前有 6 个副本", True),
    ("web has 2 replicas", False),
    ("api 当前有 6 个副本", False),
])
def test_an_autoscaler_s_replicas_counted(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, HPA_ROWS) is not None) is swapped


OSD_DF = """ID  CLASS  SIZE     RAW USE  AVAIL    %USE   VAR   PGS  STATUS
 0    hdd  932 GiB  812 GiB  120 GiB  87.12  1.21  112      up
 1    hdd  932 GiB  512 GiB  420 GiB  54.93  0.76   98    down"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("OSD 1 使用率为 87.12%", True), ("osd.1 有 112 个 PG", True),  # OSD 0's: `osd` numbers a row by its ID
    ("OSD 0 使用率为 87.12%", False), ("osd.1 有 98 个 PG", False),
])
def test_an_osd_named_by_its_number(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, OSD_DF) is not None) is swapped


PVCS = """NAME           STATUS   VOLUME      CAPACITY   ACCESS MODES   STORAGECLASS   AGE
data-mysql-0   Bound    pvc-3f2a1   100Gi      RWO            standard       30d
logs-es-0      Bound    pvc-9e8d7   50Gi       RWX            fast-ssd       12d"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("data-mysql-0 使用 fast-ssd 存储类", True), ("data-mysql-0 uses the fast-ssd storage class", True),
    ("data-mysql-0 使用 standard 存储类", False), ("logs-es-0 的存储类为 fast-ssd", False),
])
def test_a_claim_s_storage_class(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, PVCS) is not None) is swapped


ISTIO = """NAME                            CLUSTER     CDS        LDS        EDS        RDS
reviews-v1-5b9c.default         Kubernetes  SYNCED     SYNCED     SYNCED     STALE
reviews-v2-7f6d.default         Kubernetes  SYNCED     SYNCED     SYNCED     SYNCED"""


@pytest.mark.parametrize(("claim", "found"), [
    ("reviews-v2-7f6d.default 的 RDS 状态为 STALE", True),  # another row's RDS
    ("reviews-v2-7f6d.default 的 CDS 为 STALE", True),  # a state of the columns of states
    ("reviews-v1-5b9c.default 的 RDS 状态为 STALE", False),
    ("reviews-v2-7f6d.default 的 CDS 为 SYNCED", False),
])
def test_a_state_of_columns_sharing_their_states_is_one_of_each(claim: str, found: bool) -> None:
    assert (table_cell_swapped(claim, extract_anchors(claim), [ISTIO], extract_anchors) is not None) is found


REPLICATION = """ pid  |  usename   | client_addr |   state   |    write_lag    |   replay_lag
------+------------+-------------+-----------+-----------------+-----------------
 4321 | replicator | 10.0.0.12   | streaming | 00:00:00.001234 | 00:00:02.512345
 4388 | replicator | 10.0.0.13   | catchup   | 00:00:05        | 00:00:12
(2 rows)"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("10.0.0.12 处于 catchup 状态", True), ("10.0.0.13 的 replay_lag 为 00:00:02.512345", True),
    ("10.0.0.13 的写入延迟为 00:00:12", True),  # its replay lag
    ("10.0.0.13 处于 catchup 状态", False), ("10.0.0.12 的回放延迟为 00:00:02.512345", False),
])
def test_a_replica_named_by_its_client_address_and_its_lags(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, REPLICATION) is not None) is swapped


NTPQ = """     remote           refid      st t when poll reach   delay   offset  jitter
==============================================================================
*10.0.0.1        .GPS.            1 u   33   64  377    0.512   -0.123   0.045
+10.0.0.2        10.0.0.1         2 u   12   64  377    1.234  -19.869   0.067"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("10.0.0.1 的 offset 为 -19.869 ms", True),  # signed, 10.0.0.2's (its tally is no part of its name)
    ("到 10.0.0.1 的延迟为 1.234ms", True), ("10.0.0.2 的 stratum 为 1", True),
    ("10.0.0.2 的 offset 为 -19.869 ms", False), ("10.0.0.1 的抖动为 0.045ms", False),
])
def test_ntpq_s_peers_are_rows_of_milliseconds(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, NTPQ) is not None) is swapped


LSBLK = """NAME        MAJ:MIN RM   SIZE RO TYPE MOUNTPOINT
sda           8:0    0   500G  0 disk
├─sda1        8:1    0   512M  0 part /boot
└─sda2        8:2    0 499.5G  0 part /
sdb           8:16   0     2T  0 disk /data"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("sda 的大小为 2T", True), ("sda1 挂载在 /data", True), ("sdb is mounted on /", True),
    ("sdb 的大小为 2T", False), ("sda2 的挂载点为 /", False), ("sda1 挂载在/boot", False),
])
def test_lsblk_s_devices_under_their_tree_with_a_mount_point_or_none(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, LSBLK) is not None) is swapped


CONSUL = """Node        Address            Status  Type    Build   Protocol  DC   Partition  Segment
consul-1    10.0.1.11:8301     alive   server  1.15.2  2         dc1  default    <all>
consul-3    10.0.1.13:8301     alive   client  1.15.2  2         dc1  default    <default>"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("consul-3 是 server", True), ("consul-1 的地址是 10.0.1.13:8301", True),
    ("consul-3 以 client 身份运行", False), ("consul-3 的地址是 10.0.1.13:8301", False),  # no `10.0` of it
])
def test_a_member_s_type_and_address_with_its_port(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, CONSUL) is not None) is swapped


SAR = """Average:        IFACE   rxpck/s   txpck/s    rxkB/s    txkB/s   rxcmp/s   txcmp/s  rxmcst/s   %ifutil
Average:           lo     12.50     12.50      1.20      1.20      0.00      0.00      0.00      0.00
Average:         eth0   8523.10   7012.40  10234.50   4521.30      0.00      0.00      0.00     83.84"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("eth0 平均发送 10234.50 kB/s", True), ("lo 的利用率为 83.84%", True),
    ("eth0 平均接收 10234.50 kB/s", False), ("eth0 的发送速率为 4521.30 kB/s", False),
])
def test_sar_s_average_rows_of_rates_in_their_columns_units(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, SAR) is not None) is swapped


W = """ 10:22:01 up 3 days,  4:12,  2 users,  load average: 1.20, 0.98, 0.75
USER     TTY      FROM             LOGIN@   IDLE   JCPU   PCPU WHAT
root     pts/0    10.0.0.5         09:12    1:02m  0.05s  0.01s -bash
deploy   pts/1    10.0.0.9         10:01    0.00s  0.10s  0.00s vim app.conf"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("root 从 10.0.0.9 登录", True), ("deploy 在 09:12 登录", True),
    ("root 从 10.0.0.5 登录", False), ("deploy logged in at 10:01", False),
])
def test_w_s_sessions_their_address_and_time_of_login(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, W) is not None) is swapped


CONNTRACK = """cpu=0   found=123 invalid=4567 insert=0 insert_failed=12 drop=12 early_drop=0 error=3
cpu=1   found=456 invalid=789 insert=0 insert_failed=34 drop=34 early_drop=0 error=5"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("cpu0 的 insert_failed 为 34", True), ("CPU 1 上有 4567 个无效包", True),
    ("CPU 1 上插入失败 34 次", False),  # `插入失败` names insert_failed, not insert
    ("cpu0 dropped 12 packets", False),
])
def test_conntrack_s_lines_of_pairs_are_a_cpu_s_row_each(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, CONNTRACK) is not None) is swapped


NODES = """NAME                          STATUS   ROLES           AGE    VERSION
ip-10-0-1-23.ec2.internal     Ready    control-plane   120d   v1.28.3
ip-10-0-2-45.ec2.internal     NotReady worker          30d    v1.27.9"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("ip-10-0-2-45 是 control-plane 节点", True), ("ip-10-0-1-23 的版本为 v1.27.9", True),
    ("ip-10-0-2-45 has the worker role", False), ("ip-10-0-1-23.ec2.internal 的版本为 v1.28.3", False),
])
def test_a_node_named_by_its_host_s_first_label_and_its_role(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, NODES) is not None) is swapped


COMPOSE = """      Name                   Command              State           Ports
-------------------------------------------------------------------------------
myapp_web_1      gunicorn app:app -b 0.0.0.0:8000   Up      0.0.0.0:8000->8000/tcp
myapp_worker_1   celery -A app worker               Exit 137
myapp_db_1       docker-entrypoint.sh postgres      Up      5432/tcp"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("myapp_web_1 以 137 退出", True), ("myapp_db_1 已退出", True),
    ("myapp_worker_1 的退出码为 137", False), ("myapp_db_1 正在运行", False),
])
def test_docker_compose_s_services_and_their_exit_codes(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, COMPOSE) is not None) is swapped


NETSTAT = """Proto Recv-Q Send-Q Local Address           Foreign Address         State       PID/Program name
tcp        0      0 0.0.0.0:22              0.0.0.0:*               LISTEN      1234/sshd
tcp      129      0 0.0.0.0:8080            0.0.0.0:*               LISTEN      5678/java"""
DF_BLOCKS = """Filesystem     1K-blocks     Used Available Use% Mounted on
/dev/sda1       51474912 48123456   3351456  94% /
/dev/sdb1      206293688 41258736 154534304  22% /data"""


@pytest.mark.parametrize(("claim", "output", "swapped"), [
    ("22 端口的 Recv-Q 为 129", NETSTAT, True), ("sshd 的 PID 是 5678", NETSTAT, True),
    ("port 8080 has a Recv-Q of 129", NETSTAT, False), ("java 的 PID 是 5678", NETSTAT, False),
    ("根分区可用 154534304 KB", DF_BLOCKS, True), ("/data 总大小为 51474912 KB", DF_BLOCKS, True),
    ("/data 可用 154534304 KB", DF_BLOCKS, False),
])
def test_netstat_s_sockets_by_port_and_process_and_df_s_blocks(claim: str, output: str,
                                                                swapped: bool) -> None:
    assert (_swapped(claim, output) is not None) is swapped


NMAP = """PORT     STATE    SERVICE
22/tcp   open     ssh
80/tcp   open     http
443/tcp  filtered https
3306/tcp closed   mysql"""


@pytest.mark.parametrize(("claim", "swapped"), [
    ("443 端口是开放的", True), ("port 443 is open", True),  # filtered
    ("port 3306 is open", True), ("80 端口是 closed", True),
    ("22 端口是开放的", False), ("443 端口被过滤", False), ("port 22 is open", False),
])
def test_nmap_s_ports_named_by_their_number_and_their_state(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, NMAP) is not None) is swapped


SWARM_NODES = (
    "ID                            HOSTNAME   STATUS    AVAILABILITY   MANAGER STATUS   ENGINE VERSION\n"
    "6sk4x9m3h8m7vt0j6u3c8r1x0 *   mgr-1      Ready     Active         Leader           24.0.7\n"
    "q1u8xk4j2l9wz3m5n6b7c8d9e     mgr-2      Ready     Active         Reachable        24.0.7\n"
    "r2v9yl5k3m0xa4n6o7c8d9e0f     worker-1   Down      Active                          24.0.7\n"
    "s3w0zm6l4n1yb5o7p8d9e0f1g     worker-2   Ready     Drain                           24.0.7")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("mgr-2 是 Leader", True),  # mgr-1's MANAGER STATUS
    ("worker-2 处于 Down 状态", True), ("worker-2 is Down", True),  # worker-1's STATUS
    ("worker-1 处于 Drain 状态", True),  # worker-2's AVAILABILITY
    ("worker-2 处于 Drain 状态", False),  # its AVAILABILITY
    ("mgr-1 是 Leader", False), ("mgr-2 是 Reachable", False), ("worker-1 处于 Down 状态", False),
])
def test_docker_node_ls_rows_named_by_their_hostname(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, SWARM_NODES) is not None) is swapped


CLIENT_LIST = (
    "id=3 addr=10.0.0.5:52314 laddr=10.0.0.10:6379 fd=8 name=worker age=120 idle=0 flags=N db=0 cmd=get\n"
    "id=4 addr=10.0.0.6:40112 laddr=10.0.0.10:6379 fd=9 name=api age=3600 idle=1800 flags=N db=2 cmd=blpop\n"
    "id=5 addr=10.0.0.7:33221 laddr=10.0.0.10:6379 fd=10 name= age=15 idle=15 flags=N db=0 cmd=client|list")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("10.0.0.5 的连接空闲了 1800 秒", True), ("10.0.0.5 idle for 1800 seconds", True),  # api's, in seconds
    ("10.0.0.5 的连接存活了 3600 秒", True), ("client 10.0.0.5 uses db 2", True),
    ("10.0.0.5:52314 的连接空闲了 1800 秒", True), ("worker 连接空闲了 1800 秒", True),
    ("api 连接空闲了 0 秒", True),
    ("10.0.0.6 的连接空闲了 1800 秒", False), ("client 10.0.0.6 uses db 2", False),
    ("10.0.0.6:40112 的连接空闲了 1800 秒", False), ("worker 连接空闲了 0 秒", False),
])
def test_redis_clients_named_by_their_address_without_its_port(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, CLIENT_LIST) is not None) is swapped


@pytest.mark.parametrize(("claim", "swapped"), [
    # `5` is id=5's number, but 10.0.0.5 names id=3's row: the 5 is a value, id=5's db
    ("client 10.0.0.5 uses db 5", True), ("10.0.0.5 使用 db 5", True),
    ("client 10.0.0.6 uses db 5", False), ("client 10.0.0.5 uses db 0", False),
    ("client 5 uses db 5", False),  # no name: the number names its row
])
def test_a_row_s_number_is_a_value_where_another_row_is_named_by_a_name(claim: str, swapped: bool) -> None:
    clients = ("id=3 addr=10.0.0.5:52314 laddr=10.0.0.10:6379 fd=8 name=worker age=120 idle=0 flags=N db=0\n"
               "id=5 addr=10.0.0.6:40112 laddr=10.0.0.10:6379 fd=9 name=api age=3600 idle=1800 flags=N db=5")
    assert (_swapped(claim, clients) is not None) is swapped


PERSISTENT_VOLUMES = "\n".join([
    "NAME                                       CAPACITY   ACCESS MODES   RECLAIM POLICY   STATUS     "
    "CLAIM                 STORAGECLASS   AGE",
    "pvc-3f2a1b4c-5d6e-7f80-9a1b-2c3d4e5f6a7b   50Gi       RWO            Delete           Bound      "
    "shop/data-mysql-0     gp3            12d",
    "pvc-8e9f0a1b-2c3d-4e5f-6a7b-8c9d0e1f2a3b   10Gi       RWO            Retain           Released   "
    "shop/data-redis-0     gp3            30d"])


@pytest.mark.parametrize(("claim", "swapped"), [
    ("data-mysql-0 对应的 PV 处于 Released 状态", True), ("shop/data-mysql-0 的 PV 处于 Released 状态", True),
    ("the PV of data-mysql-0 is Released", True), ("data-redis-0 对应的 PV 处于 Bound 状态", True),
    ("data-mysql-0 的 PV 回收策略为 Retain", True), ("data-mysql-0 的 PV 容量为 10Gi", True),
    ("data-redis-0 对应的 PV 处于 Released 状态", False), ("data-redis-0 的 PV 回收策略为 Retain", False),
    ("data-mysql-0 的 PV 容量为 50Gi", False),
])
def test_a_persistent_volume_named_by_its_claim(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, PERSISTENT_VOLUMES) is not None) is swapped


VIRSH_LIST = (" Id   Name      State\n-----------------------------\n 1    web01     running\n"
              " 2    web02     paused\n -    db01      shut off")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("web01 已关机", True), ("web01 is shut off", True), ("web01 处于 shut off 状态", True),  # db01's
    ("web01 已暂停", True), ("db01 is running", True), ("db01 正在运行", True), ("web02 is running", True),
    ("db01 已关机", False), ("db01 处于 shut off 状态", False), ("web01 is running", False),
    ("web01 正在运行", False), ("web02 已暂停", False),
])
def test_virsh_s_domains_and_their_states(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, VIRSH_LIST) is not None) is swapped


CEPH_POOLS = ("POOL        ID  PGS   STORED  OBJECTS     USED  %USED  MAX AVAIL\n"
              "rbd          1  128  1.4 TiB  371.2k   4.3 TiB  91.20    140 GiB\n"
              "cephfs_data  2   64  120 GiB   30.1k   360 GiB  23.10    400 GiB")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("cephfs_data 池使用率为 91.20%", True), ("rbd 池使用率为 23.10%", True),  # %USED printed bare
    ("cephfs_data pool is 91.20% used", True), ("rbd 池剩余 400 GiB", True),
    ("rbd 池使用率为 91.20%", False), ("cephfs_data 池使用率为 23.10%", False), ("rbd 池剩余 140 GiB", False),
])
def test_ceph_df_s_pools_and_their_percentages_used(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, CEPH_POOLS) is not None) is swapped


MEMBERS_TABLE = (
    "+------------------+---------+--------+------------------------+------------------------+------------+\n"
    "|        ID        | STATUS  |  NAME  |       PEER ADDRS       |      CLIENT ADDRS      | IS LEARNER |\n"
    "+------------------+---------+--------+------------------------+------------------------+------------+\n"
    "| 8e9e05c52164694d | started | etcd-1 | https://10.0.0.11:2380 | https://10.0.0.11:2379 |      false |\n"
    "| 91bc3c398fb3c146 | started | etcd-2 | https://10.0.0.12:2380 | https://10.0.0.12:2379 |      false |\n"
    "| fd422379fda50e48 | started | etcd-3 | https://10.0.0.13:2380 | https://10.0.0.13:2379 |       true |\n"
    "+------------------+---------+--------+------------------------+------------------------+------------+")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("etcd-1 是 learner", True), ("etcd-1 is a learner", True), ("etcd-3 不是 learner", True),
    ("etcd-1 的 peer 地址为 https://10.0.0.12:2380", True),
    ("etcd-2 的 PEER ADDRS 为 https://10.0.0.13:2380", True),
    ("etcd-3 是 learner", False), ("etcd-2 不是 learner", False), ("etcd-3 is a learner", False),
    ("etcd-1 的 peer 地址为 https://10.0.0.11:2380", False),
    ("etcd-1 和 etcd-3 是 learner", False),  # two rows
])
def test_etcd_s_members_a_flag_column_and_a_url_cell(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, MEMBERS_TABLE) is not None) is swapped


ALLOCATION = (
    "shards disk.indices disk.used disk.avail disk.total disk.percent host      ip        node\n"
    "    12        2.1gb    45.2gb     54.7gb     99.9gb           45 10.0.0.21 10.0.0.21 es-node-1\n"
    "    11        1.9gb    81.3gb     18.6gb     99.9gb           81 10.0.0.22 10.0.0.22 es-node-2\n"
    "     5                                                                               UNASSIGNED")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("es-node-1 有 11 个分片", True), ("es-node-1 holds 11 shards", True),
    ("es-node-2 的磁盘使用率为 45%", True), ("es-node-2 剩余 54.7gb", True),
    ("有 12 个分片未分配", True), ("11 shards are unassigned", True),  # the UNASSIGNED row's 5
    ("es-node-1 有 12 个分片", False), ("es-node-2 的磁盘使用率为 81%", False),
    ("有 5 个分片未分配", False), ("未分配的分片有 5 个", False), ("5 shards are unassigned", False),
])
def test_elasticsearch_s_allocation_a_count_first_and_rows_named_by_node(claim: str, swapped: bool) -> None:
    assert (_swapped(claim, ALLOCATION) is not None) is swapped


CERTS = ("CERTIFICATE                EXPIRES                  RESIDUAL TIME   CERTIFICATE AUTHORITY   "
         "EXTERNALLY MANAGED\n"
         "admin.conf                 Dec 07, 2025 10:12 UTC   356d            ca                      no\n"
         "apiserver                  Dec 07, 2025 10:12 UTC   356d            ca                      no\n"
         "apiserver-etcd-client      Jan 02, 2025 10:12 UTC   27d             etcd-ca                 no")
JOBS = ("NAME             COMPLETIONS   DURATION   AGE\n"
        "db-migrate       1/1           3h12m      5h\n"
        "report-nightly   0/1           45m        45m\n"
        "cleanup          1/1           12s        2d")


@pytest.mark.parametrize(("claim", "output", "swapped"), [
    ("apiserver-etcd-client 证书还剩 356d 过期", CERTS, True), ("admin.conf 的剩余时间为 27d", CERTS, True),
    ("admin.conf 证书还剩 27 天过期", CERTS, True), ("apiserver 证书剩余 27 天", CERTS, True),
    ("db-migrate 耗时 45m", JOBS, True), ("report-nightly 耗时 3h12m", JOBS, True),
    ("cleanup took 45m", JOBS, True),
    ("admin.conf 证书还剩 356 天过期", CERTS, False), ("apiserver-etcd-client 证书还剩 27d", CERTS, False),
    ("db-migrate 耗时 3h12m", JOBS, False), ("db-migrate took 3h12m", JOBS, False),
    # a duration is no value of the EXPIRES date `过期` names
    ("apiserver-etcd-client 证书还剩 27 天过期", CERTS, False),
    ("apiserver-etcd-client 证书 27 天后过期", CERTS, False),
    ("apiserver-etcd-client expires in 27 days", CERTS, False),
])
def test_durations_in_days_hours_and_compound_are_a_column_s_values(claim: str, output: str,
                                                                     swapped: bool) -> None:
    assert (_swapped(claim, output) is not None) is swapped


APPS = ("NAME        CLUSTER                         NAMESPACE  PROJECT  STATUS     HEALTH    SYNCPOLICY  "
        "CONDITIONS  REPO                                PATH      TARGET\n"
        "argocd/web  https://kubernetes.default.svc  shop       default  OutOfSync  Degraded  Auto-Prune  "
        "<none>      https://github.com/acme/deploy.git  apps/web  main\n"
        "argocd/api  https://kubernetes.default.svc  shop       default  Synced     Healthy   Auto        "
        "<none>      https://github.com/acme/deploy.git  apps/api  main")
ALLOCATIONS = ("Allocations\nID        Node ID   Task Group  Version  Desired  Status   Created    Modified\n"
               "8c1e4f2a  3f7b9c1d  web         3        run      running  2h10m ago  2h9m ago\n"
               "a2d9e6b7  5e2c8a4f  cache       3        run      failed   2h10m ago  1h2m ago")


@pytest.mark.parametrize(("claim", "output", "swapped"), [
    ("api 应用处于 OutOfSync 状态", APPS, True), ("argocd/api 处于 OutOfSync 状态", APPS, True),
    ("web 的健康状态为 Healthy", APPS, True), ("api 的同步策略为 Auto-Prune", APPS, True),
    ("api is Degraded", APPS, True),
    ("8c1e4f2a 处于 failed 状态", ALLOCATIONS, True), ("a2d9e6b7 的任务组为 web", ALLOCATIONS, True),
    ("web 应用处于 OutOfSync 状态", APPS, False), ("web 的健康状态为 Degraded", APPS, False),
    ("web 的同步策略为 Auto-Prune", APPS, False),
    ("a2d9e6b7 处于 failed 状态", ALLOCATIONS, False), ("8c1e4f2a 的任务组为 web", ALLOCATIONS, False),
])
def test_argocd_s_apps_by_their_last_part_and_nomad_s_allocations(claim: str, output: str,
                                                                    swapped: bool) -> None:
    assert (_swapped(claim, output) is not None) is swapped


OUTDATED = ("Package   Current  Wanted   Latest  Location                Depended by\n"
            "lodash    4.17.20  4.17.21  4.17.21  node_modules/lodash     app\n"
            "express    4.18.2   4.18.3    5.0.1  node_modules/express    app")
CAT_NODES = (
    "ip        heap.percent ram.percent cpu load_1m load_5m load_15m node.role   master name\n"
    "10.0.0.21           62          97  12    0.85    0.77     0.70 cdfhilmrstw *      es-node-1\n"
    "10.0.0.22           41          95  87    3.12    2.95     2.41 cdfhilmrstw -      es-node-2")


@pytest.mark.parametrize(("claim", "output", "swapped"), [
    ("lodash 当前版本为 4.18.2", OUTDATED, True), ("express 最新版本为 4.17.21", OUTDATED, True),
    ("express wanted 4.17.21", OUTDATED, True), ("lodash 当前版本为 4.17.21", OUTDATED, True),  # its Wanted
    ("es-node-1 的 CPU 使用率为 87%", CAT_NODES, True), ("es-node-2 cpu is 12%", CAT_NODES, True),
    ("es-node-2 的 1 分钟负载为 0.85", CAT_NODES, True),
    ("lodash 当前版本为 4.17.20", OUTDATED, False), ("express 最新版本为 5.0.1", OUTDATED, False),
    ("lodash 的最新版本为 4.17.21", OUTDATED, False),
    ("es-node-1 的 CPU 使用率为 12%", CAT_NODES, False), ("es-node-1 的 1 分钟负载为 0.85", CAT_NODES, False),
])
def test_npm_s_releases_are_one_value_and_elasticsearch_s_cpu_a_percentage(claim: str, output: str,
                                                                           swapped: bool) -> None:
    assert (_swapped(claim, output) is not None) is swapped


@pytest.mark.parametrize(("claim", "output", "passes"), [
    ("etcd-1 是 learner", MEMBERS_TABLE, False), ("etcd-3 是 learner", MEMBERS_TABLE, True),
    ("有 12 个分片未分配", ALLOCATION, False), ("有 5 个分片未分配", ALLOCATION, True),
    ("admin.conf 证书还剩 27 天过期", CERTS, False),
    ("apiserver-etcd-client 证书还剩 27 天过期", CERTS, True),
    ("api 应用处于 OutOfSync 状态", APPS, False), ("web 应用处于 OutOfSync 状态", APPS, True),
    ("express 最新版本为 4.17.21", OUTDATED, False), ("express 最新版本为 5.0.1", OUTDATED, True),
    ("es-node-1 的 CPU 使用率为 87%", CAT_NODES, False), ("es-node-1 的 CPU 使用率为 12%", CAT_NODES, True),
])
def test_the_gate_rejects_another_row_s_cell_and_passes_the_row_s_own(claim: str, output: str,
                                                                      passes: bool) -> None:
    report = check(claim, output, output)
    assert (report.status, report.verdict_ceiling) == (("pass", "PASS") if passes else ("fail", "REJECT"))
