"""The checks that read one tool's output each (Terraform's plan, Ceph's status, nodetool's ring,
smartctl, `ip -s link`, mdadm, mtr, nvidia-smi, chrony, Envoy's stats, `kubectl describe node`,
iotop, `systemctl list-units`, Elasticsearch's `_cat/shards`, `uptime`'s load averages, `kubectl
get hpa`, `ps`, dig, sshd's accepted logins, ping's summary, iptables' rules, traceroute, the
addresses of nslookup, dig and `ip route`, `git log`'s authors, `ip addr`'s MTUs and MACs,
systemd's units stopping and starting, ntpq's and chronyc's selected peer, supervisorctl's
programs, certbot's certificates, lm-sensors' readings, a JVM's class histogram, pressure stalls,
kubectl's ages, `tc -s qdisc`'s counts, redis-benchmark's commands, iperf3's summary,
fio's report, `strace -c`'s summary, Go's and the JVM's
numbered collections, cron schedules, CloudWatch's datapoints,
`systemd-analyze blame`, a load test's tally of statuses, pprof's and perf's profiles, ethtool's
settings, ipvsadm's real servers, `systemctl list-timers`, `git status`' lead, `ip neigh`, Redis'
slowlog, `ls -l`, jcmd's heap, pt-query-digest, HTTP headers, Pacemaker's `crm_mon`, `drbdadm
status`, Redis' `CLUSTER NODES`, keepalived's VRRP states, gunicorn's workers, apt's summary, `rsync
--stats`, blocks of fields named by `Name:`, `Table:` and the like, a JVM's size flags, `ceph osd
tree`, `ip route`, `mount` and `blkid`, `gluster volume status`, `multipath -ll`, `/readyz?verbose`, InnoDB's
deadlock, nftables' counters, pytest's summary, Redis' persistence, `/proc/net/dev`, `go test`,
the states of named blocks (bonding's slaves, gluster's peers, hostnamectl's hosts), `git status`'
files, `npm audit`'s severities, `redis-cli --bigkeys`, Postfix's queue), imported the first time a
cited text prints what the tool prints.

Most claims cite none of these tools, and importing their modules (their patterns built from the
cache) was a cost of every `gatekeeper check`'s start-up (docs/performance.md). Each check's
words below are ones its own reading needs (it reads nothing without them), so a text without
them is one the check would say nothing of: none is skipped that could find something.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from importlib import import_module
from typing import Any

from gatekeeper.rules.support.text.anchors import Anchor

#: A check of `told`'s: (claim, its anchors, cited texts, a line's anchors) -> a contradiction.
Check = Callable[[str, Sequence[Anchor], Sequence[str], Callable[[str], Sequence[Anchor]]],
                 "tuple[Anchor, list[str]] | None"]


def prints(texts: Sequence[str], *words: str) -> bool:
    return any(word in text for text in texts for word in words)


def tool_contradicted(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
                      anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
    """The first contradiction of the checks of the tools `texts` print (`told`'s signature)."""
    return next(filter(None, (check(claim, anchors, texts, anchors_of) for check in _checks(texts))), None)


#: (words one of which a cited text prints, the module reading that tool's output, its check),
#: in the order the checks are asked.
_TOOLS: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("Plan:", "Resources:", "No changes."), "plan_counts", "plan_count_contradicted"),
    (("osds:", "HEALTH_"), "ceph_status", "ceph_status_contradicted"),
    (("Status=Up/Down",), "ring_status", "ring_status_contradicted"),
    (("self-assessment", "SMART Health", "RAW_VALUE"), "smart_attributes", "smart_contradicted"),
    (("RX",), "link_stats", "link_counter_swapped"),
    (("/dev/md", " : active"), "raid_status", "raid_contradicted"),
    (("|--",), "hops", "hop_value_swapped"),
    (("traceroute to ", "traceroute6 to "), "trace_hops", "trace_hop_contradicted"),
    (("NVIDIA-SMI", "MiB /"), "gpu_status", "gpu_value_swapped"),
    ((" of NTP time", " ppm "), "clock_offset", "clock_way_swapped"),
    (("upstream_",), "envoy_stats", "envoy_stat_swapped"),
    (("Allocated resources",), "allocated", "allocation_swapped"),
    (("DISK READ",), "disk_io", "io_rate_swapped"),
    ((" loaded ",), "unit_list", "unit_list_contradicted"),
    (("COMPLETIONS", "Pods Statuses:"), "jobs", "job_contradicted"),
    (("possible_keys", " Scan "), "query_plans", "plan_contradicted"),
    (("UNASSIGNED", "STARTED", "INITIALIZING", "RELOCATING"), "shards", "shard_contradicted"),
    (("MAXPODS",), "autoscalers", "autoscaler_contradicted"),
    (("COMMAND", " CMD"), "process_list", "process_denied"),
    (("Accepted ",), "logins", "login_failures_denied"),
    (("ANSWER SECTION",), "dns_answers", "answer_count_contradicted"),
    (("\tIN\t", " IN ", "\tIN ", " IN\t"), "dns_answers", "ttl_contradicted"),  # a record's `IN`
    (("load average",), "load_average", "load_way_swapped"),
    (("(policy ", "\n-A "), "firewall_rules", "firewall_contradicted"),
    (("packets transmitted", "Packets: Sent"), "ping_summary", "ping_contradicted"),
    # one of two roles printed
    (("Server:", "SERVER:", "default via", "0.0.0.0"), "address_roles", "address_role_swapped"),
    (("Author:",), "commits", "author_swapped"),
    ((" mtu ",), "link_values", "link_value_swapped"),
    (("systemd[",), "unit_events", "unit_event_misdated"),
    (("refid", "Name/IP address"), "sync_sources", "sync_source_swapped"),
    (("RUNNING", "STOPPED", "STARTING", "BACKOFF", "STOPPING", "EXITED", "FATAL"), "supervised",
     "program_contradicted"),
    (("Certificate Name:",), "certificates", "certificate_contradicted"),
    (("°C", "degrees C", "RPM", "mV", " V ", " V\t", " V\n", " W ", " W\t", " W\n", "Volts", "Watts"),
     "sensors", "sensor_contradicted"),  # sensors._PRINTED
    (("#instances",), "class_histogram", "histogram_contradicted"),
    (("avg10=",), "stalls", "stall_swapped"),
    ((" AGE",), "ages", "age_contradicted"),
    (("qdisc ",), "qdisc_stats", "qdisc_count_swapped"),
    (("requests per second",), "benchmark_commands", "benchmark_value_swapped"),
    ((" sender", " receiver"), "iperf_summary", "iperf_value_swapped"),
    (("IOPS=",), "fio_results", "fio_value_contradicted"),
    (("usecs/call",), "syscall_summary", "syscall_value_swapped"),
    ((" MB goal", ") Pause "), "gc_collections", "gc_value_contradicted"),
    (("* * *",), "cron_schedules", "schedule_contradicted"),
    (('"Timestamp"',), "datapoints", "datapoint_contradicted"),
    ((".service", ".mount", ".socket", ".target", ".device", ".timer", ".scope", ".slice"), "unit_startups",
     "startup_contradicted"),  # unit_startups.KINDS
    ((" responses", "[code:count]"), "status_tallies", "tally_contradicted"),
    (("flat%", "Shared Object"), "profile_rows", "profile_value_contradicted"),
    (("Settings for ",), "ethtool_settings", "setting_contradicted"),
    (("->",), "virtual_servers", "server_count_contradicted"),  # a real server's row, header or not
    ((".timer",), "timers", "timer_time_contradicted"),
    (("Your branch",), "branch_status", "lead_contradicted"),
    ((" dev ",), "neighbours", "neighbour_contradicted"),
    (("(integer)",), "slowlog_entries", "slowlog_duration_contradicted"),
    (("Jan ", "Feb ", "Mar ", "Apr ", "May ", "Jun ", "Jul ", "Aug ", "Sep ", "Oct ", "Nov ", "Dec "),
     "file_listing", "listing_contradicted"),  # listed_files.MONTHS
    (("garbage-first heap", "PSYoungGen", "ParOldGen", "PSOldGen", "par new generation", "def new generation",
      "tenured generation", "concurrent mark-sweep generation", "Metaspace", "class space"), "heap_pools",
     "heap_stat_swapped"),  # heap_pools.POOLS
    (("0x",), "query_digest", "digest_value_contradicted"),
    (("role:",), "drbd_status", "drbd_contradicted"),  # drbd_status.ROLE
    (("connected",), "cluster_nodes", "cluster_node_contradicted"),  # cluster_nodes.LINK
    ((" STATE",), "vrrp_states", "vrrp_state_contradicted"),  # vrrp_states.STATE
    (("WORKER", "Worker", "worker"), "worker_events", "worker_event_swapped"),  # worker_events.WORKER
    ((" newly installed, ",), "apt_summary", "apt_count_swapped"),  # apt_summary.SUMMARY
    (("Number of ", "file size: "), "rsync_stats", "rsync_stat_swapped"),  # rsync_stats.PRINTED
    (("Name: ", "Table: ", "Slave Interface: ", "Hostname: ", "Static hostname: ", "source: "),
     "named_blocks", "block_value_swapped"),  # named_blocks.OPENING
    (("Name: ", "Table: ", "Slave Interface: ", "Hostname: ", "Static hostname: ", "source: "),
     "block_states", "block_state_swapped"),  # named_blocks.OPENING
    (("osd.",), "osd_tree", "osd_contradicted"),  # osd_tree.OSD
    ((" dev ",), "routes", "route_contradicted"),  # routes.DEV
    ((" type ", " 0 0", ' TYPE="'), "mount_points", "mount_point_contradicted"),  # mount_points.PRINTED
    (("Brick ",), "gluster_bricks", "brick_contradicted"),  # gluster_bricks.BRICK
    (("`- ",), "multipath_paths", "path_state_contradicted"),  # multipath_paths.PATH
    (("[+]", "[-]"), "health_checks", "health_check_contradicted"),  # health_checks.MARKS
    (("WE ROLL BACK TRANSACTION",), "deadlock_victim",
     "deadlock_contradicted"),  # deadlock_victim.ROLLED_BACK
    (("counter packets ",), "nft_counters", "nft_count_swapped"),  # nft_counters.COUNTER
    (("s =", ") ="), "run_summary", "run_count_swapped"),  # run_summary.PRINTED
    (("_status:",), "persistence_status", "persistence_contradicted"),  # persistence_status.STATUS
    (("face |",), "interface_counters", "interface_count_swapped"),  # interface_counters.HEADER
    (("ok  \t", "FAIL\t", "--- FAIL: ", "--- PASS: "), "go_test_results",
     "go_result_contradicted"),  # .PRINTED
    (("HeapSize", "NewSize", "MetaspaceSize", "DirectMemorySize"), "flag_sizes",
     "flag_size_swapped"),  # text/anchors/jvm_flags.FLAGS
    (("):", "Online:", "OFFLINE:", "Standby:", "Current DC:"), "pacemaker",
     "cluster_contradicted"),  # .PRINTED
    (("modified:", "deleted:", "new file:", "Untracked files:"), "worktree_files",
     "worktree_file_contradicted"),  # worktree_files.PRINTED
    (("Severity: ",), "audit_severities", "severity_contradicted"),  # audit_severities.SEVERITY
    (("Biggest",), "big_keys", "big_key_contradicted"),  # big_keys.BIGGEST
    (("-Queue ID-",), "queued_mail", "mail_contradicted"),  # text/anchors/mail_queue.HEADER
    (("max-age=", "Max-Age=", "maxage=", "Retry-After", "retry-after", "Age:", "age:", "timeout="),
     "http_headers", "header_seconds_contradicted"),  # header_seconds.WORDS
)
#: ... and the checks' holds: the counts and values a tool's output makes that a claim may write.
_HOLDS: tuple[tuple[tuple[str, ...], str, str], ...] = (
    (("Status=Up/Down",), "ring_status", "ring_counts_held"),
    (("osds:", "HEALTH_"), "ceph_status", "ceph_counts_held"),
    (("RAW_VALUE",), "smart_attributes", "smart_values_held"),
    (("/dev/md", " : active"), "raid_status", "raid_counts_held"),
    (("|--",), "hops", "hop_values_held"),
    ((" loaded ",), "unit_list", "unit_counts_held"),
    (("UNASSIGNED", "STARTED"), "shards", "shard_counts_held"),
    (("ANSWER SECTION",), "dns_answers", "answer_counts_held"),
    (("#instances",), "class_histogram", "histogram_values_held"),
    (("avg10=",), "stalls", "stall_windows_held"),
    (("role:",), "drbd_status", "done_shares_held"),
)
#: iptables' counters (`-v`'s header) and dig's TTLs, printed bare: held apart too
#: (`held.stated_otherwise`), a claim's unit no other value's.
_APART = ((("pkts bytes",), "firewall_rules", "counters_held"),
          (("\tIN\t", " IN ", "\tIN ", " IN\t"), "dns_answers", "record_ttls_held"))  # `IN` in blanks


