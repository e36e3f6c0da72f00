"""A bounded memo of a pure function of a text, for what search derives from the same chunk texts
again and again (tokens, ID sets, token counts).

Search reads the same chunks over and over (a warm store answers from a few thousand popular ones),
and every stage after retrieval used to re-tokenise each candidate: ~40 % of the tool's own CPU on the
sample store. The key is the text itself, not a chunk id, so a memo can never serve a stale value
after a re-ingest changes a chunk. Bounded like the sparse encoder's caches: a full memo is cleared
and refilled by the searches that need it.
"""

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from tally.ingest.tokens import count_tokens
from tally.tools.ids import id_norms, id_tokens

T = TypeVar("T")

DEFAULT_ENTRIES = 50_000  # distinct texts; chunk-sized values make this a few tens of MB at most


class TextMemo(Generic[T]):
    """`memo(text)` == `fn(text)`, computed once per distinct text while it stays in the memo.
    Values must be immutable (frozenset, tuple, int): every caller shares them."""

    def __init__(self, fn: Callable[[str], T], entries: int = DEFAULT_ENTRIES) -> None:
        self._fn = fn
        self._entries = entries
        self._values: dict[str, T] = {}
        self._lock = threading.Lock()  # only around clearing; a get or a set is atomic on its own

    def __call__(self, text: str) -> T:
        value = self._values.get(text)
        if value is None:
            value = self._fn(text)
            if len(self._values) >= self._entries:
                with self._lock:
                    self._values.clear()
            self._values[text] = value
        return value


def _ids(text: str) -> frozenset[str]:
    return frozenset(id_tokens(text))


def _norms(text: str) -> frozenset[str]:
    return frozenset(id_norms(text))


# Shared by every stage (floor, reranker, expansion, ID survival, compression): one detection per text.
id_tokens_of: TextMemo[frozenset[str]] = TextMemo(_ids)
id_norms_of: TextMemo[frozenset[str]] = TextMemo(_norms)
token_count_of: TextMemo[int] = TextMemo(count_tokens)
