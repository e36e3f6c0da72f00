"""A record's fields named the way its headers shorten them ("Veh", "Chg £"), a cost asked with "what did
... cost", and records found by a name: a column of group names with ordinals in them, a document's field
whose value is a person's name. Tables and lines are written here."""

from tally.agent.offline.field_types import value_type
from tally.ingest.keys import choose_key_columns, keys_in_text
from tally.ingest.settings import Settings
from tests.offline_support import offline_asker, workbook_catalog

JOBS = [["Job", "Veh", "Mls", "Chg £"]] + [[f"HJ-0{100 + n}", f"V{1 + n % 3}", 20 + n, 40.0 + 11.25 * n] for n in range(8)]


def test_a_shortened_label_and_a_cost_answer_both_clauses(tmp_path):
    with workbook_catalog(tmp_path, tmp_path / "store", {"hire_jobs": JOBS}):
        pass
    with offline_asker(Settings(home=tmp_path / "store", embedder="hashing")) as (ask, _stores, _deps):
        answer = ask("What did job HJ-0104 cost, and which vehicle went?")
    assert not answer.refused
    assert "Veh: V2" in answer.answer and "Chg £: 85" in answer.answer


def test_what_someone_does_is_their_role_and_a_show_is_a_field_not_a_request(tmp_path):
    crew = [["Vol no", "Name", "Role", "Show", "Day"], ["V-11", "Ines Carvalho", "Sound engineer", "Night Tide", "Fri"],
            ["V-12", "Tobias Ekwueme", "Presenter", "Harbour Breakfast", "Mon"],
            ["V-13", "Maren Holt", "Producer", "Night Tide", "Fri"]]
    with workbook_catalog(tmp_path, tmp_path / "store", {"volunteer_crew": crew}):
        pass
    with offline_asker(Settings(home=tmp_path / "store", embedder="hashing")) as (ask, _stores, _deps):
        answer = ask("What does Ines Carvalho do, and which show is she on?")
    assert "Sound engineer" in answer.answer and "Night Tide" in answer.answer, answer.answer


def test_a_thing_asked_that_the_record_has_no_word_for_is_refused(tmp_path):
    """The job's record has a vehicle, miles and a charge: its vehicle's insurance number is nowhere in it, and
    the fields it does have answer something else. A field it has, asked in two words, is answered."""
    with workbook_catalog(tmp_path, tmp_path / "store", {"hire_jobs": JOBS}):
        pass
    with offline_asker(Settings(home=tmp_path / "store", embedder="hashing")) as (ask, _stores, _deps):
        absent = ask("What's the insurance number of the vehicle on job HJ-0104?")
        present = ask("What was the vehicle used on job HJ-0104?")
    assert absent.refused, absent.answer
    assert not present.refused and "Veh: V2" in present.answer, present.answer


def test_of_two_labels_naming_the_asked_word_the_one_that_is_nothing_else_answers(tmp_path):
    """"Club no." and "Club" both say "club": asked which club someone coaches, the club's name answers."""
    towns = ["Harrowdale", "Fenmoor", "Weirside", "Aldbeck", "Copsey", "Lyneham", "Stowbridge", "Marlow Fen"]
    coaches = ["Nadia Petrosyan", "Oskar Lindqvist", "Ruth Okonjo", "Ivo Marchetti", "Saanvi Rao", "Tomas Brandt",
               "Eilidh Munro", "Kofi Mensah"]
    clubs = [["Club no.", "Club", "Town", "Coach"]] + [
        [f"CL-{10 + n}", f"{town} Rowing Club", town, coach] for n, (town, coach) in enumerate(zip(towns, coaches))]
    with workbook_catalog(tmp_path, tmp_path / "store", {"clubs": clubs}):
        pass
    with offline_asker(Settings(home=tmp_path / "store", embedder="hashing")) as (ask, _stores, _deps):
        answer = ask("Which club is Oskar Lindqvist with?")
    assert "Fenmoor Rowing Club" in answer.answer and "CL-11" not in answer.answer, answer.answer


