"""The judge's two calls in an extractive answer (ingest/embedders/judge.py: multilingual-e5-small).

Both apply only when a word of what is asked is missing from the context, where words alone cannot
tell the user's own phrasing from a question the documents do not answer. Thresholds placed on the dev
splits of every suite set (how-to and must-refuse questions) and reported on the test splits, README,
Quality; tests/benchmarks/calibrate_judge.py sweeps the first.
"""

from typing import Any, Protocol

from tally.ingest.embedders.judge import MIN_PASSAGE_MEANING


class Judge(Protocol):
    """What ingest/embedders/judge.PassageJudge offers the composer."""

    def closeness(self, question: str, passages: list[str], enough: float | None = None) -> float | None:
        """The best closeness (or a first one reaching `enough`); None: nothing to judge."""

    def closeness_each(self, question: str, passages: list[str]) -> list[float]:
        """The closeness of every passage to the question, in order."""


# Some passage of the context is about what is asked: MIN_PASSAGE_MEANING (ingest/embedders/judge.py, where the
# search reads it too).
# ... and some line picked from those passages says it. Dev, whole-agent answers the first check let
# through: 0.84 refused 8 more that must be refused and no right answer (0.85: 12 and 3).
MIN_ANSWER_MEANING = 0.84
# A question whose words the context covers less than SCANT_COVERAGE of (weighted) needs a closer line: placed
# on the same dev answers (0.6 / 0.86: 4 more refusals caught, no right answer lost; 0.87 lost 3).
SCANT_COVERAGE = 0.6
MIN_SCANT_ANSWER_MEANING = 0.86


def close_in_meaning(question: str, context_items: list[Any], sentence_close: bool, judge: Judge | None) -> bool:
    """Some passage is about what the question asks (the judge); without a judge, or with nothing for
    it to judge, `sentence_close` (the store embedder's verdict on single sentences) stands."""
    if judge is None:
        return sentence_close
    passages = [getattr(item, "text", "") or "" for item in sorted(context_items, key=lambda i: i.n)]
    closeness = judge.closeness(question, passages, MIN_PASSAGE_MEANING)
    return sentence_close if closeness is None else closeness >= MIN_PASSAGE_MEANING


def answer_far_from_question(question: str, lines: list[str], judge: Judge, covered: float) -> bool:
    """No line of a composed answer is close to the question: a manual's page on the right subject
    that does not have the feature asked about ("book a locker" on a page about booking rooms).
    `covered`: the share of the question's words the context holds."""
    needed = MIN_SCANT_ANSWER_MEANING if covered < SCANT_COVERAGE else MIN_ANSWER_MEANING
    closeness = judge.closeness(question, lines, needed)
    return closeness is not None and closeness < needed
