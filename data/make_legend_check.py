"""Write data/golden/company8-dev-legend.jsonl: 3 fresh dev questions naming bakers whom the batch log writes
as initials and spells out once above the table ("Bakers: JM Joss Marwood, ..."), on measures and bakers
company8-dev does not ask about. Written by the coordinator at 10:34 UTC on 2026-12-02, after the legend
change was made on company8-dev (d09, d14) and before it was run on these. No other corpus in data/ has a
legend line (checked with ingest/convert/legends.py over every PDF). Expected values come from
company8_data.py. Run: `python data/make_legend_check.py`.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import company8_data as bakery  # noqa: E402
from golden_lines import q, unique_end, write_set  # noqa: E402

FROZEN = "// written 2026-12-02 10:34 UTC by the coordinator after the legend change, before it was run on these"
GOLDEN = Path(__file__).resolve().parent / "golden"
LOG = {"doc": "production/batch_log_2025-11.pdf", "page": 1}


def main() -> None:
    batches = bakery.batches()
    names = bakery.BAKERS
    waste = {names[b]: 0 for b in {x.baker for x in batches}}
    for b in batches:
        waste[names[b.baker]] += b.waste
    write_set(GOLDEN / "company8-dev-legend.jsonl", FROZEN, [
        q("g01", "How much waste did Rhiannon Kell's batches have in November?", "table_sum",
          {"number": waste["Rhiannon Kell"]}, LOG, "Waste summed where Baker = RK (Rhiannon Kell in the legend)"),
        q("g02", "Which baker had the least waste in November?", "table_argmax",
          {"keywords": [unique_end(waste, lowest=True)]}, LOG, "Waste summed per baker, lowest, named by the legend"),
        q("g03", "How many batches did Joss Marwood bake on Deck 2?", "table_count",
          {"number": sum(names[b.baker] == "Joss Marwood" and b.oven == "Deck 2" for b in batches)}, LOG,
          "rows where Baker = JM and Oven = Deck 2"),
    ], 3, "g")


if __name__ == "__main__":
    main()
