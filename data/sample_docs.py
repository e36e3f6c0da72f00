"""Text of the sample user docs for the fictional business app "Ledgerly" (written for this project).

Screen pages: purchase-order.md, customer.md, settings.md, sales-invoice.md.
Concept pages: approval-workflow.md, stock-valuation.md (its "Costing methods compared" section is long
enough to need the token-safe split), credit-control.md, month-end-close.md.
settings.md opens with text before its first heading; month-end-close.md ends with a closing note.
"""

PURCHASE_ORDER = """
# Purchase Order

A Purchase Order (PO) records what you intend to buy from a supplier, at which price and under which
delivery terms. Submitted purchase orders feed the expected stock figures and the approval queue.

## Opening the form

Open the list with `Purchasing > Purchase Order` and click the **New** button, or go straight to
`Purchasing > Purchase Order > New`. The form opens with today's date and your default warehouse.

![Purchase Order form](images/po-form.png)

## Fields

| Field | Description |
| --- | --- |
| Supplier | The party you buy from. Only suppliers with status Active can be selected. |
| Order Date | The date the order is placed. Defaults to today. |
| Expected Delivery | The date you expect the goods. Used by the Stock Forecast report. |
| Incoterm | The delivery term agreed with the supplier: EXW, FCA, FOB, CIF, DAP or DDP. It decides who pays freight and insurance and is printed on the PO. |
| Currency | The supplier's invoicing currency. The exchange rate is fetched on save. |
| Warehouse | Where the goods will be received. |
| Payment Terms | Copied from the supplier, for example "30 days net". |
| Items | One row per item: Item, Quantity, Unit Price, Tax Template. The Amount column is calculated. |
| Notes to Supplier | Free text printed under the items table. |

### Incoterm defaults

If the supplier record has a default Incoterm it is filled in automatically; you can still change it
on each order before you submit.

## Buttons

- **Save Draft** keeps the order editable and invisible to the supplier.
- **Submit for Approval** sends the order to the approver set in `Setup > Settings > Approvals`.
- **Print** opens the print preview with the PO template.
- **Cancel Order** is available on submitted orders that have not been received yet.

## Receiving goods

When the goods arrive, open the submitted order and click **Create > Goods Receipt**. The received
quantities are copied from the order; change them if the delivery was partial and click **Submit**.

![Goods Receipt from a Purchase Order](images/po-receipt.png)
"""

CUSTOMER = """
# Customer

The Customer screen holds everything Ledgerly needs to sell to a business: its billing details,
credit limit and the account manager who looks after it.

## Creating a customer

Go to `Sales > Customers` and click **New Customer**. Fill in the fields below and click **Save**.

![Customer form](images/customer-form.png)

| Field | Description |
| --- | --- |
| Customer Name | The legal name printed on invoices. |
| Customer Code | Generated on save in the format CUS-0001. It cannot be edited afterwards. |
| Region | North, South, East or West. Drives the sales reports by region. |
| Segment | Retail, Wholesale, Hospitality, Healthcare and similar groups. |
| Account Manager | The employee responsible for the customer. |
| Credit Limit | The most the customer may owe at any time. See Credit control. |
| Payment Terms | Default terms copied to new invoices, for example "14 days net". |
| Email | Where invoices and reminders are sent. |

## Tabs on the customer screen

### Addresses

Add billing and delivery addresses with **Add Address**. Tick **Primary** on the address to print on
invoices.

### Contacts

Add people with **Add Contact**. The contact marked **Invoice recipient** receives invoice emails.

### Activity

Shows the last ten invoices, payments and notes. Click a line to open it.

## Merging duplicate customers

Open the customer to keep, click the `...` menu and choose **Merge with...**, then pick the duplicate.
Invoices, payments and contacts of the duplicate move to the kept customer and the duplicate is
deleted. This cannot be undone.
"""

