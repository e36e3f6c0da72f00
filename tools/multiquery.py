"""Multi-query: 1-3 rewrites of a messy question from the LLM, each retrieved, fused by RRF.

Off by default (settings.multi_query) and only possible when an LLM is configured; the eval measures
it before anyone turns it on. A failed rewrite request leaves search on the original question and
marks the result degraded.
"""

import json
import re
from dataclasses import replace
from pathlib import Path

from tally.ingest.errors import LLMError
from tally.ingest.settings import Settings
from tally.tools.rerank import render_prompt
from tally.tools.retrieve import Retrieval, Retrieved

_PROMPT = Path(__file__).resolve().parents[1] / "prompts" / "rewrite_query.md"
MAX_REWRITES = 3


def rewrite_queries(settings: Settings, question: str) -> list[str]:
    """Up to MAX_REWRITES search queries for `question` (never including the question itself)."""
    from openai import OpenAI, OpenAIError

    client = OpenAI(
        base_url=settings.base_url, api_key=settings.api_key or "unused",
        timeout=settings.llm_timeout_s, max_retries=1,
    )
    prompt = render_prompt(_PROMPT.read_text(encoding="utf-8"), question=question, count=str(MAX_REWRITES))
    try:
        reply = client.chat.completions.create(
            model=settings.model, temperature=0, messages=[{"role": "user", "content": prompt}]
        )
    except OpenAIError as exc:
        raise LLMError(f"query rewrite request failed: {type(exc).__name__}: {exc}") from exc
    content = reply.choices[0].message.content or ""
    match = re.search(r"\[.*\]", content, re.S)
    try:
        queries = json.loads(match.group(0)) if match else None
    except json.JSONDecodeError:
        queries = None
    if not isinstance(queries, list):
        raise LLMError("query rewrite reply is not a JSON list of strings")
    cleaned = [q.strip() for q in queries if isinstance(q, str) and q.strip() and q.strip() != question.strip()]
    return list(dict.fromkeys(cleaned))[:MAX_REWRITES]


def fuse_rrf(retrievals: list[Retrieval], k: int) -> Retrieval:
    """Reciprocal-rank fusion of several candidate lists (the original question's list comes first)."""
    scores: dict[str, float] = {}
    first_seen: dict[str, Retrieved] = {}
    for retrieval in retrievals:
        for rank, hit in enumerate(retrieval.hits):
            scores[hit.id] = scores.get(hit.id, 0.0) + 1.0 / (k + rank + 1)
            known = first_seen.setdefault(hit.id, hit)
            if known.dense is None and hit.dense is not None:
                first_seen[hit.id] = replace(known, dense=hit.dense)
    ordered = sorted(scores, key=lambda i: -scores[i])
    hits = [replace(first_seen[i], score=scores[i]) for i in ordered]
    # The floor judges the user's question, not a rewrite the model may have made more on-topic.
    return Retrieval(mode=retrievals[0].mode, hits=hits, best_dense=retrievals[0].best_dense)
