"""Extractive answers: the best passage of the numbered context, each unit copied with its [n].

Nothing is written that the context does not say: every unit is a sentence, list item or table row
copied from an item (Markdown markers, links and table pipes trimmed; see agent/offline/units.py).

The answer is built around the single best unit, the way a person quotes a manual:
- its passage: the neighbouring sentences of the same section that stay on topic or continue it ("This
  is a Liability ..."), and the list or table a line introduces ("... the following fields:");
- for a screen question, the menu path of that section or page when the passage does not name one, so
  the answer says where to go as well as which field or button;
- further passages only when they score close to it (a screen answer stays on its page unless another
  page matches nearly as well), up to a few units.
Units are scored by the question words they hold, rarer words weighing more; a word in the heading
above a unit counts too (at a discount), since a section's body rarely repeats its heading. When the
context misses most of what the question is about, there is no answer ('').
"""

import math
import re
from collections.abc import Callable
from typing import Any

import numpy as np

from tally.agent.offline.answerable import Mentions, asking_sentence, content_words, unmentioned
from tally.agent.offline.extractive_checks import names_only
from tally.agent.offline.judged import MIN_PASSAGE_MEANING, Judge, answer_far_from_question, close_in_meaning
from tally.agent.offline.meaning_lead import lead_of_closest
from tally.agent.offline.word_rarity import word_logp
from tally.agent.offline.passages import lead, with_lists, with_next_steps, with_path
from tally.agent.offline.sections import heading_similarities, section_shares
from tally.agent.offline.units import Unit, context_units, text_stems
from tally.agent.offline.vocabulary import GENERIC, has_word, question_words

MIN_COVERAGE = 0.3  # share (by weight) of the question's words the context must contain at all
# Calibrated on the dev splits (data/golden/*-dev-answers.jsonl, frappe.jsonl, sample.jsonl) with
# tests/benchmarks/calibrate_answerable.py: near-domain questions the documents do not cover had a best
# sentence cosine of 0.23-0.29 while missing a question word; answerable ones 0.31 and up.
MIN_MEANING = 0.30
# A question word the context lacks counts against its coverage only when it is less common in general
# language than this (unigram log-probability, word_rarity.word_logp): "out", "own", "like", "old" are
# how anyone phrases anything, and a manual that answers need not repeat them. Set on the Frappe dev
# splits (full runs, tests/benchmarks/eval_frappe.py): -10.0 answered one more and refused as many;
# -10.5 also lost a refusal. calibrate_answerable.py prints coverage with and without such words.
EVERYDAY_LOGP = -10.0
OTHER_LANGUAGE_MIN = 0.26  # best sentence cosine a question in another language needs (dev: 0.23 refuse, 0.29+ answer)
SIM_WEIGHT = 0.5  # a sentence's meaning similarity, against its word score relative to the best one
# A unit can be judged with its section too (agent/offline/sections.py): these weigh the section's share of
# the question's words and the question's cosine with the section heading. Off: on the dev splits
# (frappe.jsonl, frappe-dev-answers, -refusals, -sections; 116 questions; full agent runs on one tree,
# tests/benchmarks/eval_frappe.py) 0.25/1.0 answered 2 more than 0/0; the word share alone none more at
# 0.25 and 1-2 fewer at 0.5/1.0; and the
# heading cosine's failure kind showed on dev too (a generic "Creating ..." heading wins an "add a new
# ..." question whatever it creates) and frappe-test lost 4 with it (see /work/notes/howto2-note.md).
SECTION_WEIGHT = 0.0
HEADING_SIM_WEIGHT = 0.0
_MAX_EMBEDDED = 64  # sentences embedded per question (the candidates; more only cost time)
Embed = Callable[[list[str]], Any]
_HEADING_WEIGHT = 0.7
_ECHO = 0.3  # the share of its score a unit keeps when every word of it is a question word
_LABEL = 1.5  # a word in a line's label ("Email: ...", a field table's field) counts this much
_WINDOW = 3  # units in one passage around its best unit (lists it introduces come on top)
_NEIGHBOUR = 0.4  # a neighbour sentence stays in the passage when it scores this share of its best unit
_FELLOW_ROW = 0.7  # a neighbouring table row or list item must score this share to stay
_ADDED = 0.35  # worth of question weight a window's other units add to its best one
_OTHER_PASSAGE = 0.6  # a further passage must score this share of the best one ...
_OTHER_PAGE = 0.8  # ... or this share, for a screen answer, when it comes from another page
_LIMITS = {"screen": 4, "concept": 4, "lookup": 3, "aggregate": 3}  # units of the chosen windows
# A question that asks for a figure (a digit in it, "how much", "what ... cost").
_FIGURE_QUESTION = re.compile(r"\d|\bhow (much|many)\b|\bwhat\b.*\b(costs?|price|rate|amount|total|value|"
                              r"limit|fee|charged?)\b", re.I)
