"""Routing by evidence (agent/route_evidence.py) over real stores: what the caller's stores support
decides between SQL, lookup and search; a period the caller cannot see is never answered with another
one; the router's exemplar vectors are cached on disk.

The questions here are written for these tests (none is a golden question)."""

import csv
import shutil
from pathlib import Path

import numpy as np
import pytest

from tally.agent.loop import run_question
from tally.agent.offline.engine import OfflineEngine
from tally.agent.route_evidence import TABLE_LINK_MIN, decide
from tally.agent.router import Router
from tally.agent.tools_catalog import build_registry
from tally.agent.verify import check_specifics, missing_specifics, question_periods
from tally.ingest.embedders.hashing import HashingEmbedder
from tally.ingest.models import normalise_key
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings
from tally.ingest.stores import open_stores
from tally.tools.deps import build_deps


def _ask(settings: Settings, question: str, groups: list[str] | None = None):
    with open_stores(settings, read_only=True) as stores:
        deps = build_deps(stores, groups or ["public"])
        engine = OfflineEngine(settings, catalog=stores.catalog)
        return run_question(question, deps, engine, settings=settings, router=Router(stores.embedder, settings),
                            registry=build_registry())


def _route(settings: Settings, question: str):
    with open_stores(settings, read_only=True) as stores:
        deps = build_deps(stores, ["public"])
        return decide(Router(stores.embedder, settings).route(question), question, deps)


@pytest.fixture(scope="module")
def docs_only(tmp_path_factory, sample_dir) -> Settings:
    """A store of how-to pages only: no table anywhere."""
    settings = Settings(home=tmp_path_factory.mktemp("docs_only"), embedder="use")
    report = ingest_paths([sample_dir / "docs"], settings)
    assert report.ok and not report.failed
    return settings


