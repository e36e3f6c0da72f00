"""Text of the help pages in data/company6/syllabo-help: the fictional course-management app "Syllabo" used by
Kestrelmoor Language School (with "Syllabo Desk", the front-desk screen, and "Syllabo Tutor", the tablet app tutors
take registers on). Written for the company6 test set only.

Layouts differ from the other corpora's pages: one page is a glossary-style list of fields, one walks through a
screen column by column, one is a page of troubleshooting tips headed by symptoms, and "Why ..." sections sit
between the step lists.
Deliberately NOT covered (the refusal questions rely on it): visa or invitation letters for foreign students,
booking external exams (DELF, Goethe, IELTS test dates), video-call or online-classroom links, refunds to a bank
card, student accommodation or homestays, tutor holiday requests.
"""

TIMETABLE = """
# Planning the term timetable

The timetable holds every **class group** of the term: one course, taught by one tutor, at one campus, in one room,
on fixed weekdays. Students are enrolled on a course and then placed in one of its class groups.

## Adding a class group

1. Open `Courses > Timetable` and pick the term from the **Term** drop-down at the top right.
2. Click **Add class group**.
3. Choose the **Course code**; the title, level and standard length fill in from the course catalogue.
4. Pick the **Campus**, the **Room** and the **Tutor**. Only tutors who have the course's language on their
   profile are offered.
5. Set the **Weekday(s)**, **Start time** and **Session length**.
6. Click **Save group**. The group gets a code such as G-318 and shows on the grid as a grey draft block.

Draft groups are not visible to students. When the whole campus is ready, click **Publish timetable**; the blocks
turn blue and the groups appear on the student portal and in the enrolment screen.

## Why a block turns red

Syllabo checks each group against the others on the same grid. A block turns red when:

- the same tutor is booked at two campuses with less than 45 minutes between sessions (travel time), or
- the room is already taken at that time, or
- the room's **Seats** figure is lower than the group's **Max students**.

Hover over the red block to see which rule it breaks. A red group can be saved but the timetable cannot be
published until it is fixed.

## Moving a session for one week only

Open the group, click the session date and choose **Reschedule this session**. The rest of the term is left
alone and the students get an e-mail and a portal notice. To move every remaining session, change the group's
weekday instead and tick **Apply to future sessions**.
"""

ENROLMENT = """
# Enrolling a student

Front-desk staff enrol walk-in and phone students in Syllabo Desk; students who book on the website arrive in the
**Web bookings** queue and only need checking.

## Before you start

- Search `Students > Directory` first. A returning student keeps their Student ID (ST- followed by five digits);
  creating a second record splits their history and certificates.
- Anyone joining at A2 or above needs a placement result (see below).

## Steps

1. Open `Students > Enrol`.
2. Find the student by name or Student ID, or click **New student** and fill in name, date of birth and e-mail.
3. Enter the **Course code** (for example C301) and choose the **Campus**.
4. The **Level** comes from the course. If it is higher than the student's placement level, Syllabo shows a
   warning in orange.
5. If the student has a discount, pick it under **Discount reason** (Returning student 5%, Second course 10%,
   Staff family 15%, Hardship 20%). The **Fee (EUR)** line updates.
6. Under **Billed to** leave *Self*, or pick the sponsoring organisation's account (SP-...) if their employer pays.
7. Click **Confirm enrolment**. Syllabo gives the enrolment a reference such as ENR-25-3150 and e-mails the
   student a booking confirmation.

## Why a placement test is needed above A1

Classes work only when the students in them are at roughly the same stage. Anyone enrolling at A2 or higher must
have a placement result less than 12 months old, either the free online test (sent from the student's record with
**Send placement test**) or a 10-minute speaking check with a tutor. Without one, **Confirm enrolment** stays grey.
A Director of Studies can override it with **Skip placement**, which is logged.

## Taking payment

Paid at the desk: click **Take payment** on the enrolment and choose card or bank transfer. Unpaid enrolments are
marked *Paid: No* and appear on the daily **Unpaid enrolments** list in `Finance > Debtors`. Enrolments billed to a
sponsor are never paid at the desk; they go onto the sponsor's next fee statement.
"""

REGISTERS = """
# Registers and attendance

Tutors take the register in the Syllabo Tutor app on the classroom tablet at the start of every session.

## Taking the register

1. In Syllabo Tutor, tap **Today** and then the class group.
2. Each student shows with three buttons: **Present**, **Late** and **Absent**. Everyone starts as Absent.
3. Tap the right button for each student. A student who arrives more than 20 minutes after the start counts as
   Late; two Lates count as one absence in the attendance figure.
4. Tap **Close register** before the end of the session. A closed register can only be reopened by the campus
   coordinator.

If the tablet is offline the register is kept on the device and sent as soon as it reconnects.

## Reading the class register report

Office staff see all groups under `Reports > Class register`, filtered by month and campus. Each row is one
class group:

- **Sessions held**: sessions that took place in the month (cancelled sessions are not counted).
- **Enrolled**: students placed in the group on the last day of the month.
- **Avg attendance (%)**: present (and half of late) students as a share of enrolled students, averaged over the
  sessions held.
- **Teaching hours**: sessions held times the session length. This is what tutors are paid on.

## Why 80% attendance matters

Certificates of attendance are only issued to students who attended at least 80% of the sessions of their
course. Sponsoring employers are sent an attendance warning automatically when one of their staff drops below
80% halfway through a course, so coordinators should chase absences early.
"""

