"""Negation: a negator and the term it negates, in Chinese and English (docs/anchors.md,
Negation); the terms a text states outside negation spans."""

from __future__ import annotations

import re
from collections.abc import Sequence

from gatekeeper.rules.support.text.anchors.fold import fold
from gatekeeper.rules.support.text.anchors.model import CJK, NA, Anchor, overlapping
from gatekeeper.rules.support.text.anchors.numbers import LABEL_STOP
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.tables import header_spans
from gatekeeper.rules.support.text.zeros import blank_zeros

# Each alternative starts with its literal negator and checks the character
# before it with a look-behind placed after it: a pattern whose alternatives all
# start with a literal is scanned by the regex engine's fast prefix search.
CJK_NEG_RE = compiled(
    r"(?P<neg>无法"
    r"|非(?<![除是莫无]非)(?![常法凡])"
    r"|不(?<!差不)(?![同仅过断少久停时但管错如然足必])"
    r"|未(?![来知必])"
    r"|没(?![错事])"
    r"|无(?<!有无)(?![锡论限数线疑非关需效]))"
    r"(?P<aux>[被有再曾能会是太够已要很]{0,2})"
    rf"(?P<term>[{CJK}]{{1,2}})",
)
_EN_NEGATORS = (
    "not,no,never,without,cannot,failed to,fail to,fails to,unable to,refused to,refuses to,refuse to,"
    "isn't,aren't,wasn't,weren't,"
    "don't,doesn't,didn't,hasn't,haven't,hadn't,can't,couldn't,won't,wouldn't,shouldn't,mustn't,needn't"
)


def _case_insensitive(word: str) -> str:
    # "[Nn][Oo][Tt]" rather than (?i:not): keeps the literal-prefix fast scan.
    return "".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c) for c in word)


_EN_SKIP = (
    r"be|been|being|is|are|was|were|yet|ever|a|an|the|any|fully|really|currently|actually|"
    r"always|completely|get|got|become|longer|more|to|quite|even|just|necessarily|entirely|exactly|"
    r"totally|truly"
)
def _first_letter_dispatch(phrases: list[str]) -> str:
    """Case-insensitive alternation of *phrases* that starts with one character class.

    `[nN](?<=...)`-style dispatch keeps a single leading character set, which the
    regex engine scans for in C; `(?i:not|no|…)` would be tried at every position.
    """
    firsts = sorted({p[0].lower() for p in phrases})
    branches = []
    for f in firsts:
        rests = sorted((p[1:] for p in phrases if p[0].lower() == f), key=len, reverse=True)
        alts = "|".join(r"\s+".join(_case_insensitive(w) for w in rest.split(" ")) for rest in rests)
        branches.append(f"(?<=[{f}{f.upper()}])(?:{alts})")
    leading = "".join(f + f.upper() for f in firsts)
    # The look-behind after the first character rejects positions inside a word.
    return f"[{leading}](?<![A-Za-z0-9_].)(?:{'|'.join(branches)})"


#: (a negator's words are on its line: a table's last cell `no` denies nothing of the next line's)
_EN_NEG_RE = compiled(
    rf"(?P<neg>{_first_letter_dispatch(_EN_NEGATORS.split(','))})"
    rf"(?![A-Za-z0-9_'\-])(?:[ \t]+(?i:{_EN_SKIP})(?![A-Za-z0-9_])){{0,2}}"
    rf"[ \t]+(?P<term>[A-Za-z][A-Za-z0-9]*(?:[_\-][A-Za-z0-9]+)*){NA}",
    re.ASCII,
)


#: `no requests failed`, `no keys were evicted`: the clause's verb is what is denied, not its noun
#: (the requests were made, the keys stored), unless the verb says the noun existed (`no errors
#: occurred`, `no alerts were logged`).
_PREDICATE = compiled(r"(?:[ \t]+(?:were|was|are|is|got|(?:have|has|had)[ \t]+been))?[ \t]+(?P<verb>[a-z]+ed)"
                      r"(?![A-Za-z])")
_EXISTED = frozenset(("occurred", "happened", "appeared", "logged", "found", "seen", "reported", "observed",
                      "recorded", "detected", "thrown", "raised", "emitted", "triggered", "fired", "printed",
                      "showed", "displayed", "listed"))


