"""Checks of `told`'s chain that read one kind of output each (jstat, GC logs, Ansible's recap,
limits, mounts, `ip link`, `ss`, breakers, lock waits, Kubernetes' events, rollouts, alerts and
pods, systemd's units, thread dumps, health checks, process lines, arrows, targets, nodes'
cordons, Helm's revisions, CronJobs' suspension, grep's counts, version fields), imported the
first time a cited text prints a word their reading needs.

Most claims cite none of these outputs, and importing the modules (their patterns built from
the cache) was a cost of every `gatekeeper check`'s start-up (docs/performance.md). Each check
keeps its place in `told`'s chain (the first contradiction found is the one reported), and the
words that open it are ones its own code requires of some cited text before it can find
anything (each proof is in tests/rules/support/evidence/test_printed_checks.py's table): a text
without them is one the check would say nothing of, so none is skipped that could find
something. Checks whose reading needs no fixed word (`uniq -c` tallies, flags, tables of
containers, health colours, releases) are imported as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import product

from gatekeeper.rules.support.evidence.tool_outputs import Check, prints
from gatekeeper.rules.support.text.anchors import Anchor


def gated(printed: Sequence[str], load: Callable[[], Check]) -> Check:
    """The check `load` imports, asked only when a cited text prints one of `printed`."""

    def check(claim: str, anchors: Sequence[Anchor], texts: Sequence[str],
              anchors_of: Callable[[str], Sequence[Anchor]]) -> tuple[Anchor, list[str]] | None:
        return load()(claim, anchors, texts, anchors_of) if prints(texts, *printed) else None

    check.__name__ = check.__qualname__ = f"gated_{load.__name__.lstrip('_')}"
    return check


def _cases(word: str) -> tuple[str, ...]:
    """Every mix of upper and lower case of an ASCII word none of whose letters another
    character matches under re.IGNORECASE (not `i`, `k`, `s`)."""
    return tuple("".join(letters) for letters in product(*((c.lower(), c.upper()) for c in word)))


#: What each gated check's reading needs a cited text to print (one of them).
JSTAT = ("GCT",)  # every jstat -gc* header ends with it
RECAP = ("ok=",)
LIMITS = ("Limit", "(-n)")
ALERT_STATES = ("FIRING", "RESOLVED", "Firing", "firing", "Resolved", "resolved")
#: `ro` or `rw` among a mount's options: `(ro,`, `,rw)`, `/proc/mounts`' ` ro,` or ` rw `
MOUNT_MODES = tuple(f"{before}{mode}{after}" for mode in ("ro", "rw") for before, after in (
    ("(", ","), ("(", ")"), (",", ","), (",", ")"), (" ", ","), (" ", " "), (",", " ")))
ENDPOINT_STATES = (" is healthy", " is unhealthy", " is UP", " is DOWN", "health check passed",
                   "health check failed", '"activeTargets"')
PROCESS_LINES = ("Killed process ", "reaped process ", "Main PID: ", '",pid=', "LISTEN", "ESTABLISHED",
                 "TIME_WAIT", "CLOSE_WAIT", "SYN_SENT", "]:")
#: A resource reported exhausted (evidence/exhausted.py), in words or at its limit (`df`'s `100%`,
#: HikariCP's `idle=0`, free's `Swap:` row).
EXHAUSTED = ("space left", "ENOSPC", "full", "not available", "exhausted", "EXHAUSTED", "Timeout waiting",
             "RejectedExecution", "open files", "EMFILE", "OutOfMemoryError", "Out of memory",
             "allocate memory", "ENOMEM", "100%", "idle=0", "磁盘已满", "空间不足", "耗尽", "Swap:")
#: A log line's level (evidence/levels.py), in capitals or as a field.
LEVELS = ("TRACE", "DEBUG", "INFO", "NOTICE", "WARN", "ERR", "SEVERE", "FATAL", "CRITICAL", "level",
          "[emerg]", "[alert]", "[crit]", "[error]", "[warn]", "[notice]", "[info]", "[debug]")
#: A current and target pair (`35%/70%`), in JSON too (`35%\/70%`, `\u0025`).
TARGET_PAIRS = ("%/", "%\\/", "%\\u002f", "%\\u002F", "\\u0025")


def _jstat() -> Check:
    from gatekeeper.rules.support.evidence.jstat import jstat_swapped
    return jstat_swapped


def _gc_pauses() -> Check:
    from gatekeeper.rules.support.evidence.gc_pauses import gc_value_swapped
    return gc_value_swapped


def _gc_kinds() -> Check:
    from gatekeeper.rules.support.evidence.gc_pauses import gc_kind_denied
    return gc_kind_denied


def _level_generalised() -> Check:
    from gatekeeper.rules.support.evidence.level_generalised import level_generalised
    return level_generalised


def _exhausted() -> Check:
    from gatekeeper.rules.support.evidence.exhausted import room_contradicted
    return room_contradicted


def _replication() -> Check:
    from gatekeeper.rules.support.evidence.replication import replication_contradicted
    return replication_contradicted


def _probes() -> Check:
    from gatekeeper.rules.support.evidence.probes import probe_swapped
    return probe_swapped


def _isr() -> Check:
    from gatekeeper.rules.support.evidence.isr import isr_contradicted
    return isr_contradicted


def _started() -> Check:
    from gatekeeper.rules.support.evidence.started import start_misdated
    return start_misdated


def _play_recap() -> Check:
    from gatekeeper.rules.support.evidence.play_recap import recap_contradicted
    return recap_contradicted


def _rlimits() -> Check:
    from gatekeeper.rules.support.evidence.rlimits import limit_contradicted
    return limit_contradicted


def _mounts() -> Check:
    from gatekeeper.rules.support.evidence.mounts import mount_mode_denied
    return mount_mode_denied


def _interfaces() -> Check:
    from gatekeeper.rules.support.evidence.interfaces import interface_state_denied
    return interface_state_denied


def _listeners() -> Check:
    from gatekeeper.rules.support.evidence.listeners import listener_contradicted
    return listener_contradicted


def _breakers() -> Check:
    from gatekeeper.rules.support.evidence.breakers import breaker_state_misattributed
    return breaker_state_misattributed


def _breaker_states() -> Check:
    from gatekeeper.rules.support.evidence.breakers import breaker_state_contradicted
    return breaker_state_contradicted


def _lock_waits() -> Check:
    from gatekeeper.rules.support.evidence.lock_waits import lock_roles_swapped
    return lock_roles_swapped


def _scheduling() -> Check:
    from gatekeeper.rules.support.evidence.scheduling import scheduling_reason_denied
    return scheduling_reason_denied


def _rollouts() -> Check:
    from gatekeeper.rules.support.evidence.rollouts import rollout_contradicted
    return rollout_contradicted


def _alerts() -> Check:
    from gatekeeper.rules.support.evidence.alerts import alert_contradicted
    return alert_contradicted


def _pod_states() -> Check:
    from gatekeeper.rules.support.evidence.pod_states import pod_state_misdated
    return pod_state_misdated


def _readiness() -> Check:
    from gatekeeper.rules.support.evidence.readiness import readiness_denied
    return readiness_denied


def _unit_results() -> Check:
    from gatekeeper.rules.support.evidence.unit_results import unit_result_contradicted
    return unit_result_contradicted


def _unit_state() -> Check:
    from gatekeeper.rules.support.evidence.unit_state import unit_state_contradicted
    return unit_state_contradicted


def _thread_states() -> Check:
    from gatekeeper.rules.support.evidence.thread_states import thread_state_denied
    return thread_state_denied


def _endpoint_health() -> Check:
    from gatekeeper.rules.support.evidence.endpoint_health import endpoint_health_denied
    return endpoint_health_denied


def _processes() -> Check:
    from gatekeeper.rules.support.evidence.processes import process_swapped
    return process_swapped


def _event_reasons() -> Check:
    from gatekeeper.rules.support.evidence.event_reasons import event_reason_swapped
    return event_reason_swapped


def _targets() -> Check:
    from gatekeeper.rules.support.evidence.targets import target_swapped
    return target_swapped


def _limits_reached() -> Check:
    from gatekeeper.rules.support.evidence.limit_reached import limit_reach_contradicted
    return limit_reach_contradicted


def _external_ips() -> Check:
    from gatekeeper.rules.support.evidence.external_ips import external_ip_contradicted
    return external_ip_contradicted


def _grep_counts() -> Check:
    from gatekeeper.rules.support.evidence.grep_counts import grep_count_swapped
    return grep_count_swapped


def _suspends() -> Check:
    from gatekeeper.rules.support.evidence.suspended import suspend_contradicted
    return suspend_contradicted


def _helm_releases() -> Check:
    from gatekeeper.rules.support.evidence.helm_releases import release_state_contradicted
    return release_state_contradicted


def _cordons() -> Check:
    from gatekeeper.rules.support.evidence.cordoned import cordon_contradicted
    return cordon_contradicted


def _versions() -> Check:
    from gatekeeper.rules.support.evidence.versions import version_swapped
    return version_swapped


def _sides() -> Check:
    from gatekeeper.rules.support.evidence.sides import side_swapped
    return side_swapped


jstat_swapped = gated(JSTAT, _jstat)
gc_value_swapped = gated(("Pause Full", "[Full GC"), _gc_pauses)  # a full collection, of two kinds
gc_kind_denied = gated(("Pause Young", "Pause Full", "[GC", "[Full GC", *JSTAT), _gc_kinds)  # any collection
room_contradicted = gated(EXHAUSTED, _exhausted)
level_generalised = gated(LEVELS, _level_generalised)
replication_contradicted = gated(("_IO_Running:", "_SQL_Running:", "Seconds_Behind_", "master_link_status:"),
                                 _replication)
probe_swapped = gated((" probe failed", "failed liveness", "failed readiness", "failed startup"), _probes)
isr_contradicted = gated(("Isr:",), _isr)
start_misdated = gated(("Started:", "Start Time:", " since "), _started)
recap_contradicted = gated(RECAP, _play_recap)
limit_contradicted = gated(LIMITS, _rlimits)
mount_mode_denied = gated(MOUNT_MODES, _mounts)
interface_state_denied = gated((" state ",), _interfaces)
listener_contradicted = gated(("LISTEN",), _listeners)
breaker_state_misattributed = gated(_cases("rcu"), _breakers)  # `circuit`, matched in any case
breaker_state_contradicted = gated(_cases("rcu"), _breaker_states)  # `circuit`, `short-circuited`
lock_roles_swapped = gated(("waiting", "waits for", "locked <", "granted"), _lock_waits)
scheduling_reason_denied = gated(("nodes are available",), _scheduling)
rollout_contradicted = gated(("rollout", "rolled out", "progress deadline"), _rollouts)
alert_contradicted = gated(ALERT_STATES, _alerts)
pod_state_misdated = gated(("Last State:",), _pod_states)
readiness_denied = gated(("READY", "COMPLETIONS"), _readiness)
unit_result_contradicted = gated(("Result: ", "Failed with result", "Main process exited"), _unit_results)
unit_state_contradicted = gated(("Active:",), _unit_state)
thread_state_denied = gated(("java.lang.Thread.State",), _thread_states)
endpoint_health_denied = gated(ENDPOINT_STATES, _endpoint_health)
process_swapped = gated(PROCESS_LINES, _processes)
event_reason_swapped = gated(("REASON",), _event_reasons)
target_swapped = gated(TARGET_PAIRS, _targets)
side_swapped = gated(("->", "→", "=>"), _sides)
# a limit's field (`maxmemory`, `max_connections`, `maxclients`), read in any case; few words
# (every word of a gate is looked for in each cited text of each claim: P2 measured 128 cost 3%)
limit_reach_contradicted = gated((*_cases("max"), "ulimit"), _limits_reached)  # `ulimit -n` echoed
external_ip_contradicted = gated(_cases("l-"), _external_ips)  # an `EXTERNAL-IP` column, any case
cordon_contradicted = gated(("ROLES",), _cordons)  # kubectl get nodes' header
grep_count_swapped = gated(("grep",), _grep_counts)  # an echoed command counting a grep's matches
suspend_contradicted = gated(("True", "False"), _suspends)  # the SUSPEND cells kubectl prints
#: the STATUS cells a state said of a Helm revision is contradicted by, as Helm prints them
release_state_contradicted = gated(("deployed", "failed", "superseded", "pending-"), _helm_releases)
# a field's name holds `version`, `kernel` or `operating`, in any case its words are read in
version_swapped = gated(("ersion", "ERSION", "ernel", "ERNEL", "perating", "PERATING"), _versions)


def jstat_columns_held(missing: Sequence[Anchor], texts: Sequence[str]) -> set[int]:
    """jstat.column_held, for texts printing a jstat header."""
    if not prints(texts, *JSTAT):
        return set()
    from gatekeeper.rules.support.evidence.jstat import column_held
    return column_held(missing, texts)


def recap_counters(claim: str, texts: Sequence[str]) -> set[str]:
    """play_recap.recap_counters, for texts printing a recap's counters."""
    if not prints(texts, *RECAP):
        return set()
    from gatekeeper.rules.support.evidence.play_recap import recap_counters as counters
    return counters(claim, texts)


def limit_held(claim: str, value: Anchor, texts: Sequence[str]) -> bool:
    """rlimits.limit_held, for texts printing limits."""
    if not prints(texts, *LIMITS):
        return False
    from gatekeeper.rules.support.evidence.rlimits import limit_held as held
    return held(claim, value, texts)


def alert_names(claim: str, start: int, end: int, texts: Sequence[str]) -> list[str]:
    """alerts.alert_names, for texts printing an alert's state."""
    if not prints(texts, *ALERT_STATES):
        return []
    from gatekeeper.rules.support.evidence.alerts import alert_names as names
    return names(claim, start, end, texts)
