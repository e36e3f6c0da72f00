"""Facts about data/sample read straight from the files with openpyxl, independently of Tally."""

from pathlib import Path

import openpyxl


def _records(path: Path, sheet: str, header_cell: str) -> list[dict[str, object]]:
    """Rows of `sheet` as dicts, taking the first row whose first cell is `header_cell` as the header."""
    workbook = openpyxl.load_workbook(path, read_only=True, data_only=True)
    try:
        rows = list(workbook[sheet].iter_rows(values_only=True))
    finally:
        workbook.close()
    start = next(i for i, row in enumerate(rows) if row and row[0] == header_cell)
    header = [str(h) for h in rows[start]]
    return [dict(zip(header, row, strict=False)) for row in rows[start + 1 :] if row and row[0] is not None]


def order_customer_and_manager(sample_dir: Path, order_id: str) -> tuple[str, str]:
    """The customer of an order (orders.xlsx) and that customer's account manager (customers.xlsx)."""
    order = next(r for r in _records(sample_dir / "orders.xlsx", "Orders", "Order ID") if r["Order ID"] == order_id)
    customer = str(order["Customer"])
    row = next(r for r in _records(sample_dir / "customers.xlsx", "Customers", "Customer") if r["Customer"] == customer)
    return customer, str(row["Account Manager"])


def customer_names(sample_dir: Path) -> list[str]:
    return [str(r["Customer"]) for r in _records(sample_dir / "customers.xlsx", "Customers", "Customer")]


def order_rows(sample_dir: Path) -> list[dict[str, object]]:
    """The Orders sheet of orders.xlsx, one dict per order ("Order Date" is a datetime)."""
    return _records(sample_dir / "orders.xlsx", "Orders", "Order ID")
