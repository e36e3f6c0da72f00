"""Who is calling: an API key (Authorization: Bearer, or X-API-Key) maps the caller to access groups.

No key: the `public` group only, or 401 when TALLY_REQUIRE_KEY=1. A caller may narrow its groups
per request with `X-Tally-Groups: g1,g2` but never widen them (403). The server's local token
(written to the home's server.json, readable only by its owner) is the CLI on the same machine: it may
name any groups, as `tally ask --groups` always could when it opened the stores itself.
"""

import hmac
from dataclasses import dataclass

from fastapi import HTTPException, Request

from tally.agent.keys import KeyStore
from tally.ingest.settings import Settings

PUBLIC = ("public",)


@dataclass(frozen=True)
class Caller:
    name: str | None  # key name, "local" for the CLI's token, None for an anonymous caller
    groups: tuple[str, ...]
    admin: bool = False  # may ingest server-side paths and see failures and store locations

    def may_see(self, groups: list[str] | tuple[str, ...]) -> bool:
        """A run or job made with `groups` is shown only to callers who could read everything it read."""
        return set(groups) <= set(self.groups)


def _requested_groups(request: Request) -> list[str] | None:
    header = request.headers.get("x-tally-groups")
    if header is None:
        return None
    names = [g.strip() for g in header.split(",") if g.strip()]
    if not names:
        raise HTTPException(400, "X-Tally-Groups: give at least one group name, e.g. public,finance")
    return names


def _presented_key(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip() or None
    return request.headers.get("x-api-key") or None


class Auth:
    def __init__(self, settings: Settings, local_token: str) -> None:
        self.settings = settings
        self.keys = KeyStore(settings.keys_path)
        self.local_token = local_token

    def caller(self, request: Request) -> Caller:
        key = _presented_key(request)
        requested = _requested_groups(request)
        if key is None:
            if self.settings.require_key:
                raise HTTPException(401, "an API key is required (Authorization: Bearer <key>; see `tally keys add`)",
                                    headers={"WWW-Authenticate": "Bearer"})
            return Caller(None, _narrowed(PUBLIC, requested, "an anonymous caller"))
        if hmac.compare_digest(key, self.local_token):
            return Caller("local", tuple(requested or self.settings.default_groups), admin=True)
        record = self.keys.find(key)
        if record is None:
            raise HTTPException(401, "unknown API key", headers={"WWW-Authenticate": "Bearer"})
        return Caller(record.name, _narrowed(tuple(record.groups), requested, f"key {record.name!r}"), record.admin)


def _narrowed(allowed: tuple[str, ...], requested: list[str] | None, who: str) -> tuple[str, ...]:
    if requested is None:
        return allowed
    extra = sorted(set(requested) - set(allowed))
    if extra:
        raise HTTPException(403, f"{who} may not use group(s) {', '.join(extra)}; allowed: {', '.join(allowed)}")
    return tuple(requested)


def require_admin(caller: Caller) -> None:
    if caller.name is None:
        raise HTTPException(401, "ingesting needs an admin API key (`tally keys add NAME --groups ... --admin`)",
                            headers={"WWW-Authenticate": "Bearer"})
    if not caller.admin:
        raise HTTPException(403, f"key {caller.name!r} is not an admin key; ingesting needs one")
