"""Help pages of Hopwright, the fictional brewery-management app used at Scarrow Beck Brewing Co.
(data/company14/hopwright-help/). Each page names its screens, menu paths, fields and buttons, and says why the app
behaves as it does; the last page is a FAQ whose sections are the questions brewery, dray and taproom staff ask."""

PAGES = {
    "casks.md": """
# Tracking casks and kegs

Every firkin, pin and keg carries a barcode sticker with its **Cask ID** (for example F-0412 or K30-118).
Hopwright knows where each one is: in the brewery, out with a customer, or lost. The cask list is under
**Stock > Casks > Cask List**; filter it with the **Where** column or type a Cask ID into **Find cask**.

## Sending casks out on a delivery

Casks leave the brewery against a delivery note. On **Deliveries > Dray Run**, open the drop and scan each cask
with the handheld, or type the Cask ID into **Add cask** and press **Load**. A cask that is not scanned onto a drop
stays "In brewery" even if it is on the lorry, so always scan before the dray leaves the yard.

## Booking empties back in

When the drayman collects empties, use **Stock > Casks > Return** and pick the customer in **Returned by**. Scan the
casks and choose a **Condition**: Empty, Part full or Full (unsold). Press **Book in**. Part full and Full casks are
sent to the **Ullage check** queue so a brewer can look at them before any credit is given.

## Why casks go overdue

A cask becomes **Overdue** 42 days after it left on a drop and was not booked back. Overdue casks show in red on
the customer's account and on the dray sheet, so the drayman asks for them at the next drop. Casks are expensive
(a steel firkin costs more than ninety pounds to replace), which is why Hopwright chases them and not just the beer.

## Writing off a lost cask

After 120 days, or when a customer confirms a cask is gone, open it on **Stock > Casks > Cask List** and press
**Mark lost**. You must choose a **Loss reason** (Not returned, Damaged, Stolen, Sold to customer). A director
has to approve the write-off on **Admin > Approvals** before the cask leaves the fleet count.
""",
    "trade-orders.md": """
# Taking trade orders

Orders from pubs, clubs and shops are entered on **Sales > Orders > New Order**. The screen has three parts: the
customer panel, the lines grid and the delivery panel.

## Entering an order

Type the pub name or **Account** code into **Customer**. Add each beer on its own line: pick the **Beer**, then the
**Pack** (firkin, pin, keg, bottle case or can case) and type the **Qty**. Hopwright fills the **List price** from
the price list and takes off the customer's **Trade discount** automatically. Press **Save order** when done.

## Choosing a delivery day

In the delivery panel, **Delivery day** only offers the days the dray runs to that customer's town (the round is
set on **Deliveries > Rounds**). Tick **Collect from brewery** if the customer will pick up the beer themselves;
the order then does not appear on any dray sheet.

## Orders on hold

If a customer is over their credit limit or has an invoice more than 14 days past due, the order is saved with the
status **On hold - credit** and cannot be loaded on a dray. Only the accounts team can press **Release hold** on
**Sales > Orders > On Hold**. This stops more beer going to a pub that has not paid for the last lot.

## Cash on delivery customers

Customers with terms of COD show a yellow **COD** badge. The drayman must take payment at the drop on the handheld
(**Take payment**, card or bank transfer reference) before the handheld lets them close the drop.

## Sending samples

For a tasting pin or a bottle case for a new account, add the line as usual and tick **FOC** on the line. The line
prints with a zero value and goes on the sample budget report, not on the customer's invoice.
""",
    "ullage-credits.md": """
# Ullage claims and credits

Ullage is beer a customer could not sell: the sediment and the last pints at the bottom of a cask, or a cask that
went off. Customers claim credit for it through their rep or the drayman.

## Recording a claim

Go to **Sales > Credits > Ullage Claim** and press **New claim**. Pick the customer and the **Invoice** the beer was
on, then the line. Enter the **Pints claimed** and choose a **Reason** (Cloudy, Sour/infected, Flat, Over-ullage,
Damaged in cellar). Attach a photo of the cask label with **Add photo**, then press **Submit claim**.

## How a claim is approved

Claims up to 6 pints per cask are approved automatically. Bigger claims go to the head brewer's queue on
**Brewhouse > QA > Ullage Review**, where the brewer can check the returned cask and the batch. The brewer presses
**Approve**, **Part approve** (with a new pints figure) or **Reject** with a comment.

## Why we ask for the cask back

A claim over 6 pints is only approved when the cask itself comes back to the brewery, booked in as **Part full**.
The brewers taste what is left and compare it with the retained sample from the brew, so they can tell a brewery
fault (the whole batch is affected) from a cellar fault (lines not cleaned, cask tapped too early).

## How the credit is worked out

Approved pints are credited at the line's net price per pint: the invoice line value divided by the pints in the
pack (72 for a firkin, 36 for a pin). The credit note is raised by **Raise credit note** and is set against the
customer's next invoice; it is never paid out in cash.
""",
    "brew-sheets.md": """
# Brew sheets and the brew log

Each brew has a brew sheet under **Brewhouse > Brew Sheets**. The brew log is the list of all brew sheets and is
printed from **Reports > Brewhouse > Brew Log**.

## Starting a brew sheet

Press **New brew**, choose the **Recipe** and the **Brew length** (10 hl single or 20 hl double brew) and the
**Fermenter** (FV1 to FV6). Hopwright gives the brew the next **Brew no.** (B26-...) and scales the malt and hop
weights for the length. Press **Start mash** at mash-in so the time is recorded.

## Recording gravities

Type the **Original gravity** (OG) when the fermenter is filled, and the daily readings on the **Gravity** tab.
When two readings a day apart are the same, enter it as **Final gravity** (FG). Hopwright works out the ABV as
(OG minus FG) x 131.25, so an OG of 1044 and FG of 1010 gives 4.5%.

## Why the ABV must match the pump clip

The ABV on the pump clip and label may only be 0.5% off the measured strength by law, and duty is paid on the
measured strength. If the calculated ABV is outside the recipe's **ABV range**, Hopwright shows **Check
strength** and the brew cannot be racked until the head brewer signs it off.

## Racking

When the beer is ready, open the brew and press **Rack**. Enter the volume put into casks and kegs in
**Racked hl** and the packs filled. The difference between brew length and racked volume is recorded as
**Process loss**; more than 12% loss on a brew is flagged on the weekly brewhouse report.
""",
    "duty-return.md": """
# Alcohol duty return

Hopwright prepares the monthly HMRC alcohol duty return from the racking records. The working is under
**Compliance > Duty > Monthly Return**.

## Preparing the return

Choose the **Period** (a calendar month) and press **Build return**. Hopwright lists every brew racked in the month
with its volume and ABV, groups them into duty bands and applies the **Small Producer Relief** rate. Check the
lines, then press **Lock period**; after that nobody can change racking records for that month.

## Why duty is based on racked beer

Duty is due on beer when it leaves duty suspension, which for us is when it is racked into packs for sale, not
when it is brewed. Beer lost in the fermenter is never charged. That is why the racked volume on each brew sheet
has to be right.

## Duty on returned beer

Beer that comes back unsold or spoiled and is poured away can be reclaimed. It is listed on the **Spoilt beer**
tab of the return when the cask was booked in as **Full** or **Part full** and the destruction was witnessed;
enter the witness on **Destroyed by / Witness** before the period is locked.

## Submitting

Hopwright does not send the return to HMRC itself. Press **Export CSV**, and the finance director uploads the file on
the HMRC online service by the 15th of the following month.
""",
    "taproom-till.md": """
# Taproom till

The Tannery Tap bar runs on **Taproom > Till** on the bar tablets. Each tablet logs in with the bar staff's
four-digit **Till PIN**.

## Opening the bar

At opening, the duty manager presses **Open session** and counts the float into **Opening float** (normally
GBP 150). Beers on the bar are picked on **Taproom > Lines**, which links each handpump or keg tap to a cask or keg
by its Cask ID so the till knows which beer is pouring.

## Running a tab

Press **Open tab**, type a name and take a card pre-authorisation with **Hold card**. Add drinks as usual.
Tabs not closed at the end of the night are closed by the duty manager with **Close all tabs**, which charges the
held card.

## Pouring waste and staff drinks

Use the **Wastage** button for line cleaning, spills and pulled-through pints, and **Staff drink** for the one
free staff pint after a shift. Both take stock off the cask without a sale, so the stock and the takings still
match.

## Closing the till

Press **End session**, count the cash into **Cash counted** and press **Close**. Hopwright prints the **Z report**
with takings by payment type. A difference of more than GBP 5 between expected and counted cash must be explained
in **Variance note** before the session will close.
""",
    "hopwright-faq.md": """
# Hopwright FAQ

## Why can't I load an order onto the dray?

The order is probably **On hold - credit** because the customer is over their limit or has an overdue invoice.
Ask accounts to release it on **Sales > Orders > On Hold**. Orders marked **Collect from brewery** also never show
on a dray.

## How do I change a customer's credit terms?

Open **Sales > Customers**, pick the customer and go to the **Account** tab. Change **Payment terms** and press
**Save**. Only users with the Accounts role see this tab; terms changes are logged on the customer's **History**.

## A cask shows at the wrong pub. How do I move it?

Do not edit the cask record. Book it back in on **Stock > Casks > Return** against the pub that has it, or ask the
drayman to rescan it. Moving it by hand breaks the trail that the overdue chase relies on.

## How do I reprint a delivery note?

Open the drop on **Deliveries > Dray Run** and press **Print DN**. A reprint is stamped COPY so it cannot be
mistaken for the original signed note.

## Why does the price on an order differ from the price list?

The order shows the **List price** less the customer's **Trade discount**, and any **Promo** running on that beer
(set on **Sales > Price List > Promotions**). Hover over the price to see how it was built up.

## Can I use Hopwright offline on the dray?

Yes. The handheld keeps the day's dray sheet and syncs when it has signal again. Payments taken offline on COD
drops are stored and sent at the next sync; do not take the same payment twice.
""",
}
