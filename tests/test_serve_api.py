"""`tally serve` over real HTTP: uvicorn on a free loopback port, real stores, the offline engine."""

import threading

import httpx
import pytest

from serve_support import WIFI_V2, Gate, served_store, sse_events, wait_job

CURRENCY = "Where do I change the default currency?"
BONUS = "What is the bonus pool for 2026?"
WIFI = "How often is the office wifi password rotated?"


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    with served_store(tmp_path_factory.mktemp("serve_api")) as served:
        yield served


def test_ask_returns_the_answer_contract(served):
    with served.client() as client:
        response = client.post("/v1/ask", json={"question": CURRENCY})
    assert response.status_code == 200
    answer = response.json()
    assert not answer["refused"] and answer["engine"] == "offline"
    assert answer["citations"] and answer["citations"][0]["source"].endswith("settings.md")
    assert answer["groups"] == ["public"] and answer["trace"]


def test_stream_sends_route_then_tools_then_text_then_the_contract(served):
    with served.client() as client, client.stream("POST", "/v1/ask?stream=true", json={"question": CURRENCY}) as r:
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")
        events = sse_events(r.read().decode())
    names = [name for name, _ in events]
    assert names[0] == "route" and names[-1] == "answer"
    first_delta = names.index("delta")
    assert set(names[1:first_delta]) == {"tool"} and set(names[first_delta:-1]) == {"delta"}
    answer = events[-1][1]
    tools = [data for name, data in events if name == "tool"]
    assert [t["tool"] for t in tools] == [s["tool"] for s in answer["trace"]]
    assert all(t["ms"] > 0 and "summary" in t for t in tools)
    assert "".join(d["text"] for n, d in events if n == "delta") == answer["answer"]
    assert events[0][1]["intent"] == answer["intent"]


def test_events_can_be_re_attached_and_replay_from_the_start(served):
    with served.client() as client:
        submitted = client.post("/v1/questions", json={"question": CURRENCY})
        assert submitted.status_code == 202
        run_id = submitted.json()["id"]
        with client.stream("GET", f"/v1/questions/{run_id}/events") as first:
            lines = first.iter_lines()
            assert next(lines) == "id: 1" and next(lines) == "event: route"  # then the connection drops
        again = sse_events(client.get(f"/v1/questions/{run_id}/events").text)
        assert again[0][0] == "route" and again[-1][0] == "answer"
        resumed = sse_events(client.get(f"/v1/questions/{run_id}/events", headers={"Last-Event-ID": "1"}).text)
        assert resumed == again[1:]
        state = client.get(f"/v1/questions/{run_id}").json()
    assert state["done"] and state["answer"] == again[-1][1]


def test_groups_filter_every_endpoint(served):
    with served.client("finance") as finance, served.client() as anonymous:
        secret = finance.post("/v1/ask", json={"question": BONUS}).json()
        assert not secret["refused"] and "48,000" in secret["answer"], secret["answer"]
        assert any(c["source"].endswith("bonus-pool.md") for c in secret["citations"])
        public = anonymous.post("/v1/ask", json={"question": BONUS}).json()
        assert "48,000" not in public["answer"]
        assert not any(c["source"].endswith("bonus-pool.md") for c in public["citations"])
        doc_id = next(c["doc_id"] for c in secret["citations"] if c["source"].endswith("bonus-pool.md"))
        assert finance.get(f"/v1/documents/{doc_id}").status_code == 200
        assert anonymous.get(f"/v1/documents/{doc_id}").status_code == 404
        assert finance.get(f"/v1/questions/{secret['id']}").status_code == 200
        assert anonymous.get(f"/v1/questions/{secret['id']}").status_code == 404
        assert anonymous.get(f"/v1/questions/{secret['id']}/events").status_code == 404
        assert finance.get(f"/v1/traces/{secret['id']}").status_code == 200
        assert anonymous.get(f"/v1/traces/{secret['id']}").status_code == 404
        assert secret["id"] in {t["id"] for t in finance.get("/v1/traces?last=50").json()}
        assert secret["id"] not in {t["id"] for t in anonymous.get("/v1/traces?last=50").json()}
        finance_tables = {t["name"] for t in finance.get("/v1/tables").json()["tables"]}
        public_tables = {t["name"] for t in anonymous.get("/v1/tables").json()["tables"]}
        hidden = finance_tables - public_tables
        assert len(hidden) == 1 and "orders_orders" in public_tables
        query = {"sql": f"SELECT sum(bonus) FROM {hidden.pop()}"}
        assert finance.post("/v1/sql", json=query).json()["rows"] == [[2950]]
        refused = anonymous.post("/v1/sql", json=query)
        assert refused.status_code == 400 and "unknown table" in refused.json()["detail"].lower()
        seen_by_finance, seen_by_public = finance.get("/v1/status").json(), anonymous.get("/v1/status").json()
        assert seen_by_finance["documents"] == seen_by_public["documents"] + 2
        assert seen_by_public["failures"] is None and seen_by_public["home"] is None


