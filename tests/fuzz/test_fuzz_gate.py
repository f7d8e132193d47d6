"""Property tests of the gate itself: a fabricated claim never reaches a PASS ceiling.

For every position that can carry an id, a tool name, an excerpt or a phrase, values are drawn
in every JSON/YAML type and encoding a writer (or an attacker) could use: floats and exponent
forms, booleans, nesting, Unicode digits, surrounding spaces, invisible characters, full-width
and look-alike letters, traditional characters, duplicate keys and YAML 1.1 scalars. Each draw
goes through the real engine; the text encodings also through the real CLI (JSON bundle, YAML
bundle, raw output beside a dump). Invariants:

1. a claim with a fabricated part (an id of no invocation, a tool it did not run, an excerpt
   it did not print, a speculative phrase) never gets verdict ceiling PASS;
2. a binding the evidence rules could not check (its ids name no invocation of the session)
   is a finding of every evidence rule, never a silent skip.

Profiles: `fast` by default (derandomized, CI), `GATEKEEPER_FUZZ_PROFILE=long` for thousands.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml
from fuzzkit import FUZZ, run
from helpers import ALL_RULES
from helpers import run as run_engine
from hypothesis import given
from hypothesis import strategies as st

from gatekeeper.rules.support import examples as ex

REAL_ID, REAL_TOOL = 394, "query_logs"
REAL_EXCERPT = "request timeout after 5000ms"
INVENTED_EXCERPT = "connection pool exhausted, 200/200 active"
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e", "\u202e",
             "\u034f", "\ufe0f"]
SPACES = [" ", "\t", "\u3000", "\u00a0", "\n"]
HOMOGLYPHS = {"o": "\u043e", "a": "\u0430", "e": "\u0435", "p": "\u0440", "c": "\u0441",
              "y": "\u0443", "x": "\u0445", "i": "\u0456"}
EVIDENCE_RULES = ("evidence.excerpt_similarity", "evidence.misattribution",
                  "claim.entity_grounding")


@st.composite
def disguised(draw: st.DrawFn, text: str) -> str:
    """`text` with invisible characters, spaces, width and look-alikes mixed in."""
    out = []
    for char in text:
        form = draw(st.sampled_from(["same", "same", "wide", "glyph", "upper"]))
        if form == "wide" and "!" <= char <= "~":
            char = chr(ord(char) + 0xFEE0)
        elif form == "glyph":
            char = HOMOGLYPHS.get(char, char)
        elif form == "upper":
            char = char.upper()
        out.append(char)
        if draw(st.booleans()):
            out.append(draw(st.sampled_from(INVISIBLE)))
    return "".join(out)


#: Ids that are not written canonically, or name no invocation: never a PASS, always a finding.
bad_ids = st.one_of(
    st.sampled_from([999, 999.0, 394.0, 1e3, 3.94e2, True, False, None, [394], {"id": 394},
                     "999", " 394", "394 ", "\u200b394", "39\u00ad4", "３９４", "٣٩٤", "३९४",
                     "394\n", "", " ", "0394", "+394", "3_94"]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.integers().filter(lambda n: n != REAL_ID),
    st.tuples(st.sampled_from(["394", "999"]), st.sampled_from(INVISIBLE + SPACES),
              st.booleans()).map(lambda t: t[1] + t[0] if t[2] else t[0] + t[1]),
)
#: Tool names other than the invocation's, however close they look.
bad_tools = st.one_of(disguised(REAL_TOOL), st.sampled_from(
    ["query_metrics", "Query_logs", "query-logs", " query_logs", "query_logs ", "ｑuery_logs",
     None, 7, ["query_logs"], {"name": "query_logs"}, True])).filter(lambda t: t != REAL_TOOL)
#: Excerpts the output does not hold: invented, or one value changed behind disguises.
bad_excerpts = st.one_of(
    st.just(INVENTED_EXCERPT), disguised("request timeout after 5900ms"),
    disguised("request timeout after 9000ms"), disguised("ERROR [order-service] PayClient"),
    st.sampled_from([None, 5000, ["request timeout after 5000ms"], ""]),
)
PHRASES = ["可能是", "根据经验", "通常情况下", "一般来说", "推测", "我认为", "理论上"]
TRADITIONAL = {"据": "據", "经": "經", "验": "驗", "况": "況", "来": "來", "说": "說", "测": "測",
               "认": "認", "为": "為", "论": "論"}


@st.composite
def speculative_texts(draw: st.DrawFn) -> str:
    phrase = draw(st.sampled_from(PHRASES))
    out = []
    for char in phrase:
        if draw(st.booleans()):
            char = TRADITIONAL.get(char, char)
        out.append(char)
        if draw(st.booleans()):
            out.append(draw(st.sampled_from(INVISIBLE + SPACES)))
    return f"payment-service 超时，{''.join(out)}连接池耗尽。"


def bundle(*, ids: Any = (REAL_ID,), tool: Any = REAL_TOOL, excerpt: Any = REAL_EXCERPT,
           text: str = "payment-service 出现 request timeout after 5000ms。") -> dict[str, Any]:
    made = ex.example(ex.claim(text=text, ids=list(ids), tool=tool, excerpt=excerpt))
    return made


def ceiling(made: dict[str, Any], rules: tuple[str, ...] = ALL_RULES) -> Any:
    return run_engine(made["executor_output"], made["tool_invocations"], rules=rules,
                      session_id=ex.SESSION)


def test_the_unforged_claim_passes() -> None:
    # The baseline every property perturbs: without a fabricated part, PASS.
    assert ceiling(bundle()).verdict_ceiling == "PASS"


@FUZZ
@given(bad_ids, st.integers(0, 2))
def test_a_bad_id_in_any_position_never_passes(bad: Any, position: int) -> None:
    ids: list[Any] = [REAL_ID, REAL_ID]
    ids.insert(position, bad)
    report = ceiling(bundle(ids=ids))
    assert report.verdict_ceiling == "REJECT", (bad, [f.message for f in report.findings])


@FUZZ
@given(bad_ids)
def test_a_binding_no_evidence_rule_could_check_is_a_finding_of_each(bad: Any) -> None:
    made = bundle(ids=[bad], tool=REAL_TOOL, excerpt=REAL_EXCERPT)
    for rule in EVIDENCE_RULES:
        report = ceiling(made, (rule,))
        if bad == REAL_ID or (isinstance(bad, str) and bad.strip() == str(REAL_ID)):
            continue  # resolves (" 394" is a finding of invocation_ref, not unresolvable)
        assert report.findings, (rule, bad)


@FUZZ
@given(bad_tools)
def test_a_tool_the_invocation_did_not_run_never_passes(tool: Any) -> None:
    report = ceiling(bundle(tool=tool))
    assert report.verdict_ceiling == "REJECT", (tool, [f.message for f in report.findings])


@FUZZ
@given(bad_excerpts)
def test_an_excerpt_the_output_does_not_hold_never_passes(excerpt: Any) -> None:
    report = ceiling(bundle(excerpt=excerpt, text="payment-service 出现 request timeout。"))
    assert report.verdict_ceiling != "PASS", (excerpt, [f.message for f in report.findings])


@FUZZ
@given(speculative_texts())
def test_a_disguised_speculative_phrase_never_passes(text: str) -> None:
    report = ceiling(bundle(text=text))
    assert "claim.hallucination_phrases" in report.failed_rules, text
    assert report.verdict_ceiling != "PASS"


# --- the text encodings, through the real CLI ---------------------------------------------------

YAML_IDS = ["6:34", "0612", "0x18a", "394.0", "3_94", "+394", "~", "yes", "no", "on", "off",
            "'394 '", "2026-11-29", "!!float 394", "!!str 394", ".inf", "0o612", "[394]",
            "{id: 394}", "394e0", "39_4.0"]


def _cli_ceiling(path: Path, *extra: str) -> str | None:
    outcome = run(["check", "--isolated", str(path), "-f", "json", *extra])
    if outcome.exit_code == 2:  # refused: an input error names the file, nothing passes
        assert str(path.name) in outcome.stderr, outcome.stderr
        return None
    [report] = json.loads(outcome.stdout)
    return str(report["verdict_ceiling"])


@FUZZ
@given(st.sampled_from(YAML_IDS), st.sampled_from([REAL_TOOL, "query_metrics"]),
       st.sampled_from([REAL_EXCERPT, INVENTED_EXCERPT]))
def test_yaml_scalars_as_ids_never_forge_a_pass(tmp_path_factory: Any, scalar: str, tool: str,
                                                excerpt: str) -> None:
    if tool == REAL_TOOL and excerpt == REAL_EXCERPT:
        tool = "query_metrics"  # always something fabricated
    text = yaml.safe_dump(bundle(tool=tool, excerpt=excerpt), allow_unicode=True,
                          sort_keys=False).replace("- 394\n", f"- {scalar}\n", 1)
    path = tmp_path_factory.mktemp("yaml") / "case.bundle.yaml"
    path.write_text(text, encoding="utf-8")
    assert _cli_ceiling(path) in (None, "REJECT", "LOW_CONFID")


NUMBER_FORMS = ["999.0", "1e3", "394.0", "3.94e2", "3940e-1", "394.00", "true", "null", "[394]",
                '"394 "', '"\\u200b394"', '"\\uff13\\uff19\\uff14"', "-0.0", "394E0"]


@FUZZ
@given(st.sampled_from(NUMBER_FORMS), st.sampled_from(["bundle", "raw"]),
       st.sampled_from(["forged-first", "forged-last", "none"]))
def test_json_number_forms_and_duplicate_keys_never_forge_a_pass(
        tmp_path_factory: Any, form: str, shape: str, duplicate: str) -> None:
    made = bundle(tool="query_metrics", excerpt=INVENTED_EXCERPT)
    directory = tmp_path_factory.mktemp("json")
    output = json.dumps(made["executor_output"], ensure_ascii=False).replace(
        '"source_invocation_ids": [394]', f'"source_invocation_ids": [{form}]')
    if duplicate != "none":  # the real tool beside the forged one: whichever a parser keeps
        pair = ['"tool_name": "query_metrics"', '"tool_name": "query_logs"']
        if duplicate == "forged-last":
            pair.reverse()
        output = output.replace('"tool_name": "query_metrics"', ", ".join(pair))
    if shape == "bundle":
        frame = {k: v for k, v in made.items() if k != "executor_output"}
        path = directory / "case.bundle.json"
        path.write_text(json.dumps(frame)[:-1] + f', "executor_output": {output}}}',
                        encoding="utf-8")
        result = _cli_ceiling(path)
    else:
        path = directory / "out.json"
        path.write_text(output, encoding="utf-8")
        dump = directory / "dump.json"
        dump.write_text(json.dumps(made["tool_invocations"]), encoding="utf-8")
        result = _cli_ceiling(path, "--invocations", str(dump))
    assert result in (None, "REJECT"), (form, shape, duplicate, result)
