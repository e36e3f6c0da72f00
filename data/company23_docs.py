"""Help pages of Houselights, the box-office app of The Ropewalk Theatre (data/company23/houselights-help/): selling
tickets, refunds and exchanges, comps, patrons and membership, cashing up. Some procedures are numbered steps, some
are prose, and each page has a "why" section, so both "where do I click" and "why does it work like that" questions
have one section that answers them."""

PAGES = {
    "selling-tickets.md": """
# Selling tickets

Every sale in Houselights is a **booking**: one or more seats for one performance, bought by one patron. A booking
gets its reference (BO-7....) as soon as it is saved; that reference is printed on the tickets and on the
confirmation email, and it is what you search for when someone rings about their seats.

## Making a booking at the window or on the phone

1. Open **Sales > New booking**.
2. Choose the performance in **Performance** - type part of the show title or the performance code (for example
   TEM-09OCT) and pick the date.
3. Click the seats on the **Seat plan**. Houselights colours each seat by its band, and the price shown is the face
   price for that band.
4. Look the customer up in **Patron** (surname or patron number). If they are a Friend, Best Friend or Angel the
   member discount is taken off automatically - do not key it in by hand.
5. Press **Add to basket**, then **Take payment** and choose the method: card, cash or gift voucher. For a phone
   booking set **Channel** to *Phone* before taking the card details.
6. Press **Complete sale**. The tickets print at the window, or are emailed for phone sales.

Online bookings arrive by themselves from the website with the channel set to *Online*; you never re-key them.

## Holding seats for someone who will pay later

If a regular wants seats but will pay when they collect, make the booking as above but press **Reserve** instead of
**Take payment**. The booking is saved with the status **Reserved** and nothing paid. Reservations can only be made
more than two days before the performance.

## Why reservations are released two days before the show

An unpaid reservation is a seat nobody else can buy. In the last two days before curtain up most of our sales come
through the website, and an unpaid hold that never turns up means an empty seat in a full house. So at 10:00 two
days before each performance Houselights releases every reservation that is still unpaid back to general sale and
emails the patron to say so. A duty manager can extend a hold by one day with **Keep hold** if the patron has rung.

## School and group bookings

Groups of ten or more can pay by bank transfer. In **Take payment** choose **Invoice later (BAC)**; Houselights
produces a group invoice and the booking shows the payment method BAC.
""",
    "refunds-and-exchanges.md": """
# Refunds and exchanges

## How refunds work at the Ropewalk

Tickets are not normally refundable: the Ropewalk is a small charity and an empty seat on the night cannot be sold
again. We give a refund in three cases: the performance is cancelled or moved, the patron has a medical reason, or
the show is sold out and we manage to resell the seats. A refund always goes back the way the money came in - to
the same card, as cash at the window, or as a new gift voucher if a voucher was used.

A refunded booking is not deleted. Its status changes to **Refunded** and the amount stays on the booking as the
sum handed back, so the sales log still shows what happened. Refunded bookings are left out of ticket income in
every report; the seats go back on sale.

## Refunding a booking

1. Open **Sales > Find booking** and search by booking reference, patron surname or card's last four digits.
2. Open the booking and press **Refund**.
3. Choose the **Refund reason** (cancelled performance, medical, resold) and check the amount.
4. Press **Confirm refund**. Card refunds take three to five working days to reach the patron's account.

Only duty managers and the box-office manager can confirm refunds over £50.

## Swapping to another performance

Patrons can swap their seats to another performance of the same show for free up to 48 hours before the
performance they booked. Open the booking from **Sales > Find booking**, press **Swap performance**, pick the new
date and the new seats and press **Confirm swap**. If the new seats are dearer the patron pays the difference;
if cheaper, no money is returned. The booking keeps its reference.
""",
    "comps-and-house-seats.md": """
# Complimentary tickets

Comps are seats given away free: to reviewers from the local press, to the families of cast in our own
productions, to sponsors, and as thank-yous to people who have helped the theatre.

## Issuing comps

Comps are issued from the same screen as a sale. Go to **Sales > New booking**, pick the performance and the seats,
then tick **Complimentary** under the basket. Choose a **Comp reason** (Press, Cast family, Sponsor, Goodwill) and
enter the duty manager's PIN when asked; without it the button **Issue comps** stays grey. The booking is saved with
the status **Comp**, payment method NIL and an amount of 0.00.

Visiting companies agree a number of comps in their contract; check the **House seats** allowance on the
performance before issuing more.

## Why comps don't count as revenue

A comp brings in no money, so it cannot be ticket income - even though the seat has a face price. Houselights
counts comps in the **house count** (how many people were in) but not in **ticket income**, and a comp never
appears on a cash-up. This matters for visiting companies: they are paid a share of the ticket income, so a comp
costs them their share of that seat. If we counted comps at face value, the theatre would owe money it never
received. Reserved bookings that are not yet paid are left out of income for the same reason.
""",
    "patrons-and-membership.md": """
# Patrons and membership

Everyone who books has a patron record with a patron number (P....). The record holds their contact details, their
membership tier and whether they have made a Gift Aid declaration.

## Finding or adding a patron

Open **Patrons > Find patron** and search by surname, postcode or patron number. If nobody matches, press
**Add patron**, fill in **First name**, **Surname**, **Postcode** and **Email**, and press **Save patron**. Always
search before adding: two records for the same person split their booking history.

## Membership tiers

The Friends scheme supports the theatre and gives money off tickets:

- **Friend** - £30 a year, 10% off tickets and priority booking.
- **Best Friend** - £75 a year, 15% off tickets and a named seat plaque.
- **Angel** - £250 a year, 20% off tickets and an invitation to every dress rehearsal.

To sign someone up, open their record, press **Membership > Join or renew**, pick the tier and take the fee.
The discount applies to every booking made from then on.

## Why we can't claim Gift Aid on tickets

Gift Aid lets a charity claim back the basic-rate tax a donor has paid, but only on a gift - money given without
getting anything in return. A ticket buys a seat, so it is a purchase, not a gift, and no Gift Aid can be claimed
on it. Part of a membership fee counts as a donation, and outright donations do too, so those are where the
declaration matters.

## Recording a Gift Aid declaration

Open the patron's record and go to the **Gift Aid** tab. Tick **UK taxpayer declaration**, choose how it was given
(spoken, online or on paper) and press **Save declaration**. The **Gift Aid** column on the patron list then shows
*Yes*.
""",
    "cashing-up-and-reports.md": """
# Cashing up and reports

## Cashing up at the end of the night

When the last sale of the evening is done, the duty manager cashes up the window before leaving:

1. Open **Reports > Cash-up** and choose today's date and your window (Window 1 or Window 2).
2. Count the cash drawer and type the total into **Counted cash**.
3. Print the card terminal's end-of-day receipt and type its total into **Card terminal total**.
4. Press **Compare**. Houselights shows any difference in red; write the reason in **Notes**.
5. Press **Close window** and put the cash and both printouts in the safe bag.

## Why Houselights' takings differ from the card machine

The card terminal only knows about cards swiped at the window. Houselights' takings for the day also include online
card sales, which go through the website's payment provider, gift vouchers, which bring in no new money on the
night, and group bookings paid later by bank transfer. Refunds go back on the day they are confirmed, which may not
be the day of the sale. So compare the window's card total only with the **Card at window** line of the cash-up,
never with the day's ticket income.

## Show reports

**Reports > Performance report** lists one performance: seats sold by band, comps, reservations still unpaid and
the ticket income. **Reports > Sales by channel** splits income between online, phone and walk-in sales over any
range of dates. Both can be saved as a spreadsheet with **Export**.
""",
}