SETTINGS = """
Only users with the Administrator role can open the pages described here. Changes apply to every user
of the company as soon as they are saved.

# Settings

Open the settings with `Setup > Settings`. The page has four tabs: General, Numbering, Email and
Approvals. Click **Save** at the top right after changing anything.

![Settings page](images/settings.png)

## General

| Field | Description |
| --- | --- |
| Company Name | Printed on every document. |
| Base Currency | The currency of the books. It cannot be changed after the first submitted entry. |
| Fiscal Year Start | The first month of the fiscal year, used by all reports. |
| Stock Valuation Method | FIFO or Moving Average. See Stock valuation. |
| Date Format | How dates are shown, for example YYYY-MM-DD. |

## Numbering

Set the prefix and next number for each document type, for example PO- for purchase orders.

## Email

Enter the outgoing mail server, port and sender address, then click **Send Test Email**.

## Approvals

| Field | Description |
| --- | --- |
| Purchase Order Approval Limit | Orders above this amount need approval. Default 5,000.00. |
| Approver | The user who approves orders up to the second limit. |
| Second Approval Limit | Orders above this amount also need the Finance Director. Default 25,000.00. |
| Allow Self Approval | When ticked, an approver may approve their own orders. Off by default. |
"""

SALES_INVOICE = """
# Sales Invoice

A Sales Invoice bills a customer for goods or services and creates the receivable in the ledger.

## Creating an invoice

1. Go to `Sales > Sales Invoice > New`.
2. Select the **Customer**. Payment terms and the billing address are filled in from the customer.
3. Click **Add Row** and pick an item; enter the quantity. The price comes from the selling price list.
4. Click **Save**, check the totals, then click **Submit**.

![Sales Invoice form](images/sales-invoice.png)

Invoice numbers follow the series set in `Setup > Settings > Numbering`, for example INV-2026-0042.

## Invoice fields

| Field | Description |
| --- | --- |
| Customer | The customer being billed. |
| Invoice Date | The date of the invoice; the due date is calculated from it. |
| Due Date | Invoice date plus the payment terms. |
| Order Reference | The sales order the invoice bills, for example SO-10123. |
| Items | Item, Quantity, Rate, Tax and Amount per line. |
| Grand Total | Net total plus taxes, in the invoice currency. |

## Recording a payment

On a submitted invoice click **Make Payment**. The amount defaults to the outstanding amount; change it
for a partial payment and click **Submit**. The invoice status changes from Unpaid to Paid when the
outstanding amount reaches zero.

## Cancelling an invoice

Click **Cancel** on a submitted invoice that has no payments. A cancelled invoice keeps its number and
can be amended with **Amend**, which creates a copy numbered with a -1 suffix.
"""

APPROVAL_WORKFLOW = """
# Approval workflow

Ledgerly's approval workflow exists so that no single person can commit the company to a large
purchase. This page explains how an order moves through the workflow and why it is built this way.

## How an order moves through approval

A purchase order starts as a draft that only its author can see. When the author submits it, Ledgerly
compares the order's grand total, converted into the base currency, with the approval limits. An order
at or below the first limit is approved at once. An order above the first limit waits for the approver;
above the second limit it needs the Finance Director as well, and the two approvals can happen in
either order.

Because the comparison uses the converted total, the same order in a foreign currency can need
approval one day and not the next when exchange rates move. The rate of the submission date is used.

## Why authors cannot approve their own orders

Separating the person who asks for money from the person who agrees to spend it is the oldest control in
purchasing. It means a mistake or a fraud needs two people to go unnoticed. For that reason self
approval is off by default and turning it on is logged in the audit trail.

## What happens when an order is rejected

A rejected order goes back to draft with the approver's comment. Editing and resubmitting it starts the
workflow again from the beginning, so an approval given before the edit does not carry over: an
approver agreed to a specific amount, not to whatever the order later becomes.

## Delegation during absence

Approvers can name a delegate for a date range. During that range orders go to the delegate, and the
approval records both names so an auditor can see who acted on whose behalf.
"""

