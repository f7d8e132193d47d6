"""The tables a tool prints (gatekeeper.rules.support.text.tables)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.text.tables import Table, free_unit, header_spans, tables_of

DF = """Filesystem      Size  Used Avail Use% Mounted on
/dev/sda1        50G   48G  2.0G  96% /
/dev/sdb1       200G   40G  160G  20% /data"""


def test_a_table_is_a_header_over_rows_of_as_many_cells() -> None:
    assert tables_of(DF) == (Table(("filesystem", "size", "used", "avail", "use%", "mounted on"), (
        ("/dev/sda1", "50G", "48G", "2.0G", "96%", "/"),
        ("/dev/sdb1", "200G", "40G", "160G", "20%", "/data"))),)
    (pods,) = tables_of("NAME   READY   STATUS    RESTARTS       AGE\n"
                        "web-1  0/1     Running   12 (2m ago)    1h")
    assert pods.columns == ("name", "ready", "status", "restarts", "age")
    assert pods.rows[0][3] == "12 (2m ago)"  # cells split at runs of spaces
    # a log's lines are no table, though a line's words look like names
    assert tables_of("ERROR Connection Refused Host\nERROR Connection Refused Twice") == ()


def test_a_table_between_pipes_is_read_under_its_rule() -> None:
    psql = " order_id | status | amount\n----------+--------+-------\n O1001    | PAID   | 120.50"
    assert tables_of(psql) == (Table(("order_id", "status", "amount"), (("O1001", "PAID", "120.50"),)),)
    markdown = "| service | p99_ms |\n|---|---|\n| order-svc | 2300 |\n| pay-svc | 180 |"
    # a bare number under a column whose name gives its unit has it
    assert tables_of(markdown) == (Table(("service", "p99_ms"), (("order-svc", "2300ms"),
                                                                 ("pay-svc", "180ms"))),)


def test_top_s_processes_and_prometheus_s_samples_are_tables() -> None:
    top = ("  PID USER      PR  NI    VIRT    RES  S  %CPU  %MEM     TIME+ COMMAND\n"
           " 4321 app       20   0 8123456   2.1g R 185.3  27.4  12:34.56 java")
    (processes,) = tables_of(top)
    assert processes.columns[-3:] == ("%mem", "time+", "command")
    assert processes.rows[0][7:9] == ("185.3%", "27.4%")  # `%CPU`'s numbers are percentages
    prometheus = ('{"status": "success", "data": {"resultType": "vector", "result": ['
                  '{"metric": {"service": "order-svc"}, "value": [1764583200, "95.2"]}, '
                  '{"metric": {"service": "payment-svc"}, "value": [1764583200, "12.4"]}]}}')
    assert tables_of(prometheus) == (Table(("metric.service", "value"), (
        ("order-svc", "95.2"), ("payment-svc", "12.4"))),)


def test_names_of_two_words_and_empty_cells_are_read_by_where_the_names_start() -> None:
    docker = ("CONTAINER ID   IMAGE          STATUS                       PORTS           NAMES\n"
              "3f2a1b9c8d7e   order-svc:2    Exited (137) 5 minutes ago                   order-svc\n"
              "9e8d7c6b5a4f   payment-svc:1  Up 3 hours                   0.0.0.0:8081->  payment-svc")
    (containers,) = tables_of(docker)
    assert containers.columns == ("container id", "image", "status", "ports", "names")
    assert containers.rows[0] == ("3f2a1b9c8d7e", "order-svc:2", "Exited (137) 5 minutes ago", "",
                                  "order-svc")
    events = ("LAST SEEN   TYPE      REASON    OBJECT                          MESSAGE\n"
              "2m          Warning   BackOff   pod/order-svc-7d9f8b6c5-abcde   Back-off restarting")
    (listed,) = tables_of(events)
    assert listed.columns == ("last seen", "type", "reason", "object", "message")
    assert listed.rows[0][3:] == ("pod/order-svc-7d9f8b6c5-abcde", "Back-off restarting")
    # `ss -s`'s `Transport Total` are two columns one space apart: `RAW       0` is no cell
    transport = ("Transport Total     IP        IPv6\n"
                 "RAW       0         0         0\n"
                 "TCP       687       600       87")
    (sockets,) = tables_of(transport)
    assert sockets.columns == ("transport", "total", "ip", "ipv6")
    assert sockets.rows == (("RAW", "0", "0", "0"), ("TCP", "687", "600", "87"))
    # df's right-aligned numbers under `Used Avail` (one space apart) stay read word by word
    df = ("Filesystem      Size  Used Avail Use% Mounted on\n"
          "/dev/sda1        50G   48G  2.0G  96% /")
    assert tables_of(df)[0].rows == (("/dev/sda1", "50G", "48G", "2.0G", "96%", "/"),)


def test_iostat_s_and_jstat_s_headers_and_free_s_labelled_rows_are_read() -> None:
    iostat = tables_of("Device            r/s     w/s   %util\nsda              12.0   890.0   99.80")
    assert iostat[0].columns == ("device", "r/s", "w/s", "%util")
    assert iostat[0].rows == (("sda", "12.0", "890.0", "99.80%"),)  # `%util`'s cells are in %
    jstat = tables_of("  S0     S1     E      O      YGC\n  0.00  99.87  45.12  98.76   1523")
    assert jstat[0].columns == ("s0", "s1", "e", "o", "ygc")
    free = tables_of("              total        used        free\n"
                     "Mem:          15885       14210         312\n"
                     "Swap:          2047        2047")
    assert free[0].columns == ("", "total", "used", "free")
    assert free[0].rows == (("Mem", "15885", "14210", "312"), ("Swap", "2047", "2047", ""))


@pytest.mark.parametrize(("line", "unit"), [
    ("$ free -m", "MiB"), ("free -mt", "MiB"), ("# free -s 2 -g", "GiB"), ("> free -b", "B"),
    ("root@host:~# free --mega", "MB"), ("free", "KiB"),  # procps' default
    ("$ free -h -w", ""),  # human-readable: each number prints its own unit
    ("we are free to go", ""), ("$ cat free.txt", ""),  # no `free` command
])
def test_free_s_unit_is_its_echoed_option_s(line: str, unit: str) -> None:
    assert free_unit(["", line]) == unit


DOCKER_STATS = (
    "CONTAINER ID   NAME          CPU %     MEM USAGE / LIMIT   MEM %     NET I/O          BLOCK I/O   PIDS\n"
    "3f2a1c9d8e7b   order-svc     182.34%   1.62GiB / 2GiB      81.00%    1.2GB / 980MB    12MB / 0B   87\n"
    "9a8b7c6d5e4f   payment-svc   12.05%    512MiB / 1GiB       50.00%    300MB / 250MB    4MB / 0B    41")


def test_docker_stats_is_a_table_its_usage_and_limit_two_columns() -> None:
    (table,) = tables_of(DOCKER_STATS)
    assert table.columns == ("container id", "name", "cpu %", "mem usage", "mem limit", "mem %",
                             "net i/o", "block i/o", "pids")
    assert table.rows[1][3:5] == ("512MiB", "1GiB")
    assert table.rows[1][6] == "300MB / 250MB"  # `NET I/O` is one name: its cell stays whole


KAFKA = ("Topic: orders\tTopicId: 4VvGk2dq\tPartitionCount: 3\tReplicationFactor: 3\n"
         "\tTopic: orders\tPartition: 0\tLeader: 2\tReplicas: 2,1,3\tIsr: 2,1\n"
         "\tTopic: orders\tPartition: 1\tLeader: 3\tReplicas: 3,2,1\tIsr: 3,2,1")


def test_lines_of_tab_separated_key_value_cells_keyed_alike_are_a_table() -> None:
    (table,) = tables_of(KAFKA)
    assert table.columns == ("topic", "partition", "leader", "replicas", "isr")
    assert table.rows == (("orders", "0", "2", "2,1,3", "2,1"), ("orders", "1", "3", "3,2,1", "3,2,1"))
    assert tables_of(KAFKA.split("\n", 2)[0] + "\n" + KAFKA.split("\n")[1]) == ()  # one row only


def test_elasticsearch_s_lower_case_dotted_header_is_read() -> None:
    (nodes,) = tables_of("ip        heap.percent ram.percent node.role master name\n"
                         "10.0.4.11           62          97 dim       *      es-node-1")
    assert nodes.columns == ("ip", "heap.percent", "ram.percent", "node.role", "master", "name")
    assert nodes.rows == (("10.0.4.11", "62%", "97%", "dim", "*", "es-node-1"),)
    # lower-case prose over a line of numbers is no table: no dotted name
    assert tables_of("the pool was full again\n12 34 56 78 90") == ()


@pytest.mark.parametrize(("name", "column", "cell"), [
    ("Lag in MB", "lag", "16MB"), ("Size(MB)", "size", "16MB"),
    ("disk.used_percent", "disk.used_percent", "16%"),
    ("p99_ms", "p99_ms", "16ms"), ("%CPU", "%cpu", "16%"), ("LAG", "lag", "16"),
    ("maxwait", "maxwait", "16s"),  # PgBouncer's, in seconds
])
def test_a_column_s_name_gives_its_bare_numbers_its_unit(name: str, column: str, cell: str) -> None:
    table = Table.of(["member", name], [["pg-3", "16"]])
    assert table.columns == ("member", column)
    assert table.rows == (("pg-3", cell),)



def test_mysql_s_processlist_counts_its_time_in_seconds() -> None:
    (processes,) = tables_of("| Id  | User | Host           | db   | Command | Time | State  | Info |\n"
                             "+-----+------+----------------+------+---------+------+--------+------+\n"
                             "| 101 | app  | 10.0.1.5:43122 | shop | Query   |  312 | Locked | NULL |")
    assert processes.rows[0][5] == "312s"


def test_iostat_s_lower_case_names_are_names_of_their_own() -> None:
    (devices,) = tables_of("Device   r/s   w/s  r_await w_await aqu-sz wareq-sz  svctm  %util\n"
                           "sda     0.50  3.00    1.00    2.33   0.01    16.00   0.57   0.20")
    assert devices.columns == ("device", "r/s", "w/s", "r_await", "w_await", "aqu-sz", "wareq-sz", "svctm",
                               "%util")
    assert devices.rows[0][3:5] == ("1.00ms", "2.33ms")  # its waits in milliseconds


def test_helm_s_padded_cells_between_tabs_are_a_table() -> None:
    history = ("REVISION\tUPDATED                 \tSTATUS    \tCHART        \tAPP VERSION\tDESCRIPTION\n"
               "41      \tMon Nov 30 10:02:11 2026\tsuperseded\tpay-svc-1.8.2\t1.8.2      \tUpgraded\n"
               "42      \tTue Dec  1 09:15:40 2026\tfailed    \tpay-svc-1.9.0\t1.9.0      \tFailed")
    (table,) = tables_of(history)
    assert table.columns == ("revision", "updated", "status", "chart", "app version", "description")
    assert [row[:3] for row in table.rows] == [("41", "Mon Nov 30 10:02:11 2026", "superseded"),
                                               ("42", "Tue Dec  1 09:15:40 2026", "failed")]


def test_a_header_of_capitalised_names_over_a_row_is_found() -> None:
    pods = "$ kubectl get pods\nNAME   READY   STATUS   RESTARTS   AGE\norder-7d  1/1  Running  0  3h\n"
    start = pods.index("NAME")
    assert header_spans(pods) == [(start, pods.index("\norder"))]
    assert header_spans("ERROR DISK FULL ON NODE-3\nERROR DISK FULL ON NODE-4") == []  # no row below
    assert header_spans("A B " * 20000 + "c\nx y z") == []  # one lower-case letter: no header, fast


def test_sar_s_and_mpstat_s_lines_after_their_time_are_a_table() -> None:
    mpstat = ("10:02:11 AM  CPU    %usr   %sys %iowait   %idle\n"
              "10:02:12 AM  all   45.20  12.31   30.15   11.33\n"
              "10:02:12 AM    0   90.10   8.91    0.00    0.00\n"
              "Average:     all   44.90  12.00   30.00   13.10")
    (table,) = tables_of(mpstat)
    assert table.columns == ("cpu", "%usr", "%sys", "%iowait", "%idle")
    assert table.rows == (("all", "45.20%", "12.31%", "30.15%", "11.33%"),
                          ("0", "90.10%", "8.91%", "0.00%", "0.00%"))
    assert tables_of("10:02:11 order-svc restarted\n10:02:12 order-svc ready") == ()  # a log, no header


def test_ps_s_last_column_takes_the_rest_of_the_line_and_its_sizes_are_kib() -> None:
    ps = ("USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND\n"
          "app        28411  187  24.5 8123456 4012345 ?   Sl   09:02  45:12 java -Xmx4g -jar /opt/app.jar")
    (table,) = tables_of(ps)
    assert table.rows == (("app", "28411", "187%", "24.5%", "8123456KiB", "4012345KiB", "?", "Sl", "09:02",
                           "45:12", "java -Xmx4g -jar /opt/app.jar"),)


def test_a_name_s_key_value_pairs_on_lines_alike_are_a_table_s_rows() -> None:
    replicas = ("role:master\nconnected_slaves:2\n"
                "slave0:ip=10.0.0.8,port=6379,state=online,offset=1234567,lag=0\n"
                "slave1:ip=10.0.0.9,port=6379,state=online,offset=1230001,lag=12\n"
                "master_repl_offset:1234567")
    (table,) = tables_of(replicas)
    assert table.columns == ("name", "ip", "port", "state", "offset", "lag")
    assert table.rows[1] == ("slave1", "10.0.0.9", "6379", "online", "1230001", "12")
    assert tables_of("slave0:ip=10.0.0.8,port=6379,state=online,offset=1234567,lag=0") == ()  # one line


def test_df_s_one_row_is_read_by_its_words() -> None:
    """`Used Avail Use% Mounted on`, one space apart over one row: not one column's name."""
    (table,) = tables_of("Filesystem      Size  Used Avail Use% Mounted on\n"
                         "/dev/sdb1       500G  485G   15G  97% /data")
    assert table.columns == ("filesystem", "size", "used", "avail", "use%", "mounted on")
    assert table.rows == (("/dev/sdb1", "500G", "485G", "15G", "97%", "/data"),)


