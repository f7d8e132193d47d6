"""The tool-invocation dump: the session's real tool calls, against which evidence is checked.

The shapes accepted (docs/contract.md, "Tool-invocation dump") are detected from the text by
gatekeeper.parse.dumps, one module per shape; this module validates their records and
resolves the current session.

The dump is Gatekeeper's input, not the thing linted: anything wrong with it is an `InputError`
naming the file, the record and the problem.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple, TypeVar

from gatekeeper.errors import InputError
from gatekeeper.parse.dumps import split_records
from gatekeeper.parse.dumps.records import kind
from gatekeeper.slotted import Frozen

_T = TypeVar("_T")
_setattr = object.__setattr__


def canonical_id(value: Any) -> str | None:
    """`394` and `"394"` are one id. Returns None for values that cannot be ids."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str) and value.strip():
        return value.strip()
    return None


def cited_id(value: Any) -> str | None:
    """The id a claim cites, only when written canonically: an integer (not a boolean, not a
    float such as `999.0` or `1e3`, which JSON Schema counts as integers) or a non-empty string
    with no surrounding whitespace, no control or format character (zero-width space, soft
    hyphen) and nothing NFKC folds (full-width digits). None for anything else, which
    `evidence.invocation_ref` reports: a cited id is compared exactly, never repaired."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value)
    if not isinstance(value, str) or not value or value != value.strip():
        return None
    if not value.isascii():
        import unicodedata

        if unicodedata.normalize("NFKC", value) != value or any(
                unicodedata.category(c)[0] in "CZ" and c != " " for c in value):
            return None
        if any(c.isdigit() for c in value):  # ٣٩٤: digits of another script
            return None
    elif not value.isprintable():
        return None
    return value


class Invocation(Frozen):
    """One tool invocation of a dump. Slots, not a tuple: a 1M-record dump holds 1M of these
    (8 bytes a record less)."""

    __slots__ = ("id", "output_preview", "retrieval_details", "session_id", "tool_name", "where")
    id: str
    tool_name: str
    session_id: str | None
    output_preview: str | None
    retrieval_details: Any
    where: str  # "tool_invocations[3]" or "line 4": how to name the record in messages

    def __init__(self, id: str, tool_name: str, session_id: str | None,
                 output_preview: str | None, retrieval_details: Any, where: str) -> None:
        # Not `_set`: a million records are made one call each.
        _setattr(self, "id", id)
        _setattr(self, "tool_name", tool_name)
        _setattr(self, "session_id", session_id)
        _setattr(self, "output_preview", output_preview)
        _setattr(self, "retrieval_details", retrieval_details)
        _setattr(self, "where", where)

    @property
    def retrieval_text(self) -> str | None:
        """retrieval_details as text: strings as they are, structures as compact JSON."""
        details = self.retrieval_details
        if details is None or isinstance(details, str):
            return details
        return json.dumps(details, ensure_ascii=False, sort_keys=True)


class TraceEntry(NamedTuple):
    trace_ref: str
    tool_name: str
    source_invocation_ids: tuple[str, ...]
    output_summary: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "trace_ref": self.trace_ref,
            "tool_name": self.tool_name,
            "source_invocation_ids": list(self.source_invocation_ids),
            "output_summary": self.output_summary,
        }


class InvocationSet:
    """All invocations of a dump, indexed by canonical id, with the current session resolved.

    A dump without a trace summary gets one entry per current-session invocation (`trace_derived`);
    those entries are made only when `trace_summary` is read (`summaries_for` answers from the
    invocation itself): a 1M-record dump would otherwise hold 1M entries nobody reads."""

    # Compared by identity: the engine keeps derived data per dump object.
    def __init__(self, source: str, current_session: str | None,
                 invocations: dict[str, Invocation],
                 given_trace_summary: list[TraceEntry] | None = None) -> None:
        self.source = source
        self.current_session = current_session
        self.invocations = invocations
        self.given_trace_summary = given_trace_summary
        self._summaries_by_id: dict[str, list[str]] = {}
        for entry in self.given_trace_summary or ():
            for inv_id in entry.source_invocation_ids:
                self._summaries_by_id.setdefault(inv_id, []).append(entry.output_summary)

    @property
    def trace_derived(self) -> bool:
        return self.given_trace_summary is None

    @property
    def trace_summary(self) -> list[TraceEntry]:
        if self.given_trace_summary is not None:
            return self.given_trace_summary
        return _derive_trace_summary(self.invocations.values(), self.current_session)

    def get(self, raw_id: Any) -> Invocation | None:
        key = canonical_id(raw_id)
        return None if key is None else self.invocations.get(key)

    def in_current_session(self, invocation: Invocation) -> bool:
        return invocation.session_id is None or invocation.session_id == self.current_session

    def session_invocations(self) -> list[Invocation]:
        return [inv for inv in self.invocations.values() if self.in_current_session(inv)]

    def summaries_for(self, invocation_id: str) -> list[str]:
        if self.given_trace_summary is None:  # the derived entry of a current-session invocation
            invocation = self.invocations.get(invocation_id)
            if invocation is None or not self.in_current_session(invocation):
                return []
            return [invocation.output_preview or ""]
        return self._summaries_by_id.get(invocation_id, [])


class _DumpReader:
    """Validates records one by one, so each message can name its record."""

    def __init__(self, source: str) -> None:
        self.source = source
        # Tool names and sessions repeat across records: one string object each, not one per
        # record (the decoder makes a new one every time).
        self._shared: dict[str, str] = {}

    def shared(self, value: str | None) -> str | None:
        return None if value is None else self._shared.setdefault(value, value)

    def fail(self, where: str | None, message: str) -> InputError:
        return InputError(self.source, message, where)

    def record(self, raw: Any, where: str) -> Invocation:
        if not isinstance(raw, Mapping):
            raise self.fail(where, f"expected an invocation object, found {kind(raw)}")
        if "id" not in raw:
            raise self.fail(where, "invocation has no 'id'")
        inv_id = canonical_id(raw["id"])
        if inv_id is None:
            raise self.fail(where, f"'id' must be an integer or a non-empty string, found "
                                   f"{kind(raw['id'])} {json.dumps(raw['id'], default=str)}")
        tool_name = raw.get("tool_name")
        if not isinstance(tool_name, str) or not tool_name:
            raise self.fail(where, f"'tool_name' must be a non-empty string, found {kind(tool_name)}")
        session = raw.get("session_id")
        if session is not None and canonical_id(session) is None:
            raise self.fail(where, f"'session_id' must be a string or integer, found {kind(session)}")
        preview = raw.get("output_preview")
        if preview is not None and not isinstance(preview, str):
            raise self.fail(where, f"'output_preview' must be a string or null, found {kind(preview)}")
        return Invocation(inv_id, self.shared(tool_name) or tool_name,
                          self.shared(canonical_id(session)), preview,
                          raw.get("retrieval_details"), where)

    def trace_entry(self, raw: Any, where: str) -> TraceEntry:
        if not isinstance(raw, Mapping):
            raise self.fail(where, f"expected a trace summary object, found {kind(raw)}")
        for key in ("trace_ref", "tool_name", "output_summary"):
            if not isinstance(raw.get(key), str):
                raise self.fail(where, f"'{key}' must be a string, found {kind(raw.get(key))}")
        ids = raw.get("source_invocation_ids")
        if not isinstance(ids, list) or any(canonical_id(i) is None for i in ids):
            raise self.fail(where, "'source_invocation_ids' must be an array of integer or string ids")
        return TraceEntry(raw["trace_ref"], raw["tool_name"],
                          tuple(canonical_id(i) or "" for i in ids), raw["output_summary"])


def build_invocation_set(
    reader_source: str,
    records: Iterable[tuple[Any, str]],
    *,
    dump_session: Any = None,
    trace_summary: Any = None,
    session_id: str | None = None,
    trace_where: str = "tool_trace_summary",
) -> InvocationSet:
    """Validate records and resolve the current session (shared by dumps and bundles)."""
    reader = _DumpReader(reader_source)
    invocations: dict[str, Invocation] = {}
    for raw, where in records:
        invocation = reader.record(raw, where)
        previous = invocations.get(invocation.id)
        if previous is not None:
            raise reader.fail(where, f"duplicate invocation id {invocation.id!r} "
                                     f"(first at {previous.where})")
        invocations[invocation.id] = invocation

    if dump_session is not None and canonical_id(dump_session) is None:
        raise reader.fail("session_id", f"expected a string, found {kind(dump_session)}")
    current = canonical_id(session_id) or canonical_id(dump_session)  # 7 and "7": one session
    if current is None:
        sessions = sorted({inv.session_id for inv in invocations.values() if inv.session_id})
        if len(sessions) > 1:
            shown = ", ".join(sessions[:5]) + (", ..." if len(sessions) > 5 else "")
            raise reader.fail(None, f"records belong to {len(sessions)} sessions ({shown}) and "
                              "no current session is given; pass --session-id")
        current = sessions[0] if sessions else None

    entries = None  # derived on demand (InvocationSet.trace_summary)
    if trace_summary is not None:
        if not isinstance(trace_summary, list):
            raise reader.fail(trace_where, f"expected an array, found {kind(trace_summary)}")
        entries = [reader.trace_entry(raw, f"{trace_where}[{i}]")
                   for i, raw in enumerate(trace_summary)]
    return InvocationSet(reader_source, current, invocations, entries)


def _derive_trace_summary(invocations: Iterable[Invocation], current: str | None) -> list[TraceEntry]:
    """One entry per current-session invocation, in dump order, as the design's hook builds it."""
    entries: list[TraceEntry] = []
    for invocation in invocations:
        if invocation.session_id is None or invocation.session_id == current:
            entries.append(TraceEntry(f"trace-{len(entries) + 1}", invocation.tool_name,
                                      (invocation.id,), invocation.output_preview or ""))
    return entries


def load_invocations(text: str, source: str, session_id: str | None = None) -> InvocationSet:
    """Read a dump's text (any of the three shapes)."""
    reader = _DumpReader(source)
    split = split_records(text, reader.fail)
    return build_invocation_set(
        source, split.records, dump_session=split.extras.get("session_id"),
        trace_summary=split.extras.get("tool_trace_summary"), session_id=session_id,
    )


def invocations_from_objects(
    records: Sequence[Any], source: str = "<invocations>", session_id: str | None = None,
    trace_summary: Any = None, dump_session: Any = None,
) -> InvocationSet:
    """Build the set from already-parsed records (the Python API and fixture bundles)."""
    return build_invocation_set(
        source, [(r, f"tool_invocations[{i}]") for i, r in enumerate(records)],
        trace_summary=trace_summary, session_id=session_id, dump_session=dump_session,
    )