STOCK_VALUATION = """
# Stock valuation

Stock valuation decides what the goods on your shelves are worth in the books and, as a consequence,
what each sale costs. The method is chosen once per company in the settings.

## Why valuation matters

The value of stock appears twice in your accounts: as an asset on the balance sheet, and as the cost
of goods sold in profit and loss every time something leaves the warehouse. If the valuation is too
high, profit is overstated until the stock is written down; if it is too low, profit is understated.

## Costing methods compared

Ledgerly supports two methods, first in, first out (FIFO) and moving average. Both start from the same
facts: every receipt of goods adds a quantity at a known unit cost, and every delivery removes a
quantity. They differ only in which cost they attach to the quantity that leaves.

Under FIFO, Ledgerly keeps a queue of receipt layers for each item and warehouse. A delivery consumes
the oldest layer first, and only moves on to the next layer when the oldest one is used up. The cost of
the delivery is the sum of the quantities taken from each layer multiplied by that layer's unit cost.
What remains in stock is therefore valued at the most recent purchase prices. When prices rise, FIFO
gives a lower cost of goods sold and a higher closing stock value than moving average, because the
cheaper old layers are expensed first.

Under moving average, Ledgerly keeps a single running unit cost per item and warehouse. Each receipt
recalculates it as the total value in stock after the receipt divided by the total quantity. A delivery
is costed at the running average at the moment it is posted and does not change the average itself.
Price changes are smoothed out: a single expensive purchase lifts the average a little instead of
creating a separate layer that will hit one future delivery in full.

The order in which transactions are posted matters for both methods. If a receipt is entered with a
date earlier than deliveries that were already posted, Ledgerly reposts the affected deliveries in
date order so that their cost reflects the receipt. Reposting runs in the background and the stock
ledger shows a Reposting badge until it finishes. Reports run during reposting may show the old costs.

A worked example shows the difference. Suppose the warehouse receives 100 desks at 200.00 each and
later 100 more at 260.00 each, and then delivers 150 desks. Under FIFO the delivery costs 100 x 200.00
plus 50 x 260.00, which is 33,000.00, and the 50 desks left are worth 13,000.00. Under moving average
the running cost after both receipts is 230.00, so the delivery costs 34,500.00 and the 50 desks left
are worth 11,500.00. The total is the same 46,000.00 in both cases; only its split between the cost of
goods sold and the closing stock differs, and so does the profit of the period.

Landed costs such as freight, duty and insurance belong to the cost of the goods. When a landed cost
voucher is submitted against a receipt, Ledgerly spreads the charge over the received items by value
or by quantity, as chosen on the voucher, and raises their unit cost. Under FIFO the cost of the
affected layer changes; under moving average the running cost is recalculated as if the charge had
been part of the original receipt. Deliveries already posted from that stock are reposted.

Returns follow the original transaction. A customer return comes back in at the cost at which the goods
left, not at today's cost, so that the return reverses the original entry exactly. A return to a
supplier leaves at the cost of the receipt it refers to, which under FIFO removes that specific layer.

Negative stock is never allowed, whichever method you choose. A delivery that would take the quantity
below zero is blocked with a message naming the item and the warehouse. This is deliberate: a
negative quantity has no meaningful cost, and allowing it would force Ledgerly to guess a cost and
correct it later, changing the profit of periods that may already be closed.

Switching methods is possible only before the first stock transaction. After that, changing the method
would revalue every past delivery and rewrite closed periods, so the setting is locked. Companies that
need to change method open a new company with the new setting and transfer their opening stock at
the values of the old one.

## Valuation in reports

The Stock Balance report shows quantity and value per item and warehouse on a date. The Stock Ledger
lists every movement with the valuation rate used, so you can trace how a cost was reached.
"""

