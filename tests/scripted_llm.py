"""ScriptedChatServer: an OpenAI-compatible chat endpoint on 127.0.0.1 that replays scripted turns.

Tests reach it through the real `openai` client, so retries, timeouts, tool-call parsing and SSE
streaming run for real; only the model's words are scripted. Each request consumes the next turn:

    server = ScriptedChatServer([tool_call("run_sql", {"sql": "SELECT 1"}), message("It is 1 [1].")])
    with server.running() as base_url:
        ...                       # settings.base_url = base_url
    assert server.remaining == 0  # every scripted turn was used
    server.requests               # the JSON bodies received, in order

A turn may be an HTTP error (`http_error(429)`), or be delayed (`delayed(2.0, message(...))`) so the
client times out. When the request asks for `stream: true`, replies are sent as SSE chunks.
"""

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

Turn = dict[str, Any]


def message(text: str, prompt_tokens: int = 50, completion_tokens: int = 10) -> Turn:
    return {"kind": "message", "content": text, "usage": (prompt_tokens, completion_tokens)}


RECORDED = Path(__file__).parent / "fixtures" / "llm"


def recorded(name: str) -> dict:
    """A real model's reply recorded from Qwen2.5-Coder on llama.cpp's server (tests/fixtures/llm/)."""
    return json.loads((RECORDED / name).read_text(encoding="utf-8"))


def tool_call(name: str, arguments: dict[str, Any] | str, call_id: str | None = None) -> Turn:
    """One tool call; `arguments` as a string is sent verbatim (for malformed-JSON tests)."""
    return tool_calls([(name, arguments, call_id)])


def tool_calls(calls: list[tuple[str, dict[str, Any] | str, str | None]]) -> Turn:
    rendered = []
    for i, (name, arguments, call_id) in enumerate(calls):
        raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
        rendered.append({"id": call_id or f"call_{i}_{name}", "name": name, "arguments": raw})
    return {"kind": "tools", "calls": rendered, "usage": (60, 15)}


def http_error(status: int, text: str = "scripted error") -> Turn:
    return {"kind": "error", "status": status, "text": text}


def with_timings(turn: Turn, cached: int, evaluated: int, prompt_ms: float, predicted_ms: float) -> Turn:
    """A turn whose reply carries llama.cpp's `timings` object (as recorded from its server)."""
    return {**turn, "timings": {"cache_n": cached, "prompt_n": evaluated, "prompt_ms": prompt_ms,
                                "predicted_n": turn.get("usage", (0, 0))[1], "predicted_ms": predicted_ms}}


def delayed(seconds: float, turn: Turn) -> Turn:
    return {**turn, "delay": seconds}


def stalled(after_chunks: int, seconds: float, turn: Turn) -> Turn:
    """A streamed turn that stops for `seconds` after its first `after_chunks` chunks (a server that
    hangs mid-answer: the client's read timeout fires after text was already streamed)."""
    return {**turn, "stall_after": after_chunks, "stall": seconds}


class ScriptedChatServer:
    def __init__(self, turns: list[Turn]) -> None:
        self._turns = list(turns)
        self._lock = threading.Lock()
        self.requests: list[dict[str, Any]] = []

    @property
    def remaining(self) -> int:
        with self._lock:
            return len(self._turns)

    def _next(self, body: dict[str, Any]) -> Turn | None:
        with self._lock:
            self.requests.append(body)
            return self._turns.pop(0) if self._turns else None

    @contextmanager
    def running(self) -> Iterator[str]:
        """Serve on a random free port; yields the base URL to give the openai client."""
        server = ThreadingHTTPServer(("127.0.0.1", 0), _handler_for(self))
        server.daemon_threads = True
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}/v1"
        finally:
            server.shutdown()
            server.server_close()


def _completion(turn: Turn, model: str) -> dict[str, Any]:
    prompt, completion = turn["usage"]
    msg: dict[str, Any] = {"role": "assistant", "content": None}
    if turn["kind"] == "message":
        msg["content"] = turn["content"]
        finish = "stop"
    else:
        msg["tool_calls"] = [
            {"id": c["id"], "type": "function", "function": {"name": c["name"], "arguments": c["arguments"]}}
            for c in turn["calls"]
        ]
        finish = "tool_calls"
    reply = {
        "id": "chatcmpl-scripted", "object": "chat.completion", "created": int(time.time()), "model": model,
        "choices": [{"index": 0, "message": msg, "finish_reason": finish}],
        "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion},
    }
    if "timings" in turn:  # llama.cpp's server adds these (prefix-cache hits, time per phase)
        reply["timings"] = turn["timings"]
    return reply


def _chunks(turn: Turn, model: str) -> Iterator[dict[str, Any]]:
    """The turn as streamed chunks: content in small pieces, tool-call arguments in two halves."""
    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {"id": "chatcmpl-scripted", "object": "chat.completion.chunk", "created": int(time.time()),
                "model": model, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    yield chunk({"role": "assistant", "content": ""})
    if turn["kind"] == "message":
        text = turn["content"]
        for start in range(0, len(text), 8):
            yield chunk({"content": text[start:start + 8]})
        yield chunk({}, "stop")
    else:
        for index, call in enumerate(turn["calls"]):
            half = len(call["arguments"]) // 2
            yield chunk({"tool_calls": [{"index": index, "id": call["id"], "type": "function",
                                         "function": {"name": call["name"], "arguments": call["arguments"][:half]}}]})
            yield chunk({"tool_calls": [{"index": index, "function": {"arguments": call["arguments"][half:]}}]})
        yield chunk({}, "tool_calls")
    prompt, completion = turn["usage"]
    yield {"id": "chatcmpl-scripted", "object": "chat.completion.chunk", "created": int(time.time()),
           "model": model, "choices": [],
           "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}}


def _handler_for(server: ScriptedChatServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:  # keep test output clean
            pass

        def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            turn = server._next(body)
            if turn is None:
                return self._send_json(500, {"error": {"message": "scripted server: no turns left"}})
            if turn.get("delay"):
                time.sleep(turn["delay"])
            try:
                if turn["kind"] == "error":
                    return self._send_json(turn["status"], {"error": {"message": turn["text"], "type": "scripted"}})
                model = body.get("model", "scripted")
                if body.get("stream"):
                    return self._send_stream(_chunks(turn, model), turn.get("stall_after"), turn.get("stall", 0.0))
                return self._send_json(200, _completion(turn, model))
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (timeout test): nothing to answer

        def _send_json(self, status: int, payload: dict[str, Any]) -> None:
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _send_stream(self, chunks: Iterator[dict[str, Any]], stall_after: int | None = None,
                         stall: float = 0.0) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            for index, item in enumerate(chunks):
                self.wfile.write(f"data: {json.dumps(item)}\n\n".encode())
                self.wfile.flush()
                if stall_after is not None and index + 1 == stall_after:
                    time.sleep(stall)
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()
            self.close_connection = True

    return Handler
