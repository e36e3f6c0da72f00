"""Ingestion: converters, chunking, and the stores (catalog, tables, vector index) with their read APIs."""
