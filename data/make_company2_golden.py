"""Write data/golden/company2-test.jsonl: the TEST split over data/company2 (never tune on it).

The questions were written from the documents (as a user of Solvik's files would ask them) before any
engine work on issue 8; every expected number is computed here from company2_data.py, the records the
documents print, never from Tally's output. Run: `python data/make_company2_golden.py`.
"""

import json
import sys
from collections import Counter
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company2_data as data  # noqa: E402

OUT = Path(__file__).resolve().parent / "golden" / "company2-test.jsonl"
REGISTER = {"doc": "payroll/payroll_register_2025_09.pdf"}
ORDERS = {"doc": "sales/order_book_q3_2025.xlsx", "sheet": "Orders"}
CLIENTS = {"doc": "sales/client_master.xlsx", "sheet": "Clients"}
STOCK = {"doc": "warehouse/stock_position_2025-09-30.pdf"}


def dates(day: date) -> str:
    """The ways an answer may write a date, as keyword alternatives."""
    return "|".join([day.strftime("%d.%m.%Y"), day.isoformat(), f"{day.day} {day:%B %Y}", f"{day:%B} {day.day}, {day.year}"])


def docs(page: str, section: str | None = None) -> dict:
    return {"doc": f"kolibri-help/{page}", **({"section": section} if section else {})}


def q(id: str, question: str, kind: str, expected: dict, source: object, note: str) -> dict:
    return {"id": id, "question": question, "kind": kind, "expected": expected, "expected_source": source,
            "must_refuse": False, "note": note}


def refuse(id: str, question: str, note: str) -> dict:
    return {"id": id, "question": question, "kind": "refuse", "expected": {}, "expected_source": None,
            "must_refuse": True, "note": note}


def table_questions() -> list[dict]:
    sept = data.payroll(9)
    orders = data.orders()
    stock = data.items()
    top = max(sept, key=lambda s: s.net)
    by_client = Counter(o["Client Code"] for o in orders).most_common(2)
    assert by_client[0][1] > by_client[1][1], "the busiest client must be unique"
    busiest = data.client(by_client[0][0])
    pt168_aug = sum(o["Qty"] for o in orders if o["Item Code"] == "PT-168" and o["Order Date"].month == 8)
    return [
        q("c01", "How many people are on the September 2025 payroll register?", "table_count",
          {"number": len(sept)}, REGISTER, "rows on page 1 (22) and page 2 after the (continued) caption"),
        q("c02", "How many employees in the Technical Support team were paid in September 2025?", "table_count",
          {"number": sum(s.team == "Technical Support" for s in sept)}, REGISTER, "Team = Technical Support, both pages"),
        q("c03", "How many orders in the Q3 order book came in through the web shop?", "table_count",
          {"number": sum(o["Channel"] == "Web shop" for o in orders)}, ORDERS, "Channel = Web shop"),
        q("c04", "How many order lines ended up with the status Returned?", "table_count",
          {"number": sum(o["Status"] == "Returned" for o in orders)}, ORDERS, "Status = Returned"),
        q("c05", "How many SKUs are listed in the stock position report?", "table_count",
          {"number": len(stock)}, STOCK, "one table per page on 5 pages, same header"),
        q("c06", "How many SKUs have an on-hand quantity at or below their reorder point?", "table_count",
          {"number": sum(i.on_hand <= i.reorder_point for i in stock)}, STOCK, "On Hand <= Reorder Pt, all pages"),
        q("c07", "What was the total net pay for September 2025?", "table_sum",
          {"number": round(sum(s.net for s in sept), 2), "tolerance": 0.5}, REGISTER,
          "sum of Net Paid over both pages; the register's Totals row must not be added again"),
        q("c08", "How much overtime was paid altogether in September 2025?", "table_sum",
          {"number": sum(s.overtime for s in sept), "tolerance": 0.5}, REGISTER, "sum of Overtime"),
        q("c09", "What is the average base salary on the September 2025 register?", "table_sum",
          {"number": round(sum(s.base for s in sept) / len(sept), 2), "tolerance": 0.5}, REGISTER,
          "mean of Base Salary over the staff rows"),
        q("c10", "What is the total net value of all delivered orders?", "table_sum",
          {"number": round(sum(o["Net Value (NOK)"] for o in orders if o["Status"] == "Delivered"), 2),
           "tolerance": 0.5}, ORDERS, "Status = Delivered, sum of Net Value (NOK)"),
        q("c11", "How many units of item PT-168 were ordered in August 2025?", "table_sum",
          {"number": pt168_aug}, ORDERS, "an item code inside an aggregate: a filter, not a lookup"),
        q("c12", "What is the total quantity on hand across every SKU in the stock report?", "table_sum",
          {"number": sum(i.on_hand for i in stock)}, STOCK, "sum of On Hand over the 5 pages"),
        q("c13", "Who had the highest net pay in September 2025?", "table_argmax",
          {"keywords": [top.name]}, REGISTER, f"{top.staff_no}, net {top.net:,.2f}"),
        q("c14", "Which client placed the most orders in the third quarter?", "table_argmax",
          {"keywords": [f"{busiest[0]}|{busiest[1]}"]}, [ORDERS, CLIENTS],
          f"{by_client[0][1]} orders; the next has {by_client[1][1]}"),
        q("c15", "How many orders came from hospital clients?", "cross_table",
          {"number": sum(data.client(o["Client Code"])[4] == "Hospital" for o in orders)}, [ORDERS, CLIENTS],
          "Sector lives in client_master.xlsx; join on Client Code"),
        q("c16", "What is the total net value of orders placed by clients in Finland?", "cross_table",
          {"number": round(sum(o["Net Value (NOK)"] for o in orders if data.client(o["Client Code"])[3] == "Finland"), 2),
           "tolerance": 0.5}, [ORDERS, CLIENTS], "Country lives in client_master.xlsx; all statuses"),
    ]