def test_keys_401_and_403(served):
    with served.client("public", groups="finance") as widening:
        denied = widening.post("/v1/ask", json={"question": BONUS})
        assert denied.status_code == 403 and "finance" in denied.json()["detail"]
    with served.client("finance", groups="finance") as narrowed:
        assert narrowed.get("/v1/status").json()["groups"] == ["finance"]
    bad = httpx.post(f"{served.url}/v1/ask", json={"question": BONUS}, headers={"Authorization": "Bearer tk_nope"})
    assert bad.status_code == 401
    with served.client() as anonymous:
        assert anonymous.post("/v1/ingest", json={"paths": [str(served.wifi)]}).status_code == 401
    with served.client("finance") as not_admin:
        assert not_admin.post("/v1/ingest", json={"paths": [str(served.wifi)]}).status_code == 403
    endpoints = [("POST", "/v1/ask", {"question": BONUS}), ("POST", "/v1/questions", {"question": BONUS}),
                 ("GET", "/v1/questions/x", None), ("GET", "/v1/questions/x/events", None),
                 ("POST", "/v1/batch?format=jsonl", None), ("GET", "/v1/jobs/x", None),
                 ("POST", "/v1/ingest", {"paths": []}), ("GET", "/v1/tables", None),
                 ("POST", "/v1/sql", {"sql": "SELECT 1"}), ("GET", "/v1/status", None), ("GET", "/v1/traces", None),
                 ("GET", "/v1/traces/x", None), ("GET", "/v1/documents/x", None),
                 ("POST", "/v1/chat/completions", {"model": "tally", "messages": [{"role": "user", "content": "hi"}]})]
    served.settings.require_key = True
    try:
        for method, path, body in endpoints:
            response = httpx.request(method, served.url + path, json=body)
            assert response.status_code == 401, (method, path, response.status_code)
        with served.client("public") as keyed:
            assert keyed.get("/v1/status").status_code == 200
    finally:
        served.settings.require_key = False
    assert httpx.get(f"{served.url}/healthz").status_code == 200


