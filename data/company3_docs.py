"""Text of the how-to pages in data/company3/pinion-guide: the fictional job-management app "Pinion" used by
Quillmoor Facility Services Ltd (written for the company3 dev/test splits only).

Written to differ from data/sample_docs.py and data/company2_docs.py: menu paths are `A > B` code spans,
the topics are field-service work (logging faults, dispatch, planned maintenance, van stock, sign-off,
timesheets, billing, site records), and each page mixes numbered steps, "why" sections and tips.
Deliberately NOT covered (the refusal questions rely on it): quotes/estimates, supplier purchase orders,
mileage or vehicle tracking, leave requests, accounting-package links, a client self-service portal.
"""

LOGGING = """
# Logging a reactive job

A reactive job is any repair a client reports, as opposed to planned maintenance. Log it in Pinion while
the caller is still on the line, so the response clock starts at the right time.

## Logging a job from a phone call

1. Open `Jobs > Log new job`.
2. Pick the **Site**. You can type part of the site name or its site reference (for example ASH-07).
3. Choose the **Trade** and a **Priority** from P1 (emergency) to P4 (routine).
4. Fill in **Reported by** and **Contact number** so the technician can call ahead.
5. Describe the problem in **Fault description** in the caller's words, including where in the building it is.
6. If the caller mentions locked areas, alarms or parking limits, write them in **Access notes**.
7. Click **Save and dispatch** to send the job straight to the dispatch board, or **Save** to leave it in
   the **Unassigned** queue for the branch supervisor.

Pinion numbers the job when it is saved: WR, the year and month, and a sequence number for the month
(WR2506-014 is the fourteenth job logged in June 2025).

## How the priority sets the response deadline

Every reactive job gets an **Attend by** time as soon as it is saved. It is counted from **Logged at**, not
from the moment a technician is dispatched:

- P1 (emergency): the site's **P1 response (hrs)** from the site record: 4 hours for Gold contracts,
  8 hours for Silver and 24 hours for Bronze.
- P2 (urgent): by the end of the next working day.
- P3 (normal): within 5 working days.
- P4 (routine): within 20 working days, or at the next planned visit if that is sooner.

The clock only stops while the job is **On hold - client**, for example when the client cannot give
access. Awaiting Parts does not stop the clock.

## Why Pinion warns about a possible duplicate

When you save a job, Pinion looks for open jobs on the same site and trade logged in the last 7 days. If
it finds one it shows a **Possible duplicate** panel. Choose **Link as duplicate** when it is the same
fault reported twice: the call is added to the existing job's history and no new job number is used, so
the same fault is not attended (and billed) twice. Choose **Log anyway** when it is a different fault.

## Changing the priority after logging

Open the job from `Jobs > Open jobs`, click **Edit** and change **Priority**. A **Reason for change** is
compulsory. The new **Attend by** time is worked out again from the original **Logged at** time.

## Tips

- Ask the caller for a photo; it can be attached under the job's **Files** tab.
- A P1 job saved outside office hours also pages the on-call supervisor.
"""

DISPATCH = """
# The dispatch board

The dispatch board is where supervisors give jobs to technicians and plan each technician's day.

## Assigning a job to a technician

1. Open `Planning > Dispatch board`.
2. Set the **Branch** filter to your depot; the day view shows one lane per technician.
3. Drag a job card from the **Unassigned** column onto a technician's lane, at the time you want the visit.
4. Check the **Skill match** badge on the card: green means the technician holds the trade, amber means a
   different trade of the same branch, red means the technician cannot do this trade.
5. Click **Confirm visit**. The technician gets a notification in the Pinion mobile app.

## Why some technicians are greyed out

A greyed-out lane cannot take the job you are dragging. Either the technician is marked **Unavailable**
for that day, or a certificate the trade needs has expired. Certificates are recorded on the technician's
profile under `Team > Technicians > Certificates`, each with an **Expiry date**; Pinion blocks work of that
trade from the day after the expiry date until a new certificate is uploaded, so nobody is sent to work
they are no longer qualified for.

## Travel buffer

Pinion leaves a gap between two visits for travel. The gap is the **Travel buffer (minutes)** setting in
`Settings > Scheduling`; it is 30 minutes unless an administrator changes it. Visits dragged closer
together than the buffer show a clock warning on the board.

## Handing a job back

To take a job off a technician, drag it back to the **Unassigned** column and pick a **Reason for
reassignment**. The job keeps its **Attend by** time.

## Tips

- Press **T** on the board to jump to today.
- Double-click a lane's name to open that technician's week.
"""

