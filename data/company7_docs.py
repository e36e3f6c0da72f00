"""Text of the help pages in data/company7/gantry-help: the fictional hire-management app "Gantry" used by Wrenfold
Tool & Plant Hire Ltd at its three branches (with "Gantry Yard", the handheld scanner app the yard staff use).
Written for the company7 question sets only.

Layouts differ from the other corpora's pages: the contract screen is described as a Markdown table of fields,
one page is a FAQ whose sections are questions, one page has a numbered "Before you start" checklist, and
"Why ..." sections sit between the step lists.
Deliberately NOT covered (the refusal questions rely on it): selling ex-hire (used) equipment, supplying an
operator or driver with a machine, GPS trackers or telematics, refuelling charges on return, a web portal where
customers order online, cross-hiring kit from another hire company, deposits paid by card in advance online.
"""

BOOKING = """
# Booking equipment out on hire

Every hire starts as a **contract** in Gantry. One contract covers one item line (an item code and a quantity)
for one customer; a customer taking a digger and a dumper gets two contracts.

## The contract screen

Open `Hires > New contract`. The screen has these fields:

| Field | What goes in it |
|---|---|
| Account | The customer's trade account (A followed by four digits), or CASH for a walk-in customer |
| Site contact | Name and mobile number of the person on site who will receive and off-hire the kit |
| Site address | Where the kit is going; leave blank when the customer collects from the branch |
| Item code | The catalogue code, for example SL-10; the description and rates fill in by themselves |
| Qty | How many of the item; each unit gets its own asset number when it is scanned out |
| Out date | The day the hire starts; charging starts on this day |
| Expected back | A guide for planning only; the hire runs until the customer off-hires it |
| Transport | *Delivered* (our lorry takes it) or *Customer collect* |
| Damage waiver | Ticked by default; untick only if the customer declines it and signs to say so |
| Order ref | The customer's own purchase order number, printed on the invoice |

## Booking out, step by step

1. Fill in the fields above and click **Check availability**. Gantry shows how many units are free at your branch
   on the out date.
2. Click **Reserve**. The units are held for this contract and drop out of everyone else's availability.
3. Click **Print contract** or, at the counter, **Sign on tablet** so the customer signs the hire terms.
4. When the kit leaves the yard, scan each asset tag with Gantry Yard and click **Book out**. The contract number
   (C25- followed by four digits) is what the customer quotes when they ring to off-hire.

## Why Gantry asks for an operator ticket

Excavators, dumpers, scissor lifts, cherry pickers and tower scaffolds can only be hired to a customer who shows
a valid operator card (CPCS for earthmoving plant, IPAF for powered access, PASMA for towers). The catalogue
marks these items in its Ticket column. Until the card number is typed into **Operator ticket no.** the
**Book out** button stays grey: the law puts the duty on the hirer to check that whoever uses the machine is
trained, and an unchecked hire would not be covered by our insurance.

## Cash customers

A walk-in customer without an account pays a deposit of one week's hire (at least GBP 100) before anything leaves
the yard. Click **Take deposit** on the contract and take it by card at the counter. We also need two forms of ID,
one of them with a photo, scanned with **Add ID**. The deposit is refunded onto the same card when the kit comes
back clean and undamaged.
"""

OFF_HIRE = """
# Off-hiring and collections

A hire ends when the customer tells us they have finished with the kit: the off-hire. Collecting the kit is a
separate job for the transport office.

## Taking an off-hire call

1. Open `Hires > Off-hire` and find the contract by its number, the customer or the site postcode.
2. Enter the **Off-hire date** (today unless the customer asks for a later day) and the time of the call.
3. Click **Confirm off-hire**. Gantry gives an off-hire number starting OH-. Read it back to the customer: it is
   their proof that they stopped the hire.
4. If the kit was delivered, Gantry adds a card for it to the collections board.

## Why charging stops on the call, not on the collection

The customer is only charged up to the off-hire date they gave us, even if our lorry does not get to the site
for another two or three days. Delays on our side are not the customer's cost. The kit must be ready to collect,
though: if the driver finds it locked away or still in use, he records a **Failed collection** and charging
starts again from the off-hire date.

## Planning collections

The transport office plans the next day's runs on `Transport > Collections board`. Each off-hired item is a card
in the *To collect* column. Drag a card into a driver's lane to give him the job; cards turn amber when a
collection is more than two working days old and red after four. When the lanes are done, click **Confirm routes**
to send each driver his list on Gantry Yard.

## Returning part of a hire

When a customer hands back only some of the units on a contract (two of four heaters, say), open the contract
and click **Split line**. Enter how many are coming back: Gantry off-hires those on a new line with its own OH-
number and leaves the rest on hire under the same contract number.
"""

