#!/usr/bin/env python3
"""Build the labelled evaluation corpus under tests/corpus/ (deterministic: same bytes every run).

    python tools/build_corpus.py [--loghub DIR] [--out tests/corpus]

Sources:

* real log lines from loghub (https://github.com/logpai/loghub; see tests/corpus/README.md),
  2,000 lines per system, read from `--loghub` (default: tests/data/loghub, a verbatim copy of
  the loghub samples);
* the Chinese / mixed-language ops scenarios of tools/corpus_zh.py.

Every case is a fixture bundle (SPEC §2.3) with `description` and
`labels: {category, expected_rules, expected_ceiling, source}`:

* `expected_rules`: the rules that should report the case (fail or warn), by construction;
* `expected_ceiling`: the verdict ceiling the case deserves. For faithful cases it must be PASS;
  for a manipulated case it is the least severe acceptable ceiling (REJECT is also acceptable
  where LOW_CONFID is expected).

The labels come from how a case was made, never from running Gatekeeper. The builder is
independent of Gatekeeper's own text code: it uses its own simple regexes to pick what to
manipulate, so the corpus does not only contain what the extractor already sees.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_zh import EXTERNAL_ADDITIONS, FABRICATED, SCENARIOS

SEED = 20261129
REPO = Path(__file__).resolve().parent.parent

REF, SIM = "evidence.invocation_ref", "evidence.excerpt_similarity"
MIS, GROUND = "evidence.misattribution", "claim.entity_grounding"
CONTRA = "claim.value_contradiction"

# category -> (rules that should report it, expected verdict ceiling)
CATEGORIES: dict[str, tuple[list[str], str]] = {
    "faithful_verbatim": ([], "PASS"),
    "faithful_whitespace": ([], "PASS"),
    "faithful_fullwidth": ([], "PASS"),
    "faithful_unit_conversion": ([], "PASS"),
    "faithful_retrieval_details": ([], "PASS"),
    "faithful_trace_summary": ([], "PASS"),
    "faithful_truncated_within": ([], "PASS"),
    # The excerpt runs past the end of a cut preview: unverifiable beyond it, a warning at most
    # (not required: a mostly verified excerpt may pass).
    "faithful_truncated_marker": ([], "PASS"),
    "faithful_truncated_nomarker": ([], "PASS"),
    "misattributed": ([SIM, MIS], "REJECT"),
    "fabricated": ([SIM], "LOW_CONFID"),
    "number_swap": ([MIS], "REJECT"),
    "id_swap": ([MIS], "REJECT"),
    "service_swap": ([MIS], "REJECT"),
    "error_code_swap": ([MIS], "REJECT"),
    "negation_flip": ([MIS], "REJECT"),
    "forged_id": ([REF], "REJECT"),
    "cross_session": ([REF], "REJECT"),
    "tool_mismatch": ([REF], "REJECT"),
    # Claims count (issue 11): a value the claim adds is in none of its evidence (LOW_CONFID at
    # least); where the evidence gives its metric another value it is a contradiction (REJECT),
    # but a changed bare number (`25446` for `25746`) contradicts no metric.
    "claim_number_swap": ([GROUND], "LOW_CONFID"),
    "claim_external_entity": ([GROUND], "LOW_CONFID"),
    "claim_negation_flip": ([CONTRA], "REJECT"),
}

# Rules that may rightly report a category too; not counted either way. When a binding cites
# the wrong invocation (or none that exists), the claim's own service or values may be in none
# of the evidence it cites, which claim.entity_grounding reports.
# A cut preview may make evidence.excerpt_similarity warn that the rest of the excerpt cannot
# be verified (issue 4: "warn at most").
OPTIONAL: dict[str, list[str]] = {
    "misattributed": [GROUND], "forged_id": [GROUND], "cross_session": [GROUND],
    "faithful_truncated_marker": [SIM], "faithful_truncated_nomarker": [SIM],
    "claim_number_swap": [CONTRA], "claim_external_entity": [CONTRA],
}

# loghub systems: display label and how many leading whitespace tokens are the timestamp /
# header (an executor quotes the message, not the timestamp).
SYSTEMS: dict[str, tuple[str, int]] = {
    "Android": ("Android", 5), "Apache": ("Apache httpd", 5), "BGL": ("BlueGene/L", 5),
    "HDFS": ("HDFS", 3), "HPC": ("HPC 集群", 1), "Hadoop": ("Hadoop MapReduce", 2),
    "HealthApp": ("HealthApp", 0), "Linux": ("Linux 主机", 3), "Mac": ("macOS", 3),
    "OpenSSH": ("OpenSSH", 3), "OpenStack": ("OpenStack nova", 3), "Proxifier": ("Proxifier", 2),
    "Spark": ("Spark", 2), "Thunderbird": ("Thunderbird 集群", 7), "Windows": ("Windows CBS", 2),
    "Zookeeper": ("ZooKeeper", 3),
}
WINDOW = 6
MAX_EXCERPT = 140
MARKERS = ["...", "…(已截断)", " [truncated]", "……", "...(省略 2048 字节)"]

_DOTTED = re.compile(r"(?<![\w.$/-])[A-Za-z][\w$]*(?:\.[A-Za-z][\w$]*)+(?![\w$])")
_KEBAB = re.compile(r"(?<![\w.-])[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)+(?![\w.-])")
_PLAIN_NUMBER = re.compile(r"(?<![\w.:/-])\d{2,9}(?![\w.:/-])")
_IP = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
_BLOCK = re.compile(r"blk_-?\d{6,}")
_NOT = re.compile(r"(?<![A-Za-z])(not |no longer )")


def squash(text: str) -> str:
    """The builder's own comparison form: lower case, letters and digits only."""
    return re.sub(r"[\W_]+", "", text.lower())