STATEMENTS = """
# Fee statements for sponsors

Organisations that pay for their staff's courses (sponsors) get one fee statement a month instead of an invoice
per enrolment. Language tuition is exempt from VAT, so statements carry no VAT line.

## Creating the monthly statements

1. Go to `Finance > Statements > New statement run`.
2. Choose the **Period** (usually the previous quarter or month) and the **Statement date**.
3. Syllabo lists every sponsor account with enrolments billed to it in the period. Untick any you want to hold back.
4. Click **Generate**. Each statement gets a number starting FS- and a **Payment due** date from the sponsor's
   terms (14, 21 or 30 days).
5. Check the PDFs, then click **Send to sponsors**; they go to the billing contact on each sponsor account.

## Recording a part payment

Sponsors often pay part of a statement first. Open the statement under `Finance > Statements`, click
**Record payment**, enter the amount and the date received and save. The **Balance outstanding** on the statement
and on the sponsor's account drop at once; the statement shows *Part paid* until the balance is nil.

## Why the balance on the account differs from the statement

The statement is a snapshot on its statement date. Payments recorded afterwards, and enrolments billed after the
period ended, change the account balance in `Finance > Sponsors` but not the statement already sent. To send an
up-to-date copy, open the statement and click **Reissue with payments**.

## Reminders

Syllabo e-mails the billing contact 7 days after the due date if a balance is still outstanding. Students of a
sponsor whose statement is more than 45 days overdue can still attend, but new enrolments billed to that
sponsor are blocked until the finance office clears the flag under `Finance > Sponsors > Credit hold`.
"""

CERTIFICATES = """
# Certificates and end of course

At the end of a course Syllabo prepares a certificate for each student who qualifies.

## Issuing certificates for a group

1. Open `Courses > Completions` and choose the class group.
2. The list shows each student with their attendance and a **Result** column filled from the tutor's final
   assessment (Pass, Merit, Distinction or Attended only).
3. Tick the students to certify, or click **Select all eligible**.
4. Click **Issue batch**. Certificates are created as PDFs on the student portal and a printable set goes to the
   campus printer queue.

## Why a student has no certificate

A student is left out of the batch, with a padlock icon, when:

- their attendance is below 80% of the sessions held, or
- their enrolment still shows *Paid: No* (self-funded students only; sponsored students are never held back
  because of an unpaid statement), or
- the tutor has not yet entered a Result.

Once the reason is cleared the padlock goes and the student can be issued a certificate on their own with
**Issue single certificate**.

## Replacement certificates

A student who has lost a certificate can download it again from the portal. A printed, stamped replacement costs
EUR 15 and is ordered from the student's record with **Order reprint**.
"""

CHANGES = """
# Changing or cancelling an enrolment

## Moving a student to another group or level

Open the student's record, go to the **Enrolments** tab, click the enrolment and choose **Move class**. Pick the
new class group from the list; only groups of the same course, or of a course at the next level up or down, are
offered. The attendance already recorded moves with the student. If the new course has a different fee, the
difference is added to or taken off the enrolment and shows on the next statement or at the desk.

## Withdrawing a student

1. Open the enrolment and click **Withdraw**.
2. Choose the **Withdrawal reason** from the list and the last session attended.
3. Save. The student disappears from the tutor's register from the next session.

## Why the fee is kept as course credit

A student who withdraws before the third session keeps the fee they paid as **Course credit** on their record.
It is spent automatically on their next enrolment and lapses 12 months after the withdrawal date. After the
third session nothing is credited unless a Director of Studies ticks **Exceptional credit** on the withdrawal.
"""

TROUBLESHOOTING = """
# Troubleshooting tips

Short fixes for the problems the support desk hears about most.

**The tablet says "Register not sent".** The register is safe on the tablet. Connect it to the campus Wi-Fi and
open Syllabo Tutor; it sends by itself. If the message stays after ten minutes, tap the three dots on the
register and choose **Force sync**.

**A student cannot log in to the portal.** Open the student's record and click **Reset portal access**. They get
a new link by e-mail that works for 24 hours. Links in old e-mails stop working once a new one is sent.

**I cannot publish the timetable.** At least one group is red. Use the **Show clashes only** filter on
`Courses > Timetable` to find it.

**A student's fee shows the wrong discount.** Discounts are fixed when the enrolment is confirmed. Open the
enrolment, click **Edit fee**, pick the right **Discount reason** and save; the statement or desk receipt is
updated the next time it is printed.

**The course I want is missing from the enrolment screen.** Courses only appear once at least one of their class
groups is published. Ask the campus coordinator to publish the group, or check the course is not marked
**Closed to new students** in `Courses > Catalogue`.

**Two records for the same student.** Do not delete either. Ask a coordinator to use **Merge records** in
`Students > Directory`; enrolments, payments and certificates are moved onto the older Student ID.
"""

PAGES = {
    "planning-the-timetable.md": TIMETABLE,
    "enrolling-a-student.md": ENROLMENT,
    "registers-and-attendance.md": REGISTERS,
    "sponsor-fee-statements.md": STATEMENTS,
    "certificates.md": CERTIFICATES,
    "changing-an-enrolment.md": CHANGES,
    "troubleshooting-tips.md": TROUBLESHOOTING,
}