def _checks(texts: Sequence[str]) -> list[Check]:
    """The checks of the tools `texts` print, in the order they are asked."""
    printed = frozenset().union(*map(_printed, dict.fromkeys(texts)))
    return [_loaded(module, name) for n, (_, module, name) in enumerate(_TOOLS) if n in printed]


@lru_cache(maxsize=4096)
def _printed(text: str) -> frozenset[int]:
    """Where in `_TOOLS` the tools whose words `text` prints are: read once a text, not once for
    each claim citing it (a batch's claims cite the same outputs; every test is a scan)."""
    return frozenset(n for n, (words, _, _) in enumerate(_TOOLS) if any(word in text for word in words))


def tool_values_held(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts and values the tools `texts` print make (a ring's nodes in a
    status, Ceph's OSDs and PGs, smartctl's raw values, mdadm's devices, mtr's milliseconds,
    iptables' counters, a class's bytes in a heap histogram, pressure stalls' windows, dig's TTLs)."""
    return _held((*_HOLDS, *_APART), claim, missing, texts)


def held_apart(claim: str, missing: list[Anchor], texts: Sequence[str]) -> list[Anchor]:
    """`missing` without the counts of packets and bytes a rule `iptables -L -v` lists has
    (firewall_rules.counters_held: a bare cell under `bytes` is no `0 bytes` of a chain's policy)
    and the TTLs dig prints (dns_answers.record_ttls_held: `300` is `300 秒`)."""
    return _held(_APART, claim, missing, texts)


def _held(holds: Sequence[tuple[tuple[str, ...], str, str]], claim: str, missing: list[Anchor],
          texts: Sequence[str]) -> list[Anchor]:
    for words, module, name in holds:
        if missing and prints(texts, *words):
            missing = _loaded(module, name)(claim, missing, texts)
    return missing


def _loaded(module: str, name: str) -> Any:
    """A tool's check or hold, its module imported the first time a text prints the tool."""
    return getattr(import_module(f"gatekeeper.rules.support.evidence.{module}"), name)
