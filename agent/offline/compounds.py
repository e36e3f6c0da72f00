"""Acronyms of closed compounds: "OT" is overtime (over + time), "QB" a quarterback (quarter + back). A
header or cell written as such an acronym names the question's compound word; the word is split where both
halves are words of the embedder's SentencePiece vocabulary (one piece each), so no word list is kept."""

from functools import lru_cache

_MIN_PART = 3  # letters in each half, so that short pieces ("a", "in") never split a word


@lru_cache(maxsize=20_000)
def compound_initials(word: str) -> frozenset[str]:
    """The initials of each split of `word` (or its singular) into two vocabulary words: {"ot"} for
    "overtime", {"qb"} for "quarterbacks"; empty for a word that is no such compound."""
    # imported here: answerable imports the SQL matching that reads this module
    from tally.agent.offline.word_rarity import _tokenizer

    tokenizer = _tokenizer()
    if tokenizer is None or not word.isalpha() or len(word) < 2 * _MIN_PART:
        return frozenset()
    found = set()
    forms = {word.lower(), word.lower().rstrip("s")}
    if any(_inflected(tokenizer, form) for form in forms):
        return frozenset()  # "bookings" are book + -ing, not "boo" + "kings"
    for form in forms:
        for cut in range(_MIN_PART, len(form) - _MIN_PART + 1):
            if _is_word(tokenizer, form[:cut]) and _is_word(tokenizer, form[cut:]):
                found.add(form[0] + form[cut])
    return frozenset(found)


# English inflectional and agent endings: a word made of a vocabulary stem and one of them is no compound
_ENDINGS = ("ing", "ed", "er")


def _inflected(tokenizer, form: str) -> bool:
    for ending in _ENDINGS:
        stem = form[: -len(ending)]
        if form.endswith(ending) and len(stem) >= _MIN_PART and (
                _is_word(tokenizer, stem) or _is_word(tokenizer, stem + "e")  # "filing": file + -ing
                or len(stem) > _MIN_PART and stem[-1] == stem[-2] and _is_word(tokenizer, stem[:-1])):  # "shipping"
            return True
    return False


def _is_word(tokenizer, part: str) -> bool:
    ids = tokenizer._viterbi(tokenizer._normalizer.normalize(part))
    return len(ids) == 1 and ids[0] != tokenizer._unk_id


def capital_acronyms(text: str) -> set[str]:
    """The two- or three-letter words written in capitals in a header or cell ("OT Hrs" -> {"ot"})."""
    return {w.lower() for w in text.replace("/", " ").split() if 2 <= len(w) <= 3 and w.isalpha() and w.isupper()}


def spelled_words(label: str, words: list[str], stopwords: frozenset[str]) -> set[int]:
    """Positions of consecutive question words whose initials spell an acronym written in capitals in a
    label ("purchase order" for "Your PO", "value added tax" for "VAT"); the run opens and closes on a
    word of its own, so "in the" spells no "IT"."""
    found: set[int] = set()
    for acronym in capital_acronyms(label) | {w.lower() for w in label.split() if len(w) == 4 and w.isalpha() and w.isupper()}:
        n = len(acronym)
        for i in range(len(words) - n + 1):
            run = words[i:i + n]
            if all(w.isalpha() for w in run) and "".join(w[0] for w in run).lower() == acronym \
                    and run[0].lower() not in stopwords and run[-1].lower() not in stopwords:
                found.update(range(i, i + n))
    return found