def _denied_term(m: re.Match[str], folded: str) -> tuple[str, int]:
    """The term an English negation match denies, and where its span ends."""
    if m.group("neg").lower() == "no" and (verb := _PREDICATE.match(folded, m.end())) is not None \
            and verb.group("verb") not in _EXISTED:
        return verb.group("verb"), verb.end()
    return m.group("term").lower(), m.end()


#: A condition's row printed false (`  MemoryPressure   False   ...` of `kubectl describe node`): it
#: negates its name's first word, as `no memory pressure` does.
_FALSE_CONDITION = compiled(
    r"^[ \t]*(?P<name>[A-Z][a-z]+|[A-Z]{2,}(?=[A-Z][a-z]))[A-Za-z]*[ \t]+False(?![A-Za-z])", re.MULTILINE)


#: A setting printed `no` (ethtool's `Link detected: no`, corosync's `Quorate:          No`): it
#: negates its name's first word, as `no link` does.
_NO_SETTING = compiled(r"^[ \t]*(?P<name>[A-Z][a-z]+)(?:[ \t][a-z][a-z\-]*){0,3}:[ \t]*(?P<no>[Nn]o)[ \t]*$",
                       re.MULTILINE)


#: A start or stop printed failed (Patroni's State `start failed`): it negates the act, as `failed
#: to start` does; not a field's name (`start failed: 0`), nor another act (`connect failed 3
#: times` of strace's calls: they were made).
_FAILED_ACT = compiled(r"(?<![A-Za-z])(?P<name>(?i:start|stop|restart))[ \t]+failed(?![A-Za-z])"
                       r"(?![ \t]*[:=])")


#: What a service's or host's name qualifies after a negator (`no order-svc pod`, `no web1 requests`),
#: then what the clause says of it: a state or an act (`is crash looping`, `failed`), not that it
#: exists (`no order-svc requests`, `... were logged`: the service's, a flip of it stays).
_OF_SUBJECT = compiled(r"[ \t]+(?:pods?|containers?|instances?|nodes?|replicas?|process(?:es)?|requests?"
                       r"|connections?|calls?|jobs?|tasks?|workers?|threads?)(?![A-Za-z])", re.IGNORECASE)
_SAID_OF_IT = compiled(r"[ \t]+(?:(?:is|are|was|were|has|have|had)(?![ \t]+(?:been[ \t]+)?(?:logged|seen"
                       r"|found|recorded|observed|reported|detected|printed)(?![A-Za-z]))|[a-z]+ed(?![A-Za-z]))",
                       re.IGNORECASE)


def qualified_subject(text: str, at: int) -> re.Match[str] | None:
    """The noun a service's or host's name ending at `at` qualifies, when the clause says a state
    or an act of it (`no inventory-api pod is crash looping`): what a negator before denies is
    that, not the name."""
    noun = _OF_SUBJECT.match(text, at)
    return noun if noun is not None and _SAID_OF_IT.match(text, noun.end()) else None


#: A Chinese negator before an English word (`没有 PID 压力`, `未发现timeout`).
_CJK_NEG_LATIN = compiled(
    r"(?:没有|并无|不存在|未发现|未出现|未见)\s*(?P<term>[A-Za-z][A-Za-z0-9]*)(?![A-Za-z0-9_\-.])")


#: A protocol's name qualifies the word after it (`没有 TCP 重传`, `no TCP retransmissions`): what
#: is denied is that word, not the protocol (`Tcp:` of netstat -s states no retransmission).
_PROTOCOLS = frozenset(("tcp", "udp", "http", "https", "icmp", "dns", "tls", "ssl", "grpc", "ip", "ipv4",
                        "ipv6", "sql"))
_WORD_AFTER = compiled(r"[ \t]*[A-Za-z\u4e00-\u9fff]")


def _qualifier(m: re.Match[str], folded: str) -> bool:
    return m.group("term").lower() in _PROTOCOLS and _WORD_AFTER.match(folded, m.end("term")) is not None


