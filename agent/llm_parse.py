"""Tool calls a model wrote as text instead of through the API's tool_calls field.

Small local models asked with `tool_choice="auto"` often answer with the call in their content:

    ```json
    {"name": "run_sql", "arguments": {"sql": "SELECT ..."}}
    ```

or in their chat template's own markup, `<tool_call>{"name": ..., "arguments": ...}</tool_call>`
(recorded outputs: tests/fixtures/llm/). Only calls to a tool that was offered are accepted, so prose
that happens to contain JSON is still prose. A bare SQL block is accepted as a run_sql call when
run_sql was the only tool offered.
"""

import json
import re
from typing import Any

_TOOL_CALL_TAG = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.DOTALL)
_FENCED = re.compile(r"```(?:json|JSON|tool_call)?\s*\n?(.*?)```", re.DOTALL)
_FENCED_SQL = re.compile(r"```(?:sql|SQL)\s*\n?(.*?)```", re.DOTALL)
# Text that may still turn into a written tool call: held back from streaming until it is decided.
CALL_OPENERS = ("```", "<tool_call>", "{")


def parse_text_calls(text: str, offered: set[str]) -> list[tuple[str, dict[str, Any]]]:
    """(name, arguments) of every tool call written in `text` to an offered tool, in order."""
    if not text or not offered:
        return []
    candidates = [m.group(1) for m in _TOOL_CALL_TAG.finditer(text)] + [m.group(1) for m in _FENCED.finditer(text)]
    stripped = text.strip()
    if not candidates and stripped.startswith("{"):
        candidates = [stripped]
    calls = []
    for candidate in candidates:
        for obj in _json_objects(candidate):
            call = _as_call(obj, offered)
            if call is not None:
                calls.append(call)
    if not calls and offered == {"run_sql"}:
        sql = [m.group(1).strip() for m in _FENCED_SQL.finditer(text)]
        calls = [("run_sql", {"sql": s}) for s in sql[:1] if s.upper().startswith(("SELECT", "WITH"))]
    return calls


def _json_objects(text: str) -> list[Any]:
    """Every top-level JSON value in text (a model may write several calls one after another)."""
    decoder = json.JSONDecoder()
    values, position = [], 0
    while True:
        start = text.find("{", position)
        if start < 0:
            return values
        try:
            value, end = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            position = start + 1
            continue
        values.append(value)
        position = end


def _as_call(obj: Any, offered: set[str]) -> tuple[str, dict[str, Any]] | None:
    if not isinstance(obj, dict):
        return None
    if isinstance(obj.get("function"), dict):  # {"type": "function", "function": {...}}
        obj = obj["function"]
    name = obj.get("name")
    if name not in offered:
        return None
    arguments = obj.get("arguments", obj.get("parameters", {}))
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError:
            return None
    return (name, arguments) if isinstance(arguments, dict) else None


def may_be_call(text: str) -> bool:
    """Whether streamed text so far could still be a written tool call (hold it back)."""
    stripped = text.lstrip()
    return any(stripped.startswith(o) or o.startswith(stripped) for o in CALL_OPENERS) if stripped else True
