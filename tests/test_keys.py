"""ID detection and key-column choice, on text and tables from the real sample files."""

from tally.ingest.convert import convert
from tally.ingest.keys import explain_key_columns, find_ids, keys_in_text


def test_ids_in_invoice_text_and_what_is_not_an_id(sample_dir):
    text = "\n".join(c.text for c in convert(sample_dir / "invoice_INV-2026-0042.pdf").chunks)
    found = find_ids(text)
    assert found[0] == "INV-2026-0042" and "SO-10177" in found
    # dates, amounts, VAT numbers split by spaces and the "GB29" of an IBAN are not identifiers
    assert not {"2026-03-25", "2,700.60", "GB29", "482", "HRBL"} & set(found)
    assert find_ids("codes SKU4471 and A1B2C3, paper size A4, format MP3") == ["SKU4471", "A1B2C3"]
    assert find_ids("what does inv-2026-0042 cover?", ignore_case=True) == ["inv-2026-0042"]
    assert find_ids("what does inv-2026-0042 cover?") == []


def test_ids_take_their_label_as_key_name():
    keys = keys_in_text("Invoice No: INV-2026-0041\nPlease quote INV-2026-0041 when paying SO-10001.")
    assert [(k.name, k.value, k.norm) for k in keys] == [
        ("Invoice No", "INV-2026-0041", "inv20260041"),
        ("ID", "SO-10001", "so10001"),
    ]


def test_key_columns_on_real_sheets_with_reasons(sample_dir):
    orders = convert(sample_dir / "orders.xlsx").tables[0]
    choices = explain_key_columns(orders.headers, orders.rows)
    assert [c.column for c in choices] == ["Order ID", "Customer"]  # not Region/Status/Product: not names
    customers = convert(sample_dir / "customers.xlsx").tables[0]
    assert [c.column for c in explain_key_columns(customers.headers, customers.rows)] == ["Customer", "Email"]
    # a column of repeated short values under a non-identifying header is never a key
    assert "Segment" not in [c.column for c in explain_key_columns(customers.headers, customers.rows)]


def test_no_qualifying_column_means_no_keys(sample_dir):
    invoice = convert(sample_dir / "invoice_INV-2026-0041.pdf").tables[0]
    assert explain_key_columns(invoice.headers, invoice.rows) == []  # two line items: nothing identifies them


def test_numbers_with_a_slash_are_ids_but_dates_and_seasons_are_not():
    assert find_ids("Invoice No: 25/0871, order 2025/00123") == ["25/0871", "2025/00123"]
    assert find_ids("dated 02/09/25, due 05/2025, the 2024/2025 season, 3/4 full") == []


def test_an_invoice_numbered_with_a_slash_is_found_by_its_number(tmp_path):
    from pathlib import Path

    from tally.ingest.pipeline import ingest_paths
    from tally.ingest.settings import Settings
    from tests.offline_support import offline_asker

    invoice = Path(__file__).resolve().parents[1] / "data" / "company7" / "invoices" / "invoice_25-0874.pdf"
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([invoice], settings).failed
    with offline_asker(settings) as (ask, _, _):
        answer = ask("How much VAT is on invoice 25/0874?")
    assert answer.intent == "lookup" and "VAT" in answer.answer, (answer.intent, answer.answer)


def test_a_column_of_distinct_proper_names_keys_its_rows_whatever_its_header(tmp_path):
    from tally.ingest.keys import explain_key_columns

    headers = ["Code", "Society", "Secretary", "Meets", "Phone"]
    rows = [["S-01", "Harbour Chess Circle", "Ines Marr", "Mon", "0101"],
            ["S-02", "Old Town Choir", "Tom Abel", "Tue", "0102"],
            ["S-03", "Friends of the Park", "Ros Kyle", "Mon", "0103"],
            ["S-04", "Wren Street Book Club", "Ada Quell", "Wed", "0104"],
            ["S-05", "Kestrel Camera Club", "Bo Trent", "Thu", "0105"],
            ["S-06", "Quay Rowing Club", "Cy Marsh", "Fri", "0106"]]
    chosen = {c.column: c.reason for c in explain_key_columns(headers, rows)}
    assert "proper names" in chosen["Society"] and "proper names" in chosen["Secretary"], chosen
    assert "Meets" not in chosen  # repeated short words are no names of rows
    from tally.ingest.pipeline import ingest_paths
    from tally.ingest.settings import Settings
    from tests.offline_support import offline_asker, write_workbook

    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert ingest_paths([write_workbook(tmp_path / "societies.xlsx", [headers, *rows])], settings).ok
    with offline_asker(settings) as (ask, _, _):
        answer = ask("Who is the secretary of the Kestrel Camera Club, and what is their phone number?")
    assert "Bo Trent" in answer.answer and "0105" in answer.answer, (answer.intent, answer.answer)


