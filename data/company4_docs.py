"""Text of the how-to pages in data/company4/larkspur-help: the fictional practice-management app "Larkspur" used
by Brackenfold Veterinary Group (written for the company4 dev/test splits only).

Written to differ from the other corpora's pages: the topics are veterinary front desk, clinical and pharmacy
work, tips are block-quoted callouts rather than a Tips section, and several pages put a short "Before you
start" list ahead of the steps. Deliberately NOT covered (the refusal questions rely on it): pet insurance
claims, video or telemedicine consultations, an online booking portal for clients, importing laboratory
results, microchip database registration, boarding or kennel bookings, leave requests, SMS marketing.
"""

APPOINTMENTS = """
# Booking and managing appointments

The diary holds every appointment at every Brackenfold clinic. Reception staff book most appointments while
the client is at the desk or on the phone; vets and nurses can book follow-ups from the consultation screen.

## Booking an appointment

1. Open `Diary > New appointment`.
2. Search for the **Client** by surname, phone number or Client No. (for example CN-40156).
3. Pick the **Patient**. A client with several animals sees them all; farm accounts list the herd or flock.
4. Choose the **Appointment type**. This sets how long the slot is (see below).
5. Choose the **Vet** or leave it as **Any vet** to see the first free slot at the clinic.
6. Click a free **Slot** in the diary and then **Book**.

Larkspur sends the client a confirmation text when the booking is saved, and a reminder the day before.

## How appointment lengths are set

Each **Appointment type** has a fixed length, so the diary never double-books a vet:

- Consultation: 15 minutes; a new patient's first consultation is booked as a double slot of 30 minutes.
- Vaccination: 10 minutes.
- Second opinion: 30 minutes.
- Surgical admission: 20 minutes, in the morning admission block only.
- Farm call: 60 minutes plus travel, booked in the vet's road diary rather than the consulting room.

Practice managers can change the lengths under `Settings > Diary > Appointment types`.

## Moving or cancelling an appointment

Drag the appointment to a new slot, or open it and click **Reschedule**. To cancel, click
**Cancel appointment** and pick a **Cancellation reason**; the reason is compulsory. A cancellation less than
24 hours before the slot is recorded as **Late cancellation** on the client's record.

## Why a client is marked as a no-show

If a patient is not checked in within 20 minutes of the slot's start, Larkspur marks the appointment
**Did not attend** and frees the vet's time. After three Did not attend marks in twelve months the client record gets a
**Deposit required** flag, and reception must take a booking deposit before the next appointment can be
confirmed. A practice manager can clear the flag from the client record.

> **Tip:** Hold **Shift** while dragging an appointment to copy it instead of moving it, which is handy for
> a course of treatments.
"""

CONSULTATIONS = """
# Consultations and clinical notes

## Checking a patient in

1. Open `Diary > Waiting room`.
2. Find the appointment and click **Check in**.
3. Enter today's **Weight (kg)**; Larkspur uses it to work out doses during the consultation.
4. Tick **Consent on file** if the owner has signed the treatment consent form.

The patient moves to the vet's **Ready to see** list.

## Writing the clinical note

Larkspur notes follow the SOAP pattern. Fill in **Subjective** (what the owner reports), **Objective**
(examination findings), **Assessment** (the working diagnosis) and **Plan** (treatment and follow-up). Click
**Save draft** while you work and **Finalise** when the consultation is over.

## Why a note cannot be edited later

A clinical note is a legal record. Larkspur locks a note as soon as it is finalised, and any draft is locked
automatically 48 hours after the consultation started. To correct or add to a locked note, open it and click
**Add addendum**: the addendum is stored under the note with your name and the time, and the original text is
never changed. This keeps a trustworthy history if a case is ever reviewed.

## Charging from the consultation

Add treatments, medicines and procedures on the **Charge sheet** tab while the note is open. Click
**Send to reception** to pass the charges to the front desk, where the client pays or the visit is put on
account.

> **Tip:** Typing `/wt` in any note field inserts the weight recorded at check-in.
"""

