"""Text of the help-centre pages in data/company5/roundel-help: the fictional dispatch and depot app "Roundel" (with
its drivers' handheld companion "Roundel Go") used by Brindlecombe Couriers Ltd. Written for the company5
dev/test splits only.

Written to differ from the other corpora's pages: one page is a question-and-answer FAQ, one puts its fields in a
Markdown table, one opens with a "Before you start" checklist, one ends with "Troubleshooting", and the
explanations sit under "Why ..." or "How ..." headings in the middle of pages rather than at the end.
Deliberately NOT covered (the refusal questions rely on it): customs or international shipments, dangerous
goods such as lithium batteries, webshop or API integrations, cash on delivery, parcel lockers or collection
points, tachograph downloads, driver holiday or leave requests, temperature-controlled loads.
"""

BOOKING = """
# Booking a consignment

A consignment is everything one customer sends to one delivery address on one day: a single parcel, several
parcels travelling together, or one pallet. Each consignment gets a number starting **BCL** when it is saved.

## Steps

1. Go to `Dispatch > New consignment`.
2. Type the customer's **Account No** (for example AC1240) or start typing the trading name and pick it from the
   list. Accounts that are on stop are shown in grey and cannot be picked (see *Customer accounts*).
3. Choose the **Service**.
4. Enter the delivery address. Roundel looks the postcode up; if it cannot match the street it marks the address
   **Unverified** in amber.
5. Add one line per parcel with its **Weight (kg)** and its **Dimensions (cm)**.
6. Click **Save and label**. The labels print on the depot's label printer, one per parcel.

## The fields on the booking screen

| Field | What to enter |
|---|---|
| Account No | The paying customer. Cash senders are booked on the depot's own counter account. |
| Service | Economy 48, Next Day, Timed 10:30, Same Day or Pallet. |
| Parcels | Filled in for you from the parcel lines. A pallet always counts as one. |
| Weight (kg) | Scale weight of each parcel, to one decimal place. |
| Dimensions (cm) | Length x width x height of each parcel. |
| Safe place allowed | Tick when the customer agrees the driver may leave the parcel without a signature. |
| Customer reference | Optional; printed on the invoice line, for example the customer's order number. |

## Why the charged weight can be more than the scale weight

Light but bulky boxes take up as much room on a van as heavy ones, so Roundel charges on whichever is greater:
the scale weight or the **volumetric weight**. Volumetric weight is length x width x height in centimetres divided
by 5000. A 60 x 40 x 40 cm box is charged as 19.2 kg even if it weighs 4 kg. The booking screen shows both
figures and the **Charged weight** it used. Pallets are always charged on scale weight.

## Cut-off times

Bookings made after the cut-off go out a working day later:

- Same Day: 11:00 for collection the same afternoon.
- Timed 10:30: 16:00 the working day before.
- Next Day and Pallet: 17:30 at the depot.
- Economy 48: 18:30.

Tip: if a customer regularly misses the Next Day cut-off, a depot supervisor can set a
**Standing late collection** on their account under `Accounts > Customers > Collections`.
"""

MANIFESTS = """
# Manifests and the evening trunk

Every evening each depot sends its outbound consignments on a trunk lorry to the hub. The **manifest** is the list
of what is on that lorry, and the hub checks the lorry against it on arrival.

## Building tonight's manifest

Open `Dispatch > Manifests` and pick your depot and the date. Roundel fills the manifest with every consignment that
has a **Goods in** scan at the depot and is due out tonight. Consignments you scan after opening the screen are
added when you click **Refresh**.

## Closing a manifest

When the trunk is loaded:

1. Check the **Parcels on manifest** count against the cage count on the loading bay.
2. Enter the trunk's **Trailer number** and the driver's name.
3. Click **Close and print**. Two copies print: one travels in the cab, one stays in the depot office.

A closed manifest cannot be changed by depot staff. If something was loaded by mistake, a depot supervisor can
open the manifest and click **Reopen**, which records who reopened it and why.

## Why a consignment is left off the manifest

Roundel only puts a consignment on the manifest when it is physically in the depot and can be delivered. It is
held back when:

- it has no **Goods in** scan - the labels were printed but the parcels were never scanned onto the bay;
- its address is still **Unverified**: the hub will not sort a parcel it cannot route, so someone must correct
  the address or confirm it with **Address checked** on the consignment;
- it is a Timed 10:30 consignment booked after the 16:00 cut-off; it goes on tomorrow's manifest.

Held-back consignments are listed under the **Not manifested** tab on the same screen.
"""

