"""Help pages of Crumbline, the fictional order, dispatch and bakehouse app of Brindlecote Bakehouse Ltd
(data/company8/crumbline-help/). Written for company8 only; screens, fields and rules are invented."""

PAGES = {
    "standing-orders.md": """
# Standing orders

Most wholesale customers take the same trays on the same days every week. Crumbline keeps these as **standing
orders**, and each evening at the cut-off it turns tomorrow's standing orders into dispatch dockets.

## The Standing Order screen

Open **Orders > Standing Orders** and pick the customer from the **Account** search box at the top left (type the
trading name or the BB- account reference). The screen has three parts:

- the header strip, with **Account**, **Run** (read-only, it comes from the account's Delivery tab) and the
  **Start from** date;
- the **Delivery days** row of tick boxes, Mon to Sat (there is no Sunday box because the bakehouse does not
  dispatch on Sundays);
- the **Product grid**, one row per product with a quantity column for each ticked day.

The **Save & Schedule** button is at the bottom right. **Save draft** next to it keeps your changes without sending
them to the dispatch board. Until you press Save & Schedule nothing reaches the bakery.

## Pausing an order for a holiday

When a cafe closes for a week, do not delete the standing order. Open it and switch on the **Pause** toggle in the
header strip, then enter the **Pause from** and **Resume on** dates in the pop-up and press **Apply pause**. The
order stays on file with a grey "Paused" badge and comes back by itself on the resume date. Deleting the order
instead loses the customer's product grid and any agreed prices.

## Why a change does not show on tomorrow's dockets

The cut-off is **14:00** on the day before delivery. At 14:00 Crumbline freezes tomorrow's orders so the night
bakers can print the mixing sheet and plan ovens. A change saved after 14:00 applies from the day after tomorrow.
If the customer really needs it tomorrow, use **Late change** on the docket itself (see the FAQ); it needs a
supervisor PIN because the dough may already be mixed.

## One-off extras

For a single extra delivery (a wedding order, say) press **Add one-off** on the Standing Order screen instead of
changing the grid. One-off lines show in italics on the docket and are not repeated the following week.
""",
    "dispatch-board.md": """
# The Dispatch Board

The Dispatch Board is where the early shift loads the vans. It shows one lane per van run (R1 Town, R2 Valley,
R3 Coast, R4 Moorland) plus a **Collect** lane for customers who pick up from the bakehouse hatch.

## Layout of the board

Open **Dispatch > Board**. Across the top bar, from left to right: the **Date picker**, the **Print Run Sheets**
button, the **Lock Runs** button and the **Board / History** switch. Each lane is a column of docket cards in drop
order. A card shows the docket number (DKT- followed by five digits), the trading name, the number of trays and a
coloured status dot: green Delivered, amber Part delivered, red Cancelled, grey On hold. The **Tray count** total
of each lane is at the foot of the lane.

## Moving a docket to another run

Drag the docket card from one lane to another. If the board is on a small screen, right-click the card and choose
**Reassign run** instead, then pick the new run from the list. Moving a docket does not change the customer's
normal run on their account; it only affects that one day.

## Locking runs before loading

At 03:30 the dispatch lead presses **Lock Runs**. Locking sends each lane's drop list to that driver's handset and
prints the tray labels. Once runs are locked, cards can no longer be dragged; this stops the drop order changing
while a van is already being loaded. To unlock, a supervisor presses **Unlock** (the same button) and enters a PIN,
and the drivers' handsets are refreshed.

## Recording a part delivery

If the van arrives short, or the customer refuses some trays, the driver marks it on the handset. From the office,
open the docket card, go to the **Outcome** tab and choose **Part delivered**, then type the number of missing
trays in **Trays short**. The docket keeps its full value until a credit note is raised; the board only records
what happened.
""",
    "returns-and-credits.md": """
# Returns and credit notes

## Logging returned trays

Drivers bring back trays that the customer rejected (stale, crushed, wrong product). On the docket, open the
**Returns** tab, enter the number in **Trays back** and choose a **Reason code** from the drop-down (STALE,
DAMAGED, WRONG LINE, NOT ORDERED). Press **Save return**. The returned trays then appear in the ledger's returns
column for that docket. Logging a return does not by itself credit the customer.

## Raising a credit note

Go to **Accounts > Credits** and press **New Credit**. Fill in **Against docket** (the DKT- number), **Reason**
and one line per product credited with quantity and unit price. The total is worked out for you. Press **Send for
approval** at the bottom of the form; the note gets its number only when it is approved.

## Who approves credits and why

Credits up to 150.00 GBP can be approved by the sales ledger clerk. Anything over 150.00 GBP needs the dispatch
manager, because large credits usually mean a loading or van problem that the dispatch side has to look into. The
approver's name is printed on the credit note.

## Credit note numbers

Credit notes are numbered CN-YYMM-NN: the year and month the note was raised, then a running number that starts
again at 01 each month. So CN-2511-04 is the fourth credit note of November 2025. Drafts that were never approved
do not use up a number.
""",
    "batch-logging.md": """
# Logging bakes on the production tablet

Each oven has a Crumbline tablet on the wall. Bakers log every batch as it comes out, and the entries make up the
monthly **Batch production log**.

## The Batch Entry screen

Tap **New Batch** on the tablet home screen. The Batch Entry screen has the **Product** list at the top, the
**Oven** selector (Deck 1, Deck 2, Rack 3) under it, then the **Units out** and **Waste** number pads side by side,
and the **Core temp** field with the probe icon next to it. Tapping the **probe icon** reads the wireless probe
instead of typing the value. The green **Close Batch** button is at the bottom right; the batch number
(B + year and month + running number, e.g. B2511-042) is given when you close it.

## Why core temperature is recorded

Bread is only safe and properly baked when the centre of the loaf reaches at least 92 C. Crumbline asks for the
core temperature of one loaf from every batch so that we can show environmental health officers a complete record.
A reading below 92.0 C turns the batch amber and it cannot be released to dispatch until a supervisor re-probes it.

## Recording waste

Waste is the number of units that came out unsellable (burnt, split, misshapen). Count them before closing the
batch. Waste is subtracted from **Units out** when the dispatch board works out how much stock is available.

## Correcting a closed batch

Only supervisors can change a closed batch. Open **Batch History** on the tablet, find the batch, tap the pencil
icon and enter a **Correction reason**. The original values are kept in the audit trail.
""",
    "allergen-labels.md": """
# Allergens and shelf labels

## Where allergen information is kept

Every product has a **Product Card** (Catalogue > Products). Its **Allergens** tab has a tick box for each of the
14 regulated allergens, plus a **May contain** free-text box for cross-contact warnings (for example sesame from
the seeded line). Only the QA role can edit this tab.

## Printing shelf labels for customers

Open **Labels > Shelf Labels**, pick the customer account and tick the products. Choose the template **58mm roll**
for the small label printer or **A4 sheet (21 up)** for the office printer, and press **Print labels**. Each
label prints the product name, ingredients with allergens in bold, the bake date and the best-before date.

## Why a label says "Recipe under review"

When a recipe is changed in the Catalogue, its allergen information is locked until QA signs the change off with
**Approve recipe**. Until then any label for that product prints "Recipe under review - ask staff" instead of the
ingredient list, so that a customer never receives an out-of-date allergen statement.
""",
    "customer-accounts.md": """
# Customer accounts

## The Account screen

Open **Accounts > Customers** and search by trading name or the BB- reference. The Account screen has four tabs
along the top: **Details**, **Delivery**, **Pricing** and **Statements**. The **Delivery** tab holds the **Run**,
the **Delivery window**, the **Drop instructions** box and the **Key safe code** for early drops when the shop is
closed. The **On Stop** toggle sits in the header of the screen, to the right of the trading name.

## Changing payment terms

Payment terms (Pro forma, 7 days, 14 days or 30 days) are on the **Pricing** tab, in the **Terms** drop-down. Only
users in the finance role can change them, because terms decide how much credit the bakehouse is giving. New
accounts start on Pro forma until they have traded for three months without a late payment.

## Putting an account on stop

Switch on **On Stop** in the Account screen header and type a note. From the next cut-off, every docket for the
account is created with the status **On hold** instead of going to a van, so nothing is baked or delivered for
that customer. Switching it off releases the dockets that have not yet passed their delivery date.

## Statements

The **Statements** tab lists invoices, credit notes and payments. Press **Email statement** to send the customer
a PDF statement to the address in the **Accounts email** field on the Details tab.
""",
    "crumbline-faq.md": """
# Crumbline FAQ

## Why is a docket showing "On hold"?

Either the customer's account is on stop (see Customer accounts), or the dispatch lead has held the docket by hand
with **Hold** on the docket card. Held dockets are not loaded and are not invoiced.

## Where do I find yesterday's run sheets?

On the Dispatch Board switch the top bar from **Board** to **History**, choose the date and press **Reprint run
sheets**. Run sheets are kept for 90 days.

## Can I change an order after the 14:00 cut-off?

Only with **Late change**, the button on the docket card's menu (the three dots). It asks for a supervisor PIN.
Late changes that add trays are only accepted if the production tablet shows spare stock for that product.

## Why does the rating column have gaps?

Customers rate a delivery from 1 to 5 on the driver's handset when they sign. Many customers do not bother, so
most dockets have no rating. A blank rating means "not given", not a low score, and is left out of averages.

## How do I reprint a single docket?

Open the docket, press the printer icon at the top right of the docket window and choose **Docket copy**. The copy
is marked "COPY" across the top.

## What does "Collect" mean as a run?

The customer collects from the bakehouse hatch (Mill Lane entrance) instead of being delivered to. Collect
dockets have no driver and do not count towards any van's drops.
""",
}