def test_batch_job_answers_every_line(served):
    lines = "\n".join(['{"id": "a", "question": "Where do I change the default currency?"}',
                       '{"id": "b", "question": "What is the bonus pool for 2026?"}',
                       '{"id": "c", "question": "How many orders are there?"}'])
    with served.client("finance") as client:
        job = client.post("/v1/batch", content=lines, headers={"Content-Type": "application/x-ndjson"})
        assert job.status_code == 202 and job.json()["progress"]["total"] == 3
        done = wait_job(client, job.json()["id"])
        assert done["state"] == "done" and done["progress"]["done"] == 3, done
        assert done["result"]["failed"] == 0 and done["result"]["answered"] == 3
        results = [httpx.Response(200, content=line).json()
                   for line in client.get(f"/v1/jobs/{done['id']}/results").text.splitlines()]
    assert sorted(r["id"] for r in results) == ["a", "b", "c"]
    assert "48,000" in next(r for r in results if r["id"] == "b")["answer"]
    with served.client() as anonymous:
        assert anonymous.get(f"/v1/jobs/{done['id']}").status_code == 404  # a finance batch is not public
        bad = anonymous.post("/v1/batch", content=b"\xff not UTF-8", headers={"Content-Type": "application/x-ndjson"})
        assert bad.status_code == 400 and "UTF-8" in bad.json()["detail"]
        assert anonymous.post("/v1/batch", content=lines, headers={"Content-Type": "text/plain"}).status_code == 415


def test_questions_are_answered_from_the_old_version_until_the_ingest_swaps(served):
    with served.client() as reader, served.client("admin") as admin:
        before = reader.post("/v1/ask", json={"question": WIFI}).json()
        assert "30 days" in before["answer"], before["answer"]
        version = reader.get("/healthz").json()["store_version"]
        served.wifi.write_text(WIFI_V2, encoding="utf-8")
        gate = Gate()
        served.service.jobs.before_catalog_swap = gate
        try:
            job = admin.post("/v1/ingest", json={"paths": [str(served.wifi)]})
            assert job.status_code == 202
            assert gate.reached.wait(60), "the ingest never reached its swap"
            # Written to a copy of the catalog and to the index; readers still see the previous version.
            answers, errors = [], []

            def ask() -> None:
                try:
                    with served.client() as c:
                        answers.append(c.post("/v1/ask", json={"question": WIFI}))
                except Exception as exc:  # noqa: BLE001 — collected and asserted below
                    errors.append(exc)

            threads = [threading.Thread(target=ask) for _ in range(4)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(60)
            assert not errors and all(r.status_code == 200 for r in answers), (errors, answers)
            assert all("30 days" in r.json()["answer"] and "90" not in r.json()["answer"] for r in answers)
            assert reader.get("/v1/status").json()["ingest_running"] is True
            running = admin.get(f"/v1/jobs/{job.json()['id']}").json()
            progress = running["progress"]
            assert running["state"] == "running" and (progress["done"], progress["total"]) == (1, 1)
            assert progress["current"] == str(served.wifi)
            assert [(f["path"], f["status"]) for f in progress["files"]] == [(str(served.wifi.resolve()), "ok")]
            assert progress["files"][0]["chunks"] >= 1
        finally:
            gate.opened.set()
            served.service.jobs.before_catalog_swap = None
        done = wait_job(admin, job.json()["id"])
        assert done["state"] == "done" and done["store_version"] == version + 1, done
        assert [f["path"] for f in done["result"]["ok"]] == [str(served.wifi.resolve())]
        after = reader.post("/v1/ask", json={"question": WIFI}).json()
    assert "90 days" in after["answer"], after["answer"]


def test_chat_completions_through_the_openai_sdk(served):
    openai = pytest.importorskip("openai")
    client = openai.OpenAI(base_url=f"{served.url}/v1", api_key=served.keys["finance"], max_retries=0)
    assert "tally" in [m.id for m in client.models.list().data]
    messages = [{"role": "system", "content": "You are helpful."}, {"role": "user", "content": "hello"},
                {"role": "assistant", "content": "Hi."}, {"role": "user", "content": BONUS}]
    completion = client.chat.completions.create(model="tally", messages=messages)
    text = completion.choices[0].message.content
    assert "48,000" in text and "Sources:" in text and "bonus-pool.md" in text
    assert completion.choices[0].finish_reason == "stop"
    pieces = [chunk.choices[0].delta.content or "" for chunk in
              client.chat.completions.create(model="tally", messages=messages, stream=True) if chunk.choices]
    assert len(pieces) > 2 and "".join(pieces) == text
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="gpt-4o", messages=messages)
    public = openai.OpenAI(base_url=f"{served.url}/v1", api_key=served.keys["public"], max_retries=0)
    assert "48,000" not in public.chat.completions.create(model="tally", messages=messages).choices[0].message.content


