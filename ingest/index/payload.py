"""A chunk's search-time fields as a point payload, so search reads its candidates from the index.

The catalog (DuckDB) stays the record of every chunk; the payload is a copy of what a search result
needs, written with the point. Why: DuckDB answers "these 30 chunks by id" with a scan of the chunk
table (its ART index is not used for a list of ids): ~1.4 ms CPU per read on the sample store,
~3 ms at 10k chunks, ~4-7 ms at 100k, two to four reads per search. The index fetches points by id
in ~0.3 ms (0.8-2 ms at 100k, where the first touch of a page costs). The payload is stored on disk
(mmap), so it costs disk, not memory. Points written before this had no copy: `chunk_from_payload`
returns None and search reads those from the catalog.
"""

from typing import Any

from tally.ingest.models import Chunk

# Payload keys the index itself sets and filters on (meta.PAYLOAD_FIELDS) are not repeated here.
_VERSION = 1


def chunk_payload(chunk: Chunk) -> dict[str, Any]:
    """The fields of `chunk` search reads (all but content_hash, which only ingest compares)."""
    payload: dict[str, Any] = {"v": _VERSION, "position": chunk.position, "text": chunk.text}
    # empty and None fields are left out: most rows and sections have no parts, keys or crumbs
    if chunk.breadcrumbs:
        payload["breadcrumbs"] = list(chunk.breadcrumbs)
    location = chunk.location.model_dump(exclude_none=True)
    if location:
        payload["location"] = location
    if chunk.keys:
        payload["keys"] = [[k.name, k.value, k.norm] for k in chunk.keys]
    if chunk.sibling_ids:
        payload["sibling_ids"] = list(chunk.sibling_ids)
    if chunk.part:
        payload["part"] = list(chunk.part)
    if chunk.prev_id:
        payload["prev_id"] = chunk.prev_id
    if chunk.next_id:
        payload["next_id"] = chunk.next_id
    return payload


def chunk_from_payload(point_id: str, payload: dict[str, Any] | None) -> Chunk | None:
    """The chunk a payload was written from; None when the point carries no copy (an older store)."""
    if not payload or payload.get("v") != _VERSION:
        return None
    # model_validate runs in pydantic-core: twice as fast as model_construct with the nested models
    return Chunk.model_validate({
        "id": point_id, "doc_id": payload["doc_id"], "position": payload["position"], "kind": payload["kind"],
        "text": payload["text"], "breadcrumbs": payload.get("breadcrumbs", []), "location": payload.get("location", {}),
        "keys": [{"name": n, "value": v, "norm": m} for n, v, m in payload.get("keys", [])],
        "sibling_ids": payload.get("sibling_ids", []), "part": payload.get("part"),
        "prev_id": payload.get("prev_id"), "next_id": payload.get("next_id"), "groups": payload.get("groups", []),
    })
