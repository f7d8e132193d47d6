"""Checks of `told`'s chain imported the first time a cited text prints a word their reading
needs (gatekeeper.rules.support.evidence.printed_checks).

The table says, for each gated check, why a text printing none of its words is one it finds
nothing in: the test its own code makes first, or what every match of the pattern it reads
holds. The reliability families (tests/reliability) run each check through the whole chain."""

from __future__ import annotations

import subprocess
import sys

import pytest
from helpers import modules_imported_by_the_example

from gatekeeper.rules.support.evidence import printed_checks as gated

PACKAGE = "gatekeeper.rules.support.evidence"

#: (the gated check, its module, a line printing what opens it, why nothing is found without it)
GATES = [
    ("jstat_swapped", "jstat", "  S0C    S1C    S0U   YGC   YGCT   FGC   FGCT   GCT",
     "jstat_cells reads no text without `GCT` (every jstat -gc* header ends with it)"),
    ("gc_value_swapped", "gc_pauses", "[Full GC (Ergonomics) 512M->300M(1024M), 2.1 secs]",
     "two kinds of collection are needed; a full one is `Pause Full` or `[Full GC`"),
    ("gc_kind_denied", "gc_pauses", "[GC (Allocation Failure) 512M->300M(1024M), 0.02 secs]",
     "any collection is needed; one is `Pause Young`, `Pause Full`, `[GC` or `[Full GC`"),
    ("room_contradicted", "exhausted", "write /data/app.log: no space left on device",
     "a resource is read exhausted only from a line stating it (`space left`, `table full`, ...)"),
    ("replication_contradicted", "replication", "Slave_IO_Running: No",
     "a replica's status is read only from texts printing its fields"),
    ("probe_swapped", "probes", "Warning  Unhealthy  kubelet  Readiness probe failed: statuscode: 503",
     "a probe's failure is read only from the kubelet's words for it"),
    ("isr_contradicted", "isr", "Topic: orders Partition: 3 Leader: 1 Replicas: 1,2,3 Isr: 1",
     "a partition's replicas are read only from texts printing `Isr:`"),
    ("start_misdated", "started", "   Active: active (running) since Sat 2026-12-05 03:14:09 UTC; 5min ago",
     "a start time is read only from texts printing `Started:`, `Start Time:` or ` since `"),
    ("recap_contradicted", "play_recap", "web-01 : ok=5 changed=1 unreachable=0 failed=1",
     "only texts with `ok=` are read for recaps"),
    ("limit_contradicted", "rlimits", "Limit                     Soft Limit           Hard Limit",
     "_limits_claimed yields nothing without `Limit` or `(-n)`"),
    ("mount_mode_denied", "mounts", "/dev/sdb1 on /data type ext4 (ro,relatime)",
     "a mount's mode is an option `ro`/`rw` between `(`, `,` or a space and `,`, `)` or a space"),
    ("interface_state_denied", "interfaces", "2: eth0: <BROADCAST> mtu 1500 state DOWN mode DEFAULT",
     "_links_in reads no text without ` state `"),
    ("listener_contradicted", "listeners", "tcp  LISTEN 0  128  0.0.0.0:8080  0.0.0.0:*",
     "no text without `LISTEN` is read"),
    ("breaker_state_misattributed", "breakers", "CircuitBreaker 'payment' changed state from CLOSED to OPEN",
     "two breakers' changes are needed, each matching `circuit` (`rcu`) in some case"),
    ("breaker_state_contradicted", "breakers", "2026-12-06 03:14:12 WARN [payment-svc] circuit breaker open",
     "a breaker's state is read only off a line matching `circuit` (`rcu`): `circuit breaker`, "
     "`short-circuited`, a change's `CircuitBreaker`"),
    ("lock_roles_swapped", "lock_waits", "---TRANSACTION 421, LOCK WAIT waiting for this lock to be granted",
     "no text without `waiting`, `waits for`, `locked <` or `granted` (pg_locks) is read"),
    ("scheduling_reason_denied", "scheduling", "0/3 nodes are available: 3 Insufficient cpu.",
     "no text without `nodes are available` is read"),
    ("rollout_contradicted", "rollouts", 'deployment "order-svc" successfully rolled out',
     "no text without `rollout`, `rolled out` or `progress deadline` is read"),
    ("alert_contradicted", "alerts", "FIRING HighCPUUsage payment-svc",
     "an alert is read from a line printing its state"),
    ("pod_state_misdated", "pod_states", "    Last State:     Terminated",
     "no text without `Last State:` is read"),
    ("readiness_denied", "readiness", "NAME        READY   STATUS    RESTARTS   AGE",
     "tables are read only from texts printing `READY` or `COMPLETIONS`"),
    ("unit_result_contradicted", "unit_results", "nginx.service: Failed with result 'exit-code'.",
     "a unit's result is read only from a text printing one of these"),
    ("unit_state_contradicted", "unit_state", "   Active: failed (Result: exit-code)",
     "units_of reads a text printing both `Active:` and `.service`"),
    ("thread_state_denied", "thread_states", "   java.lang.Thread.State: BLOCKED (on object monitor)",
     "no text without `java.lang.Thread.State` is read"),
    ("endpoint_health_denied", "endpoint_health", "https://10.0.0.7:2379 is healthy: successfully committed",
     "every health check's line holds ` is ` and its state"),
    ("process_swapped", "processes", "Out of memory: Killed process 2187 (java)",
     "a process's line matches one of five patterns, each holding one of these"),
    ("event_reason_swapped", "event_reasons", "LAST SEEN   TYPE      REASON    OBJECT",
     "tables of events are read only from texts printing `REASON`"),
    ("target_swapped", "targets", "order-svc   Deployment/order-svc   85%/70%   2   10   6",
     "a current and target pair is `%/`, or an escape of it in JSON"),
    ("side_swapped", "sides", "replicas: 3 -> 5",
     "only lines with an arrow are read"),
    ("limit_reach_contradicted", "limit_reached", "maxmemory:4294967296",
     "a limit is read only from a field named `maxmemory`, `maxclients` or `max_connections`, "
     "lower-cased: each holds `max` in some case; or from `Max open files` or `ulimit -n` echoed"),
    ("limit_reach_contradicted", "limit_reached", "$ ulimit -n",
     "a limit of open files is read from `Max open files` or from `ulimit -n` echoed"),
    ("external_ip_contradicted", "external_ips", "NAME  TYPE  CLUSTER-IP  EXTERNAL-IP  PORT(S)  AGE",
     "only tables with an `external-ip` column (lower-cased) are read: it holds `l-` in some case"),
    ("cordon_contradicted", "cordoned", "NAME     STATUS   ROLES    AGE   VERSION",
     "only kubectl's tables of nodes are read: NAME STATUS ROLES, its header, in capitals"),
    ("grep_count_swapped", "grep_counts", "$ grep -c ERROR app.log\n37",
     "only commands echoed with `grep` in them are read"),
    ("suspend_contradicted", "suspended", "db-backup   0 2 * * *   False   0   22h   41d",
     "a suspension is contradicted only by a SUSPEND cell as kubectl prints it: True or False"),
    ("release_state_contradicted", "helm_releases", "12  Sun Dec  6 10:02:44 2026  failed  pay-svc-1.5.0",
     "a state is contradicted only by a STATUS cell Helm prints: deployed, failed, superseded, pending-*"),
    ("version_swapped", "versions", "Server Version: v1.25.9",
     "only fields whose name holds the word `version`, `kernel` or `operating` (each as NAME_WORD splits "
     "a name: Version, version, VERSION) are read"),
]