_HOW_TO = re.compile(r"\bhow (do|can|should|would|could) (i|we|you)\b|\band how\b|\bhow to\b", re.I)
_WHERE_OR_HOW_TO = re.compile(r"(where|how) (do|can|should) (i|we)\b", re.I)
_WHY_UNDER_HOW = 0.5  # what a unit under a "Why ..." heading keeps of its score, asked where or how to do something
# "... on the Purchase Order screen": words that say where to look, not what to look for. They pick the
# page (its title or section path), and a line elsewhere that merely repeats them is not the answer.
_LOCATOR = re.compile(r"\b(?:on|in|from|at|of)\s+(?:the|my|a|an)\s+((?:[\w-]+\s+){1,4}?)"
                      r"(?:screen|form|page|window|dialog|tab|list|view)\b", re.I)
# "Sales Invoices are bills that ...", "It is a transactional entry ...": a sentence that says what a
# thing is (a copula within its first words, then an article or a plural noun) defines it. Asked how to
# do something, a definition shares the thing's words but not the answer.
_DEFINITION = re.compile(r"^(?:[\w’'-]+\s+){1,5}?(?:is|are)\s+(?:a|an|the|one|[a-z]+s)\b(?!\s*[:=])", re.I)
_DEFINITION_SHARE = 0.5  # what a definition keeps of its score under a how-to question
# A sentence opening with one of these continues the one before it.
_CONTINUES = re.compile(r"^(this|that|these|those|it|they|so|then|therefore|thus|hence|otherwise|"
                        r"because|once|after that|as a result)\b", re.IGNORECASE)


def extractive_answer(question: str, intent: str, context_items: list[Any], embed: Embed | None = None,
                      mentions: Mentions | None = None, judge: Judge | None = None) -> str:
    """The best passage(s) of the context for the question, each unit followed by its item's [n]; ''
    when the context does not answer it. With `embed` (the run's embedder) units are ranked by meaning
    as well as by the question's words, and a context that shares some words but nothing close in
    meaning does not answer. With `mentions` (which words the caller's documents hold), a question
    naming something specific that no document mentions is not answered (answerable.py). With `judge`
    it, not the embedder's sentence cosine, says whether a passage is close enough in meaning, and then
    whether a line picked for the answer is (agent/offline/judged.py)."""
    if unmentioned(question, context_units(context_items), mentions):
        return ""
    scored = score_units(question, intent, context_items, embed, judge)
    if scored is None:
        return ""
    units, scores, weights = scored
    passages = _select(question, units, scores, weights, intent)
    shown = [units[i] for passage in passages for i in passage]
    if shown and all(u.data and u.label for u in shown) and not any(has_word(w, u.label) for u in shown
                                                                    for w in weights):
        # Rows found by their values only ("the Kestwick clinic": rows of its visits) whose fields name
        # nothing the question asks ("the net result") do not answer it.
        return ""
    if names_only(question, shown, weights):
        return ""  # "What pay rise was Ann Lee offered?" is not answered by "Compiled by Ann Lee."
    lines = [_titled(u, weights) if intent == "screen" else _sentence(u.text) for u in shown]
    # Prose only: a record's "Field: value" lines are no sentences to weigh, and other checks hold them.
    prose = not any(u.data for u in shown)
    asked = _asked_coverage(units, weights, question, _coverage(units, weights, question)) if weights else 1.0
    if judge and prose and asked < 1.0 and answer_far_from_question(question, lines, judge, asked):
        return ""  # the passages were on the subject, but no line picked from them says what is asked
    return " ".join(f"{line} [{u.n}]" for line, u in zip(lines, shown, strict=True))


def score_units(question: str, intent: str, context_items: list[Any], embed: Embed | None = None,
                judge: Judge | None = None) -> tuple[list[Unit], list[float], dict[str, float]] | None:
    """The context's units, their scores and the question words' weights; None when the context does
    not cover enough of the question to answer it. A how-to question asked in another script is answered
    (or not) as any other, but from the passage closest in meaning (meaning_lead.py)."""
    units = context_units(context_items)
    scored = _scored_units(question, intent, units, context_items, embed, judge)
    lead = lead_of_closest(question, units, context_items, judge) if intent in ("screen", "concept") else None
    if lead is None or (scored is None and lead[1] < MIN_PASSAGE_MEANING):
        return scored
    return units, lead[0], {}


