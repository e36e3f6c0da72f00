"""LLMEngine: any OpenAI-compatible chat endpoint (OpenAI, Tally's own local llama.cpp server, vLLM...).

Native tool calling with the registry's schemas at temperature 0. The tool a routed intent needs is
forced by offering only that tool with `tool_choice="required"` (llama.cpp's server ignores the object
form of tool_choice); a call the model writes as text (```json, `<tool_call>`) is parsed client-side
(agent/llm_parse.py). Aggregates go through the text-to-SQL steps of agent/llm_sql.py (compact
schema, the planner's candidate, bounded repair, a plausibility check).

Transport: bounded connect/read timeouts; transient failures (429, 5xx, timeouts, dropped
connections) are retried by tenacity with bounded exponential backoff — the openai client's own
retries are off, so there is exactly one retry policy — and a streamed turn that already produced
text is never retried (no doubled output). What outlasts the retries is an LLMError, which the
session answers offline (agent/llm_outage.py).
"""

import importlib
import json
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import openai
from openai import OpenAI
from tenacity import Retrying, retry_if_exception, stop_after_attempt, wait_exponential

from tally.agent.engine import RunState, Step, ToolCall, ToolMessage
from tally.agent.llm_cite import add_citations
from tally.agent.llm_parse import may_be_call, parse_text_calls
from tally.agent.llm_policy import model_phrases_sql
from tally.ingest.errors import ConfigError, LLMError
from tally.ingest.settings import Settings

T = TypeVar("T")
_CONNECT_TIMEOUT_S = 5.0


def _transport_errors(name: str) -> tuple[type[BaseException], ...]:
    """`name` (HTTPError or TimeoutException) of every HTTP library the SDK may stream through: httpx, and httpx2
    for openai 3.60 and later. A stream raises them raw while iterating, whichever the installed SDK uses."""
    found = []
    for module in ("httpx", "httpx2"):
        try:
            found.append(getattr(importlib.import_module(module), name))
        except (ImportError, AttributeError):
            continue
    return tuple(found)


_HTTP_ERRORS, _TIMEOUTS = _transport_errors("HTTPError"), _transport_errors("TimeoutException")
MAX_CALLS_PER_TURN = 3
SQL_MAX_TOKENS = 256  # the longest query the 1.5B wrote on the dev sets was ~120 tokens
TEXT_CALL_PREFIX = "text-call-"
TOOL_RESULT_CHARS = 8000  # ~2,000 tokens: several results still fit an 8k context with the prompt


class StreamBroken(Exception):
    """A streamed turn failed after it had produced text: retrying would print the text twice."""


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
        detail = " ".join(str(getattr(exc, "message", "") or "").split())[:200]
        return f"HTTP {exc.status_code}" + (f" ({detail})" if detail else "")
    if isinstance(exc, openai.APIConnectionError):
        return "connection failed"
    return f"{type(exc).__name__}: {exc}"