def negations(folded: str, text: str, taken: list[Anchor], ends: list[int]) -> list[Anchor]:
    found: list[Anchor] = []
    for m in () if folded.isascii() else _CJK_NEG_LATIN.finditer(folded):  # `没有 PID 压力`
        if overlapping(m.start("term"), m.end(), taken, ends) is None and not _qualifier(m, folded):
            found.append(Anchor("negation", m.group("term").lower(), text[m.start():m.end()],
                                m.start(), m.end()))
    latin = [(a.start, a.end) for a in found]
    if "False" in folded:
        for m in _FALSE_CONDITION.finditer(folded):
            start = m.end() - len("False")
            found.append(Anchor("negation", m.group("name").lower(), text[start:m.end()], start, m.end()))
    for m in _NO_SETTING.finditer(folded) if "no" in folded or "No" in folded else ():
        found.append(Anchor("negation", m.group("name").lower(), text[m.start("no"):m.end("no")],
                            *m.span("no")))
    for m in _FAILED_ACT.finditer(folded) if "failed" in folded else ():
        found.append(Anchor("negation", m.group("name").lower(), text[m.start("name"):m.end()],
                            m.start("name"), m.end()))
    for m in CJK_NEG_RE.finditer(folded):
        i = m.start()
        # A-not-A question (是不是, 有没有) is not a negation.
        if i > 0 and i + 1 < len(folded) and folded[i - 1] == folded[i + 1]:
            continue
        if any(start <= i < end for start, end in latin):
            continue  # its negator's, read with the English word after it
        found.append(Anchor("negation", m.group("term"), text[i:m.end()], i, m.end()))
    for m in _EN_NEG_RE.finditer(folded):
        start, end = m.span()
        t_start = m.start("term")
        inner = overlapping(t_start, end, taken, ends)
        if inner is None:
            if m.group("term").lower() in LABEL_STOP or _qualifier(m, folded):  # "isn't for 5 seconds"
                continue
            term, end = _denied_term(m, folded)
            found.append(Anchor("negation", term, text[start:end], start, end))
        elif inner.start >= t_start and inner.kind in ("service", "host") and (
                noun := qualified_subject(folded, inner.end)):
            # `no order-svc requests failed`: the verb, as `no requests failed`; `no inventory-api
            # pod is crash looping`: the pods are denied a state, not the service (nothing)
            verb = _PREDICATE.match(folded, noun.end())
            if m.group("neg").lower() == "no" and verb is not None and verb.group("verb") not in _EXISTED:
                at = noun.start() + len(noun.group()) - len(noun.group().lstrip())  # past the name
                found.append(Anchor("negation", verb.group("verb"), text[at:verb.end()], at, verb.end()))
        elif inner.start >= t_start:
            # "no ERR_TIMEOUT": the negation covers the negator, value is the anchor's.
            end = m.end("neg")
            found.append(Anchor("negation", inner.value, text[start:end], start, end))
    return found


def negation_candidates(text: str) -> set[str]:
    """Every term a negator of *text* is followed by: a superset of the values of its
    negation anchors (of an anchor negated as in `no ERR_TIMEOUT`, its raw word
    lower-cased), found by the
    negation regexes alone, without extracting anchors, so cheap to compute on long output."""
    folded = fold(text)
    terms = {m.group("term") for m in CJK_NEG_RE.finditer(folded)}
    terms.update(_denied_term(m, folded)[0] for m in _EN_NEG_RE.finditer(folded))
    terms.update(m.group("term").lower() for m in _CJK_NEG_LATIN.finditer(folded))
    if "False" in folded:
        terms.update(m.group("name").lower() for m in _FALSE_CONDITION.finditer(folded))
    if "failed" in folded:
        terms.update(m.group("name").lower() for m in _FAILED_ACT.finditer(folded))
    return terms


_ASCII_TERM_RE = compiled(r"[A-Za-z0-9_][\w.\-]*[A-Za-z0-9_]|[A-Za-z]", re.ASCII)
CJK_RUN_RE = compiled(rf"[{CJK}]+")


