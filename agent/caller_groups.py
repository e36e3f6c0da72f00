"""The caller's access groups on the command line (`--groups`), the same for every reading command.

`--groups` replaces the default groups, it does not add to them: `--groups hr` sees hr documents only,
`--groups public,hr` sees both. Without `--groups` a caller has TALLY_DEFAULT_GROUPS (`public`).
Replacing keeps one rule for every reader (ask, batch, status, traces, the server's keys), and a
caller can always name exactly what it sees.
"""

import typer

from tally.ingest.errors import TallyError
from tally.ingest.settings import Settings
from tally.ingest.walk import parse_groups

GROUPS_HELP = (
    "Your access groups, e.g. public,hr. They replace the default groups (public), not add to them:"
    " --groups hr sees hr documents only; --groups public,hr sees both."
)


def caller_groups(value: str | None, settings: Settings) -> list[str]:
    """The groups named by `--groups`, or the default groups when it is not given."""
    if value is None:
        return list(settings.default_groups)
    try:
        return parse_groups(value, "--groups")
    except TallyError as exc:
        raise typer.BadParameter(str(exc)) from exc
