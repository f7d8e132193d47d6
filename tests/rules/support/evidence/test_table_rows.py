"""Which rows of a table a claim names, and where (gatekeeper.rules.support.evidence.table_rows)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.table_rows import mentions, narrowed, row_holds, row_outcome_conflict
from gatekeeper.rules.support.text.anchors import extract_anchors
from gatekeeper.rules.support.text.tables import tables_of

PODS = tables_of("""NAME                         READY   STATUS             RESTARTS   AGE
order-svc-7d9f8b6c5-abcde    0/1     CrashLoopBackOff   12         1h
payment-svc-5c8d7f9b4-xyz12  1/1     Running            0          3d""")[0]
KAFKA = tables_of("""GROUP     TOPIC    PARTITION   CURRENT-OFFSET   LOG-END-OFFSET   LAG
billing   orders   0           1200             1250             50
billing   orders   3           900              1900             1000""")[0]


def _named(claim: str, table=PODS) -> list[tuple[str, str]]:
    subjects = [a for a in extract_anchors(claim) if a.kind == "service"]
    return [(claim[at[0]:at[1]], row[0]) for at, row in mentions(claim, subjects, table)]


def test_a_first_cell_writing_its_column_s_name_names_no_row() -> None:
    vmstat = tables_of("""procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
 r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
 3  1 524288  81234  10240 204800  312  540   120   880 1200 2400 35 10 40 15  0""")[0]
    assert _named("vmstat 显示 wa 为 5", vmstat) == []  # the tool's name: a table of samples


def test_a_row_is_named_by_its_cell_or_its_pod_s_service() -> None:
    assert _named("order-svc-7d9f8b6c5-abcde 重启 12 次") == [
        ("order-svc-7d9f8b6c5-abcde", "order-svc-7d9f8b6c5-abcde")]
    assert _named("payment-svc is Running") == [("payment-svc", "payment-svc-5c8d7f9b4-xyz12")]
    assert _named("inventory-api is Running") == []


PS = tables_of("""USER       PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
app       2290 185.3 42.1 8123456 3456789 ?   Sl   Nov30 812:45 java -Xmx4g -jar order-svc.jar
www-data  1201  2.1  0.3  55320  9876 ?        S    Nov30   3:01 nginx: worker process""")[0]


def test_a_process_row_is_named_by_its_program() -> None:
    """(`nginx 进程的 CPU 使用率为 185.3%` passed: no claim writes a whole command.)"""
    for claim, program, pid in (("nginx 进程的 CPU 为 185.3%", "nginx", "1201"),
                                ("java 进程占用 42.1% 内存", "java", "2290")):
        assert [(claim[at[0]:at[1]], row[1]) for at, row in mentions(claim, [], PS)] == [(program, pid)]


def test_a_row_is_named_by_its_number_after_its_column_s_word() -> None:
    assert [row for _, row in _named("分区 3 的 lag 为 1000", KAFKA)] == ["billing"]
    assert _named("lag 为 1000", KAFKA) == []
    assert [row[1] for _, row in mentions("进程 2201 的 CPU 最高", [], PS)] == []
    assert [row[1] for _, row in mentions("进程 1201 的 CPU 最高", [], PS)] == ["1201"]


HISTORY = """REVISION\tUPDATED                 \tSTATUS    \tCHART        \tAPP VERSION\tDESCRIPTION
14      \tSun Dec  6 09:58:01 2026\tsuperseded\tpay-svc-1.4.2\t1.4.2      \tUpgrade complete
15      \tSun Dec  6 10:02:44 2026\tfailed    \tpay-svc-1.5.0\t1.5.0      \tUpgrade failed"""


def test_the_outcome_given_a_row_is_read_from_that_row_when_the_excerpt_is_its_table() -> None:
    def conflict(claim: str, excerpt: str = HISTORY) -> object:
        return row_outcome_conflict(claim, extract_anchors(claim), [excerpt])
    assert conflict("revision 14 部署成功") is None  # 15's failure is not 14's
    assert conflict("revision 15 部署成功") == ("成功", ["failed"])
    assert conflict("部署成功") == ("成功", ["failed"])  # no row named: the whole excerpt
    assert conflict("最新版本部署成功") == ("成功", ["failed"])  # the last row, 15
    recovered = HISTORY + ("\n16      \tSun Dec  6 11:20:07 2026\tdeployed  \tpay-svc-1.5.1\t1.5.1      "
                           "\tUpgrade complete")
    assert conflict("最新版本部署成功", recovered) is None
    assert conflict("the latest release succeeded", recovered) is None
    assert conflict("revision 14 部署成功", f"{HISTORY}\nError: UPGRADE FAILED") == ("成功", ["failed"])

DF = tables_of("""Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        50G   47G  3.0G  95% /
/dev/sdb1       200G   80G  120G  40% /data""")[0]


@pytest.mark.parametrize("claim", ["根分区使用率 95%", "/ 挂载点可用 3.0G",
                                   "the root filesystem has 3.0G free", "Root partition usage is 95%"])
def test_the_root_file_system_names_the_row_mounted_on_slash(claim: str) -> None:
    assert [row for _, row in _named(claim, DF)] == ["/dev/sda1"]


@pytest.mark.parametrize("claim", ["/data 已用 80G / 200G", "the root cause is a full disk", "根因是磁盘满"])
def test_a_slash_or_root_alone_names_no_root_row(claim: str) -> None:
    assert "/dev/sda1" not in [row for _, row in _named(claim, DF)]


@pytest.mark.parametrize(("claim", "of", "part"), [
    ("order-svc is Running while payment-svc is in Error", "payment-svc", "payment-svc is in Error"),
    ("order-svc is Running while payment-svc is in Error", "order-svc", "order-svc is Running "),
    ("order-svc 为 Running，而 payment-svc 为 Error", "order-svc", "order-svc 为 Running，"),
    ("order-svc and payment-svc are Running and Error respectively", "payment-svc",
     "order-svc and payment-svc are Running and Error respectively"),  # respectively: whole
])
def test_a_clause_naming_two_rows_is_cut_at_the_joining_words(claim: str, of: str, part: str) -> None:
    at = claim.index(of)
    low, high = narrowed(claim, 0, len(claim), (at, at + len(of)))
    assert claim[low:high].lstrip() == part


def test_a_row_s_name_inside_another_s_written_is_the_other() -> None:
    table = tables_of("        state        | count\n---------------------+-------\n"
                      " active              |    12\n idle                |    45\n"
                      " idle in transaction |     3")[0]
    named = mentions("idle in transaction 的连接有 45 个", [], table)
    assert [row[0] for _, row in named] == ["idle in transaction"]
    assert [row[0] for _, row in mentions("idle 的连接有 45 个", [], table)] == ["idle"]


PM2 = tables_of("""| id | name   | mode    | ↺  | status  |
+----+--------+---------+----+---------+
| 0  | api    | cluster | 28 | online  |
| 1  | worker | fork    | 0  | errored |""")[0]


def test_a_number_first_names_its_row_after_its_name() -> None:
    """(`api 已重启 0 次` named api's row by its id, 0, and the 0 was no value given.)"""
    claim = "api 已重启 0 次"
    assert [(claim[at[0]:at[1]], row[1]) for at, row in mentions(claim, [], PM2)] == [("api", "api")]
    assert [row[1] for _, row in mentions("进程 1 的状态是 errored", [], PM2)] == ["worker"]


def test_a_name_a_dotted_name_goes_on_from_names_no_row() -> None:
    """(`grafana 的域名是 admin.example.com` named the `admin` row too: two rows, unsure.)"""
    ingresses = tables_of("NAME      HOSTS                 AGE\nadmin     admin.example.com     3d\n"
                          "grafana   grafana.example.com   9d")[0]
    claim = "grafana 的域名是 admin.example.com"
    assert [row[0] for _, row in mentions(claim, [], ingresses)] == ["grafana"]
    assert [row[0] for _, row in mentions("admin 的域名未变。", [], ingresses)] == ["admin"]



@pytest.mark.parametrize(("claim", "pod"), [
    ("api pod 重启了 12 次", "api-7d9f8b6c5-x2x9k"), ("web 的 pod 处于 Running 状态", "web-5c8d7f9b4-abcde"),
    ("the worker container restarted 3 times", "worker-6f7d8c9b5-qwert"),
])
def test_a_word_before_pod_names_the_one_row_its_workload_s_pod_is(claim: str, pod: str) -> None:
    pods = tables_of("NAME                     READY   STATUS             RESTARTS   AGE\n"
                     "api-7d9f8b6c5-x2x9k      0/1     CrashLoopBackOff   12         1h\n"
                     "web-5c8d7f9b4-abcde      1/1     Running            0          3d\n"
                     "worker-6f7d8c9b5-qwert   1/1     Running            3          5h")[0]
    assert [row[0] for _, row in mentions(claim, [], pods)] == [pod]


def test_a_row_s_words_name_it_for_the_value_it_holds() -> None:
    """(`memory usage is 13Gi` was contradicted by `Mem:`'s first number, its total.)"""
    free = ("               total        used        free\n"
            "Mem:           15Gi        13Gi       312Mi\nSwap:         4.0Gi       3.9Gi       100Mi")
    used = next(a for a in extract_anchors("memory usage is 13Gi") if a.kind == "number")
    assert row_holds("memory usage", used, [free])
    assert not row_holds("swap usage", used, [free])


APPS = ("NAME        STATUS     HEALTH    SYNCPOLICY  PATH\n"
        "argocd/web  OutOfSync  Degraded  Auto-Prune  apps/web\n"
        "argocd/api  Synced     Healthy   Auto        apps/api")
ALLOCATION = (
    "shards disk.indices disk.used disk.avail disk.total disk.percent host      ip        node\n"
    "    12        2.1gb    45.2gb     54.7gb     99.9gb           45 10.0.0.21 10.0.0.21 es-node-1\n"
    "     5                                                                               UNASSIGNED")


def test_a_row_is_named_by_its_first_cell_s_last_part_after_a_slash() -> None:
    (apps,) = tables_of(APPS)
    assert _named("web 应用处于 OutOfSync 状态", apps) == [("web", "argocd/web")]
    assert _named("argocd/api is Synced", apps) == [("argocd/api", "argocd/api")]
    # where two rows' first cells end alike, the last part names neither
    (twice,) = tables_of(APPS.replace("argocd/api", "staging/web"))
    assert _named("web 应用处于 OutOfSync 状态", twice) == []


def test_the_unassigned_row_of_a_naming_column_is_named_by_its_words() -> None:
    (allocation,) = tables_of(ALLOCATION)
    assert _named("有 12 个分片未分配", allocation) == [("未分配", "5")]  # (12 is a value here)
    assert _named("11 shards are unassigned", allocation) == [("unassigned", "5")]
    assert _named("es-node-1 有 12 个分片", allocation) == [("es-node-1", "12")]  # by its node
