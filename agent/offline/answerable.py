"""Answerability: the documents answer a question only if they mention what it is about.

Similarity alone cannot tell "the manual explains this in other words" from "the manual explains
something next to this": a question about a feature the product lacks (a payroll, a quotation, a bank
feed) still lands on loosely related passages with a fair cosine. What it has that answerable questions
rarely have is a *salient* word that no document the caller can see mentions. A word is salient when it
is specific in general language, not just in this corpus: "payroll" or "depreciation" name a thing,
while "put", "came" or "instead" are how anybody phrases anything and a manual need not repeat them.

Specificity is the word's log-probability under the unigram language model of the embedder's
multilingual SentencePiece tokenizer (the USE model Tally ships): a general-language frequency
estimate that covers every language the embedder reads, with no word list. A question is refused when
it holds a salient word that neither the context nor any chunk visible to the caller contains (the
manual's own ways of saying it, vocabulary.ALTERNATIVES, count). The threshold is calibrated on the dev
splits only (tests/benchmarks/calibrate_answerable.py).
"""

import os
import re
from collections.abc import Callable, Iterable

from tally.agent.offline.sql_match import stem, words
from tally.agent.offline.units import Unit, text_stems
from tally.agent.offline.vocabulary import ALTERNATIVES, FILLER, GENERIC, has_word, question_words
from tally.agent.offline.word_rarity import lemma_logp
from tally.ingest.text import letter_script

# A word whose base form is at most this probable in general language (natural log, per word) names
# something specific. Calibrated on the dev splits frappe.jsonl, frappe-dev-answers/-refusals/-contrast/
# -sections.jsonl (tests/benchmarks/calibrate_answerable.py): -13.0 keeps the best net of refusals caught
# against answers lost (12/24 caught, 4 lost; -12.75 ties) since the base form is scored (2026-12-03),
# as it did when the word as written was (14/24 caught, 6 lost).
SALIENT_LOGP = -13.0
_ID_LIKE = re.compile(r"\d")
_ID_TOKEN = re.compile(r"\b[^\W_]+(?:[-_/.][^\W_]+)+\b")  # INV-2026-0042: an ID, not words ("inv")
_CONTRACTION = re.compile(r"['’]")  # "i'm", "i'd": pronoun and auxiliary, rare only as written
Mentions = Callable[[list[str]], set[str]]  # corpus terms (word prefixes) -> those some visible chunk holds


def term_prefix(word_stem: str, surface: str) -> str:
    """What a document's word must start with to be this word: the stem where it is a prefix of the
    word as written ("remind" for "reminder"), else their common start ("compan" for "compani")."""
    if surface.startswith(word_stem):
        return word_stem
    return os.path.commonprefix([word_stem, surface]) or surface


def content_words(question: str) -> dict[str, str]:
    """The question's content words, stem -> the word as written: not how-to verbs or filler, not IDs
    or their parts, not contractions."""
    wanted = question_words(question) - GENERIC - FILLER
    found: dict[str, str] = {}
    for surface in words(_ID_TOKEN.sub(lambda m: " " if _ID_LIKE.search(m.group()) else m.group(), question)):
        word_stem = stem(surface)
        if (word_stem in wanted and word_stem not in found and not _ID_LIKE.search(surface) and len(surface) >= 3
                and not _CONTRACTION.search(surface)):
            found[word_stem] = surface.lower()
    return found


def is_salient(word: str) -> bool:
    """Whether a word is rare in general language (False when the tokenizer model is missing)."""
    logp = lemma_logp(word)
    return logp is not None and logp <= SALIENT_LOGP


def salient_words(question: str) -> dict[str, str]:
    """The question's specific words: content words that are rare in general language."""
    return {s: w for s, w in content_words(question).items() if is_salient(w)}


def unmentioned(question: str, units: Iterable[Unit], mentions: Mentions | None) -> list[str]:
    """Salient words of the question that neither the context nor (through `mentions`) any document
    the caller can see contains, as written in the question. Without `mentions` only the context is
    known, which is not enough to say the documents never mention a word: nothing is reported."""
    units = list(units)
    stems = {s for u in units for s in (*u.stems, *u.heading, *u.place)}
    scripts = {letter_script(ch) for u in units for ch in u.text if ch.isalpha()}
    return _absent_everywhere(question, stems, scripts, mentions)


def unmentioned_in_texts(question: str, texts: Iterable[str], mentions: Mentions | None) -> list[str]:
    """`unmentioned` for evidence that is plain text (a record's lines) rather than context units."""
    stems = {s for text in texts for s in text_stems(text)}
    scripts = {letter_script(ch) for text in texts for ch in text if ch.isalpha()}
    return _absent_everywhere(question, stems, scripts, mentions)


def _absent_everywhere(question: str, stems: set[str], scripts: set[str], mentions: Mentions | None) -> list[str]:
    if mentions is None:
        return []
    # A word in a script no passage is written in (a Russian question over English pages) is for the
    # embedder to translate; its absence from the documents says nothing.
    # Cheap tests first: most questions have every content word in their evidence, and then the
    # tokenizer model is never loaded nor the catalog scanned.
    absent = {s: w for s, w in content_words(asking_sentence(question)).items()
              if letter_script(w[0]) in scripts and not has_word(s, stems)}
    absent = {s: w for s, w in absent.items() if is_salient(w)}
    if not absent:
        return []
    prefixes = {s: [term_prefix(s, w), *ALTERNATIVES.get(s, ())] for s, w in absent.items()}
    present = mentions(sorted({p for ps in prefixes.values() for p in ps}))
    return [absent[s] for s, ps in prefixes.items() if not present.intersection(ps)]


_STATEMENT_END = re.compile(r"(?<=[.!])\s+(?=\S)")
# A dash set between spaces also ends a statement ("The label printer jammed - how do I print it again?"),
# unless the part before it asks too ("Why is the van late - is the road shut?").
_DASH = re.compile(r"\s+[-–—]\s+(?=\S)")
_OPENS_QUESTION = re.compile(r"^(?:what|which|who|whose|why|when|where|how|is|are|can|could|do|does|did|"
                             r"should|will|would)\b", re.IGNORECASE)


def asking_sentence(question: str) -> str:
    """The sentence that asks, when statements set the scene before it ("The label printer jammed on a
    pallet of yoghurts. Can I print the batch again?"): the scene names the user's case, which a manual has
    no reason to name; what is asked must be in the documents. The whole text when it is one sentence."""
    parts = _STATEMENT_END.split(question.strip())
    if "?" not in parts[-1] or any("?" in part for part in parts[:-1]):
        return question
    clauses = _DASH.split(parts[-1])
    if len(clauses) > 1 and not any("?" in c or _OPENS_QUESTION.match(c) for c in clauses[:-1]):
        return clauses[-1]
    return parts[-1] if len(parts) > 1 else question


