"""Markdown as it stands in chunk text, read line by line.

Pages are parsed once, by markdown-it, in ingest/convert/markdown.py. The text of a chunk keeps its
Markdown (a merged subsection's "### Title" line, lists, tables, images), and the splitter, the section
classifier, the extractive answerer and the evaluation's source matching read it back with these
patterns, the one copy of each.
"""

import re

# An ATX heading line; group 1 is its title. The closing "##" needs a space before it, so "## C#" is "C#".
# Multiline, so `findall` lists the titles of a whole chunk and `match` reads one line.
HEADING_LINE = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$", re.MULTILINE)
IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
# An inline link; group 1 is its text.
LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
# A bullet or numbered list item's marker with the space after it.
LIST_MARKER = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
# A table's rule line under its header, alignment colons included ("| --: | :---- |"); a bare "---" too.
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
