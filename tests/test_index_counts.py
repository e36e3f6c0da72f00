"""The two reads reconcile relies on, on both index implementations: points per document and every
point's document (tests/test_index_contract.py builds the corpus)."""

import pytest

from test_index_contract import CORPUS, META, open_impl, pid, point


@pytest.mark.parametrize("kind", ["edge", "remote"])
def test_count_for_doc_and_point_docs(kind, tmp_path):
    index = open_impl(kind, tmp_path)
    try:
        assert index.count_for_doc("orders") == 0 and index.point_docs() == {}
        index.ensure(META)
        index.upsert([point(*row) for row in CORPUS])
        assert index.count_for_doc("orders") == 3 and index.count_for_doc("payroll") == 2
        assert index.count_for_doc("no-such-doc") == 0
        docs = index.point_docs()
        assert docs == {pid(doc, position): doc for doc, position, *_ in CORPUS}
        index.delete([pid("orders", 0)])
        assert index.count_for_doc("orders") == 2 and pid("orders", 0) not in index.point_docs()
    finally:
        index.close()
