"""Tools as plain typed functions; the function-calling schema a model sees is derived from them.

A tool is `fn(deps: Deps, **args) -> SomeResult` with a Google-style docstring. Its argument model is
built with pydantic from the signature (everything but `deps`) and the docstring's `Args:` section, so
the schema can never drift from the function it calls. `Tool.call` validates what a model sent, runs
the function inside a trace span, and turns errors the caller can fix (ToolInputError) into the tool
result; any other exception is a bug and propagates.
"""

import copy
import inspect
import json
import re
import typing
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model

from tally.ingest.errors import ToolInputError
from tally.tools.trace import Trace

_SECTION = re.compile(r"^(Args|Arguments|Returns|Raises|Yields|Examples?|Notes?):\s*$")
_ARG_LINE = re.compile(r"^(\w+)\s*(?:\([^)]*\))?:\s*(.*)$")


class ToolResult(BaseModel):
    """Optional base for result models: how a result describes itself in a trace span."""

    def trace_summary(self) -> str:
        return type(self).__name__

    def trace_ids(self) -> list[str]:
        return []


class ToolOutcome(BaseModel):
    """One executed call: the result model, or the error text the caller can act on."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    tool: str
    ok: bool
    result: BaseModel | None = None
    error: str | None = None

    @property
    def content(self) -> str:
        """What goes back to the model as the tool message."""
        if self.result is not None:
            return self.result.model_dump_json()
        return json.dumps({"error": self.error}, ensure_ascii=False)


def parse_docstring(doc: str | None) -> tuple[str, dict[str, str]]:
    """Split a Google-style docstring into (description without the Args section, {arg: description})."""
    lines = inspect.cleandoc(doc or "").splitlines()
    kept: list[str] = []
    args: dict[str, str] = {}
    section, current, arg_indent = None, None, None
    for line in lines:
        indent = len(line) - len(line.lstrip())
        header = _SECTION.match(line.strip()) if indent == 0 else None
        if header:
            section, current, arg_indent = header.group(1), None, None
            if section not in ("Args", "Arguments"):
                kept.append(line)
            continue
        if section in ("Args", "Arguments"):
            match = _ARG_LINE.match(line.strip())
            if match and indent > 0 and indent == (arg_indent or indent):
                arg_indent, current = indent, match.group(1)
                args[current] = match.group(2).strip()
            elif current and line.strip():  # a continuation line, indented deeper
                args[current] = f"{args[current]} {line.strip()}"
            continue
        kept.append(line)
    return "\n".join(kept).strip(), args


class Tool:
    """A typed function plus the argument model and schema derived from it."""

    def __init__(self, fn: Callable[..., BaseModel]) -> None:
        self.fn = fn
        self.name = fn.__name__
        self.description, arg_docs = parse_docstring(fn.__doc__)
        if not self.description:
            raise TypeError(f"tool {self.name} needs a docstring: it is what the model reads")
        hints = typing.get_type_hints(fn, localns=_forward_refs(), include_extras=True)
        returns = hints.get("return")
        if not (isinstance(returns, type) and issubclass(returns, BaseModel)):
            raise TypeError(f"tool {self.name} must be annotated to return a pydantic model")
        params = list(inspect.signature(fn).parameters.values())
        if not params or params[0].name != "deps":
            raise TypeError(f"tool {self.name}: the first parameter must be `deps`")
        fields: dict[str, Any] = {}
        for param in params[1:]:
            if param.name not in hints:
                raise TypeError(f"tool {self.name}: parameter {param.name!r} has no type annotation")
            if param.name not in arg_docs:
                raise TypeError(f"tool {self.name}: parameter {param.name!r} is not described under Args:")
            default = ... if param.default is inspect.Parameter.empty else param.default
            fields[param.name] = (hints[param.name], Field(default, description=arg_docs[param.name]))
        model_name = "".join(part.title() for part in self.name.split("_")) + "Args"
        self.args_model: type[BaseModel] = create_model(
            model_name, __config__=ConfigDict(extra="forbid"), **fields
        )

    def parameters_schema(self) -> dict[str, Any]:
        # Built once per tool (pydantic's schema generation cost ~7 ms per engine step); a copy is
        # returned so a caller that edits it changes nothing for the next.
        if getattr(self, "_schema", None) is None:
            self._schema = self.args_model.model_json_schema()
        return copy.deepcopy(self._schema)

    def openai_schema(self) -> dict[str, Any]:
        """The `tools=[...]` entry for an OpenAI-compatible chat completion request."""
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters_schema()},
        }

    def validate(self, arguments: str | dict[str, Any] | None) -> BaseModel:
        """Parse and validate a model's arguments; ToolInputError names what to fix."""
        try:
            return self.args_model.model_validate(_decode(self.name, arguments))
        except ToolInputError as exc:
            raise ToolInputError(f"{exc}. Expected: {self._signature_hint()}") from None
        except ValidationError as exc:
            problems = "; ".join(_describe_error(err) for err in exc.errors())
            raise ToolInputError(
                f"invalid arguments for {self.name}: {problems}. Expected: {self._signature_hint()}"
            ) from None

    def call(self, deps: Any, arguments: str | dict[str, Any] | None, trace: Trace) -> ToolOutcome:
        """Validate, run inside a span, and return the result or the fixable error."""
        with trace.span(self.name, _span_args(arguments)) as span:
            try:
                validated = self.validate(arguments)
                span.args = validated.model_dump(mode="json")
                result = self.fn(deps, **{name: getattr(validated, name) for name in type(validated).model_fields})
            except ToolInputError as exc:
                span.ok, span.error = False, str(exc)
                return ToolOutcome(tool=self.name, ok=False, error=str(exc))
            summary = getattr(result, "trace_summary", lambda: type(result).__name__)()
            span.done(summary=summary, ids=getattr(result, "trace_ids", lambda: [])())
        return ToolOutcome(tool=self.name, ok=True, result=result)

    def _signature_hint(self) -> str:
        schema = self.parameters_schema()
        required = set(schema.get("required", []))
        parts = [
            f"{name} ({_type_name(prop)}{', required' if name in required else ''})"
            for name, prop in schema.get("properties", {}).items()
        ]
        return ", ".join(parts) or "no arguments"


