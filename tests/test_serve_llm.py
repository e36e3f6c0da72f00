"""With a model configured, `?stream=true` carries the model's answer text as it is generated (the
real openai client against the scripted OpenAI-compatible server; only the model's words are scripted)."""

from scripted_llm import ScriptedChatServer, message
from serve_support import served_store, sse_events


def test_model_answer_streams_as_deltas_between_the_tools_and_the_contract(tmp_path):
    text = "Open the settings page and change the base currency there [1]."
    model = ScriptedChatServer([message(text, prompt_tokens=80, completion_tokens=12)])
    with model.running() as url, served_store(tmp_path, workers=1, llm="openai", base_url=url, api_key="k",
                                              model="scripted-model", llm_timeout_s=10.0, llm_retries=0) as served:
        with served.client() as client, client.stream(
                "POST", "/v1/ask?stream=true", json={"question": "Where do I change the default currency?"}) as r:
            events = sse_events(r.read().decode())
    names = [name for name, _ in events]
    assert names[0] == "route" and names[-1] == "answer" and "tool" in names
    deltas = [data["text"] for name, data in events if name == "delta"]
    answer = events[-1][1]
    assert answer["engine"] == "llm" and answer["answer"] == text
    assert len(deltas) > 2 and "".join(deltas) == text  # streamed in pieces, not sent once at the end
    assert names.index("delta") > max(i for i, name in enumerate(names) if name == "tool")
    assert model.requests[0]["stream"] is True and model.remaining == 0
