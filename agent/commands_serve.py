"""`tally serve` (the HTTP API, the OpenAI-compatible endpoint and the web page) and `tally keys`."""

import shutil
import tempfile
from pathlib import Path

import typer

from tally.agent.keys import KeyStore
from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings

keys_app = typer.Typer(no_args_is_help=True, add_completion=False,
                       help="Manage the API keys of `tally serve` (only their hashes are stored).")


def _sample_home() -> tuple[Settings, Path]:
    """An empty home is served with the sample corpus, ingested into a temporary store (as `tally demo`)."""
    from tally.agent.commands_ingest import SAMPLE_DIR
    from tally.ingest.pipeline import ingest_paths

    home = Path(tempfile.mkdtemp(prefix="tally-serve-sample-"))
    settings = Settings(home=home)
    typer.echo(f"{Settings().home} holds no store yet: serving the sample corpus from a temporary store at {home}", err=True)
    report = ingest_paths([SAMPLE_DIR], settings)
    for failure in report.failed:
        typer.echo(failure.error, err=True)
    return settings, home


def serve(
    host: str = typer.Option(None, "--host", help="Address to bind (default 127.0.0.1, TALLY_SERVE_HOST)."),
    port: int = typer.Option(None, "--port", help="Port (default 8765, TALLY_SERVE_PORT; 0 = any free port)."),
    workers: int = typer.Option(4, "--workers", min=1, help="Questions answered at the same time (threads)."),
) -> None:
    """Serve the store over HTTP: API under /v1, OpenAI-compatible /v1/chat/completions, web page at /."""
    try:
        import uvicorn  # noqa: F401
    except ImportError:
        raise ConfigError("tally serve needs its extra: pip install -e '.[serve]' (FastAPI and uvicorn)") from None
    from tally.agent.serve.runner import serve_forever
    from tally.agent.serve.service import Service

    settings = Settings()
    temporary: Path | None = None
    if not settings.catalog_path.exists():
        settings, temporary = _sample_home()
    host = host or settings.serve_host
    port = settings.serve_port if port is None else port
    service = Service(settings, workers=workers)

    def ready(url: str) -> None:
        typer.echo(f"Tally is serving {settings.home} at {url}  (page: {url}/, API docs: {url}/docs; Ctrl-C stops)")

    try:
        serve_forever(service, host, port, on_ready=ready)
    finally:
        service.close()
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)


def _groups(value: str) -> list[str]:
    names = [g.strip() for g in value.split(",") if g.strip()]
    if not names:
        raise typer.BadParameter("--groups needs at least one group name, e.g. --groups public,finance")
    return names


@keys_app.command("add")
def keys_add(
    name: str = typer.Argument(..., help="A name for the caller, e.g. support-desk."),
    groups: str = typer.Option(..., "--groups", help="Groups the key may read, e.g. public,finance."),
    admin: bool = typer.Option(False, "--admin", help="May also ingest files on the server and see failures."),
) -> None:
    """Create a key; it is printed once (only its hash is kept)."""
    key = KeyStore(Settings().keys_path).add(name, _groups(groups), admin=admin)
    typer.echo(key)
    typer.echo(f"key {name!r} created for groups {groups}{' (admin)' if admin else ''}; "
               "send it as `Authorization: Bearer <key>`; it is not shown again", err=True)


@keys_app.command("list")
def keys_list() -> None:
    """The keys: name, groups, admin, created (never the keys themselves)."""
    for record in KeyStore(Settings().keys_path).records():
        typer.echo(f"{record.name}\t{','.join(record.groups)}\t{'admin' if record.admin else '-'}\t"
                   f"{record.created_at:%Y-%m-%d %H:%M}")


@keys_app.command("remove")
def keys_remove(name: str = typer.Argument(..., help="The key's name.")) -> None:
    """Revoke a key (takes effect on the next request)."""
    KeyStore(Settings().keys_path).remove(name)
    typer.echo(f"removed key {name!r}")


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
    app.add_typer(keys_app, name="keys")
