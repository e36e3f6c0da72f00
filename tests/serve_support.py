"""A real `tally serve` for tests: a small store (public sample files plus a finance-only folder), API
keys, and the app under uvicorn on a free loopback port in this process."""

import atexit
import json
import shutil
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from tally.agent.keys import KeyStore
from tally.agent.serve.runner import running
from tally.agent.serve.service import Service
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "data" / "sample"

FINANCE_NOTE = """# Bonus pool

## Bonus pool 2026

The bonus pool for 2026 is 48,000 EUR, approved by the finance committee on 12 January 2026.
It is paid out with the March payroll.
"""

WIFI_V1 = """# Office network

## Wifi password rotation

The office wifi password is rotated every 30 days by the IT desk.
"""
WIFI_V2 = WIFI_V1.replace("every 30 days", "every 90 days")


@dataclass
class Served:
    url: str
    settings: Settings
    service: Service
    keys: dict[str, str]  # role -> key
    wifi: Path  # a public document the ingest test rewrites
    finance_doc: Path

    def client(self, role: str | None = None, groups: str | None = None) -> httpx.Client:
        headers = {}
        if role:
            headers["Authorization"] = f"Bearer {self.keys[role]}"
        if groups:
            headers["X-Tally-Groups"] = groups
        return httpx.Client(base_url=self.url, headers=headers, timeout=60)


def build_corpus(root: Path) -> tuple[Path, Path, Path]:
    public = root / "public"
    public.mkdir(parents=True)
    wifi = public / "office-network.md"
    wifi.write_text(WIFI_V1, encoding="utf-8")
    finance = root / "finance"
    finance.mkdir()
    (finance / ".tally-groups").write_text("finance\n", encoding="utf-8")
    note = finance / "bonus-pool.md"
    note.write_text(FINANCE_NOTE, encoding="utf-8")
    (finance / "bonuses.csv").write_text("employee,bonus\nE-1001,1200\nE-1002,800\nE-1003,950\n", encoding="utf-8")
    return public, finance, wifi


_TEMPLATE: dict[str, Path] = {}


def _template() -> Path:
    """The corpus and its store, ingested once per test process; each server gets a copy of the store."""
    if "root" not in _TEMPLATE:
        root = Path(tempfile.mkdtemp(prefix="tally-serve-template-"))
        atexit.register(shutil.rmtree, root, True)
        public, finance, _ = build_corpus(root / "corpus")
        settings = Settings(home=root / "home", embedder="use", qdrant_url=None)
        report = ingest_paths([public, finance, SAMPLE / "docs" / "settings.md", SAMPLE / "orders.xlsx",
                               SAMPLE / "salary_register_2026_03.pdf"], settings)
        assert not report.failed, report.failed
        _TEMPLATE["root"] = root
    return _TEMPLATE["root"]


@contextmanager
def served_store(root: Path, workers: int = 4, **settings_overrides: object) -> Iterator[Served]:
    template = _template()
    shutil.copytree(template / "home", root / "home")
    settings = Settings(home=root / "home", embedder="use", qdrant_url=None, **settings_overrides)
    store = KeyStore(settings.keys_path)
    keys = {"public": store.add("kiosk", ["public"]),
            "finance": store.add("analyst", ["public", "finance"]),
            "admin": store.add("operator", ["public", "finance"], admin=True)}
    wifi = template / "corpus" / "public" / "office-network.md"
    service = Service(settings, workers=workers)
    try:
        with running(service) as url:
            yield Served(url=url, settings=settings, service=service, keys=keys, wifi=wifi,
                         finance_doc=template / "corpus" / "finance" / "bonus-pool.md")
    finally:
        service.close()
        wifi.write_text(WIFI_V1, encoding="utf-8")  # the next server's copy of the store holds version 1


def sse_events(text: str) -> list[tuple[str, dict]]:
    events = []
    for block in text.split("\n\n"):
        name, data = None, None
        for line in block.splitlines():
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                data = json.loads(line[6:])
        if name:
            events.append((name, data))
    return events


def wait_job(client: httpx.Client, job_id: str, timeout: float = 60) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = client.get(f"/v1/jobs/{job_id}").json()
        if job["state"] in ("done", "failed"):
            return job
        time.sleep(0.1)
    raise AssertionError(f"job {job_id} did not finish in {timeout} s")


class Gate:
    """Holds an ingest just before its catalog swap until the test opens it."""

    def __init__(self) -> None:
        self.reached = threading.Event()
        self.opened = threading.Event()

    def __call__(self) -> None:
        self.reached.set()
        if not self.opened.wait(60):
            raise TimeoutError("the test never released the ingest")