def test_document_endpoint_returns_the_cited_passage_with_neighbours(served):
    with served.client() as client:
        answer = client.post("/v1/ask", json={"question": CURRENCY}).json()
        citation = next(c for c in answer["citations"] if c["chunk_id"])
        shown = client.get(f"/v1/documents/{citation['doc_id']}", params={"chunk": citation["chunk_id"]}).json()
        assert shown["cited"] == citation["chunk_id"]
        assert citation["chunk_id"] in [c["id"] for c in shown["chunks"]]
        assert shown["document"]["path"].endswith("settings.md")
        wrong = client.get(f"/v1/documents/{citation['doc_id']}", params={"chunk": "nope"})
    assert wrong.status_code == 404


def test_page_and_openapi_are_served(served):
    page = httpx.get(served.url + "/")
    assert page.status_code == 200 and "/static/app.js" in page.text
    assert httpx.get(served.url + "/static/app.js").status_code == 200
    docs = httpx.get(served.url + "/docs")
    assert docs.status_code == 200 and "/openapi.json" in docs.text
    for page in (docs.text, httpx.get(served.url + "/").text, httpx.get(served.url + "/static/app.js").text):
        assert "http://" not in page and "https://" not in page  # no CDN: the machines are offline
    spec = httpx.get(served.url + "/openapi.json").json()
    assert {"/v1/ask", "/v1/chat/completions", "/v1/ingest", "/v1/documents/{doc_id}"} <= set(spec["paths"])


def test_uploaded_file_is_ingested_with_the_groups_given(served):
    note = b"# Parking\n\n## Visitor parking\n\nVisitor parking permits are issued by reception, bay P7.\n"
    with served.client("admin") as admin, served.client("finance") as finance, served.client() as anonymous:
        assert finance.post("/v1/ingest/upload?filename=parking.md", content=note).status_code == 403
        assert admin.post("/v1/ingest/upload?filename=run.sh", content=b"echo").status_code == 415
        widened = admin.post("/v1/ingest/upload?filename=parking.md&groups=hr", content=note)
        assert widened.status_code == 403
        job = admin.post("/v1/ingest/upload?filename=../parking.md&groups=finance", content=note)
        assert job.status_code == 202
        done = wait_job(admin, job.json()["id"])
        assert done["state"] == "done" and len(done["result"]["ok"]) == 1, done
        assert done["result"]["ok"][0]["groups"] == ["finance"]
        assert done["result"]["ok"][0]["path"].endswith("/files/parking.md")  # no path escapes the job folder
        question = {"question": "Where are visitor parking permits issued?"}
        assert "P7" in finance.post("/v1/ask", json=question).json()["answer"]
        assert "P7" not in anonymous.post("/v1/ask", json=question).json()["answer"]


def test_status_lists_a_failed_file_only_to_admins_holding_its_groups(served):
    """A corrupt PDF uploaded for finance never becomes a document; its failure (path and reason) is in
    the status of an admin holding finance, not of the same admin narrowed to public."""
    with served.client("admin") as admin, served.client("admin", groups="public") as admin_as_public:
        job = admin.post("/v1/ingest/upload?filename=ledger_scan.pdf&groups=finance", content=b"%PDF-1.4\n broken")
        assert job.status_code == 202
        done = wait_job(admin, job.json()["id"])
        assert len(done["result"]["failed"]) == 1, done
        assert any("ledger_scan" in f["path"] for f in admin.get("/v1/status").json()["failures"])
        assert not any("ledger_scan" in f["path"] for f in admin_as_public.get("/v1/status").json()["failures"])
