"""Running the app under uvicorn: in the foreground (`tally serve`) or on a background thread (tests,
benchmarks), always announcing the URL in the home's server file for the CLI."""

import asyncio
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn

from tally.agent.serve.app import create_app
from tally.agent.serve.service import Service
from tally.ingest.errors import ConfigError


def _server(service: Service, host: str, port: int) -> uvicorn.Server:
    config = uvicorn.Config(create_app(service), host=host, port=port, log_level="warning", access_log=False,
                            timeout_graceful_shutdown=5)
    return uvicorn.Server(config)


def bound_url(server: uvicorn.Server, host: str) -> str:
    port = server.servers[0].sockets[0].getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def serve_forever(service: Service, host: str, port: int, on_ready=None) -> None:  # noqa: ANN001
    """Serve until Ctrl-C or SIGTERM; the server file exists exactly while requests are accepted.

    uvicorn re-raises the signal that stopped it once it has shut down; SIGTERM then ends the process
    at once unless it is handled, so it is turned into SystemExit and the caller's cleanup still runs."""
    server = _server(service, host, port)

    async def announce_when_started() -> None:
        while not server.started:
            await asyncio.sleep(0.05)
        url = bound_url(server, host)
        service.announce(url)
        if on_ready is not None:
            on_ready(url)

    async def main() -> None:
        watcher = asyncio.ensure_future(announce_when_started())
        try:
            await server.serve()
        finally:
            watcher.cancel()

    previous = signal.signal(signal.SIGTERM, _exit_on_sigterm)
    try:
        asyncio.run(main())
    finally:
        service.withdraw()
        signal.signal(signal.SIGTERM, previous)


def _exit_on_sigterm(signum: int, frame: object) -> None:
    raise SystemExit(128 + signum)


@contextmanager
def running(service: Service, host: str = "127.0.0.1", port: int = 0, startup_s: float = 20.0) -> Iterator[str]:
    """The app served on a background thread (port 0: a free one); yields its base URL."""
    server = _server(service, host, port)
    thread = threading.Thread(target=server.run, name="tally-uvicorn", daemon=True)
    thread.start()
    waited = 0.0
    while not server.started:
        if not thread.is_alive() or waited > startup_s:
            raise ConfigError(f"the HTTP server did not start on {host}:{port}")
        threading.Event().wait(0.02)
        waited += 0.02
    url = bound_url(server, host)
    service.announce(url)
    try:
        yield url
    finally:
        service.withdraw()
        server.should_exit = True
        thread.join(timeout=15)
