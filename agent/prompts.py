"""Load and render the agent's Markdown prompts (prompts/<name>.md).

Prompts are `string.Template` texts (`$question`; write `$$` for a literal dollar sign) so Markdown's
braces need no escaping. Rendering fails loudly on a missing variable: a prompt silently missing its
question is a wrong answer that nobody notices. The trace records the prompt's name and the sha256 of
its file content, which names the exact prompt version an answer came from.
"""

import hashlib
import string
from functools import lru_cache
from pathlib import Path

from pydantic import BaseModel

from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings

DEFAULT_DIR = Path(__file__).resolve().parents[1] / "prompts"


class RenderedPrompt(BaseModel):
    name: str
    sha256: str  # of the template file's content
    text: str


def prompts_dir(settings: Settings | None = None) -> Path:
    configured = settings.prompts_dir if settings is not None else None
    return Path(configured) if configured else DEFAULT_DIR


@lru_cache(maxsize=64)
def _load(path: Path, mtime_ns: int) -> tuple[str, str]:
    # Keyed on mtime so an edited prompt is picked up without restarting a long batch.
    content = path.read_text(encoding="utf-8")
    return content, hashlib.sha256(content.encode("utf-8")).hexdigest()


def load_prompt(name: str, settings: Settings | None = None) -> tuple[str, str]:
    """(template text, sha256) of prompts/<name>.md."""
    path = prompts_dir(settings) / f"{name}.md"
    if not path.is_file():
        raise ConfigError(f"prompt file {path} not found")
    return _load(path, path.stat().st_mtime_ns)


def template_variables(template: str) -> set[str]:
    """Names a template refers to (`$name` or `${name}`)."""
    names = set()
    for match in string.Template.pattern.finditer(template):
        name = match.group("named") or match.group("braced")
        if name:
            names.add(name)
    return names


def render_prompt(name: str, settings: Settings | None = None, **variables: object) -> RenderedPrompt:
    """Render prompts/<name>.md; a variable the template uses but the caller did not give is a ConfigError."""
    template, sha256 = load_prompt(name, settings)
    missing = sorted(template_variables(template) - set(variables))
    if missing:
        raise ConfigError(f"prompt {name}.md: no value for variable(s) {', '.join('$' + m for m in missing)}")
    try:
        text = string.Template(template).substitute({key: str(value) for key, value in variables.items()})
    except ValueError as exc:  # a lone "$" followed by something that is not a name
        raise ConfigError(f"prompt {name}.md: invalid placeholder ({exc}); write $$ for a literal dollar sign") from None
    return RenderedPrompt(name=name, sha256=sha256, text=text)
