"""An ingest job over real HTTP reports progress *inside* the file it is ingesting (rows, chunks), not
only files done/total: a client polling `GET /v1/jobs/{id}` sees it move while the file runs."""

import time

import pytest

from serve_support import served_store

ROWS = 6_000  # the CSV converter reports rows every 5,000: two row steps (5,000 and 6,000)


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    # few dense rows: the steps come from conversion and indexing; embedding thousands of rows adds nothing
    with served_store(tmp_path_factory.mktemp("serve_progress"), dense_rows_per_sheet=50) as served:
        yield served


def _big_csv(rows: int) -> bytes:
    lines = ["ticket,customer,region,amount"]
    lines += [f"T-{n:06d},C-{n % 977:04d},{('north', 'south', 'east', 'west')[n % 4]},{n % 500}.25"
              for n in range(1, rows + 1)]
    return ("\n".join(lines) + "\n").encode()


def test_ingest_job_reports_rows_and_chunks_inside_the_file_while_it_runs(served):
    with served.client("admin") as admin:
        submitted = admin.post("/v1/ingest/upload?filename=tickets.csv", content=_big_csv(ROWS))
        assert submitted.status_code == 202, submitted.text
        job_id = submitted.json()["id"]
        seen_running = []  # in-file states a poller saw while the job was still running
        deadline = time.monotonic() + 120
        while True:
            job = admin.get(f"/v1/jobs/{job_id}").json()
            if job["state"] in ("done", "failed"):
                break
            if job["progress"]["within"] is not None:
                seen_running.append(job["progress"]["within"])
            assert time.monotonic() < deadline, "the ingest did not finish in 120 s"
            time.sleep(0.02)

    assert job["state"] == "done" and len(job["result"]["ok"]) == 1, job
    progress = job["progress"]
    assert progress["within"] is None  # the file finished: nothing is in progress any more
    assert [f["chunks"] for f in progress["files"]] == [ROWS + 1]  # one chunk per row plus the summary

    steps = progress["steps"]
    assert {s["file"] for s in steps} == {1}
    rows = [(s["done"], s["total"]) for s in steps if s["unit"] == "rows"]
    assert rows == [(5_000, ROWS), (ROWS, ROWS)]
    indexed = [s["done"] for s in steps if s["unit"] == "chunks indexed"]
    assert len(indexed) >= 2 and indexed == sorted(indexed) and indexed[-1] == ROWS + 1
    assert all(s["total"] == ROWS + 1 for s in steps if s["unit"] == "chunks indexed")
    units = [s["unit"] for s in steps]
    # a big sheet's rows are built as the catalog stores them, after the embedded first rows (ingest/chunk_stream.py)
    assert units.index("chunks embedded") < units.index("rows") < units.index("chunks indexed")

    # a client polling during the run saw the file's own progress, not only "file 1 of 1"
    assert seen_running, "no poll caught in-file progress while the job ran"
    assert all(s["unit"] in {"rows", "pages", "chunks embedded", "chunks indexed"} for s in seen_running)
    assert all(s["file"] == 1 and 0 < s["done"] <= s["total"] for s in seen_running)
