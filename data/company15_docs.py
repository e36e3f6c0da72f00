"""Help pages of Hearthbook, the fictional housing-management app used at Merrowgate Homes
(data/company15/hearthbook-help/). Each page names its screens, menu paths, fields and buttons, and says why the app
behaves as it does; the last page is a FAQ whose sections are the questions housing, income and repairs staff ask."""

PAGES = {
    "rent-accounts.md": """
# Rent accounts and receipts

Every tenancy has a rent account. Open it from **Income > Rent Accounts** by typing the tenancy reference (TEN-...)
or part of the address into **Find account**. The **Account summary** tab shows the charges, receipts and the
running balance; a balance in brackets or with a minus sign means the tenant is in credit.

## Taking a payment at the office

Go to **Income > Receipts > Post Receipt**. Choose the **Tenancy ref**, type the **Amount**, pick the **Receipt type**
(Card, Cash or Cheque) and press **Post**. Hearthbook prints a receipt with a number starting RC-. Direct Debits,
standing orders, Universal Credit and Housing Benefit payments come in on the nightly bank file and post themselves,
so never key those by hand.

## Why an account can be in credit

Rent and service charges are charged monthly in advance on the 1st of the month. Tenants who pay by standing order
often round the amount up, so a small credit builds over the year. A credit is not refunded while the tenancy runs
unless it is more than one month's charge; then press **Request refund** and the finance manager approves it.

## A payment went on the wrong account

Do not delete it. Open the account it went to and press **Transfer receipt**, choose the right tenancy and give a
**Transfer reason**. Both accounts then show the move, so the audit trail and the bank reconciliation still agree.

## Printing a rent statement

On **Account summary** press **Print statement**, choose the **From** and **To** dates and whether to include
service charges. Statements for court must be printed with **Certified copy** ticked.
""",
    "arrears.md": """
# Arrears recovery

Hearthbook looks at every rent account each night and sets its **Arrears stage**. The cases for each officer are on
**Income > Arrears > My Caseload**, worst first.

## The recovery stages

Stage 1 starts when a tenant owes more than one month's charge: Hearthbook sends the first reminder letter itself.
Stage 2 is two months owed: the income officer must make contact within 5 working days and record it with **Log
contact**. Stage 3 is the Notice of Seeking Possession (NOSP). Stage 4 is the court application.

## Serving a notice

A NOSP can only be printed once the income manager has approved it on **Income > Arrears > NOSP Approval**. The
officer then records how it was served (by hand or by post) and the **Date served**; the notice lasts 12 months.

## Repayment arrangements

When a tenant agrees to pay off arrears, press **Add arrangement** on the rent account and enter the **Instalment**,
how often (weekly or monthly) and the **First payment** date. If two instalments are missed Hearthbook sets
**Arrangement broken** and the case goes back to the stage it was at.

## Why Universal Credit tenants look a month behind

Universal Credit is paid monthly in arrears, at the end of each assessment period, while rent is charged in advance.
So a tenant whose housing costs are paid straight to us (an APA) usually shows about one month owed even though
nothing is missed. Hearthbook marks these accounts **UC lag** and does not move them up a stage while the payment
arrives every month.

## Putting recovery on hold

For a bereavement, a hospital stay or a benefit claim still being decided, press **Hold recovery**, choose the
**Hold reason** and a **Review date**. A hold lasts at most 8 weeks; letters and stage changes stop meanwhile.
""",
    "repairs.md": """
# Reporting and ordering repairs

## Logging a repair

Go to **Repairs > New Job** and find the home by address or Unit ID. Pick the **Trade** and the **Job description**
from the schedule of rates, set the **Priority** and write how to get in under **Access notes** (key safe, times the
tenant is in). Press **Raise job**; Hearthbook gives the job its works order number (WO-...).

## Priorities and target times

Emergency jobs must be made safe within 24 hours, urgent jobs done within 7 calendar days and routine jobs within
28 days. The clock starts when the job is raised, not when the contractor accepts it. Use Emergency only where
people or the building are at risk: no heating or hot water, a leak that cannot be contained, exposed wiring, or a
home that cannot be secured.

## Sending the job to a contractor

Press **Issue works order** to email it to the contractor. A works order can only be issued once the job has a
**PO number**; a job estimated at over GBP 500 first waits in **Awaiting approval** until the repairs coordinator
signs it off.

## Recharging the tenant

If the damage was caused by the household, tick **Recharge** on the job. When the job is completed Hearthbook raises a
rechargeable repair invoice on the tenant's sundry account, never on the rent account, so it cannot lead to a
possession claim for rent.

## Contractor invoices

Match each invoice on **Repairs > Invoices > Match invoice** by entering the contractor's invoice number and the net
amount. An invoice more than GBP 10 away from the works order value goes to the **Variance queue** and is not paid
until the coordinator accepts it.
""",
    "damp-mould.md": """
# Damp and mould cases

Any report of damp, mould or condensation opens a case as well as a repair. Go to **Repairs > Damp & Mould >
Open case**; the case links to the job and to the home's earlier cases.

## Inspection

A surveyor must inspect within 10 working days of the report. On the tablet they record the **Severity** (1 minor,
2 moderate, 3 severe), the likely **Cause** (condensation, penetrating damp, rising damp, plumbing leak) and photos
of every affected room.

## Severe cases and vulnerable households

For severity 3, or where a child under five or someone with a breathing condition lives in the home, the remedial
works must start within 5 working days and the household must be offered a move while they are done. Record the
answer in **Decant offered**.

## Why we call the tenant back after six weeks

Mould treated without fixing its cause comes back. Six weeks after the works Hearthbook sets a **Follow-up due**
task; the case can only be closed when the officer has checked with the tenant that the mould has not returned.

## Giving advice

Press **Send advice** to email or print the condensation guide (heating, ventilation, drying clothes). Advice is never
a substitute for the inspection.
""",
    "voids-lettings.md": """
# Empty homes and lettings

## When a home becomes empty

When a tenancy ends Hearthbook marks the property **Void** on the end date. The housing officer completes the **Void
inspection** checklist within 2 working days, listing the work needed before the next tenant moves in.

## Void works

Raise the works with the job type **Void**. The target is **Ready to let** within 21 calendar days of the keys
coming back. Press **Ready to let** on **Lettings > Voids** when the last job and the gas and electrical safety checks
are done.

## Why void days matter

Every day a home stands empty is rent we do not collect. Hearthbook counts it as **Void rent loss** (the daily rent
times the days empty) on **Reports > Voids**, and the board sees it every quarter.

## Making an offer

On **Lettings > Offers > Make offer** pick the applicant from the shortlist and send the offer. The applicant has 3
working days to accept; press **Accept offer** to book the sign-up, or **Offer refused** with the reason.

## Signing up the new tenant

Press **Start tenancy**. New tenancies always start on a Monday and the first month's rent is charged pro rata.
New tenants get a 12-month starter tenancy, which becomes assured automatically if there have been no breaches.
""",
    "tenancy-changes.md": """
# Changes to a tenancy

## Ending a tenancy

A tenant must give 4 weeks' notice in writing, ending on a Sunday. On **Tenancy > End tenancy** enter the **Notice
received** date and the **End date**, then book a **Pre-void visit** to check the condition of the home before the
keys come back.

## Mutual exchange

Two tenants who want to swap homes apply on **Tenancy > Exchange request**. We must give a decision within 42 days;
Hearthbook shows the **Decision due** date. An exchange can be refused if either tenancy has arrears or a notice
served, and both homes are inspected first.

## When a tenant dies

A husband, wife or partner who lived in the home can succeed to the tenancy, but only once. Open **Tenancy >
Succession**, upload the death certificate and record who is applying. Until the decision the household pays
**Use and occupation** charges instead of rent.

## Adding a joint tenant

Press **Add joint tenant** on the tenancy; both people sign a new tenancy agreement. This cannot be done on a starter
tenancy, because the starter period is a trial of the original tenant; wait until it becomes assured.
""",
    "hearthbook-faq.md": """
# Hearthbook FAQ

## Why won't Hearthbook let me post a receipt?

The tenancy has probably ended. Money from a former tenant goes on their **Former tenant arrears** account, which
you find on the same **Income > Rent Accounts** search with **Include ended** ticked.

## How do I change a tenant's phone number or email?

Open the tenancy and go to the **Contacts** tab. Press **Edit contact**, change the details and **Save**. Every
change is kept on the **History** tab, so do not type notes into the contact fields.

## The contractor says they never got the works order.

Open the job and press **Resend works order**. Check the contractor's email address on **Repairs > Contractors**;
only the repairs coordinator can change it.

## Why is a job stuck on "Awaiting PO"?

Finance has not raised the purchase order yet. They raise it on **Finance > Purchase Orders**; the works order can
be issued as soon as the PO number appears on the job.

## How do I see every repair ever done at one address?

Open the property and go to **Property > Repairs history**. Filter by **Trade** or by date.

## Can I use Hearthbook on a tablet on an inspection?

Yes. The **Hearthbook Inspect** app works without signal and uploads photos and answers when it is back online.
""",
}