PPM = """
# Planned maintenance schedules

Planned preventive maintenance (PPM) covers visits that happen on a cycle, such as quarterly boiler
services or monthly emergency-light tests. Pinion turns each schedule into planned jobs automatically.

## Creating a PPM schedule

1. Open `Assets > PPM schedules > New schedule`.
2. Pick the **Site** and the **Asset** (for example "Boiler 2, plant room").
3. Choose a **Task list**; task lists are templates of the checks to do on each visit.
4. Set the **Frequency**: monthly, quarterly, six-monthly or annual.
5. Enter the **First due date** and the **Assigned trade**.
6. Set **Lead time (days)**, how far ahead of the due date the job is created (14 unless changed).
7. Click **Save**, then **Activate**. A schedule that is saved but not activated creates no jobs.

## How Pinion creates planned jobs

Every night at 02:00 Pinion looks 90 days ahead. For each visit due in that window it creates a job on the
date that is the lead time before the due date. The job has **Job type** Planned and priority P4, and it
shows on the dispatch board with a blue border so supervisors can tell it from reactive work.

## What happens when a planned visit is missed

Pinion does not move a missed visit. The visit is shown as **Overdue** on the compliance dashboard
(`Reports > Compliance`) until the job is completed. The next visit is still due on the original cycle,
unless **Float from completion** is ticked on the schedule, in which case each due date is counted from
the date the previous visit was actually completed.

## Suspending a schedule

Open the schedule and click **Suspend**, giving a **Suspension reason** (for example "school closed for
summer"). A suspended schedule creates no jobs, and its visits show as Suspended rather than Overdue on the
compliance dashboard. Click **Resume** to start it again.
"""

VAN_STOCK = """
# Van stock and parts

Each technician's van carries a stock of common parts. Pinion tracks the van as a small store, so parts
used on jobs are charged to the client and the van can be topped up.

## Booking parts used on a job

1. In the Pinion mobile app, open the job and go to the **Parts** tab.
2. Tap **Add part** and scan the barcode, or search by part number or description.
3. Enter the **Qty** and choose where it came from: **From van** or **From branch store**.
4. Tap **Save**. The part is priced from the price list and added to the job's materials.

## When you need a part you do not have

Tap **Need parts** on the job, list the parts and set an **Expected by** date. The job's status changes
to Awaiting Parts and the branch store receives a parts request. Remember that Awaiting Parts does not
stop the response clock.

## Topping up a van

Open `Stock > Vans`, pick your van and click **Request top-up**. Pinion suggests a quantity for each part:
the part's **Max level** on the van profile less what is on the van now, for every part at or below its
**Min level**. The branch supervisor approves the request and the store prepares the transfer.

## Why van stock can go negative

Pinion lets a technician book a part from the van even when the van's figure says there is none left, for
example when a top-up has been loaded but not yet received in the app. Blocking the booking would stop the
job being closed. Negative lines are listed in `Reports > Stock exceptions` and clear when the transfer is
received, or when a supervisor posts a **Stock adjustment**.

## Tips

- Receive a top-up in the app the day it is loaded, so the van figures stay right.
- Parts taken from the branch store are charged to the job the same way as van parts.
"""

COMPLETING = """
# Completing a job and getting sign-off

## Closing a job on the mobile app

1. Tap **Arrive** when you reach the site; this starts the job's **Time on site**.
2. Do the work and write what you did in **Work done**.
3. Add at least one **Before** and one **After** photo.
4. Check **Time on site**. If you forgot to tap Arrive, correct it and give a reason.
5. Ask the client's contact to sign under **Customer sign-off** (name and signature). If nobody is
   available, choose **Unable to obtain** and say why.
6. Tap **Complete job**.

## Why a job goes to Pending review

Some jobs are checked by a supervisor before they count as completed and can be billed. A job goes to
**Pending review** instead of Completed when any of these is true:

- its charge is above the **Review threshold** (750.00 GBP unless changed in `Settings > Billing`);
- it was a P1 job;
- the sign-off was **Unable to obtain**.

Supervisors find these jobs under `Team > Pending review` and click **Approve** or **Send back**.

## Job statuses

A job moves through Unassigned, Scheduled, In Progress, Pending review (when needed) and Completed.
Awaiting Parts can come between In Progress and Completed. Cancelled jobs carry no charge. Once a job is
billed it shows as Invoiced in the Finance screens.

## Reopening a completed job

Completed jobs are listed under `Jobs > Completed`. Click **Reopen** to add work or correct the record;
this is only possible before the job has been invoiced. If the fault comes back after the job was
invoiced, log a new job and fill in **Recall of** with the original job number, so the return visit is
not billed again.
"""