@pytest.fixture(scope="module")
def item_sales(tmp_path_factory) -> tuple[Settings, list[dict]]:
    """A sales sheet whose item codes repeat over many rows and months."""
    folder = tmp_path_factory.mktemp("item_sales_src")
    rows = []
    for day in range(1, 29):
        for code, qty in (("KT-4411", day % 7 + 1), ("KT-5520", day % 5 + 2)):
            for month in ("02", "03"):
                rows.append({"Sale ID": f"S-{month}{day:02d}{code[-2:]}", "Sale Date": f"2026-{month}-{day:02d}",
                             "Item Code": code, "Quantity": qty + int(month)})
    with (folder / "item_sales.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    settings = Settings(home=tmp_path_factory.mktemp("item_sales"), embedder="use")
    assert ingest_paths([folder], settings).ok
    return settings, rows


def test_no_visible_table_never_routes_to_sql(docs_only):
    """A how-to question with counting words over a manual without tables is searched and answered."""
    question = "How many notices does Ledgerly send after a due date has passed?"
    route = _route(docs_only, question)
    assert route.intent in ("concept", "screen"), route.reason
    assert "no table is visible" in route.reason and route.evidence["sql"] == 0.0
    answer = _ask(docs_only, question)
    assert not answer.refused and answer.sql is None, answer.answer
    assert any(Path(c.source).name == "credit-control.md" for c in answer.citations)


def test_how_to_question_with_counting_words_goes_to_search_when_no_table_links(sample_store):
    question = "How many approvals does a large purchase order need before it can be sent?"
    route = _route(sample_store, question)
    assert route.intent in ("concept", "screen"), route.reason
    assert route.evidence["sql"] < TABLE_LINK_MIN and "no table links" in route.reason


def test_table_question_keeps_the_sql_route_with_its_evidence_recorded(sample_store):
    route = _route(sample_store, "How many orders from the South region were shipped?")
    assert route.intent == "aggregate"
    assert route.evidence["sql"] >= TABLE_LINK_MIN and "evidence: sql" in route.reason


def test_an_id_inside_an_aggregate_is_a_filter_not_a_lookup(item_sales):
    settings, rows = item_sales
    question = "What is the total quantity of KT-4411 sold in March 2026?"
    route = _route(settings, question)
    assert route.intent == "aggregate", route.reason
    want = sum(r["Quantity"] for r in rows if r["Item Code"] == "KT-4411" and r["Sale Date"].startswith("2026-03"))
    answer = _ask(settings, question)
    assert not answer.refused and answer.sql, answer.answer
    assert f"{want}" in answer.answer.replace(",", ""), (want, answer.answer, answer.sql)


def test_a_period_the_caller_cannot_see_is_not_answered_with_another(tmp_path, sample_dir):
    """February's register is visible to hr only: a public caller asking about February must not get
    March's figure."""
    (tmp_path / "src" / "hr").mkdir(parents=True)
    shutil.copy(sample_dir / "salary_register_2026_02.pdf", tmp_path / "src" / "hr")
    (tmp_path / "src" / "hr" / ".tally-groups").write_text("hr\n")
    shutil.copy(sample_dir / "salary_register_2026_03.pdf", tmp_path / "src")
    settings = Settings(home=tmp_path / "home", embedder="use")
    assert ingest_paths([tmp_path / "src"], settings).ok
    public = _ask(settings, "What was the total gross pay for February 2026?")
    assert public.refused and "Nothing you can see mentions February 2026" in public.answer, public.answer
    hr = _ask(settings, "What was the total gross pay for February 2026?", groups=["hr", "public"])
    assert not hr.refused and "109,200" in hr.answer.replace("109200", "109,200"), hr.answer


def test_question_periods_and_missing_specifics():
    assert question_periods("net pay in April 2026?") == [(4, "2026", "April 2026")]
    assert question_periods("What may I claim?") == []  # the verb, not the month
    assert check_specifics("orders in March 2026", "SELECT ... WHERE order_date >= '2026-03-01'") == []
    assert check_specifics("gross pay for February 2026", "Salary Register - March 2026") != []
    assert check_specifics("status of SO-10999", "Order ID: SO-10123") != []
    assert check_specifics("status of SO-10123", "Order ID: SO-10123") == []
    assert check_specifics("net value in Q3 2025", "table order_book_q3_2025") == []
    assert check_specifics("net value in Q4 2025", "table order_book_q3_2025, dates 2025-09-30") != []


class CountingEmbedder(HashingEmbedder):
    """The hashing embedder, counting how many texts it embedded."""

    def __init__(self) -> None:
        super().__init__()
        self.embedded = 0

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        self.embedded += len(texts)
        return super().embed_documents(texts)


def test_router_exemplar_vectors_are_cached_per_embedder_and_exemplar_file(tmp_path):
    settings = Settings(home=tmp_path, embedder="hashing")
    first = CountingEmbedder()
    route = Router(first, settings).route("How many orders were placed in March?")
    assert first.embedded > 10 and list((tmp_path / "cache").glob("router-exemplars-*.npz"))
    second = CountingEmbedder()
    again = Router(second, settings).route("How many orders were placed in March?")
    assert second.embedded == 1  # the question only: the exemplars came from the cache
    assert again.scores == route.scores


@pytest.fixture(scope="module")
def pack_lines(tmp_path_factory) -> tuple[Settings, list[dict]]:
    """Delivery lines whose Pk column holds codes, and the code list that says what each code is."""
    folder = tmp_path_factory.mktemp("pack_lines_src")
    rows = [{"Inv": f"D-{n}", "Dlv dt": f"2026-11-{1 + n % 28:02d}", "Pk": "FPKB"[n % 4], "Qty": 1 + n % 5}
            for n in range(40)]
    with (folder / "dlv_lines.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    (folder / "pk_codes.csv").write_text("Pk,Meaning\nF,\"Firkin, 72 pints\"\nP,\"Pin, 36 pints\"\n"
                                         "K,\"Keg, 30 litres\"\nB,\"Case of 12 bottles\"\n")
    settings = Settings(home=tmp_path_factory.mktemp("pack_lines"), embedder="use")
    assert ingest_paths([folder], settings).ok
    return settings, rows


def test_words_only_a_related_code_list_holds_route_to_the_aggregate_the_plan_builds(pack_lines):
    settings, rows = pack_lines
    question = "How many firkins went out between the 1st and the 14th of November?"
    route = _route(settings, question)
    assert route.intent == "aggregate" and route.evidence["sql"] < TABLE_LINK_MIN, route.reason
    want = sum(r["Qty"] for r in rows if r["Pk"] == "F" and r["Dlv dt"] <= "2026-11-14")
    answer = _ask(settings, question)
    assert not answer.refused and f"{want}" in answer.answer, (want, answer.answer, answer.sql)


@pytest.fixture(scope="module")
def beer_lines(tmp_path_factory) -> tuple[Settings, list[dict]]:
    """Delivery lines writing each beer as a code, and a price list naming the beers (one row each)."""
    folder = tmp_path_factory.mktemp("beer_lines_src")
    rows = [{"Inv": f"D-{n}", "Dlv dt": f"2026-{9 + n % 2}-{1 + n % 28:02d}", "Prod": ("NP", "BB", "GP")[n % 3],
             "Net £": 20.0 + n} for n in range(30)]
    with (folder / "lines.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    (folder / "prices.csv").write_text("Code,Beer,Firkin £\nNP,Nightjar Porter,112\nBB,Beck Bitter,96\n"
                                       "GP,Gannet Pale,104\nKM,Kilnyard Mild,92\nFI,Fellside IPA,124\n"
                                       "TL,Tannery Lager,118\n")
    settings = Settings(home=tmp_path_factory.mktemp("beer_lines"), embedder="use")
    assert ingest_paths([folder], settings).ok
    return settings, rows


def test_what_a_name_on_one_price_row_brought_in_is_a_total_over_the_rows_of_its_code(beer_lines):
    settings, rows = beer_lines
    question = "What did Nightjar Porter bring in, net, in October?"
    want = sum(r["Net £"] for r in rows if r["Prod"] == "NP" and r["Dlv dt"].startswith("2026-10"))
    with open_stores(settings, read_only=True) as stores:  # the name keys one price-list row ...
        assert len(stores.catalog.find_keys(normalise_key("Nightjar Porter"), ["public"])) == 1
    answer = _ask(settings, question)  # ... but what it brought in is added up over the lines
    assert not answer.refused and answer.sql and f"{want:.1f}".rstrip("0").rstrip(".") in answer.answer, answer.answer



def test_a_refusal_does_not_call_a_month_absent_that_a_dated_register_holds(tmp_path):
    """A register titled by its first and last month ("mar-may") holds April too: the months its date
    column spans count as mentioned, so a refusal may say nothing mentions June, never April."""
    from datetime import date, timedelta

    from tally.ingest.catalog import Catalog
    from tally.tools.table_periods import covered_months
    from tests.offline_support import write_workbook

    (tmp_path / "src").mkdir()
    days = [date(2026, 3, 2) + timedelta(days=n) for n in range(0, 88, 5)]
    write_workbook(tmp_path / "src" / "visits_mar-may_2026.xlsx",
                   [["Visit date", "Visitor"]] + [[day, f"Guest {n}"] for n, day in enumerate(days)])
    settings = Settings(home=tmp_path / "home", embedder="hashing")
    assert ingest_paths([tmp_path / "src"], settings).ok
    catalog = Catalog.open(settings.home / "catalog.duckdb", read_only=True)
    try:
        months = covered_months(catalog, ["public"])
        hidden = covered_months(catalog, ["hr"])
    finally:
        catalog.close()
    assert months.split() == ["2026-03", "2026-04", "2026-05"] and hidden == ""
    title = "visits_mar-may_2026"
    assert missing_specifics("What was left behind in April?", title) == ["April"]  # the title alone
    assert missing_specifics("What was left behind in April?", f"{title}\n{months}") == []
    assert missing_specifics("What was left behind in June 2026?", f"{title}\n{months}") == ["June 2026"]


def test_a_name_that_reads_as_an_id_but_keys_nothing_filters_the_aggregate_a_plan_builds(tmp_path):
    """"Elmfield Over-60s" reads as an ID to the cue router, which chooses a lookup; it keys no record (it is a
    value of the Group column), and the planner maps the whole question onto the bookings: a filtered total.
    Invented bookings, summed from the rows written."""
    rows = [{"Booking": f"BK-{300 + i}", "Date": f"2026-{3 + i % 2:02d}-{1 + i:02d}",
             "Group": ("Elmfield Over-60s", "Riverside Under-11s", "Tuesday Netball")[i % 3], "Charge £": 20 + 5 * i}
            for i in range(24)]
    folder = tmp_path / "src"
    folder.mkdir()
    with (folder / "hall_bookings.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    settings = Settings(home=tmp_path / "store", embedder="use")
    assert ingest_paths([folder], settings).ok
    question = "What was the total value of the hall bookings for Elmfield Over-60s in March?"
    with open_stores(settings, read_only=True) as stores:
        assert Router(stores.embedder, settings).route(question).intent == "lookup"  # the cue router's choice
    route = _route(settings, question)
    assert route.intent == "aggregate", route.reason
    want = sum(r["Charge £"] for r in rows if r["Group"] == "Elmfield Over-60s" and r["Date"].startswith("2026-03"))
    answer = _ask(settings, question)
    assert not answer.refused and f"{want}" in answer.answer.replace(",", ""), (want, answer.answer)
