"""The records behind data/company6 (Kestrelmoor Language School, a fictional language school with four campuses):
the course catalogue, enrolments January-April 2025, the March 2025 class register, three sponsor fee
statements, the March monthly report and the restricted March tutor pay. Deterministic (fixed seeds).

The corpus writer (make_company6.py) and the test-set writer (make_company6_golden.py) both import these
functions, so every expected number comes from the same records the files print, never from Tally's output.
"""

import random
from dataclasses import dataclass
from datetime import date, timedelta
from functools import lru_cache

SEED = 6029
FIRM = "Kestrelmoor Language School"
APP = "Syllabo"
CAMPUSES = {"Harbour Row": 5, "Linden Cross": 4, "Saltgate": 3, "Wyvern Park": 2}  # relative weight
ENROLMENTS_PER_MONTH = {1: 68, 2: 57, 3: 71, 4: 54}  # nothing outside January-April 2025
FIRST_REF = 3101
DISCOUNTS = [0] * 9 + [5] * 3 + [10] * 2 + [15, 20]  # percent
SESSION_HOURS = {"Evening": 2.0, "Saturday": 3.0, "Intensive": 3.5, "Daytime": 2.5}
TUTOR_RATE = {"Margaux Delattre": 34.0, "Ines Carvalho": 31.5, "Tobias Reinhold": 33.0, "Chiara Benedetti": 32.0,
              "Yuki Tanabe": 36.5, "Rafael Montoya": 30.0, "Sinead Corrigan": 29.5, "Pieter van Aalst": 31.0,
              "Leilani Okafor": 30.5}


@dataclass(frozen=True)
class Course:
    code: str
    title: str
    language: str
    level: str
    fmt: str
    tutor: str
    weeks: int
    hours_per_week: float
    fee: int  # list fee, EUR

    @property
    def total_hours(self) -> float:
        return self.weeks * self.hours_per_week


# code, title, language, level, format, tutor, weeks, hours per week, fee (EUR)
COURSES = [Course(*c) for c in [
    ("C104", "French for Beginners (Evening)", "French", "A1", "Evening", "Margaux Delattre", 12, 2.0, 285),
    ("C117", "French Conversation Club", "French", "B1", "Evening", "Margaux Delattre", 10, 2.0, 260),
    ("C132", "French Intensive Spring", "French", "B2", "Intensive", "Margaux Delattre", 4, 14.0, 640),
    ("C208", "Spanish Starter Saturdays", "Spanish", "A1", "Saturday", "Rafael Montoya", 10, 3.0, 270),
    ("C215", "Spanish Elementary (Evening)", "Spanish", "A2", "Evening", "Ines Carvalho", 12, 2.0, 295),
    ("C233", "Spanish for Work", "Spanish", "B1", "Daytime", "Rafael Montoya", 8, 5.0, 415),
    ("C301", "German Basics (Evening)", "German", "A1", "Evening", "Tobias Reinhold", 12, 2.0, 290),
    ("C318", "German Intermediate Daytime", "German", "B1", "Daytime", "Tobias Reinhold", 10, 5.0, 520),
    ("C340", "German Exam Preparation C1", "German", "C1", "Intensive", "Pieter van Aalst", 5, 12.0, 690),
    ("C402", "Italian Starter (Evening)", "Italian", "A1", "Evening", "Chiara Benedetti", 10, 2.0, 255),
    ("C419", "Italian Weekend Conversation", "Italian", "A2", "Saturday", "Chiara Benedetti", 8, 3.0, 245),
    ("C505", "Japanese First Steps", "Japanese", "A1", "Evening", "Yuki Tanabe", 12, 2.0, 330),
    ("C521", "Japanese Elementary Saturdays", "Japanese", "A2", "Saturday", "Yuki Tanabe", 12, 3.0, 395),
    ("C610", "Portuguese for Travellers", "Portuguese", "A1", "Saturday", "Ines Carvalho", 6, 3.0, 175),
    ("C704", "English for Academic Purposes", "English", "B2", "Daytime", "Sinead Corrigan", 10, 7.5, 780),
    ("C716", "Business English Evenings", "English", "C1", "Evening", "Leilani Okafor", 10, 2.0, 310),
    ("C722", "IELTS Preparation Intensive", "English", "B2", "Intensive", "Sinead Corrigan", 4, 15.0, 720),
]]
POPULARITY = {"C104": 9, "C117": 5, "C132": 2, "C208": 6, "C215": 6, "C233": 3, "C301": 7, "C318": 3, "C340": 1,
              "C402": 5, "C419": 3, "C505": 6, "C521": 3, "C610": 2, "C704": 4, "C716": 5, "C722": 4}

# account, organisation, contact, street, town, payment terms (days)
SPONSORS = {
    "SP-03": ("Brantwick Logistics Ltd", "Orla Fennessy, People Team", "14 Quayside Mews", "Harbour Row", 30),
    "SP-07": ("Caldera Hotels Group", "Dario Lindqvist, Training Manager", "Caldera House, 2 Mill Lane",
              "Saltgate", 21),
    "SP-11": ("Northwind Biotech", "Hester Ambrose, HR Business Partner", "Unit 6, Fernley Science Park",
              "Linden Cross", 14),
}
STATEMENT_NO = {"SP-03": "FS-2504", "SP-07": "FS-2507", "SP-11": "FS-2511"}
STATEMENT_DATE = date(2025, 4, 30)
PAYMENTS_RECEIVED = {"SP-03": date(2025, 4, 22), "SP-07": date(2025, 4, 17), "SP-11": date(2025, 4, 11)}


