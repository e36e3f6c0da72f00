"""Relations between tables: a text column whose values all occur in another table's unique column.

`orders.customer` -> `customers.customer` when (nearly) every customer named in the orders sheet is a
row of the customers sheet: the orders can then be filtered by a customer's attribute (segment,
account manager) through that column. Found at ingest from the distinct cells stored per text column
(`tally.column_values`), with one SQL statement per ingested document, in both directions against every
table already in the catalog; kept in `tally.relations` and shown by describe_table.
"""

from typing import Any

import duckdb
from pydantic import BaseModel

from tally.ingest.catalog_schema import SCHEMA

MIN_CONTAINMENT = 0.9  # share of the referencing column's distinct values found in the referenced one
MIN_SHARED = 3  # distinct values in common: two tables of yes/no or three colours are not related


class Relation(BaseModel):
    table: str  # the referencing table (e.g. orders_orders)
    column: str  # its column (customer)
    other_table: str  # the referenced table (customers_customers), whose `other_column` is unique
    other_column: str
    containment: float  # share of `column`'s distinct values found in `other_column`
    shared: int  # distinct values in common

    def describe(self) -> str:
        return (f"{self.column} -> {self.other_table}.{self.other_column} "
                f"({self.shared} values, {self.containment:.0%} found)")


def link_tables(con: Any, names: list[str]) -> None:
    """Record the relations of the just-created tables `names` with each other and every other table."""
    if not names:
        return
    con.execute(
        f"""
        INSERT INTO {SCHEMA}.relations
        WITH v AS (
            SELECT DISTINCT table_name, column_name, lower(trim(value)) AS v FROM {SCHEMA}.column_values
            WHERE trim(value) <> ''
        ),
        sizes AS (SELECT table_name, column_name, count(*) AS n FROM v GROUP BY ALL),
        unique_columns AS (
            SELECT s.table_name, s.column_name, s.n FROM sizes s JOIN {SCHEMA}.tables t ON t.name = s.table_name
            WHERE s.n = t.row_count
        ),
        fresh AS (SELECT * FROM v WHERE list_contains(?::VARCHAR[], table_name)),
        pairs AS (
            SELECT a.table_name AS ft, a.column_name AS fc, b.table_name AS tt, b.column_name AS tc,
                   count(*) AS shared
            FROM fresh a JOIN v b ON a.v = b.v AND a.table_name <> b.table_name GROUP BY ALL
            UNION ALL
            SELECT a.table_name, a.column_name, b.table_name, b.column_name, count(*)
            FROM v a JOIN fresh b ON a.v = b.v AND a.table_name <> b.table_name
            WHERE NOT list_contains(?::VARCHAR[], a.table_name) GROUP BY ALL
        )
        SELECT p.ft, p.fc, p.tt, p.tc, p.shared / s.n, p.shared
        FROM pairs p JOIN sizes s ON s.table_name = p.ft AND s.column_name = p.fc
        JOIN unique_columns u ON u.table_name = p.tt AND u.column_name = p.tc
        WHERE p.shared >= ? AND p.shared / s.n >= ?
        """,
        [names, names, MIN_SHARED, MIN_CONTAINMENT],
    )


def unlink_tables(con: Any, names: list[str]) -> None:
    if names:
        con.execute(
            f"DELETE FROM {SCHEMA}.relations WHERE list_contains(?::VARCHAR[], table_name)"
            f" OR list_contains(?::VARCHAR[], other_table)",
            [names, names],
        )


def relations_of(con: Any, table: str | None = None) -> list[Relation]:
    """Relations where `table` is either side (None: all); empty for a store written before relations."""
    sql = f"SELECT * FROM {SCHEMA}.relations"
    params: list[Any] = []
    if table is not None:
        sql += " WHERE table_name = ? OR other_table = ?"
        params = [table, table]
    try:
        rows = con.execute(sql + " ORDER BY table_name, column_name, other_table", params).fetchall()
    except duckdb.CatalogException:
        return []  # a store written before relations were recorded
    return [Relation(table=t, column=c, other_table=ot, other_column=oc, containment=k, shared=n)
            for t, c, ot, oc, k, n in rows]
