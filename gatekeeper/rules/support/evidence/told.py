"""What a claim tells of its events that the stamps and subjects of its evidence's lines
contradict: who raised them, when, first or last, in what order, whether they stopped, how often
and how long (one module each; here, the order they are asked in)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gatekeeper.rules.support.evidence.attributed import misattributed_event, mistimed_event
from gatekeeper.rules.support.evidence.causes import root_cause_swapped
from gatekeeper.rules.support.evidence.changes import change_miscomputed
from gatekeeper.rules.support.evidence.compared import comparison_reversed, superlative_contradicted
from gatekeeper.rules.support.evidence.containers import container_state_denied, uptime_contradicted
from gatekeeper.rules.support.evidence.counted import count_of_another, understated
from gatekeeper.rules.support.evidence.counters_denied import counter_denied
from gatekeeper.rules.support.evidence.counts_denied import count_denied
from gatekeeper.rules.support.evidence.dated_events import event_misdated
from gatekeeper.rules.support.evidence.dated_fields import dated_field_swapped
from gatekeeper.rules.support.evidence.durations import shortened
from gatekeeper.rules.support.evidence.exclusive import only_one
from gatekeeper.rules.support.evidence.extremes import average_contradicted, extreme_contradicted
from gatekeeper.rules.support.evidence.failure_kinds import failure_kind_swapped
from gatekeeper.rules.support.evidence.fields import field_value_swapped
from gatekeeper.rules.support.evidence.firsts import first_dated, stopped_after
from gatekeeper.rules.support.evidence.flags import flag_contradicted
from gatekeeper.rules.support.evidence.health import health_swapped
from gatekeeper.rules.support.evidence.label_pairs import pair_split
from gatekeeper.rules.support.evidence.levels import level_count_contradicted, state_count_contradicted
from gatekeeper.rules.support.evidence.list_counts import list_count_contradicted, list_counts_held
from gatekeeper.rules.support.evidence.ongoing import still_failing
from gatekeeper.rules.support.evidence.paired import pair_unsupported
from gatekeeper.rules.support.evidence.percentiles import percentile_swapped
from gatekeeper.rules.support.evidence.printed_checks import (
    alert_contradicted,
    breaker_state_contradicted,
    breaker_state_misattributed,
    cordon_contradicted,
    endpoint_health_denied,
    event_reason_swapped,
    external_ip_contradicted,
    gc_kind_denied,
    gc_value_swapped,
    grep_count_swapped,
    interface_state_denied,
    isr_contradicted,
    jstat_swapped,
    level_generalised,
    limit_contradicted,
    limit_reach_contradicted,
    listener_contradicted,
    lock_roles_swapped,
    mount_mode_denied,
    pod_state_misdated,
    probe_swapped,
    process_swapped,
    readiness_denied,
    recap_contradicted,
    release_state_contradicted,
    replication_contradicted,
    rollout_contradicted,
    room_contradicted,
    scheduling_reason_denied,
    side_swapped,
    start_misdated,
    suspend_contradicted,
    target_swapped,
    thread_state_denied,
    unit_result_contradicted,
    unit_state_contradicted,
    version_swapped,
)
from gatekeeper.rules.support.evidence.ranked_rows import (
    extreme_cell_contradicted,
    order_contradicted,
    rank_contradicted,
)
from gatekeeper.rules.support.evidence.recovered import recovery_contradicted
from gatekeeper.rules.support.evidence.releases import release_misplaced
from gatekeeper.rules.support.evidence.restarted import restart_contradicted
from gatekeeper.rules.support.evidence.roles import role_denied
from gatekeeper.rules.support.evidence.row_counts import rows_counted
from gatekeeper.rules.support.evidence.rows import state_of_another_row, value_of_another_row
from gatekeeper.rules.support.evidence.saturation import saturation_contradicted
from gatekeeper.rules.support.evidence.seen import seen_count_swapped
from gatekeeper.rules.support.evidence.sequence import order_reversed
from gatekeeper.rules.support.evidence.settings import setting_swapped
from gatekeeper.rules.support.evidence.signals import signal_contradicted
from gatekeeper.rules.support.evidence.some_or_none import count_said_otherwise
from gatekeeper.rules.support.evidence.stamped_values import value_misdated
from gatekeeper.rules.support.evidence.status_counts import status_count_contradicted
from gatekeeper.rules.support.evidence.tables import table_cell_swapped
from gatekeeper.rules.support.evidence.tool_outputs import tool_contradicted
from gatekeeper.rules.support.evidence.uniform import status_contradicted
from gatekeeper.rules.support.evidence.uniq_counts import tally_count_swapped
from gatekeeper.rules.support.evidence.unnamed_rows import unnamed_row_value
from gatekeeper.rules.support.evidence.windows import understated_in_period
from gatekeeper.rules.support.text.anchors import Anchor


def events_contradicted(text: str, mine: Sequence[Anchor], excerpts: Sequence[str],
                        theirs: Sequence[Sequence[Anchor]], sources: Sequence[str],
                        groups: Sequence[Sequence[str]],
                        anchors_of: Callable[[str], Sequence[Anchor]],
                        line_anchors: Callable[[str], Sequence[Anchor]],
                        ) -> tuple[Anchor, list[str]] | None:
    """The first of the claim's events its evidence contradicts (the claim's words, [what the
    evidence says]): `mine` the claim's anchors, `theirs` its excerpts', `sources` its cited
    outputs (a claim's times and subjects are read against their lines, the excerpts when there
    are none), `groups` what counts and durations are read against (each cited output apart,
    the excerpts together); `line_anchors` reads a line the newer checks read once (not kept in
    the index's memo)."""
    cited = sources or excerpts
    line_anchors = _for_one_claim(line_anchors)
    held = list_counts_held(text, mine, cited)
    mine = [a for a in mine if (a.start, a.end) not in held] if held else mine  # counts, no list's values
    return (misattributed_event(text, mine, excerpts, theirs, sources)
            or mistimed_event(text, mine, excerpts, theirs, sources)
            or value_misdated(text, mine, cited, line_anchors)
            or event_misdated(text, mine, cited, line_anchors)
            or value_of_another_row(text, mine, cited, line_anchors)
            or state_of_another_row(text, mine, cited, line_anchors)
            or table_cell_swapped(text, mine, cited, line_anchors)
            or unnamed_row_value(text, mine, cited, line_anchors)
            or count_said_otherwise(text, mine, cited, line_anchors)
            or external_ip_contradicted(text, mine, cited, line_anchors)
            or cordon_contradicted(text, mine, cited, line_anchors)
            or rows_counted(text, mine, cited, line_anchors)
            or tally_count_swapped(text, mine, cited, line_anchors)
            or grep_count_swapped(text, mine, cited, line_anchors)
            or container_state_denied(text, mine, cited, line_anchors)
            or uptime_contradicted(text, mine, cited, line_anchors)
            or pod_state_misdated(text, mine, cited, line_anchors)
            or readiness_denied(text, mine, cited, line_anchors)
            or count_denied(text, mine, cited, line_anchors)
            or recap_contradicted(text, mine, cited, line_anchors)
            or tool_contradicted(text, mine, cited, line_anchors)
            or rollout_contradicted(text, mine, cited, line_anchors)
            or release_state_contradicted(text, mine, cited, line_anchors)
            or suspend_contradicted(text, mine, cited, line_anchors)
            or scheduling_reason_denied(text, mine, cited, line_anchors)
            or event_reason_swapped(text, mine, cited, line_anchors)
            or limit_contradicted(text, mine, cited, line_anchors)
            or breaker_state_misattributed(text, mine, cited, line_anchors)
            or breaker_state_contradicted(text, mine, cited, line_anchors)
            or lock_roles_swapped(text, mine, cited, line_anchors)
            or thread_state_denied(text, mine, cited, line_anchors)
            or listener_contradicted(text, mine, cited, line_anchors)
            or process_swapped(text, mine, cited, line_anchors)
            or signal_contradicted(text, mine, cited, line_anchors)
            or role_denied(text, mine, cited, line_anchors)
            or field_value_swapped(text, mine, cited, line_anchors)
            or version_swapped(text, mine, cited, line_anchors)
            or counter_denied(text, mine, cited, line_anchors)
            or setting_swapped(text, mine, cited, line_anchors)
            or percentile_swapped(text, mine, cited, line_anchors)
            or saturation_contradicted(text, mine, cited, line_anchors)
            or room_contradicted(text, mine, cited, line_anchors)
            or limit_reach_contradicted(text, mine, cited, line_anchors)
            or level_generalised(text, mine, cited, line_anchors)
            or pair_split(text, mine, cited, line_anchors)
            or replication_contradicted(text, mine, cited, line_anchors)
            or probe_swapped(text, mine, cited, line_anchors)
            or isr_contradicted(text, mine, cited, line_anchors)
            or start_misdated(text, mine, cited, line_anchors)
            or failure_kind_swapped(text, mine, cited, line_anchors)
            or list_count_contradicted(text, mine, cited, line_anchors)
            or seen_count_swapped(text, mine, cited, line_anchors)
            or health_swapped(text, mine, cited, line_anchors)
            or endpoint_health_denied(text, mine, cited, line_anchors)
            or mount_mode_denied(text, mine, cited, line_anchors)
            or interface_state_denied(text, mine, cited, line_anchors)
            or jstat_swapped(text, mine, cited, line_anchors)
            or gc_value_swapped(text, mine, cited, line_anchors)
            or gc_kind_denied(text, mine, cited, line_anchors)
            or unit_state_contradicted(text, mine, cited, line_anchors)
            or unit_result_contradicted(text, mine, cited, line_anchors)
            or flag_contradicted(text, mine, cited, line_anchors)
            or dated_field_swapped(text, mine, cited, line_anchors)
            or side_swapped(text, mine, cited, line_anchors)
            or target_swapped(text, mine, cited, line_anchors)
            or extreme_contradicted(text, mine, cited, line_anchors)
            or average_contradicted(text, mine, cited, line_anchors)
            or comparison_reversed(text, mine, cited, line_anchors)
            or superlative_contradicted(text, mine, cited, line_anchors)
            or rank_contradicted(text, mine, cited, line_anchors)
            or extreme_cell_contradicted(text, mine, cited, line_anchors)
            or order_contradicted(text, mine, cited, line_anchors)
            or alert_contradicted(text, mine, cited, line_anchors)
            or release_misplaced(text, mine, cited, line_anchors)
            or root_cause_swapped(text, mine, cited, line_anchors)
            or pair_unsupported(text, mine, cited, line_anchors)
            or change_miscomputed(text, mine, cited, line_anchors)
            or first_dated(text, mine, cited, anchors_of)
            or stopped_after(text, mine, cited, anchors_of)
            or order_reversed(text, mine, cited, line_anchors)
            or only_one(text, mine, cited, line_anchors)
            or recovery_contradicted(text, mine, cited, line_anchors)
            or restart_contradicted(text, mine, cited, line_anchors)
            or still_failing(text, mine, cited, line_anchors)
            or status_contradicted(text, mine, cited, line_anchors)
            or understated(text, mine, groups)
            or level_count_contradicted(text, mine, groups)
            or state_count_contradicted(text, mine, groups)
            or status_count_contradicted(text, mine, groups)
            or count_of_another(text, mine, groups, line_anchors)
            or understated_in_period(text, mine, groups, line_anchors)
            or shortened(text, mine, groups, anchors_of))


def _for_one_claim(anchors_of: Callable[[str], Sequence[Anchor]]
                   ) -> Callable[[str], Sequence[Anchor]]:
    """`anchors_of`, each line's anchors kept while one claim is compared: a check reads a line
    for its stamp and again for its values or subjects, and `line_anchors` keeps nothing."""
    kept: dict[str, Sequence[Anchor]] = {}

    def anchors(text: str) -> Sequence[Anchor]:
        found = kept.get(text)
        if found is None:
            found = kept[text] = anchors_of(text)
        return found

    return anchors