def fullwidth(text: str) -> str:
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c
                   for c in text)


def respace(text: str) -> str:
    """Whitespace and punctuation variant an executor might produce when quoting."""
    if re.search(r"[\u4e00-\u9fff]", text):
        text = text.replace("，", ", ").replace("：", ": ").replace("；", "; ")
        text = re.sub(r"(?<=[\u4e00-\u9fff])(?=[A-Za-z0-9])|(?<=[A-Za-z0-9%])(?=[\u4e00-\u9fff])", " ",
                      text)
        return text
    text = re.sub(r", ", "，", text)
    text = re.sub(r": ", "： ", text)
    return re.sub(r" ", "  ", text, count=3)


def message_part(line: str, skip: int, rng: random.Random) -> str:
    if skip == 0 and "|" in line:
        line = line.split("|", 1)[1]
    tokens = line.split()
    tokens = tokens[skip:] if len(tokens) > skip + 1 else tokens
    out: list[str] = []
    for token in tokens:
        if out and len(" ".join([*out, token])) > MAX_EXCERPT:
            break
        out.append(token)
    return " ".join(out)


def claim_head(excerpt: str, words: int = 6) -> str:
    return " ".join(excerpt.split()[:words])


@dataclass
class Session:
    key: str
    session_id: str
    records: list[dict[str, Any]]
    trace_summary: list[dict[str, Any]] | None = None
    extra_records: list[dict[str, Any]] = field(default_factory=list)

    def record(self, index: int) -> dict[str, Any]:
        return self.records[index]

    def text(self) -> str:
        return "\n".join(r.get("output_preview") or "" for r in self.records)


def binding(record: dict[str, Any], excerpt: str, *, tool: str | None = None,
            ids: list[Any] | None = None, trace: int = 1) -> dict[str, Any]:
    return {"source_type": "tool_trace", "source_id": f"trace-{trace}",
            "tool_name": tool or record["tool_name"],
            "source_invocation_ids": ids if ids is not None else [record["id"]],
            "evidence_excerpt": excerpt}


def claim(text: str, *bindings: dict[str, Any], kind: str = "symptom") -> dict[str, Any]:
    return {"claim_type": kind, "claim_text": text, "support_level": "direct",
            "evidence_bindings": list(bindings)}