def _scored_units(question: str, intent: str, units: list[Unit], context_items: list[Any], embed: Embed | None,
                  judge: Judge | None) -> tuple[list[Unit], list[float], dict[str, float]] | None:
    wanted = question_words(question)
    if not units:
        return None
    if not wanted:
        # No word of the question is written like the documents' words (another language or script):
        # only meaning can rank the units, and it must be clearly close.
        sims = similarities(question, [u.text for u in units], embed)
        if sims is None or max(sims) < OTHER_LANGUAGE_MIN:
            return None
        return units, [max(0.0, s) for s in sims], {}
    weights = _weights(units, wanted)
    coverage = _coverage(units, weights, question)
    if coverage < MIN_COVERAGE:
        return None  # the context is about something else (a product feature the manual never mentions)
    asks_figure = bool(_FIGURE_QUESTION.search(question))
    where = {w for m in _LOCATOR.finditer(question) for w in text_stems(m.group(1))} & set(weights)
    if where == set(weights):
        where = set()  # the question is only about the place itself
    how_to = bool(_HOW_TO.search(question))
    scores = [_score(u, weights, intent, asks_figure, where, how_to) for u in units]
    if intent == "concept":
        scores = _asks_like_heading(question, units, scores, weights)
    if _WHERE_OR_HOW_TO.match(question.strip()):
        # "Where is a vendor created?" is not answered under "Why a vendor is put on hold"
        scores = [s * _WHY_UNDER_HOW if u.heading_text.lower().startswith("why") else s
                  for s, u in zip(scores, units, strict=True)]
    candidates = [i for i, score in enumerate(scores) if score > 0]
    sims = similarities(question, [units[i].text for i in candidates], embed) if candidates else None
    if sims is None:
        return units, scores, weights
    if _asked_coverage(units, weights, question, coverage) < 1.0 and not close_in_meaning(
            question, context_items, max(sims) >= MIN_MEANING, judge):
        return None  # a word of the question is missing and nothing is close in meaning either
    best = max(scores)
    section = section_shares(units, weights) if SECTION_WEIGHT else [0.0] * len(units)
    heading = heading_similarities(question, units, embed) if HEADING_SIM_WEIGHT else [0.0] * len(units)
    blended = [0.0] * len(units)
    for i, sim in zip(candidates, sims, strict=True):
        blended[i] = best * (scores[i] / best + SIM_WEIGHT * max(0.0, sim) + SECTION_WEIGHT * section[i]
                             + HEADING_SIM_WEIGHT * heading[i])
    return units, blended, weights


def similarities(question: str, texts: list[str], embed: Embed | None) -> list[float] | None:
    """Cosine of each text with the question under the run's embedder (unit rows); None without one."""
    if embed is None or not texts:
        return None
    vectors = np.asarray(embed([question, *texts[:_MAX_EMBEDDED]]), dtype=np.float32)
    sims = (vectors[1:] @ vectors[0]).tolist()
    return sims + [0.0] * (len(texts) - len(sims))


def covering_answer(words: set[str], context_items: list[Any], most: int = 2) -> str:
    """The units that say what a lookup's rows left out (`words`: stems of the fields still asked
    for), best first, one more only for a word the ones before do not cover."""
    units = context_units(context_items)
    if not units or not words:
        return ""
    weights = _weights(units, words)
    scores = [_score(u, weights, "lookup", True) for u in units]
    chosen: list[Unit] = []
    covered: set[str] = set()
    for i in sorted(range(len(units)), key=lambda i: (-scores[i], i)):
        gains = {w for w in words - covered if _covers(w, units[i])}
        if scores[i] <= 0 or len(chosen) == most:
            break
        if gains and all(units[i].text != u.text for u in chosen):
            chosen.append(units[i])
            covered |= gains
    return " ".join(f"{_sentence(u.text)} [{u.n}]" for u in chosen)


