"""LLMEngine: any OpenAI-compatible chat endpoint (OpenAI, llama.cpp's server, vLLM, Ollama...).

Native tool calling with the registry's schemas, temperature 0, and `tool_choice` forcing the tool the
routed intent needs on the first turn (small local models rarely pick one on their own). Transient
failures (429, 5xx, timeouts, dropped connections) are retried by tenacity with bounded exponential
backoff; the openai client's own retries are off so there is exactly one retry policy. Anything else,
or a transient failure that outlasts the retries, is an LLMError with one clear line.
"""

import json
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import openai
from openai import OpenAI
from tenacity import Retrying, retry_if_exception, stop_after_attempt, wait_exponential

from tally.agent.engine import RunState, Step, ToolCall, ToolMessage
from tally.ingest.errors import ConfigError, LLMError
from tally.ingest.settings import Settings

T = TypeVar("T")


def is_transient(exc: BaseException) -> bool:
    if isinstance(exc, openai.APIConnectionError):  # includes APITimeoutError
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code == 429 or exc.status_code == 408 or exc.status_code >= 500
    return False


def _describe(exc: BaseException) -> str:
    if isinstance(exc, openai.APITimeoutError):
        return "timed out"
    if isinstance(exc, openai.APIStatusError):
        return f"HTTP {exc.status_code}"
    if isinstance(exc, openai.APIConnectionError):
        return "connection failed"
    return f"{type(exc).__name__}: {exc}"


class LLMEngine:
    name = "llm"

    def __init__(self, settings: Settings) -> None:
        if not settings.llm_configured:
            raise ConfigError("LLM engine needs OPENAI_BASE_URL (or TALLY_BASE_URL) and/or OPENAI_API_KEY")
        self.model: str | None = settings.model
        self._settings = settings
        # Local servers ignore the key, but the SDK insists on one.
        self._client = OpenAI(base_url=settings.base_url, api_key=settings.api_key or "not-needed",
                              timeout=settings.llm_timeout_s, max_retries=0)

    # -- the Engine interface -------------------------------------------------------------------

    def next_step(self, state: RunState, tools: list[dict[str, Any]], forced_tool: str | None) -> Step:
        request: dict[str, Any] = {"model": self.model, "messages": build_messages(state), "temperature": 0}
        if tools:
            request["tools"] = tools
            offered = {tool["function"]["name"] for tool in tools}
            if forced_tool and forced_tool in offered:
                request["tool_choice"] = {"type": "function", "function": {"name": forced_tool}}
        if state.on_delta is not None:
            return self._call(lambda: self._streamed_step(request, state.on_delta))
        response = self._call(lambda: self._client.chat.completions.create(**request))
        if not response.choices:
            raise LLMError(f"model {self.model} returned no choices")
        message = response.choices[0].message
        calls = [_tool_call(c.id, c.function.name, c.function.arguments) for c in message.tool_calls or []]
        return Step(tool_calls=calls, answer=None if calls else (message.content or ""), usage=_usage(response.usage))

    def stream_answer(self, state: RunState) -> Iterator[str]:
        """The final answer alone, streamed, with no tools offered."""
        request = {"model": self.model, "messages": build_messages(state), "temperature": 0, "stream": True}
        stream = self._call(lambda: self._client.chat.completions.create(**request))
        for chunk in stream:
            if chunk.choices and chunk.choices[0].delta.content:
                yield chunk.choices[0].delta.content

    def complete_json(self, prompt: str) -> dict[str, Any] | None:
        """One tool-free request whose reply should be a JSON object (router); None if it is not."""
        request = {"model": self.model, "temperature": 0, "messages": [{"role": "user", "content": prompt}]}
        response = self._call(lambda: self._client.chat.completions.create(**request))
        text = (response.choices[0].message.content or "") if response.choices else ""
        start, end = text.find("{"), text.rfind("}")
        try:
            parsed = json.loads(text[start:end + 1]) if 0 <= start < end else None
        except json.JSONDecodeError:
            return None
        return parsed if isinstance(parsed, dict) else None

    # -- internals --------------------------------------------------------------------------------

    def _call(self, request: Callable[[], T]) -> T:
        """Run one request under the retry policy; LLMError when it cannot succeed."""
        settings = self._settings
        attempts = settings.llm_retries + 1
        retrying = Retrying(
            stop=stop_after_attempt(attempts),
            wait=wait_exponential(multiplier=settings.llm_retry_wait_s, max=settings.llm_retry_max_wait_s),
            retry=retry_if_exception(is_transient),
            reraise=True,
        )
        try:
            return retrying(request)
        except openai.OpenAIError as exc:
            where = f"{settings.base_url or 'api.openai.com'} (model {self.model})"
            if is_transient(exc):
                raise LLMError(f"model endpoint {where} failed {attempts} times, last: {_describe(exc)}") from exc
            raise LLMError(f"model endpoint {where} refused the request: {_describe(exc)}") from exc

    def _streamed_step(self, request: dict[str, Any], on_delta: Callable[[str], None]) -> Step:
        """Stream one turn: content deltas go to `on_delta` as they arrive; tool calls are assembled."""
        stream = self._client.chat.completions.create(**request, stream=True, stream_options={"include_usage": True})
        text: list[str] = []
        calls: dict[int, dict[str, str]] = {}
        usage = None
        for chunk in stream:
            usage = _usage(chunk.usage) or usage
            if not chunk.choices:
                continue
            delta = chunk.choices[0].delta
            if delta.content:
                text.append(delta.content)
                on_delta(delta.content)
            for part in delta.tool_calls or []:
                slot = calls.setdefault(part.index, {"id": "", "name": "", "arguments": ""})
                slot["id"] = part.id or slot["id"]
                if part.function is not None:
                    slot["name"] = part.function.name or slot["name"]
                    slot["arguments"] += part.function.arguments or ""
        tool_calls = [_tool_call(c["id"] or f"call_{i}", c["name"], c["arguments"]) for i, c in sorted(calls.items())]
        return Step(tool_calls=tool_calls, answer=None if tool_calls else "".join(text), usage=usage)