TRACKING = """
# Tracking and failed deliveries - frequently asked questions

**How do I find a consignment?**
Use `Tracking > Search`. You can search by consignment number, by the customer's reference or by delivery postcode
and date. The timeline shows every scan from Goods in to delivery.

**The receiver was out. How do I arrange another delivery?**
Open the consignment from `Tracking > Search` and click **Rebook delivery**. Pick a new date; the consignment goes
back on the driver's round for that day. The first rebooking is free, later ones are charged at the customer's
tariff.

**Can the parcel go to a different address?**
Yes, as long as it has not been loaded for delivery yet. Click **Redirect** on the consignment and enter the new
address. Once the status is **Out for delivery** the Redirect button is greyed out. A redirect to a postcode served
by another depot adds a day and a redirect fee of 4.50 GBP.

**Why did a parcel go back to the sender?**
Roundel returns a consignment automatically after the third failed delivery attempt, or when it has waited five
working days in the depot's **Held bay** without a new date. The status changes to **Returned to sender** and the
carriage is still charged; the customer can ask for a credit only if the failure was our fault.

**What does a "Failed attempt" status mean?**
The driver reached the address but could not deliver: nobody in, no safe place allowed, or no access. The driver's
reason is shown on the timeline, and the receiver gets a card through the door with the consignment number.

**The tracking has not moved for two days. What should I do?**
Check the last scan on the timeline. If it is a hub scan, raise a **Trace** from the consignment; the hub team
answers traces within one working day.
"""

POD = """
# Proof of delivery

Drivers record every delivery on **Roundel Go**, the app on their handheld. What they capture becomes the proof of
delivery (POD) that office staff and customers can see.

## What the driver captures

- **Signature**: the receiver signs on the handheld screen and the driver types their name.
- **Photo**: taken when the parcel is left in a safe place, showing the parcel and the door or porch.
- **GPS position and time**: added by the handheld without the driver doing anything.

## Why some deliveries need a signature and others do not

A signature is compulsory for Same Day, Timed 10:30 and Pallet consignments, because customers pay for those
services to hand goods to a named person at a known time. Economy 48 and Next Day parcels may be left without a
signature only when **Safe place allowed** was ticked at booking; the driver must then take a photo. If the box was
not ticked and nobody answers, the driver records a failed attempt instead of leaving the parcel.

## Finding and sending a POD

1. Go to `Tracking > Search` and open the consignment.
2. Open the **POD** tab. The signature or photo, the receiver's name and the delivery time are shown.
3. Click **Download POD** for a PDF copy, or **Email POD** to send it to the customer's billing contact.

PODs are kept for 18 months, then the photo is deleted and only the delivery time and receiver's name remain.
"""

VEHICLES = """
# Vehicle checks and defects

## Before you start

- You are logged in to Roundel Go with your own driver ID (for example D106), not a colleague's.
- You have the keys for the vehicle shown on your round sheet.
- The vehicle's registration on the handheld matches the plate.

## The daily walkaround check

Every driver does a walkaround check before the first drop of the day. In Roundel Go tap
`Start shift > Vehicle check` and go through the list: tyres, lights, mirrors, load restraints, fluid levels and
bodywork. Each item is **OK** or **Defect**. The round does not unlock until the check is submitted.

## Reporting a defect

Tap **Report defect** on any check item, or at any time during the day from the vehicle menu. Describe the fault,
add a photo and pick a **Severity**:

- **Minor**: safe to drive, for example a scuffed panel; the workshop books it in.
- **Major**: not safe to drive, for example brakes, steering, tyres or lights; stop and call the depot.

## Why a van shows as VOR

A Major defect puts the vehicle **VOR** (vehicle off road) straight away. Roundel takes it off tomorrow's
planning and no driver can start a vehicle check on it, so nobody drives it by mistake. Once the workshop has
fixed the fault, the fleet manager opens `Fleet > Vehicles`, picks the vehicle and clicks **Return to service**,
entering the job card number. Depot staff cannot clear VOR themselves.

## Troubleshooting

- *The check list is empty*: the handheld has no signal; move outside the depot and tap **Retry**.
- *The wrong vehicle is shown*: ask the depot office to change the vehicle on your round in
  `Planning > Rounds`.
"""

