"""The agent's tools: the one place that lists what an engine may call."""

from tally.tools.lookup import lookup_key
from tally.tools.registry import ToolRegistry
from tally.tools.search import search_documents
from tally.tools.sql import describe_table, list_tables, run_sql

AGENT_TOOLS = (search_documents, lookup_key, list_tables, describe_table, run_sql)


def build_registry() -> ToolRegistry:
    """A fresh registry of the agent's tools (schemas derived from the functions' signatures)."""
    return ToolRegistry(list(AGENT_TOOLS))
