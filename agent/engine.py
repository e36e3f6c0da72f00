"""The interface both engines (LLM and offline planner) implement, and the state the loop passes them.

The loop (agent/loop.py) owns tool execution, tracing, verification and refusal; an engine only
decides the next step: call tools, or give the final answer text.
"""

from collections.abc import Callable
from typing import Any, Literal, Protocol

from pydantic import BaseModel, Field

Intent = Literal["aggregate", "lookup", "screen", "concept", "out_of_scope"]


class ToolCall(BaseModel):
    id: str  # call id (the model's, or "offline-<n>")
    name: str
    arguments: dict[str, Any]
    # The model's argument text when it was not a JSON object: the loop hands it to the registry as
    # is, so the model gets back the registry's "not valid JSON" error and can fix its call.
    raw_arguments: str | None = None


class ToolMessage(BaseModel):
    """One executed call as the engine sees it next turn."""

    call: ToolCall
    ok: bool
    content: str  # JSON of the result model, or the fixable error text
    result: Any = None  # the result model itself (offline engine reads it directly)
    turn: int = 0  # 0: the loop's prefetch; n: asked by the engine's n-th turn (groups parallel calls)
    by_loop: bool = False  # run by the loop before the first turn (search / list_tables prefetch)
    numbers: list[int] = Field(default_factory=list)  # context numbers [n] of this call's evidence: cite these


class RunState(BaseModel):
    question: str
    intent: Intent
    prompt_name: str
    system_prompt: str  # rendered prompt text for the routed intent
    turn: int = 0
    history: list[ToolMessage] = Field(default_factory=list)
    context_text: str = ""  # the numbered context items built so far, "[n] ..." blocks
    feedback: str | None = None  # set by the loop when a draft answer was rejected (citations/grounding)
    # Receives the final answer's text as it streams (LLM engine); not part of the state's data.
    on_delta: Callable[[str], None] | None = Field(default=None, exclude=True)
    # The run's dense embedder (texts -> unit rows): the offline engine weighs sentences and field labels
    # by meaning with it, across languages. Not part of the state's data.
    embed: Callable[[list[str]], Any] | None = Field(default=None, exclude=True)
    # Which of some word starts any document the caller may see mentions (tools/mentions.py): the
    # offline engine refuses a question whose specific words no document holds. Not part of the data.
    mentions: Callable[[list[str]], set[str]] | None = Field(default=None, exclude=True)
    # How close in meaning the question is to passages (ingest/embedders/judge.PassageJudge): the offline
    # engine's answerability check. None: the embedder judges sentence by sentence. Not data.
    judge: Any = Field(default=None, exclude=True)

    model_config = {"arbitrary_types_allowed": True}


class Step(BaseModel):
    tool_calls: list[ToolCall] = Field(default_factory=list)
    answer: str | None = None  # final answer text with [n] citations, when tool_calls is empty
    usage: dict[str, int] | None = None


class Engine(Protocol):
    name: Literal["offline", "llm"]
    model: str | None

    def next_step(self, state: RunState, tools: list[dict[str, Any]], forced_tool: str | None) -> Step:
        """Decide the next step. `tools` are the OpenAI schemas of the allowed tools; `forced_tool`
        names a tool the routed intent requires on the first turn (small models often won't pick one)."""
        ...

    def stream_answer(self, state: RunState) -> "Any":
        """Optional: yield the final answer's text deltas (LLM engine). Offline engines may return None."""
        ...
