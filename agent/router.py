"""Intent routing: which kind of question this is, and therefore which tools and prompt come first.

Offline routing adds two signals per intent: hand-written rules (cue words, ID-like tokens, menu
paths) and the question's similarity to exemplar questions (prompts/router_exemplars.md) under the
configured embedder. When a model is configured and `settings.llm_router` is on, the model classifies
and the offline router is the fallback when its reply is unusable. A weak or close call becomes
`concept`: the concept prompt with search over every kind of chunk is the safe default. Routing to
`out_of_scope` needs a rule or a clear exemplar match, because that route refuses.
"""

import hashlib
import json
import logging
import re
import threading
from collections.abc import Callable
from importlib.resources import files
from typing import get_args

import numpy as np
from pydantic import BaseModel

from tally.agent.engine import Intent
from tally.agent.offline.sql_cues import NAMED_NUMBER
from tally.agent.offline.superlatives import superlatives
from tally.agent.prompts import load_prompt
from tally.ingest.embedders.base import Embedder
from tally.ingest.settings import Settings
from tally.tools.ids import id_tokens

log = logging.getLogger(__name__)
INTENTS: tuple[str, ...] = get_args(Intent)
SIMILARITY_WEIGHT = 1.0
AMBIGUOUS_MARGIN = 0.06  # a closer call than this between the top two intents routes to concept
MIN_SCORE = 0.35  # below this nothing matched well: concept
OUT_OF_SCOPE_MIN_SIM = 0.55  # exemplar similarity that alone may route out of scope


class Route(BaseModel):
    intent: Intent
    confidence: float  # 0..1; margin-based for the offline router, the model's own for the LLM
    reason: str
    scores: dict[str, float] = {}
    by: str = "offline"  # "offline" or "llm"
    evidence: dict[str, float] = {}  # what the stores support per route (agent/route_evidence.py)


class ToolPlan(BaseModel):
    """What the intent means for tools: the loop's deterministic prefetch, the tool a model must call
    on its first turn, and the tools offered, most useful first."""

    prefetch: str | None = None
    prefetch_kinds: list[str] | None = None  # kind filter of a prefetched search
    forced_tool: str | None = None
    tools: list[str]
    prompt: str


# Screen questions look at screen chunks first but keep concept/note sections, where steps also live.
SCREEN_KINDS = ["screen", "concept", "note"]
# How and why are explained in prose. Asked in another script, a question is searched by meaning alone,
# which draws it to the data rows that share its one translated noun ("партия" -> a batch log's rows):
# such a question searches prose first, rows only when no prose passes the floor.
PROSE_KINDS = ["screen", "concept", "note", "text"]


def other_script(question: str) -> bool:
    """Whether most of the question's letters are not Latin (the documents' words are compared as words)."""
    letters = [ch for ch in question if ch.isalpha()]
    return sum(not ch.isascii() for ch in letters) > len(letters) / 2

_PLANS: dict[str, ToolPlan] = {
    "aggregate": ToolPlan(prefetch="list_tables", forced_tool="run_sql", prompt="aggregate",
                          tools=["run_sql", "describe_table", "list_tables", "lookup_key", "search_documents"]),
    "lookup": ToolPlan(forced_tool="lookup_key", prompt="lookup",
                       tools=["lookup_key", "search_documents", "run_sql", "describe_table", "list_tables"]),
    "screen": ToolPlan(prefetch="search_documents", prefetch_kinds=SCREEN_KINDS, prompt="screen",
                       tools=["search_documents", "lookup_key"]),
    "concept": ToolPlan(prefetch="search_documents", prompt="concept",
                        tools=["search_documents", "lookup_key", "list_tables", "describe_table", "run_sql"]),
    "out_of_scope": ToolPlan(prompt="concept", tools=[]),
}


