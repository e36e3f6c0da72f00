"""Help pages of Faderboard, the fictional station app used at Harewick Sound 104.2 FM (data/company19/faderboard-help/).
Each page names its screens, menu paths, fields and buttons and says why the station works the way it does. Nothing
here covers podcasts, studio door codes or audience figures: those are handled outside the app."""

PAGES = {
    "airtime-bookings.md": """
# Airtime bookings

Local businesses, charities and public bodies buy short adverts ("spots") on Harewick Sound. Every run of spots is
entered in Faderboard as one booking, so the playout system, the invoices and the sales log all agree.

## Taking a new booking

Go to **Airtime > New booking**. Pick the advertiser in **Account** (type a few letters of the business name), then
choose the **Slot** (Breakfast, Mid-morning, Afternoon, Drive time, Evening or Weekend daytime), the number of
**Spots**, the **Length** (30, 40 or 60 seconds) and the **First air date**. Press **Check availability**: a slot
that is already full for that week turns red. When everything is green, press **Confirm booking**. Faderboard gives
the booking its SB- reference and works out the fee from the rate card.

## Why there are only six spots an hour

No hour carries more than **six spots**, however much an advertiser offers to pay. Listeners tune in to a community
station for local voices and music, not for advert breaks, and our community radio licence caps the share of our
income that may come from on-air advertising. Keeping breaks short keeps listeners and keeps the licence safe.

## Charity rate

Registered charities pay **half the rate card**. Tick **Registered charity** on the advertiser's account (under
**Airtime > Accounts > Edit account**) and enter the charity number; Faderboard then halves the spot price on every
booking and invoice for that account.

## Cancelling or moving a booking

Open the booking from **Airtime > Bookings**, then press **Move dates** or **Cancel booking**. Spots cancelled with at
least **7 days' notice** are not charged; later cancellations are charged in full, because the airtime can no longer
be sold to anyone else.
""",
    "playout-and-carts.md": """
# Playout and carts

## Uploading an advert

Finished adverts are loaded as carts. Go to **Playout > Carts > Upload audio**, choose the WAV or MP3 file and link it
to the booking in **Booking ref**. Add the **Start date** and **End date** and press **Save cart**. The cart then
appears in the right breaks automatically.

## Why every cart is loudness-normalised

When a cart is uploaded Faderboard levels it to **-23 LUFS**, the same loudness as our programmes. Adverts mastered
for other stations are often far louder; without levelling, listeners get a jump in volume at every break, reach
for the off switch and complain. The same level across the whole output is also what our broadcast code expects.

## Checking what played

**Playout > As-run log** lists every cart that went to air, with the time it played. Use it when an advertiser asks
whether their spot went out.
""",
    "rota-and-shows.md": """
# Rota and shows

## Seeing your shows

Presenters, producers and engineers see their own slots under **Rota > My shows**. The whole week is under
**Rota > Schedule**.

## Swapping a show

Can't make your slot? Open **Rota > My shows**, pick the show and press **Offer swap**. Choose who to offer it to, or
leave it open to everyone trained for that slot. The swap is only made when the other volunteer presses **Take
swap**, and the programme controller gets a copy.

## Why swaps need two weeks' notice

Swaps should be offered at least **14 days** before the show. The schedule is printed in the town paper and the
trails for each show are recorded a week ahead; late changes mean trails promising the wrong presenter, and a
scramble to find someone trained to run the desk.

## Why a show cannot go out with only a new volunteer

Everybody on air must have done the safety and Ofcom code induction. Until a volunteer's induction date is entered
in Faderboard, they can only be on air with an inducted volunteer in the building, because someone must be able to
fade out a caller, deal with a fire alarm or take the station off air if something goes wrong.
""",
    "logger-and-complaints.md": """
# Logger and complaints

## Finding a recording

Everything we broadcast is recorded by the logger. Go to **Compliance > Logger > Find recording**, enter the date and
the start time, and press **Play** or **Download clip**. Clips are limited to one hour.

## Why recordings are kept for 42 days

The logger keeps every hour of output for **42 days** and then deletes it. Our licence requires us to keep
recordings for that long, because a listener may complain to the regulator some weeks after hearing something, and
Ofcom can ask us for exactly what went out. After 42 days the recordings are deleted to save space and because
we have no reason to keep them.

## Recording a listener complaint

Complaints about anything heard on air go in **Compliance > Complaints > New complaint**. Fill in the **Date heard**,
**Time heard**, **Show** and what the listener said, then press **Submit**. The station manager replies within
**10 working days**, and Faderboard pulls the matching clip from the logger so it is saved with the complaint.
""",
    "volunteer-hours.md": """
# Volunteer hours

## Signing in

Every time you come in, sign in on the studio tablet with **Sign in > I'm here** and sign out with **I'm leaving**.
Off-air work done from home (editing a feature, say) goes under **Me > Hours > Add hours**.

## Why we count volunteer hours

Harewick Sound has two part-time staff; everything else is done by volunteers. The hours you sign in are reported
to our funders and to Ofcom in the station's annual report as proof of **social gain** - the community benefit a
community licence is granted for - and the grant-makers value volunteer time when they match-fund our bids.
""",
}
