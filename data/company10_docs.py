"""Help pages of Kinetra, the fictional leisure-centre app used at Fernleigh Vale Sports & Leisure Centre
(data/company10/kinetra-help/). Each page names its screens, menus, fields and buttons, and explains why things
behave as they do; the last page is a troubleshooting FAQ whose sections are questions."""

PAGES = {
    "front-desk.md": """
# Front Desk

The Front Desk screen is what reception staff see after signing in to Kinetra on a desk PC. The left half of the
screen is the **Member panel**; the right half is the **Today's Admissions** list, newest entry at the top.

## Checking a member in

Ask the member to hold their card or wristband against the reader. Kinetra finds the member, shows their photo
and membership type in the Member panel and, when the membership is valid, opens the turnstile by itself and
adds a line to Today's Admissions. If the card is not to hand, type the member's surname or membership number in
the **Find member** box at the top of the Member panel and press **Admit**.

## Why a member shows amber

A member's name shows with an amber band in the Member panel when the membership runs out within the next 7
days, or when the membership is frozen. An amber member can still be admitted, but tell them about the renewal.
A red band means the membership has lapsed or a payment has failed; Kinetra will not open the turnstile, and the
member has to pay for a casual visit or renew at the desk.

## Selling a casual swim or a guest pass

Visitors without a membership pay per visit. Press **Sell** on the toolbar, choose **Casual entry**, pick the
activity (for example *Swim - Adult*, *Swim - Junior*, *Gym induction*) and the number of people, then press
**Take payment**. The turnstile opens once for each person paid for.

## Letting someone through by mistake

If the wrong member was admitted, or someone was admitted twice, find the line in **Today's Admissions** on the
right of the screen and press **Undo admit** on that line. Undo is only offered for 10 minutes after the
admission; after that a duty manager must correct the count from **Reports > Admissions > Adjust**.
""",
    "facility-planner.md": """
# Facility Planner

Club and group hire is booked on the Facility Planner, opened from **Bookings > Facility Planner**. The planner is
a grid: facilities run down the left-hand side, time runs across the top in 15-minute steps, and the date picker
above the grid changes the day shown.

## Making a one-off booking

Click in the row of the facility at the start time and drag to the finish time. The **Booking Details** pane opens
on the right. Fill in **Hirer** (start typing the club name and pick it from the list; the account code is filled
in for you), **Units** (courts, lanes or pitch thirds - leave blank for the whole facility) and the expected
**Headcount** if the club has given one. Press **Save booking**. The booking gets a reference starting with H.

## Block bookings for a club season

Most clubs book the same slot every week. After filling in the Booking Details pane, open the **Repeat** tab, choose
**Every week**, **Every 2 weeks** or **Every 4 weeks**, and enter the **Series ends** date (usually the last day of
the school term). Press **Check clashes** first: Kinetra lists any dates where the slot is already taken, and you
can untick those dates. Then press **Create series**. Each session in the series is its own booking with its own H
reference, so one session can be cancelled without touching the others.

## Colours on the grid

Solid blue blocks are confirmed bookings. Blue and white stripes are provisional holds, which are released
automatically after 72 hours if they are not confirmed; this is why H numbers sometimes skip one. Grey blocks are
maintenance or closures set by the duty manager. A block with a red outline clashes with another booking on the
same court or lane.

## Which rate a club pays

You never type a price. Kinetra multiplies the hours by the number of units and by the hourly rate for the
facility. Clubs whose account has **Community rate** ticked pay the community rate; everyone else pays the
standard rate. The rates themselves are kept by the Bookings Manager under **Settings > Price list**.
""",
    "cancellations.md": """
# Cancelling and moving club bookings

## Cancelling a single session

On the Facility Planner, right-click the booking and choose **Cancel session**. Pick a **Reason** from the list
(club request, weather, centre closure, other) and press **Confirm**. Kinetra compares the time of cancelling with
the start of the session:

- 48 hours' notice or more: the booking becomes **Cancelled** and nothing is charged.
- Less than 48 hours' notice: the booking becomes **Late cancel** and half of the normal charge stays on the
  club's account. The slot could rarely be resold at such short notice, which is why the club still pays half.

Cancelled and late-cancelled bookings stay in the hire register with their H reference, so the history of the
slot is kept.

## Cancelling the rest of a series

When a club gives up its slot, open any one session of the series, go to the **Series** tab and press **End series
from...**. Choose the first date that should no longer go ahead. All later sessions are cancelled at once with the
reason *Series ended*; the 48-hour rule still applies to a session starting within 48 hours.

## Waiving a late cancellation charge

Only a duty manager or the Bookings Manager can waive a charge. Open the booking, go to the **Charges** panel and
press **Waive**; a reason is required (for example "pitch closed - frost" or "pool closed - water quality"). The
charge drops to zero and the waiver shows on the next club invoice. Receptionists do not see the Waive button.

## Moving a booking to another slot

Drag the booking to the new time or facility on the planner and press **Move** in the confirmation box. Kinetra
re-prices the booking if the new facility has a different rate, and emails the club's main contact with the new
details when **Notify club** is ticked (it is ticked by default).
""",
    "pool-water-tests.md": """
# Recording pool water tests

Pool water is tested at opening, mid-morning on the learner pool, and late afternoon, and again whenever the pool
is heavily used. Readings are entered on the poolside tablet, which runs Kinetra in **Plant** mode.

## Entering a reading

On the tablet go to **Plant > Water Tests** and press **New reading**. Choose the **Pool** (Main or Learner) and
type the figures from the photometer: **Free chlorine (mg/l)**, **Combined chlorine (mg/l)**, **pH** and **Water
temp (°C)**, plus the number of **Bathers in water** at the time of the test. Your initials are filled in from your
sign-in. Press **Save reading**.

## Target ranges and why a reading turns red

The targets are set by the pool plant manager: free chlorine 1.0-2.0 mg/l in the main pool and 1.5-2.5 mg/l in the
learner pool, and pH 7.2-7.6 in both. A reading outside a target is shown in red. The tester must adjust the dosing
and take a re-test within 45 minutes; Kinetra shows a countdown on the **Plant dashboard** until the re-test is
saved. If the re-test is still out of range, the duty manager is alerted by text message.

## Closing a pool

If the water cannot be brought back into range, or after a fouling incident, the duty manager presses **Close
pool** on the Plant dashboard and enters their PIN. The front desk then stops selling swims for that pool and the
Facility Planner greys out the pool's lanes until it is reopened with **Reopen pool**.

## Printing the monthly log

The environmental health officer may ask for the month's readings. Go to **Plant > Water Tests**, switch to
**Month view**, pick the month and press **Export PDF**. The export lists every reading, re-tests included.
""",
    "club-accounts.md": """
# Club accounts and invoicing

## Opening a club account

Go to **Accounts > Clubs** and press **New club**. The **Account code** (CL- and a number) is given automatically.
Fill in **Club name**, **Activity**, **Ward**, **Main contact** and **Contact phone**. Tick **Community rate** only
for clubs that are not-for-profit and based in the borough; a copy of the club's constitution must be scanned in
under **Documents** before the tick can be saved.

## Monthly club invoices

Club hire is invoiced monthly in arrears. On the first working day of the month the Bookings Manager runs
**Accounts > Invoicing > Run club invoices**, chooses the previous month and presses **Generate**. Each club gets
one invoice listing its sessions and any late cancellation charges, and each booking's status changes from Booked
to **Invoiced**. Invoices are emailed to the main contact when **Send now** is pressed.

## Recording a payment

Open the invoice from **Accounts > Invoicing** and press **Record payment** at the bottom of the invoice. Choose
the method (BACS, card or cheque), enter the amount and the date received. When the invoice is paid in full, the
bookings on it change from Invoiced to **Paid**. A part payment leaves them at Invoiced.

## Why an invoice total differs from the planner

The planner shows the full price of every session. The invoice can be lower because of waived charges, or
different because late cancellations are billed at half price and cancelled sessions not at all.
""",
    "children-parties.md": """
# Children's parties

## Booking a party

Parties are booked from **Bookings > Parties > New party**. Choose the **Package**, the **Party date** and start
time, then fill in **Birthday child** (name and age), **Booked by** (the parent or carer) and their phone number,
and the number of **Children attending**. Press **Add extras** to add food boxes, party bags, a cake or an extra
hour in the party room. A deposit of £50 is taken when the booking is saved; the booking reference starts PTY.

## Package limits

Each package includes a set number of children: Splash Party 12, Dance Party 15, Ninja Warrior Party 16 and Sports
Hall Party 20. Extra children are charged per child. For a Splash Party with more than 12 children in the learner
pool, a second lifeguard must be added as an extra (up to 20 children); Kinetra will not save a Splash Party for
more than 12 children without it. No party can take more than 20 children.

## Balance and confirmation

The balance is due 7 days before the party. Kinetra emails the booking confirmation as a PDF when the booking is
saved; to send it again open the party and use **Documents > Reprint confirmation**.

## Allergies and dietary needs

Type any allergy or dietary need in the **Dietary** field. Food boxes for the party are then flagged for the cafe
team, and the note is printed on the confirmation.
""",
    "kinetra-faq.md": """
# Kinetra FAQ and troubleshooting

## The card reader does not beep when a card is held against it

Check that the reader's light is green. If it is off, unplug the reader's USB lead from the desk PC, wait five
seconds and plug it back in. If the light is green but nothing happens, click once anywhere in the Member panel so
that the Front Desk screen has the focus, then try the card again.

## Why can't I see the Waive button?

Waiving a charge needs the duty manager or Bookings Manager role. Receptionists see the Charges panel without the
Waive button. Ask the duty manager on shift to open the booking and waive the charge under their own sign-in.

## Why does a booking show as "Provisional"?

A provisional booking is a hold that has not been confirmed by the club. It is released after 72 hours. To confirm
it, open the booking and press **Confirm** in the Booking Details pane.

## The planner shows a clash but the hall looks free

The Sports Hall and the hall courts share the same floor. A whole-hall booking clashes with every court booking at
the same time, and the other way round. Look at the **Hall court** rows as well as the **Sports Hall** row.

## I was signed out in the middle of a booking

Kinetra signs a desk PC out after 15 minutes without use. Anything not yet saved is lost; sign in again and start
the booking again. Saved bookings are never lost.

## The receipt printer prints blank slips

The thermal roll is in upside down. Open the printer lid and turn the roll so that the paper comes out from
underneath, shiny side up.
""",
}