def test_a_note_after_zpool_s_counts_is_no_cell() -> None:
    text = ("        NAME        STATE     READ WRITE CKSUM\n"
            "        tank        DEGRADED     0     0     0\n"
            "            sdb     FAULTED      3    12     0  too many errors\n"
            "            sdc     ONLINE       0     0     5")
    (table,) = tables_of(text)
    assert table.rows[1:] == (("sdb", "FAULTED", "3", "12", "0"), ("sdc", "ONLINE", "0", "0", "5"))
    # a note with a digit is no note: the row is none
    assert len(tables_of(text.replace("too many errors", "errors 5"))[0].rows) == 1


def test_right_aligned_numbers_under_names_of_several_words_are_read_by_runs_of_spaces() -> None:
    text = ("Pool Name                         Active   Pending      Completed   Blocked  All time blocked\n"
            "ReadStage                              32       1450       98234123         0                 0")
    (table,) = tables_of(text)
    assert table.columns == ("pool name", "active", "pending", "completed", "blocked", "all time blocked")
    assert table.rows == (("ReadStage", "32", "1450", "98234123", "0", "0"),)


def test_a_header_quoted_without_its_indent_is_aligned_by_its_rows() -> None:
    lvs = ("  LV     VG     Attr       LSize   Pool Origin\n"
           "  data   vg0    -wi-ao---- 500.00g\n  logs   vg0    -wi-ao---- 100.00g")
    assert tables_of(lvs.lstrip()) == tables_of(lvs)
    assert tables_of(lvs.lstrip())[0].rows[1][:4] == ("logs", "vg0", "-wi-ao----", "100.00g")