class Corpus:
    def __init__(self, out: Path) -> None:
        self.out = out
        self.cases: list[tuple[str, str, dict[str, Any]]] = []

    def add(self, category: str, name: str, session: Session, claims: list[dict[str, Any]],
            description: str, source: str, records: list[dict[str, Any]] | None = None,
            trace_summary: list[dict[str, Any]] | None = None) -> None:
        rules, ceiling = CATEGORIES[category]
        optional = OPTIONAL.get(category, [])
        numbered = [{"claim_id": f"claim-{i}", **c} for i, c in enumerate(claims, 1)]
        bundle: dict[str, Any] = {
            "description": description,
            "labels": {"category": category, "expected_rules": rules,
                       **({"optional_rules": optional} if optional else {}),
                       "expected_ceiling": ceiling, "source": source},
            "session_id": session.session_id,
            "executor_output": {"answer_version": "executor_evidence_v2", "claims": numbered,
                                "hypotheses": [], "recommended_actions": [], "missing_info": []},
            "tool_invocations": records if records is not None else session.records
            + session.extra_records,
        }
        summary = trace_summary if trace_summary is not None else session.trace_summary
        if summary is not None:
            bundle["tool_trace_summary"] = summary
        self.cases.append((category, name, bundle))

    def write(self) -> int:
        if self.out.exists():
            for old in self.out.glob("*/*.json"):
                old.unlink()
        counts: dict[str, int] = {}
        for category, name, bundle in self.cases:
            counts[category] = counts.get(category, 0) + 1
            path = self.out / category / f"{counts[category]:03d}-{name}.json"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(bundle, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
        for directory in sorted(p for p in self.out.iterdir() if p.is_dir()):
            if not any(directory.iterdir()):
                shutil.rmtree(directory)
        return len(self.cases)


# --- loghub sessions ---------------------------------------------------------------------------

def read_lines(path: Path) -> list[str]:
    seen: set[str] = set()
    lines = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = line.rstrip()
        if line and line not in seen and len(line) < 400:
            seen.add(line)
            lines.append(line)
    return lines


def pick_windows(lines: list[str], rng: random.Random, count: int = 3) -> list[list[str]]:
    """`count` windows of WINDOW consecutive lines from separate thirds of the file."""
    third = len(lines) // count
    windows = []
    for i in range(count):
        start = rng.randrange(i * third, (i + 1) * third - WINDOW)
        windows.append(lines[start:start + WINDOW])
    return windows


def unique_excerpts(window: list[str], others: list[list[str]], skip: int,
                    rng: random.Random) -> list[str]:
    """Message parts of `window`'s lines that occur in no other window (by squash)."""
    other_text = squash("\n".join(line for w in others for line in w))
    out = []
    for line in window:
        excerpt = message_part(line, skip, rng)
        if len(squash(excerpt)) >= 12 and squash(excerpt) not in other_text:
            out.append(excerpt)
    return out


def swap_digit(token: str, rng: random.Random) -> str:
    positions = [i for i, c in enumerate(token) if c.isdigit()]
    i = positions[len(positions) // 2] if len(positions) > 1 else positions[0]
    new = str((int(token[i]) + rng.randint(1, 8)) % 10)
    if i == 0 and new == "0" and len(positions) > 1:
        new = "9"
    return token[:i] + new + token[i + 1:]


def find_swap(excerpts: list[str], pattern: re.Pattern[str], session_text: str,
              rng: random.Random, replace: Callable[[str], str | None]) -> tuple[str, str, str] | None:
    """(excerpt, old, new): the first excerpt with a `pattern` match `replace` can change into
    something that occurs nowhere in the session."""
    for excerpt in excerpts:
        for match in pattern.finditer(excerpt):
            new = replace(match.group(0))
            if new and new != match.group(0) and new not in session_text:
                return excerpt, match.group(0), excerpt[:match.start()] + new + excerpt[match.end():]
    return None


def build_loghub(corpus: Corpus, loghub: Path, rng: random.Random) -> None:
    files = sorted(loghub.glob("*_2k.log"))
    all_lines = {p.name.split("_")[0]: read_lines(p) for p in files}
    for index, system in enumerate(sorted(all_lines)):
        if system in SYSTEMS:
            build_system(corpus, index, system, all_lines[system], rng)


def build_system(corpus: Corpus, index: int, system: str, lines: list[str],
                 rng: random.Random) -> None:
    """The cases of one loghub system: three windows of its log as three invocations."""
    label, skip = SYSTEMS[system]
    for _attempt in range(20):  # windows whose lines all repeat elsewhere are redrawn
        windows = pick_windows(lines, rng)
        excerpts = [unique_excerpts(w, windows[:i] + windows[i + 1:], skip, rng)
                    for i, w in enumerate(windows)]
        if all(excerpts):
            break
    else:
        raise SystemExit(f"{system}: no window with a distinctive line; change SEED")
    session_id = f"sess-loghub-{system.lower()}-{rng.randrange(1000, 9999)}"
    base = rng.randrange(100, 900)
    records = [{"id": base + i, "session_id": session_id, "tool_name": "query_logs",
                "output_preview": "\n".join(w)} for i, w in enumerate(windows)]
    session = Session(system, session_id, records)
    text = session.text()
    source = f"loghub:{system}"
    a, b, c = records
    ex_a, ex_b, ex_c = (rng.choice(e) for e in excerpts)

    def claims_with(target: dict[str, Any], claim_text: str | None = None,
                    excerpt: str | None = None) -> list[dict[str, Any]]:
        excerpt_text = excerpt if excerpt is not None else target["evidence_excerpt"]
        first = claim(claim_text or f"{label} 日志显示：{claim_head(excerpt_text)}", target)
        other = claim(f"{label} 日志显示：{claim_head(ex_c)}", binding(c, ex_c, trace=2))
        return [first, other]

    name = system.lower()
    corpus.add("faithful_verbatim", name, session, claims_with(binding(a, ex_a)),
               f"{label}: a log line quoted verbatim from the invocation it is bound to.", source)
    corpus.add("faithful_whitespace", name, session, claims_with(binding(a, respace(ex_a)),
                                                                 excerpt=ex_a),
               f"{label}: the quoted line with spacing and punctuation changed.", source)
    if index % 2 == 0:
        corpus.add("faithful_fullwidth", name, session,
                   claims_with(binding(a, fullwidth(ex_a)), excerpt=ex_a),
                   f"{label}: the quoted line in full-width characters.", source)
    else:
        details = [{"line": n + 1, "message": line} for n, line in enumerate(windows[0])]
        rd_records = [{**a, "output_preview": f"query_logs 返回 {len(details)} 条日志（见 "
                       "retrieval_details）", "retrieval_details": {"hits": details}}, b, c]
        corpus.add("faithful_retrieval_details", name, session, claims_with(binding(a, ex_a)),
                   f"{label}: the quoted line is in retrieval_details, not in the preview.",
                   source, records=rd_records)

    # Truncated previews: the last line of window A is cut; the excerpt runs past the cut.
    last = message_part(windows[0][-1], skip, rng)
    cut_at = max(16, len(last) * 2 // 3)
    head = [*windows[0][:-1], windows[0][-1][:len(windows[0][-1]) - len(last) + cut_at]]
    marked = index % 2 == 0
    preview = "\n".join(head) + (MARKERS[index % len(MARKERS)] if marked else "")
    cut_records = [{**a, "output_preview": preview}, b, c]
    category = "faithful_truncated_marker" if marked else "faithful_truncated_nomarker"
    corpus.add(category, name, session, claims_with(binding(a, last)),
               f"{label}: the preview is cut{' with a marker' if marked else ''}; the excerpt "
               "is the whole line, which runs past the cut.", source, records=cut_records)
    within = [e for e in excerpts[0] if squash(e) in squash("\n".join(head[:-1]))]
    if within:
        corpus.add("faithful_truncated_within", name, session,
                   claims_with(binding(a, within[0])),
                   f"{label}: the preview is cut but the excerpt lies before the cut.", source,
                   records=cut_records)

    corpus.add("misattributed", name, session, claims_with(binding(a, ex_b)),
               f"{label}: a line of invocation {b['id']} bound to invocation {a['id']} "
               "(same tool, same session).", source)

    swap = find_swap(excerpts[0], _PLAIN_NUMBER, text, rng, lambda t: swap_digit(t, rng))
    if swap:
        corpus.add("number_swap", name, session, claims_with(binding(a, swap[2])),
                   f"{label}: number {swap[1]} of the quoted line changed to "
                   f"{swap[2]!r}.", source)
    swap = (find_swap(excerpts[0], _BLOCK, text, rng, lambda t: swap_digit(t, rng))
            or find_swap(excerpts[0], _IP, text, rng, lambda t: swap_digit(t, rng)))
    if swap:
        corpus.add("id_swap", name, session, claims_with(binding(a, swap[2])),
                   f"{label}: identifier {swap[1]} of the quoted line changed.", source)
    in_session = set(re.findall(r"[\w.$-]+", text))

    def other_component(pattern: re.Pattern[str]) -> Callable[[str], str | None]:
        # Another component of the same shape from the same system, absent from the session.
        names = sorted({m.group(0) for line in lines for m in pattern.finditer(line)}
                       - in_session)
        names = [n for n in names if len(n) > 5 and not re.search(r"\d{2}", n)]
        return lambda token: (rng.choice(names) if names and len(token) > 5
                              and not re.search(r"\d{2}", token) else None)
    swap = (find_swap(excerpts[0], _DOTTED, text, rng, other_component(_DOTTED))
            or find_swap(excerpts[0], _KEBAB, text, rng, other_component(_KEBAB)))
    if swap:
        corpus.add("service_swap", name, session, claims_with(binding(a, swap[2])),
                   f"{label}: component {swap[1]} of the quoted line replaced by another "
                   "component of the same system.", source)
    negated = [e for e in excerpts[0] if _NOT.search(e)]
    if negated:
        flipped = _NOT.sub("", negated[0], count=1)
        corpus.add("negation_flip", name, session, claims_with(binding(a, flipped)),
                   f"{label}: the quoted line with its negation removed.", source)
    if index % 2 == 1:
        fab = FABRICATED[index % len(FABRICATED)]
        corpus.add("fabricated", name, session,
                   claims_with(binding(a, fab), claim_text=f"{label} 日志显示{fab}"),
                   f"{label}: an excerpt that no invocation produced.", source)
    add_reference_cases(corpus, index, name, session, claims_with, a, ex_a, label, source)
    if index % 2 == 0:
        swap = find_swap([ex_a], _PLAIN_NUMBER, text, rng, lambda t: swap_digit(t, rng))
        if swap:
            corpus.add("claim_number_swap", name, session,
                       claims_with(binding(a, ex_a),
                                   claim_text=f"{label} 日志显示：{swap[2]}"),
                       f"{label}: the excerpt is faithful but the claim changes {swap[1]}.", source)
    else:
        addition, token = EXTERNAL_ADDITIONS[index % len(EXTERNAL_ADDITIONS)]
        if token not in text:
            corpus.add("claim_external_entity", name, session,
                       claims_with(binding(a, ex_a), claim_text=f"{label} 日志显示："
                                   f"{claim_head(ex_a)}{addition}。"),
                       f"{label}: the claim adds {token}, which no evidence mentions.", source)


def add_reference_cases(corpus: Corpus, index: int, name: str, session: Session,
                        claims_with: Callable[..., list[dict[str, Any]]], record: dict[str, Any],
                        excerpt: str, label: str, source: str) -> None:
    """forged id / cross-session id / tool mismatch, one per session in turn."""
    kind = ("forged_id", "cross_session", "tool_mismatch")[index % 3]
    if kind == "forged_id":
        forged = max(r["id"] for r in session.records) + 1000 + index
        corpus.add(kind, name, session, claims_with(binding(record, excerpt, ids=[forged])),
                   f"{label}: the excerpt is real but source_invocation_ids names {forged}, which "
                   "never ran.", source)
    elif kind == "cross_session":
        foreign = {**record, "id": record["id"] + 5000, "session_id": f"{session.session_id}-old"}
        corpus.add(kind, name, session, claims_with(binding(foreign, excerpt)),
                   f"{label}: the binding cites invocation {foreign['id']} of another session.",
                   source, records=[*session.records, foreign])
    else:
        corpus.add(kind, name, session, claims_with(binding(record, excerpt, tool="query_metrics")),
                   f"{label}: the binding says query_metrics but invocation {record['id']} ran "
                   f"{record['tool_name']}.", source)


# --- Chinese scenarios ---------------------------------------------------------------------------

SWAP_CATEGORIES = {"number": "number_swap", "ident": "id_swap", "service": "service_swap",
                   "code": "error_code_swap", "negation": "negation_flip"}


def build_zh(corpus: Corpus, rng: random.Random) -> None:
    for index, scenario in enumerate(SCENARIOS):
        build_scenario(corpus, index, scenario, rng)


def build_scenario(corpus: Corpus, index: int, scenario: dict[str, Any], rng: random.Random) -> None:
    key, session_id = scenario["key"], scenario["session"]
    base = rng.randrange(300, 900)
    records = [{"id": base + i, "session_id": session_id, "tool_name": tool, "output_preview": text}
               for i, (tool, text) in enumerate(scenario["invocations"])]
    session = Session(key, session_id, records)
    text = session.text()
    source = f"zh:{key}"
    facts = scenario["facts"]
    for fact in facts:
        if fact["excerpt"] not in records[fact["inv"]]["output_preview"]:
            raise SystemExit(f"{key}: excerpt {fact['excerpt']!r} not in its invocation")
        for kind in ("number", "ident", "service", "code", "negation", "unit"):
            if kind in fact and fact[kind][0] not in fact["excerpt"]:
                raise SystemExit(f"{key}: {kind} {fact[kind][0]!r} not in {fact['excerpt']!r}")

    def bound(fact: dict[str, Any], excerpt: str | None = None, **kw: Any) -> dict[str, Any]:
        return binding(records[fact["inv"]], fact["excerpt"] if excerpt is None else excerpt, **kw)

    def claims_with(target: dict[str, Any], claim_text: str, fact: dict[str, Any]
                    ) -> list[dict[str, Any]]:
        # A second, faithful claim from another fact keeps the case realistic.
        other = next(f for f in facts if f is not fact and f["inv"] != fact["inv"])
        return [claim(claim_text, target), claim(other["claim"], bound(other, trace=2))]

    for n, fact in enumerate(facts):
        name = f"{key}-{n + 1}"
        corpus.add("faithful_verbatim", name, session,
                   claims_with(bound(fact), fact["claim"], fact),
                   "A metric / log excerpt quoted verbatim from its invocation.", source)
        if "unit" in fact:
            old, new = fact["unit"]
            excerpt = fact["excerpt"].replace(old, new) if n % 2 == 0 else fact["excerpt"]
            claim_text = fact["claim"].replace(old, new)
            corpus.add("faithful_unit_conversion", name, session,
                       claims_with(bound(fact, excerpt), claim_text, fact),
                       f"{old} restated as {new}: the same value in another unit.", source)
        for kind, category in SWAP_CATEGORIES.items():
            if kind not in fact:
                continue
            old, new = fact[kind]
            corpus.add(category, name, session,
                       claims_with(bound(fact, fact["excerpt"].replace(old, new)),
                                   fact["claim"].replace(old, new), fact),
                       f"The excerpt says {new} where invocation {records[fact['inv']]['id']} "
                       f"says {old}.", source)
        if "number" in fact and fact["number"][0] in fact["claim"]:
            old, new = fact["number"]
            corpus.add("claim_number_swap", name, session,
                       claims_with(bound(fact), fact["claim"].replace(old, new), fact),
                       f"The excerpt is faithful; the claim says {new} instead of {old}.", source)
        if "negation" in fact and fact["negation"][0] in fact["claim"]:
            old, new = fact["negation"]
            corpus.add("claim_negation_flip", name, session,
                       claims_with(bound(fact), fact["claim"].replace(old, new), fact),
                       f"The excerpt is faithful; the claim says {new} instead of {old}.", source)

    first, second = facts[0], facts[1]
    corpus.add("faithful_fullwidth", key, session,
               claims_with(bound(first, fullwidth(first["excerpt"])), first["claim"], first),
               "The excerpt in full-width characters.", source)
    corpus.add("faithful_whitespace", key, session,
               claims_with(bound(second, respace(second["excerpt"])), second["claim"], second),
               "The excerpt with spacing and punctuation changed.", source)

    # Misattributed: a fact bound to a sibling invocation of the same tool.
    for fact in facts[:2]:
        siblings = [r for i, r in enumerate(records) if i != fact["inv"]
                    and r["tool_name"] == records[fact["inv"]]["tool_name"]]
        if siblings:
            wrong = siblings[0]
            corpus.add("misattributed", f"{key}-{fact['inv']}", session,
                       claims_with(binding(wrong, fact["excerpt"]), fact["claim"], fact),
                       f"An excerpt of invocation {records[fact['inv']]['id']} bound to "
                       f"invocation {wrong['id']} (same tool).", source)

    fab = FABRICATED[index % len(FABRICATED)]
    corpus.add("fabricated", key, session,
               claims_with(bound(first, fab), f"{fab}。", first),
               "An excerpt no invocation produced.", source)

    # Truncated previews of the first fact's invocation.
    fact_text = records[first["inv"]]["output_preview"]
    start = fact_text.index(first["excerpt"])
    cut = start + max(8, len(first["excerpt"]) * 2 // 3)
    marked = index % 2 == 0
    preview = fact_text[:cut] + (MARKERS[index % len(MARKERS)] if marked else "")
    cut_records = [({**r, "output_preview": preview} if i == first["inv"] else r)
                   for i, r in enumerate(records)]
    corpus.add("faithful_truncated_marker" if marked else "faithful_truncated_nomarker", key,
               session, claims_with(bound(first), first["claim"], first),
               "The preview is cut inside the excerpt; the excerpt runs past the cut.", source,
               records=cut_records)

    # retrieval_details: the output lives in a structured object, the preview is a header.
    rd_records = [({**r, "output_preview": "检索完成，共 1 条结果（详见 retrieval_details）",
                    "retrieval_details": {"records": [{"source": r["tool_name"],
                                                       "content": r["output_preview"]}],
                                          "total": 1}}
                   if i == second["inv"] else r) for i, r in enumerate(records)]
    corpus.add("faithful_retrieval_details", key, session,
               claims_with(bound(second), second["claim"], second),
               "The excerpt is in retrieval_details; the preview is only a header.", source,
               records=rd_records)
    if "runbook" in scenario:
        preview_text, details = scenario["runbook"]
        runbook = {"id": base + len(records), "session_id": session_id,
                   "tool_name": "search_runbook", "output_preview": preview_text,
                   "retrieval_details": details}
        fact = scenario["runbook_fact"]
        corpus.add("faithful_retrieval_details", f"{key}-runbook", session,
                   [claim(fact["claim"], binding(runbook, fact["excerpt"]))],
                   "A runbook passage quoted from a search's retrieval_details hits.", source,
                   records=[*records, runbook])

    # Trace summary: the preview is a short cut header, the summary holds the text.
    ts_records = [({**r, "output_preview": r["output_preview"][:20] + "…(已截断)"}
                   if i == second["inv"] else r) for i, r in enumerate(records)]
    summary = [{"trace_ref": f"trace-{i + 1}", "tool_name": r["tool_name"],
                "source_invocation_ids": [r["id"]], "output_summary": r["output_preview"]}
               for i, r in enumerate(records)]
    corpus.add("faithful_trace_summary", key, session,
               claims_with(bound(second), second["claim"], second),
               "The preview is cut to 20 characters; the trace summary holds the full text.",
               source, records=ts_records, trace_summary=summary)

    addition, token = EXTERNAL_ADDITIONS[index % len(EXTERNAL_ADDITIONS)]
    if token not in text:
        corpus.add("claim_external_entity", key, session,
                   claims_with(bound(first), first["claim"].rstrip("。") + addition + "。", first),
                   f"The claim adds {token}, which no evidence mentions.", source)
    if index < 6:
        add_zh_reference_cases(corpus, index, key, session, records, first, claims_with)


def add_zh_reference_cases(corpus: Corpus, index: int, key: str, session: Session,
                           records: list[dict[str, Any]], fact: dict[str, Any],
                           claims_with: Callable[..., list[dict[str, Any]]]) -> None:
    record = records[fact["inv"]]
    forged = max(r["id"] for r in records) + 77
    corpus.add("forged_id", key, session,
               claims_with(binding(record, fact["excerpt"], ids=[forged]), fact["claim"], fact),
               f"source_invocation_ids names {forged}, which never ran.", f"zh:{key}")
    foreign = {**record, "id": record["id"] + 9000, "session_id": "sess-20261101-other"}
    corpus.add("cross_session", key, session,
               claims_with(binding(foreign, fact["excerpt"]), fact["claim"], fact),
               f"The binding cites invocation {foreign['id']} of another session.", f"zh:{key}",
               records=[*records, foreign])
    other_tool = next(r["tool_name"] for r in records if r["tool_name"] != record["tool_name"])
    corpus.add("tool_mismatch", key, session,
               claims_with(binding(record, fact["excerpt"], tool=other_tool), fact["claim"], fact),
               f"The binding says {other_tool} but invocation {record['id']} ran "
               f"{record['tool_name']}.", f"zh:{key}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loghub", type=Path, default=REPO / "tests" / "data" / "loghub")
    parser.add_argument("--out", type=Path, default=REPO / "tests" / "corpus")
    args = parser.parse_args(argv)
    rng = random.Random(SEED)
    corpus = Corpus(args.out)
    build_loghub(corpus, args.loghub, rng)
    build_zh(corpus, rng)
    total = corpus.write()
    by_category: dict[str, int] = {}
    for category, _, _ in corpus.cases:
        by_category[category] = by_category.get(category, 0) + 1
    for category in CATEGORIES:
        print(f"{category:28} {by_category.get(category, 0):4}")
    print(f"{'total':28} {total:4}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
