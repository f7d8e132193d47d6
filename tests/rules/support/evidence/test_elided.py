"""What an excerpt's ellipsis stands for: a negator or a failure of the line it quotes
(gatekeeper.rules.support.evidence.elided)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.elided import elided
from gatekeeper.rules.support.evidence.spliced import OutputLines

FAILED = "Dec 10 09:16:08 LabSZ sshd[24579]: Failed password for root from 187.141.143.180 port 52212"
ACCEPTED = "Dec 10 09:17:01 LabSZ sshd[24601]: Accepted password for root from 10.0.0.7 port 50100"
NOT_FOUND = "17/06/09 20:10:53 INFO spark.CacheManager: Partition rdd_6_2 was not found, computing it"
POOL = "2026-11-29 10:02:15 WARN [payment-svc] 连接池未耗尽，active=12/50"
OUTPUT = [OutputLines.of("\n".join([FAILED, ACCEPTED, NOT_FOUND, POOL]))]


@pytest.mark.parametrize(("excerpt", "line", "words"), [
    ("Dec 10 09:16:08 LabSZ sshd[24579]: … password for root", FAILED, "failed"),
    ("Partition rdd_6_2 ... found, computing it", NOT_FOUND, "wasnot"),  # the auxiliary too
    ("[payment-svc] 连接池…耗尽", POOL, "未"),
    ("… password for root from 187.141.143.180", FAILED, "Failed"),  # led in: as printed
    ("…耗尽，active=12/50", POOL, "未"),
])
def test_an_ellipsis_standing_for_a_turning_word_is_found(excerpt: str, line: str | None,
                                                         words: str | None) -> None:
    assert elided(excerpt, OUTPUT) == (None if line is None else (line, words))


@pytest.mark.parametrize("excerpt", [
    "Dec 10 09:16:08 LabSZ sshd[24579]: … from 187.141.143.180",  # skips more than the word
    "sshd[24579]: Failed password … port 52212",  # skips no turning word
    "… Failed password for root",  # the word itself is quoted
    "Partition rdd_6_2 was not found, computing it",  # no ellipsis
    "… Accepted password for root",
])
def test_an_ellipsis_skipping_other_words_is_no_flip(excerpt: str) -> None:
    assert elided(excerpt, OUTPUT) is None


def test_words_another_line_writes_with_nothing_skipped_are_no_flip() -> None:
    # `… password for root from` follows `Failed` in one line and `Accepted` in the other
    assert elided("… password for root from", OUTPUT) is None
    # `sshd[24579]:` then `password for root`: only the line where `Failed` is between them
    assert elided("sshd[24579]: … password for root", OUTPUT) == (FAILED, "failed")


def test_short_fragments_are_not_placed() -> None:
    output = [OutputLines.of("job 7 not ok\njob 8 ok")]
    assert elided("job 7 … ok", output) is None  # 6 compacted characters: found by chance
    assert elided("… ok", output) is None
