"""`tally` command line. Each group of commands lives in its own module and registers itself here."""

import typer

app = typer.Typer(no_args_is_help=True, add_completion=False, help="Tally: grounded answers over your own files.")


def _register_commands() -> None:
    # Imported here so `tally --help` stays fast and each module owns one concern.
    from tally.agent import commands_ingest, commands_ask, commands_sql, commands_eval  # noqa: F401

    for module in (commands_ingest, commands_sql, commands_ask, commands_eval):
        module.register(app)


_register_commands()

if __name__ == "__main__":
    app()