def record_questions() -> list[dict]:
    invoices = {inv["number"]: inv for inv in data.invoices()}
    orders = {o["Order No."]: o for o in data.orders()}
    staff = {s.staff_no: s for s in data.payroll(9)}
    stock = {i.sku: i for i in data.items()}
    inv = lambda n: {"doc": f"invoices/{n}.pdf"}  # noqa: E731
    o1030, o1053 = orders["ORD-25-1030"], orders["ORD-25-1053"]
    return [
        q("c17", "What is the amount due on invoice SIN-25-0313?", "exact_id",
          {"number": invoices["SIN-25-0313"]["amount_due"]}, inv("SIN-25-0313"),
          f"total {invoices['SIN-25-0313']['total']:,.2f} less 5,000.00 paid on account"),
        q("c18", "Who is invoice SIN-25-0312 addressed to?", "exact_id",
          {"keywords": [invoices["SIN-25-0312"]["client"][1]]}, inv("SIN-25-0312"), "the 'Invoiced to' block"),
        q("c19", "When is payment due for invoice SIN-25-0314?", "exact_id",
          {"keywords": [dates(invoices["SIN-25-0314"]["due"])]}, inv("SIN-25-0314"), "Payment due field"),
        q("c20", "What is the invoice total of SIN-25-0311 including VAT?", "exact_id",
          {"number": invoices["SIN-25-0311"]["total"]}, inv("SIN-25-0311"), "Invoice total line"),
        q("c21", "What was ordered on ORD-25-1030 and how many units?", "key_lookup",
          {"number": o1030["Qty"], "keywords": [f"{o1030['Item Code']}|{o1030['Item Description']}"]},
          {**ORDERS, "contains": "ORD-25-1030"}, "two fields of one order"),
        q("c22", "Which client placed order ORD-25-1053, and on what date?", "key_lookup",
          {"keywords": [f"{o1053['Client Code']}|{data.client(o1053['Client Code'])[1]}", dates(o1053["Order Date"])]},
          {**ORDERS, "contains": "ORD-25-1053"}, "two fields of one order"),
        q("c23", "What was the net pay of S-0573 in September 2025?", "exact_id",
          {"number": staff["S-0573"].net}, {**REGISTER, "page": 2}, "a row on page 2 of the register"),
        q("c24", "In which bin is SKU FI-112 stored?", "key_lookup",
          {"keywords": [stock["FI-112"].bin]}, {**STOCK, "contains": "FI-112"}, "Bin column of the stock report"),
        q("c25", "Which sector is client CL-108 in?", "key_lookup",
          {"keywords": [data.client("CL-108")[4]]}, {**CLIENTS, "contains": "CL-108"}, "Sector column"),
    ]


