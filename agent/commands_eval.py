"""`tally eval GOLDEN.jsonl`: score retrieval per search mode and the agent's answers on a golden set."""

from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from tally.agent.evaluate.results import MODES, EvalReport
from tally.agent.evaluate.runner import parse_modes, run_eval
from tally.ingest.errors import TallyError
from tally.ingest.settings import Settings

out = Console()
err = Console(stderr=True)

# Corpus of each shipped golden set, relative to the golden file's folder (data/golden/).
DEFAULT_CORPORA = {
    "sample": Path("..") / "sample",
    "frappe": Path("..") / ".." / ".." / "shared" / "corpora" / "frappe-books-docs" / "docs",
}


def default_corpus(golden: Path) -> Path:
    relative = DEFAULT_CORPORA.get(golden.stem)
    if relative is None:
        raise typer.BadParameter(f"no default corpus for {golden.name}: pass --corpus PATH", param_hint="--corpus")
    return (golden.parent / relative).resolve()


def _f(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def print_summary(report: EvalReport) -> None:
    if report.modes:
        view = Table("mode", "hit@1", "hit@5", "hit@10", "MRR", "p50 ms", title="Retrieval (no generation)")
        for m in report.modes:
            view.add_row(m.mode, _f(m.hit_at_1), _f(m.hit_at_5), _f(m.hit_at_10), _f(m.mrr), f"{m.p50_ms or 0:.0f}")
        out.print(view)
    s = report.summary
    if s:
        view = Table("kind", "correct", "accuracy", title=f"Answers ({report.engine}): {s.correct}/{s.questions}")
        for k in s.kinds:
            view.add_row(k.kind, f"{k.correct}/{k.questions}", _f(k.accuracy))
        out.print(view)
        out.print(
            f"refusal precision {_f(s.refusal.precision)}, recall {_f(s.refusal.recall)} (wrongly refused "
            f"{s.refusal.false_positive}, not refused {s.refusal.false_negative}); citations in context "
            f"{_f(s.citation_validity)}, cite expected source {_f(s.cites_expected)}; ID survival "
            f"{_f(s.id_survival)}; latency p50 {s.p50_ms or 0:.0f} ms, p95 {s.p95_ms or 0:.0f} ms",
            highlight=False,
        )
    for line in report.comparison:
        out.print(f"vs previous run: {line}", highlight=False)
    out.print(f"report: {report.report_path}  chart: {report.chart_path}", highlight=False)


def _progress(message: str) -> None:
    err.print(f"[dim]{message}[/dim]", highlight=False)


def eval_command(
    golden: Path = typer.Argument(..., help="Golden set, JSONL (format: data/golden/README.md)."),
    corpus: Path | None = typer.Option(
        None, "--corpus", help="Folder or file to ingest; default data/sample for sample.jsonl, the Frappe docs for frappe.jsonl."
    ),
    modes: str = typer.Option(",".join(MODES), "--modes", help="Search modes to score, comma-separated."),
    out_dir: Path | None = typer.Option(None, "--out", help="Output folder (report, chart, run history, store). Default: TALLY_HOME/eval."),
    no_answers: bool = typer.Option(False, "--retrieval-only", help="Score retrieval only, skip the agent."),
    reuse_store: bool = typer.Option(
        False, "--reuse-store", help="Keep the eval's store from the last run (faster; misses ingest-code changes)."
    ),
) -> None:
    """Score retrieval (hit@1/5/10, MRR per mode) and answers (accuracy per kind, refusals, citations)."""
    settings = Settings()
    try:
        report = run_eval(
            golden, corpus or default_corpus(golden), parse_modes(modes), out_dir or settings.home / "eval", settings,
            answers=not no_answers, reuse_store=reuse_store, progress=_progress,
        )
    except TallyError as exc:
        err.print(f"error: {' '.join(str(exc).split())}", highlight=False, markup=False)
        raise typer.Exit(2) from exc
    print_summary(report)


def register(app: typer.Typer) -> None:
    app.command("eval")(eval_command)
