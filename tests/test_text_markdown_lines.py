"""Markdown line patterns for chunk text (ingest/markdown_lines.py), one copy each. The copies they
replaced (extractive units, evaluation source matching, splitter, classifier) differed; these tests pin
the cases where they did."""

from tally.agent.evaluate import matching
from tally.agent.offline import units
from tally.ingest import classify, markdown_lines, split
from tally.ingest.markdown_lines import HEADING_LINE, LIST_MARKER, TABLE_RULE


def test_callers_use_the_one_copy():
    assert units._HEADING is matching._HEADING_LINE is HEADING_LINE
    assert units._TABLE_RULE is split._TABLE_RULE is TABLE_RULE
    assert units._LIST_MARKER is split._LIST_ITEM is LIST_MARKER
    assert units._IMAGE is classify._IMAGE is markdown_lines.IMAGE


def test_heading_titles():
    assert HEADING_LINE.findall("## Fields\ntext\n### Incoterm defaults\nmore") == ["Fields", "Incoterm defaults"]
    # a closing sequence is dropped (the extractive copy kept it), but only after a space: "C#" is a
    # title of its own (the evaluation's copy made it "C")
    assert HEADING_LINE.findall("## Totals ##\n## Use C#") == ["Totals", "Use C#"]
    # the evaluation's copy read across lines: a lone "#" took the next line as its title
    assert HEADING_LINE.findall("#\nNot a heading") == []
    # seven hashes are not a heading (the extractive copy took any number)
    assert HEADING_LINE.match("####### deep") is None and HEADING_LINE.match("#hashtag") is None


def test_table_rule_is_a_whole_rule_row():
    assert TABLE_RULE.match("| --: | :---- |") and TABLE_RULE.match("|---|---|") and TABLE_RULE.match("---")
    # the extractive copy looked at the first cell only
    assert not TABLE_RULE.match("|--| text |") and not TABLE_RULE.match("| Field | Use |")


def test_list_markers():
    assert LIST_MARKER.sub("", "  1. Open the form") == "Open the form"
    assert LIST_MARKER.sub("", "- item") == "item" and not LIST_MARKER.match("-5 degrees")
