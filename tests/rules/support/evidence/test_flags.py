"""A yes or no a status output prints for a field (gatekeeper.rules.support.evidence.flags)."""

from __future__ import annotations

import pytest
from loghub_quotes import check

from gatekeeper.rules.support.evidence.flags import flag_contradicted, flags_of

SLAVE = "             Slave_IO_Running: Yes\n            Slave_SQL_Running: No"
REDIS = "role:slave\nmaster_link_status:down"
CLUSTER = "cluster_state:fail\ncluster_slots_ok:10923\ncluster_slots_fail:5461\ncluster_size:3"
NODE = ("  Type             Status  LastHeartbeatTime\n"
        "  MemoryPressure   True    Mon, 30 Nov 2026 10:00:01 +0000\n"
        "  DiskPressure     False   Mon, 30 Nov 2026 10:00:01 +0000\n"
        "  PIDPressure      False   Mon, 30 Nov 2026 10:00:01 +0000\n"
        "  Ready            True    Mon, 30 Nov 2026 10:00:01 +0000")
CLOCK = ("               Local time: Sun 2026-12-06 16:20:11 CST\n"
         "System clock synchronized: no\n"
         "              NTP service: inactive\n"
         "          RTC in local TZ: no")


def _contradicted(claim: str, output: str) -> str | None:
    found = flag_contradicted(claim, [], [output], lambda text: [])
    return None if found is None else found[1][0]


def test_a_flag_is_a_yes_or_no_field_or_a_condition() -> None:
    assert [(f.field.name, f.yes) for f in flags_of(SLAVE)] == [
        ("slave_io_running", True), ("slave_sql_running", False)]
    assert [(f.field.name, f.yes) for f in flags_of(NODE)] == [
        ("memorypressure", True), ("diskpressure", False), ("pidpressure", False), ("ready", True)]
    # an acronym is a word of the name: `内存压力` names MemoryPressure alone
    assert [f.field.words for f in flags_of(NODE)][2] == ("pid", "pressure")


