"""Help pages of Tripline, the fictional community-transport app used at Ashcombe & Dale Community Transport
(data/company11/tripline-help/). Each page names its screens, menus, fields and buttons, and explains why things
behave as they do; the last page is a troubleshooting FAQ whose sections are questions."""

PAGES = {
    "passenger-register.md": """
# Passenger register

Everyone who travels on dial-a-ride or the volunteer car scheme must be registered first. Registration is done by
the booking office on the office PC, from **People > Passengers**.

## Registering a new passenger

Press **Add passenger**. Fill in **Full name**, **Date of birth**, **Home address** (start typing the postcode and
pick the address from the list; the **Zone** is set from the postcode) and **Phone**. Under **Eligibility** choose
the reason the person cannot use ordinary buses: *Age 80+*, *Disability*, *No bus within 800 m* or *Temporary
(medical)*. Press **Save passenger**. Tripline gives the passenger a number starting with P.

## Mobility and assistance

The **Mobility** tab records what the driver needs to know: **Wheelchair** (*Stays in chair* or *Transfers to
seat*), **Walking aid**, **Needs door-to-door help** and **Travels with escort**. A passenger marked *Stays in
chair* can only be booked on a vehicle with a free wheelchair space, which is why the booking screen sometimes
offers fewer runs to them.

## Annual membership

Dial-a-ride passengers pay a membership of GBP 12 a year. The renewal date shows on the passenger's **Summary**
tab. When the membership has lapsed, the passenger's name shows with a grey tag and new trips can still be booked
for the next 30 days; after that Tripline asks for the renewal to be taken first, under
**Payments > Take membership**.

## Why a passenger record is locked

Records are reviewed every two years for data protection. When the review date passes, the record shows a padlock
and only the booking office supervisor can open it, from **People > Reviews due**, by confirming the passenger still
wishes to be registered.
""",
    "booking-trips.md": """
# Booking dial-a-ride trips

Dial-a-ride trips are booked from **Trips > New trip** by the booking office, up to four weeks ahead and no later
than 4 pm on the working day before travel.

## Booking a single trip

Find the passenger with the **Passenger** search box (name, number or postcode). Choose the **Travel date**, the
**Pick-up** (home is filled in) and the **Destination**, and tick **Return journey** if the passenger is coming
back the same day; the **Return pick-up time** is then required. Tick **Escort** if a companion travels with them.
Press **Find a run**: Tripline lists the runs that pass the zone with a free seat (and a free wheelchair space when
needed). Pick one and press **Book seat**. The trip gets a reference starting with T.

## Regular trips

For a passenger who goes to the same place every week (a day centre, a lunch club), book the first trip, then open
it and press **Make regular** on the **Repeat** strip. Choose the weekday and an **End date**; Tripline books a seat
on the same run each week and lists any week it could not fit in under **Trips > Unplaced**.

## Why a trip shows "Waitlisted"

A trip is waitlisted when every run through the passenger's zone is full on that day. Waitlisted trips are offered
the first seat that comes free: when a trip on the run is cancelled, Tripline moves the oldest waitlisted trip onto
the run by itself and sends the passenger a text. A trip still waitlisted at 4 pm the day before travel is
cancelled and the passenger is told.

## Cancellations and no-shows

Passengers can cancel up to 2 hours before the pick-up time; open the trip and press **Cancel trip**. A passenger
who is not there when the bus calls is recorded as a **No-show** by the driver. Three no-shows within 90 days
suspend the passenger's bookings for 4 weeks, and the booking office must ring them before lifting it with
**Lift suspension** on the passenger's Summary tab.
""",
    "run-planner.md": """
# Run Planner

The Run Planner, under **Schedule > Run Planner**, shows each day's runs as columns, one per vehicle and session
(AM and PM). The booked trips of a run are listed in pick-up order inside its column.

## Building a day's runs

Trips are placed on runs when they are booked. The transport coordinator checks the next day's runs after 4 pm:
drag a trip from one column to another to move it to another run, then press **Optimise order** at the top of the
column so that Tripline puts the pick-ups in the shortest driving order. Press **Publish** when the day is ready;
the runs are sent to the drivers' tablets and can no longer be optimised.

## Colours in the planner

A green column header means the run has seats left, amber means it is full, and red means it is over the
vehicle's seats or wheelchair spaces (usually after a vehicle swap). A trip card with a dotted border is a
waitlisted trip that has been pencilled in. A vehicle marked off road shows a grey, hatched column.

## Swapping the vehicle on a run

If a bus is off the road, open the run's menu (the three dots in the column header) and choose **Change vehicle**.
Tripline checks the new vehicle's seats and wheelchair spaces against the trips and turns the header red if they do
not fit; move trips off the run until it is green or amber again.

## Printing a driver's manifest

Drivers without a tablet need a paper manifest. Open the run's menu and choose **Print manifest**. The manifest
lists each pick-up with the passenger's name, address, phone, mobility notes and fare to collect.
""",
    "group-hire.md": """
# Minibus hire for community groups

Community groups hire our minibuses with one of our volunteer drivers or with their own driver. Hire jobs are kept
under **Hire > Jobs** and each job has a reference starting GH-.

## Quoting and booking a hire job

Press **New job**, choose the **Group** (start typing its name; the group code is filled in), the **Vehicle**, the
**Date**, the **Destination** and the estimated **Miles** and **Hours**. Under **Driver** choose *Our volunteer* or
*Group's own driver*. Press **Quote**: Tripline multiplies the miles by the vehicle's rate per mile for the group's
band and, when one of our volunteers drives, adds the driver fee per hour. Press **Confirm job** once the group
agrees; a confirmation is emailed to the group's contact.

## Bands and why a group pays more

Groups that pay the annual membership are **Band A** and get the lower mileage rate. All other groups, including
schools, care homes and councils, are **Band B**. The band is set on the group's record under **People > Groups**
and can only be changed by the finance officer. The rates are kept on the **Tariff** screen under
**Settings > Tariff**.

## Self-drive hire

A group may drive itself only if its driver holds a current MiDAS certificate registered with us. Add the driver
under the group's record on the **Drivers** tab with the certificate number and expiry date; Tripline will not
offer *Group's own driver* for a group with no valid MiDAS driver. No driver fee is charged on self-drive jobs.

## After the trip: mileage and passengers

When the minibus comes back, the driver or the office enters the **Odometer out** and **Odometer in** readings on
the job, and Tripline works out the miles actually driven and re-prices the job. The group should also return the
number of passengers carried; until it does, the passengers field stays empty.

## Cancelling a hire job

Open the job and press **Cancel job**. With 7 days' notice or more nothing is charged. With less than 7 days'
notice a late cancellation fee of GBP 20 is charged, because a volunteer driver and the vehicle were kept free for
the group.
""",
    "volunteer-drivers.md": """
# Volunteer drivers and mileage claims

Volunteer drivers drive our minibuses for group hire and drive their own cars for the volunteer car scheme
(hospital and surgery appointments).

## Adding a volunteer driver

Go to **People > Volunteers** and press **Add volunteer**. Enter the contact details, then on the **Checks** tab
record the **DBS certificate** number and date, the **Licence check** date and, for minibus drivers, the **MiDAS**
certificate and expiry. A volunteer whose DBS certificate is more than three years old, or whose licence check is
more than a year old, shows a red **Checks due** flag and cannot be given a run or a car scheme job.

## Claiming mileage

Car scheme volunteers claim their mileage monthly. In Tripline go to **Volunteers > Mileage claims** and press
**New claim**; each car scheme job of the month is listed with its miles. Add any **Parking** paid and press
**Submit claim**. Claims should be in by the 5th of the following month.

## How a claim is worked out

A claim is paid at 45p a mile for the volunteer's own car, plus a passenger supplement of 5p a mile for each
passenger carried, plus parking at cost (receipts needed). These are within HMRC's approved mileage rates, so the
payments are not taxable for the volunteer.

## Approving and paying claims

The transport manager or the finance officer opens **Volunteers > Mileage claims > Awaiting approval**, checks the
miles against the jobs and presses **Approve**. Approved claims are paid by bank transfer on the next claims pay
day (the second and fourth Friday of the month); the pay date is printed on the claim.
""",
    "vehicle-checks.md": """
# Vehicle checks and defects

## The daily walkaround check

Before the first run of the day the driver does a walkaround check on the tablet: **Vehicle > Daily check**, pick
the vehicle and go through the list (tyres, lights, mirrors, wipers, fluids, first aid kit, fire extinguisher,
**Tail lift or ramp**, wheelchair restraints). Each item is marked *OK* or *Defect*. Press **Sign off check**; a
vehicle without a signed-off check cannot start a run on the tablet.

## Reporting a defect

Mark the item *Defect*, describe it and take a photo. Choose the severity: **Advisory** (the vehicle can be used,
the workshop is told) or **Off road** (the vehicle must not be driven). An off-road defect emails the transport
manager at once.

## Why a vehicle is greyed out

A vehicle marked off road, or with its MOT, tax or tail lift inspection (LOLER, every six months) out of date, shows
grey and hatched in the Run Planner and cannot be chosen for a run or a hire job. The transport manager clears it
with **Return to service** under **Fleet > Vehicles** once the repair or inspection is recorded.

## Fuel

Drivers fill up with the fuel card kept in each vehicle and enter the litres and the odometer reading under
**Vehicle > Fuel** on the tablet.
""",
    "tripline-faq.md": """
# Tripline FAQ and troubleshooting

## The tablet says "No runs published" at the start of my shift

The day's runs have not been published yet. Ring the office: the coordinator has to press **Publish** in the Run
Planner. Pull down on the **My runs** screen to refresh once they confirm.

## Why can't I book a wheelchair user onto a run that has seats?

The run's vehicle has no free wheelchair space, or it is the 8-seat people carrier with its single space taken.
Seats and wheelchair spaces are counted separately. Try another run, or waitlist the trip.

## A passenger's fare is showing as zero

Companions travelling with a passenger who holds a companion pass ride free, and so do escorts. If the passenger
themselves shows zero, check the **Fare type** on their Summary tab.

## The odometer reading is rejected on a hire job

**Odometer in** must be larger than **Odometer out** and the difference below 400 miles. Check for a missing digit;
if the reading really is over 400 miles, the transport manager has to enter it.

## I was logged out of the tablet in the middle of a run

The tablet logs out after 30 minutes without use, but the run stays on it. Log in again with your driver PIN; the
pick-ups already marked are kept.

## Texts to passengers are not going out

Texts are sent only between 8 am and 8 pm. Messages queued outside those hours go the next morning. Check also
that the passenger's phone is a mobile number on the **Summary** tab.
""",
}