RETURNS = """
# Returns, cleaning and damage

Everything that comes back is checked in before it can go out again.

## Checking kit back in

1. In Gantry Yard, choose **Returns** and scan the asset tag (or type the asset number, for example
   MB/PC-450/03).
2. Pick the **Return condition**: Clean, Dirty, Damaged or Missing parts.
3. Take at least two photos. They are attached to the contract automatically.
4. Tap **Check in**. A Clean item goes straight to the return check queue under `Fleet > Inspections`.

An item marked Dirty gets a cleaning charge of GBP 25 added to its contract (GBP 60 for excavators and dumpers).

## Recording damage

For Damaged or Missing parts, tap **Raise damage report**, describe what is wrong and give the workshop's repair
estimate if you have it. The branch manager reviews the report under `Hires > Damage reports` before anything is
charged; the customer gets the photos with the charge.

## Why the damage waiver does not cover everything

The damage waiver costs 8% of the hire charge. It covers accidental damage during normal use, so the customer
pays nothing for a dented panel or a snapped breaker chisel. It does not cover tyres and tracks, loss or theft
from an unlocked site, damage from misuse (overloading, the wrong fuel), or lost keys and batteries. Those are
charged at the repair or replacement cost whether the waiver was taken or not, because they are within the
customer's control rather than accidents.
"""

INSPECTIONS = """
# Fleet inspections

Each item is inspected after every hire and tested on a fixed cycle. The September inspection register in the
office files is a printout of `Reports > Inspection register`.

## Kinds of inspection

- **Return check**: after every hire, before the item is offered again.
- **PAT test**: portable appliance test for 110V electric tools, every three months.
- **LOLER exam**: the thorough examination of lifting and access kit (scissor lifts, cherry pickers), every six
  months, by an examiner with the LOLER card.
- **Service**: engine service at the hours the maker sets, for petrol and diesel plant.

## Recording an inspection

1. Open `Fleet > Inspections` and click **New inspection**, or tap the item in the return check queue.
2. Choose the **Check type**, enter the **Labour (h)** and any parts used with their cost.
3. Set the **Result**: Pass, Advisory (safe to hire, but something needs attention soon) or Fail.
4. Click **Sign off**. The inspector's name and the date are stamped on the record and cannot be edited later.

## Why a failed item is quarantined

An item that fails moves to `Fleet > Quarantine` at once and stops appearing in **Check availability** at every
branch, even if a contract has already reserved it. Only a workshop supervisor can click **Release from
quarantine**, and only after a fresh inspection with a Pass result. This stops a faulty machine from going back
out because someone at the counter did not see the report.

## Overdue tests

When an item's PAT test or LOLER exam is out of date, a red clock icon shows next to its asset number and Gantry
will not let it be booked out. The workshop sees every overdue item on `Fleet > Due tests`.
"""

