"""Phrasings of an aggregate beyond its plain words: the gradable words of frequency ("the most popular
course" counts rows) and the phrasal verbs of totalling ("the repairs came to")."""

from tally.agent.offline.sql_match import Question, stem

# The gradable words of frequency: "most" or "least" before them counts the rows of each label.
FREQUENCY = {"popular", "common", "frequent", "frequently", "often", "usual", "used", "requested", "ordered",
             "booked", "chosen", "sold"}

# Phrasal verbs that say what several amounts make together: "come to", "add up (to)", "amount to", "run to".
TOTALLING_VERBS = {(stem(verb), particle) for verb, particle in (("come", "to"), ("came", "to"), ("add", "up"),
                                                                 ("amount", "to"), ("run", "to"), ("ran", "to"))}


def says_an_amount(q: Question) -> bool:
    """'What does a hire come to': a totalling verb says the figure is an amount of money."""
    return any((q.stems[i], q.words[i + 1]) in TOTALLING_VERBS for i in range(len(q.words) - 1))
