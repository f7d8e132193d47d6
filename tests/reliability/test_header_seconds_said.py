"""A duration an HTTP response's headers give in seconds (`缓存时间为 3600 秒`, `响应已缓存 1234 秒`,
`Retry-After 为 120 秒`), passes; another header's value fails.

    HTTP/1.1 503 Service Unavailable
    Retry-After: 120
    Cache-Control: public, max-age=3600
    Age: 1234

Every faithful claim failed LOW_CONFID (at 371b2c9): the headers print their seconds with no unit,
so `3600 秒` was found nowhere; a forged one alike.
"""

from __future__ import annotations

import random

from loghub_quotes import drawn, not_passed, not_rejected

SAID = {"max-age": ("缓存时间为 {v} 秒", "max-age 为 {v} 秒", "the response may be cached for {v} seconds"),
        "age": ("响应已缓存 {v} 秒", "the cached copy is {v} seconds old"),
        "retry-after": ("Retry-After 为 {v} 秒", "服务端要求 {v} 秒后重试",
                        "clients should retry after {v} seconds"),
        "timeout": ("keep-alive 超时为 {v} 秒", "the keep-alive timeout is {v} seconds")}


def _draw(rng: random.Random) -> tuple[str, str, str] | None:
    values = dict(zip(SAID, rng.sample(range(5, 90000), 4), strict=True))
    status = rng.choice(("HTTP/1.1 503 Service Unavailable", "HTTP/1.1 200 OK", "HTTP/2 429"))
    headers = ["Server: nginx/1.24.0", f"Retry-After: {values['retry-after']}",
               f"Cache-Control: public, max-age={values['max-age']}", f"Age: {values['age']}",
               f"Keep-Alive: timeout={values['timeout']}, max=100",
               f"Content-Length: {rng.randint(100, 9999)}"]
    rng.shuffle(headers)
    lines = [status, *headers]
    said, other = rng.sample(tuple(SAID), 2)
    form = rng.randrange(len(SAID[said]))
    return (SAID[said][form].format(v=values[said]),
            SAID[other][min(form, len(SAID[other]) - 1)].format(v=values[said]), "\n".join(lines))


def _probes() -> list[tuple[str, str, str]]:
    return drawn(_draw, 4724)


def test_a_header_s_own_seconds_pass() -> None:
    assert not_passed((faithful, output, output) for faithful, _, output in _probes()) == []


def test_another_header_s_seconds_are_rejected() -> None:
    assert not_rejected((forged, output, output) for _, forged, output in _probes()) == []
