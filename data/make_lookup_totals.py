"""Write data/golden/company{3,5,6}-dev-lookuptotals.jsonl: 3 fresh dev questions asking what one document
comes to ("what does invoice X come to", "all told"): its total. Written by the coordinator on 2026-12-02 at
09:27 UTC, before the change they check was made or run (the kind seen in company7-dev r20 and r40).
Expected values come from the corpora's data modules. Run: `python data/make_lookup_totals.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company3_data as facilities  # noqa: E402
import company5_data as couriers  # noqa: E402
import company6_data as school  # noqa: E402
from golden_lines import money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 09:27 UTC by the coordinator before the lookup-total change was made or run"
GOLDEN = Path(__file__).resolve().parent / "golden"


def main() -> None:
    qfi = {i["number"]: i for i in facilities.invoices()}
    inv = {i["number"]: i for i in couriers.invoices()}
    fs = {s["number"]: s for s in school.statements()}
    write_set(GOLDEN / "company3-dev-lookuptotals.jsonl", FROZEN, [
        q("l01", "What does invoice QFI-2292 come to?", "exact_id", money(qfi["QFI-2292"]["total"]),
          {"doc": "invoices/QFI-2292.pdf"}, "the invoice total"),
    ], 1, "l")
    write_set(GOLDEN / "company5-dev-lookuptotals.jsonl", FROZEN, [
        q("l01", "What did invoice INV-25-1044 come to all told?", "exact_id", money(inv["INV-25-1044"]["total"]),
          {"doc": "invoices/INV-25-1044.pdf"}, "the invoice total"),
    ], 1, "l")
    write_set(GOLDEN / "company6-dev-lookuptotals.jsonl", FROZEN, [
        q("l01", "What does fee statement FS-2507 come to for the period?", "exact_id",
          money(fs["FS-2507"]["total"]), {"doc": "statements/FS-2507.pdf"}, "Total for period"),
    ], 1, "l")


if __name__ == "__main__":
    main()
