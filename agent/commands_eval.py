"""`tally eval GOLDEN.jsonl`: score retrieval per search mode and the agent's answers on a golden set;
`tally eval --suite SUITE.toml`: every set of a suite, dev and test side by side."""

from datetime import datetime, timezone
from pathlib import Path

import typer
from rich import box
from rich.console import Console
from rich.table import Table

from tally.agent.evaluate.results import MODES, EvalReport
from tally.agent.evaluate.runner import parse_modes, run_eval
from tally.agent.evaluate.suite import (
    KIND_GROUPS, SuiteEntry, SuiteReport, fmt, fraction, load_suite, render_suite_markdown, run_suite, split_of,
)
from tally.ingest.errors import ConfigError, TallyError
from tally.ingest.settings import Settings

out = Console()
err = Console(stderr=True)

# Corpus of each shipped golden set, relative to the golden file's folder (data/golden/).
_FRAPPE_DOCS = Path("..") / ".." / ".." / "shared" / "corpora" / "frappe-books-docs" / "docs"
DEFAULT_CORPORA = {
    "sample": Path("..") / "sample",
    "frappe": _FRAPPE_DOCS,
    "frappe-test": _FRAPPE_DOCS,
    "frappe-dev-answers": _FRAPPE_DOCS,
    "sample-dev-answers": Path("..") / "sample",
    "sample-dev-fields": Path("..") / "sample",
    "company2-test": Path("..") / "company2",
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
        split = split_of(Path(report.golden))
        title = f"Answers ({report.engine}, {split} set): {s.correct}/{s.questions}"
        view = Table("kind", "correct", "accuracy", title=title)
        for k in s.kinds:
            view.add_row(k.kind, f"{k.correct}/{k.questions}", _f(k.accuracy))
        out.print(view)
        out.print(
            f"refusal precision {_f(s.refusal.precision)}, recall {_f(s.refusal.recall)} (wrongly refused "
            f"{s.refusal.false_positive}, not refused {s.refusal.false_negative}); citations in context "
            f"{_f(s.citation_validity)}, cite expected source {_f(s.cites_expected)}; ID survival "
            f"{_f(s.id_survival)}; table choice {_f(s.table_choice)} ({s.table_choice_questions} table questions); "
            f"latency p50 {s.p50_ms or 0:.0f} ms, p95 {s.p95_ms or 0:.0f} ms",
            highlight=False,
        )
        if split == "test":
            out.print("test split: report this figure, do not tune on its questions (data/golden/README.md)",
                      highlight=False)
    for line in report.comparison:
        out.print(f"vs previous run: {line}", highlight=False)
    out.print(f"report: {report.report_path}  chart: {report.chart_path}", highlight=False)


def _progress(message: str) -> None:
    err.print(f"[dim]{message}[/dim]", highlight=False)


def print_suite(report: SuiteReport) -> None:
    groups = list(KIND_GROUPS)
    view = Table(title=f"Suite ({report.engine or 'n/a'}): dev and test side by side", box=box.SIMPLE_HEAD,
                 pad_edge=False, collapse_padding=True)
    for header in ("set", "split", "hit@5", "MRR", "answers", *groups, "refusal P/R", "table choice"):
        view.add_column(header, no_wrap=True, min_width=len(header))
    for r in report.rows:
        if r.error:
            view.add_row(r.name, r.split, *["—"] * (5 + len(groups)))
            err.print(f"{r.name}: {r.error}", highlight=False, markup=False)
            continue
        choice = f"{fmt(r.table_choice)} ({r.table_choice_questions})" if r.table_choice_questions else "—"
        view.add_row(
            r.name, r.split, fmt(r.hit_at_5), fmt(r.mrr), f"{r.correct}/{r.questions}",
            *[fraction(r.group(kinds)) for kinds in KIND_GROUPS.values()],
            f"{fmt(r.refusal_precision)}/{fmt(r.refusal_recall)}", choice,
        )
    out.print(view)


def eval_suite(
    suite: Path, modes: list[str], out_dir: Path, settings: Settings, *, answers: bool, reuse_store: bool
) -> SuiteReport:
    """Run every set of the suite into out_dir; writes suite-report.md / .json beside the per-set reports."""
    engines: list[str] = []
    ingested: set[Path] = set()  # a corpus shared by two sets is rebuilt once per suite run

    def run_one(entry: SuiteEntry) -> EvalReport:
        _progress(f"suite: {entry.name} ({entry.effective_split})")
        if entry.corpus is None and entry.golden.stem not in DEFAULT_CORPORA:
            raise ConfigError(f"{entry.golden.name}: no corpus in the suite file and no default corpus")
        corpus = entry.corpus or default_corpus(entry.golden)
        report = run_eval(entry.golden, corpus, modes, out_dir, settings, answers=answers,
                          reuse_store=reuse_store or corpus in ingested, progress=_progress)
        ingested.add(corpus)
        engines.append(report.engine or "")
        return report

    rows = run_suite(load_suite(suite), run_one)
    report = SuiteReport(created_at=datetime.now(timezone.utc), engine=next((e for e in engines if e), None), rows=rows)
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "suite-report.md").write_text(render_suite_markdown(report), encoding="utf-8")
    (out_dir / "suite-report.json").write_text(report.model_dump_json(indent=1), encoding="utf-8")
    return report


