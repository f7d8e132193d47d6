"""The checks of one tool's output each, imported when a cited text prints it
(gatekeeper.rules.support.evidence.tool_outputs)."""

from __future__ import annotations

import pytest
from helpers import modules_imported_by_the_example

from gatekeeper.rules.support.evidence.tool_outputs import _checks, tool_contradicted

MODULES = ("plan_counts", "ceph_status", "ring_status", "smart_attributes", "link_stats", "raid_status",
           "hops", "gpu_status", "clock_offset", "envoy_stats", "allocated", "disk_io", "unit_list",
           "shards", "query_plans", "jobs", "trace_hops",
           "address_roles", "commits", "link_values", "unit_events",
           # round 48's
           "pacemaker", "drbd_status", "cluster_nodes", "vrrp_states", "worker_events", "apt_summary",
           "rsync_stats", "named_blocks", "flag_sizes", "osd_tree", "routes", "mount_points",
           "gluster_bricks", "multipath_paths", "health_checks", "deadlock_victim", "nft_counters",
           "run_summary", "persistence_status", "interface_counters", "go_test_results",
           # round 49's
           "block_states", "worktree_files", "audit_severities", "big_keys", "queued_mail")
#: A line of each tool's output, and the check that reads it.
PRINTED = [
    ("Plan: 2 to add, 1 to change, 3 to destroy.", "plan_count_contradicted"),
    ("    osd: 6 osds: 5 up (since 12m), 6 in (since 5w)", "ceph_status_contradicted"),
    ("Status=Up/Down\nUN  10.0.3.11  256.48 GiB  256  34.1%  5c1e8a7b  rack1", "ring_status_contradicted"),
    ("SMART overall-health self-assessment test result: PASSED", "smart_contradicted"),
    ("    RX: bytes  packets  errors  dropped overrun mcast\n    TX: bytes", "link_counter_swapped"),
    ("md0 : active raid5 sde1[3] sdd1[2](F)", "raid_contradicted"),
    ("  3.|-- 203.0.113.9  30.0%  10  45.2  48.9  40.1  62.0  7.1", "hop_value_swapped"),
    ("| N/A   45C    P0    56W / 300W |  15360MiB / 16160MiB |     87%      Default |", "gpu_value_swapped"),
    ("System time     : 0.812345678 seconds slow of NTP time", "clock_way_swapped"),
    ("cluster.outbound|8080||payments.default.svc.cluster.local.upstream_rq_5xx: 132", "envoy_stat_swapped"),
    ("Allocated resources:\n  cpu  3800m (95%)  7 (175%)", "allocation_swapped"),
    ("Total DISK READ:  1.20 M/s | Total DISK WRITE:  45.30 M/s", "io_rate_swapped"),
    ("● nginx.service  loaded failed failed  A high performance web server", "unit_list_contradicted"),
    ("orders  1     r      UNASSIGNED", "shard_contradicted"),
    ("possible_keys: idx_user_id", "plan_contradicted"),
    ("NAME                      COMPLETIONS   DURATION   AGE", "job_contradicted"),
    ("Pods Statuses:  0 Active (0 Ready) / 0 Succeeded / 1 Failed", "job_contradicted"),
    (" Seq Scan on orders  (cost=0.00..18334.00 rows=998877 width=64)", "plan_contradicted"),
    ("traceroute to 10.2.0.8 (10.2.0.8), 30 hops max, 60 byte packets", "trace_hop_contradicted"),
    ("default via 10.0.0.254 dev eth0 proto static", "address_role_swapped"),
    ("Author: Bob Chen <bob@example.com>", "author_swapped"),
    ("2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP", "link_value_swapped"),
    ("Dec 07 05:12:41 web-1 systemd[1]: Stopped nginx.service.", "unit_event_misdated"),
    # round 49's: each on the words its reading needs
    ("Slave Interface: eth0\nMII Status: down", "block_state_swapped"),
    ("   Static hostname: web-01\n    Kernel: Linux 4.18.0-513.5.1.el8_9.x86_64", "block_state_swapped"),
    ("source: mongo-2:27017\n\t0 secs (0 hrs) behind the primary ", "block_value_swapped"),
    ("\tdeleted:    src/legacy.py", "worktree_file_contradicted"),
    ("minimist  <1.2.6\nSeverity: critical", "severity_contradicted"),
    ("Biggest   list found 'queue:jobs' has 912345 items", "big_key_contradicted"),
    ("-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------", "mail_contradicted"),
    ("= 5 skipped, 2 xfailed, 1 deselected in 0.42s =", "run_count_swapped"),
    ("==== 1 failed, 20 passed in 612.04s (0:10:12) ====", "run_count_swapped"),
]


@pytest.mark.parametrize(("text", "check"), PRINTED)
def test_a_text_printing_a_tool_s_output_is_read_by_its_check(text: str, check: str) -> None:
    assert check in [found.__name__ for found in _checks([text])]


def test_checking_a_bundle_citing_no_tool_s_output_imports_none_of_their_modules() -> None:
    """The README's example, checked in a fresh process with every rule: no tool's module."""
    assert modules_imported_by_the_example(MODULES) == []


def test_the_first_contradiction_is_the_first_check_s() -> None:
    ring = ("Status=Up/Down\n|/ State=Normal/Leaving/Joining/Moving\n"
            "UN  10.0.3.11  256.48 GiB  256     34.1%   5c1e8a7b-3f2d-4b6a-9e8c-7d6f5e4a3b21  rack1")
    found = tool_contradicted("节点 10.0.3.11 已宕机", [], [ring], lambda line: [])
    assert found is not None and found[1][0].startswith("UN (")
