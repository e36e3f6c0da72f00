"""`tally ingest`, `tally forget`, `tally status` and `tally demo`."""

import importlib.util
import json
import shutil
import sys
import tempfile
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from tally.agent.caller_groups import GROUPS_HELP, caller_groups
from tally.agent.server_client import running_server, server_status_text
from tally.agent.status_view import StatusView, collect_status, render_status
from tally.ingest.errors import ConfigError, TallyError
from tally.ingest.pipeline import forget, ingest_paths
from tally.ingest.progress import Throttled
from tally.ingest.reconcile import ReconcileReport, check_stores
from tally.ingest.report import IngestReport
from tally.ingest.settings import Settings
from tally.ingest.walk import parse_groups

SAMPLE_DIR = Path(__file__).resolve().parents[1] / "data" / "sample"
# The demo's questions ship with the sample corpus (data/demo_questions.txt), one per line.
DEMO_QUESTIONS_FILE = SAMPLE_DIR.parent / "demo_questions.txt"


def demo_questions() -> list[str]:
    lines = DEMO_QUESTIONS_FILE.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


out = Console()
err = Console(stderr=True)


def _groups(value: str | None) -> list[str] | None:
    """Same rules as a .tally-groups file: names separated by commas."""
    if value is None:
        return None
    try:
        return parse_groups(value, "--groups")
    except TallyError as exc:
        raise typer.BadParameter(str(exc)) from exc


def _stop(exc: TallyError) -> None:
    typer.echo(f"error: {exc}", err=True)
    raise typer.Exit(1)  # a runtime error; 2 is for usage errors (typer.BadParameter)


def run_ingest(
    paths: list[Path], settings: Settings, groups: list[str] | None, prune: bool, reindex: bool, quiet: bool
) -> IngestReport:
    """Ingest with Rich progress bars when attached to a terminal (and not `quiet`): files, and rows /
    pages / chunks inside the current file; elsewhere a plain line every 10 s of a long file."""
    if quiet:
        return ingest_paths(paths, settings, groups=groups, prune=prune, reindex=reindex)
    if not err.is_terminal:
        def line(unit: str, done: int, total: int) -> None:
            typer.echo(f"  {unit} {done:,}/{total:,}", err=True)

        return ingest_paths(paths, settings, groups=groups, prune=prune, reindex=reindex, file_progress=Throttled(line))
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=err, transient=True) as bar:
        task = bar.add_task("ingesting", total=None)
        inside = bar.add_task("", total=None, visible=False)

        def advance(path: str, done: int, total: int) -> None:
            bar.update(task, completed=done, total=total, description=Path(path).name[:40])
            bar.update(inside, visible=False)

        def within(unit: str, done: int, total: int) -> None:
            bar.update(inside, completed=done, total=total, description=f"  {unit}", visible=True)

        return ingest_paths(
            paths, settings, groups=groups, prune=prune, reindex=reindex, progress=advance, file_progress=within
        )


def _print_report(report: IngestReport) -> None:
    for line in report.reconciled.lines() if report.reconciled else []:
        typer.echo(line)  # what the run repaired in the index before ingesting
    for failure in report.failed:  # one line each, never wrapped: scripts grep these
        typer.echo(failure.error, err=True)
    summary = (
        f"ingested {len(report.ok)}, skipped {len(report.skipped)} unchanged, failed {len(report.failed)}"
        f" ({report.embedded_chunks} chunks embedded, {len(report.ignored)} unsupported files ignored"
        + (f", {len(report.pruned)} pruned" if report.pruned else "")
        + f") in {report.seconds:.1f}s"
    )
    typer.echo(summary)


def ingest(
    paths: list[Path] = typer.Argument(None, help="Files or folders (.pdf .xlsx .csv .md)."),
    groups: str | None = typer.Option(None, "--groups", help="Access groups for these files, e.g. finance,hr."),
    prune: bool = typer.Option(False, "--prune", help="Also remove documents whose files are gone."),
    reindex: bool = typer.Option(False, "--reindex", help="Empty the stores and rebuild with the configured embedder."),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
) -> None:
    """Ingest files and folders; unchanged files are skipped. Exit code 1 if any file failed."""
    paths = paths or []
    if not paths and not (prune or reindex):
        raise typer.BadParameter("give at least one file or folder (or --prune / --reindex)")
    try:
        settings = Settings()
        server = None if reindex else running_server(settings)  # it holds the stores: ingest inside it
        if server is not None:
            report = IngestReport.model_validate(server.ingest(paths, _groups(groups), prune)["result"])
        else:
            report = run_ingest(paths, settings, _groups(groups), prune, reindex, quiet=as_json)
    except TallyError as exc:
        _stop(exc)
    if as_json:
        sys.stdout.write(report.model_dump_json(indent=2) + "\n")
    else:
        _print_report(report)
    raise typer.Exit(report.exit_code)


def forget_command(path: Path = typer.Argument(..., help="A file, or a folder to forget everything under.")) -> None:
    """Remove a document (or every document under a folder) from the catalog and the index."""
    try:
        removed = forget(path, Settings())
    except TallyError as exc:
        _stop(exc)
    for doc_path in removed:
        out.print(f"forgot {doc_path}", markup=False, highlight=False)


