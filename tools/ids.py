"""ID-like tokens (EMP-0007, INV-2026-0042, SO-10123, SKUs) as tools compare them.

The detector is ingest/keys.py `find_ids`, the same one that fills the key index at ingest, so an ID
the tools look for is found by the same rule that indexed it. Questions are typed in any case, so
matching here ignores case and reports tokens upper-cased.
"""

from tally.ingest.keys import find_ids
from tally.ingest.models import normalise_key


def id_tokens(text: str) -> set[str]:
    """ID-like tokens in `text`, upper-cased, e.g. {"INV-2026-0042", "EMP-0007"}."""
    return {token.upper() for token in find_ids(text, ignore_case=True)}


def id_norms(text: str) -> set[str]:
    """Normalised forms (normalise_key) of the ID-like tokens in `text`."""
    return {normalise_key(token) for token in id_tokens(text)}
