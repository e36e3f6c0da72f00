"""Help pages of Truewheel, the fictional workshop and hire-desk app used at Rothar Rua Cycle Co-operative
(data/company17/truewheel-help/). Each page names its screens, menu paths, fields and buttons and says why the app
behaves as it does; the last page is a FAQ whose headings are the problems people at the counter run into."""

PAGES = {
    "workshop-jobs.md": """
# Workshop jobs

Every bike that comes through the workshop door gets a job card in Truewheel before anyone touches it.

## Booking a bike in

Open **Workshop > Job board > New job**. Look the customer up by phone number or membership number (leave it empty
for someone who is not a member), then fill in **Bike type**, **Fault reported** and **Promised for**. Press
**Print tag**: the paper tag goes on the handlebars and carries the job number (J26-....).

## Estimates and the sixty-euro rule

When the mechanic expects the bill to go above EUR 60, Truewheel puts the job into **Awaiting OK** and texts the
customer the estimate. Work stops until the customer replies YES or the counter records a phone approval with
**Approve estimate**. Nobody should collect a bike and find a bill twice the size they expected, and a job that can't
go ahead is cheaper to stop before the parts are fitted.

## Waiting for parts

If a part has to be ordered, set the job's status to **Parts on order** and press **Link order** to tie it to the
supplier order. Truewheel texts the customer once the delivery is received, so the counter does not have to ring
round.

## Marking a job ready

When the test ride is done, press **Mark ready**. The customer gets a text and the bike moves to the **Collection
rack** list. Bikes not collected within 14 days are charged storage at EUR 2 a day.

## Why the volunteer bench charges no labour

On Thursday evenings volunteers fix bikes for people on low incomes and teach them while they do it. The co-op's
rules say that time is given, not sold, so Truewheel sets labour to zero on any job assigned to the **Volunteer
bench**; only the parts are charged.
""",
    "hire-desk.md": """
# Hire desk

## Taking a hire booking

Go to **Hire > Calendar > New booking**. Choose the **Bike type**, the **Start day** and the **Return day**, and
enter the hirer: a membership number gets the member day rate, anyone else is booked as a visitor. Press **Hold
bike** to keep the booking for 24 hours while the customer decides.

## Deposits

Visitors leave a deposit by **card pre-authorisation**: the money is reserved on the card but not taken, and the
hold drops off when the bike is checked back in. A cash deposit is EUR 100 (EUR 200 for e-bikes and cargo bikes).
Members may leave photo ID instead, because the co-op already knows who they are and where to find them.

## Checking a bike back in

Open **Hire > Returns > Check in** and scan the fleet sticker. Truewheel compares the return time with the booking
and adds a day at the same rate if the bike is late. Record anything broken in **Damage notes**; the charge comes
off the deposit before it is released.

## Why e-bikes need a day's notice

An e-bike battery takes up to six hours to charge fully, and the fleet is charged overnight. So e-bikes and cargo
bikes can only be booked from the following day, which makes sure every hirer starts with a full battery.
""",
    "members.md": """
# Members and shares

Rothar Rua is owned by its members. Each member buys at least one EUR 10 share.

## Signing someone up

Go to **Members > Join**. Enter the person's details, pick a **Tier** (Standard, Concession, Household or Business)
and take payment for the shares with **Buy shares**. Concession needs proof such as a medical card or student card;
tick **Proof seen**. The new membership number is printed on the receipt.

## Why the discount is on labour, not parts

Parts are bought in and sold at a small fixed margin, so there is little to share. Labour is the co-op's own work,
and giving members a fifth off it is how the surplus goes back to the people who own the co-op. Truewheel applies the
member discount to the labour lines only.

## One member, one vote

A member holding twenty shares has the same single vote at the general meeting as a member holding one. Shares are a
way of funding the co-op, not of controlling it, and they never earn interest above 3% a year.

## Lapsed memberships

Membership is renewed every year on the anniversary of joining. Sixty days after that date Truewheel marks the member
**Lapsed** and the discount stops until they renew with **Renew membership**.

## Leaving the co-op

A member who wants to leave uses **Members > Withdraw shares**. Shares are paid back at EUR 10 each after three
months' notice, so that the co-op never has to find a large sum at once.
""",
    "fleet-care.md": """
# Caring for the hire fleet

## The check after every hire

Every returned bike gets the **M-check** (wheels, brakes, headset, gears, saddle, tyres) before it can be hired again.
Truewheel will not let a bike be booked out until its **M-check** is signed off, because a fault missed at the desk is
a fault on the road for the next hirer.

## Taking a bike off hire

Open **Fleet > Bikes**, choose the bike and press **Off hire**. Pick an **Off-hire reason**; the bike disappears from
the hire calendar and a workshop job is opened for it automatically.

## E-bike battery log

Each battery has a page under **Fleet > Batteries** that counts its **Charge cycles**. When a capacity test shows a
battery below 70% of its rated capacity, send it for recell rather than buying a new one: it costs about half and
keeps the old casing out of landfill.

## Retiring a bike

Bikes leave the fleet after five seasons or when a frame is damaged. Press **Retire bike**; it goes to the Earn-a-Bike
programme to be stripped for parts or refurbished and sold.
""",
    "parts-stock.md": """
# Parts and stock

## Receiving a delivery

Open **Stock > Deliveries > Receive** and choose the supplier order. Count each line and type the quantity that came;
anything missing goes in **Short** and anything broken in **Damaged**. Press **Book in** to add the parts to stock and
release any jobs waiting for them.

## Reorder levels

Each part has a **Min level**. When stock falls below it, Truewheel adds the part to the **Suggested order** for
Tuesday, when the weekly order goes to the wholesaler. One combined order a week keeps the carriage charge down.

## Fitting a customer's own parts

We will fit parts the customer brings in, but labour is charged at the normal rate and the co-op gives no warranty on
the part itself. Tick **Customer's own part** on the job line so the receipt says so.

## Special orders

For a part we do not stock, use **Stock > Special order**. The customer pays half the price up front, and the order
is cancelled if the part is not collected within 30 days of arriving.
""",
    "till.md": """
# Till and payments

## Taking payment

Open **Till > New sale**, press **Add job** or **Add hire** and scan the tag. Truewheel brings in the parts and labour
lines with any member discount. Choose the tender and press **Take payment**.

## Fix Your Bike vouchers

The council's Fix Your Bike scheme pays up to EUR 50 towards a repair. Choose **Voucher** as the tender and type the
voucher code; the customer pays any balance by card or cash. Vouchers cannot be used for hire or to buy parts
without a repair, because the council pays for bikes made roadworthy, not for shopping.

## Member accounts

Household and Business members can put workshop bills on account with **Charge to account**. Truewheel sends a
statement on the first of each month and the account must be cleared within 21 days.

## Refunds

Find the sale under **Till > History** and press **Refund**. Refunds over EUR 100 need the coordinator's PIN.

## Closing the till

At the end of the day go to **Till > End of day > Cash up**, count the drawer and enter the total. Truewheel prints
the **Z report**; put it in the cash bag with the takings.
""",
    "truewheel-faq.md": """
# Truewheel FAQ

## The tag printer only prints blank labels.

The label roll is in upside down. Turn it over and press **Test print** under **Settings > Printers**.

## A customer has lost their repair tag.

Use **Workshop > Find** and search by the customer's phone number or surname; ask for photo ID before handing the bike
over.

## A hirer wants a different bike halfway through the booking.

Open the booking on the calendar and press **Swap bike**. The day rate changes from the swap onwards only.

## Truewheel says a member has lapsed but they renewed yesterday.

Bank transfers take a day to arrive. Open **Members > Payments**, find the transfer and press **Match payment**.

## How can I see how long each mechanic spent on jobs this week?

Go to **Reports > Bench time** and pick the week. It shows hours booked against jobs by each mechanic.
""",
}
