"""Write data/golden/company7-dev-slashids.jsonl: 4 fresh dev questions looking up an invoice by a number
written with a slash ("25/0874"), as many European firms number them, one in Russian. Written by the
coordinator on 2026-12-02 at 08:16 UTC, before the change they check was made or run (the kind was seen
among company7-test's failures; these use the other invoices and other fields). Expected values come from
company7_data.py. Run: `python data/make_slash_ids.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company7_data as hire  # noqa: E402
from golden_lines import dates, money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 08:16 UTC by the coordinator before the slash-number change was made or run"
GOLDEN = Path(__file__).resolve().parent / "golden"


def main() -> None:
    inv = {i["number"]: i for i in hire.invoices()}
    doc = {"25/0874": {"doc": "invoices/invoice_25-0874.pdf"}, "25/0879": {"doc": "invoices/invoice_25-0879.pdf"}}
    write_set(GOLDEN / "company7-dev-slashids.jsonl", FROZEN, [
        q("i01", "When is invoice 25/0874 due to be paid?", "exact_id", {"keywords": [dates(inv["25/0874"]["due"])]},
          doc["25/0874"], "the due date of an invoice numbered with a slash"),
        q("i02", "How much VAT is on invoice 25/0879?", "exact_id", money(inv["25/0879"]["vat"]), doc["25/0879"],
          "the VAT line"),
        q("i03", "What site was the kit on invoice 25/0879 delivered to?", "exact_id",
          {"keywords": [inv["25/0879"]["site"].split(",")[0]]}, doc["25/0879"], "the delivery site block"),
        q("i04", "Когда нужно оплатить счёт 25/0874?", "exact_id", {"keywords": [dates(inv["25/0874"]["due"])]},
          doc["25/0874"], "Russian: the due date"),
    ], 4, "i")


if __name__ == "__main__":
    main()
