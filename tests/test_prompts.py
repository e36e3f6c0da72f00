"""The agent's prompts: fixed structure, loud rendering, a content hash for the trace."""

import hashlib

import pytest

from tally.agent.prompts import DEFAULT_DIR, render_prompt
from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings

SECTIONS = ("# Role", "# Task", "# Using the numbered context", "# When the answer is missing", "# Tone", "# Citations")


@pytest.mark.parametrize("name", ["screen", "concept", "aggregate", "lookup"])
def test_answer_prompts_have_the_fixed_structure(name):
    rendered = render_prompt(name, question="Where is the currency field?")
    positions = [rendered.text.index(section) for section in SECTIONS]
    assert positions == sorted(positions)
    assert "Where is the currency field?" in rendered.text
    assert "don't know" in rendered.text and "general knowledge" in rendered.text
    content = (DEFAULT_DIR / f"{name}.md").read_bytes()
    assert rendered.sha256 == hashlib.sha256(content).hexdigest()


def test_missing_variable_fails_loudly():
    with pytest.raises(ConfigError, match=r"aggregate\.md.*\$question"):
        render_prompt("aggregate")


def test_prompts_dir_is_configurable(tmp_path):
    (tmp_path / "concept.md").write_text("Answer $question, costs $$5", encoding="utf-8")
    rendered = render_prompt("concept", Settings(prompts_dir=tmp_path), question="why?")
    assert rendered.text == "Answer why?, costs $5"
    (tmp_path / "bad.md").write_text("costs $5", encoding="utf-8")
    with pytest.raises(ConfigError, match="bad.md"):
        render_prompt("bad", Settings(prompts_dir=tmp_path))
    with pytest.raises(ConfigError, match="not found"):
        render_prompt("missing", Settings(prompts_dir=tmp_path))