def test_a_postal_address_keys_its_row_and_is_asked_with_its_house_number(tmp_path):
    from tally.agent.offline.lookup_keys import key_candidates
    from tally.ingest.pipeline import ingest_paths
    from tally.ingest.settings import Settings
    from tests.offline_support import offline_asker, write_workbook

    headers = ["Property ID", "Address", "Estate", "Housing officer"]
    rows = [["U3101", "1 Quarry Bank Road", "Quarry Bank", "Rhian Dobbs"],
            ["U3103", "3 Quarry Bank Road", "Quarry Bank", "Rhian Dobbs"],
            ["U5302", "7 Heron Walk", "Kite Fields", "Kasim Bhatti"],
            ["U5304", "9 Heron Walk", "Kite Fields", "Kasim Bhatti"],
            ["U6405", "12a Cinder Row", "Cinder Hill", "Ola Brandt"]]
    assert "address header" in {c.column: c.reason for c in explain_key_columns(headers, rows)}["Address"]
    assert key_candidates("Which officer looks after 7 Heron Walk?") == ["7 Heron Walk"]
    assert key_candidates("Who looks after 12a Cinder Row?") == ["12a Cinder Row"]
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert ingest_paths([write_workbook(tmp_path / "properties.xlsx", [headers, *rows])], settings).ok
    with offline_asker(settings) as (ask, _, _):
        answer = ask("Which housing officer covers 9 Heron Walk?")
    assert "Kasim Bhatti" in answer.answer and "Rhian" not in answer.answer, (answer.intent, answer.answer)


def test_quotes_are_not_apostrophes_and_a_name_ends_with_its_sentence():
    from tally.agent.offline.lookup_keys import key_candidates

    assert key_candidates("What's Edith Marlow's driver number?") == ["Edith Marlow"]
    assert key_candidates("My sheet's rows aren't sorted. How do I sort them?") == []
    assert key_candidates("Where do I set the 'Default Account' field?") == ["Default Account"]
    assert key_candidates("The easel came back from Hollin. Where do I record it?") == ["Hollin"]
    # a month or a weekday is a period to filter on, never a key (the name next to it still is)
    assert key_candidates("Which member paid the least in November?") == []
    assert key_candidates("How many bookings on Sunday and Monday for Ada Wren?") == ["Ada Wren"]
    assert key_candidates("Our Friday choir must sing on Saturday once. How do I move it?") == []


def test_a_name_no_document_contains_is_refused_and_a_numbered_label_is_a_field(tmp_path):
    from tally.ingest.pipeline import ingest_paths
    from tally.ingest.settings import Settings
    from tests.offline_support import offline_asker, write_register_pdf, write_workbook

    write_register_pdf(tmp_path / "VMC-2608-022.pdf", "Volunteer mileage claim",
                       ["Claim no.: VMC-2608-022", "Volunteer: Edith Marlow", "Volunteer no.: V-0098"],
                       [["Date", "Trip", "Miles"], ["04/09/26", "Hospital run", "18"], ["05/09/26", "Surgery", "6"]])
    write_workbook(tmp_path / "properties.xlsx", [["Property ID", "Address", "Rent"], ["U1", "7 Heron Walk", 420.5],
                                                  ["U2", "9 Heron Walk", 433.0], ["U3", "2 Quarry Road", 398.0]])
    # every word of the question is somewhere, only not the place's name as a whole
    (tmp_path / "rents.md").write_text("# Rents\n\nThe rent on each home is reviewed every April and charged monthly "
                                       "in advance. Tenants on Kite Fields close their rent account on a transfer.\n")
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert ingest_paths([tmp_path], settings).ok
    with offline_asker(settings) as (ask, _, _):
        # the key line's label ("Volunteer") followed by "number" asks the Volunteer no. field
        assert "V-0098" in ask("Which volunteer number does Edith Marlow have?").answer
        # a place of several words that no document names: nothing answers for it
        assert ask("How much rent is charged at 12 Kite Close?").refused
        assert "433" in ask("How much rent is charged at 9 Heron Walk?").answer
