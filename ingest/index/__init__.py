"""Vector index: named dense + sparse (BM25) vectors with fusion inside Qdrant."""