def test_a_date_asked_of_a_record_is_its_own_not_a_linked_records(tmp_path):
    """A loan's line links to its borrower's card (which has a date of its own): asked on what day the loan
    went out, the loan's date answers, not the day the card was issued."""
    cards = [["Card no.", "Holder", "Issued on"]] + [[f"LC-{40 + n}", f"Reader {n}", f"0{1 + n % 9}/03/2019"]
                                                    for n in range(8)]
    loans = [["Loan", "Card", "Lent", "Branch"]] + [
        [f"LN-{700 + n}", f"LC-{40 + n % 8}", f"{10 + n}/05/2026", ("Eastgate", "Millbrook", "Quayside")[n % 3]]
        for n in range(12)]
    with workbook_catalog(tmp_path, tmp_path / "store", {"cards": cards, "loans": loans}):
        pass
    with offline_asker(Settings(home=tmp_path / "store", embedder="hashing")) as (ask, _stores, _deps):
        answer = ask("On what day was loan LN-705 taken out, and who is the holder of its card?")
    assert "Reader 5" in answer.answer and "15/05/2026" in answer.answer, answer.answer
    assert "2019" not in answer.answer, answer.answer

    # whatever label an embedder finds closer, the record the key names gives the date first
    from tally.agent.offline.lookup_plan import _typed

    def closest_to_issued(texts):  # the clause, then the labels: "Issued on" is made the nearest
        return [[1.0, 0.0]] + [[1.0, 0.0] if "Issued" in t else [0.0, 1.0] for t in texts[1:]]

    own = [(1, "Lent: 15/05/2026"), (1, "Branch: Quayside")]
    linked = own + [(2, "Issued on: 06/03/2019")]
    assert _typed("On what day was it lent?", [], own, linked, closest_to_issued) == [(1, "Lent: 15/05/2026")]


def test_a_code_with_a_digit_is_no_figure():
    assert value_type("MB1") is None and value_type("V12") is None
    assert value_type("£ 236.58") == "money" and value_type("US$ 5.00") == "money"
    assert value_type("12 kg") == "number"


def test_a_field_holding_a_name_keys_the_document_only_when_asked():
    lines = "Claim no.: CL-2608-014\nVolunteer: Peter Whitcombe\nBooked by: Mr Declan Brennan\nCar: KX19 HBN"
    named = {(k.name, k.value) for k in keys_in_text(lines, names=True)}
    assert {("Volunteer", "Peter Whitcombe"), ("Booked by", "Declan Brennan")} <= named
    assert not any(value == "KX19 HBN" for _, value in named)
    assert {k.value for k in keys_in_text(lines)} == {"CL-2608-014"}


def test_group_names_with_ordinals_and_ages_are_a_key_column():
    names = ["1st Ashcombe Scouts", "Dale Bridge Over-60s", "Kingsmoor Men's Shed", "Thornhay Gardening Club",
             "Wellbury Lunch Club", "St Anne's Youth Club"]
    rows = [[f"G{n:02d}", name, "A" if n % 2 else "B"] for n, name in enumerate(names)]
    assert "Organisation" in choose_key_columns(["Code", "Organisation", "Band"], rows)
    addresses = [[f"G{n:02d}", f"{n + 10} High Street", "A"] for n in range(6)]
    # a number of its own is no proper name ("12 High Street"); only a header saying Address keys them
    assert "Location" not in choose_key_columns(["Code", "Location", "Band"], addresses)
    assert "Address" in choose_key_columns(["Code", "Address", "Band"], addresses)


def _bookings(folder) -> list:
    from fpdf import FPDF

    paths = []
    for number, person, package in (("PB-0411", "Mrs Ottilie Fairbairn", "Jungle Splash"),
                                    ("PB-0412", "Mr Ravi Castellano", "Climbing Wall Party")):
        pdf = FPDF()
        pdf.add_page()
        pdf.set_font("Helvetica", size=11)
        for label, value in (("Booking no.:", number), ("Booked by:", person), ("Package:", package),
                             ("Guests:", "14")):
            pdf.cell(50, 8, label)
            pdf.cell(80, 8, value, new_x="LMARGIN", new_y="NEXT")
        path = folder / f"{number}.pdf"
        pdf.output(str(path))
        paths.append(path)
    return paths


