"""API keys of `tally serve`: a JSON file under TALLY_HOME mapping each named key to access groups.

Only a SHA-256 of each key is stored; the key itself is printed once by `tally keys add`. A key carries
the groups its caller may read, and `admin` for ingesting server-side paths. Keys are long random
tokens, so a plain hash (no salt, no stretching) is enough: there is nothing to guess from it.
"""

import hashlib
import hmac
import json
import os
import secrets
import threading
from datetime import datetime, timezone
from pathlib import Path

from pydantic import BaseModel, Field

from tally.ingest.errors import ConfigError

KEY_PREFIX = "tk_"
_LOCK = threading.Lock()


class KeyRecord(BaseModel):
    name: str
    sha256: str
    groups: list[str]
    admin: bool = False
    created_at: datetime = Field(default_factory=lambda: datetime.now(timezone.utc))


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


class KeyStore:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def records(self) -> list[KeyRecord]:
        if not self.path.is_file():
            return []
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            return [KeyRecord.model_validate(item) for item in raw.get("keys", [])]
        except (json.JSONDecodeError, ValueError, AttributeError) as exc:
            raise ConfigError(f"{self.path}: not a valid keys file ({' '.join(str(exc).split())[:200]})") from None

    def add(self, name: str, groups: list[str], admin: bool = False) -> str:
        """Create a key; returns the key itself (shown once, never stored)."""
        if not name.strip():
            raise ConfigError("key name: empty; give a name such as `support-desk`")
        if not groups:
            raise ConfigError("--groups: a key needs at least one group, e.g. --groups public,finance")
        with _LOCK:
            records = self.records()
            if any(r.name == name for r in records):
                raise ConfigError(f"key {name!r} exists already; remove it first (`tally keys remove {name}`)")
            key = KEY_PREFIX + secrets.token_urlsafe(24)
            records.append(KeyRecord(name=name, sha256=key_hash(key), groups=groups, admin=admin))
            self._write(records)
        return key

    def remove(self, name: str) -> None:
        with _LOCK:
            records = self.records()
            kept = [r for r in records if r.name != name]
            if len(kept) == len(records):
                raise ConfigError(f"no key named {name!r} in {self.path}")
            self._write(kept)

    def find(self, key: str) -> KeyRecord | None:
        digest = key_hash(key)
        for record in self.records():
            if hmac.compare_digest(record.sha256, digest):
                return record
        return None

    def _write(self, records: list[KeyRecord]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        partial = self.path.with_suffix(".json.tmp")
        payload = {"keys": [r.model_dump(mode="json") for r in records]}
        partial.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
        os.chmod(partial, 0o600)
        partial.replace(self.path)
