"""Help pages of Dibber, the fictional booking and plot app used at Osier Bank Allotment & Garden Society
(data/company18/dibber-help/). Each page names its screens, menu paths, fields and buttons and says why the society
works the way it does. Nothing here covers rent payments or gate keys: those are handled at the hut, not in the app."""

PAGES = {
    "shared-kit.md": """
# Shared kit

The society owns a petrol rotavator, a brush cutter, two strimmers and a garden trailer. Any plot holder may use them
once they have been shown how by a committee member.

## Booking a machine

Open **Kit > Calendar** and pick the machine. Free slots show in green. Choose a slot, tick **I have read the safety
card** and press **Book slot**. The hut code for the machine store appears under **My bookings** on the morning of the
booking.

## Why slots are half a day

Each machine can be reserved for a **Morning** (8:00 - 13:00) or an **Afternoon** (13:00 - 19:00) slot, never a whole
day. Forty plots share one rotavator, and in March and April nearly everyone wants it at once; half-day slots let two
households dig in a single day, and the engine gets a rest between users.

## Handing a machine back

Clean the tines or the cutting head, fill the tank to the mark and press **Hand back** under **My bookings**. If
anything is wrong, choose **Report a fault** instead: the machine is blocked in the calendar until the kit officer
has looked at it.
""",
    "plots.md": """
# Plots and the waiting list

## Putting your name down

Members without a plot use **Plots > Waiting list > Add my name**. Choose the **Size wanted** (full, half or starter
bed) and say whether you would take a plot that needs clearing. Your place in the queue is shown on the same screen.

## How vacant plots are offered

When a plot falls vacant the plots officer offers it to the person at the top of the list for that size. Dibber sends
the offer by email and text, and the person has **14 days** to press **Accept plot** or **Pass**. Passing twice moves
you to the bottom of the list, so that plots are not held empty while people wait for a better one.

## Half plots and starter beds

Full plots are split into halves when they fall vacant and the list is long, so that more households get growing
space. Starter beds are raised to wheelchair height and suit people who cannot dig a full plot.

## Giving up a plot

Use **Plots > My plot > Give notice**. The tenancy ends at the close of the rent year; anything you want to keep
must be taken off the plot before then.
""",
    "work-parties.md": """
# Work parties

## Signing up for a session

Upcoming sessions are listed under **Work parties > Upcoming**. Press **Count me in** so the leader knows how many
gloves, tools and biscuits to bring. Saturday sessions run from 10:00; summer Wednesday evenings from 18:30.

## Recording your hours

The leader records the turnout on the day. Hours you put in outside a session (mending the hut gutter, say) go under
**Work parties > My hours > Add hours**, with a line about what you did.

## Why six hours a year are asked of everyone

The society employs nobody. Hedges, paths, compost bays, the troughs and the hut are all kept up by members' own time,
and the site's lease from the council says they must be. Each tenancy therefore carries **six hours** of shared work a
year; a plot holder who gives fewer is charged GBP 20 with the next year's rent, which pays for a contractor to do
their share.
""",
    "inspections-and-water.md": """
# Inspections and water

## The June walk-round

Every June two committee members walk the site and give each plot a grade: **Good**, **Fair** (a friendly word of
advice), **Poor** (a warning letter) or **Not cultivated** (notice to quit). New tenancies are left ungraded in their
first season.

## Replying to a warning letter

Open **Plots > My plot > Inspection** and press **Reply**. Say what is getting in the way and add photos of the work
done since; the plot is looked at again after 28 days.

## Why the troughs are off in winter

From 1 November to 31 March the supply to the troughs and standpipes is turned off at the main stopcock. The pipes
run just under the surface, and water left in them freezes, splits the pipe and floods the lower plots. Dibber shows
**Water off** on the site map while the supply is shut.

## Watering rules

Hoses may not be fixed to the troughs or standpipes: one hose drains a trough that ten people share. Fill cans from
the trough, and use water butts wherever a shed or polytunnel has a roof to feed them.
""",
}
