"""Tool calls a small model writes as text instead of native calls: ```json blocks, <tool_call> markup and a bare
```sql block when run_sql is the one tool offered (replies recorded from Qwen2.5-Coder on llama.cpp's server in
tests/fixtures/llm/)."""

from scripted_llm import recorded

from tally.agent.llm_parse import parse_text_calls


def test_recorded_json_block_is_read_as_a_call():
    content = recorded("json_block_auto.json")["message"]["content"]
    assert parse_text_calls(content, {"run_sql"}) == [
        ("run_sql", {"sql": "SELECT COUNT(*) FROM orders WHERE region = 'north'"})]


def test_tool_call_markup_and_several_calls_are_read():
    text = ('<tool_call>\n{"name": "lookup_key", "arguments": {"key": "SO-10123"}}\n</tool_call>\n'
            '<tool_call>\n{"name": "lookup_key", "arguments": "{\\"key\\": \\"INV-1\\"}"}\n</tool_call>')
    assert parse_text_calls(text, {"lookup_key", "run_sql"}) == [
        ("lookup_key", {"key": "SO-10123"}), ("lookup_key", {"key": "INV-1"})]


def test_prose_and_calls_to_tools_not_offered_stay_prose():
    assert parse_text_calls("There are 12 orders [1].", {"run_sql"}) == []
    assert parse_text_calls('```json\n{"name": "drop_tables", "arguments": {}}\n```', {"run_sql"}) == []
    assert parse_text_calls('The result was {"count": 3} [1].', {"run_sql"}) == []
    assert parse_text_calls("```sql\nSELECT 1\n```", {"run_sql"}) == [("run_sql", {"sql": "SELECT 1"})]
    assert parse_text_calls("```sql\nSELECT 1\n```", {"run_sql", "lookup_key"}) == []
