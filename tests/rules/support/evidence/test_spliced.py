"""An excerpt gluing the start of one output line to the end of another
(gatekeeper.rules.support.evidence.spliced)."""

from __future__ import annotations

import pytest

from gatekeeper.rules.support.evidence.spliced import OutputLines, dropped, spliced

NOTICE = "[Sun Dec 04 04:53:29 2005] [notice] jk2_init() Found child 6755 in scoreboard slot 6"
ERROR = "[Sun Dec 04 04:53:16 2005] [error] mod_jk child workerEnv in error state 6"
INIT = "[Sun Dec 04 04:53:51 2005] [notice] workerEnv.init() ok /etc/httpd/conf/workers2.properties"
OUTPUT = [OutputLines.of("\n".join([ERROR, NOTICE, INIT]))]


def test_the_start_of_one_line_glued_to_the_end_of_another_is_a_splice() -> None:
    excerpt = "[Sun Dec 04 04:53:29 2005] [notice] jk2_init() Found child 6755 in error state 6"
    seam = spliced(excerpt, OUTPUT)
    assert seam is not None and (seam.first, seam.second) == (NOTICE, ERROR)
    # where it falls at the earliest: `in` may end the first run or start the second
    assert (seam.before, seam.after) == ("sundec040453292005noticejk2_initfoundchild6755",
                                         "inerrorstate6")


def test_the_seam_is_found_wherever_the_two_halves_overlap() -> None:
    # `in` is written by both lines: the seam may fall on either side of it
    excerpt = "[Sun Dec 04 04:53:29 2005] [notice] jk2_init() Found child 6755 in error state 6"
    output = [OutputLines.of(NOTICE + "\n" + ERROR.replace("workerEnv", "worker"))]
    assert spliced(excerpt, output) is not None


def test_each_output_is_searched() -> None:
    output = [OutputLines.of(NOTICE), OutputLines.of(ERROR)]
    seam = spliced(NOTICE[:64] + " in error state 6", output)
    assert seam is not None and (seam.first, seam.second) == (NOTICE, ERROR)


@pytest.mark.parametrize("excerpt", [
    NOTICE,  # as printed
    "jk2_init() Found child 6755 in scoreboard",  # a part of one line
    "[Sun Dec 04 04:53:29 2005] [notice] jk2_init() Found child 6755",  # cut before its end
    "[notice] jk2_init() Found child 6755 slot 6",  # words of one line left out
    ERROR + " " + INIT,  # whole lines joined on one line, the one between left out
    "jk2_init() Found child 6755\nmod_jk child workerEnv in error state 6",  # a line each
    "jk2_init() Found child 6755 ... mod_jk child workerEnv in error state 6",  # an ellipsis
    "jk2_init() Found child 6755 in wrong state 6",  # a changed word: no copy in pieces
    "[notice] jk2_init() Found child 6755 in error",  # a run shorter than MIN_RUN
])
def test_a_quote_of_one_line_of_whole_lines_or_with_words_changed_is_no_splice(excerpt: str) -> None:
    assert spliced(excerpt, OUTPUT) is None


def test_a_run_written_too_often_to_place_is_no_splice() -> None:
    # `workerEnv in error state 6` on every one of 40 lines: no telling which one it came from
    many = OutputLines.of("\n".join([NOTICE] + [ERROR] * 40))
    assert spliced(NOTICE[:64] + " in error state 6", [many]) is None


def test_output_lines_know_where_each_line_starts_and_ends() -> None:
    lines = OutputLines.of("ab cd\n\nEF-12")
    assert (lines.joined, list(lines.starts)) == ("abcdef-12", [0, 4, 4])
    assert [lines.raw(n) for n in range(3)] == ["ab cd", "", "EF-12"]
    assert [lines.line_at(at) for at in (0, 3, 4, 8)] == [0, 0, 2, 2]
    assert (lines.line_end(0), lines.line_end(2)) == (4, 9)


NO_SERVER = ("171644 node-D0 clusterfilesystem clusterfilesystem.no_server 1077889836 1 ClusterFileSystem: "
             "There is no server for ServerFileSystem domain storage_home")


@pytest.mark.parametrize(("excerpt", "word"), [
    (NO_SERVER.replace("is no server", "is server"), "no"),
    ("Dec 10 09:12:26 LabSZ sshd[24485]: password for root from 103.99.0.122 port 56079 ssh2", "failed"),
])
def test_a_negator_or_a_failure_left_out_of_a_line_is_found(excerpt: str, word: str | None) -> None:
    ssh = "Dec 10 09:12:26 LabSZ sshd[24485]: Failed password for root from 103.99.0.122 port 56079 ssh2"
    found = dropped(excerpt, [OutputLines.of("\n".join([NO_SERVER, ERROR, ssh]))])
    assert (found[1] if found else None) == word


def test_other_words_left_out_are_no_turn() -> None:
    output = [OutputLines.of(NO_SERVER)]
    assert dropped(NO_SERVER.replace(" ServerFileSystem domain", " domain"), output) is None
    assert dropped(NO_SERVER, output) is None  # as printed
