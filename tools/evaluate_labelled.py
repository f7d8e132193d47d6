"""Gatekeeper's detection on real, human-labelled hallucinations, per class, beside a naive
rapidfuzz baseline (docs/evaluation.md, "Human-labelled data").

    python tools/evaluate_labelled.py                       # the shipped sample, markdown
    python tools/evaluate_labelled.py --format json
    python tools/evaluate_labelled.py --misses 20           # also list missed hallucinations
    python tools/evaluate_labelled.py --build-sample --bump DIR --summedits DIR
                                                            # rewrite tests/data/labelled
    python tools/evaluate_labelled.py --build-sample --bump DIR --summedits DIR \
        --bump-tasks task1,task2 --domains ectsum,news,podcast,... --data /tmp/full
    python tools/evaluate_labelled.py --data /tmp/full     # the same on the whole datasets

Each labelled item (a document, its faithful reference, an annotated edit) becomes bundles of one
claim bound to one invocation whose `output_preview` is the document (tools/labelled_data.py):
the faithful sentence with its genuine excerpt, and for an unfaithful edit the edited sentence
with the genuine excerpt (`claim_only`) and with the excerpt carrying the same substitution
(`excerpt_tampered`); for a faithful edit, the paraphrase with its own excerpt. Gatekeeper runs
through its Python API with the built-in configuration (plus `--config` layers).

A hallucination is *flagged* when the bundle's status is warn or fail. Per class: recall (flagged,
and failed), and precision over the class's minimal pairs (its hallucinations and their faithful
twins). Faithful claims: the share that fail and that warn. The baseline scores the excerpt
against the output and the claim against the excerpt with `rapidfuzz.fuzz.partial_ratio` and
takes the worse: >= 0.5 pass, >= 0.3 warn, else fail (the similarity rule's default thresholds).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz

sys.path.insert(0, str(Path(__file__).resolve().parent))
import labelled_data as data

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "tests" / "data" / "labelled"
VARIANTS = ("claim_only", "excerpt_tampered")
# what the shipped sample holds; --bump-tasks / --domains take more (all of SummEdits' ten
# domains: ectsum news podcast qmsumm sales_call sales_email samsum scitldr billsum shakespeare)
BUMP_TASKS = ("task1",)
SUMMEDITS_DOMAINS = ("ectsum", "news", "sales_call", "sales_email")


@dataclass(frozen=True)
class Result:
    case: data.Case
    status: str  # pass | warn | fail
    ceiling: str
    rules: tuple[str, ...]  # rules that warned or failed
    baseline: str

    @property
    def flagged(self) -> bool:
        return self.status != "pass"

    def status_of(self, who: str) -> str:
        return self.status if who == "gatekeeper" else self.baseline


def baseline_status(case: data.Case) -> str:
    score = min(fuzz.partial_ratio(case.excerpt, case.item.document),
                fuzz.partial_ratio(case.claim, case.excerpt)) / 100.0
    return "pass" if score >= 0.5 else "warn" if score >= 0.3 else "fail"


def run(items: Sequence[data.Item], config_files: Sequence[Path] = ()) -> list[Result]:
    from gatekeeper import Gatekeeper

    gk = Gatekeeper(config_files=list(config_files))
    results = []
    seen: set[tuple[str, str, str]] = set()
    for item in items:
        for case in data.cases(item):
            key = (item.dataset, case.claim, case.excerpt)
            if case.variant == "faithful" and key in seen:
                continue  # one faithful twin per reference sentence
            seen.add(key)
            bundle = case.bundle()
            report = gk.check(bundle["executor_output"], bundle["tool_invocations"],
                              session_id=bundle["session_id"])
            results.append(Result(case, report.status, report.verdict_ceiling,
                                  tuple(sorted(r for r, s in report.rule_statuses.items() if s != "pass")),
                                  baseline_status(case)))
    return results


def _ratio(part: int, whole: int) -> float | None:
    return round(part / whole, 3) if whole else None


def summarise(results: Sequence[Result]) -> dict[str, Any]:
    twins = {(r.case.item.dataset, r.case.claim): r for r in results if r.case.variant == "faithful"}
    summary: dict[str, Any] = {"items": len({(r.case.item.dataset, r.case.item.id) for r in results}),
                               "bundles": len(results), "classes": {}, "faithful": {}, "labels": {}}
    for variant in VARIANTS:
        summary["classes"][variant] = class_rows(results, variant, twins, extrinsic=False)
        summary["classes"][f"{variant}_extrinsic"] = class_rows(results, variant, twins, extrinsic=True)
    for variant in ("faithful", "paraphrase"):
        group = [r for r in results if r.case.variant == variant]
        summary["faithful"][variant] = {
            "n": len(group),
            "gatekeeper": _rates(Counter(r.status for r in group), len(group)),
            "baseline": _rates(Counter(r.baseline for r in group), len(group)),
        }
    labelled = Counter((r.case.item.dataset, r.case.item.label) for r in results
                       if r.case.variant == "claim_only")
    for (dataset, label), count in sorted(labelled.items()):
        group = [r for r in results if (r.case.item.dataset, r.case.item.label) == (dataset, label)]
        row: dict[str, Any] = {"n": count}
        for variant in VARIANTS:
            hits = [r for r in group if r.case.variant == variant]
            row[variant] = _ratio(sum(1 for r in hits if r.flagged), len(hits))
        summary["labels"][f"{dataset}: {label}"] = row
    summary["rules"] = dict(sorted(Counter(rule for r in results for rule in r.rules).items()))
    return summary


def class_rows(results: Sequence[Result], variant: str, twins: dict[tuple[str, str], Result],
               extrinsic: bool) -> dict[str, Any]:
    rows = {}
    for name in (*data.CLASSES, "all"):
        hits = [r for r in results if r.case.variant == variant
                and (name == "all" or name in r.case.item.classes)
                and (not extrinsic or r.case.item.extrinsic)]
        pair_twins = [twins[key] for key in {(r.case.item.dataset, _faithful_claim(r)) for r in hits}
                      if key in twins]
        row: dict[str, Any] = {"n": len(hits)}
        for who in ("gatekeeper", "baseline"):
            tp = sum(1 for r in hits if r.status_of(who) != "pass")
            fp = sum(1 for r in pair_twins if r.status_of(who) != "pass")
            fails = sum(1 for r in hits if r.status_of(who) == "fail")
            row[who] = {"recall": _ratio(tp, len(hits)), "recall_fail": _ratio(fails, len(hits)),
                        "precision": _ratio(tp, tp + fp)}
        row["gatekeeper"]["blocked"] = _ratio(sum(1 for r in hits if r.ceiling != "PASS"), len(hits))
        rows[name] = row
    return rows


def _faithful_claim(result: Result) -> str:
    return data.changed_sentences(result.case.item.reference, result.case.item.edited)[0]


def _rates(counts: Counter[str], total: int) -> dict[str, float | None]:
    return {"fail": _ratio(counts["fail"], total), "warn": _ratio(counts["warn"], total)}


def _fmt(value: float | None) -> str:
    return "–" if value is None else f"{value:.3f}"


def render_markdown(summary: dict[str, Any], results: Sequence[Result], misses: int) -> str:
    lines = [f"{summary['items']} labelled items, {summary['bundles']} bundles.", ""]
    for variant in (*VARIANTS, *(f"{v}_extrinsic" for v in VARIANTS)):
        title = variant.replace("_extrinsic", ", new text absent from the document").replace("_", " ")
        lines += [f"#### Hallucinations, {title}", "",
                  "| class | n | GK recall (warn+fail) | GK recall (fail) | GK ceiling < PASS | "
                  "GK precision | baseline recall | baseline recall (fail) | baseline precision |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for name, row in summary["classes"][variant].items():
            gk, base = row["gatekeeper"], row["baseline"]
            lines.append(f"| {name} | {row['n']} | {_fmt(gk['recall'])} | {_fmt(gk['recall_fail'])} | "
                         f"{_fmt(gk['blocked'])} | {_fmt(gk['precision'])} | {_fmt(base['recall'])} | "
                         f"{_fmt(base['recall_fail'])} | {_fmt(base['precision'])} |")
        lines.append("")
    lines += ["#### Faithful claims", "",
              "| claims | n | GK fail | GK warn | baseline fail | baseline warn |",
              "|---|---:|---:|---:|---:|---:|"]
    for variant, row in summary["faithful"].items():
        lines.append(f"| {variant} | {row['n']} | {_fmt(row['gatekeeper']['fail'])} | "
                     f"{_fmt(row['gatekeeper']['warn'])} | {_fmt(row['baseline']['fail'])} | "
                     f"{_fmt(row['baseline']['warn'])} |")
    lines += ["", "#### By the datasets' own labels (Gatekeeper flagged)", "",
              "| dataset: label | n | claim only | excerpt tampered |", "|---|---:|---:|---:|"]
    for label, row in summary["labels"].items():
        lines.append(f"| {label} | {row['n']} | {_fmt(row['claim_only'])} | "
                     f"{_fmt(row['excerpt_tampered'])} |")
    lines += ["", "Rules that warned or failed (bundles): "
              + ", ".join(f"`{rule}` {count}" for rule, count in summary["rules"].items())]
    if misses:
        lines += ["", "#### Missed hallucinations (first per class)", ""]
        for name in data.CLASSES:
            missed = [r for r in results if r.case.hallucinated and not r.flagged
                      and name in r.case.item.classes][:misses]
            for r in missed:
                spans = "; ".join(f"`{s.original}` → `{s.text}`" for s in r.case.item.spans)
                lines.append(f"- {name} {r.case.item.dataset}/{r.case.item.id} ({r.case.variant}): {spans}")
    return "\n".join(lines) + "\n"


def build_sample(bump: Path, summedits: Path, out: Path, bump_tasks: Sequence[str] = BUMP_TASKS,
                 domains: Sequence[str] = SUMMEDITS_DOMAINS) -> None:
    rows = [row for task in bump_tasks
            for row in json.loads((bump / f"{task}_dataset.json").read_text(encoding="utf-8"))]
    print(f"bump: {data.write_sample(out, 'bump', data.from_bump(rows))} items")
    pairs = []
    for domain in domains:
        domain_rows = json.loads((summedits / f"summedits_{domain}.json").read_text(encoding="utf-8"))
        pairs += list(data.from_summedits(domain, domain_rows))
    print(f"summedits: {data.write_sample(out, 'summedits', pairs)} items")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=SAMPLE, help="folder of <name>.docs/items.jsonl")
    parser.add_argument("--format", choices=("markdown", "json"), default="markdown")
    parser.add_argument("--config", type=Path, action="append", default=[])
    parser.add_argument("--misses", type=int, default=0, help="list up to N missed items per class")
    parser.add_argument("--build-sample", action="store_true")
    parser.add_argument("--bump", type=Path, help="BUMP's data/ folder (with --build-sample)")
    parser.add_argument("--summedits", type=Path, help="SummEdits' data/summedits/ folder")
    parser.add_argument("--bump-tasks", default=",".join(BUMP_TASKS), help="e.g. task1,task2")
    parser.add_argument("--domains", default=",".join(SUMMEDITS_DOMAINS), help="SummEdits domains")
    args = parser.parse_args(argv)
    if args.build_sample:
        if args.bump is None or args.summedits is None:
            parser.error("--build-sample needs --bump and --summedits")
        build_sample(args.bump, args.summedits, args.data, args.bump_tasks.split(","),
                     args.domains.split(","))
        return 0
    items = data.load_sample(args.data)
    if not items:
        print(f"{args.data}: no <name>.docs.jsonl found", file=sys.stderr)
        return 2
    results = run(items, args.config)
    summary = summarise(results)
    if args.format == "json":
        print(json.dumps(summary, indent=2, sort_keys=True))
    else:
        sys.stdout.write(render_markdown(summary, results, args.misses))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