def status(
    as_json: bool = typer.Option(False, "--json", help="Print the status as JSON."),
    groups: str | None = typer.Option(None, "--groups", help=GROUPS_HELP),
    check: bool = typer.Option(
        False, "--check", help="Also compare the index with the catalog, document by document, and repair it."
    ),
) -> None:
    """What is indexed: documents, chunks by kind, tables and rows, keys, failures, model, store locations.

    Counts cover only the documents your groups may see. --check reconciles the vector index with the
    catalog (as every ingest does first): missing points are rewritten from the catalog, extra ones
    deleted, and each repair is printed. Exit code 1 if the check itself failed."""
    settings = Settings()
    caller = caller_groups(groups, settings)
    try:
        server = None if check else running_server(settings)
        if server is not None:
            seen = server.status(caller)
            sys.stdout.write(json.dumps(seen, indent=2) + "\n" if as_json else server_status_text(seen) + "\n")
            return
        repairs = check_stores(settings) if check else None
        view = collect_status(settings, with_documents=check, groups=caller)
    except TallyError as exc:
        _stop(exc)
    if as_json:
        payload = view.model_dump(mode="json")
        if repairs is not None:
            payload["check"] = _visible_repairs(repairs, view).model_dump(mode="json")
        sys.stdout.write(json.dumps(payload, indent=2) + "\n")
        return
    render_status(view, out)
    if repairs is not None:
        shown = _visible_repairs(repairs, view)
        for line in shown.lines():
            typer.echo(line)
        hidden = len(repairs.repaired) - len(shown.repaired)
        if hidden:
            typer.echo(f"index: repaired {hidden} document(s) outside your groups")
        if repairs.clean:
            typer.echo(f"index check: {shown.documents} documents, points match chunks")
    if repairs is not None and repairs.failed:
        raise typer.Exit(1)


def _visible_repairs(report: ReconcileReport, view: StatusView) -> ReconcileReport:
    """The repairs of documents the caller may see (the paths of the others are not shown)."""
    paths = {d.path for d in view.document_list}
    return report.model_copy(update={
        "documents": len(paths),
        "repaired": [r for r in report.repaired if r.path in paths],
        "failed": [line for line in report.failed if line.split(": index repair failed", 1)[0] in paths],
    })


def demo(keep: bool = typer.Option(False, "--keep", help="Keep the temporary store and print where it is.")) -> None:
    """Ingest the shipped sample corpus into a temporary store, show what was indexed, answer a few questions."""
    if not SAMPLE_DIR.is_dir():
        _stop(ConfigError(f"{SAMPLE_DIR}: sample corpus not found (run python data/make_sample.py)"))
    home = Path(tempfile.mkdtemp(prefix="tally-demo-"))
    settings = Settings(home=home)
    try:
        out.print(f"Ingesting {SAMPLE_DIR} into a temporary store at {home} ...", markup=False, highlight=False)
        report = run_ingest([SAMPLE_DIR], settings, None, prune=False, reindex=False, quiet=False)
        _print_report(report)
        _show_indexed(settings, SAMPLE_DIR)
        _answer_samples(settings)
    except TallyError as exc:
        _stop(exc)
    finally:
        if keep:
            out.print(f"store kept at {home} (TALLY_HOME={home})", markup=False, highlight=False)
        else:
            _remove_tree(home)
    if report.failed:
        raise typer.Exit(1)


def _show_indexed(settings: Settings, root: Path) -> None:
    view = collect_status(settings, with_documents=True)
    docs = Table(title="Documents")
    for column in ("document", "type", "pages", "chunks"):
        docs.add_column(column, justify="right" if column in ("pages", "chunks") else "left")
    for doc in view.document_list:
        docs.add_row(_relative(doc.path, root), doc.type, str(doc.pages or ""), str(doc.chunk_count))
    out.print(docs)
    tables = Table(title="SQL tables")
    for column in ("table", "source", "rows", "key columns"):
        tables.add_column(column, justify="right" if column == "rows" else "left")
    for doc in view.document_list:
        for t in view.tables_by_doc.get(doc.id, []):
            where = f"sheet {t.sheet}" if t.sheet else f"pages {t.pages[0]}-{t.pages[1]}" if t.pages else ""
            source = f"{_relative(doc.path, root)} {where}".strip()
            tables.add_row(t.name, source, str(t.row_count), ", ".join(t.key_columns))
    out.print(tables)
    render_status(view, out)


def _relative(path: str, root: Path) -> str:
    try:
        return str(Path(path).relative_to(root.resolve()))
    except ValueError:
        return path


def _answer_samples(settings: Settings) -> None:
    """Once the agent exists (agent/ask.py), answer a few sample questions offline."""
    if importlib.util.find_spec("tally.agent.ask") is None:
        out.print("(the question-answering agent is not installed yet: showing the store only)", markup=False)
        return
    from tally.agent.ask import answer_question

    for question in demo_questions():
        answer = answer_question(question, settings, settings.default_groups)
        out.rule(question, style="cyan")
        out.print(answer.answer, markup=False, highlight=False)
        if answer.sql:
            out.print(f"SQL: {answer.sql}", markup=False, highlight=False, style="dim")


def _remove_tree(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)  # a temporary demo store; leftovers are harmless


def register(app: typer.Typer) -> None:
    app.command("ingest")(ingest)
    app.command("forget")(forget_command)
    app.command("status")(status)
    app.command("demo")(demo)

