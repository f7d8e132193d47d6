"""`gatekeeper serve`: the checks over HTTP, for callers that check one output as it arrives.

Needs the `serve` extra (`pip install 'gatekeeper-lint[serve]'`: Starlette and uvicorn), which
only this command imports. The configuration is loaded once, at start, before the port is bound:
a broken configuration is exit 2, as for `check`. With `--workers N` uvicorn runs N worker
processes on one listening socket, each loading the configuration once when it starts.

On start it prints `gatekeeper serve: listening on http://HOST:PORT` on standard error (with
`--port 0`, the port the system chose). See docs/service.md.
"""

from __future__ import annotations

import inspect
import os
import socket
import sys
from dataclasses import dataclass
from typing import Any

from gatekeeper.commands.serve.service import SETTINGS_VARIABLE, ServeSettings
from gatekeeper.errors import InputError

__all__ = ["Listen", "ServeSettings", "run"]


@dataclass(frozen=True)
class Listen:
    host: str = "127.0.0.1"
    port: int = 8080
    workers: int = 1


def run(settings: ServeSettings, listen: Listen) -> int:
    try:
        import uvicorn
        from uvicorn.supervisors import Multiprocess

        from gatekeeper.commands.serve.app import build_app
        from gatekeeper.commands.serve.service import Service
    except ImportError as exc:
        raise InputError("gatekeeper serve", f"needs the serve extra ({exc.name} is not "
                         "installed): pip install 'gatekeeper-lint[serve]'") from None
    service = Service(settings)  # the configuration, loaded once (and checked before binding)
    if listen.workers > 1:  # each worker builds its own from the same settings
        os.environ[SETTINGS_VARIABLE] = settings.to_json()
        app: Any = "gatekeeper.commands.serve.app:from_environment"
    else:
        app = build_app(service)
    config = uvicorn.Config(app, host=listen.host, port=listen.port, workers=listen.workers,
                            factory=listen.workers > 1, log_level="warning", access_log=False)
    sock = listening_socket(listen.host, listen.port, config.backlog)
    host, port = sock.getsockname()[:2]
    print(f"gatekeeper serve: listening on http://{_url_host(host)}:{port} "
          f"({listen.workers} worker{'s' if listen.workers > 1 else ''})", file=sys.stderr,
          flush=True)
    server = uvicorn.Server(config)
    if listen.workers == 1:
        server.run(sockets=[sock])
    elif "target" in inspect.signature(Multiprocess).parameters:  # uvicorn before 0.36
        Multiprocess(config, target=server.run, sockets=[sock]).run()  # type: ignore[call-arg]
    else:
        Multiprocess(config, sockets=[sock]).run()
    return 0


def listening_socket(host: str, port: int, backlog: int) -> socket.socket:
    """Bound and listening before any worker starts (port 0: the system picks one), so that
    connections queue from the moment the address is printed. The socket is made with protocol
    TCP: asyncio turns on TCP_NODELAY only for such sockets, and without it every response,
    written as headers then body, waits for the client's delayed ACK (~40 ms)."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)[0]
        sock = socket.socket(family, kind, proto)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(backlog)
    except OSError as exc:
        raise InputError(f"{host}:{port}", f"cannot listen here: {exc.strerror or exc}") from None
    sock.set_inheritable(True)  # --workers: the worker processes accept on it
    return sock


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host