def _select(question: str, units: list[Unit], scores: list[float], weights: dict[str, float],
            intent: str) -> list[list[int]]:
    """Passages (lists of unit indices), best first: the best window of a section, then others that
    score close to it."""
    # Whether a unit holds a question word itself, not only through its heading (or its record).
    own = [any(has_word(w, u.stems) or has_word(w, u.label) for w in weights) for u in units]
    windows = {i: _window(units, scores, i, own) for i in range(len(units)) if scores[i] > 0}
    # A window is built around its best unit; one around a weaker unit only borrows a stronger neighbour.
    windows = {i: w for i, w in windows.items() if scores[i] >= max(scores[j] for j in w)}
    if not windows:
        return []
    value = {i: _value(w, units, scores, weights) for i, w in windows.items()}
    order = sorted(windows, key=lambda i: (-value[i], i))
    best = max(scores)
    passages: list[list[int]] = []
    taken: set[int] = set()
    counted = 0  # units of the chosen windows; the steps, paths and lists shown with them come on top
    limit = _LIMITS.get(intent, 3)
    for i in order:
        if counted >= limit:
            break
        window = [j for j in windows[i] if j not in taken]
        if not window or any(units[i].text == units[j].text for j in taken):
            continue
        if passages and max(scores[j] for j in window) < best * _further(units[i], units[passages[0][0]], intent):
            continue  # not close enough to the best passage to be part of the answer
        counted += sum(not units[j].text.endswith(":") for j in window)  # an introducing line is no answer
        if _HOW_TO.search(question):
            window = [j for j in lead(units, window) if j not in taken]
        passage = [j for j in with_lists(units, window) if j not in taken]
        if not passages and _HOW_TO.search(question):
            passage = with_next_steps(units, passage, taken)
        if not passages and (intent == "screen" or _HOW_TO.search(question)):
            # Where to go is part of how to do it, whichever way the question was routed.
            passage = with_path(units, passage, taken)
            if _HOW_TO.search(question):  # the path found is a procedure's first step: the rest follows it
                passage = with_next_steps(units, passage, taken)
        passages.append(passage)
        taken.update(passage)
    return passages


def _further(unit: Unit, first: Unit, intent: str) -> float:
    """The share of the best score a further passage needs. A screen answer stays on the page of its
    best passage unless another page matches nearly as well."""
    return _OTHER_PAGE if intent == "screen" and unit.doc_rank != first.doc_rank else _OTHER_PASSAGE


def _value(window: list[int], units: list[Unit], scores: list[float], weights: dict[str, float]) -> float:
    """A window is worth its best unit plus what its other units add to it: question words the best one
    lacks (an explanation's next sentence). Sentences that only repeat it add nothing, so three
    middling sentences never outweigh the one that answers."""
    top = max(window, key=lambda j: scores[j])
    prose = [j for j in window if not units[j].listed]  # rows are records of their own, not a sequel
    added = sum(weight for word, weight in weights.items()
                if not _covers(word, units[top]) and any(_covers(word, units[j]) for j in prose))
    return scores[top] + _ADDED * added


def _window(units: list[Unit], scores: list[float], i: int, own: list[bool]) -> list[int]:
    """Unit i with the neighbours of its section that stay on topic or continue it: sentences next to
    it, or the fellow rows of its table (list) that score nearly as well."""
    section = [j for j in range(len(units)) if units[j].section == units[i].section]
    if units[i].listed:
        fellows = [j for j in section if units[j].listed and scores[j] >= scores[i] * _FELLOW_ROW
                   and (j == i or own[j])]
        ranked = sorted(fellows, key=lambda j: (j != i, -scores[j]))[:_WINDOW]
        before = [j for j in section if j == i - 1 and units[j].text.endswith(":")]
        return sorted(set(before + ranked))
    floor = scores[i] * _NEIGHBOUR
    picked = [i]
    if i - 1 in section and (scores[i - 1] >= floor or units[i - 1].text.endswith(":")):
        picked.insert(0, i - 1)
    j = i + 1
    while j in section and not units[j].listed and len(picked) < _WINDOW:
        if scores[j] < floor and not _CONTINUES.match(units[j].text):
            break
        picked.append(j)
        j += 1
    return picked


def _titled(unit: Unit, weights: dict[str, float]) -> str:
    """A screen manual's headings are often the field or button itself ("## Include Cancelled"): when
    the heading is what matched the question, it leads the sentence so the answer names it."""
    heading = unit.heading_text.strip()
    if heading and heading.lower() not in unit.text.lower() and any(has_word(w, unit.heading) for w in weights):
        return f"{heading}: {_sentence(unit.text)}"
    return _sentence(unit.text)


def _covers(word: str, unit: Unit) -> bool:
    return has_word(word, unit.stems) or has_word(word, unit.heading)