VACCINATIONS = """
# Vaccinations and reminders

## Recording a vaccination

1. From the patient's record open `Patient > Vaccinations > Record vaccine`.
2. Choose the **Vaccine** from the list of stocked products.
3. Scan or type the **Batch number**; the **Expiry** fills in from stock.
4. Pick the **Injection site** and the **Next due** date (Larkspur proposes one from the vaccine's interval).
5. Click **Save**. The vaccination is added to the patient's vaccination card, which can be printed for the owner.

## How vaccination reminders are sent

Every morning at 06:00 Larkspur looks for patients whose **Next due** date is coming up. The first reminder
goes 21 days before the due date. If no appointment has been booked, a second reminder goes 7 days after the
due date. No more reminders are sent after that; the patient appears on the **Lapsed vaccinations** report
instead. Reminders use the client's **Preferred contact** channel: text message, email or letter.

## Stopping reminders

When a pet dies or is rehomed, change its **Patient status** to Deceased or Rehomed; reminders stop at once.
A client who does not want reminders at all can be opted out under `Client > Communication preferences` by
unticking **Vaccine reminders**.

## Why a vaccination course is restarted

If a booster is given more than three months after its **Next due** date, immunity may have lapsed.
Larkspur then shows a **Restart course** warning and proposes a primary course of two doses, three to four
weeks apart, instead of a single booster. The vet can override it with a reason.
"""

DISPENSING = """
# Dispensing and the controlled drugs register

Before you start:

- the patient must have been seen by a vet in the last 6 months for a prescription medicine;
- you need the **Dispense** permission, which vets and registered nurses have.

## Dispensing a medicine

1. Open `Pharmacy > Dispense` and pick the patient.
2. Choose the **Product** and enter the **Quantity**.
3. Type the **Dosage instructions** as they should appear on the label.
4. Click **Print label**, stick it on the pack and click **Dispensed**.

The medicine is charged to the client and taken out of the clinic's stock.

## How Larkspur chooses the batch

Stock is used first-expiry-first-out: Larkspur takes the batch that expires soonest, so nothing expires on the
shelf. Batches past their expiry date cannot be dispensed, and batches marked **Quarantined** are skipped until
a practice manager releases them.

## Recording a controlled drug

1. Open `Pharmacy > CD register > New entry`.
2. Choose the **Drug**, the **Patient** and the **Amount used** (ml or tablets).
3. Record any **Amount wasted**, for example the rest of an opened vial.
4. A second member of staff enters their PIN as **Witness**.
5. Click **Sign entry**.

## Why controlled drugs need a witness

Controlled drugs such as ketamine and buprenorphine are kept in a locked cabinet, and the law requires a
running balance for each one. A witness confirms the amount used and wasted at the time, so any gap between
the register and the cabinet can be traced to a person and a date. Larkspur will not sign an entry whose
witness is the same person who made it.

> **Tip:** Count every controlled drug on Friday afternoons under `Pharmacy > CD register > Balance check`;
> a difference has to be explained before the count can be saved.
"""

ACCOUNTS = """
# Taking payment and client accounts

## Taking payment at the desk

1. Open `Front desk > Checkout` and pick the client's waiting charges.
2. Check the items and click **Take payment**.
3. Choose the **Payment method**: card, cash or bank transfer. To pay part by card and part in cash, click
   **Split payment**.
4. Click **Complete**. Larkspur prints or emails a receipt numbered RCT- followed by a number.

## Putting a visit on account

Only account clients can leave without paying. A client is an account client when their **Account type** is
Farm, Breeder or Rescue, or when **Credit account** is ticked on the client record. At checkout click
**Put on account**; Larkspur refuses if the new balance would go over the client's **Credit limit**.

## How statements of account are worked out

Larkspur produces a statement for every account client on the last working day of the month. The statement
starts from the **Balance brought forward**, the balance at the start of the period. It then lists every
charge and every payment in date order, with a running **Balance** after each line. The closing figure,
printed as **Balance due**, is what the client owes on the statement date: the balance brought forward, plus
the charges, less the payments.

## Chasing overdue balances

Open `Accounts > Aged debt` to see each account's balance split by age. Larkspur sends a reminder letter when
a balance is 30 days overdue and a second letter at 60 days. At 90 days the account is put on **Stop**: new
visits must be paid at the desk until the balance is cleared.

## Writing off a small balance

A balance of 25.00 or less that cannot be collected can be written off under
`Accounts > Adjustments > Write-off`. Only a practice manager can post a write-off, and a **Reason** is
required.
"""