def test_a_table_drawn_in_boxes_is_a_pipe_table() -> None:
    boxed = """┌────┬──────────┬──────┬───────────┐
│ id │ name     │ ↺    │ status    │
├────┼──────────┼──────┼───────────┤
│ 0  │ api      │ 3    │ online    │
│ 1  │ worker   │ 47   │ errored   │
└────┴──────────┴──────┴───────────┘"""
    assert tables_of(boxed) == (Table(("id", "name", "↺", "status"),
                                      (("0", "api", "3", "online"), ("1", "worker", "47", "errored"))),)


def test_a_row_ending_in_an_empty_cell_is_read_by_where_the_names_start() -> None:
    """(docker compose's exited container publishes no port: its row stopped the table.)"""
    listed = """NAME           IMAGE            SERVICE   STATUS                     PORTS
shop-db-1      postgres:15      db        Up 2 hours (healthy)       5432/tcp
shop-web-1     shop/web:1.4.2   web       Exited (1) 8 seconds ago
shop-redis-1   redis:7          redis     Up 2 hours                 6379/tcp"""
    assert [row[0] for row in tables_of(listed)[0].rows] == ["shop-db-1", "shop-web-1", "shop-redis-1"]
    assert tables_of(listed)[0].rows[1][4] == ""


def test_free_s_header_quoted_without_its_indent_is_read() -> None:
    trimmed = "total        used        free\nMem:           15Gi        13Gi       312Mi"
    assert tables_of(trimmed) == (Table(("", "total", "used", "free"), (("Mem", "15Gi", "13Gi", "312Mi"),)),)


