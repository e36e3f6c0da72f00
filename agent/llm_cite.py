"""Citations for a model's draft that cites nothing: Tally adds them, then verification checks them.

Small models often state the right figure and forget the `[n]`. The item a statement rests on is known
from the run: the SQL result for an aggregate, the record rows for a lookup, and for a passage answer
the context item whose words the sentence shares most. A draft that already cites is left alone, and
an added citation goes through the same verification as a written one (it is not a free pass: the
numbers in the draft must still be in a tool result).
"""

import re

from tally.agent.engine import RunState

_CITED = re.compile(r"\[\d+\]")
_ITEM = re.compile(r"^\[(\d+)\]", re.MULTILINE)
_WORD = re.compile(r"[a-z0-9]{3,}")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def add_citations(draft: str, state: RunState) -> str:
    if not draft.strip() or _CITED.search(draft):
        return draft
    if state.intent in ("aggregate", "lookup"):
        tool = "run_sql" if state.intent == "aggregate" else "lookup_key"
        numbers = next((m.numbers for m in reversed(state.history) if m.call.name == tool and m.ok and m.numbers), [])
        return _append(draft, numbers[:3]) if numbers else draft
    items = _items(state.context_text)
    if not items:
        return draft
    sentences = [s for s in _SENTENCE_END.split(draft.strip()) if s]
    cited = []
    for sentence in sentences:
        words = set(_WORD.findall(sentence.lower()))
        best = max(items, key=lambda item: len(words & item[1]))
        cited.append(_append(sentence, [best[0]]) if words & best[1] else sentence)
    return " ".join(cited)


def _append(text: str, numbers: list[int]) -> str:
    marks = "".join(f"[{n}]" for n in numbers)
    stripped = text.rstrip()
    if stripped and stripped[-1] in ".!?":
        return f"{stripped[:-1]} {marks}{stripped[-1]}"
    return f"{stripped} {marks}"


def _items(context_text: str) -> list[tuple[int, set[str]]]:
    starts = list(_ITEM.finditer(context_text))
    items = []
    for i, match in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(context_text)
        items.append((int(match.group(1)), set(_WORD.findall(context_text[match.end():end].lower()))))
    return items


_ROWS_STATED = 10


def sql_result_sentence(items: list) -> str:  # noqa: ANN001 (agent/context.py ContextItem)
    """The last SQL result stated as it came back, cited: the fallback of an aggregate whose drafts failed
    verification (no passage holds a computed figure)."""
    item = next((i for i in reversed(items) if getattr(i, "kind", "") == "sql"), None)
    if item is None:
        return ""
    lines = [line for line in item.text.splitlines() if line and not line.startswith("…")]
    if len(lines) < 2:
        return ""
    header, rows = lines[0], lines[1:]
    if len(rows) == 1 and " | " not in header:
        return f"The query returned {header} = {rows[0]} [{item.n}]."
    shown = "; ".join(rows[:_ROWS_STATED]) + ("; …" if len(rows) > _ROWS_STATED else "")
    return f"The query returned ({header}): {shown} [{item.n}]."
