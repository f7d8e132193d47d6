"""The ASGI application of `gatekeeper serve` (Starlette): routes, body limit, JSON errors.

    POST /v1/check          a fixture bundle → its report object (as `check --format json`)
    POST /v1/payload        a session bundle → the Verifier payload (as `payload`)
    POST /v1/compose-input  ... → the Composer input (as `compose-input`)
    POST /v1/evaluation     ... → the verifier_evaluation record (as `evaluation`)
    GET  /v1/rules          the rule listing (as `rules --format json`)
    GET  /healthz           {"status": "ok", "version": ..., "rules": N enabled}

The work runs in Starlette's thread pool (the engine is thread-safe), so a long check does not
hold up other requests of the same worker. Unknown paths and methods answer JSON too (404, 405);
an unexpected failure answers 500 `{"error": ...}` and is logged on the server, one line.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from gatekeeper.commands.serve.endpoints import POST_ENDPOINTS
from gatekeeper.commands.serve.service import (
    SETTINGS_VARIABLE,
    RequestError,
    ServeSettings,
    Service,
    too_large,
)

_log = logging.getLogger("gatekeeper.serve")


class _TooLarge(Exception):
    pass


async def read_body(request: Request, limit: int) -> bytes:
    """The body, refused (without reading it all) as soon as it is known to exceed `limit`."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise _TooLarge
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise _TooLarge
        chunks.append(chunk)
    return b"".join(chunks)


def _json(status: int, body: dict[str, Any]) -> JSONResponse:
    return JSONResponse(body, status_code=status)


def build_app(service: Service) -> Starlette:
    async def post(request: Request) -> JSONResponse:
        endpoint = POST_ENDPOINTS[request.url.path]
        params = dict(request.query_params)
        try:
            body = await read_body(request, service.max_body_bytes)
        except _TooLarge:
            return _json(*too_large(params.get("filename") or "<request>", service.max_body_bytes))
        try:
            return _json(*await run_in_threadpool(service.post, endpoint, body, params))
        except Exception as exc:  # a bug, not the caller's fault: say so, keep serving
            _log.error("%s %s failed: %s: %s", request.method, request.url.path,
                       type(exc).__name__, exc)
            return _json(500, {"error": RequestError(500, request.url.path,
                                                     "internal error (logged by the server)").body})

    async def rules(request: Request) -> JSONResponse:
        return JSONResponse(service.rules)

    async def health(request: Request) -> JSONResponse:
        return JSONResponse(service.health())

    async def http_error(request: Request, exc: Exception) -> JSONResponse:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        detail = exc.detail if isinstance(exc, HTTPException) else "internal error"
        return _json(status, {"error": RequestError(status, request.url.path, detail).body})

    routes = [Route(path, post, methods=["POST"]) for path in POST_ENDPOINTS]
    routes += [Route("/v1/rules", rules, methods=["GET"]),
               Route("/healthz", health, methods=["GET"])]
    return Starlette(routes=routes, exception_handlers={HTTPException: http_error})


def from_environment() -> Starlette:
    """The app of one worker process (--workers N): the settings come from the parent."""
    return build_app(Service(ServeSettings.from_json(os.environ[SETTINGS_VARIABLE])))
