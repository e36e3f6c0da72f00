"""mentioned_terms: which words any document the caller may see mentions at all.

The offline composer asks this about a question's specific words that its search context lacks
(agent/offline/answerable.py): a word no visible document contains means the documents do not cover
what the question is about. Terms are word starts ("remind" matches "reminder", "Reminders"), matched
case-insensitively at a word boundary in chunk text and headings. Access groups are applied in the
query, so a restricted document neither answers nor leaks that it mentions a word.
"""

import re
from typing import TYPE_CHECKING

from tally.ingest.catalog_schema import SCHEMA

if TYPE_CHECKING:
    from tally.tools.deps import Deps

_MAX_TERMS = 16  # a question has a handful of specific words; more is not a question


def mentioned_terms(deps: "Deps", terms: list[str]) -> set[str]:
    """The terms (lower-case word starts) that occur in some chunk visible to the caller's groups."""
    wanted = sorted({t.lower() for t in terms if t.strip()})[:_MAX_TERMS]
    if not wanted:
        return set()
    # A word boundary that also holds for Cyrillic and accented letters (RE2's \b is ASCII-only).
    patterns = [f"(?:^|[^\\pL\\pN]){re.escape(t)}" for t in wanted]
    # One scan: a cheap substring test per term, the word-boundary pattern only on rows that pass it.
    checks = ", ".join(
        f"bool_or(contains(txt, ${2 * i + 2}) AND regexp_matches(txt, ${2 * i + 3}))" for i in range(len(wanted)))
    params: list[object] = [list(deps.groups)]
    for term, pattern in zip(wanted, patterns, strict=True):
        params += [term, pattern]
    row = deps.catalog.connection().execute(
        f"""SELECT {checks} FROM (SELECT lower(text || ' ' || array_to_string(breadcrumbs, ' ')) AS txt
                                  FROM {SCHEMA}.chunks WHERE list_has_any(groups, $1::VARCHAR[]))""",
        params,
    ).fetchone()
    return {term for term, hit in zip(wanted, row or (), strict=False) if hit}