def engine_settings(engine: str | None) -> Settings:
    """Settings with the engine --engine names (offline, local, openai); the local model is resolved
    against TALLY_HOME before the eval switches to a store of its own."""
    if engine is None:
        return Settings()
    if engine not in ("offline", "local", "openai"):
        raise typer.BadParameter("choose offline, local or openai", param_hint="--engine")
    settings = Settings(llm="off" if engine == "offline" else engine)
    if engine == "local" and settings.llm_model is None:
        from tally.agent.llm_install import resolve_model

        settings = settings.model_copy(update={"llm_model": resolve_model(settings)})
    return settings


def eval_command(
    golden: Path | None = typer.Argument(None, help="Golden set, JSONL (format: data/golden/README.md)."),
    suite: Path | None = typer.Option(
        None, "--suite", help="Suite file (TOML) listing golden sets, e.g. data/golden/suite.toml: scores them all."
    ),
    corpus: Path | None = typer.Option(
        None, "--corpus", help="Folder or file to ingest; default data/sample for sample.jsonl, the Frappe docs for frappe.jsonl."
    ),
    modes: str = typer.Option(",".join(MODES), "--modes", help="Search modes to score, comma-separated."),
    out_dir: Path | None = typer.Option(None, "--out", help="Output folder (report, chart, run history, store). Default: TALLY_HOME/eval."),
    no_answers: bool = typer.Option(False, "--retrieval-only", help="Score retrieval only, skip the agent."),
    engine: str | None = typer.Option(
        None, "--engine", help="offline, local (Tally's own model server) or openai; default: TALLY_LLM."
    ),
    reuse_store: bool = typer.Option(
        False, "--reuse-store", help="Keep the eval's store from the last run (faster; misses ingest-code changes)."
    ),
) -> None:
    """Score retrieval (hit@1/5/10, MRR per mode) and answers (accuracy per kind, refusals, citations)."""
    settings = engine_settings(engine)
    if (golden is None) == (suite is None):
        raise typer.BadParameter("give either a golden set or --suite SUITE.toml", param_hint="GOLDEN")
    if suite is not None:
        try:
            summary = eval_suite(suite, parse_modes(modes), out_dir or settings.home / "eval", settings,
                                 answers=not no_answers, reuse_store=reuse_store)
        except TallyError as exc:
            err.print(f"error: {' '.join(str(exc).split())}", highlight=False, markup=False)
            raise typer.Exit(1) from exc
        print_suite(summary)
        out.print(f"suite report: {(out_dir or settings.home / 'eval') / 'suite-report.md'}", highlight=False)
        if any(r.error for r in summary.rows):
            raise typer.Exit(1)  # a set could not be scored: its figures are missing, not zero
        return
    try:
        report = run_eval(
            golden, corpus or default_corpus(golden), parse_modes(modes), out_dir or settings.home / "eval", settings,
            answers=not no_answers, reuse_store=reuse_store, progress=_progress,
        )
    except TallyError as exc:
        err.print(f"error: {' '.join(str(exc).split())}", highlight=False, markup=False)
        raise typer.Exit(1) from exc  # a runtime error; 2 is for usage errors
    print_summary(report)


def register(app: typer.Typer) -> None:
    app.command("eval")(eval_command)
