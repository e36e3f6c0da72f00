"""Help pages of Moorwise, the fictional marina-office app used at Gullrock Haven Marina (data/company9/moorwise-help/).
Each page names its screens, tabs, fields and buttons, and explains why things behave as they do."""

PAGES = {
    "arrivals-board.md": """
# Arrivals Board

The Arrivals Board is the first screen the harbour office sees after signing in to Moorwise. It lists every
visitor booking due in, on a berth, or leaving today.

## Tabs on the board

The board has three tabs along the top: **Due In**, **Alongside** and **Sailed**. Due In shows bookings whose
arrival date is today and that have not yet been given a berth; Alongside shows boats currently on a berth;
Sailed shows boats that have checked out today. The number in brackets on each tab is the count of rows in it.

## Colour of a row

A row with an amber stripe on its left edge is a boat whose skipper has radioed in on VHF channel 80 but has not
yet been allocated. A red stripe means the booking has an unpaid balance from an earlier stay. Rows with no stripe
need no action.

## Allocating a berth

Select a row on the **Due In** tab and press **Allocate berth** in the action bar at the bottom right of the
screen. Moorwise opens the berth picker with only the berths that fit the boat's length and draught. Pick a berth
and press **Confirm allocation**; the row moves to the Alongside tab and the berth code appears in the Berth column.

## Filtering the board

Use the filter box above the tabs to narrow the list by vessel name, skipper or booking reference. The small
funnel icon next to the filter box lets you show one pontoon only.
""",
    "new-booking.md": """
# Creating a visitor booking

Bookings are made from **Bookings > New booking**. The form has two panels: **Vessel** on the left and **Stay**
on the right.

## Vessel panel

Type the vessel name; if the boat has visited before, Moorwise fills in the skipper, home port, length overall
(LOA) and draught from the last visit. For a new boat enter LOA in metres to one decimal place, measured including
bowsprit and davits.

## How the tariff band is chosen

You do not choose the tariff band: Moorwise sets it from the LOA when you leave the LOA field. Band A is under
8 m, B is 8 to 9.9 m, C is 10 to 11.9 m, D is 12 to 14.9 m and E is 15 m and over. The nightly fee is the LOA
multiplied by the rate per metre for the month of arrival, so two boats in the same band can pay different fees.

## Why a berth is greyed out

In the **Preferred berth** list on the Stay panel, a berth is shown greyed out when the boat's LOA is more than
the berth's maximum LOA, or when the boat's draught is more than the berth's depth at chart datum less the 0.3 m
safety margin. Greyed berths cannot be chosen; ask the duty harbour master if a boat must be squeezed in.

## Saving the booking

Press **Hold** to keep the booking provisional for 24 hours without a deposit, or **Confirm booking** to save it
with a booking reference (VB followed by the year and a number). Provisional holds that are not confirmed are
deleted overnight, which is why booking references sometimes skip a number.
""",
    "checkout-and-billing.md": """
# Checking out and billing a stay

A stay is billed when the boat leaves. Open the booking from the Alongside tab of the Arrivals Board and press
**Settle stay**.

## The Settle stay window

The Settle stay window has three sections: **Nights**, **Services** and **Payment**. Nights is filled in from the
arrival and departure dates. Services lists extras such as pump-out and electricity.

## Entering the electricity meter reading

Electricity is charged only on metered pedestals. In the **Services** section, type the closing figure from the
pedestal into the **Meter out (kWh)** field; Moorwise subtracts the **Meter in** figure taken on arrival. Leave the
field empty when the berth has an unmetered pedestal - the stay is then recorded with no electricity figure.

## Putting a stay on account

Regular visitors and yacht clubs may have an account. In the **Payment** section choose **Charge to account**
instead of Card or Cash, then press **Post**. The stay is saved with the status On account and appears on the
monthly account statement; it is not counted as paid until the statement is settled.

## Reprinting a receipt

Open the booking, go to the **History** tab and press **Reprint receipt** beside the payment line.
""",
    "cancellations-and-no-shows.md": """
# Cancellations and no-shows

## Cancelling a booking

Open the booking and press **Cancel booking** in the top right corner. Choose a reason from the list and press
**Save**. The booking keeps its reference and stays in the berth log with the status Cancelled and no fee.

## Why a no-show is charged one night

A boat that neither arrives nor cancels by 18:00 on the arrival day has blocked a berth that could have been sold
to another visitor. Marina policy therefore charges one night at the booked rate, whatever the number of nights
booked. Mark the booking with **Mark as no-show** on the Due In tab after 18:00; Moorwise sets the fee to one
night automatically.

## Refunds

Refunds of deposits are issued by the accounts team, not from the harbour office. Add a note on the booking's
**History** tab so that accounts can see why a refund is due.
""",
    "fuel-dock-till.md": """
# Fuel dock till

The fuel dock uses the **Fuel Till** screen, opened from the **Fuel** menu. Each sale gets a docket number
starting FD.

## Recording a sale

Press the product button - **Diesel** or **Petrol** - then enter the litres shown on the pump display. The price
per litre is taken from the price board set by the marina manager; the amount is calculated for you.

## Red diesel declaration

Diesel sold for propulsion of a private pleasure craft must be declared. When you press **Diesel**, a
**Declaration** panel opens on the right of the till; tick **Propulsion - full duty** or **Heating/generator**
and ask the customer to sign on the pad. The sale cannot be completed until one box is ticked.

## Taking payment

Choose **Card**, **Cash** or **Account** at the bottom of the till. Account sales are only possible for vessels
that already have an account in Moorwise.

## Changing fuel prices

Prices are changed from **Fuel > Price board** by the marina manager only. The new price applies to dockets
issued from the moment it is saved; earlier dockets keep the price they were sold at.
""",
    "yard-work-orders.md": """
# Boatyard work orders

Work in the boatyard is tracked on work orders numbered WO-, then the year, a slash and a number.

## Opening a work order

Go to **Yard > Work orders** and press **New work order**. Fill in the vessel, the owner, the location of the
boat, the engineer and the tasks with estimated hours. The quoted price is worked out from the hours at the yard
labour rate plus parts.

## Lift planner

Boats that must come out of the water are booked on the hoist from the **Lift planner** tab of the Yard screen,
next to the Work orders tab. Each lift slot is 45 minutes; pick a slot at least two hours either side of low water.

## Work order statuses

A work order moves from **Open** to **In progress** when the first hours are logged, then to **Complete** when
the engineer signs it off, and finally to **Invoiced**.

## Reopening a completed work order

Only a yard supervisor can reopen a work order. Open it, press the three-dot menu next to the status, choose
**Reopen** and give a reason. A work order that is already Invoiced cannot be reopened; raise a new one instead.
""",
    "reports-and-exports.md": """
# Reports and exports

Reports are under the **Reports** menu in the top bar.

## Occupancy report

**Reports > Occupancy** shows, for a chosen month, the visitor nights and occupancy percentage of each pontoon.
Occupancy is visitor nights plus resident nights divided by the number of berth-nights available.

## Exporting to a spreadsheet

Every report has an **Export** button in the top right corner of the report header. Choose **CSV** or **Excel**.
The berth log export (Reports > Berth log) adds a title and a total row for each month of arrival.

## Scheduling a report by email

Press **Schedule** next to the Export button, choose the recipients and the day of the month, and save. Scheduled
reports are sent at 07:00.
""",
}