TIMESHEETS = """
# Timesheets

## Filling in your weekly timesheet

1. Open `My week > Timesheet` in the app or the browser.
2. Hours on jobs are filled in for you from each job's **Time on site**.
3. Add **Non-job time** rows for everything else, with one of these codes: TRV (travel between sites),
   TRN (training), YRD (yard and store duties), STB (standby).
4. Check the week's total and click **Submit**.

Submit by Monday 10:00 for the week before.

## How overtime is calculated

The standard week is 39 hours. Hours above 39 in a week are overtime and are paid at time and a half
(1.5 times the hourly rate). A P1 call-out attended between 18:00 and 07:00, or at a weekend, counts as
overtime from its first hour, whatever the week's total. Standby (STB) is paid as a flat allowance, not as
hours, so it never adds to overtime.

## Approving timesheets

Branch supervisors approve timesheets under `Team > Timesheet approvals`: open each one and click
**Approve**, or **Return** with a comment saying what to correct. Timesheets approved by Tuesday 16:00 go
into that week's payroll export; later ones are paid in the next pay run.

## Correcting a timesheet

Before approval, ask your supervisor to **Return** it, correct it and submit it again. After approval it
cannot be changed; add an **Adjustment line** to the next week's timesheet instead.

## Tips

- Travel from home to the first job is not TRV time.
- The week view turns amber when the total is below 39 hours.
"""

BILLING = """
# Billing completed jobs

## Creating an invoice from completed jobs

1. Open `Finance > Ready to bill`.
2. Filter by **Client** and tick the jobs to bill.
3. Click **Create invoice**. Pinion puts jobs with different **PO number** values on separate invoices.
4. Check the draft and click **Issue**; the invoice PDF is emailed to the client's accounts address.

The **Bill to** block comes from the client's billing address (`Clients > Billing details`), not from the
site's address. The **Due date** is the invoice date plus the client's **Payment terms (days)**.

## Why a completed job is missing from Ready to bill

- It is still in **Pending review** (see "Completing a job").
- The client requires a purchase order and the job has no **PO number** yet.
- Its charge is zero, for example a cancelled job.

## Deposits and the balance due

Some clients pay part of a large job in advance. Record the payment under
`Finance > Deposits > Record deposit`. When you next create an invoice for that client, tick
**Apply deposit**: the invoice prints a "Less deposit received" line and its **Balance due** is the total
less the deposit. The invoice total itself does not change.

## What a job's charge is made of

A job's charge is its labour (hours times the trade's charge-out rate) plus materials at cost plus 15 %.
VAT at 20 % is added on the invoice, not on the job.
"""

SITES = """
# Site records and permits

## Adding a new site

Open `Sites > Site register > Add site` and fill in:

- **Site ref**: the branch code and a number, for example BRM-12;
- **Client**, **Site type** and **Contract tier** (Gold, Silver or Bronze);
- **Access hours** and **Key safe code**.

Click **Save**. The site can be picked on new jobs straight away.

## What the contract tier changes

The tier sets the site's **P1 response (hrs)**: 4 for Gold, 8 for Silver, 24 for Bronze. Out-of-hours
call-outs on Gold sites are charged at the normal rate; on Silver and Bronze sites an out-of-hours uplift
is added.

## Permits to work

Some work needs a permit before it can start: hot works (anything with a flame or a grinder), work at
height above 2 metres, and confined spaces. On the job, tick **Permit required** and choose the **Permit
type**. The technician cannot tap **Start work** until a supervisor has issued the permit under
`Team > Permits`; this makes sure the risks were checked by a second person before anyone starts.

## Who can see the key safe code

The **Key safe code** is shown only to supervisors and to technicians who have a visit at that site on
that day, between 06:00 and 22:00. Everyone else sees asterisks, so the codes do not spread further than
they need to.

## Tips

- Put parking instructions in **Access hours** too; technicians read it before setting off.
"""

PAGES = {
    "logging-a-job.md": LOGGING,
    "dispatch-board.md": DISPATCH,
    "planned-maintenance.md": PPM,
    "van-stock.md": VAN_STOCK,
    "completing-jobs.md": COMPLETING,
    "timesheets.md": TIMESHEETS,
    "billing.md": BILLING,
    "site-records.md": SITES,
}
