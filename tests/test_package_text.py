"""One home for word lists: month names, number words and English function-word lists live in
ingest/text.py (the lowest layer); other modules import them instead of keeping a copy."""

import ast
from pathlib import Path

from tally.ingest.text import AGGREGATE_CUE_WORDS, FUNCTION_WORDS, MONTHS, is_year, parse_number_word

ROOT = Path(__file__).resolve().parents[1]
HOME = "ingest/text.py"
# Lists kept on purpose, with why.
OWN_LISTS = {
    "ingest/sparse.py": "BM25 index tokens in English and Russian: changing it changes stored vectors (--reindex)",
    "tools/rerank.py": "a deliberately short list: its overlap score is IDF-weighted over the candidates",
    "tools/context.py": "a deliberately short list for passage trimming",
}


def _string_constants():
    for folder in ("agent", "tools", "ingest"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    yield relative, node.lineno, node.value


def test_month_and_number_word_tables_live_in_ingest_text():
    copies = sorted({f"{path}:{line}" for path, line, value in _string_constants()
                     if path != HOME and value.strip().lower() in ("september", "sept", "seventeen")})
    assert not copies, f"month or number-word tables outside {HOME}: {copies}"


def test_function_word_lists_live_in_ingest_text():
    vocabulary = FUNCTION_WORDS | AGGREGATE_CUE_WORDS
    copies = []
    for path, line, value in _string_constants():
        words = set(value.lower().split())
        if path == HOME or path in OWN_LISTS or len(words) < 20:
            continue
        if len(words & vocabulary) >= 0.8 * len(words):
            copies.append(f"{path}:{line}")
    assert not copies, f"a function-word list outside {HOME} (import FUNCTION_WORDS instead): {copies}"


def test_shared_parsers():
    assert MONTHS["sept"] == MONTHS["september"] == 9 and MONTHS["may"] == 5
    assert parse_number_word("twelve") == 12.0 and parse_number_word("1,250") == 1250.0
    assert parse_number_word("12a") is None and parse_number_word("") is None
    assert is_year("1998") and is_year("2026") and not is_year("2150") and not is_year("19980")
