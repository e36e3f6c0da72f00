"""Fixed documents of Brackenfold Veterinary Group (data/company13/): the referral letters REF-26-0xx, the quarterly
practice report for April - June 2026 and the overtime and on-call claims (the `partners` group only). The
consultations register, the client list and the controlled drugs register are in company13_data.py."""

from dataclasses import dataclass
from datetime import date

# ---------------------------------------------------------------- referral letters (PDFs)


@dataclass
class Referral:
    ref: str           # "REF-26-041" (file REF-26-041.pdf)
    day: date
    pet: str
    species: str       # species and breed as written
    age: str
    weight: float      # kg
    owner: str
    acct: str          # client ref
    vet: str           # referring vet
    clinic: str
    to: str            # referral centre and department
    clinician: str
    urgency: str
    insurer: str
    policy: str
    reason: str
    items: list        # (date, item, finding or note, GBP charged)

    @property
    def file(self) -> str:
        return self.ref + ".pdf"

    @property
    def total(self) -> float:
        return round(sum(i[3] for i in self.items), 2)


def referrals() -> list[Referral]:
    return [
        Referral("REF-26-041", date(2026, 8, 19), "Hector", "Canine - Great Dane, male neutered", "6 years", 61.2,
                 "Mr Stuart Imrie", "BF-1102", "Dr Aoife Byrne", "Cawdell Bridge Surgery",
                 "Pennine Veterinary Specialists - Cardiology", "Dr Lucia Ferraro DipECVIM-CA", "Routine (2 weeks)",
                 "Harbour Pet Insurance", "HPI-7730215",
                 "Irregular heart rhythm heard on auscultation at a routine visit, with exercise intolerance for "
                 "about a month. Chest radiographs show an enlarged cardiac silhouette. Please assess for dilated "
                 "cardiomyopathy and advise on treatment.",
                 [("12.08.26", "Consultation and dispensed medication", "Arrhythmia, HR 176 bpm", 65.55),
                  ("14.08.26", "Thoracic radiographs under sedation (2 views)", "Cardiomegaly, no effusion", 216.00),
                  ("14.08.26", "ECG trace, in-house", "Ventricular premature complexes", 0.00)]),
        Referral("REF-26-047", date(2026, 9, 8), "Rolo", "Canine - Labrador retriever, male entire", "7 years", 33.9,
                 "Mr & Mrs Colin Ashworth", "BF-1058", "Dr Tomasz Kowal", "Ellerside Surgery",
                 "Kelderby Referral Hospital - Orthopaedics", "Mr Ewan Strachan MRCVS", "Soon (within 7 days)",
                 "Acorn Animal Cover", "AAC/26/551902",
                 "Left hind lameness for four weeks, not settling on rest and anti-inflammatories. Positive "
                 "cranial drawer under sedation. Suspected cranial cruciate ligament rupture; the owners would "
                 "like to discuss TPLO.",
                 [("07.08.26", "Recheck consultation", "Lame left hind, grade 3/5", 28.80),
                  ("03.09.26", "Stifle radiographs under sedation (2 views)", "Effusion, no fracture", 216.00),
                  ("03.09.26", "Meloxicam 1.5 mg/ml oral suspension 100 ml", "Dispensed", 24.90)]),
        Referral("REF-26-052", date(2026, 9, 29), "Mango", "Reptile - central bearded dragon", "4 years", 0.41,
                 "Miss Priya Natarajan", "BF-1089", "Dr Gwen Ward", "Ellerside Surgery",
                 "Moorgate Exotic Animal Clinic", "Dr Ines Paredes CertZooMed", "Routine (2 weeks)",
                 "None - owner self-funding", "-",
                 "Reduced appetite for three weeks and a soft lower jaw. We suspect nutritional metabolic bone "
                 "disease from poor UVB provision; please advise on radiographs and supplementation.",
                 [("14.08.26", "Consultation", "Husbandry review, UVB tube 2 years old", 52.00),
                  ("18.08.26", "Consultation", "Still anorexic, mild tremor", 52.00),
                  ("24.09.26", "Consultation", "Soft mandible on palpation", 52.00)]),
        Referral("REF-26-058", date(2026, 10, 21), "Cleo", "Feline - Siamese, female neutered", "12 years", 3.8,
                 "Mrs Yvonne Castell", "BF-1066", "Dr Tomasz Kowal", "Ellerside Surgery",
                 "Kelderby Referral Hospital - Internal Medicine", "Dr Ruth Adeyemi DipACVIM", "Urgent (48 hours)",
                 "Harbour Pet Insurance", "HPI-7790468",
                 "Weight loss of 0.6 kg over three months, raised calcium on bloods and a firm mass felt in the "
                 "cranial abdomen. Please investigate for neoplasia; owner aware of the likely costs.",
                 [("15.10.26", "In-house blood panel", "Total calcium 3.4 mmol/l (high)", 96.00),
                  ("15.10.26", "Urine dipstick and SG", "SG 1.018", 18.00),
                  ("17.10.26", "Telephone recheck", "Eating less", 0.00)]),
    ]

