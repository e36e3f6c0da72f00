"""Help pages of Snareline, the fictional job and store app used at Thistlemoor Pest Control Ltd
(data/company20/snareline-help/). Each page names its screens, menu paths, fields and buttons and says why the firm
works the way it does. Nothing here covers vehicle mileage, holiday requests, payroll or links to accounting
packages: those are handled outside the app."""

PAGES = {
    "booking-jobs.md": """
# Booking jobs

Every call-out, from a single wasp nest to a hotel full of bed bugs, starts as a job in Snareline. The office books
it, the technician sees it on their phone, and the visit log, the report and the invoice all hang off the same job
number (J-....).

## Booking a call-out

Open **Jobs > New job**. Start typing the customer's name in **Customer**; a new customer is added with **Add
customer** first. Pick the **Pest** from the list, check the **Site address** (a customer can have several sites) and
enter a **Preferred date**. Press **Find a slot**: Snareline shows the technicians free that day who hold the right
certificate, nearest first. Choose one and press **Book job**. The customer gets a text with the arrival window.

## Why rats and mice always get a follow-up visit

A rodent job is never finished on the first day. Bait only works once the animals have fed on it, so the technician
comes back **7 to 14 days** later to check the bait take, top up or remove boxes and look for new activity. Leaving
poison bait down with nobody checking it is also against the rodenticide stewardship code: uneaten bait has to be
collected, and any dead rodents found have to be removed. When the technician sets **Outcome** to **Revisit**,
Snareline books the follow-up automatically.

## When nobody lets us in

If the technician arrives and cannot get into the site, they press **No access** on the job and take a photo of the
door. The customer is charged the aborted-visit fee of **£40**, because the technician's time and the van's
journey are lost and the slot could have gone to another customer. The office then rings to rebook.
""",
    "site-plans.md": """
# Site plans and bait points

Commercial customers have a site plan in Snareline: a drawing of the building with every bait box, trap and
monitor marked on it.

## Adding a bait point to the plan

Go to **Sites > Site plan** and open the customer's site. Press **Add point**, then tap the spot on the drawing
where the box or trap sits. Fill in **Point type** (bait box, snap trap, monitor, insect glue board) and
**Location note** ("behind the fridge, kitchen 2"). Snareline gives the point the next free **Point number**;
write the same number on the box with the marker pen. Press **Save plan** when you are done.

## Why every point has a number

Food businesses are inspected by the council's environmental health officers and, for many, by their own
customers' auditors. An auditor wants to see that **every point was checked on every visit** and what was found,
so each check is recorded against a numbered point. Numbered points also mean the next technician finds every box,
and no poison is left forgotten behind a cupboard when a contract ends.

## Recording a check

On a visit, open the plan and tap each point in turn. Set **Activity** to None, Light or Heavy and tick **Bait
taken** if any bait has gone. Points with heavy activity show red on the plan, so the customer can see where the
problem is.
""",
    "store-and-stock.md": """
# Store and stock

Rodenticides and insecticides are kept in the locked chemical store at the depot. Everything that leaves it is
signed out in Snareline.

## Taking stock out of the store

Go to **Store > Issue stock**. Scan the barcode on the pack (or pick the product by its code), enter the
**Quantity** in whole packs and choose your **Van**. Press **Confirm issue**. The stock figure on the store register
goes down at once; stock on your van is shown under **Store > My van**.

## Why every pack is signed out

Professional rodenticides may only be sold to and used by certified users, and we must be able to show where each
pack went. If a pet or a bird of prey is poisoned near one of our sites, the sign-out record and the job's site
plan show which product was used, where and by whom. The same record lets us reorder in time, so a technician never
arrives at a job without the bait it needs.

## Out-of-date products

The monthly **Store > Stock check** lists every product with its **Use by** month. Products past their use-by show
red: press **Quarantine** to move them off the register. Old bait goes stale and animals stop eating it, and
insecticides lose strength; using a product past its date also breaks the conditions on its label.
""",
    "visit-reports.md": """
# Visit reports

## Signing off a visit

At the end of each visit open **Visits > Today** and choose the job. Fill in **Findings**, **Treatment used** and
**Recommendations** (proofing, hygiene, clutter to clear), set the **Outcome** (Cleared or Revisit), and ask the
customer to sign on the screen. Press **Sign off report**. The customer is emailed the report as a PDF straight
away. Until a report is signed off, the Status of the visit in the visit log stays blank.

## Why a report has to be signed off the same day

The signed report is the customer's proof that their premises are being looked after: a café or a care home has to
show it to the environmental health officer at an inspection, sometimes the very next morning. It is also our legal
record of what pesticide was used where. A report written days later from memory is less accurate, and an unsigned
visit cannot be invoiced.

## Correcting a signed report

A signed report cannot be edited. Open it under **Visits > History** and press **Add amendment**; the amendment is
sent to the customer with the original.
""",
    "invoicing.md": """
# Invoicing

## Invoicing pay-as-you-go customers

Pay-as-you-go customers are invoiced once a month for the visits of the month before. Go to **Accounts > Invoices >
Create from visits**, choose the **Customer** and the **Month**, and check the list of signed-off visits. Press
**Preview**, then **Send invoice**. Terms are 14 days.

## Contract customers

Customers on a service contract get one invoice a quarter from **Accounts > Contracts > Quarterly run**: the contract
fee plus any call-outs in the quarter. Terms are 30 days.

## Why contract customers pay less for call-outs

A contract customer pays a fixed fee every quarter for routine inspections, so we can plan our rounds and keep a
technician in their area. Because the routine visits catch problems early, their call-outs are usually small jobs;
Snareline charges them **20% below the price list** automatically.
""",
}
