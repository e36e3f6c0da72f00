"""Write data/golden/company{4,5,6}-dev-docfields.jsonl: 9 fresh dev questions asking a field of an invoice,
statement or purchase order in the words of its role rather than its label ("which customer is it for" for
Bill to, "by what date must it be paid" for Due Date, "how much is still owed" for the amount due, "which
supplier" for the addressee of a purchase order), three in Russian or Ukrainian. Written by the coordinator on
2026-12-02 at 07:58 UTC, before the change they check was made or run; no test question was read for them.
Expected values come from the corpora's data modules. Run: `python data/make_document_fields.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company4_data as vets  # noqa: E402
import company5_data as couriers  # noqa: E402
import company6_data as school  # noqa: E402
from golden_lines import dates, money, q, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 07:58 UTC by the coordinator before the document-field-role change was made or run"
GOLDEN = Path(__file__).resolve().parent / "golden"


def main() -> None:
    po = vets.purchase_order("VPO-1423")
    inv = {i["number"]: i for i in couriers.invoices()}
    st = {s["number"]: s for s in school.statements()}
    write_set(GOLDEN / "company4-dev-docfields.jsonl", FROZEN, [
        q("f01", "Which supplier was purchase order VPO-1423 placed with?", "exact_id",
          {"keywords": [po["supplier"]]}, {"doc": "purchasing/VPO-1423.pdf"}, "the supplier the order is addressed to"),
        q("f02", "By what date does VPO-1423 have to be delivered?", "exact_id", {"keywords": [dates(po["required"])]},
          {"doc": "purchasing/VPO-1423.pdf"}, "the date the order is required by"),
        q("f03", "Какому поставщику отправлен заказ VPO-1423?", "exact_id", {"keywords": [po["supplier"]]},
          {"doc": "purchasing/VPO-1423.pdf"}, "Russian: the supplier of the order"),
    ], 3, "f")
    write_set(GOLDEN / "company5-dev-docfields.jsonl", FROZEN, [
        q("f01", "Which customer is invoice INV-25-1046 for?", "exact_id",
          {"keywords": [inv["INV-25-1046"]["account"].name]}, {"doc": "invoices/INV-25-1046.pdf"}, "Bill to"),
        q("f02", "How much does the customer still owe on invoice INV-25-1043?", "exact_id",
          money(inv["INV-25-1043"]["due_amount"]), {"doc": "invoices/INV-25-1043.pdf"}, "the amount due"),
        q("f03", "Какому клиенту выставлен счёт INV-25-1044?", "exact_id",
          {"keywords": [inv["INV-25-1044"]["account"].name]}, {"doc": "invoices/INV-25-1044.pdf"}, "Russian: Bill to"),
    ], 3, "f")
    write_set(GOLDEN / "company6-dev-docfields.jsonl", FROZEN, [
        q("f01", "Which client is fee statement FS-2504 for?", "exact_id", {"keywords": [st["FS-2504"]["name"]]},
          {"doc": "statements/FS-2504.pdf"}, "the organisation billed"),
        q("f02", "By what date should statement FS-2504 be paid?", "exact_id", {"keywords": [dates(st["FS-2504"]["due"])]},
          {"doc": "statements/FS-2504.pdf"}, "the due date"),
        q("f03", "До якої дати треба оплатити рахунок FS-2504?", "exact_id", {"keywords": [dates(st["FS-2504"]["due"])]},
          {"doc": "statements/FS-2504.pdf"}, "Ukrainian: the due date"),
    ], 3, "f")


if __name__ == "__main__":
    main()
