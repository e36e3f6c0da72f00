"""run_eval: ingest a corpus into the eval's own store, score retrieval and answers, write the report."""

import hashlib
import shutil
import time
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from pathlib import Path

from tally.agent.ask import AskSession
from tally.agent.evaluate.answers import evaluate_answers, summarise
from tally.agent.evaluate.chart import write_chart
from tally.agent.evaluate.compare import compare_reports, previous_report, store_report
from tally.agent.evaluate.golden import GoldenQuestion, load_golden
from tally.agent.evaluate.report import render_markdown
from tally.agent.evaluate.results import MODES, EvalReport
from tally.agent.evaluate.retrieval import evaluate_retrieval
from tally.ingest.errors import ConfigError
from tally.ingest.pipeline import ingest_paths
from tally.ingest.settings import Settings

Progress = Callable[[str], None]


def parse_modes(text: str) -> list[str]:
    modes = [m.strip() for m in text.split(",") if m.strip()]
    unknown = [m for m in modes if m not in MODES]
    if unknown:
        raise ConfigError(f"--modes: unknown {unknown}; choose from {', '.join(MODES)}")
    return modes


def store_settings(settings: Settings, corpus: Path, out_dir: Path) -> Settings:
    """A store private to the eval, one per corpus and embedder, kept so re-runs skip unchanged files."""
    tag = hashlib.sha1(f"{corpus.resolve()}|{settings.embedder}".encode()).hexdigest()[:10]
    return settings.model_copy(update={"home": out_dir / "store" / f"{corpus.name}-{tag}"})


def ingest_corpus(settings: Settings, corpus: Path) -> tuple[float, list[str]]:
    if not corpus.exists():
        raise ConfigError(f"--corpus: {corpus} does not exist")
    report = ingest_paths([corpus], settings, prune=True)
    return report.seconds, [f.error for f in report.failed]


def run_eval(
    golden_path: Path,
    corpus: Path,
    modes: Sequence[str],
    out_dir: Path,
    settings: Settings,
    *,
    answers: bool = True,
    reuse_store: bool = False,
    progress: Progress | None = None,
) -> EvalReport:
    """Everything `tally eval` does; returns the report (also written under out_dir).

    The store is rebuilt each run unless `reuse_store`: unchanged files are skipped by sha256, so a
    kept store would hide changes to converters, chunking or embedders from the measurement.
    """
    questions = load_golden(golden_path)
    out_dir.mkdir(parents=True, exist_ok=True)
    eval_settings = store_settings(settings, corpus, out_dir)
    if not reuse_store and eval_settings.home.exists():
        shutil.rmtree(eval_settings.home)
    if progress:
        progress(f"ingesting {corpus} into {eval_settings.home}")
    ingest_s, failures = ingest_corpus(eval_settings, corpus)
    if failures:
        raise ConfigError(f"{corpus}: {len(failures)} file(s) failed to ingest, first: {failures[0]}")
    report = evaluate(eval_settings, questions, modes, answers=answers, progress=progress)
    report.golden, report.corpus, report.ingest_s = str(golden_path), str(corpus), ingest_s
    return write_outputs(report, out_dir)


def evaluate(
    settings: Settings,
    questions: Sequence[GoldenQuestion],
    modes: Sequence[str],
    *,
    answers: bool = True,
    progress: Progress | None = None,
) -> EvalReport:
    """Score an already ingested store (settings.home); nothing is written."""
    report = EvalReport(golden="", corpus=str(settings.home), created_at=datetime.now(timezone.utc))
    with AskSession(settings) as session:
        report.engine = session.engine.name + (f" ({session.engine.model})" if session.engine.model else "")
        report.embedder = session.stores.embedder.name
        report.retrieval, report.modes = evaluate_retrieval(session.deps, questions, modes, progress)
        if answers:
            started = time.perf_counter()
            report.answers = evaluate_answers(session, questions, report.retrieval, progress)
            report.summary = summarise(report.answers)
            if progress:
                progress(f"answers: {len(questions)} questions in {time.perf_counter() - started:.1f} s")
    return report


def write_outputs(report: EvalReport, out_dir: Path) -> EvalReport:
    """Compare with the previous run, then write JSON, chart and Markdown and keep this run in history."""
    previous = previous_report(out_dir, report.golden)
    report.comparison = compare_reports(previous, report) if previous else []
    stem = Path(report.golden).stem
    chart = write_chart(report, out_dir / f"{stem}-scores.png")
    report.chart_path = str(chart) if chart else None
    report.report_path = str(out_dir / f"{stem}-report.md")
    report.json_path = str(out_dir / f"{stem}-report.json")
    Path(report.report_path).write_text(render_markdown(report), encoding="utf-8")
    Path(report.json_path).write_text(report.model_dump_json(indent=1), encoding="utf-8")
    store_report(out_dir, report)
    return report
