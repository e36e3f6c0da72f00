"""Dense embedders. `make_embedder(settings)` picks one; all satisfy `Embedder`."""
