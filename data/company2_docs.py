"""Text of the how-to pages in data/company2/docs: the fictional stock-and-ordering app "Kolibri" used by
Solvik Laboratory Supply AS (written for this project, for the company2 test split only).

Written to differ from data/sample_docs.py ("Ledgerly"): menu paths use "›" inside bold text instead of
`A > B` code spans, field lists are prose or bullet lists rather than field tables, and the topics are
warehouse work (receipts, counts, lots), credit notes, roles, order entry and a returns policy.
"""

RECEIVING = """
# Receiving a delivery

When a supplier's delivery arrives at the dock, book it in Kolibri before anything goes on the shelves.
Booking it in raises the stock on hand and, for lot-controlled items, records which lot arrived.

## Booking in a delivery

1. Open **Stock › Goods In** and click **New receipt**.
2. Choose the **Supplier** and type the **Delivery note no.** printed on the supplier's paperwork.
3. For each line scan the item barcode or pick the item, then enter **Qty received**.
4. For lot-controlled items fill in **Lot number** and **Use-by date**. Kolibri will not post a
   lot-controlled line without both.
5. Pick the **Putaway bin**; it defaults to the item's home bin.
6. Click **Post receipt**. The receipt number (GR-...) is assigned when the receipt is posted.

## Receiving less than ordered

If fewer units arrive than the purchase order asked for, enter the quantity actually counted. The rest
stays open on the purchase order as a back order. Tick **Close short** on the line to cancel the rest
instead, for example when the supplier has discontinued the item.

## Damaged goods

Receive damaged units into the QUAR bin and set **Condition** to *Damaged*. Units in QUAR cannot be
picked; they are listed on the quarantine report under **Reports › Stock › Quarantine** until someone
moves them back to a normal bin or writes them off.
"""

COUNTS = """
# Stock counts

Kolibri supports cycle counts: small counts of a zone or a list of bins, spread over the year, instead
of one full stocktake.

## Starting a cycle count

Open **Stock › Counts** and click **Start count**. Select a **Zone** or a list of bins. Tick
**Blind count** when the counters should not see the quantity the system expects. Print the count
sheets with **Print sheets**, or let the counters use the handheld scanners.

## Entering and posting counts

Counters type the quantity found in each bin into **Counted qty**. When every bin has a figure, click
**Review variances**. Lines whose difference is within the tolerance are posted straight away; the
others wait in the approval queue.

## Variance tolerance

The tolerance is a company setting: **Admin › Company settings › Counting**, field
**Auto-post tolerance (%)**. It is 2 % unless changed. A difference above the tolerance must be
approved by a user with the Approver role. Approved differences are booked to stock adjustment
account 4290.

## Why a count freezes its bins

While a count is open its bins are frozen: picks and putaways on those bins are blocked, so stock
moving in or out cannot make the counted figure wrong. The bins are released when the count is posted
or cancelled.
"""

CREDIT_NOTES = """
# Credit notes

A credit note lowers what a client owes on an invoice, for example after a return or a pricing mistake.

## Raising a credit note

1. Open the invoice under **Sales › Invoices**.
2. Click **Actions › Raise credit note**.
3. Choose a **Reason code**: RET (goods returned), PRC (price correction), DMG (damaged in transit) or
   GWL (goodwill).
4. Adjust the lines and quantities to credit. Tick **Return to stock** if the goods came back and can be
   sold again.
5. Click **Issue**. The credit note is numbered in the CN- series and e-mailed to the client's billing
   contact.

## Credit notes and the invoice balance

An issued credit note is allocated to its invoice automatically and lowers the invoice's amount due.
When the credit is larger than what is still open, the surplus stays on the client's account as
unallocated credit. It is used up by the client's next invoice, or paid back with
**Actions › Refund credit**.
"""

LOTS = """
# Lots and use-by dates

## How Kolibri chooses a lot when picking

Lot-controlled items are picked first-expiry-first-out (FEFO): the pick list always proposes the lot
with the earliest use-by date that is not blocked. A picker may take a different lot only by scanning
it and choosing a reason; the override is logged against the picker's name.

## Blocked lots

A lot is blocked when its use-by date is closer than the item's **Minimum shelf life (days)**, or when
the quality team puts it on hold. Blocked lots stay on hand and keep their value in the stock valuation,
but they are never proposed for picking.

## Tracing a lot after a recall

**Reports › Traceability › Lot trace** lists every client delivery that contained a given lot number,
with the client, the delivery date and the quantity, so that a supplier's recall can be answered the
same day.
"""

USERS = """
# Users and roles

## Adding a user

Go to **Admin › Users** and click **Invite user**. Enter the person's e-mail address and choose one
role. The invitation link is valid for 72 hours; after that, send a new invitation.

## Roles

- **Viewer** - sees stock, orders and reports, and cannot change anything.
- **Clerk** - books receipts, creates orders and enters counts.
- **Approver** - everything a Clerk can do, plus approving count differences and credit notes above
  NOK 10,000.
- **Administrator** - manages users, company settings and integrations.

## When someone leaves

Open the user under **Admin › Users** and click **Deactivate**. A deactivated user can no longer sign
in, but their name stays on every document they posted.
"""

ORDERS = """
# Taking a sales order

## Entering a new order

Open **Sales › Orders** and click **New order**. Choose the **Client**; the price list and the payment
terms are copied from the client record. Add lines by **Item code** and quantity, then click
**Confirm**, which reserves the stock for this order.

## Order statuses

- **Open** - confirmed but not yet delivered.
- **Delivered** - the delivery has been posted.
- **Returned** - the client sent the goods back and a credit note was issued.

## Channel

The **Channel** field records how the order reached us: Web shop, Phone or Field sales. Web shop orders
are created by the shop integration and need no typing.
"""

RETURNS = """
# Returns policy

Solvik Laboratory Supply accepts returns of unopened goods in their original packaging within 14 days of
delivery, with no charge. Between 15 and 60 days after delivery a restocking fee of 15 % of the goods'
value is deducted from the credit. After 60 days goods are not taken back.

Reagents, cultures and any item shipped in the cold chain cannot be returned once delivered, because
their storage conditions after delivery cannot be verified. Goods damaged in transit are always
credited in full when the damage is reported within 3 working days.

To arrange a return the client contacts customer service, who issue a return authorisation number
(RA-...). Parcels arriving without an RA number are refused at the dock.
"""

PAGES = {
    "receiving-deliveries.md": RECEIVING,
    "stock-counts.md": COUNTS,
    "credit-notes.md": CREDIT_NOTES,
    "lots-and-expiry.md": LOTS,
    "users-and-roles.md": USERS,
    "sales-orders.md": ORDERS,
    "returns-policy.md": RETURNS,
}
