"""A connection a claim says was made where its evidence says it failed: `order-svc connected
to 10.0.3.17:5432`, `已成功连接数据库` citing `dial tcp 10.0.3.17:5432: connect: connection
refused` (docs/anchors.md, Claims). English `connected` and `refused` were words of two sets
(`connected`/`disconnected`, `failed`/`succeeded`), so the claim passed; `successfully
connected` and `成功连接` were caught by their `successfully`/`成功` only.

And a connection said to fail one way where its evidence says it failed another: `到
10.0.3.17:8080 的连接被拒绝` citing nginx's `(110: Connection timed out)`. Refused (the port
closed: nothing listens), timed out (no answer: a network or an overloaded peer), reset (the
peer dropped it), unreachable (no route), unresolved (no such host) and a broken pipe are
different diagnoses; the words of each were no anchor, so any passed. A claim about a
connection (its words, `连接`, `connect`, `dial`, `upstream`, or a target the failing lines
name) stating failures none of which the lines it cites (those naming its targets) print,
while they print another, contradicts them (REJECT); a failure it negates says nothing.

And a connection said to fail where the lines naming its target print it made and no failure:
`无法连接到 10.0.1.15 的 8080 端口` citing curl's `* Connected to 10.0.1.15 (10.0.1.15) port 8080`
and the 503 after it (telnet's `Connected to`, nc's `succeeded!` too); another port the claim
names, or a failure printed anywhere (of which attempt: unsure), says nothing."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial

from gatekeeper.rules.support.evidence.spliced import clipped
from gatekeeper.rules.support.text.patterns import compiled
from gatekeeper.rules.support.text.spans import PORT_SAID

#: What a tool prints when a connection failed: Go's, Java's, libpq's, MySQL's, Node's errors.
_FAILED = compiled(
    r"connection refused|connection reset by peer|no route to host|network is unreachable|"
    r"connection timed out|connect timed out|i/o timeout|(?:failed|unable|could not|couldn't|"
    r"cannot|can't) (?:to )?(?:connect|open (?:a )?(?:channel|connection|socket) to)|"
    r"communications link failure|ECONNREFUSED|ETIMEDOUT|"
    r"EHOSTUNREACH|error connecting|连接被拒绝?|拒绝连接|连接失败|连接超时|无法连接", re.IGNORECASE)
#: What a claim says when it was made (not negated: `not connected`, `never connected`).
_MADE = compiled(
    r"(?<![A-Za-z])(?<!dis)(?:(?:successfully |)connected to|connection(?: (?:[^.;\n]|\.(?=\S)){0,80}?)? "
    r"(?:was |has been |is |)established|established (?:a |the )?connection)"
    r"|(?:成功|已|已经)(?:成功)?连接(?!失败|超时|被拒)|连接成功|连上了|连接已(?:经)?建立|建立了连接"
    r"|(?:能够?|可以)(?:正常)?连(?:接)?[上到]|(?<![A-Za-z])(?:can|could|is able to) connect(?![A-Za-z])",
    re.IGNORECASE)
#: What a tool prints when it made a connection: curl's `* Connected to 10.0.1.15 (10.0.1.15) port
#: 8080`, telnet's `Connected to db-01.`, nc's `Connection to db-01 5432 port [tcp/*] succeeded!`.
_PRINTED_MADE = compiled(r"(?<![A-Za-z])Connected to \S|Connection to \S+ \d+ port \S* ?succeeded")
_PRINTED_PORT = compiled(r"(?<![A-Za-z])port (\d+)|Connection to \S+ (\d+) port")  # curl's, nc's
#: A claim's words of a connection not made (its ways of failing are `_KINDS`').
_UNMADE = compiled(r"无法连接|连接失败|连不上|连接不上|不能连接|未能连接|(?<![A-Za-z])(?:cannot|can't"
                   r"|could not|couldn't|unable to|failed to) connect(?![A-Za-z])", re.IGNORECASE)
#: The ways a connection fails, as tools print them and as claims say them.
_KINDS = {kind: compiled(words, re.IGNORECASE) for kind, words in {
    "refused": r"refused|ECONNREFUSED|拒绝",
    "timed out": r"timed out|(?<![A-Za-z_])time-?out(?![A-Za-z_]|\s*[=:])|ETIMEDOUT|deadline exceeded|超时"
                 r"|Timeout(?:Exception|Error)(?![A-Za-z_])",  # `java.net.SocketTimeoutException`
    "reset": r"(?<![A-Za-z_])reset(?![A-Za-z_])|ECONNRESET|重置",
    "unreachable": r"no route to host|unreachable|EHOSTUNREACH|ENETUNREACH|没有路由|无路由|不可达",
    "unresolved": r"no such host|name or service not known|UnknownHostException|ENOTFOUND|name resolution"
                  r"|(?:could not|unable to|cannot|failed to) resolve|域名解析失败|无法解析|解析失败",
    "broken pipe": r"broken pipe|EPIPE|管道破裂|断开的管道",
}.items()}
_ANY_KIND = compiled("|".join(f"(?:{pattern.pattern})" for pattern in _KINDS.values()), re.IGNORECASE)
_CONNECTION = compiled(r"连接|connect|dial|upstream|上游|socket|(?<![A-Za-z])tcp(?![A-Za-z])", re.IGNORECASE)
_NOT_BEFORE = compiled(r"(?:\b(?:not|never|no|n't)\s*(?:\w+\s+){0,2}|[不未没]|不是|并非)\Z", re.IGNORECASE)


def _made(text: str) -> str | None:
    for m in _MADE.finditer(text):
        if not _NOT_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            return m.group()
    return None


def connection_contradicted(claim: str, excerpts: Sequence[str], sources: Sequence[str],
                            targets: Sequence[str] = ()) -> tuple[str, list[str]] | None:
    """(the claim's words of a connection made, what its excerpts print of its failure) when the
    excerpts (the cited outputs when it quotes none) print only a failure: a later line of the
    outputs that made it (`connection established` after the retries) agrees with the claim.
    With `targets` (the addresses and services the claim names, lower-cased), only a line that
    names one of them fails its connection: another's failure is no answer to this one."""
    made = _made(claim)
    quoted = excerpts or sources
    if made is None:
        return _failure_replaced(claim, quoted, targets) or _failure_made(claim, quoted, targets)
    failed = [m.group() for text in quoted for line in text.split("\n")
              if not targets or any(target in line.lower() for target in targets)
              for m in _FAILED.finditer(line)]
    if not failed or any(_made(text) for text in (*excerpts, *sources)):
        return None
    return made, list(dict.fromkeys(failed))


def _failure_replaced(claim: str, quoted: Sequence[str], targets: Sequence[str]
                      ) -> tuple[str, list[str]] | None:
    """(the claim's words of its connection's failures, what the lines print of theirs) when
    none of the claim's is printed and another is (see the module docstring)."""
    if _ANY_KIND.search(claim) is None:
        return None  # a cheap test: most claims tell no way of failing
    said = {kind: m for kind, pattern in _KINDS.items() if (m := _stated(pattern, claim)) is not None}
    if not said:
        return None
    lines = [line for text in quoted for line in text.split("\n")
             if any(pattern.search(line) for pattern in _KINDS.values())]
    named = [line for line in lines if any(target in line.lower() for target in targets)]
    if not (named or _CONNECTION.search(claim)):
        return None  # the claim names no connection the lines fail
    printed = {kind: line[max(0, m.start() - 40):].strip() for line in (named or lines)
               for kind, pattern in _KINDS.items() if (m := pattern.search(line)) is not None}
    if not printed or set(said) & set(printed):
        return None
    first = min(said.values(), key=lambda m: m.start())
    return first.group(), [repr(clipped(shown, 80)) for shown in dict.fromkeys(printed.values())][:2]


def _stated(pattern: re.Pattern[str], claim: str) -> re.Match[str] | None:
    """The first match of `pattern` in the claim that no negation comes right before."""
    return next((m for m in pattern.finditer(claim)
                 if not _NOT_BEFORE.search(claim, max(0, m.start() - 24), m.start())), None)


def _failure_made(claim: str, quoted: Sequence[str], targets: Sequence[str]) -> tuple[str, list[str]] | None:
    """(the claim's words of its connection failing, the line printing it made) when the lines
    naming its targets print the connection made and no failure: `无法连接到 10.0.1.15 的 8080
    端口` citing curl's `* Connected to 10.0.1.15 (10.0.1.15) port 8080` and then a 503."""
    said = _stated(_UNMADE, claim) or next(
        (m for pattern in _KINDS.values() if (m := _stated(pattern, claim)) is not None), None)
    if said is None or not targets:
        return None
    lines = [line for text in quoted for line in text.split("\n")
             if any(map(partial(_names, line.lower()), targets))]
    if any(_FAILED.search(line) or _ANY_KIND.search(line) for text in quoted for line in text.split("\n")):
        return None  # a failure printed: of which attempt is unsure
    ports = {next(p for p in m.groups() if p) for m in PORT_SAID.finditer(claim)}
    made = next((line.strip() for line in lines if _PRINTED_MADE.search(line)
                 and not (ports and _port_printed(line) not in (None, *ports))), None)
    return None if made is None else (said.group(), [repr(clipped(made, 80))])


def _port_printed(line: str) -> str | None:
    printed = _PRINTED_PORT.search(line)
    return None if printed is None else printed.group(1) or printed.group(2)


def _names(line: str, target: str) -> bool:
    """Whether a line names a target, an address with its port apart too (curl's `Connected to
    10.0.1.15 (10.0.1.15) port 8080` names `10.0.1.15:8080`), or with none (telnet's `Connected to
    10.0.1.15.`, its port on its command's line)."""
    host, _, port = target.rpartition(":")
    return target in line or (port.isdigit() and host in line and (
        "port" not in line or re.search(rf"(?<!\d){port}(?!\d)", line) is not None))