INVOICING = """
# Account invoicing

Trade account customers get one invoice a month instead of paying per hire. Cash customers pay at the counter.

## Before you start the run

1. Make sure every off-hire call of the month has been entered (late off-hires go on next month's invoice).
2. Clear the damage reports waiting for review: unreviewed damage is left off the invoice.
3. Check that each account has an invoice e-mail address under `Customers > Accounts`.

## The month-end invoice run

1. Open `Accounts > Invoice run` and set the **Period end** (the last day of the month).
2. Click **Preview**. Gantry lists, per account, every contract off-hired in the month with its hire charge,
   damage waiver and delivery charge.
3. Look at the **Exceptions** tab: contracts with no order ref or with a zero charge are listed there.
4. Click **Post invoices**. Each invoice gets a number such as 25/0871 and a due date from the account's terms.
5. Click **Email PDFs** to send them.

Contracts still on hire at the period end are not invoiced until they are off-hired. Hires that run longer than
28 days are billed with **Interim billing** every four weeks instead.

## Why a hire is blocked for credit

Each account has a **Credit limit**. When the account's unpaid invoices plus the value of its open contracts go
over it, or an invoice is more than 30 days overdue, the account goes on **Credit hold** and **Reserve** is
refused for it. Credit control lifts the hold under `Accounts > Credit control`; a branch manager can let a
single contract through with **Release once**, which is logged against their name.

## Crediting a charge

If a customer disputes a line, open the posted invoice and click **Raise credit note**. Pick the contract line,
enter the amount and the reason. The credit note takes the next number in the invoice series.
"""

TRANSFERS = """
# Moving kit between branches

All three branches share one fleet. An item belongs to the branch that bought it (its home branch, the first
letters of its asset number), but it can be hired from any branch after a transfer.

## Requesting a transfer

1. Open `Fleet > Transfers` and click **Request transfer**.
2. Pick the item code, the quantity and the **Needed by** date, and say which branch should send it.
3. The sending branch sees the request in its list and clicks **Approve**, then books a driver.
4. When the lorry arrives, scan the asset tags with Gantry Yard and tap **Receive**. Until then the item shows
   as *In transit* and cannot be reserved anywhere.

## Why availability shows nothing at your branch

**Check availability** counts only units physically at your branch on the out date. Units at the other two
branches are hidden until you switch on **Show other branches** on the availability panel, which lists them with
how long a transfer takes. Reserved, in-transit and quarantined units are never counted as available.

## Who gets the revenue

Hire revenue is credited to the branch that took the hire, not the home branch of the item. The home branch keeps
paying for servicing and tests, which is why transfers are approved by the sending branch's manager.
"""

FAQ = """
# Gantry FAQ

Answers to questions the hire desk asks most often.

## How do I extend a hire that is already out?

You do not need to: a hire runs until it is off-hired, whatever the **Expected back** date says. If the customer
wants the new date on their paperwork, open the contract, click **Extend hire** and enter it; nothing else
changes.

## The customer has lost their off-hire number. Can I find it?

Yes. Open the contract and go to the **Off-hire history** tab; every OH- number issued on the contract is there
with the date and time of the call and the name of whoever took it.

## Can I add the damage waiver after the kit has gone out?

Only until the contract has been invoiced. Open the contract, tick **Damage waiver** and save; Gantry charges it
from the out date. Once the contract is on a posted invoice the waiver cannot be added.

## The scanner will not read an asset tag. What now?

Type the asset number by hand on Gantry Yard (it is stamped on the plate next to the tag) and report the tag on
`Fleet > Asset tags > Report damaged tag` so the workshop can replace it.

## How do I change an account customer's trade discount?

In `Customers > Accounts`, open the account and change **Trade discount %**. Only a branch manager can save the
change. The new discount applies to contracts booked out after the change, not to hires already running.

## What does an Advisory result mean on an inspection?

The item passed and may be hired, but the inspector noted something that needs attention soon, such as worn
tracks or a cracked cover. Advisory items show a yellow triangle at the counter so staff can tell the customer.
"""

PAGES = {
    "booking-equipment-out.md": BOOKING,
    "off-hiring-and-collections.md": OFF_HIRE,
    "returns-and-damage.md": RETURNS,
    "fleet-inspections.md": INSPECTIONS,
    "account-invoicing.md": INVOICING,
    "moving-kit-between-branches.md": TRANSFERS,
    "gantry-faq.md": FAQ,
}