@dataclass(frozen=True)
class Enrolment:
    ref: str
    day: date
    student: str
    code: str
    level: str
    campus: str
    fee: int
    discount: int  # percent
    paid: bool
    billed_to: str  # "Self" or a sponsor account

    @property
    def net(self) -> float:
        return round(self.fee * (100 - self.discount) / 100, 2)


@dataclass(frozen=True)
class ClassGroup:
    group: str
    code: str
    tutor: str
    campus: str
    sessions: int
    enrolled: int
    attendance: int  # average attendance, percent
    hours: float


def course(code: str) -> Course:
    return next(c for c in COURSES if c.code == code)


def _pick(rng: random.Random, weights: dict) -> str:
    return rng.choices(list(weights), weights=list(weights.values()))[0]


@lru_cache(maxsize=None)
def enrolments() -> tuple[Enrolment, ...]:
    rng = random.Random(SEED)
    students = [f"ST-{n}" for n in rng.sample(range(40100, 41999), 190)]
    rows, number = [], FIRST_REF
    for month, count in ENROLMENTS_PER_MONTH.items():
        last = (date(2025, month + 1, 1) - timedelta(days=1)).day
        days = sorted(date(2025, month, rng.randint(1, last)) for _ in range(count))
        for day in days:
            if day.weekday() == 6:  # no enrolments taken on Sundays
                day -= timedelta(days=1)
            c = course(_pick(rng, POPULARITY))
            sponsor = _pick(rng, {"Self": 17, "SP-03": 1, "SP-07": 1, "SP-11": 1}) if month <= 3 else "Self"
            paid = rng.random() < (0.82 if month < 4 else 0.6)
            if sponsor != "Self":
                paid = False  # sponsors pay on statement
            rows.append(Enrolment(f"ENR-25-{number}", day, rng.choice(students), c.code, c.level,
                                  _pick(rng, CAMPUSES), c.fee, rng.choice(DISCOUNTS), paid, sponsor))
            number += 1
    return tuple(rows)


def enrolment(ref: str) -> Enrolment:
    return next(e for e in enrolments() if e.ref == ref)


@lru_cache(maxsize=None)
def register() -> tuple[ClassGroup, ...]:
    """March 2025 class groups: each running course has one or more groups at one or more campuses."""
    rng = random.Random(SEED + 1)
    groups, n = [], 301
    for c in COURSES:
        for _ in range(max(1, round(POPULARITY[c.code] / 1.6))):
            sessions = {"Evening": 4, "Saturday": 5, "Intensive": 10, "Daytime": 8}[c.fmt] - rng.randint(0, 1)
            enrolled = rng.randint(5, 14)
            groups.append(ClassGroup(f"G-{n}", c.code, c.tutor, _pick(rng, CAMPUSES), sessions, enrolled,
                                     rng.randint(58, 97), sessions * SESSION_HOURS[c.fmt]))
            n += 1
    return tuple(groups)


def statements() -> list[dict]:
    out = []
    for account, number in STATEMENT_NO.items():
        lines = [e for e in enrolments() if e.billed_to == account and e.day < date(2025, 4, 1)]
        gross = sum(e.fee for e in lines)
        total = round(sum(e.net for e in lines), 2)
        paid = round(total * {"SP-03": 0.5, "SP-07": 0.4, "SP-11": 0.6}[account] / 50) * 50
        name, contact, street, town, terms = SPONSORS[account]
        out.append({"number": number, "account": account, "name": name, "contact": contact, "street": street,
                    "town": town, "issued": STATEMENT_DATE, "due": STATEMENT_DATE + timedelta(days=terms),
                    "terms": terms, "lines": lines, "gross": gross, "discounts": round(gross - total, 2),
                    "total": total, "paid": float(paid), "paid_on": PAYMENTS_RECEIVED[account],
                    "outstanding": round(total - paid, 2)})
    return out


def statement(number: str) -> dict:
    return next(s for s in statements() if s["number"] == number)


def campus_report(month: int = 3) -> list[dict]:
    """Per-campus figures for the monthly report: enrolments and fee income of the month, March class groups."""
    rows = []
    for campus in CAMPUSES:
        es = [e for e in enrolments() if e.campus == campus and e.day.month == month]
        gs = [g for g in register() if g.campus == campus]
        rows.append({"campus": campus, "enrolments": len(es), "income": round(sum(e.net for e in es), 2),
                     "groups": len(gs), "hours": sum(g.hours for g in gs),
                     "attendance": round(sum(g.attendance for g in gs) / len(gs), 1)})
    return rows


def tutor_pay() -> list[dict]:
    rows = []
    for tutor, rate in TUTOR_RATE.items():
        hours = sum(g.hours for g in register() if g.tutor == tutor)
        prep = round(hours * 0.25, 2)  # paid preparation time: a quarter of teaching hours
        rows.append({"tutor": tutor, "hours": hours, "rate": rate, "teaching": round(hours * rate, 2),
                     "prep": round(prep * rate, 2)})
        rows[-1]["gross"] = round(rows[-1]["teaching"] + rows[-1]["prep"], 2)
    return rows
