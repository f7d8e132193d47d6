"""What `gatekeeper serve` does per request, without the HTTP stack: bytes in, (status, JSON) out.

A `Service` is built once per server process, at start: the project configuration, the engine
(rules, validators, regexes), the rule listing and the body limit. Each POST endpoint takes one
JSON document; the steps and their answers:

* body larger than the limit (`--max-body-bytes`, default `limits.maxInputBytes`): 413;
* not UTF-8, or not strict JSON: 400, the error located (`line`, `column`);
* JSON, but not what the endpoint takes (e.g. not a fixture bundle): 422, the InputError's
  place (`where`: `tool_invocations[3]`, ...) and what was expected;
* otherwise 200 and the endpoint's answer.

Every error answer is `{"error": {"status", "source", "where", "message", "text"}}` (plus
`line` and `column` for JSON syntax errors); no answer ever carries a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from gatekeeper.errors import InputError
from gatekeeper.parse.jsontext import JsonDecodeProblem

#: The environment variable that hands the settings to worker processes (--workers N).
SETTINGS_VARIABLE = "GATEKEEPER_SERVE_SETTINGS"
#: What the linted document is called when the request does not name it (`?filename=`).
REQUEST_SOURCE = "<request>"

Answer = tuple[int, Any]  # the status, and the JSON answer


@dataclass(frozen=True)
class ServeSettings:
    """The command line of `gatekeeper serve` that shapes answers (not where it listens)."""

    config_files: Sequence[str] = ()
    enable: Sequence[str] = ()
    disable: Sequence[str] = ()
    set: Sequence[str] = ()
    limits: Sequence[tuple[str, Any]] = ()
    isolated: bool = False
    max_body_bytes: int | None = None  # None: the configuration's limits.maxInputBytes
    cwd: str = field(default_factory=lambda: str(Path.cwd()))

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> ServeSettings:
        values = json.loads(text)
        values["limits"] = [tuple(pair) for pair in values["limits"]]
        return cls(**values)


class RequestError(Exception):
    """An answer other than 200, with the located problem."""

    def __init__(self, status: int, source: str, message: str, where: str | None = None,
                 **extra: Any) -> None:
        self.status = status
        self.body = {"status": status, "source": source, "where": where, "message": message,
                     "text": f"{source}{f' ({where})' if where else ''}: {message}", **extra}
        super().__init__(self.body["text"])


class Service:
    """The loaded configuration and engine, and the endpoints' work on them."""

    def __init__(self, settings: ServeSettings) -> None:
        from gatekeeper.commands.check.options import CheckOptions, load_engine
        from gatekeeper.commands.rules import rows_for
        from gatekeeper.config import Overrides

        overrides = Overrides(tuple(settings.enable), tuple(settings.disable), tuple(settings.set),
                              tuple(settings.limits))
        options = CheckOptions(paths=(), config_files=[Path(p) for p in settings.config_files],
                               overrides=overrides, isolated=settings.isolated)
        from gatekeeper.engine.runner import Engine

        self.config, self.engine = load_engine(options)
        self.chain_engine = Engine(self.config)  # what the chain commands run: no waivers
        self.max_body_bytes = settings.max_body_bytes or self.config.limits.max_input_bytes
        self.rules = rows_for(self.config)

    def health(self) -> dict[str, Any]:
        from gatekeeper.version import __version__

        return {"status": "ok", "version": __version__,
                "rules": sum(1 for meta in self.config.rules if meta.enabled)}

    def post(self, endpoint: JsonEndpoint, body: bytes, params: Mapping[str, str]) -> Answer:
        """Decode `body` and hand it to `endpoint`; every failure becomes its error answer."""
        source = params.get("filename") or REQUEST_SOURCE
        try:
            text, value = decode_document(body, source)
            return 200, endpoint(self, value, text, source)
        except RequestError as error:
            return error.status, {"error": error.body}
        except InputError as error:  # the document is JSON, but not what the endpoint takes
            return 422, {"error": RequestError(422, error.source, error.message, error.where).body}


JsonEndpoint = Callable[[Service, Any, str, str], Any]


def decode_document(body: bytes, source: str) -> tuple[str, Any]:
    from gatekeeper.parse.files import decode_utf8
    from gatekeeper.parse.jsontext import loads_strict

    try:
        text = decode_utf8(body, source)
    except InputError as error:
        raise RequestError(400, source, error.message) from None
    try:
        value, _ = loads_strict(text)
    except JsonDecodeProblem as problem:
        where = f"line {problem.line} column {problem.col}" if problem.line else None
        raise RequestError(400, source, problem.detail, where,
                           line=problem.line, column=problem.col) from None
    return text, value


def too_large(source: str, limit: int) -> Answer:
    error = RequestError(413, source, f"the request body is larger than the limit of {limit} "
                         "bytes (--max-body-bytes, default limits.maxInputBytes)")
    return 413, {"error": error.body}