# ---------------------------------------------------------------- quarterly practice report, April - June 2026


@dataclass
class SiteQuarter:
    site: str
    consults: int
    operations: int
    new_clients: int
    turnover: float    # GBP excluding VAT

    @property
    def per_consult(self) -> float:
        return round(self.turnover / self.consults, 2)


def quarter_sites() -> list[SiteQuarter]:
    return [
        SiteQuarter("Thornby Veterinary Hospital", 3412, 402, 188, 412880.50),
        SiteQuarter("Ellerside Surgery", 2186, 167, 121, 231604.20),
        SiteQuarter("Cawdell Bridge Surgery", 1744, 118, 97, 176950.75),
        SiteQuarter("Nightline out-of-hours", 611, 38, 24, 142310.00),
    ]

# ---------------------------------------------------------------- overtime and on-call claims (partners only)


@dataclass
class Claim:
    name: str
    role: str          # "Vet" / "RVN" / "Reception"
    base: str          # clinic code
    month: str         # "Aug-26"
    hours: float       # overtime hours
    rate: float        # GBP per overtime hour
    nights: int        # on-call nights
    night_rate: float  # GBP per night
    approved: str      # partner's initials; blank = not approved yet

    @property
    def amount(self) -> float:
        return round(self.hours * self.rate + self.nights * self.night_rate, 2)


RATES = {"Vet": (38.00, 120.00), "RVN": (19.50, 60.00), "Reception": (13.20, 0.00)}


def claims() -> list[Claim]:
    rows = [("Dr Sunil Lakhani", "Vet", "TH", [(6.0, 5), (4.5, 6), (8.0, 7)]),
            ("Dr Gwen Ward", "Vet", "EL", [(3.0, 6), (7.5, 5), (5.0, 8)]),
            ("Kerry Sutcliffe", "RVN", "TH", [(9.5, 4), (6.0, 5), (11.0, 6)]),
            ("Dan Oduya", "RVN", "EL", [(4.0, 3), (8.5, 4), (7.0, 5)]),
            ("Molly Fenn", "RVN", "CB", [(5.5, 2), (3.0, 3), (6.5, 4)]),
            ("Jess Whitlow", "Reception", "CB", [(7.0, 0), (0.0, 0), (10.5, 0)])]
    out = []
    for name, role, base, months in rows:
        rate, night = RATES[role]
        for month, (hours, nights) in zip(("Aug-26", "Sep-26", "Oct-26"), months):
            if hours == 0 and nights == 0:
                continue
            approved = "" if month == "Oct-26" and name in ("Dan Oduya", "Jess Whitlow") else "RB"
            out.append(Claim(name, role, base, month, hours, rate, nights, night, approved))
    return out