class LLMEngine:
    name = "llm"

    def __init__(self, settings: Settings, base_url: str | None = None, model: str | None = None,
                 sql_helper: Any = None) -> None:
        endpoint = base_url or settings.llm_endpoint
        if not (endpoint or settings.api_key):
            raise ConfigError("LLM engine needs TALLY_BASE_URL (or OPENAI_BASE_URL with TALLY_LLM=openai) "
                              "and/or an API key")
        self.model: str | None = model or settings.model
        self.endpoint = endpoint or "https://api.openai.com/v1"
        self._settings = settings
        self._sql = sql_helper  # agent/llm_sql.py SqlAssist, when a catalog is at hand
        if sql_helper is not None:
            sql_helper.phrase_sql = model_phrases_sql(settings)
        self._local = settings.llm_engine == "local" and base_url is not None
        read_s = settings.llm_local_timeout_s if self._local else settings.llm_timeout_s
        # the SDK's own Timeout: it is httpx's or httpx2's, whichever the installed SDK sends with
        timeout = openai.Timeout(read_s, connect=min(_CONNECT_TIMEOUT_S, read_s))
        # Local servers ignore the key, but the SDK insists on one.
        self._client = OpenAI(base_url=endpoint, api_key=settings.api_key or "not-needed", timeout=timeout,
                              max_retries=0)

    # -- the Engine interface -------------------------------------------------------------------

    def next_step(self, state: RunState, tools: list[dict[str, Any]], forced_tool: str | None) -> Step:
        offered = {tool["function"]["name"] for tool in tools}
        choice: str | None = "required" if forced_tool and forced_tool in offered else None
        if self._sql is not None and state.intent == "aggregate":
            planned, choice = self._sql.shape_turn(state)
            if planned is not None:  # the planner's query (trusted, or the model's repairs ran out) or its sentence
                return self._sql.after_step(state, planned)
            forced_tool, tools = "run_sql", [t for t in tools if t["function"]["name"] == "run_sql"]
        elif state.intent in ("screen", "concept") and any(m.numbers for m in state.history):
            tools, choice = [], None  # the evidence is prefetched: a small model only has to write
        if choice == "none":
            # No tools rather than tool_choice="none": with "none" a 0.5B model on llama.cpp's server
            # wrote thousands of tokens without stopping.
            tools, choice = [], None
        cap = self._settings.llm_max_tokens
        if forced_tool == "run_sql":
            cap = min(cap, SQL_MAX_TOKENS)  # one SELECT; a small model that loops stops sooner
        request: dict[str, Any] = {"model": self.model, "messages": build_messages(state, self._sql),
                                   "temperature": 0, "max_tokens": cap}
        if tools:
            if choice == "required":
                # Offer only the forced tool, with "required": the form small-model servers honour.
                tools = [t for t in tools if t["function"]["name"] == forced_tool]
                request["tool_choice"] = choice
            request["tools"] = tools
        offered = {t["function"]["name"] for t in tools}
        if state.on_delta is not None:
            step = self._call(lambda: self._streamed_step(request, state.on_delta, offered), streamed=True)
        else:
            step = self._call(lambda: self._plain_step(request, offered))
        if step.tool_calls:
            step = self._new_calls_only(state, step, tools)
        if step.answer is not None:
            step = step.model_copy(update={"answer": add_citations(step.answer, state)})
        return self._sql.after_step(state, step) if self._sql is not None and state.intent == "aggregate" else step

    def _new_calls_only(self, state: RunState, step: Step, tools: list[dict[str, Any]]) -> Step:
        """At most MAX_CALLS_PER_TURN calls, none already made in this run. A 0.5B model wrote a dozen
        lookup_key calls per turn, repeating earlier ones, until the prompt outgrew the context; when
        nothing new is left, the model is asked for the answer with no tools."""
        done = {(m.call.name, json.dumps(m.call.arguments, sort_keys=True)) for m in state.history if m.ok}
        # Only calls written as text are filtered: a native call repeated is the model's deliberate choice.
        fresh = [c for c in step.tool_calls if not c.id.startswith(TEXT_CALL_PREFIX)
                 or (c.name, json.dumps(c.arguments, sort_keys=True)) not in done]
        if fresh:
            return step.model_copy(update={"tool_calls": fresh[:MAX_CALLS_PER_TURN]})
        request = {"model": self.model, "messages": build_messages(state, self._sql), "temperature": 0,
                   "max_tokens": self._settings.llm_max_tokens}
        answer = self._call(lambda: self._plain_step(request, set()))
        usage = {k: (step.usage or {}).get(k, 0) + (answer.usage or {}).get(k, 0) for k in (answer.usage or {})}
        return answer.model_copy(update={"usage": usage or step.usage})

    def stream_answer(self, state: RunState) -> Iterator[str]:
        """The final answer alone, streamed, with no tools offered."""
        request = {"model": self.model, "messages": build_messages(state, self._sql), "temperature": 0, "stream": True}
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

    def complete_text(self, system: str, user: str, max_tokens: int) -> tuple[str, dict[str, int] | None]:
        """One tool-free request: the reply's text and its usage (translation)."""
        request = {"model": self.model, "temperature": 0, "max_tokens": max_tokens,
                   "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}]}
        response = self._call(lambda: self._client.chat.completions.create(**request))
        text = (response.choices[0].message.content or "") if response.choices else ""
        return text, _usage(response.usage, response.model_extra)

    # -- internals --------------------------------------------------------------------------------

    def _call(self, request: Callable[[], T], streamed: bool = False) -> T:
        """Run one request under the retry policy; LLMError when it cannot succeed."""
        settings = self._settings
        # Tally's own server is not retried: a timed-out request is cancelled by the server and a retry
        # would prefill it again from zero on the same saturated cores (measured: 3 x 300 s, then offline).
        attempts = 1 if self._local else settings.llm_retries + 1
        retrying = Retrying(
            stop=stop_after_attempt(attempts),
            wait=wait_exponential(multiplier=settings.llm_retry_wait_s, max=settings.llm_retry_max_wait_s),
            retry=retry_if_exception(is_transient),
            reraise=True,
        )
        where = f"{self.endpoint} (model {self.model})"
        try:
            return retrying(request)
        except StreamBroken as exc:
            raise LLMError(f"model endpoint {where} broke off a streamed answer: {exc}") from exc
        except openai.OpenAIError as exc:
            if is_transient(exc):
                raise LLMError(f"model endpoint {where} failed {attempts} times, last: {_describe(exc)}") from exc
            raise LLMError(f"model endpoint {where} refused the request: {_describe(exc)}") from exc

    def _plain_step(self, request: dict[str, Any], offered: set[str]) -> Step:
        response = self._client.chat.completions.create(**request)
        if not response.choices:
            raise LLMError(f"model {self.model} returned no choices")
        message = response.choices[0].message
        calls = [_tool_call(c.id, c.function.name, c.function.arguments) for c in message.tool_calls or []]
        return _step(calls, message.content or "", offered, _usage(response.usage, response.model_extra))

    def _streamed_step(self, request: dict[str, Any], on_delta: Callable[[str], None], offered: set[str]) -> Step:
        """Stream one turn: answer text goes to `on_delta` as it arrives, unless it may be a tool call
        written as text (held back until decided); native tool calls are assembled."""
        stream = self._client.chat.completions.create(**request, stream=True, stream_options={"include_usage": True})
        text: list[str] = []
        shown = 0
        calls: dict[int, dict[str, str]] = {}
        usage = None
        try:
            for chunk in stream:
                usage = _usage(chunk.usage, chunk.model_extra) or usage
                if not chunk.choices:
                    continue
                delta = chunk.choices[0].delta
                if delta.content:
                    text.append(delta.content)
                    so_far = "".join(text)
                    if not (offered and may_be_call(so_far)) and not calls:
                        on_delta(so_far[shown:])
                        shown = len(so_far)
                for part in delta.tool_calls or []:
                    slot = calls.setdefault(part.index, {"id": "", "name": "", "arguments": ""})
                    slot["id"] = part.id or slot["id"]
                    if part.function is not None:
                        slot["name"] = part.function.name or slot["name"]
                        slot["arguments"] += part.function.arguments or ""
        except (openai.OpenAIError, *_HTTP_ERRORS) as exc:
            if shown:
                raise StreamBroken(_describe(exc)) from exc
            if isinstance(exc, _HTTP_ERRORS):  # raised raw while iterating: retry it like the SDK's own
                raise openai.APITimeoutError(request=request_of(exc)) if isinstance(exc, _TIMEOUTS) \
                    else openai.APIConnectionError(request=request_of(exc)) from exc
            raise
        tool_calls = [_tool_call(c["id"] or f"call_{i}", c["name"], c["arguments"]) for i, c in sorted(calls.items())]
        step = _step(tool_calls, "".join(text), offered, usage)
        if step.answer is not None and shown < len(step.answer):
            on_delta(step.answer[shown:])  # held-back text that turned out to be the answer
        return step


def request_of(exc: BaseException) -> Any:
    try:
        return exc.request
    except RuntimeError:  # an error raised before a request existed
        # a request of the library that raised (httpx or httpx2), as the SDK's errors expect
        return importlib.import_module(type(exc).__module__.split(".")[0]).Request("POST", "http://unknown")


def _step(calls: list[ToolCall], text: str, offered: set[str], usage: dict[str, int] | None) -> Step:
    if not calls:
        written = parse_text_calls(text, offered)
        calls = [ToolCall(id=f"{TEXT_CALL_PREFIX}{i + 1}", name=name, arguments=args) for i, (name, args) in enumerate(written)]
    return Step(tool_calls=calls, answer=None if calls else text, usage=usage)


def _tool_call(call_id: str, name: str, raw: str | None) -> ToolCall:
    try:
        arguments = json.loads(raw) if raw and raw.strip() else {}
    except json.JSONDecodeError:
        arguments = None
    if isinstance(arguments, dict):
        return ToolCall(id=call_id, name=name, arguments=arguments)
    return ToolCall(id=call_id, name=name, arguments={}, raw_arguments=raw or "")


def _usage(usage: Any, extra: dict[str, Any] | None = None) -> dict[str, int] | None:
    if usage is None:
        return None
    counted = {"prompt_tokens": usage.prompt_tokens or 0, "completion_tokens": usage.completion_tokens or 0,
               "total_tokens": usage.total_tokens or 0, "requests": 1}
    # llama.cpp's server says how much of the prompt its prefix cache served and how long each phase
    # took: what decides a CPU model's latency, so it goes into the answer's usage.
    timings = (extra or {}).get("timings")
    if isinstance(timings, dict):
        counted["prompt_cached"] = int(timings.get("cache_n") or 0)
        counted["prompt_evaluated"] = int(timings.get("prompt_n") or 0)
        counted["prompt_ms"] = round(float(timings.get("prompt_ms") or 0))
        counted["generation_ms"] = round(float(timings.get("predicted_ms") or 0))
    return counted


def build_messages(state: RunState, sql_helper: Any = None) -> list[dict[str, Any]]:
    """Chat messages from the run state: prompt, question, each turn's tool calls followed by their
    results, then the reason a draft was rejected, if one was. The loop's own prefetch calls appear
    as an earlier assistant turn, so the model reads them like results of calls it made. The system
    prompt comes first and carries no per-question text before its end, so the server's prefix cache
    is hit across questions."""
    # The prompt files end with "# Question"; the question goes in the user message instead, so the
    # system message (and the tools the server renders after it) is the same for every question.
    system = state.system_prompt.split("\n# Question\n")[0].rstrip()
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": system},
        {"role": "user", "content": state.question},
    ]
    groups: list[list[ToolMessage]] = []
    for tool_message in state.history:
        if not groups or (groups[-1][0].turn, groups[-1][0].by_loop) != (tool_message.turn, tool_message.by_loop):
            groups.append([])
        groups[-1].append(tool_message)
    for group in groups:
        messages.append({"role": "assistant", "content": None, "tool_calls": [_call_message(m.call) for m in group]})
        for m in group:
            content = sql_helper.tool_content(state, m) if sql_helper is not None else m.content
            messages.append({"role": "tool", "tool_call_id": m.call.id, "content": _capped(content)})
    if state.feedback:
        messages.append({"role": "user", "content": state.feedback})
    return messages


def _capped(content: str) -> str:
    """One tool result as the model reads it, within TOOL_RESULT_CHARS: a lookup over many matching rows
    came to 10,400 tokens and the local server (8,192-token context) refused the request. Verification
    still reads the full result."""
    if len(content) <= TOOL_RESULT_CHARS:
        return content
    return content[:TOOL_RESULT_CHARS] + f"\n… ({len(content) - TOOL_RESULT_CHARS} more characters not shown)"


def _call_message(call: ToolCall) -> dict[str, Any]:
    arguments = call.raw_arguments if call.raw_arguments is not None else json.dumps(call.arguments)
    return {"id": call.id, "type": "function", "function": {"name": call.name, "arguments": arguments}}
