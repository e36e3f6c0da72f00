"""Money asked with "what": "what did our retail accounts spend with us" asks the amount, as "how much" does,
through the join to the accounts that say who is retail; "what did they pay for?" asks the thing, not a sum.
A column headed "Member since" holds years, a point in time: never the amount a money question adds up.
Workbooks are written here with openpyxl; expected values come from the rows written."""

from datetime import date

from openpyxl import Workbook

from tally.agent.offline.schema import SchemaReader
from tally.agent.offline.sql_builder import build_plan
from tally.ingest.catalog import Catalog
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

ACCOUNTS = [[f"AC-{40 + k}", f"Shop {k}", ("Retail", "Trade", "Retail", "Charity")[k % 4], 2015 + k % 9]
            for k in range(12)]
JOBS = [[f"JB-{900 + n}", date(2026, 6, 1 + n % 28), ACCOUNTS[n % 12][0], round(7.5 + 1.25 * (n % 7), 2)]
        for n in range(40)]


def _store(tmp_path) -> Settings:
    accounts, jobs = Workbook(), Workbook()
    for row in [["Account", "Shop", "Sector", "Member since"], *ACCOUNTS]:
        accounts.active.append(row)
    for row in [["Job", "Date", "Account", "Charge £"], *JOBS]:
        jobs.active.append(row)
    accounts.save(tmp_path / "accounts.xlsx")
    jobs.save(tmp_path / "jobs_june_2026.xlsx")
    settings = Settings(home=tmp_path / "store", embedder="hashing")
    assert not ingest_paths([tmp_path / "accounts.xlsx", tmp_path / "jobs_june_2026.xlsx"], settings).failed
    return settings


def test_what_a_group_of_members_spent_is_the_sum_of_their_charges(tmp_path):
    settings = _store(tmp_path)
    retail = {a[0] for a in ACCOUNTS if a[2] == "Retail"}
    expected = round(sum(j[3] for j in JOBS if j[2] in retail), 2)
    with Catalog.open(settings.catalog_path) as catalog:
        for question in ("What did our retail accounts spend with us?", "How much have our retail accounts paid us?"):
            plan = build_plan(question, SchemaReader(catalog, ["public"]))
            assert plan is not None and plan.agg == "sum" and plan.target.header == "Charge £", question
            assert round(catalog.connection().execute(plan.sql_text).fetchone()[0], 2) == expected
        plan = build_plan("What did our retail accounts pay for?", SchemaReader(catalog, ["public"]))
        assert plan is None or plan.agg != "sum"


def test_a_member_since_year_is_a_time_to_filter_on_not_a_measure(tmp_path):
    settings = _store(tmp_path)
    with Catalog.open(settings.catalog_path) as catalog:
        plan = build_plan("How many accounts have been members since 2020?", SchemaReader(catalog, ["public"]))
        assert plan is not None and plan.agg == "count"
        assert catalog.connection().execute(plan.sql_text).fetchone()[0] == sum(1 for a in ACCOUNTS if a[3] >= 2020)
