"""Sections judged as wholes: which section of the context a question is about.

An extractive answer is built around its best unit (a sentence, list item or row), but a unit that
shares a few words with the question can sit in a section about something else ("Save Import Template"
under "Using a Template" for a question about picking import columns). A person reading the manual looks
at headings first. So each unit also carries two section-level figures (agent/offline/extractive.py
weighs them in):
- the share of the question's words (IDF-weighted, as for units) that its section's title, path,
  headings and body hold together, relative to the best-covering section of the context;
- the embedder's cosine of the question with the section's heading, which names the section's topic in
  a few words and matches a question in the user's own words where no word is shared.
"""

from collections.abc import Callable
from typing import Any

import numpy as np

from tally.agent.offline.units import Unit
from tally.agent.offline.vocabulary import has_word

Embed = Callable[[list[str]], Any]


def section_shares(units: list[Unit], weights: dict[str, float]) -> list[float]:
    """Per unit, how much of the question its whole section covers (title, path, headings and body
    together, by the question words' weights), relative to the best-covering section; 0..1."""
    total = sum(weights.values())
    if not total or not units:
        return [0.0] * len(units)
    found: dict[tuple[int, str], set[str]] = {}
    for u in units:
        found.setdefault(u.section, set()).update(
            w for w in weights if has_word(w, u.stems) or has_word(w, u.heading) or has_word(w, u.place))
    share = {key: sum(weights[w] for w in words) / total for key, words in found.items()}
    top = max(share.values()) or 1.0
    return [share[u.section] / top for u in units]


def heading_similarities(question: str, units: list[Unit], embed: Embed | None) -> list[float]:
    """Per unit, the embedder's cosine (floored at 0) of the question with its section's shown heading;
    0 for a unit without one, or without an embedder."""
    labels = [label for label in dict.fromkeys(u.heading_text.strip() for u in units) if label]
    if embed is None or not labels:
        return [0.0] * len(units)
    vectors = np.asarray(embed([question, *labels]), dtype=np.float32)
    cosine = dict(zip(labels, (vectors[1:] @ vectors[0]).tolist(), strict=True))
    return [max(0.0, cosine.get(u.heading_text.strip(), 0.0)) for u in units]
