"""A small store of data tables for the SQL tests: real .xlsx files ingested by the real pipeline.

Workbooks: orders and customers (group "public"), salaries (group "hr" only), and numbers (for the
timeout test). Rows are generated here, so tests compute expected answers from the same Python rows
instead of hard-coding them. The "hashing" embedder keeps ingest fast; SQL does not use vectors.
"""

from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

from openpyxl import Workbook

from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

ORDER_HEADERS = ["Order ID", "Customer", "Order Date", "Amount (USD)", "Status"]
CUSTOMER_HEADERS = ["Customer", "Account Manager", "Region"]
SALARY_HEADERS = ["Employee ID", "Name", "Net Pay"]
CUSTOMERS = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay"]
MANAGERS = ["Ann Lee", "Bo Chan", "Cy Diaz"]
STATUSES = ["paid", "open", "cancelled"]


@dataclass
class SqlStore:
    settings: Settings
    orders: list[list]  # rows as written in the workbook, headers ORDER_HEADERS
    customers: list[list]
    salaries: list[list]
    numbers: int  # rows of the numbers table (0..numbers-1)
    paths: dict[str, str]  # workbook stem -> absolute path


def order_rows(n: int = 60) -> list[list]:
    start = date(2026, 1, 1)
    return [
        [
            f"SO-{10100 + i}",
            CUSTOMERS[(i * 7) % len(CUSTOMERS)],
            start + timedelta(days=(i * 5) % 90),
            round(100 + (i * 37) % 900 + (i % 4) * 0.25, 2),
            STATUSES[i % len(STATUSES)],
        ]
        for i in range(n)
    ]


def _write_workbook(path: Path, sheet: str, headers: list[str], rows: list[list]) -> str:
    book = Workbook()
    ws = book.active
    ws.title = sheet
    ws.append(headers)
    for row in rows:
        ws.append(row)
    path.parent.mkdir(parents=True, exist_ok=True)
    book.save(path)
    return str(path.resolve())


def build_sql_store(home: Path, numbers: int = 400) -> SqlStore:
    settings = Settings(home=home / "store", embedder="hashing", qdrant_url=None)
    orders = order_rows()
    customers = [[c, MANAGERS[i % len(MANAGERS)], "EU" if i % 2 else "US"] for i, c in enumerate(CUSTOMERS)]
    salaries = [[f"E-{100 + i}", f"Person {i}", 1000.0 + i * 10] for i in range(12)]
    public, hr = home / "public", home / "hr"
    paths = {
        "orders": _write_workbook(public / "orders.xlsx", "Orders", ORDER_HEADERS, orders),
        "customers": _write_workbook(public / "customers.xlsx", "Customers", CUSTOMER_HEADERS, customers),
        "numbers": _write_workbook(public / "numbers.xlsx", "Numbers", ["N", "Label"],
                                   [[i, f"n{i}"] for i in range(numbers)]),
        "salaries": _write_workbook(hr / "salaries.xlsx", "Register", SALARY_HEADERS, salaries),
    }
    for folder, groups in ((public, ["public"]), (hr, ["hr"])):
        report = ingest_paths([folder], settings, groups=groups)
        if report.failed or not report.ok:
            raise AssertionError("test workbooks did not ingest: " + "; ".join(f.error for f in report.failed))
    return SqlStore(
        settings=settings, orders=orders, customers=customers, salaries=salaries, numbers=numbers, paths=paths
    )
