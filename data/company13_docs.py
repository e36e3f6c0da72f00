"""Help pages of Pawsmith, the fictional practice-management app used at Brackenfold Veterinary Group
(data/company13/pawsmith-help/). Each page names its screens, menu paths, fields and buttons, and says why the app
behaves as it does; the last page is a FAQ whose sections are the questions reception and clinical staff ask."""

PAGES = {
    "booking-appointments.md": """
# Booking appointments

The diary for every site is under **Diary > Appointments**. Pick the site from the **Site** list at the top left
(Thornby, Ellerside, Cawdell Bridge or Nightline); each column is one vet or nurse.

## Making a booking

Click an empty slot in the right column. In the booking panel type the owner's surname, postcode or
**Account no.** into **Find client**, pick the pet from **Patient**, choose the **Appointment type** (consult,
recheck, vaccination, nurse clinic, op admit) and press **Book**. Pawsmith fills the standard slot length for the
type: 15 minutes for a consult, 10 for a recheck or nurse clinic.

## Longer appointments

For a second opinion, a dental admit or a nervous animal that needs time, change **Length** in the booking panel
before you press **Book**, or drag the bottom edge of an existing booking down. Bookings cannot run over the end of a
vet's session; split them across two sessions instead.

## Moving or cancelling a booking

Drag the booking to the new slot and confirm **Move**. To cancel, open it and press **Cancel appointment**, then
pick a **Cancellation reason**. A cancellation less than 24 hours before the slot is still a cancellation - only
use the no-show marker when the client simply did not come.

## When a client does not turn up

Fifteen minutes after the slot starts, open the booking and press **Mark DNA** (did not attend). The slot turns
grey and the client gets the no-show text if their **Contact consent** allows SMS. Two DNAs in twelve months put a
**Deposit required** flag on the client: from then on they can only be booked by phone with a GBP 20 deposit taken
through **Take deposit**, and their online booking is switched off. A practice manager can clear the flag on
**Client > Details**.

## Bookings made on the website

Clients of all three surgeries can ask for a slot through the practice website. Requests are not in the diary
until someone accepts them: open **Diary > Online requests**, check the pet and the reason, then press **Accept**
(it goes into the diary) or **Decline** with a message. Requests left for more than one working day turn red.
""",
    "consultations.md": """
# Consultations and clinical notes

Consultations are written under **Clinical > Consultations**. The quickest way in is **Start consult** on the
booking in the diary, which opens the patient with the owner and the booking already filled in.

## Writing up a consultation

The consultation has three tabs: **History**, **Examination** and **Plan**. Write what the owner tells you on
**History**, your findings on **Examination** and what happens next on **Plan**. Use **Add template** for the
standard vaccination or nurse clinic text. Press **Finish consult** when you are done; the charges go to the
invoice (see the invoicing page).

## Weighing the patient

Type the weight in kilograms in **Weight** on the **Examination** tab. Leave it empty rather than guessing - a blank
is not counted in the weight chart. Every weight ever recorded is drawn as a graph on the patient record under
**Patient > Weight chart**, with the breed range shaded.

## Sending samples to the lab

On the **Plan** tab press **Lab request**, choose **In-house** or **External lab** and tick the tests. An external
request prints the submission form with its LAB number and the barcode for the sample pot. Results come back into
**Patient > Results**; the vet who made the request gets a task when they arrive.

## Referring to a specialist

On the **Plan** tab press **Referral**. Choose the referral centre from **Refer to**, set **Urgency**, and Pawsmith
drafts the **Referral letter** from the history, the findings and the charges so far. Read it through, attach any
images with **Attach**, and press **Send referral**. The letter gets a number like REF-26-041 and a copy is kept in
**Patient > Documents**.

## Correcting notes after the consult

Notes lock 24 hours after **Finish consult**, because the clinical record is a legal document and must show what
was known at the time. To add something later, open the consultation and press **Add addendum**: the addendum is
dated and signed with your name, and the original text stays as it was.
""",
    "invoicing.md": """
# Charges, invoices and payments

Everything charged in a consultation lands on the client's invoice. Charges are added on the **Charges** tab of
the consultation under **Clinical > Consultations**.

## Adding charges

Press **Add charge**, type the procedure code (for example C01 for a standard consultation) or part of the name,
set **Qty** and press **Add**. Medicines come from the stock list of the site you are working at. Press **Finalise**
to close the invoice; after that only a credit note can change it.

## Why a charge shows GBP 0.00

Pets on a health plan have some items included. Pawsmith checks the plan on **Client > Plan** when a charge is
added: vaccinations are free on both the **Basic** and **Gold** plans, nurse clinics are free on Gold, and Gold
members get 10% off everything else. The line shows the list price struck through and the plan price next to it.
If a member is charged in full, check that the plan has not lapsed (**Plan status** must say **Active**).

## Taking payment

After **Finalise** press **Take payment** and choose card, cash or bank transfer. The day list shows a tick in the
**Paid** column once the invoice is settled in full; a part payment leaves it blank.

## Putting an invoice on account

Only clients with **Account allowed** ticked on **Client > Details** can leave without paying; the tick is set by
the practice manager (breeders, rescues and farms mostly). Press **Post to account** instead of **Take payment**.
Account clients get a statement at the start of each month.

## Refunds and credit notes

A refund needs the **Practice manager** role. Open the invoice from **Client > Transactions**, press **Raise credit
note**, pick the lines to credit and a reason, then refund to the card used or keep the credit on the account.
""",
    "controlled-drugs.md": """
# Controlled drugs register

Schedule 2 and 3 drugs (methadone, buprenorphine, pethidine, ketamine) are kept in the locked CD cabinet at each
site and every movement goes into the register in **Pharmacy > CD Register**. The register keeps one running balance
per drug and strength.

## Recording a supply or administration

Open **Pharmacy > CD Register**, pick the drug and strength, press **Record supply** and fill in **Patient**,
**Quantity (ml)** and the consultation. Both the person giving the drug and the witness must sign: the witness
chooses their name under **Witness** and types their PIN. The new balance is shown straight away - check it against
the bottle before you close the entry.

## Booking in a delivery

CD deliveries from the wholesaler arrive at the Thornby pharmacy. Open **Pharmacy > Goods in**, scan or type the
delivery note, enter the quantity received against each drug and the supplier's invoice number, and have it
witnessed like a supply. Stock for the other surgeries is then moved with **Stock > Transfers**.

## Weekly balance check

Every Monday the head nurse at each site counts the CDs and enters the counted volume under **Balance check**. If
the count and the register differ by more than 0.5 ml, press **Report discrepancy**: Pawsmith alerts the **Named
CD officer** (the clinical director) and locks further supplies of that drug at that site until they have looked
at it. Do not adjust the balance yourself.

## Who may witness

The witness must be a different user from the person recording the entry and must hold the **RVN** or **MRCVS**
role in Pawsmith. Student nurses, receptionists and locums without a Pawsmith login cannot witness, which is why
their names do not appear in the **Witness** list.

## Out-of-date and returned stock

Expired or returned Schedule 2 drugs are destroyed only in front of an authorised witness from outside the
practice. Record it in **Pharmacy > Destruction log**; Pawsmith will not save the entry until **Authorised
witness** and their reference are filled in. Keep the drug in the cabinet, marked "for destruction", until then.
""",
    "reminders.md": """
# Reminders

Pawsmith sends vaccination, flea and worming and recheck reminders by SMS or email, as each client prefers.

## Adding a reminder by hand

On the patient, open **Patient > Reminders** and press **Add reminder**. Choose the **Reminder type**, the **Due
date** and, for rechecks, a short message. Reminders created by hand are sent in the next reminder run.

## Reminders the system adds

Charging a vaccination adds the booster reminder for twelve months later, and a dental adds a six-month dental
check. You do not need to add these yourself; they show in **Patient > Reminders** with the source "auto".

## Sending the reminders

Reminders go out in a reminder run, usually every Monday. Open **Communications > Reminder run**, choose the due
date range and the site, press **Preview** to see who will be contacted, and then **Send**. Clients with no mobile
number or email are listed under **Print letters** at the end of the run.

## Why a client got no reminder, or got one they should not have

Pawsmith skips a client whose **Contact consent** boxes on **Client > Details** are all unticked, and a pet marked
**Deceased** or **Left practice** on **Patient > Details**. When a pet dies, always set **Deceased** on the patient
the same day: that stops every reminder and marketing message about that pet straight away.
""",
    "pawsmith-faq.md": """
# Pawsmith FAQ

Short answers to the questions the support desk hears most often.

## The diary says "Deposit required" - what does that mean?

The client has two DNAs in the last twelve months. Book them by phone and take the GBP 20 deposit with **Take
deposit**; see the booking page for how the flag is cleared.

## I can't find a client by name

Search by **Account no.** or postcode in **Find client** instead - many couples are filed under one partner's name.
If there are two records for one client, ask the practice manager to use **Merge clients**; do not create a third.

## How do I print a vaccination card?

Open **Patient > Documents**, press **New document** and choose **Vaccination certificate**. It lists every
vaccination recorded in Pawsmith with the batch numbers.

## Why is a medicine greyed out when I try to charge it?

It is out of stock at the site you are logged in to. Ask the Thornby pharmacy for it with **Stock > Transfers**, or
switch **Site** if the animal is being treated elsewhere.

## The day won't close at the end of the evening

**Day end** refuses to close while any invoice of the day is still open. The **Day end** screen lists them: finalise
each one (or post it to account) and press **Close day** again.

## How do I move a client to another surgery?

Change **Registered site** on **Client > Details**. Their history stays; reminders and statements come from the new
site from the next run.
""",
}