@pytest.mark.parametrize(("name", "module", "line", "why"), GATES, ids=[g[0] for g in GATES])
def test_a_text_printing_the_gate_s_word_is_read_by_the_check_and_none_other(
        name: str, module: str, line: str, why: str) -> None:
    """The line opens the gate (the check's module is imported and asked) and a text printing
    none of the gate's words leaves the module unimported, in a fresh process."""
    code = (f"import sys\nfrom {PACKAGE} import printed_checks as gated\n"
            f"check = gated.{name}\n"
            "check('a claim', [], ['no such output here'], lambda text: [])\n"
            f"print({PACKAGE + '.' + module!r} in sys.modules)\n"
            f"check('a claim', [], [{line!r}], lambda text: [])\n"
            f"print({PACKAGE + '.' + module!r} in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True"], why


def test_the_helpers_say_nothing_of_texts_without_their_words() -> None:
    plain = ["2026-11-30 03:10:00 ERROR payment-svc request timeout after 5000ms"]
    assert gated.jstat_columns_held([], plain) == set()
    assert gated.recap_counters("web-01 had no failed tasks", plain) == set()
    assert gated.alert_names("HighCPUUsage 仍在告警", 0, 12, plain) == []


def test_the_helpers_read_texts_printing_their_words() -> None:
    recap = ["web-01                     : ok=5    changed=1    unreachable=0    failed=0"]
    assert gated.recap_counters("web-01 had no failed tasks", recap) == {"failed"}
    alerts = ["[FIRING:1] HighCPUUsage payment-svc"]
    assert gated.alert_names("HighCPUUsage 仍在告警", 0, 12, alerts) == ["HighCPUUsage"]


def test_checking_a_bundle_citing_none_of_these_outputs_imports_none_of_their_modules() -> None:
    """The README's example, checked in a fresh process with every rule."""
    assert modules_imported_by_the_example(sorted({module for _, module, _, _ in GATES})) == []