#: Go's error chains (`dial tcp 10.0.0.1:5432: connect: connection refused`, `read tcp ...: read:
#: connection reset by peer`) and Node's (`connect ECONNREFUSED`): the operations named before
#: the failure failed; the text does not affirm them (`could not connect` restates the line).
FAILED_CHAIN = compiled(
    r"(?<![A-Za-z])(?:dial|connect|read|write|lookup)(?![A-Za-z])(?=[^\n]{0,200}?:\s*(?:"
    r"connection refused|connection reset by peer|broken pipe|i/o timeout|no route to host|"
    r"no such host|network is unreachable|connection timed out|operation timed out)"
    r"|\s+E(?:CONNREFUSED|TIMEDOUT|HOSTUNREACH|CONNRESET)\b)",  # and Node's `connect ECONNREFUSED`
    re.IGNORECASE)


#: A command echoed after a shell's prompt: it states none of its words.
PROMPT_LINE = compiled(r"(?m)^[ \t]*\$ [^\n]*")


def affirmed_terms(text: str, anchors: Sequence[Anchor]) -> set[str]:
    """Terms present in *text* outside any negation span, given its *anchors*
    (`extract_anchors(text, ...)`): ASCII tokens (lower-cased, whole and split on
    `-`/`_`/`.`) and every CJK bigram. A negation flip is a term one text negates and
    another affirms (gatekeeper.rules.support.evidence.anchorset.negation_conflict)."""
    folded = fold(text)
    terms: set[str] = set()
    # a table's header names its columns (`RESTARTS`): it states nothing
    headers = header_spans(folded) if "\n" in folded else []
    for a in anchors:
        if a.kind == "timestamp" or any(start <= a.start < end for start, end in headers):
            continue
        if a.kind == "negation":  # blank the span; same length keeps offsets valid
            folded = folded[: a.start] + " " * (a.end - a.start) + folded[a.end:]
        elif a.kind != "number":
            terms.add(a.value)
    if ": " in folded:
        folded = FAILED_CHAIN.sub(lambda m: " " * len(m.group()), folded)
    for start, end in headers:
        folded = folded[:start] + " " * (end - start) + folded[end:]
    if "$ " in folded:  # a command echoed (`$ rabbitmqctl list_queues name consumers`) states nothing
        folded = PROMPT_LINE.sub(lambda m: " " * len(m.group()), folded)
    folded = blank_zeros(folded)  # a counter at zero (`failed=0`, `errors: 0`) says none happened
    for tok in _ASCII_TERM_RE.findall(folded):
        tok = tok.lower()
        terms.add(tok)
        terms.update(p for p in re.split(r"[\-_.]", tok) if p)
    for run in CJK_RUN_RE.findall(folded):
        terms.update(run[i:i + 2] for i in range(len(run) - 1))
    return terms




#: A negator right before an HTTP status (`没有 502`, `没有任何 5xx 错误`, `no 5xx errors`): the status
#: is denied, no value the claim states (as `不是 92%` is: approx "!").
_STATUS_DENIED = compiled(r"(?:没有|并无|无|未(?:出现|发现|返回|收到)?|不存在)(?:任何)?"
                          r"(?:出现|发现|返回|收到)?过?\s*\Z|(?<![A-Za-z])(?:no|without|zero)\s+(?:any\s+)?\Z",
                          re.IGNORECASE)


#: ... and a bare number that is a status by the word after it (`no 502 errors`).
_STATUS_WORD = compiled(r"\s*(?:错误|响应|状态码|(?i:errors?|responses?|status(?:es)?)(?![A-Za-z]))")


def statuses_denied(folded: str, anchors: list[Anchor]) -> list[Anchor]:
    """`anchors` with each HTTP status a negator comes right before marked denied (a bare number
    of a status's digits too, followed by a word of statuses)."""
    found = []
    for a in anchors:
        digits = a.value if a.kind == "number" and a.approx == "!" else a.raw.strip()
        status = a.kind == "http_status" or (
            a.kind == "number" and a.unit is None and len(digits) == 3 and digits[0] in "12345"
            and digits.isdigit() and _STATUS_WORD.match(folded, a.end) is not None)
        if status and a.approx is None and _STATUS_DENIED.search(folded, max(0, a.start - 12), a.start):
            a = a._replace(kind="http_status", value=digits if a.kind == "number" else a.value, approx="!")
        elif status and a.kind == "number" and a.approx == "!":  # denied with its negator (`没有 504 响应`)
            a = a._replace(kind="http_status", value=digits)
        found.append(a)
    return found
