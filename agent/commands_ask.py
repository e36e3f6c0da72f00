"""`tally ask`, `tally batch` and `tally traces`."""

import json
import sys
from pathlib import Path

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from tally.agent.answer import Answer
from tally.agent.ask import AskSession
from tally.agent.batch import check_output, run_batch
from tally.agent.caller_groups import GROUPS_HELP, caller_groups
from tally.agent.server_client import batch_via_server, running_server
from tally.agent.trace_log import TraceLog
from tally.ingest.errors import TallyError
from tally.ingest.settings import Settings

out = Console()
err = Console(stderr=True)


def _groups(value: str | None) -> list[str] | None:
    if value is None:
        return None
    names = [g.strip() for g in value.split(",") if g.strip()]
    if not names:
        raise typer.BadParameter("--groups needs at least one group name, e.g. --groups finance,hr")
    return names


def _stop(exc: TallyError) -> None:
    # Exit code 1: a runtime error (2 is kept for usage errors, which typer reports itself).
    err.print(f"[red]error:[/red] {escape(str(exc))}", markup=True, highlight=False)
    raise typer.Exit(1)


def _print_answer(answer: Answer, show_trace: bool, streamed: str) -> None:
    text = answer.answer
    if streamed and streamed.strip() != text.strip():
        out.print("\n(the streamed draft was rejected; verified answer:)", style="yellow", highlight=False)
    if not streamed or streamed.strip() != text.strip():
        out.print(text, markup=False, highlight=False)
    else:
        out.print()
    if answer.sql:
        out.print(f"SQL: {answer.sql}", markup=False, highlight=False, style="dim")
    if answer.citations:
        out.print("Sources:", style="bold")
        for citation in answer.citations:
            where = ", ".join(x for x in (f"p. {citation.page}" if citation.page else "",
                                          f"sheet {citation.sheet}" if citation.sheet else "",
                                          f"row {citation.row}" if citation.row else "") if x)
            out.print(f"  [{citation.n}] {citation.source}{' (' + where + ')' if where else ''}",
                      markup=False, highlight=False)
    if show_trace:
        _print_trace(answer.model_dump(mode="json"))


def _print_trace(record: dict) -> None:
    table = Table(title=f"run {record['id']}: {record['intent']} via {record['engine']}"
                        f"{' (' + record['model'] + ')' if record.get('model') else ''}")
    for column in ("step", "tool", "args", "ms", "ok", "summary"):
        table.add_column(column)
    for span in record.get("trace", []):
        args = json.dumps(span.get("args", {}), ensure_ascii=False)
        table.add_row(str(span["step"]), span["tool"] + (" (loop)" if span.get("by_loop") else ""),
                      args[:80], f"{span['ms']:.0f}", "yes" if span["ok"] else "no",
                      span.get("error") or span.get("summary", ""))
    out.print(table)
    prompt = record.get("prompt") or {}
    out.print(f"prompt: {prompt.get('name', '-')} {prompt.get('sha256', '')[:12]}  "
              f"context: {(record.get('context_sha256') or '-')[:12]}  timings: {record.get('timings_ms')}  "
              f"usage: {record.get('usage')}", markup=False, highlight=False, style="dim")
    for problem in record.get("problems", []):
        out.print(f"note: {problem}", markup=False, highlight=False, style="dim")


def ask(
    question: str = typer.Argument(..., help="The question, in quotes."),
    as_json: bool = typer.Option(False, "--json", help="Print the Answer as JSON (the output contract)."),
    trace: bool = typer.Option(False, "--trace", help="Also show the tool calls, prompt and timings."),
    groups: str | None = typer.Option(None, "--groups", help=GROUPS_HELP),
) -> None:
    """Answer one question from the ingested documents, with numbered sources."""
    streamed: list[str] = []

    def on_delta(text: str) -> None:
        streamed.append(text)
        out.print(text, end="", markup=False, highlight=False)

    try:
        settings = Settings()
        server = running_server(settings)  # a running `tally serve` holds the stores: ask through it
        if server is not None:
            answer = server.ask(question, _groups(groups), on_delta=None if as_json else on_delta)
        else:
            with AskSession(settings) as session:
                stream = on_delta if (session.engine.name == "llm" and not as_json) else None
                answer = session.ask(question, groups=_groups(groups), on_delta=stream)
    except TallyError as exc:
        if as_json:  # a script reading --json always gets JSON: the error object instead of the contract
            sys.stdout.write(json.dumps({"error": " ".join(str(exc).split()), "type": type(exc).__name__}) + "\n")
            raise typer.Exit(1) from None
        _stop(exc)
    if as_json:
        sys.stdout.write(answer.model_dump_json(indent=2) + "\n")
        return
    _print_answer(answer, trace, "".join(streamed))


