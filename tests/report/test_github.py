"""--format github: every line is a workflow command; properties and data escaped like the runner."""

from __future__ import annotations

import io
import re
import shutil
from pathlib import Path

from report_corpus import EXPECTED, check

from gatekeeper.engine.result import FAIL, WARN, Report, ReportedFinding
from gatekeeper.report.github import GithubReporter, escape_data, escape_property

COMMAND = re.compile(r"^::(?P<name>error|warning|notice) (?P<props>[^:]*)::(?P<message>.*)$")


def parse(line: str) -> tuple[str, dict[str, str], str]:
    match = COMMAND.match(line)
    assert match, line
    props = dict(item.split("=", 1) for item in match["props"].split(","))
    return match["name"], props, match["message"]


def test_annotations_line_by_line(corpus: Path) -> None:
    lines = check(corpus, "--format", "github").stdout.splitlines()
    commands = [parse(line) for line in lines]
    *annotations, (last, summary_props, summary) = commands
    assert last == "notice" and summary_props == {"title": "gatekeeper"}
    assert summary.startswith("4 files: 1 pass, 1 warn, 2 fail")
    for path, (_, errors, warnings) in EXPECTED.items():
        mine = [(name, props) for name, props, _ in annotations if props["file"] == path]
        assert [n for n, _ in mine].count("error") == errors
        assert [n for n, _ in mine].count("warning") == warnings
        for _, props in mine:
            assert set(props) == {"file", "line", "col", "title"}
            line = (corpus / path).read_text(encoding="utf-8").splitlines()[int(props["line"]) - 1]
            assert line[int(props["col"]) - 1:].strip()


def test_escaping_follows_the_runner() -> None:
    assert escape_data("50% done\r\nnext") == "50%25 done%0D%0Anext"
    assert escape_property("a:b,c%\n") == "a%3Ab%2Cc%25%0A"
    finding = ReportedFinding("rule.x", WARN, "meta[\"a,b\"]", "line one\nline: two, 100%",
                              ("meta", "a,b"), 2, 3)
    error = ReportedFinding("rule.y", FAIL, "$", "no location")
    stream = io.StringIO()
    GithubReporter(stream).write([Report("dir,x/y:z.json", "valid", "", {}, (finding, error), "PASS")])
    lines = stream.getvalue().splitlines()
    assert lines[0] == ('::warning file=dir%2Cx/y%3Az.json,line=2,col=3,title=rule.x::'
                        'meta["a,b"]: line one%0Aline: two, 100%25')
    assert lines[1] == "::error file=dir%2Cx/y%3Az.json,title=rule.y::$: no location"
    assert len(lines) == 3


def test_odd_file_names_end_to_end(corpus: Path) -> None:
    shutil.move(corpus / "cases/forged-evidence.bundle.json", corpus / "cases/a,b:c.bundle.json")
    lines = check(corpus, "--format", "github").stdout.splitlines()
    assert any("file=cases/a%2Cb%3Ac.bundle.json,line=" in line for line in lines)
