"""USE's tokenizer tables read from memory-mapped files, so a fresh process can tokenise a question
without first building them.

The pure-Python tokenizer holds a 250,952-entry prefix dict (every piece and every prefix of one) and its
128,000 pieces. Unpickling those was 150-230 ms of CPU in every new `tally ask` — most of a cold
question's route stage on a slow machine (`tests/benchmarks/bench_cold_ask.py`). Here the prefix dict's
keys are one sorted, NUL-separated UTF-8 blob searched by bisection (~14 us a lookup; a question needs a
few hundred), and a process that tokenises more (serve, batch, an ingest) swaps the real dict in after
`_SWAP_AFTER` lookups, so long runs keep the dict's speed. Lookups answer exactly as the dict
does (`tests/test_use_tables.py`).
"""

import mmap
import threading
from array import array
from bisect import bisect_left
from collections.abc import Sequence
from pathlib import Path
from typing import Any

KEYS, OFFSETS, VALUES, PIECES = "prefix-keys.bin", "prefix-offsets.bin", "prefix-values.bin", "pieces.bin"
# Lookups before the dict is built (~270 ms of CPU on a slow machine, once): a question makes ~200-450
# (14 us each here against 0.1 us in the dict), so a one-question `tally ask` never pays for the dict and
# a serving or ingesting process has it after about ten questions or two chunks.
_SWAP_AFTER = 2_000


def write_tables(folder: Path, prefixes: dict[str, int], pieces: list[str], tag: str) -> None:
    """The four files, each written under a temporary name and renamed (a reader never sees half a file)."""
    keys = sorted(key.encode("utf-8") for key in prefixes)
    if any(b"\0" in key for key in keys) or any("\0" in piece for piece in pieces):
        raise ValueError("a tokenizer piece contains NUL, the tables' separator")
    offsets, position = [], 0
    for key in keys:
        offsets.append(position)
        position += len(key) + 1
    offsets.append(position)
    contents = {
        KEYS: b"\0".join(keys) + b"\0",
        OFFSETS: array("q", offsets).tobytes(),
        VALUES: array("i", [prefixes[key.decode("utf-8")] for key in keys]).tobytes(),
        PIECES: "\0".join(pieces).encode("utf-8"),
    }
    for name, data in contents.items():
        partial = folder / (name + tag)
        partial.write_bytes(data)
        partial.replace(folder / name)


def _mapped(path: Path) -> mmap.mmap:
    with path.open("rb") as handle:
        return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)


class _SortedKeys(Sequence):
    """The blob's keys as a sorted sequence of bytes, for bisect."""

    def __init__(self, blob: mmap.mmap, offsets: memoryview) -> None:
        self._blob, self._offsets = blob, offsets

    def __len__(self) -> int:
        return len(self._offsets) - 1

    def __getitem__(self, i):  # noqa: ANN001, ANN204 - bisect passes ints only
        return self._blob[self._offsets[i]:self._offsets[i + 1] - 1]


class PrefixTable:
    """The tokenizer's prefix dict as `get` sees it, answered from the mapped files; after `_SWAP_AFTER`
    lookups it builds the dict once and installs it on `owner` (the tokenizer reads `_prefixes` anew on
    every encode, so later encodes use the dict directly)."""

    def __init__(self, folder: Path, owner: Any) -> None:
        self._keys_blob = _mapped(folder / KEYS)
        self._offsets = memoryview(_mapped(folder / OFFSETS)).cast("q")
        self._values = memoryview(_mapped(folder / VALUES)).cast("i")
        self._keys = _SortedKeys(self._keys_blob, self._offsets)
        self._count = len(self._keys)
        if len(self._values) != self._count:
            raise ValueError(f"{folder / VALUES}: {len(self._values)} values for {self._count} keys")
        self._owner = owner
        self._lookups = 0
        self._swapped = False
        self._swap_lock = threading.Lock()

    def __len__(self) -> int:
        return self._count

    def get(self, key: str, default: Any = None) -> Any:
        self._lookups += 1
        # >=, not ==: threads may lose an increment; encodes already holding this table's `get` finish here
        if self._lookups >= _SWAP_AFTER and not self._swapped:
            self._swap_in_dict()
        wanted = key.encode("utf-8")
        i = bisect_left(self._keys, wanted)
        if i < self._count and self._keys[i] == wanted:
            return self._values[i]
        return default

    def as_dict(self) -> dict[str, int]:
        keys = self._keys_blob[:].decode("utf-8").split("\0")[:-1]
        return dict(zip(keys, self._values.tolist(), strict=True))

    def _swap_in_dict(self) -> None:
        with self._swap_lock:
            if not self._swapped:
                if self._owner._prefixes is self:
                    self._owner._prefixes = self.as_dict()
                self._swapped = True


class Pieces(Sequence):
    """The tokenizer's piece strings (read only to turn ids back into text), loaded on first use."""

    def __init__(self, path: Path, count: int) -> None:
        self._path, self._count = path, count
        self._pieces: list[str] | None = None
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, i):  # noqa: ANN001, ANN204 - as a list's
        if self._pieces is None:
            with self._lock:
                if self._pieces is None:
                    loaded = self._path.read_bytes().decode("utf-8").split("\0")
                    if len(loaded) != self._count:
                        raise ValueError(f"{self._path}: {len(loaded)} pieces, expected {self._count}")
                    self._pieces = loaded
        return self._pieces[i]
