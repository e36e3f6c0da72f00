"""`tally --help` drawn with a few rich primitives, in typer's panel layout.

Why not typer's own renderer: it imports `typer.rich_utils`, which pulls in rich's Markdown (markdown-it),
traceback and columns modules — 170 ms of the ~400 ms a bare `tally --help` took on a slow machine
(`tests/benchmarks/bench_cli_help.py`). The top-level help is a fixed shape (usage, one line of text,
options, commands), so it is drawn here with Console, Panel and Table only; a command's own `--help`
still goes through typer, which is only paid for when that command is loaded anyway.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import typer
    from typer.core import TyperGroup


def _panel(title: str, rows: list[tuple[str, str]]):
    from rich.panel import Panel
    from rich.table import Table

    table = Table(highlight=False, show_header=False, expand=True, box=None, padding=(0, 1), pad_edge=False)
    table.add_column(style="bold cyan", no_wrap=True)
    table.add_column(ratio=1)
    for name, text in rows:
        table.add_row(name, text)
    return Panel(table, title=title, title_align="left", border_style="dim")


def _option_rows(group: "TyperGroup", ctx: "typer.Context") -> list[tuple[str, str]]:
    rows = []
    for param in group.get_params(ctx):
        record = param.get_help_record(ctx)
        if record is not None:
            rows.append(record)
    return rows


def print_group_help(group: "TyperGroup", ctx: "typer.Context") -> None:
    """Usage, the group's help text, its options and its commands' one-line help, boxed as typer does."""
    from rich.console import Console
    from rich.text import Text

    console = Console(highlight=False)
    pieces = " ".join(group.collect_usage_pieces(ctx))
    console.print(Text.assemble("\n ", ("Usage: ", "yellow"), (f"{ctx.command_path} {pieces}", "bold"), "\n"))
    if group.help:
        console.print(Text(f" {group.help.strip()}\n"))
    console.print(_panel("Options", _option_rows(group, ctx)))
    # the whole first paragraph, as typer shows it (click's short help stops at the first sentence)
    commands = [(name, " ".join((group.commands[name].help or "").split("\n\n")[0].split()))
                for name in group.list_commands(ctx)]
    if commands:
        console.print(_panel("Commands", commands))
