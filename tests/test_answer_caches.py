"""What an answering session reads once instead of per question: the question's embedding (router,
table choice and search share it), the catalog stamp of a read-only catalog, the relations and the
document list per catalog state. Real stores, real USE embedder."""

import numpy as np

from tally.agent.ask import AskSession
from tally.agent.query_vectors import QueryVectors
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.relations import relations_of
from tally.ingest.settings import Settings
from tally.tools.table_index import catalog_stamp
from tally.tools.table_records import document_records, table_relations


class _Counting:
    """Counts the texts the real embedder is asked to embed as queries."""

    def __init__(self, embedder) -> None:  # noqa: ANN001
        self.inner, self.queries = embedder, []

    def embed_query(self, text: str) -> np.ndarray:
        self.queries.append(text)
        return self.inner.embed_query(text)

    def __getattr__(self, name: str):  # noqa: ANN204
        return getattr(self.inner, name)


def test_an_aggregate_question_is_embedded_once(sample_store):
    with AskSession(sample_store) as session:
        counting = _Counting(session.deps.embedder.wrapped)
        session.deps.embedder._embedder = counting  # the session's router and deps share one QueryVectors
        answer = session.ask("How many orders were cancelled?")
        assert not answer.refused and answer.intent == "aggregate"
        assert counting.queries == ["How many orders were cancelled?"]
        session.ask("How many orders were cancelled?")  # asked again: the vector is still known
        assert len(counting.queries) == 1


def test_query_vectors_are_copies_and_bounded(sample_store):
    with AskSession(sample_store) as session:
        vectors = QueryVectors(session.deps.embedder.wrapped, kept=2)
        first = vectors.embed_query("net pay in March")
        first[:] = 0.0  # a caller that changes its vector changes nobody else's
        again = vectors.embed_query("net pay in March")
        assert abs(float(np.linalg.norm(again)) - 1.0) < 1e-5
        for text in ("a", "b", "c"):
            vectors.embed_query(text)
        assert len(vectors._vectors) == 2 and vectors.dim == session.deps.embedder.dim


def test_read_only_stamp_is_kept_and_a_writer_sees_each_change(tmp_path, sample_dir):
    settings = Settings(home=tmp_path / "store", embedder="hashing", qdrant_url=None)
    ingest_paths([sample_dir / "customers.xlsx"], settings)
    with Catalog.open(settings.catalog_path, read_only=True) as reader:
        stamp = catalog_stamp(reader)
        assert catalog_stamp(reader) is stamp  # read once: a read-only file cannot change while open
        documents = document_records(reader, ["public"], stamp)
        assert [d.title for d in documents] == [d.title for d in reader.documents(["public"])]
        assert document_records(reader, ["nobody"], stamp) == []
    ingest_paths([sample_dir / "orders.xlsx"], settings)
    with Catalog.open(settings.catalog_path, read_only=False) as writer:
        before = catalog_stamp(writer)
        assert before != stamp
        relations = table_relations(writer, before)
        every = [r for rs in relations.values() for r in rs]
        assert all(r.table == name for name, rs in relations.items() for r in rs)
        assert sorted((r.table, r.column, r.other_table) for r in every) == sorted(
            (r.table, r.column, r.other_table) for r in relations_of(writer.connection()))