STOCK = """
# Stock control and supplier orders

## Setting a reorder level

1. Open `Pharmacy > Stock > Product settings` and search for the product.
2. Enter the **Reorder level** for each clinic: the number of packs at which to order more.
3. Enter the **Reorder quantity**: how many packs to order each time.
4. Click **Save**.

## Why Larkspur suggests an order

Each night Larkspur compares every clinic's stock with the product's **Reorder level**. When stock is at or
below that level, the product is added to `Purchasing > Suggested orders` with the **Reorder quantity**.
Suggestions for the same supplier and clinic are grouped into one draft order, except fridge (cold-chain)
products, which always get an order of their own so that a late delivery of ordinary stock never holds up
vaccines.

## Raising a purchase order

1. Open `Purchasing > Orders > New order`, or open a draft from **Suggested orders**.
2. Choose the **Supplier** and the clinic under **Deliver to**.
3. Set the **Required by** date.
4. Add the lines: product, **Qty** in packs and **Unit price**.
5. Click **Send to supplier**. The order is emailed and numbered VPO- followed by a number.

## Booking in a delivery

Open `Purchasing > Goods in`, pick the purchase order and enter the quantity received with each line's
**Batch number** and **Expiry**. If only part of the order arrived, click **Part received**; the order stays
open for the rest.

## Why a delivery is quarantined

For fridge products the person booking in must confirm the **Cold chain OK** box. If it is left unticked (the
box arrived warm or the temperature strip changed colour), the batch is booked in as **Quarantined**: it counts
as stock but cannot be dispensed until a practice manager has checked it with the supplier and released it.
"""

ROTA = """
# Staff rota and on-call

## Building the monthly rota

1. Open `Staff > Rota planner` and choose the clinic and month.
2. Apply a **Shift pattern** to each person, or drag single shifts onto the grid.
3. Check the **Cover** row: every day needs at least one vet and one nurse on each shift.
4. Click **Publish**.

Rotas are published by the 20th of the month before, so staff see their shifts at least ten days ahead.

## Swapping a shift

Open `My rota > Request swap`, pick your shift and the colleague you want to swap with. The colleague accepts
in their own **My rota**, and the practice manager approves the swap. Until then both shifts stay as published.

## How rostered hours and on-call are counted

**Rostered hours** add up the shifts on the rota: a day shift counts 9 hours, a night shift 12 hours and a
weekend shift 8 hours. On-call is separate: a vet on call stays at home and is only counted for the hours
actually called out, shown as **On-call hours**. On-call hours are never part of rostered hours.

## Why a shift shows a rest warning

Larkspur checks that everyone has at least 11 hours off between two shifts. A shift that starts sooner than
that after the previous one ends shows an amber **Rest warning**. The rota can still be published, but the
practice manager must enter a reason, for example an emergency cover.
"""

PAGES = {
    "appointments.md": APPOINTMENTS,
    "consultations.md": CONSULTATIONS,
    "vaccinations.md": VACCINATIONS,
    "dispensing.md": DISPENSING,
    "payments-and-accounts.md": ACCOUNTS,
    "stock-and-ordering.md": STOCK,
    "staff-rota.md": ROTA,
}
