"""The CLI's side of `tally serve`: when a server runs for this TALLY_HOME (its server file names the
URL, the process and a local token), commands go through it instead of opening the stores, which the
server holds. Without a server (no file, a dead process, no answer on /healthz) they open the stores.
"""

import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx

from tally.agent.answer import Answer
from tally.agent.batch import BatchSummary
from tally.ingest.errors import TallyError
from tally.ingest.settings import Settings

_HEALTH_TIMEOUT_S = 2.0
_POLL_S = 0.2


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: it exists
    return True


class ServerClient:
    def __init__(self, url: str, token: str, timeout_s: float) -> None:
        self.url = url
        self._http = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=timeout_s)

    def _call(self, method: str, path: str, groups: list[str] | None = None, **kwargs: Any) -> Any:
        headers = {"X-Tally-Groups": ",".join(groups)} if groups else {}
        try:
            response = self._http.request(method, path, headers=headers, **kwargs)
        except httpx.HTTPError as exc:
            raise TallyError(f"tally serve at {self.url} did not answer ({type(exc).__name__}: {exc})") from exc
        if response.status_code >= 400:
            try:
                detail = response.json().get("detail", response.text)
            except ValueError:
                detail = response.text
            raise TallyError(f"tally serve at {self.url}: {detail}")
        return response.json()

    def ask(self, question: str, groups: list[str] | None, on_delta: Callable[[str], None] | None = None) -> Answer:
        """The answer; with `on_delta`, its text as the server streams it (Server-Sent Events)."""
        if on_delta is None:
            return Answer.model_validate(self._call("POST", "/v1/ask", groups, json={"question": question}))
        headers = {"X-Tally-Groups": ",".join(groups)} if groups else {}
        try:
            with self._http.stream("POST", "/v1/ask?stream=true", json={"question": question},
                                   headers=headers) as response:
                if response.status_code >= 400:
                    response.read()
                    raise TallyError(f"tally serve at {self.url}: {response.json().get('detail', response.text)}")
                for event, data in _events(response.iter_lines()):
                    if event == "delta":
                        on_delta(data["text"])
                    elif event == "answer":
                        return Answer.model_validate(data)
                    elif event == "error":
                        raise TallyError(data["error"])
        except httpx.HTTPError as exc:
            raise TallyError(f"tally serve at {self.url} did not answer ({type(exc).__name__}: {exc})") from exc
        raise TallyError(f"tally serve at {self.url} ended the stream without an answer")

    def tables(self, groups: list[str] | None) -> dict[str, Any]:
        return self._call("GET", "/v1/tables", groups)

    def sql(self, query: str, groups: list[str] | None) -> dict[str, Any]:
        return self._call("POST", "/v1/sql", groups, json={"sql": query})

    def status(self, groups: list[str] | None = None) -> dict[str, Any]:
        return self._call("GET", "/v1/status", groups)

    def ingest(self, paths: list[Path], groups: list[str] | None, prune: bool) -> dict[str, Any]:
        """Run an ingest inside the server and wait for it; returns the job (its `result` is the report)."""
        body = {"paths": [str(Path(p).absolute()) for p in paths], "groups": groups, "prune": prune}
        return self._wait(self._call("POST", "/v1/ingest", json=body))

    def batch(self, questions: Path, groups: list[str] | None) -> tuple[dict[str, Any], str]:
        """A batch inside the server; returns the finished job and its JSONL answers."""
        suffix = "csv" if questions.suffix.lower() == ".csv" else "jsonl"
        job = self._call("POST", f"/v1/batch?format={suffix}", groups, content=questions.read_bytes())
        job = self._wait(job)
        try:
            response = self._http.get(f"/v1/jobs/{job['id']}/results",
                                      headers={"X-Tally-Groups": ",".join(groups)} if groups else {})
        except httpx.HTTPError as exc:
            raise TallyError(f"tally serve at {self.url} did not answer ({exc})") from exc
        return job, response.text if response.status_code == 200 else ""

    def _wait(self, job: dict[str, Any]) -> dict[str, Any]:
        while job["state"] in ("queued", "running"):
            time.sleep(_POLL_S)
            job = self._call("GET", f"/v1/jobs/{job['id']}", job.get("groups"))
        if job["state"] == "failed":
            raise TallyError(job.get("error") or "the server's job failed")
        return job


def _events(lines: Iterator[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    event, data = "", ""
    for line in lines:
        if line.startswith("event: "):
            event = line[7:]
        elif line.startswith("data: "):
            data += line[6:]
        elif not line and event:
            yield event, json.loads(data)
            event, data = "", ""


def running_server(settings: Settings, timeout_s: float = 600.0) -> ServerClient | None:
    """A client for the server of this home, or None when none is running."""
    path = settings.server_file
    try:
        info = json.loads(path.read_text(encoding="utf-8"))
        url, token, pid = info["url"], info["token"], int(info["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not _alive(pid):
        return None
    try:
        if httpx.get(f"{url}/healthz", timeout=_HEALTH_TIMEOUT_S).status_code != 200:
            return None
    except httpx.HTTPError:
        return None
    return ServerClient(url, token, timeout_s)


def batch_via_server(client: ServerClient, questions: Path, output: Path, groups: list[str] | None) -> BatchSummary:
    """`tally batch` through the server: the answers land in `output` as if answered here."""
    job, lines = client.batch(Path(questions), groups)
    output = Path(output)
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(lines, encoding="utf-8")
    return BatchSummary.model_validate({**job["result"], "output": str(output)})


def server_status_text(status: dict[str, Any]) -> str:
    """`tally status` while a server holds the stores: what the caller's groups see, from the server."""
    by_type = ", ".join(f"{n} {t}" for t, n in sorted(status["documents_by_type"].items())) or "none"
    lines = [f"served by tally serve (store version {status['store_version']}"
             f"{', an ingest is running' if status['ingest_running'] else ''})",
             f"documents: {status['documents']} ({by_type}); chunks: {status['chunks']}",
             f"tables: {status['tables']} ({status['table_rows']} rows); embedder: {status['embedder']}",
             f"last ingest: {status.get('last_indexed_at') or '-'}; groups: {','.join(status['groups'])}"]
    for failure in status.get("failures") or []:
        lines.append(f"failed: {failure['path']}: {failure['error']}")
    return "\n".join(lines)
