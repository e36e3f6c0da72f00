"""'How many Italians ...': a demonym in the question filters rows naming the country or its code.

The lexicon (demonyms.tsv beside this file) says where its entries come from; a demonym matches cells
whose words contain one of the country's names ("Italy") or that carry its ISO alpha-3 code written in
capitals ("Rider (ITA)").
"""

import re
from functools import lru_cache
from pathlib import Path

from tally.agent.offline.schema import TableInfo
from tally.agent.offline.sql_match import Question, ValueMatch, words

_LEXICON = Path(__file__).with_name("demonyms.tsv")


@lru_cache(maxsize=1)
def demonyms() -> dict[str, tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]]:
    """demonym -> (country names as word tuples, alpha-3 codes)."""
    found = {}
    for line in _LEXICON.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        demonym, names, codes = line.split("\t")
        found[demonym] = (tuple(tuple(words(n)) for n in names.split("|")), tuple(codes.split("|")))
    return found


def demonym_matches(table: TableInfo, q: Question, used: set[int]) -> list[ValueMatch]:
    lexicon = demonyms()
    found: list[ValueMatch] = []
    for i, word in enumerate(q.words):
        key = word if word in lexicon else word[:-1] if word.endswith("s") and word[:-1] in lexicon else None
        if i in used or key is None:
            continue
        names, codes = lexicon[key]
        code = re.compile(r"\b(" + "|".join(map(re.escape, codes)) + r")\b")
        for column in table.columns:
            if not column.text or not column.distinct:
                continue
            raws = [raw for raw in column.distinct if code.search(raw) or _contains_name(tuple(words(raw)), names)]
            if raws and len(raws) < len(column.distinct):
                found.append(ValueMatch(column=column, values=raws, span=(i, i + 1), exact=False))
    return found


def _contains_name(cell: tuple[str, ...], names: tuple[tuple[str, ...], ...]) -> bool:
    return any(cell[i:i + len(name)] == name for name in names for i in range(len(cell) - len(name) + 1))