def tool_plan(intent: str) -> ToolPlan:
    return _PLANS[intent]


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# (intent, pattern, weight, reason). Weights are on the scale of cosine similarity (0..1).
_RULES: list[tuple[str, re.Pattern[str], float, str]] = [
    ("aggregate", _rx(r"\bhow many\b|\bnumber of\b|\bcount\b|\bcounts\b"), 0.45, "counting words"),
    # "mean" as in the mean of something, not "what do these statuses mean?".
    ("aggregate", _rx(r"\b(total|sum|average|avg|mean(?=\s+\w)|median|maximum|minimum|top \d+|"
                      + "|".join(sorted(superlatives())) + r")\b"), 0.4, "aggregate words"),
    ("aggregate", _rx(r"\b(per|by|for each)\s+(department|region|month|customer|product|status|year|"
                      r"category|employee|country|team)\b"), 0.25, "grouping"),
    ("lookup", _rx(r"\b(account manager|manager|owner|author|contact)\s+(of|for)\b"), 0.3, "asks about one record"),
    ("lookup", _rx(r"\b(details|status|due date)\s+of\b|\blook ?up\b"), 0.25, "record details"),
    ("screen", _rx(r"\b(field|fields|button|menu|tab|screen|click|checkbox|check box|drop-?down|toggle|"
                   r"sidebar|icon|form|dialog|navigate|print settings|list view)\b"), 0.45, "screen words"),
    ("screen", _rx(r"\bwhere (do|can|is|are|should)\b|\bwhich (option|setting)\b|\bgo to\b"), 0.3,
     "asks where"),
    ("screen", re.compile(r"\w\s*>\s*\w"), 0.4, "menu path"),
    ("concept", _rx(r"^(why|explain|what (does|do) .* mean|what is the difference|what happens|when should)\b"),
     0.3, "asks why / what it means"),
    # "what's the point of a second signature", "and the reason for the float?": why, asked with a noun
    ("concept", _rx(r"^what(?:'s|’s| is| was) the (point|purpose|reason|idea) (of|for|behind)\b"), 0.3,
     "asks why / what it means"),
    ("concept", _rx(r"^(what (is|are) (a|an)|when (are|is|do|does)|how often)\b"), 0.3, "definition or timing"),
    ("concept", _rx(r"\b(policy|policies|rule|rules|allowed|entitled|eligible|process|procedure|approve|"
                    r"approval)\b"), 0.3, "policy words"),
    # "How many hours may I work from home" counts nothing in a table: it is policy.
    ("concept", _rx(r"\bhow (many|much|long)\b.*\b(do|can|may|should|must|will)\s+(i|we|you|employees?|staff)\b"),
     0.5, "entitlement question"),
    ("out_of_scope", _rx(r"\b(weather|forecast|joke|poem|song|haiku|limerick|recipe|bitcoin|movie|film|"
                         r"lottery|horoscope|world cup|super bowl|olympics)\b"), 0.8, "general topic"),
    ("out_of_scope", _rx(r"^(hi|hello|hey|hi there|hello there|thanks|thank you|good (morning|afternoon|evening))\b[\s,!.?]*"
                         r"(how are you)?[\s!.?]*$"), 0.9, "small talk"),
    ("out_of_scope", _rx(r"\b(capital of|president of|prime minister of|meaning of life|translate\b|"
                         r"write (me )?(a|an) (story|essay|poem|song))"), 0.8, "general knowledge or writing"),
]


def _lexicon_rules() -> list[tuple[str, re.Pattern[str], float, str]]:
    """The counting and total cues in other languages (agent/route_cues.json, sources in the file)."""
    cues = json.loads(files("tally.agent").joinpath("route_cues.json").read_text(encoding="utf-8"))
    rules = []
    for group, weight, reason in (("counting", 0.45, "counting words"), ("totals", 0.4, "aggregate words")):
        words = [re.escape(e["word"].rstrip("*")) + (r"\w*" if e["word"].endswith("*") else "") for e in cues[group]]
        rules.append(("aggregate", _rx(r"(?<!\w)(" + "|".join(words) + r")(?!\w)"), weight, reason))
    return rules


_RULES += _lexicon_rules()
_NOT_AGGREGATE = _rx(r"^\s*(where|why)\b|^\s*how (do|can|should|would|could) (i|we|you)\b")


def rule_scores(question: str) -> tuple[dict[str, float], dict[str, list[str]]]:
    scores = {intent: 0.0 for intent in INTENTS}
    reasons: dict[str, list[str]] = {intent: [] for intent in INTENTS}
    plain = NAMED_NUMBER.sub(" ", question)  # "the phone number of X" counts nothing
    for intent, pattern, weight, reason in _RULES:
        if pattern.search(plain if intent == "aggregate" else question):
            scores[intent] += weight
            reasons[intent].append(reason)
    if _NOT_AGGREGATE.search(question) and scores["aggregate"]:
        # "Where do I set the maximum discount?" names an aggregate word but asks where
        # or why: no count or sum answers a where/why/how-do-I question.
        scores["aggregate"] = 0.0
        reasons["aggregate"] = []
    if id_tokens(question):  # the rule the key index was built with (ingest/keys.py)
        # One named record: "total of invoice INV-1" reads one row, it does not aggregate.
        scores["lookup"] += 0.9
        reasons["lookup"].append("names an ID")
    return scores, reasons


def load_exemplars(settings: Settings | None = None) -> dict[str, list[str]]:
    """Exemplar questions per intent from prompts/router_exemplars.md (## intent, then - question)."""
    return parse_exemplars(load_prompt("router_exemplars", settings)[0])


