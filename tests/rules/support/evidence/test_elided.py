"""An excerpt leaving out, at its start or at an ellipsis, a negator or a failure of the line it
quotes (gatekeeper.rules.support.evidence.elided)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.elided import (
    Elided,
    elided,
    may_start_turned,
    words_after_turning,
)
from gatekeeper.rules.support.evidence.spliced import OutputLines

FAILED = "Dec 10 09:16:08 LabSZ sshd[24579]: Failed password for root from 187.141.143.180 port 52212"
ACCEPTED = "Dec 10 09:17:01 LabSZ sshd[24601]: Accepted password for root from 10.0.0.7 port 50100"
NOT_FOUND = "17/06/09 20:10:53 INFO spark.CacheManager: Partition rdd_6_2 was not found, computing it"
POOL = "2026-11-29 10:02:15 WARN [payment-svc] 连接池未耗尽，active=12/50"
OUTPUT = [OutputLines.of("\n".join([FAILED, ACCEPTED, NOT_FOUND, POOL]))]


@pytest.mark.parametrize(("excerpt", "found"), [
    ("Dec 10 09:16:08 LabSZ sshd[24579]: … password for root", Elided(FAILED, "failed", False)),
    ("Partition rdd_6_2 ... found, computing it", Elided(NOT_FOUND, "wasnot", False)),  # `was` too
    ("[payment-svc] 连接池…耗尽", Elided(POOL, "未", False)),
    ("… password for root from 187.141.143.180", Elided(FAILED, "Failed", True)),  # as printed
    ("password for root from 187.141.143.180", Elided(FAILED, "Failed", True)),  # no ellipsis
    ("PASSWORD for root from 187.141.143.180", Elided(FAILED, "Failed", True)),  # in any case
    ("…耗尽，active=12/50", Elided(POOL, "未", True)),
])
def test_a_turning_word_left_out_is_found(excerpt: str, found: Elided) -> None:
    assert elided(excerpt, OUTPUT) == found
    assert may_start_turned(excerpt, [words_after_turning(OUTPUT[0].text)]) == found.at_start


@pytest.mark.parametrize("excerpt", [
    "Dec 10 09:16:08 LabSZ sshd[24579]: … from 187.141.143.180",  # skips more than the word
    "sshd[24579]: Failed password … port 52212",  # skips no turning word
    "… Failed password for root",  # the word itself is quoted
    "Partition rdd_6_2 was not found, computing it",  # no ellipsis
    "… Accepted password for root",
    "authentication failure",  # the word itself is quoted
])
def test_an_ellipsis_skipping_other_words_is_no_flip(excerpt: str) -> None:
    assert elided(excerpt, OUTPUT) is None


def test_words_another_line_writes_with_nothing_skipped_are_no_flip() -> None:
    # `… password for root from` follows `Failed` in one line and `Accepted` in the other
    assert elided("… password for root from", OUTPUT) is None
    # `sshd[24579]:` then `password for root`: only the line where `Failed` is between them
    assert elided("sshd[24579]: … password for root", OUTPUT) == Elided(FAILED, "failed", False)


def test_short_fragments_are_not_placed() -> None:
    output = [OutputLines.of("job 7 not ok\njob 8 ok")]
    assert elided("job 7 … ok", output) is None  # 6 compacted characters: found by chance
    assert elided("… ok", output) is None


def test_punctuation_after_the_word_ends_what_it_turns_around() -> None:
    output = [OutputLines.of("sshd[2]: pam_unix(sshd:auth): authentication failure; logname= uid=0 "
                             "euid=0 tty=ssh ruser= rhost=187.141.143.180  user=root\n"
                             "before their World Cup failure . Spain's Under 21s celebrate")]
    assert elided("logname= uid=0 euid=0 tty=ssh ruser= rhost=187.141.143.180", output) is None
    assert elided("Spain's Under 21s celebrate", output) is None