def batch(
    questions: Path = typer.Argument(..., help="Questions: .jsonl ({\"id\", \"question\"}) or .csv (id,question)."),
    output: Path = typer.Option(..., "-o", "--output", help="Answers, one JSON line per question."),
    workers: int = typer.Option(1, "--workers", min=1, help="Questions answered in parallel (threads)."),
    resume: bool = typer.Option(False, "--resume", help="Skip ids already answered in the output; redo failed ones."),
    groups: str | None = typer.Option(None, "--groups", help=GROUPS_HELP),
) -> None:
    """Answer a file of questions; prints a summary (answered, refused, failed, p50/p95 latency)."""
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    try:
        with Progress(*columns, console=err, transient=True, disable=not err.is_terminal) as bar:
            task = bar.add_task("answering", total=None)

            def advance(line: dict) -> None:
                bar.advance(task)

            def start(total: int) -> None:
                bar.update(task, total=total)

            check_output(questions, output)
            settings = Settings()
            server = None if resume else running_server(settings)
            if server is not None:
                summary = batch_via_server(server, questions, output, _groups(groups))
            else:
                summary = run_batch(questions, output, settings, workers=workers, resume=resume,
                                    groups=_groups(groups), on_line=advance, on_start=start)
    except TallyError as exc:
        _stop(exc)
    out.print(f"{summary.total} questions ({summary.skipped} already answered): answered {summary.answered}, "
              f"refused {summary.refused}, failed {summary.failed}; p50 {summary.p50_ms} ms, p95 {summary.p95_ms} ms "
              f"-> {summary.output}", markup=False, highlight=False)
    if summary.failed:
        raise typer.Exit(1)


def traces(
    last: int = typer.Option(20, "--last", min=1, help="How many recent runs to list."),
    show: str | None = typer.Option(None, "--show", help="Show one run's tool calls by its id."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of a table."),
    groups: str | None = typer.Option(None, "--groups", help=GROUPS_HELP),
    prune: bool = typer.Option(
        False, "--prune", help="Delete the rotated log and records without groups; keep the newest half of the size cap."
    ),
) -> None:
    """List recent runs from the trace log, or show one.

    A run is shown only to a caller holding every group it was asked with. The log rotates past
    TALLY_TRACE_LOG_MAX_BYTES (one older file, traces.1.jsonl, is kept)."""
    settings = Settings()
    log = TraceLog(settings.traces_path, settings.trace_log_max_bytes)
    caller = caller_groups(groups, settings)
    try:
        if prune:
            result = log.prune()
            out.print(f"traces: kept {result.kept} runs, removed {result.removed}"
                      f"{' and the rotated log' if result.rotated_removed else ''} ({log.path})",
                      markup=False, highlight=False)
            return
        if show:
            record = log.find(show, caller)
            if record is None:
                _stop(TallyError(f"no run with id {show!r} visible to groups {','.join(caller)} in {log.path}"))
            if as_json:
                sys.stdout.write(json.dumps(record, indent=2, ensure_ascii=False) + "\n")
            else:
                out.print(f"{record['question']}\n{record['answer']}", markup=False, highlight=False)
                _print_trace(record)
            return
        summaries = log.last(last, caller)
    except TallyError as exc:
        _stop(exc)
    if as_json:
        sys.stdout.write(json.dumps([s.model_dump() for s in summaries], indent=2, ensure_ascii=False) + "\n")
        return
    table = Table(title=f"last {len(summaries)} runs ({log.path})")
    for column, width in (("logged (UTC)", 14), ("id", 12), ("intent", 12), ("engine", 7), ("outcome", 9),
                          ("ms", 6), ("tools", 5)):
        table.add_column(column, no_wrap=True, min_width=width)
    table.add_column("question", overflow="ellipsis", no_wrap=True, min_width=20)
    for s in summaries:
        logged = s.logged_at[5:19].replace("T", " ")  # MM-DD HH:MM:SS
        table.add_row(logged, s.id, s.intent, s.engine, s.outcome, f"{s.ms:.0f}", str(s.tools), s.question)
    out.print(table)


def register(app: typer.Typer) -> None:
    app.command("ask")(ask)
    app.command("batch")(batch)
    app.command("traces")(traces)
