"""Help pages of Accessio, the fictional collections and bookings app used at Harrowden Vale Museums & Archives
(data/company12/accessio-help/). Each page names its screens, menus, fields and buttons, and explains why things
behave as they do; the last page is a troubleshooting FAQ whose sections are questions."""

PAGES = {
    "object-records.md": """
# Object records

Every object in the collections has a record under **Collections > Objects**, found by its object number (for
example HVM.1987.112.3 for the museum, RWM. for Ropewalk Mill, CRO/ for record office documents).

## Cataloguing a new acquisition

Open the accession from **Collections > Acquisitions** and press **Create object record**. Fill in **Object name**,
**Brief description**, **Materials**, **Dimensions** and **Current location** (pick the store, bay and shelf from
the location tree). The object number is given by Accessio from the accession number, with a part number after the
last full stop when one accession has several parts. Press **Save record**.

## Recording condition

Condition checks go on the **Condition** tab: choose the **Overall condition** (*Good*, *Fair*, *Stable*, *Fragile*,
*Poor*), add notes and photographs, and press **Add check**. An object whose latest check is *Fragile* or *Poor* is
flagged with a red triangle and cannot be added to a loan until a conservator signs it off under **Conservation
review** on the same tab.

## Why the location shows "In transit"

Accessio sets **Current location** to *In transit* when a movement has been started but not received: the person
who receives the object must press **Confirm arrival** on the movement. Objects in transit are left out of the
stocktake lists until then.
""",
    "outgoing-loans.md": """
# Lending objects to other venues

Outgoing loans are kept under **Loans > Outgoing**. Each loan has a number like LOAN/26/031 (year and sequence).

## Setting up a loan

Press **New outgoing loan**, choose the **Borrower** (from Contacts), the **Exhibition title** and the **Loan
period**. Add objects with **Add object** by number; each brings its latest condition and **Insurance value**.
Choose the **Courier** (the member of staff who travels with the objects). Press **Send for approval**; the head of
collections approves with **Approve loan**, which produces the loan agreement PDF.

## Why a loan is stuck at "Awaiting facilities report"

A loan cannot be approved until the borrower's **Facilities report** is attached on the **Venue** tab and marked
accepted. The report covers security, fire detection and the temperature and humidity of the display space; loans
to a venue with an accepted report less than three years old skip this step.

## Insurance and indemnity

The total insurance value of a loan is the sum of the objects' values. Loans insured for GBP 25,000 or more must go
under the Government Indemnity Scheme: tick **GIS** on the **Insurance** tab and attach the borrower's GIS
approval letter. Below that the borrower insures the objects nail to nail on their own policy.

## Returning a loan

When the objects come back, press **Record return** on the loan, then do a condition check on each object. The loan
closes once every object has a check dated after the return.
""",
    "search-room.md": """
# Search room (County Record Office)

The search room is open Tuesday to Friday, 9.30 am to 4.30 pm in two sessions (a.m. and p.m.), and on the first
Saturday of the month in the morning. Readers are managed under **Search room > Readers**.

## Issuing a reader's ticket

Press **New reader**, enter **Name**, **Address** and **Reader category**, and check one proof of address and one
of identity. Press **Issue ticket**: Accessio prints a ticket number starting RT. Tickets last four years.

## Producing documents

Readers order documents at the desk or from home. Staff find the order under **Search room > Today** and press
**Produced** when the document reaches the reader's table and **Returned** when it comes back. A reader may have
no more than three documents at the table at one time, and the last orders for each session are taken 30 minutes
before it ends.

## Copies and camera permits

Copies made by staff cost 40p each (scan or photocopy) and are charged under **Payments > Copies**. Readers may use
their own camera, without flash, after buying a day permit for GBP 6.00 under **Payments > Camera permit**.
Documents marked *Closed* or *Copyright restricted* on their record cannot be copied or photographed.
""",
    "school-bookings.md": """
# School visits

School visits are booked under **Learning > School visits**; each visit has a reference starting SV26-.

## Booking a visit

Press **New visit**, choose the **School** (the school's reference, such as S-HAR-04, is filled in), the
**Workshop**, the **Visit date** and the expected **Pupils** and **Adults**. Enter the number of pupils with
special educational needs in **SEN support** so the learning officer can plan. Press **Confirm booking**; a
confirmation with the risk assessment is emailed to the teacher.

## Why a visit is free

Schools in the Heritage Access Fund pay nothing for workshops: tick **HAF funded** on the school's record under
**Contacts > Schools** (learning manager only). The visit's **Fee** is then left blank and no invoice is raised.

## Cancelling a visit

Open the visit and press **Cancel visit**. With 14 days' notice or more there is no charge. With less than 14
days' notice Accessio adds a GBP 40 late cancellation fee, because the learning officer's session cannot be
rebooked at short notice.

## Invoicing

Invoices are raised after the visit from **Learning > To invoice**: check the final pupil numbers and press
**Raise invoice**. The invoice number is written back on the visit.
""",
    "enquiries.md": """
# Public enquiries

Enquiries from the public (by email, letter or at the desk) are logged under **Enquiries > Inbox**.

## Logging an enquiry

Press **Log enquiry**, choose the **Channel** and the **Enquiry type** (*Object identification*, *Family history*,
*Image licensing*, *Donation offer*, *General*) and paste or type the question. Press **Assign** to give it to a
member of staff. The reply is due within 15 working days; the **Due** column turns amber 3 days before.

## Offers of donations

Never accept an object at the desk. Choose *Donation offer*, attach photographs and press **Send to collections
panel**. The panel meets monthly; if it accepts, Accessio creates an **Entry form** to be signed when the object is
brought in.

## Why an enquiry was closed without a reply

Enquiries are closed by Accessio when the enquirer has not answered a request for more information within 30 days.
They can be reopened with **Reopen** from **Enquiries > Closed**.
""",
    "accessio-faq.md": """
# Accessio FAQ

## I cannot add an object to a loan - the Add button is grey

The object's latest condition check is *Fragile* or *Poor*. Ask a conservator to complete the **Conservation
review** on the object's Condition tab; the button works once it is signed off.

## The school is missing from the School list when I book a visit

The school's record is archived or was never created. Search with **Show archived** ticked under
**Contacts > Schools**; restore it with **Unarchive**, or press **New school** and fill in its reference.

## A reader says their ticket has expired

Tickets last four years. Open the reader under **Search room > Readers** and press **Renew ticket** after checking
proof of address again.

## The stocktake list is shorter than the shelf

Objects that are *In transit* or out on loan are left off the list. Check **Loans > Outgoing** and the movements
still waiting for **Confirm arrival**.
""",
}
