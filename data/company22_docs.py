"""Help pages of Pedalboard, the dispatch app of Kirkgate Cargo Cycles Ltd (data/company22/pedalboard-help/):
booking jobs, the dispatch board, proof of delivery, client accounts and fleet checks. Each page names its screens,
menu paths, fields and buttons and explains why the firm works that way, so both "where do I" and "why does it"
questions have one section that answers them."""

PAGES = {
    "booking-jobs.md": """
# Booking a job

Every delivery starts as a job in Pedalboard. A job gets its reference (DX-.....) the moment it is booked, and that
reference is what the rider scans, what the client sees on their invoice and what the delivery log lists.

## Creating a job

Go to **Dispatch > New job**. Pick the client in **Account** (type part of the name or the CL- code). Fill in
**Collect from** and **Deliver to**; Pedalboard suggests the client's usual addresses first. Choose the **Service**
(STD, EXP, HVY, RND, SIG or CHL), enter the number of **Parcels** and the **Ready from** time, then press **Book
job**. The distance and the price are worked out as soon as both addresses are in, and the zone is set from the
distance.

Tip: for a parcel heavier than 25 kg always pick **HVY**, even for a short hop. Only the cargo trikes are allowed to
carry it and Pedalboard will then offer the job to trike riders only.

## Why Express jobs stop at half past five

An Express job is a promise: collected and dropped within 60 minutes. After 17:30 most riders are on their last
drops, and the evening rush on the ring road makes the hour impossible to keep across town. Rather than break the
promise, Pedalboard greys out **EXP** in **Dispatch > New job** for any **Ready from** time after 17:30. Book the job
as **STD** instead and tell the client it will arrive the next morning if it cannot go tonight.

## Booking a regular round

Clients who send something at the same time every day go on a scheduled round. Open **Dispatch > Rounds > Add
round**, pick the **Account**, the **Weekdays** and the **Collection slot**, and press **Save round**. Pedalboard
books an RND job for each day by itself at six in the morning.
""",
    "dispatch-board.md": """
# The dispatch board

The board is the controller's screen for the whole day: one column per rider on shift, and the waiting jobs down the
left under **Unassigned**.

## Giving a job to a rider

Open **Dispatch > Board**. Drag the job from **Unassigned** onto the rider's column, or select several jobs and
press **Auto-assign** to let Pedalboard choose. The rider's phone buzzes and the job shows as **Offered** until the
rider taps **Accept**. A job not accepted within five minutes goes back to **Unassigned** with a red edge.

## Why jobs are stacked by zone

Pedalboard groups waiting jobs into **stacks**: jobs whose collection points sit in the same zone (Centre, Inner or
Outer) and whose ready times fall within twenty minutes of each other. **Auto-assign** hands a whole stack to one
rider. A courier earns nothing on the ride back with an empty bag, so putting three Centre pick-ups on one bike cuts
the empty kilometres and keeps the other riders free for Express work. Break a stack with **Split** when a client
needs one of its jobs on its own.

## Taking a job back from a rider

Click the job in the rider's column and press **Reassign**. Give a reason (puncture, rider unwell, too far away);
the job returns to **Unassigned** at the top of the list.
""",
    "proof-of-delivery.md": """
# Proof of delivery

Riders close every drop in the Pedalboard rider app. The proof is what settles a client's "it never arrived", so a
drop without it is not treated as delivered.

## Completing a drop

In the rider app open **Drops > Current**, tap the job and press **Complete drop**. Scan the parcel label, then take
either a **Signature** on the screen or a **Photo** of the parcel at the door. For SIG jobs Pedalboard insists on
both a signature and the last four characters of the recipient's photo ID. The job turns **Delivered** and the client
gets an email with the proof attached.

## When nobody is in

Tap **Can't deliver** on the drop, choose the reason (no answer, business closed, refused, address wrong) and take a
photo of the door. Pedalboard asks you to wait five minutes and try once more; after the second try the job is marked
**Failed** and the parcel comes back to the depot at Sovereign Yard for the client to rebook.

## Why a failed drop is still billed

A failed drop costs the firm almost as much as a good one: the rider collected the parcel, rode out and waited. So
the client pays the service's **base fee** for a failed drop, but not the distance rate or the parcel fee. Clients
can avoid it by giving a phone number for the recipient in **Deliver to**, which the rider rings before giving up.
""",
    "client-accounts.md": """
# Client accounts

Each business that sends with us has an account with a CL- code. The code is on every job and every invoice.

## Opening an account

Go to **Clients > Accounts > New account**. Enter the **Business name**, the **Sector**, the **District** and a
**Contact** with an email for invoices, then choose the **Billing plan**. Press **Create account**; Pedalboard gives
the next free CL- code and the client can book jobs straight away.

## Billing plans

There are three plans, and the plan decides when and how the client is billed:

- **Pay as you go**: each job is charged to a card when it is booked. Good for occasional senders.
- **Monthly account**: jobs are collected over the calendar month and invoiced on the first working days of the next
  month, payable in 30 days. Only for clients who have passed a credit check.
- **Prepaid bundle**: the client buys 50 drops in advance for three months at a lower price per drop. Express,
  Heavy and Chilled jobs use two drops each. Drops beyond the bundle are billed on the renewal invoice.

## Queried jobs

When a client disputes a job, open it from **Clients > Queries > Raise query**. The job's status becomes **Held**:
it stays on the delivery log but is left off invoices until the query is closed with **Resolve**, either as billed
(back to Delivered) or written off.
""",
    "fleet-checks.md": """
# Fleet checks and the workshop

The fleet is fourteen bikes: front-loaders B01-B05, longtails B06-B09, cargo trikes B10-B12 and the solo e-bikes
B13 and B14. Every bike is checked before its first job of the day.

## The morning bike check

In the rider app open **Fleet > Daily check** and scan the sticker on the bike's top tube. Work through the list:
brakes, tyres, lights, battery charge, cargo box latch. Tick each item or press **Fault** and describe it, then press
**Submit check**. A rider cannot accept jobs on a bike until its check for the day is submitted.

## Why a bike marked Off road cannot take jobs

A fault on brakes, steering or the box latch sets the bike to **Off road**. A loaded front-loader weighs well over
150 kg and a brake failure in traffic can kill, so Pedalboard blocks the bike from the dispatch board entirely,
instead of trusting a busy controller to remember. Only the workshop can clear it, by closing the repair job.

## Booking a bike into the workshop

Go to **Fleet > Workshop > Book in**, pick the bike, describe the fault and press **Open repair**. Pedalboard gives a
WS- job number, which is the number on the workshop register. The fitter records parts and hours on the job and
presses **Back on road** when the bike is handed back.
""",
}