def test_lvm_s_counted_names_and_names_one_space_apart_are_columns() -> None:
    vgs = "  VG   #PV #LV #SN Attr   VSize   VFree\n  vg0    2   5   0 wz--n- 931.51g 120.00g"
    assert tables_of(vgs)[0].columns == ("vg", "#pv", "#lv", "#sn", "attr", "vsize", "vfree")
    pvs = "  PV         VG   Fmt  Attr PSize   PFree\n  /dev/sdc1  vg1  lvm2 a--  465.76g  12.00g"
    assert tables_of(pvs)[0].rows == (("/dev/sdc1", "vg1", "lvm2", "a--", "465.76g", "12.00g"),)


def test_mongostat_s_samples_are_a_table_their_time_one_cell() -> None:
    stat = ("insert query update delete dirty  used conn                time\n"
            "   120   850    340     *0  2.1% 78.4%  187 Dec  7 10:00:01.123")
    table = tables_of(stat)[0]
    assert table.columns[:3] == ("insert", "query", "update") and table.rows[0][-1] == "Dec 7 10:00:01.123"
    assert tables_of("insert query value\n1 2 3") == ()  # no mongostat's: prose


def test_ntpq_s_peers_are_a_table_under_its_rule_of_equals_without_their_tallies() -> None:
    ntpq = ("     remote           refid      st t when poll reach   delay   offset  jitter\n"
            "==============================================================================\n"
            "*10.0.0.1        .GPS.            1 u   33   64  377    0.512   -0.123   0.045\n"
            " ntp.example.com 10.0.0.1         2 u   12   64  377    1.234    2.345   0.067")
    (peers,) = tables_of(ntpq)
    assert [row[0] for row in peers.rows] == ["10.0.0.1", "ntp.example.com"]
    assert peers.rows[0][7:] == ("0.512ms", "-0.123ms", "0.045ms")  # milliseconds, signed


