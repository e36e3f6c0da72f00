"""LocalModelServer: Tally starts its own model server (agent/local_llm_server.py) as a child process.

One server per process, started on first use on a free loopback port, reused for every question of
the process (batch, eval) and stopped when the process exits or the session closes. The child is
niced by the OS like its parent; its stderr goes to `TALLY_HOME/models/server.log` so a failed start
can name its cause.
"""

import atexit
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

from tally.agent.llm_install import models_dir, resolve_model, runtime_version
from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings

_START_TIMEOUT_S = 120.0
_lock = threading.Lock()
_servers: dict[tuple[str, int, int], "LocalModelServer"] = {}


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class LocalModelServer:
    def __init__(self, model: Path, threads: int, ctx: int, log_path: Path) -> None:
        self.model, self.threads, self.ctx, self.log_path = model, threads, ctx, log_path
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.started_s: float | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def model_name(self) -> str:
        return self.model.stem

    def start(self) -> "LocalModelServer":
        if runtime_version() is None:
            raise ConfigError("TALLY_LLM=local needs the model runtime: pip install -e '.[local-llm]'")
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        began = time.perf_counter()
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "tally.agent.local_llm_server", str(self.model), str(self.port),
                 str(self.threads), str(self.ctx)],
                stdin=subprocess.DEVNULL, stdout=log, stderr=log, env={**os.environ, "OMP_NUM_THREADS": str(self.threads)},
            )
        atexit.register(self.stop)
        self._wait_healthy()
        self.started_s = round(time.perf_counter() - began, 2)
        return self

    def _wait_healthy(self) -> None:
        deadline = time.monotonic() + _START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process is not None and self.process.poll() is not None:
                raise ConfigError(f"local model server exited with code {self.process.returncode} while loading "
                                  f"{self.model} (see {self.log_path})")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=2) as reply:
                    if reply.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass  # still loading: the port opens before the model is ready (503)
            time.sleep(0.25)
        self.stop()
        raise ConfigError(f"local model server did not become healthy within {_START_TIMEOUT_S:.0f} s "
                          f"(see {self.log_path})")

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


def shared_server(settings: Settings) -> LocalModelServer:
    """The process's server for this model and thread count, started on first use."""
    model = resolve_model(settings)
    key = (str(model.resolve()), settings.llm_threads, settings.llm_ctx)
    with _lock:
        server = _servers.get(key)
        if server is None or not server.running:
            server = LocalModelServer(model, settings.llm_threads, settings.llm_ctx,
                                      models_dir(settings) / "server.log").start()
            _servers[key] = server
        return server


def stop_all() -> None:
    with _lock:
        for server in _servers.values():
            server.stop()
        _servers.clear()
