"""Help pages of Pantryline, the fictional food-bank app used at Tarnbrook Valley Food Bank
(data/company16/pantryline-help/). Each page names its screens, menu paths, fields and buttons, and says why the app
behaves as it does; the last page is a FAQ whose sections are the questions volunteers and centre leads ask."""

PAGES = {
    "vouchers.md": """
# Referral vouchers

Nobody is given a parcel without a referral voucher from a registered agency. A voucher is either a paper slip from a
numbered voucher book or an e-voucher the referrer raised online; both carry a number starting TVF-.

## Redeeming a voucher at a session

Open **Vouchers > Redeem** on the session laptop. Type the **Voucher no.** or scan the QR code on an e-voucher, then
check the **Household** figures (adults, and children under 16) with the client. Pantryline fills in the **Parcel
size** from the household; change it only if the centre lead agrees. Pick a **Dietary box** if one is needed and
press **Confirm handover** once the client has the parcel in their hands.

## Why a household can have three vouchers in six months

A food bank is emergency help, not a weekly shop, and a fourth crisis in six months usually means something else
needs fixing: a benefit gap, debt, a sanction. So when a household redeems its third voucher Pantryline opens a
**Support check**: the volunteer offers a chat and records where the client was signposted in **Signposted to**.
A fourth voucher inside six months needs an **Extra voucher request**, which the operations coordinator approves.

## Expired vouchers

A voucher is valid for 14 days from the day the agency issued it. After that Pantryline shows it as **Expired**. The
centre lead can press **Override expiry** and give a reason, once per voucher; after that the client needs a fresh
referral.

## Paper vouchers with details missing

Never turn someone away because the slip is half filled in. Redeem it with **Incomplete voucher** ticked: Pantryline
emails the agency, which has 2 working days to complete the record.

## Undoing a redemption entered by mistake

Go to **Vouchers > History**, open the voucher and press **Reverse redemption**. The parcel goes back into the
centre's stock count. Reversals can only be made on the same day; after that ask the warehouse manager.
""",
    "agencies.md": """
# Referral agencies

Agencies are the schools, GP practices, advice services, council teams and charities allowed to refer people to us.
Each has an agency number (RA-...) and a yearly voucher cap.

## Registering a new agency

Go to **Agencies > Add agency** and fill in **Agency name**, **Sector**, **Lead referrer** and **Voucher cap**. A new
agency is on **Probation** for its first 3 months: it may only use paper vouchers, and the operations coordinator
reviews every referral it makes.

## Giving referrers their own login

Each member of agency staff who raises e-vouchers needs their own account. Open the agency and go to **Agencies >
Referrers > Invite referrer**; Pantryline emails a link that expires after 7 days. Logins must never be shared,
because every e-voucher records who raised it.

## Why the agency decides who is referred

We do not means-test anybody. The referrer already knows the person's situation and can help with whatever caused the
crisis, so the decision that someone needs food sits with them; our volunteers only check the voucher is genuine.

## When an agency reaches its cap

At 90% of its **Voucher cap** Pantryline warns the lead referrer by email. At 100% the agency can no longer raise
e-vouchers. The operations coordinator can press **Raise cap** on the agency record for the rest of the year.

## Suspending an agency

If vouchers are being misused, press **Suspend agency** and choose a **Suspension reason**. Vouchers already issued
stay valid so that no client is left without food.
""",
    "warehouse.md": """
# Warehouse: booking in donations

Every donation is weighed and booked in at the warehouse before it goes on the shelves.

## Booking in a delivery

Go to **Stock > Intake > New intake**. Choose the **Source** (supermarket point, surplus network, faith group, school,
workplace or public), type the **Donor**, then put each crate on the scale and press **Add crate**. When the last crate
is weighed press **Close intake**; Pantryline gives the intake its number (IN-...).

## Short-dated and out-of-date food

Count every item whose best-before date is less than 30 days away into **Short-dated**; these go on the **Use first**
shelf for the next sessions. Food past its use-by date is never accepted. Tins and dry goods past their best-before
date may still be given out for up to three months after it, with a sticker, and are booked in under **Past
best-before**.

## Why we weigh everything

The Northfold Surplus Network and most of our funders ask how many kilograms came in and went out. The weights also
give the **Stock days** figure on the dashboard: how many days of parcels we could still pack if no more donations
arrived.

## First in, first out

The **Pick list** for packing is sorted by the date stock was booked in, so older stock always goes out first.

## Refusing a donation

Opened packets, home-made food, alcohol and anything that needs a fridge when no chiller is running are refused.
Press **Reject item** and pick the reason; rejected goods are not weighed into stock.
""",
    "sessions.md": """
# Distribution sessions and parcels

## Opening a session

Before the doors open, go to **Sessions > Today > Open session**, choose the **Distribution point** and tick the
volunteers working on the **Rota**. No voucher can be redeemed at a distribution point until its session is open.

## Parcel sizes

A parcel holds at least three days of meals. Pantryline picks the size from the household: **S** single adult,
**C** couple, **F** family of up to four people and **LF** large family. The packing list for each size is on
**Sessions > Packing list**.

## Dietary boxes

Halal, vegetarian and gluten-free boxes replace the standard parcel, and a kettle box (food that only needs hot
water) is for people with no cooker or no gas. Choose it in **Dietary box** when redeeming the voucher.

## Home deliveries

For a client who is housebound, tick **Deliver to home** when redeeming the voucher. The parcel then appears on
**Deliveries > Rounds** for the next driver. Two volunteers always go out together and never go inside the home.

## Closing a session

Press **Close session** at the end. Enter the **Leftover stock** going back to the warehouse. A session not closed by
midnight is closed automatically and flagged for the centre lead.
""",
    "energy-vouchers.md": """
# Energy top-up vouchers

Households on a prepayment meter can be given a top-up voucher alongside their parcel, most often between October and
March when heating costs bite.

## Who can have one

The client must have a prepayment gas or electricity meter and a current referral voucher. One top-up per voucher:
GBP 49 for a family parcel (F or LF) and GBP 30 for a single or couple parcel.

## Issuing a top-up

Open **Support > Energy > Issue top-up**. Set **Meter type** to Prepayment, choose the **Supplier**, type the code from
the top-up sheet and press **Issue**. The client gets the code by text message and can use it at any shop with a
PayPoint.

## Why we never give cash

Our funders pay for energy, not cash, and a top-up code can only be spent on the meter. Each code is also tied to one
voucher, which gives the trustees and the funder a full audit trail.

## Codes that were never used

A code expires after 90 days. Unused codes are listed on **Support > Energy > Unredeemed**; press **Reissue code** to
send the client a new one.
""",
    "clients-privacy.md": """
# Client records and privacy

Pantryline keeps each client's name, postcode, household and visits. Exports and the issue log never show names.

## Consent at the first visit

Read the client the **Privacy notice** and tick **Consent given**. A client who does not want to be recorded still gets
a parcel: record the visit as an **Anonymous visit**.

## How long records are kept

Client records are kept for 3 years after the last visit and then deleted automatically by **Auto-delete**. If a
client asks to be removed sooner, the operations coordinator uses **Clients > Forget client**.

## Why we ask for a postcode

Postcodes show the council and our funders which wards need help, and where to put new distribution points. They are
never used to decide whether someone may have a parcel.

## Sharing with an agency

Only with the client's consent, and only through **Clients > Share summary**, which sends the referrer a list of
visits without notes.
""",
    "pantryline-faq.md": """
# Pantryline FAQ

## Why can't I redeem a voucher?

Usually the session has not been opened. Ask the centre lead to open it on **Sessions > Today**. If the session is
open, check the voucher is not **Expired** or already redeemed.

## I can't find an e-voucher by its number.

Search by the agency and the date on **Vouchers > Find** instead; referrers sometimes read the number out wrongly on
the phone.

## The warehouse scale won't connect.

Type the weight yourself with **Manual weight**. Manual weights are flagged so the warehouse manager can check them.

## How do I print the volunteer rota?

Go to **Sessions > Rota > Print rota** and choose the week.

## How do I get the issue log out for the trustees?

Use **Reports > Issue log > Export to Excel**. Client names are never included in the export.

## Does Pantryline work in the van with no signal?

Yes. Switch on **Offline mode** before you set off; everything you enter uploads when the laptop is back online.
""",
}