@pytest.mark.parametrize(("claim", "output"), [
    ("从库 SQL 线程运行正常", SLAVE), ("从库 IO 线程已停止", SLAVE), ("Slave_SQL_Running 为 Yes", SLAVE),
    ("Redis 主从链接状态为 up", REDIS), ("节点没有内存压力", NODE), ("节点存在磁盘压力", NODE),
    ("节点未就绪", NODE), ("MemoryPressure 为 False", NODE), ("the node is under disk pressure", NODE),
    ("节点存在 PID 压力", NODE), ("the node has no memory pressure", NODE),
    ("集群状态正常", CLUSTER), ("the cluster state is ok", CLUSTER),
    # timedatectl's: `System clock synchronized` is named without `system`, `inactive` is a no
    ("时钟已经同步", CLOCK), ("the system clock is synchronized", CLOCK), ("NTP 服务处于启用状态", CLOCK),
    # `开启`, `关闭` say a setting's on or off; `binlog` names `log_bin`
    ("MySQL 开启了慢查询日志", "slow_query_log: OFF"), ("MySQL 没有开启 binlog", "log_bin: ON"),
    ("慢查询日志已关闭", "slow_query_log: ON"),
])
def test_a_flag_said_the_other_way_is_contradicted(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("从库 SQL 线程已停止，IO 线程正常", SLAVE), ("Redis 主从链接已断开", REDIS), ("节点存在内存压力", NODE),
    ("节点没有磁盘压力，但有内存压力", NODE),
    ("IO 线程运行正常但 SQL 线程停止", SLAVE),  # two flags in a clause: unsure
    ("从库复制延迟很高", SLAVE),  # no flag named
    ("the DiskPressure condition is reported", NODE),  # no word of either way
    ("Slave_SQL_Running: No，复制已中断", SLAVE),  # the flag's value written with its name
    ("集群状态异常", CLUSTER),
    ("集群共有 6 个节点", CLUSTER),  # whose the state is, but no word of state: no flag named
    ("系统时钟没有同步", CLOCK), ("NTP 服务未启用", CLOCK),
])
def test_a_flag_said_its_way_or_an_unsure_claim_is_not(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is None


STATE = '{"Status":"exited","Running":false,"Paused":false,"OOMKilled":true,"ExitCode":137}'
TWO = ('[\n  {\n    "Name": "/a",\n    "State": {\n      "Running": true\n    }\n  },\n'
       '  {\n    "Name": "/b",\n    "State": {\n      "Running": false\n    }\n  }\n]')
HEALTH = '{\n  "status" : "yellow",\n  "timed_out" : false\n}'
POD = "Containers:\n  app:\n    State:          Running\n    Ready:          False\n    Restart Count:  3"


@pytest.mark.parametrize(("claim", "output"), [
    ("容器仍在运行", STATE), ("the container is running", STATE), ("容器被暂停了", STATE),
    ("容器没有被 OOM kill", STATE), ("集群请求超时了", HEALTH),
    ("Pod 已经 Ready", POD), ("the container is ready", POD),  # `Ready` names the flag it says
])
def test_a_flag_named_by_its_state_said_the_other_way_is_contradicted(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("容器已停止运行", STATE), ("the container isn't running", STATE), ("容器没有被暂停", STATE),
    ("容器因 OOM 被杀", STATE), ("集群请求没有超时", HEALTH),
    ("容器 a 在运行", TWO),  # two containers' flags disagree: whose is unsure
    ("容器运行时被 OOM kill 了", STATE),  # two states in one clause
    ("the container is not ready", POD), ("Pod 还没有 Ready", POD), ("the pod is already running", POD),
])
def test_a_flag_named_by_its_state_said_its_way_or_unsure_is_not(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is None


VAULT = ("Key             Value\n---             -----\nInitialized     true\nSealed          true\n"
         "Threshold       3")


@pytest.mark.parametrize(("claim", "denied"), [
    ("Vault 未密封", True), ("vault is unsealed", True), ("Vault 已解封", True),
    ("Vault 已密封", False), ("Vault 未解封", False), ("the vault is still sealed", False),
    ("解封进度为 1/3", False),  # `Unseal Progress`: no state said
    ("解封阈值为 3", False),  # `Threshold`: no state said either
])
def test_vault_s_seal_is_a_flag_named_by_its_state(claim: str, denied: bool) -> None:
    assert (_contradicted(claim, VAULT) is not None) is denied
    assert (_contradicted(claim, VAULT.replace("true\nThreshold", "false\nThreshold")) is not None) is (
        not denied and "进度" not in claim and "阈值" not in claim)


@pytest.mark.parametrize(("claim", "denied"), [
    ("Vault 未初始化", True), ("Vault is not initialized", True), ("Vault 已初始化", False),
])
def test_vault_s_initialization_is_a_flag_named_by_its_state(claim: str, denied: bool) -> None:
    assert (_contradicted(claim, VAULT) is not None) is denied


def test_of_two_flags_a_clause_names_the_one_it_writes_more_words_of() -> None:
    pod = ("Containers:\n  payment:\n    State:          Running\n    Ready:          True\n"
           "    Restart Count:  3")
    assert flag_contradicted("payment 容器未就绪", [], [pod], lambda text: []) is not None  # its Ready
    assert flag_contradicted("payment 容器已就绪", [], [pod], lambda text: []) is None


BOND = ("Bonding Mode: fault-tolerance (active-backup)\nCurrently Active Slave: eth1\nMII Status: up\n\n"
        "Slave Interface: eth0\nMII Status: down\nLink Failure Count: 3\n\n"
        "Slave Interface: eth1\nMII Status: up\nLink Failure Count: 0")
QUORUM = ("Quorum information\n------------------\nDate:             Mon Dec  8 10:15:32 2025\n"
          "Quorum provider:  corosync_votequorum\nNodes:            1\nNode ID:          1\n"
          "Ring ID:          1.2f\nQuorate:          No\n\nVotequorum information\n----------------------\n"
          "Expected votes:   3\nHighest expected: 3\nTotal votes:      1\n")
QUORATE = QUORUM.replace("Quorate:          No", "Quorate:          Yes")


@pytest.mark.parametrize("claim", [
    "bond0 的 MII 状态为 down", "the MII status is down", "MII 状态为 up",  # the bond's up, eth0's down
])
def test_a_flag_printed_both_ways_is_unsure(claim: str) -> None:
    assert [f.yes for f in flags_of(BOND)] == [True, False, True]
    assert _contradicted(claim, BOND) is None


def test_a_flag_printed_one_way_by_each_still_is_contradicted() -> None:
    all_up = BOND.replace("MII Status: down", "MII Status: up")
    assert _contradicted("the MII status is down", all_up) is not None
    assert _contradicted("bond0 的 MII 状态为 down", all_up) is not None
    assert _contradicted("the MII status is up", all_up) is None


@pytest.mark.parametrize(("claim", "output"), [
    ("集群具备法定人数", QUORUM), ("集群有法定人数", QUORUM), ("the cluster is quorate", QUORUM),
    ("集群没有法定人数", QUORATE), ("the cluster is not quorate", QUORATE),
])
def test_corosync_s_quorate_said_the_other_way_is_contradicted(claim: str, output: str) -> None:
    assert [(f.field.name, f.yes) for f in flags_of(output)] == [("quorate", output is QUORATE)]
    assert _contradicted(claim, output) is not None


@pytest.mark.parametrize(("claim", "output"), [
    ("集群没有法定人数", QUORUM), ("集群不满足法定人数", QUORUM), ("the cluster is not quorate", QUORUM),
    ("集群具备法定人数", QUORATE), ("the cluster is quorate", QUORATE),
])
def test_corosync_s_quorate_said_its_way_is_not(claim: str, output: str) -> None:
    assert _contradicted(claim, output) is None


@pytest.mark.parametrize(("claim", "output", "passes"), [
    ("the cluster is quorate", QUORUM, False), ("集群没有法定人数", QUORUM, True),
    ("eth0 的 MII 状态为 down", BOND, True), ("eth1 的 MII 状态为 up", BOND, True),  # each its own
])
def test_the_gate_rejects_quorate_said_the_other_way_and_passes_a_slave_s_own_state(claim: str, output: str,
                                                                                    passes: bool) -> None:
    report = check(claim, output, output)
    assert (report.status, report.verdict_ceiling) == (("pass", "PASS") if passes else ("fail", "REJECT"))


DEPLOYMENT = ("Name:                   payment-svc\n"
              "Replicas:               3 desired | 3 updated | 3 total | 1 available | 2 unavailable\n"
              "Conditions:\n  Type           Status  Reason\n  ----           ------  ------\n"
              "  Available      False   MinimumReplicasUnavailable\n"
              "  Progressing    True    NewReplicaSetAvailable")


@pytest.mark.parametrize("claim", ["payment-svc 只有 1 个可用副本", "1 replica is available"])
def test_a_count_said_of_a_condition_s_word_is_none_of_the_condition(claim: str) -> None:
    assert flag_contradicted(claim, [], [DEPLOYMENT], lambda text: []) is None
    assert check(claim, DEPLOYMENT, DEPLOYMENT).status == "pass"


def test_a_condition_said_without_a_count_is_read() -> None:
    claim = "payment-svc 的 Available 条件为 True"
    assert flag_contradicted(claim, [], [DEPLOYMENT], lambda text: []) is not None