ACCOUNTS = """
# Customer accounts

Customers who send regularly have a credit account and are invoiced monthly. Everyone else pays at the depot
counter.

## Opening a new account

Go to `Accounts > Customers > New account`. Fill in the trading name, the billing contact and address, the
**Sector**, and the **Region** the customer sits in (North Vale, Eastmarsh, Southdown or Westfold). Then send it
for a credit check with **Request credit check**. The credit controller sets the **Credit limit** and the
**Payment terms** (14, 30 or 45 days) and the account becomes active. Until then bookings are taken as cash.

## Changing the billing contact

Open the account and click **Edit** beside *Billing contact*. Invoices and emailed PODs go to this contact from
the next invoice run.

## Why an account is on stop

An account goes **On stop** in two cases: the unpaid balance (invoiced plus not yet invoiced carriage) goes over
the credit limit, or an invoice is still unpaid 30 days after its due date. While an account is on stop nobody can
book consignments on it, because every booking would add to a debt we may not recover. Consignments already in
the network are still delivered.

Only the credit controller can take an account off stop, with **Lift stop** on the account, usually once a payment
has been received. Raising the credit limit for a one-off busy week is done the same way, with
**Temporary limit**, which ends by itself after seven days.

## Monthly invoices

Invoices run on the last working day of each month and list every consignment booked in the month, with the fuel
surcharge and VAT added. They are emailed to the billing contact and can be found under
`Billing > Invoices`.
"""

CLAIMS = """
# Claims, credit notes and the fuel surcharge

## When a parcel arrives damaged or not at all

The customer (the sender, not the receiver) must tell us within 14 days of the booking date. Raise the claim
yourself while they are on the phone:

1. Open `Billing > Claims > New claim`.
2. Enter the consignment number; Roundel fills in the account, service and declared value.
3. Choose **Damaged** or **Lost**, and attach the customer's photos of the damage and of the packaging.
4. Click **Submit claim**. The consignment's status changes to **Damaged - claim**.

The claims team decides within ten working days. Compensation is capped at 25 GBP per parcel unless the customer
bought extended cover at booking.

## Raising a credit note

A credit note gives a customer money back against an invoice, for example when a parcel was returned to sender
because of our mistake.

1. Go to `Billing > Credit notes > New credit note`.
2. Pick the invoice. Its consignments are listed; tick the ones to credit.
3. Enter the **Reason**, which is printed on the credit note.
4. Click **Send for approval**.

Credit notes up to 250 GBP are approved by the depot supervisor. Anything above that needs the Finance Manager's
approval, because it changes the month's reported revenue.

## How the fuel surcharge is worked out

Diesel is our largest cost after wages and its price moves every week, so it is not built into the tariff. Instead
each invoice adds a **fuel surcharge**: a percentage of the carriage on the invoice. The percentage is reset on the
first day of each month from the average pump price of the month before, and the new rate is announced in the
monthly fleet fuel report. A credit note refunds the surcharge that was charged on the consignments it credits.
"""

PAGES = {
    "booking-a-consignment.md": BOOKING,
    "manifests.md": MANIFESTS,
    "tracking-and-failed-deliveries.md": TRACKING,
    "proof-of-delivery.md": POD,
    "vehicle-checks.md": VEHICLES,
    "customer-accounts.md": ACCOUNTS,
    "claims-and-credit-notes.md": CLAIMS,
}
