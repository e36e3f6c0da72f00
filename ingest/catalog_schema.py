"""DDL of the catalog (schema `tally`). Data tables live in schema `main`, one per sheet or PDF table.

No PRIMARY KEY constraints: a document is replaced by delete + insert inside one transaction, and the
pipeline is the only writer, so uniqueness is kept by code. Two plain (non-unique) ART indexes serve
the reads every search makes.
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
-- Distinct cells of each text column (capped), for choosing tables and linking values without a scan.
CREATE TABLE IF NOT EXISTS {SCHEMA}.column_values (table_name VARCHAR, column_name VARCHAR, value VARCHAR);
-- table.column whose distinct values (nearly) all occur in other_table's unique other_column (relations.py).
CREATE TABLE IF NOT EXISTS {SCHEMA}.relations (
    table_name VARCHAR, column_name VARCHAR, other_table VARCHAR, other_column VARCHAR, containment DOUBLE,
    shared BIGINT
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.keys (
    name VARCHAR, value VARCHAR, norm VARCHAR, chunk_id VARCHAR, doc_id VARCHAR, groups VARCHAR[],
    table_name VARCHAR, "row" BIGINT
);
CREATE TABLE IF NOT EXISTS {SCHEMA}.failures (path VARCHAR, error VARCHAR, "at" TIMESTAMP);
-- A failed file's groups (NULL when they could not be read: shown to operators only). Added after the
-- first release, so catalogs written before it gain the column when next opened for writing.
ALTER TABLE {SCHEMA}.failures ADD COLUMN IF NOT EXISTS groups VARCHAR[];
-- The title line a sheet prints above its table's header; added later, like failures.groups.
ALTER TABLE {SCHEMA}.tables ADD COLUMN IF NOT EXISTS caption VARCHAR;
-- What a note line says a column holds ("Ullage = pints claimed"); added later, like tables.caption.
ALTER TABLE {SCHEMA}.columns ADD COLUMN IF NOT EXISTS gloss VARCHAR;
-- What a blank cell of the column means ("Completed blank = job still open"); added later, like gloss.
ALTER TABLE {SCHEMA}.columns ADD COLUMN IF NOT EXISTS blank VARCHAR;
-- ART indexes for the reads every search makes: chunks by id and keys by value. Measured
-- (tests/benchmarks/bench_search.py): 30 chunks by id at 100k chunks 2 ms instead of a 15-25 ms scan.
CREATE INDEX IF NOT EXISTS chunks_id ON {SCHEMA}.chunks (id);
CREATE INDEX IF NOT EXISTS keys_norm ON {SCHEMA}.keys (norm);
"""

# Per-document rows, in the order they are deleted (children before the document itself).
DOC_TABLES = ("keys", "chunks", "tables", "documents")