def test_a_document_found_by_the_name_in_its_fields_answers_from_them(tmp_path):
    from tally.ingest.pipeline import ingest_paths

    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths(_bookings(tmp_path), settings).failed
    with offline_asker(settings) as (ask, _stores, _deps):
        answer = ask("Which package did Ravi Castellano go for?")
    assert answer.intent == "lookup" and "Climbing Wall Party" in answer.answer, (answer.intent, answer.answer)
    assert "Jungle" not in answer.answer


def _claims(folder) -> list:
    from fpdf import FPDF

    paths = []
    for number, person, miles in (("MC-0301", "Ottilie Fairbairn", (12, 30, 8)), ("MC-0302", "Ravi Castellano",
                                                                                  (44, 16, 21, 9))):
        pdf = FPDF()
        pdf.add_page()
        pdf.set_font("Helvetica", size=11)
        for label, value in (("Claim no.:", number), ("Volunteer:", person), ("Claim month:", "May 2026")):
            pdf.cell(50, 8, label)
            pdf.cell(80, 8, value, new_x="LMARGIN", new_y="NEXT")
        pdf.ln(6)
        with pdf.table() as table:
            table.row(["Date", "Journey", "Miles"])
            for k, m in enumerate(miles):
                table.row([f"0{k + 1}/05/2026", f"Trip {k + 1}", str(m)])
        path = folder / f"{number}.pdf"
        pdf.output(str(path))
        paths.append(path)
    return paths


def test_a_total_over_the_document_a_name_finds(tmp_path):
    from tally.ingest.pipeline import ingest_paths

    settings = Settings(home=tmp_path / "store", embedder="use")  # the router reads the question by meaning
    assert not ingest_paths(_claims(tmp_path), settings).failed
    with offline_asker(settings) as (ask, _stores, _deps):
        answer = ask("How many miles has Ravi Castellano put on his claim?")
    assert answer.intent == "aggregate" and "90" in answer.answer, (answer.intent, answer.answer)


def test_a_name_is_capitalised_and_a_glossed_code_has_the_type_of_its_gloss():
    # "Mech: PS (Precious Sithole)" answers "who worked on it"; "Bk: EB (e-bike)" and "mountain bike" name nobody
    assert value_type("PS (Precious Sithole)") == "name" and value_type("Кузьмина Анна") == "name"
    assert value_type("EB (e-bike)") is None and value_type("mountain bike") is None


def test_a_verb_of_money_asks_an_amount_in_its_own_clause():
    from tally.agent.offline.field_types import asked_types

    asked = asked_types("Who worked on job J-58 and what did the customer get charged?")
    assert [kind for kind, _ in asked] == ["name", "money"]
    asked = asked_types("What does claim VC-22 come to, and when is it being paid?")
    assert [kind for kind, _ in asked] == ["money", "date"]
    # a clause ends where another question is joined on: its words choose among the fields of its type
    asked = asked_types("When was claim VC-22 handed in, and what's the car registration on it?")
    assert asked == [("date", "When was claim VC-22 handed in")]


def test_a_code_with_a_dash_is_no_figure_and_the_keys_record_word_names_no_field():
    from tally.agent.offline.record_labels import past_verbs, without_keys

    assert value_type("MX-110") is None and value_type("(12.00)") == "money"
    # "which item went out on contract C-1": "went out" qualifies, "contract" names the record, not a field
    assert without_keys("Who led job WR2504-018, and what was charged?").split()[:2] == ["Who", "led"]
    assert "WR2504-018" not in without_keys("Who led job WR2504-018?")
    assert "out" in past_verbs("which item went out on the contract")
    assert not past_verbs("the item for the customer")