class ToolRegistry:
    """The tools an engine may call, by name."""

    def __init__(self, tools: list[Tool | Callable[..., BaseModel]] | None = None) -> None:
        self._tools: dict[str, Tool] = {}
        for tool in tools or []:
            self.add(tool)

    def add(self, tool: Tool | Callable[..., BaseModel]) -> Tool:
        tool = tool if isinstance(tool, Tool) else Tool(tool)
        if tool.name in self._tools:
            raise ValueError(f"tool {tool.name!r} is registered twice")
        self._tools[tool.name] = tool
        return tool

    @property
    def names(self) -> list[str]:
        return list(self._tools)

    def __contains__(self, name: str) -> bool:
        return name in self._tools

    def get(self, name: str) -> Tool:
        if name not in self._tools:
            raise ToolInputError(f"unknown tool {name!r}; tools are: {', '.join(self._tools)}")
        return self._tools[name]

    def openai_schemas(self, names: list[str] | None = None) -> list[dict[str, Any]]:
        return [self.get(name).openai_schema() for name in (names or self.names)]

    def call(self, name: str, deps: Any, arguments: str | dict[str, Any] | None, trace: Trace) -> ToolOutcome:
        """Call a tool by name; an unknown name is a fixable error and is traced like one."""
        if name not in self._tools:
            with trace.span(name, _span_args(arguments)) as span:
                span.ok, span.error = False, f"unknown tool {name!r}; tools are: {', '.join(self._tools)}"
            return ToolOutcome(tool=name, ok=False, error=span.error)
        return self._tools[name].call(deps, arguments, trace)


def _forward_refs() -> dict[str, Any]:
    # Tool modules import Deps under TYPE_CHECKING only (to avoid import cycles), so their `deps`
    # annotation is the string "Deps"; resolve it here. Imported late for the same reason.
    from tally.tools.deps import Deps

    return {"Deps": Deps}


def _decode(tool: str, arguments: str | dict[str, Any] | None) -> dict[str, Any]:
    if arguments is None or (isinstance(arguments, str) and not arguments.strip()):
        return {}
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except json.JSONDecodeError as exc:
            raise ToolInputError(f"arguments for {tool} are not valid JSON ({exc.msg} at char {exc.pos})") from None
    if not isinstance(arguments, dict):
        raise ToolInputError(f"arguments for {tool} must be a JSON object, got {type(arguments).__name__}")
    return arguments


def _type_name(prop: dict[str, Any]) -> str:
    if "type" in prop:
        return str(prop["type"])
    options = [str(o.get("type", "value")) for o in prop.get("anyOf", []) if o.get("type") != "null"]
    return " or ".join(options) or "value"


def _describe_error(err: dict[str, Any]) -> str:
    where = ".".join(str(part) for part in err.get("loc", ())) or "arguments"
    return f"{where!r}: {err.get('msg', 'invalid')}"


def _span_args(arguments: str | dict[str, Any] | None) -> dict[str, Any]:
    if isinstance(arguments, dict):
        return dict(arguments)
    if arguments is None:
        return {}
    try:
        decoded = json.loads(arguments) if arguments.strip() else {}
    except json.JSONDecodeError:
        decoded = None
    return decoded if isinstance(decoded, dict) else {"_raw": arguments}