def parse_exemplars(text: str) -> dict[str, list[str]]:
    exemplars: dict[str, list[str]] = {intent: [] for intent in INTENTS}
    current: str | None = None
    for line in text.splitlines():
        if line.startswith("## "):
            name = line[3:].strip()
            current = name if name in exemplars else None
        elif current and line.lstrip().startswith("- "):
            exemplars[current].append(line.lstrip()[2:].strip())
    return exemplars


class Router:
    """Routes questions; exemplar vectors are computed once per router (share one across a batch)."""

    def __init__(self, embedder: Embedder | None, settings: Settings | None = None,
                 classifier: Callable[[str], Route | None] | None = None) -> None:
        self._embedder = embedder
        self._settings = settings
        self._classifier = classifier
        self._exemplars_text = load_prompt("router_exemplars", settings)[0]
        self._exemplars = parse_exemplars(self._exemplars_text)
        self._vectors: dict[str, np.ndarray] | None = None
        self._lock = threading.Lock()

    def route(self, question: str) -> Route:
        if self._classifier is None:
            return self.route_offline(question)
        routed = self._classifier(question)
        if routed is not None:
            return routed
        offline = self.route_offline(question)
        return offline.model_copy(update={"reason": f"model classification unusable, offline: {offline.reason}"})

    def route_offline(self, question: str) -> Route:
        rules, reasons = rule_scores(question)
        similarity = self._similarity(question)
        scores = {i: round(rules[i] + SIMILARITY_WEIGHT * similarity.get(i, 0.0), 4) for i in INTENTS}
        ranked = sorted(scores, key=scores.get, reverse=True)
        best, second = ranked[0], ranked[1]
        margin = scores[best] - scores[second]
        why = ", ".join(reasons[best]) or "no rule"
        sim_note = f"exemplar similarity {similarity[best]:.2f}" if best in similarity else "no embedder"
        confidence = round(min(1.0, max(0.0, margin / 0.5)), 3)
        if best == "out_of_scope" and not reasons[best] and similarity.get(best, 0.0) < OUT_OF_SCOPE_MIN_SIM:
            return Route(intent="concept", confidence=confidence, scores=scores,
                         reason=f"weak out-of-scope match ({sim_note}); concept is the safe default")
        if scores[best] < MIN_SCORE or margin < AMBIGUOUS_MARGIN:
            return Route(intent="concept", confidence=confidence, scores=scores,
                         reason=f"ambiguous between {best} and {second} (margin {margin:.2f}); concept")
        return Route(intent=best, confidence=confidence, scores=scores, reason=f"{why}; {sim_note}")

    def _similarity(self, question: str) -> dict[str, float]:
        """Per intent, the mean cosine of the two closest exemplars (one close exemplar can be a fluke)."""
        vectors = self._exemplar_vectors()
        if vectors is None:
            return {}
        query = np.asarray(self._embedder.embed_query(question), dtype=np.float32)
        result = {}
        for intent, matrix in vectors.items():
            sims = np.sort(matrix @ query)[::-1][:2]
            result[intent] = float(sims.mean()) if len(sims) else 0.0
        return result

    def _exemplar_vectors(self) -> dict[str, np.ndarray] | None:
        if self._embedder is None:
            return None
        with self._lock:
            if self._vectors is None:
                self._vectors = ExemplarCache(self._settings, self._embedder.name, self._exemplars_text).load(
                    self._embed_exemplars)
            return self._vectors

    def _embed_exemplars(self) -> dict[str, np.ndarray]:
        return {intent: np.asarray(self._embedder.embed_documents(questions), dtype=np.float32)
                for intent, questions in self._exemplars.items() if questions}


class ExemplarCache:
    """The exemplar vectors on disk (TALLY_HOME/cache), keyed by embedder name and the exemplar file's
    hash: embedding ~70 exemplars took 1.3-2.2 s of every process's first question."""

    def __init__(self, settings: Settings | None, embedder_name: str, exemplars_text: str) -> None:
        digest = hashlib.sha256(f"{embedder_name}\n{exemplars_text}".encode()).hexdigest()[:24]
        self.path = settings.home / "cache" / f"router-exemplars-{digest}.npz" if settings is not None else None

    def load(self, compute: Callable[[], dict[str, np.ndarray]]) -> dict[str, np.ndarray]:
        if self.path is not None and self.path.is_file():
            with np.load(self.path) as stored:
                return {intent: stored[intent] for intent in stored.files}
        vectors = compute()
        if self.path is not None:
            self._store(vectors)
        return vectors

    def _store(self, vectors: dict[str, np.ndarray]) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial = self.path.with_suffix(f".{threading.get_ident()}.tmp.npz")
            np.savez(partial, **vectors)
            partial.replace(self.path)  # atomic: a concurrent reader never sees half a file
        except OSError as exc:
            # A read-only home still answers; it only pays the embedding again next time.
            log.warning("router exemplar cache not written to %s: %s", self.path, exc)
