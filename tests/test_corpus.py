"""The labelled corpus (tests/corpus): issue 4's targets hold, and it regenerates byte for byte."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO

from gatekeeper.commands.eval import ALWAYS_REJECT, SWAPS, evaluate, targets

CORPUS = REPO / "tests" / "corpus"
LOGHUB = REPO / "tests" / "data" / "loghub"


@pytest.fixture(scope="module")
def outcomes():  # type: ignore[no-untyped-def]
    return evaluate([CORPUS])


def test_corpus_is_large_and_covers_every_category(outcomes) -> None:  # type: ignore[no-untyped-def]
    categories = {o.category for o in outcomes}
    assert len(outcomes) >= 150
    assert set(ALWAYS_REJECT) | set(SWAPS) | {"fabricated", "faithful_verbatim"} <= categories


def test_every_forged_cross_session_and_tool_mismatch_is_rejected(outcomes) -> None:  # type: ignore[no-untyped-def]
    missed = [o.path for o in outcomes if o.category in ALWAYS_REJECT and o.ceiling != "REJECT"]
    assert missed == []


def test_misattributions_and_swaps_are_caught(outcomes) -> None:  # type: ignore[no-untyped-def]
    swaps = [o for o in outcomes if o.category in SWAPS]
    caught = [o for o in swaps if o.ceiling in ("REJECT", "LOW_CONFID")]
    assert len(caught) >= 0.95 * len(swaps), [o.path for o in swaps if o not in caught]


def test_no_faithful_excerpt_fails(outcomes) -> None:  # type: ignore[no-untyped-def]
    failed = [(o.path, o.messages) for o in outcomes if o.faithful and o.status == "fail"]
    assert failed == []
    assert all(o.ceiling == "PASS" for o in outcomes if o.faithful)


def test_claim_level_manipulations_block(outcomes) -> None:  # type: ignore[no-untyped-def]
    # Issue 11: a claim that adds a value or entity is LOW_CONFID at least, one that flips a
    # negation its evidence states is a contradiction (REJECT).
    claims = [o for o in outcomes if o.category.startswith("claim_")]
    assert claims
    for o in claims:
        rule = "claim.value_contradiction" if o.category == "claim_negation_flip" else (
            "claim.entity_grounding")
        assert rule in o.reported and o.ceiling != "PASS", o
        assert o.category != "claim_negation_flip" or o.ceiling == "REJECT", o


def test_targets_helper_agrees(outcomes) -> None:  # type: ignore[no-untyped-def]
    assert all(t.met for t in targets(outcomes)), targets(outcomes)


def test_generator_reproduces_the_committed_files(tmp_path: Path) -> None:
    out = tmp_path / "corpus"
    subprocess.run([sys.executable, str(REPO / "tools" / "build_corpus.py"), "--loghub", str(LOGHUB),
                    "--out", str(out)], check=True, capture_output=True)
    committed = sorted(p.relative_to(CORPUS) for p in CORPUS.glob("*/*.json"))
    assert sorted(p.relative_to(out) for p in out.glob("*/*.json")) == committed
    differing = [p for p in committed if (out / p).read_bytes() != (CORPUS / p).read_bytes()]
    assert differing == []