def test_lsblk_s_tree_is_blank_and_a_disk_may_have_no_mount_point() -> None:
    lsblk = ("NAME        MAJ:MIN RM   SIZE RO TYPE MOUNTPOINT\n"
             "sda           8:0    0   500G  0 disk\n"
             "├─sda1        8:1    0   512M  0 part /boot\n"
             "│ └─vg-root 253:0    0    20G  0 lvm  /")
    (devices,) = tables_of(lsblk)
    assert devices.columns[:2] == ("name", "maj:min")
    assert [(row[0], row[-1]) for row in devices.rows] == [("sda", ""), ("sda1", "/boot"), ("vg-root", "/")]


def test_a_field_s_line_after_the_rows_ends_them() -> None:
    zpool = ("\tNAME        STATE     READ WRITE CKSUM\n"
             "\ttank        DEGRADED     0     0     0\n"
             "\t  sdb       UNAVAIL      0     0    12\n"
             "errors: No known data errors")
    (devices,) = tables_of(zpool)  # the table was dropped: `errors:`' row writes no digit
    assert [row[0] for row in devices.rows] == ["tank", "sdb"]


def test_sar_s_average_rows_are_read_as_its_timed_ones() -> None:
    sar = ("Average:        IFACE   rxpck/s    rxkB/s   %ifutil\n"
           "Average:         eth0   8523.10  10234.50     83.84")
    assert tables_of(sar) == (Table(("iface", "rxpck/s", "rxkb/s", "%ifutil"),
                                    (("eth0", "8523.10", "10234.50", "83.84%"),)),)