def _weights(units: list[Unit], wanted: set[str]) -> dict[str, float]:
    """Rarer question words weigh more: a word in every unit tells the units apart less. How-to verbs
    weigh half: "add", "set" or "open" appear in nearly every step of a manual."""
    total = len(units)
    weights = {}
    # In sorted order: every later sum over these weights then adds in the same order in every process
    # (a set's order changes with Python's hash seed, and so did the last bits of the scores).
    for word in sorted(wanted):
        frequency = sum(1 for u in units if has_word(word, u.stems))  # a heading's words are not spread by it
        weights[word] = math.log(1 + total / (1 + frequency)) * (0.5 if word in GENERIC else 1.0)
    return weights


def _coverage(units: list[Unit], weights: dict[str, float], question: str = "") -> float:
    """The share (by weight) of the question's words the context holds. With the question, a word the
    context lacks that is everyday language (EVERYDAY_LOGP) is left out of the count."""
    present = {w for u in units for w in weights if _covers(w, u)}
    absent = set(weights) - present
    if question and absent:
        written = content_words(question)
        absent = {w for w in absent if not _everyday(written.get(w, w))}
    if present and not absent:
        return 1.0  # exactly: callers test "< 1.0" for "a word is missing"
    total = math.fsum(weights[w] for w in sorted(present | absent))
    return math.fsum(weights[w] for w in sorted(present)) / total if total else 0.0


def _asked_coverage(units: list[Unit], weights: dict[str, float], question: str, coverage: float) -> float:
    """The coverage of the sentence that asks, when statements set the scene before it ("Our spaniel hates
    waiting rooms. How can I book extra time?"): the scene names the user's own case, which
    a manual has no reason to name (answerable.asking_sentence)."""
    asking = asking_sentence(question)
    if asking == question:
        return coverage
    asked = {w: weight for w, weight in weights.items() if w in question_words(asking)}
    if not asked:
        return coverage  # "Why?", "What do I do?": the scene is all the question says
    return _coverage(units, asked, asking)


def _everyday(word: str) -> bool:
    logp = word_logp(word)
    return logp is not None and logp > EVERYDAY_LOGP


def _score(unit: Unit, weights: dict[str, float], intent: str, asks_figure: bool,
           where: set[str] = frozenset(), how_to: bool = False) -> float:
    """Each question word counts once: in the line's label (more: it is what the question asks for,
    "Email: ..."), in its text, or else in the heading above it or its page's title and section path
    (at a discount: "Ref Name" under "General Ledger > Filters" is a general ledger filter). A word that
    only says where to look (`where`) counts when the unit's page or section is that place."""
    own = heading = 0.0
    for word, weight in weights.items():
        if word in where:
            heading += weight if has_word(word, unit.place) or has_word(word, unit.heading) else 0.0
        elif has_word(word, unit.label):
            own += _LABEL * weight
        elif has_word(word, unit.stems):
            # In a data row's "Label: value" line the value is data, not what the line is about.
            own += weight * (0.5 if unit.label and unit.data else 1.0)
        elif has_word(word, unit.heading) or has_word(word, unit.place):
            heading += weight
    if own + heading == 0:
        return 0.0
    # A long sentence that holds the question's words is still an answer: length weighs in only mildly.
    score = (own + _HEADING_WEIGHT * heading) / min(max(len(unit.stems), 4), 16) ** 0.25 * 2
    if intent == "screen" and (unit.literal or unit.table_row):
        score *= 1.3
    if intent == "concept" and (unit.table_row or unit.data):
        score *= 0.7 if unit.data else 0.8  # how and why are answered by prose rather than data rows
    if not asks_figure and unit.numbers > 2:
        score /= 1 + 0.1 * (unit.numbers - 2)  # a worked example illustrates; the rule explains
    if how_to and not unit.path and _DEFINITION.match(unit.text):
        score *= _DEFINITION_SHARE
    if unit.stems <= set(weights) and not unit.path:
        score *= _ECHO  # a line that only repeats the question's words ("Items.") tells nothing new
    # Earlier documents matched the search better; a neighbour the search only added weighs a little less.
    return score / (1 + 0.1 * unit.doc_rank) * (0.9 if unit.expanded else 1.0)


def _asks_like_heading(question: str, units: list[Unit], scores: list[float],
                       weights: dict[str, float]) -> list[float]:
    """A "Why ...?" question is answered under a "Why ..." heading (and "How ..." under "How ...")."""
    first = question.strip().split(" ", 1)[0].lower()
    if first not in ("why", "how"):
        return scores
    bonus = max(weights.values(), default=0.0)
    return [s + bonus if s > 0 and u.heading_text.lower().startswith(first) else s
            for s, u in zip(scores, units, strict=True)]


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text[-1:] in ".!?:" else text + "."