CREDIT_CONTROL = """
# Credit control

Credit control keeps the money customers owe within limits the company can afford to wait for.

## How credit limits are checked

Every customer has a credit limit. When a sales order or invoice is submitted, Ledgerly adds its grand
total to the customer's outstanding balance, which is the sum of unpaid invoices. If the result exceeds
the limit, the document is blocked and the account manager is notified. A limit of zero means no credit:
the customer must pay in advance.

## Overdue invoices

An invoice becomes overdue the day after its due date. When a customer has an invoice more than 30 days
overdue, new orders are blocked even if the credit limit is not reached, because a long overdue debt
says more about the risk than the size of the balance.

## Reminders

Ledgerly sends a friendly reminder three days before the due date, a first notice seven days after it
and a final notice after thirty days. The final notice is copied to the account manager.

## Raising a limit

Only users with the Credit Controller role can raise a limit. The change and its reason are kept in the
customer's activity log so that later reviews can see why a customer was trusted with more.
"""

MONTH_END_CLOSE = """
# Month-end close

Closing a month means making sure its figures are complete and then locking them so later entries
cannot change reported results.

## Why periods are locked

Reports already sent to management, tax authorities or lenders must stay reproducible. Once a period is
locked, Ledgerly rejects any entry dated inside it; corrections are posted in the next open period
with a reference to the original entry.

## The usual order of work

First all purchase and sales invoices of the month are submitted. Then the stock valuation is checked
for reposting jobs still running. Then payroll is posted from the approved salary register, and bank
accounts are reconciled. Only after the trial balance has been reviewed is the period locked.

## Reopening a period

A locked period can be reopened by the Finance Director only. Reopening is logged, and reports printed
while a period was open carry a Provisional watermark.

---

Most companies close within five working days of the month end.
"""

# Body of travel_expense_policy.pdf: (heading, paragraphs). Prose only, headings set in larger type.
EXPENSE_POLICY = [
    ("Purpose and scope", [
        "This policy explains which travel costs Harbourline Trading reimburses and how to claim them. It "
        "applies to every employee and to contractors travelling at the company's request. It took effect on "
        "1 January 2026 and replaces the 2023 travel guidelines.",
    ]),
    ("Booking travel", [
        "Trains are the default for journeys under four hours. Flights need the prior approval of your "
        "department head and must be booked in economy class. Hotels are booked through the travel desk at "
        "travel@harbourline.example at least five working days ahead whenever possible.",
        "Private cars may be used when no reasonable public transport exists. Mileage is reimbursed at 0.32 "
        "EUR per kilometre; parking and tolls are reimbursed against receipts.",
    ]),
    ("Daily allowances", [
        "A daily allowance of 45.00 EUR covers meals and small expenses on a full travel day within the "
        "country, and 60.00 EUR abroad. A travel day counts as full when you are away for more than eight "
        "hours. When a meal is provided by a customer or at a conference, the allowance is reduced by a third.",
    ]),
    ("Claiming expenses", [
        "Claims are submitted within 30 days of returning, using the expense form in Ledgerly. Every item above "
        "25.00 EUR needs a receipt; lost receipts are replaced by a signed statement, at most twice a year. "
        "Claims up to 500.00 EUR are approved by the line manager, larger claims also by the Finance Director.",
        "Approved claims are paid with the next monthly salary and appear on the salary register as a "
        "separate reimbursement, which is not taxed.",
    ]),
    ("What is not reimbursed", [
        "Alcohol, fines, personal entertainment, upgrades to business class and the cost of travel that was "
        "cancelled for personal reasons are not reimbursed. Questions about this policy go to the Finance "
        "department.",
    ]),
]

PAGES = {
    "purchase-order.md": PURCHASE_ORDER,
    "customer.md": CUSTOMER,
    "settings.md": SETTINGS,
    "sales-invoice.md": SALES_INVOICE,
    "approval-workflow.md": APPROVAL_WORKFLOW,
    "stock-valuation.md": STOCK_VALUATION,
    "credit-control.md": CREDIT_CONTROL,
    "month-end-close.md": MONTH_END_CLOSE,
}