def test_rows_of_words_only_under_four_names_or_more_are_a_table() -> None:
    apps = ("NAME  STATUS     HEALTH    SYNCPOLICY\nweb   Synced     Healthy   Auto\n"
            "api   OutOfSync  Degraded  Auto-Prune")
    assert tables_of(apps) == (Table(("name", "status", "health", "syncpolicy"), (
        ("web", "Synced", "Healthy", "Auto"), ("api", "OutOfSync", "Degraded", "Auto-Prune"))),)
    # a line of capitals over one line of words, or words under three names: prose, as before
    assert tables_of("NAME  STATUS     HEALTH    SYNCPOLICY\nweb   Synced     Healthy   Auto") == ()
    assert tables_of("NAME  STATUS     HEALTH\nweb   Synced     Healthy\napi   OutOfSync  Degraded") == ()


def test_a_header_naming_one_word_twice_is_read_by_runs_of_spaces() -> None:
    # Nomad's `ID  Node ID`: `Node` is no column of its own, nor `Group`
    (allocations,) = tables_of(
        "ID        Node ID   Task Group  Version  Desired  Status   Created    Modified\n"
        "8c1e4f2a  3f7b9c1d  web         3        run      running  2h10m ago  2h9m ago\n"
        "a2d9e6b7  5e2c8a4f  cache       3        run      failed   2h10m ago  1h2m ago")
    assert allocations.columns == ("id", "node id", "task group", "version", "desired", "status", "created",
                                   "modified")
    assert allocations.rows[1] == ("a2d9e6b7", "5e2c8a4f", "cache", "3", "run", "failed", "2h10m ago",
                                   "1h2m ago")


def test_elasticsearch_s_unassigned_shards_are_a_row_and_its_cpu_is_in_percent() -> None:
    (allocation,) = tables_of(
        "shards disk.indices disk.used disk.avail disk.total disk.percent host      ip        node\n"
        "    12        2.1gb    45.2gb     54.7gb     99.9gb           45 10.0.0.21 10.0.0.21 es-node-1\n"
        "     5                                                                               UNASSIGNED")
    assert allocation.rows == (("12", "2.1gb", "45.2gb", "54.7gb", "99.9gb", "45%", "10.0.0.21", "10.0.0.21",
                                "es-node-1"), ("5", "", "", "", "", "", "", "", "UNASSIGNED"))
    (nodes,) = tables_of("ip        heap.percent ram.percent cpu load_1m node.role   master name\n"
                         "10.0.0.21           62          97  12    0.85 cdfhilmrstw *      es-node-1")
    assert nodes.rows[0][:5] == ("10.0.0.21", "62%", "97%", "12%", "0.85")
    # a `cpu` beside no `.percent` column is bare
    (machines,) = tables_of("NAME   CPU   MEMORY   ZONE\nvm-1   4     16Gi     zone-a\n"
                            "vm-2   8     32Gi     zone-b")
    assert [row[1] for row in machines.rows] == ["4", "8"]
