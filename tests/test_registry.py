"""The tool schema is derived from the function; bad arguments come back fixable; bugs propagate."""

import json
import threading
from typing import Annotated, Literal

import pytest
from pydantic import Field, create_model

from tally.ingest.errors import ToolInputError
from tally.tools.registry import Tool, ToolRegistry, ToolResult, parse_docstring
from tally.tools.trace import Trace


class Hits(ToolResult):
    query: str
    limit: int
    kinds: list[str]

    def trace_summary(self) -> str:
        return f"{self.limit} hits for {self.query!r}"

    def trace_ids(self) -> list[str]:
        return [f"id-{n}" for n in range(self.limit)]


def find_things(
    deps: object,
    query: str,
    limit: Annotated[int, Field(ge=1, le=50)] = 5,
    kinds: list[Literal["row", "text"]] | None = None,
) -> Hits:
    """Find things matching a query.

    Longer explanation the model also reads.

    Args:
        query: what to look for; IDs are matched exactly.
        limit: how many hits to return,
            between 1 and 50.
        kinds: restrict to these chunk kinds.

    Returns:
        The hits.
    """
    return Hits(query=query, limit=limit, kinds=list(kinds or []))


def broken_tool(deps: object, value: int) -> Hits:
    """A tool with a bug in it.

    Args:
        value: any number.
    """
    return Hits(query=None + value, limit=1, kinds=[])  # type: ignore[operator]


def picky_tool(deps: object, table: str) -> Hits:
    """Refuses unknown tables the way real tools do.

    Args:
        table: a table name.
    """
    raise ToolInputError(f"unknown table {table!r}; tables are: orders")


def test_schema_is_what_pydantic_derives_from_the_signature():
    tool = Tool(find_things)
    expected = create_model(
        "FindThingsArgs",
        __config__={"extra": "forbid"},
        query=(str, Field(..., description="what to look for; IDs are matched exactly.")),
        limit=(Annotated[int, Field(ge=1, le=50)], Field(5, description="how many hits to return, between 1 and 50.")),
        kinds=(list[Literal["row", "text"]] | None, Field(None, description="restrict to these chunk kinds.")),
    ).model_json_schema()
    assert tool.parameters_schema() == expected
    schema = tool.openai_schema()
    assert schema["type"] == "function"
    function = schema["function"]
    assert function["name"] == "find_things"
    assert function["parameters"]["required"] == ["query"]
    assert function["parameters"]["additionalProperties"] is False
    props = function["parameters"]["properties"]
    assert props["limit"]["default"] == 5 and props["limit"]["maximum"] == 50
    assert all(props[name]["description"] for name in ("query", "limit", "kinds"))
    assert "Args:" not in function["description"]
    assert function["description"].startswith("Find things matching a query.")
    assert "Returns:" in function["description"]


def test_docstring_args_are_parsed_with_continuations():
    description, args = parse_docstring(find_things.__doc__)
    assert args == {
        "query": "what to look for; IDs are matched exactly.",
        "limit": "how many hits to return, between 1 and 50.",
        "kinds": "restrict to these chunk kinds.",
    }
    assert "Longer explanation" in description


def test_undocumented_or_untyped_parameters_are_refused_at_registration():
    def undocumented(deps: object, x: int) -> Hits:
        """No Args section."""

    def wrong_return(deps: object) -> dict:
        """Returns a dict."""

    with pytest.raises(TypeError, match="'x' is not described"):
        Tool(undocumented)
    with pytest.raises(TypeError, match="pydantic model"):
        Tool(wrong_return)


def test_valid_call_returns_the_result_and_traces_it():
    trace = Trace()
    outcome = Tool(find_things).call(None, '{"query": "INV-2026-0042", "limit": 2}', trace)
    assert outcome.ok and outcome.error is None
    assert isinstance(outcome.result, Hits) and outcome.result.limit == 2
    assert json.loads(outcome.content)["query"] == "INV-2026-0042"
    [span] = trace.spans
    assert (span.step, span.tool, span.ok) == (1, "find_things", True)
    assert span.args == {"query": "INV-2026-0042", "limit": 2, "kinds": None}
    assert span.summary == "2 hits for 'INV-2026-0042'" and span.ids == ["id-0", "id-1"]
    assert span.ms >= 0


@pytest.mark.parametrize(
    ("arguments", "fragment"),
    [
        ('{"query": "x", "limit": ', "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ("{}", "'query': Field required"),
        ({"query": "x", "limit": 500}, "'limit': Input should be less than or equal to 50"),
        ({"query": "x", "limit": "many"}, "'limit': Input should be a valid integer"),
        ({"query": "x", "kinds": ["pdf"]}, "'kinds.0': Input should be 'row' or 'text'"),
        ({"query": "x", "colour": "red"}, "'colour': Extra inputs are not permitted"),
    ],
)
def test_bad_arguments_come_back_as_a_fixable_error(arguments, fragment):
    trace = Trace()
    outcome = Tool(find_things).call(None, arguments, trace)
    assert not outcome.ok and outcome.result is None
    assert fragment in outcome.error
    assert "Expected: query (string, required)" in outcome.error
    assert json.loads(outcome.content) == {"error": outcome.error}
    [span] = trace.spans
    assert not span.ok and span.error == outcome.error


def test_tool_input_error_raised_by_the_tool_is_the_tool_result():
    trace = Trace()
    outcome = Tool(picky_tool).call(None, {"table": "secret"}, trace)
    assert not outcome.ok and outcome.error == "unknown table 'secret'; tables are: orders"
    assert trace.spans[0].error == outcome.error


def test_a_bug_inside_a_tool_propagates_and_is_traced():
    trace = Trace()
    with pytest.raises(TypeError):
        Tool(broken_tool).call(None, {"value": 1}, trace)
    [span] = trace.spans
    assert not span.ok and span.error.startswith("TypeError:")


def test_registry_lists_schemas_and_reports_unknown_tools():
    registry = ToolRegistry([find_things, picky_tool])
    assert registry.names == ["find_things", "picky_tool"]
    assert [s["function"]["name"] for s in registry.openai_schemas()] == ["find_things", "picky_tool"]
    trace = Trace()
    outcome = registry.call("drop_everything", None, "{}", trace)
    assert not outcome.ok and "unknown tool 'drop_everything'; tools are: find_things, picky_tool" == outcome.error
    assert trace.spans[0].tool == "drop_everything" and not trace.spans[0].ok
    with pytest.raises(ValueError, match="twice"):
        registry.add(find_things)


def test_trace_steps_are_unique_under_concurrent_calls():
    trace = Trace()
    tool = Tool(find_things)
    threads = [threading.Thread(target=tool.call, args=(None, {"query": f"q{n}"}, trace)) for n in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(span.step for span in trace.spans) == list(range(1, 17))
    assert {span.args["query"] for span in trace.spans} == {f"q{n}" for n in range(16)}
    dumped = trace.to_list()
    assert set(dumped[0]) >= {"step", "tool", "args", "ms", "ok", "error", "summary", "ids"}


def test_exception_inside_a_span_marks_it_failed_and_reraises():
    trace = Trace()
    with pytest.raises(KeyError):
        with trace.span("lookup_key", {"value": "SO-1"}) as span:
            span.done(summary="never reached")
            raise KeyError("boom")
    [span] = trace.spans
    assert not span.ok and span.error == "KeyError: 'boom'"
