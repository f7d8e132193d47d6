"""The tool-invocation dump (SPEC §2.2): three shapes, one id space, the current session, errors."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import binding, claim, doc, inv, run_cli, write_json

from gatekeeper.errors import InputError
from gatekeeper.parse.invocations import canonical_id, invocations_from_objects, load_invocations

RECORDS = [inv(394, "query_logs", "ERROR request timeout", session_id="s1"),
           inv("395", "query_metrics", "CPU 92%", session_id="s1")]


def _shapes() -> dict[str, str]:
    return {
        "array": json.dumps(RECORDS),
        "object": json.dumps({"session_id": "s1", "tool_invocations": RECORDS}),
        "jsonl": "\n".join(json.dumps(r) for r in RECORDS) + "\n",
        "jsonl-one": json.dumps(RECORDS[0]) + "\n",
    }


@pytest.mark.parametrize("shape", ["array", "object", "jsonl", "jsonl-one"])
def test_three_shapes_are_detected(shape: str) -> None:
    dump = load_invocations(_shapes()[shape], "dump")
    expected = {"394", "395"} if shape != "jsonl-one" else {"394"}
    assert set(dump.invocations) == expected
    assert dump.current_session == "s1"
    assert dump.get(394) is dump.get("394") is dump.invocations["394"]


@pytest.mark.parametrize(("raw", "canonical"), [
    (394, "394"), ("394", "394"), (" 394 ", "394"), ("inv-7", "inv-7"),
    (True, None), (1.5, None), ("", None), (None, None), ([1], None),
])
def test_canonical_id(raw: object, canonical: str | None) -> None:
    assert canonical_id(raw) == canonical


def test_integer_and_string_ids_name_one_invocation_in_a_real_run(tmp_path: Path) -> None:
    output = write_json(tmp_path / "out.json", doc(
        claim("超时", binding("query_logs", ["394"], "request timeout")),
        claim("CPU", binding("query_metrics", [395], "CPU 92%"))))
    dump = tmp_path / "dump.json"
    dump.write_text(_shapes()["array"], encoding="utf-8")
    result = run_cli("check", output, "-i", dump, "--isolated")
    assert result.returncode == 0, result.stdout + result.stderr


class TestCurrentSession:
    def test_explicit_session_wins(self) -> None:
        dump = load_invocations(_shapes()["object"], "dump", session_id="s9")
        assert dump.current_session == "s9"
        assert dump.session_invocations() == []

    def test_dump_session_id(self) -> None:
        records = [*RECORDS, inv(7, "query_logs", session_id="s2")]
        dump = load_invocations(json.dumps({"session_id": "s2", "tool_invocations": records}), "d")
        assert dump.current_session == "s2"
        assert [i.id for i in dump.session_invocations()] == ["7"]

    def test_the_only_session_among_records(self) -> None:
        assert load_invocations(_shapes()["array"], "d").current_session == "s1"

    def test_records_without_session_belong_to_the_current_one(self) -> None:
        records = [inv(1, "a", session_id=None), inv(2, "b", session_id="s1")]
        dump = invocations_from_objects(records)
        assert dump.current_session == "s1"
        assert {i.id for i in dump.session_invocations()} == {"1", "2"}

    def test_no_session_anywhere(self) -> None:
        dump = invocations_from_objects([inv(1, "a", session_id=None)])
        assert dump.current_session is None and len(dump.session_invocations()) == 1

    def test_integer_session_ids_match_string_ones(self) -> None:
        records = [inv(1, "a", session_id=7)]  # type: ignore[arg-type]
        dump = invocations_from_objects(records, session_id="7")
        assert len(dump.session_invocations()) == 1
        from gatekeeper.api import as_invocation_set

        as_object = as_invocation_set({"session_id": 7, "tool_invocations": records})
        assert as_object.current_session == "7" and len(as_object.session_invocations()) == 1

    def test_several_sessions_without_a_choice_is_an_error(self) -> None:
        records = [inv(1, "a", session_id="s1"), inv(2, "b", session_id="s2")]
        with pytest.raises(InputError, match=r"2 sessions \(s1, s2\).*--session-id"):
            invocations_from_objects(records)


class TestTraceSummary:
    def test_derived_from_current_session_invocations_in_dump_order(self) -> None:
        records = [inv(3, "query_logs", "timeout", session_id="s1"),
                   inv(1, "query_metrics", None, session_id="s1"),
                   inv(2, "query_logs", "other", session_id="s2")]
        dump = invocations_from_objects(records, session_id="s1")
        assert dump.trace_derived
        assert [e.as_dict() for e in dump.trace_summary] == [
            {"trace_ref": "trace-1", "tool_name": "query_logs", "source_invocation_ids": ["3"],
             "output_summary": "timeout"},
            {"trace_ref": "trace-2", "tool_name": "query_metrics", "source_invocation_ids": ["1"],
             "output_summary": ""},
        ]

    def test_given_summary_is_used(self) -> None:
        summary = [{"trace_ref": "t-1", "tool_name": "query_logs", "source_invocation_ids": [394, "395"],
                    "output_summary": "57 timeouts"}]
        dump = load_invocations(json.dumps({"tool_invocations": RECORDS, "tool_trace_summary": summary}),
                                "d")
        assert not dump.trace_derived
        assert dump.summaries_for("394") == dump.summaries_for("395") == ["57 timeouts"]


# --- input errors through the CLI: exit 2, file + record + problem ---------------------------

BAD_DUMPS = [
    ("not-json.json", "this is not json\n", r"not-json\.json: not a JSON dump: invalid JSON at line 1"),
    ("broken.jsonl", '{"id": 1, "tool_name": "a"}\n{"id": 2, "tool_name": "b"\n',
     r"broken\.jsonl \(line 2\): not a JSON Lines record"),
    ("object.json", '{"records": []}', r"object\.json: expected an array of invocations, an object with "
                                         r"'tool_invocations', or JSON Lines; found a JSON object"),
    ("scalar.json", '"x"', r"scalar\.json: .*found a JSON string"),
    ("item.json", "[1]", r"item\.json \(record 0\): expected an invocation object, found integer"),
    ("notlist.json", '{"tool_invocations": {}}', r"notlist\.json \(tool_invocations\): expected an array"),
    ("extra.json", '{"tool_invocations": [], "extra": 1}', r"extra\.json: unknown top-level key 'extra'"),
    ("dup.json", '[{"id": 1, "tool_name": "a"}, {"id": "1", "tool_name": "b"}]',
     r"dup\.json \(record 1\): duplicate invocation id '1' \(first at record 0\)"),
    ("dup.jsonl", '{"id": 5, "tool_name": "a"}\n{"id": "5", "tool_name": "b"}\n',
     r"dup\.jsonl \(line 2\): duplicate invocation id '5' \(first at line 1\)"),
    ("float.json", '[{"id": 1.5, "tool_name": "a"}]',
     r"float\.json \(record 0\): 'id' must be an integer or a non-empty string, found number 1\.5"),
    ("bool.json", '[{"id": true, "tool_name": "a"}]', r"bool\.json \(record 0\): 'id' must be .*boolean"),
    ("noid.json", '[{"tool_name": "a"}]', r"noid\.json \(record 0\): invocation has no 'id'"),
    ("notool.json", '[{"id": 1}]', r"notool\.json \(record 0\): 'tool_name' must be a non-empty string"),
    ("preview.json", '[{"id": 1, "tool_name": "a", "output_preview": 5}]',
     r"preview\.json \(record 0\): 'output_preview' must be a string or null, found integer"),
    ("sessions.json", '[{"id": 1, "tool_name": "a", "session_id": "s1"}, '
                      '{"id": 2, "tool_name": "b", "session_id": "s2"}]',
     r"sessions\.json: records belong to 2 sessions \(s1, s2\) and no current session is given; "
     r"pass --session-id"),
    ("trace.json", '{"tool_invocations": [], "tool_trace_summary": [{"trace_ref": "t"}]}',
     r"trace\.json \(tool_trace_summary\[0\]\): 'tool_name' must be a string"),
    ("latin1.json", '[{"id": 1, "tool_name": "caf\xe9"}]', r"latin1\.json: not valid UTF-8"),
]


@pytest.mark.parametrize(("name", "content", "message"), BAD_DUMPS, ids=[b[0] for b in BAD_DUMPS])
def test_broken_dump_is_exit_2_naming_file_record_and_problem(
        tmp_path: Path, name: str, content: str, message: str) -> None:
    output = write_json(tmp_path / "out.json", doc())
    dump = tmp_path / name
    dump.write_bytes(content.encode("latin-1" if name.startswith("latin1") else "utf-8"))
    result = run_cli("check", output, "--invocations", dump, "--isolated")
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""  # a broken dump is never reported as a rule finding
    [line] = result.stderr.strip().splitlines()
    assert line.startswith("gatekeeper: error: ")
    assert re.search(message, line), line


def test_several_sessions_resolved_by_session_id_flag(tmp_path: Path) -> None:
    output = write_json(tmp_path / "out.json", doc(claim("超时", binding("a", [2], "timeout"))))
    dump = write_json(tmp_path / "d.json", [inv(1, "a", "timeout", session_id="s1"),
                                            inv(2, "a", "timeout", session_id="s2")])
    assert run_cli("check", output, "-i", dump, "--session-id", "s2", "--isolated").returncode == 0
    other = run_cli("check", output, "-i", dump, "--session-id", "s1", "--isolated")
    assert other.returncode == 1
    assert "belongs to session 's2', not the current session 's1'" in other.stdout


def test_missing_dump_file_is_exit_2(tmp_path: Path) -> None:
    output = write_json(tmp_path / "out.json", doc())
    result = run_cli("check", output, "-i", tmp_path / "nope.json", "--isolated")
    assert result.returncode == 2
    assert "nope.json" in result.stderr and "Traceback" not in result.stderr
