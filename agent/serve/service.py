"""The server's state: the shared stores, the question pool, the jobs, the callers' keys, and the
server file that tells the CLI of this TALLY_HOME where the server listens."""

import json
import os
import secrets
from pathlib import Path

from tally.agent.serve.auth import Auth
from tally.agent.serve.jobs import Jobs
from tally.agent.serve.runs import Answerer
from tally.agent.serve.shared_stores import SharedStores
from tally.ingest.settings import Settings


class Service:
    def __init__(self, settings: Settings, workers: int = 4) -> None:
        self.settings = settings
        self.stores = SharedStores(settings)
        try:
            self.answerer = Answerer(self.stores, workers)
            self.jobs = Jobs(self.stores, self.answerer, workers)
            self.auth = Auth(settings, local_token=secrets.token_urlsafe(32))
        except BaseException:
            self.stores.close()
            raise

    def announce(self, url: str) -> None:
        """Write the server file (owner-only: it holds the local token the CLI authenticates with)."""
        path = self.settings.server_file
        partial = path.with_suffix(".json.tmp")
        partial.write_text(json.dumps({"url": url, "pid": os.getpid(), "token": self.auth.local_token}), encoding="utf-8")
        os.chmod(partial, 0o600)
        partial.replace(path)

    def withdraw(self) -> None:
        path: Path = self.settings.server_file
        try:
            if json.loads(path.read_text(encoding="utf-8")).get("pid") == os.getpid():
                path.unlink()
        except (OSError, ValueError):
            pass  # no file, or another server's: nothing of ours to remove

    def close(self) -> None:
        self.withdraw()
        try:
            self.jobs.close()
            self.answerer.close()
        finally:
            self.stores.close()
