"""A server's row of HAProxy's `show stat` CSV (`web2 处于 DOWN 状态`, `web1 的当前会话为 12`, `web2 健康
检查失败 7 次`), passes; another server's value fails.

A CSV header (`# pxname,svname,qcur,...`) was read as no table, and `,180,210,` as the number
180210: of 60 forged claims 46 passed, and 13 faithful ones failed LOW_CONFID (a session count
found nowhere). Now CSV under a header of names is a table
(`gatekeeper.rules.support.text.tables`), a bare number a cell prints holds, its `svname` names a
row, and `健康检查失败`, `连接错误`, `当前会话` name its columns.
"""

from __future__ import annotations

import random

from loghub_quotes import not_passed, not_rejected

HEADER = ("# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,"
          "wredis,status,weight,act,bck,chkfail,chkdown,lastchg,downtime,")
SAID = {"status": ("{s} 处于 {v} 状态", "server {s} is {v}"),
        "scur": ("{s} 的当前会话为 {v}", "{s} has {v} current sessions"),
        "econ": ("{s} 的连接错误为 {v} 次", "{s} 的 econ 为 {v}"),
        "chkfail": ("{s} 健康检查失败 {v} 次", "{s} has {v} failed checks")}


def _probe(rng: random.Random) -> tuple[str, str, str]:
    """(faithful claim, forged claim, output)."""
    backend = rng.choice(("api_back", "web_back", "payments"))
    servers = [f"{rng.choice(('web', 'app', 'srv'))}{n}"
               for n in rng.sample(range(1, 20), rng.randint(2, 4))]
    down = rng.choice(servers)
    values = {s: {"status": "DOWN" if s == down else "UP", "scur": rng.randint(0, 400),
                  "econ": rng.randint(1, 90) if s == down else 0,
                  "chkfail": rng.randint(1, 30) if s == down else 0} for s in servers}
    rows = [f"{backend},{s},0,0,{v['scur']},{v['scur'] + 30},,{rng.randint(10000, 99999)},"
            f"{rng.randint(10**6, 10**9)},{rng.randint(10**6, 10**9)},,0,,{v['econ']},0,0,0,{v['status']},"
            f"1,1,0,{v['chkfail']},"
            f"{int(s == down)},{rng.randint(60, 9999)},{rng.randint(0, 3600) if s == down else 0},"
            for s, v in values.items()]
    output = "\n".join([HEADER, *rows])
    column = rng.choice(list(SAID))
    server = down if column in ("econ", "chkfail") else rng.choice(servers)
    other = rng.choice([s for s in servers if values[s][column] != values[server][column]] or [down])
    form = rng.choice(SAID[column])
    if values[other][column] == values[server][column]:
        other = next(s for s in servers if s != server)
    value = values[server][column]
    return form.format(s=server, v=value), form.format(s=other, v=value), output


def _probes() -> list[tuple[str, str, str]]:
    rng = random.Random(1216)
    return [_probe(rng) for _ in range(60)]


def test_a_server_s_own_row_passes() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_server_s_value_is_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