def _tool_call(call_id: str, name: str, raw: str | None) -> ToolCall:
    try:
        arguments = json.loads(raw) if raw and raw.strip() else {}
    except json.JSONDecodeError:
        arguments = None
    if isinstance(arguments, dict):
        return ToolCall(id=call_id, name=name, arguments=arguments)
    return ToolCall(id=call_id, name=name, arguments={}, raw_arguments=raw or "")


def _usage(usage: Any) -> dict[str, int] | None:
    if usage is None:
        return None
    return {"prompt_tokens": usage.prompt_tokens or 0, "completion_tokens": usage.completion_tokens or 0,
            "total_tokens": usage.total_tokens or 0}


def build_messages(state: RunState) -> list[dict[str, Any]]:
    """Chat messages from the run state: prompt, question, each turn's tool calls followed by their
    results, then the reason a draft was rejected, if one was. The loop's own prefetch calls appear
    as an earlier assistant turn, so the model reads them like results of calls it made."""
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": state.system_prompt},
        {"role": "user", "content": state.question},
    ]
    groups: list[list[ToolMessage]] = []
    for tool_message in state.history:
        if not groups or (groups[-1][0].turn, groups[-1][0].by_loop) != (tool_message.turn, tool_message.by_loop):
            groups.append([])
        groups[-1].append(tool_message)
    for group in groups:
        messages.append({"role": "assistant", "content": None, "tool_calls": [_call_message(m.call) for m in group]})
        messages.extend({"role": "tool", "tool_call_id": m.call.id, "content": m.content} for m in group)
    if state.feedback:
        messages.append({"role": "user", "content": state.feedback})
    return messages


def _call_message(call: ToolCall) -> dict[str, Any]:
    arguments = call.raw_arguments if call.raw_arguments is not None else json.dumps(call.arguments)
    return {"id": call.id, "type": "function", "function": {"name": call.name, "arguments": arguments}}
