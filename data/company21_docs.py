"""Help pages of Slipmate, the yard's own app at Ardcarrow Boatyard Ltd (data/company21/slipmate-help/): the lift
planner, job cards, the yard map, invoicing and the owner portal. Each page names its screens, menu paths, fields and
buttons and says why the yard works the way it does."""

PAGES = {
    "lift-planner.md": """
# Lift planner

The travel hoist is the yard's busiest machine. Every lift out of the water and every launch is booked on the lift
planner in Slipmate, so the hoist crew, the office and the owner all see the same day.

## Booking a lift

Open **Yard > Lift planner** and press **New lift**. Pick the owner's account in **A/c** (the boat fills in by
itself), choose **Lift out** or **Lift in**, and pick a day. The planner greys out the slots the hoist cannot use
that day; choose a white slot and press **Confirm lift**. Slipmate opens the work order (HAU or LAU) on the job
sheet and texts the owner the time to have the boat at the hoist dock.

## Why lifts are only booked near high water

The hoist dock dries out at low tide: below half tide there is not enough water under a keel boat to float it into
the slings. Slipmate therefore only offers slots from **two hours before to two hours after high water**, worked out
from the tide tables for Kilbrannock. Deep-keeled yachts get the slots nearest the top of the tide. A boat that
misses its slot waits for the next tide, about twelve and a half hours later.

## Weather holds

The hoist is not used when the gusts are over 25 knots: a boat hanging in the slings swings like a sail. When the
forecast is bad the foreman presses **Hold day** on the planner; every lift that day goes back to **Unplaced** and
the owners get a text saying so. Rebook them from the **Unplaced** list.
""",
    "job-cards.md": """
# Job cards

Every piece of work on a boat is a work order (W26-....) with a job card in Slipmate. The job sheet the office
keeps is the list of all job cards.

## Opening a job card

Go to **Jobs > Job cards > New card**. Choose the **A/c**, the **Op** code (HAU, AFL, ENG and so on) and the
shipwright in **By**. Write what the owner asked for in **Owner's request**. Press **Open card**: the work order
number is given automatically and the card appears on the shipwright's tablet.

## Booking your hours

Hours are booked on the tablet, not on paper. Open the card and press **Clock on** when you start and **Clock off**
when you stop, even for a tea break. Forgot to clock on? Press **Add time** on the card and type the hours by hand;
the foreman sees hand-typed hours in orange and checks them before the invoice run. The card's **Hrs** is the total
of all its clock-ons.

## Why a job waits at Parts on order

When a part is missing the shipwright presses **Waiting for parts** and types the part. The card goes to **Parts on
order** and its clock stops, so the owner is not charged for time spent standing around. The stores clerk orders the
part from the card, and when it is booked in the card goes back to **In progress** by itself. A boat waiting on parts
keeps its place at the hoist or in the shed; it does not lose its slot.

## Closing the card

Press **Close job** when the work is done. Slipmate asks for at least two photos of the finished work; the owner
sees them in the owner portal. Closed cards go onto the next invoice run.
""",
    "yard-map.md": """
# Yard map and hardstanding

Boats stored ashore sit in numbered bays (A1, A2 ... F8). The yard map shows who is where.

## Putting a boat in a bay

Open **Storage > Yard map**. Boats lifted out but not yet placed are listed down the left under **To place**. Drag
the boat onto a free bay, choose the **Support** (Cradle, Stands or Trailer) and press **Assign bay**. The bay turns
blue and the boat appears on the hardstanding register from the next print.

## Why sailing boats go in the inner rows

Rows A and B are nearest the sea wall and catch the worst of the winter gales. Yachts with the mast still up catch
the wind like a lever and can rock off their props, so Slipmate only offers bays in rows **C to F** to sailing boats
whose **Mast** is set to **Stepped**. Motor boats and boats with the mast down in the rack may go anywhere. Owners
who want a front-row bay should ask for the mast to be unstepped.

## Moving a boat to another bay

Select the boat on the yard map and press **Move**. Pick the new bay and a reason. Moves are done with the yard
trailer, so they are booked for a calm day like a lift.
""",
    "invoicing.md": """
# Invoicing

## Running the invoice run

Twice a month the office goes to **Accounts > Invoice run**. Slipmate lists every closed card not yet invoiced,
grouped by account. Untick anything that should wait, then press **Create invoices**. Each account gets one invoice
with a line per work order; press **Send** to email them as PDFs.

## Why storage is charged by the metre

A boat ashore takes up yard space in proportion to its length, and the winter season is the same length for every
boat, so storage is priced per metre of length overall per month and billed for the whole season in advance. That
way a 12-metre yacht pays twice what a 6-metre dayboat pays, whatever day it came out. The yard also has to turn
boats away once the bays are full, so a season paid up front keeps the bay for its owner until April.

## Credit notes

A wrong invoice is never edited. Open it and press **Credit note**; choose the lines to credit and a reason. Slipmate
issues a credit note with its own number and the owner's balance is reduced.
""",
    "owner-portal.md": """
# Owner portal

Owners can see their boat's work orders, photos, invoices and bay on the Slipmate owner portal.

## Giving an owner a portal login

Go to **Owners > Accounts**, open the account and press **Portal access**. Check the email address and press **Send
invite**. The owner gets a link to set a password; the link works for 72 hours. Press **Send invite** again if it
has run out.

## Why quotes over €500 wait for the owner's approval

Boat owners are often far away while their boat is in the yard. Any job card estimated at over **€500** is sent to
the owner as a quote on the portal, and the card stays locked until the owner presses **Approve**. Work is never
started on a big job the owner has not agreed to: arguments about a large bill after the work is done cost the yard
more than the wait. Below €500 the shipwright may start straight away.

## Photos from the yard

Photos added to a job card are shown to the owner under **My boat > Photos** as soon as the card is closed. Owners
cannot delete them; ask the office if a photo was added to the wrong boat.
""",
}
