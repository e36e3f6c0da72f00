"""DDL of the catalog (schema `tally`). Data tables live in schema `main`, one per sheet or PDF table.

No PRIMARY KEY constraints: a document is replaced by delete + insert inside one transaction, and the
pipeline is the only writer, so uniqueness is kept by code and bulk loads stay index-free and fast.
List-valued fields are VARCHAR[]; nested records (location, keys) are JSON.
"""

SCHEMA = "tally"

DDL = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
CREATE TABLE IF NOT EXISTS {SCHEMA}.documents (
    id VARCHAR, path VARCHAR, sha256 VARCHAR, type VARCHAR, title VARCHAR, pages INTEGER,
    chunk_count INTEGER, status VARCHAR, error VARCHAR, indexed_at TIMESTAMP, groups VARCHAR[]
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.chunks (
    id VARCHAR, doc_id VARCHAR, position INTEGER, kind VARCHAR, text VARCHAR, breadcrumbs VARCHAR[],
    location JSON, keys JSON, sibling_ids VARCHAR[], part INTEGER[], prev_id VARCHAR, next_id VARCHAR,
    content_hash VARCHAR, groups VARCHAR[]
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.tables (
    name VARCHAR, doc_id VARCHAR, sheet VARCHAR, page_start INTEGER, page_end INTEGER, row_count BIGINT,
    key_columns VARCHAR[], groups VARCHAR[]
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.columns (
    table_name VARCHAR, position INTEGER, name VARCHAR, header VARCHAR, type VARCHAR, samples VARCHAR[]
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.keys (
    name VARCHAR, value VARCHAR, norm VARCHAR, chunk_id VARCHAR, doc_id VARCHAR, groups VARCHAR[],
    table_name VARCHAR, "row" BIGINT
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.failures (path VARCHAR, error VARCHAR, "at" TIMESTAMP);
"""

# Per-document rows, in the order they are deleted (children before the document itself).
DOC_TABLES = ("keys", "chunks", "tables", "documents")