def howto_questions() -> list[dict]:
    return [
        q("c26", "Where do I enter the lot number when I book in a delivery?", "screen",
          {"keywords": ["Lot number", "Goods In|New receipt"]}, docs("receiving-deliveries.md", "Booking in a delivery"),
          "step 4 of booking in"),
        q("c27", "How do I give a client a credit note for goods they sent back?", "screen",
          {"keywords": ["Raise credit note", "Reason code"]}, docs("credit-notes.md", "Raising a credit note"),
          "reason code RET = goods returned"),
        q("c28", "Where is the setting for how big a count difference can be posted without approval?", "screen",
          {"keywords": ["Auto-post tolerance"]}, docs("stock-counts.md", "Variance tolerance"), "company setting"),
        q("c29", "A new colleague starts on Monday - how do I get her into the system?", "screen",
          {"keywords": ["Invite user"]}, docs("users-and-roles.md", "Adding a user"),
          "user's own words: 'get her into the system' = add a user"),
        q("c30", "Why can't anyone pick from certain bins while we are counting?", "concept",
          {"keywords": ["frozen|freeze"]}, docs("stock-counts.md", "Why a count freezes its bins"), "bins are frozen"),
        q("c31", "Which lot does the pick list suggest first for items with use-by dates?", "concept",
          {"keywords": ["earliest use-by|first-expiry-first-out|FEFO"]},
          docs("lots-and-expiry.md", "How Kolibri chooses a lot when picking"), "FEFO"),
        q("c32", "What happens when a credit note is for more than the client still owes on the invoice?", "concept",
          {"keywords": ["unallocated credit"]}, docs("credit-notes.md", "Credit notes and the invoice balance"),
          "surplus stays on account"),
        q("c33", "How many days does a client have to send back unopened goods free of charge?", "policy",
          {"number": 14}, docs("returns-policy.md"), "a how-to answer behind 'how many'"),
        q("c34", "How much is the restocking fee if a client returns goods after three weeks?", "policy",
          {"number": 15, "keywords": ["restocking"]}, docs("returns-policy.md"), "15-60 days: 15 %"),
        q("c35", "Сколько сотрудников получили зарплату в сентябре 2025 года?", "table_count",
          {"number": len(data.payroll(9))}, REGISTER, "Russian: how many employees were paid in September 2025"),
        q("c36", "Какую сумму на руки получил сотрудник S-0549 в сентябре 2025?", "exact_id",
          {"number": next(s.net for s in data.payroll(9) if s.staff_no == "S-0549")}, REGISTER,
          "Russian: net pay of S-0549 (page 1)"),
        q("c37", "Як оформити кредит-ноту для клієнта в Kolibri?", "screen",
          {"keywords": ["Raise credit note"]}, docs("credit-notes.md", "Raising a credit note"),
          "Ukrainian: how to issue a credit note"),
    ]


def refusals() -> list[dict]:
    return [
        refuse("c38", "What is the amount due on invoice SIN-25-0399?", "no such invoice (0311-0314 exist)"),
        refuse("c39", "What was the net pay of staff member S-0999 in September 2025?", "no such staff number"),
        refuse("c40", "How many staff were on the payroll in July 2025?", "only September (public) and October "
               "(hr only) registers exist"),
        refuse("c41", "What was the total net pay in the October 2025 payroll?", "the October register is "
               "restricted to group hr; the eval asks as the default (public) caller, who must not get "
               "September figures instead"),
        refuse("c42", "What is Solvik's parental leave policy?", "topic not in the corpus"),
        refuse("c43", "How do I set up automatic bank reconciliation in Kolibri?", "near-domain how-to the "
               "Kolibri pages do not cover"),
        refuse("c44", "How do I print shipping labels for an order in Kolibri?", "near-domain how-to not covered"),
        refuse("c45", "What was the total net value of orders in the fourth quarter of 2025?", "the order book "
               "covers Q3 (July-September) only"),
    ]


def restricted_questions() -> list[dict]:
    """Asked by a caller in group hr, who can see the October register (hr/.tally-groups)."""
    october = data.payroll(10)
    ask = q("c46", "What was the total net pay in the October 2025 payroll?", "table_sum",
            {"number": round(sum(s.net for s in october), 2), "tolerance": 0.5},
            {"doc": "hr/payroll_register_2025_10.pdf"}, "same question as c41, asked by an hr caller: answerable")
    return [{**ask, "groups": ["public", "hr"]}]


def main() -> None:
    questions = table_questions() + record_questions() + howto_questions() + refusals() + restricted_questions()
    lines = [json.dumps(question, ensure_ascii=False) for question in questions]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(lines)} questions")


if __name__ == "__main__":
    main()
