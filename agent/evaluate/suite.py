"""`tally eval --suite`: every golden set of a suite file scored in one run, dev and test side by side.

A suite file (TOML) lists the sets; paths are relative to the suite file's folder:

    [[set]]
    golden = "company2-test.jsonl"
    split = "test"              # optional: "test" when the file name contains "-test", else "dev"
    corpus = "../company2"      # optional: the golden file's default corpus

Dev sets are the ones tuned on; test sets are only reported (data/golden/README.md). One table shows
both, so a gain on dev that does not carry over to test is visible at a glance.
"""

import tomllib
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from tally.agent.evaluate.results import EvalReport
from tally.ingest.errors import ConfigError, TallyError

Split = Literal["dev", "test"]

# Columns of the console table: answer accuracy over groups of kinds (the Markdown shows every kind).
KIND_GROUPS: dict[str, tuple[str, ...]] = {
    "tables": ("table_count", "table_sum", "table_argmax", "cross_table"),
    "records": ("exact_id", "key_lookup"),
    "how-to": ("screen", "concept", "policy"),
    "refuse": ("refuse",),
}


def split_of(golden: Path) -> Split:
    """The split a golden file's name declares: `*-test*` files are test sets, all others dev."""
    return "test" if "-test" in golden.stem else "dev"


class SuiteEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    golden: Path
    split: Split | None = None
    corpus: Path | None = None

    @property
    def name(self) -> str:
        return self.golden.stem

    @property
    def effective_split(self) -> Split:
        return self.split or split_of(self.golden)


def load_suite(path: Path) -> list[SuiteEntry]:
    """Read a suite file; relative paths are resolved against its folder. Bad input: one ConfigError line."""
    if not path.is_file():
        raise ConfigError(f"{path}: suite file not found")
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML ({exc})") from exc
    sets = raw.get("set")
    if not isinstance(sets, list) or not sets:
        raise ConfigError(f"{path}: no [[set]] entries")
    entries = []
    for number, item in enumerate(sets, start=1):
        try:
            entry = SuiteEntry.model_validate(item)
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or "set"
            raise ConfigError(f"{path}: set {number}: {field}: {first['msg']}") from exc
        base = path.parent
        entries.append(entry.model_copy(update={
            "golden": (base / entry.golden).resolve(),
            "corpus": (base / entry.corpus).resolve() if entry.corpus else None,
        }))
    return entries


class SuiteRow(BaseModel):
    name: str
    split: Split
    golden: str
    corpus: str = ""
    questions: int = 0
    retrieval_mode: str | None = None
    hit_at_5: float | None = None
    mrr: float | None = None
    correct: int = 0
    accuracy: float | None = None
    kinds: dict[str, tuple[int, int]] = {}  # kind -> (correct, questions)
    refusal_precision: float | None = None
    refusal_recall: float | None = None
    table_choice: float | None = None
    table_choice_questions: int = 0
    report_path: str | None = None
    error: str | None = None  # the set could not be scored (e.g. its corpus is missing)

    def group(self, kinds: Sequence[str]) -> tuple[int, int] | None:
        scores = [self.kinds[k] for k in kinds if k in self.kinds]
        if not scores:
            return None
        return sum(c for c, _ in scores), sum(n for _, n in scores)


def suite_row(entry: SuiteEntry, report: EvalReport) -> SuiteRow:
    """The headline figures of one set. Retrieval is the agent's own mode (the last one scored)."""
    mode = report.modes[-1] if report.modes else None
    s = report.summary
    row = SuiteRow(
        name=entry.name, split=entry.effective_split, golden=str(entry.golden), corpus=report.corpus,
        questions=s.questions if s else (mode.questions if mode else 0), report_path=report.report_path,
        retrieval_mode=mode.mode if mode else None, hit_at_5=mode.hit_at_5 if mode else None,
        mrr=mode.mrr if mode else None,
    )
    if s:
        row.correct, row.accuracy = s.correct, (s.correct / s.questions if s.questions else None)
        row.kinds = {k.kind: (k.correct, k.questions) for k in s.kinds}
        row.refusal_precision, row.refusal_recall = s.refusal.precision, s.refusal.recall
        row.table_choice, row.table_choice_questions = s.table_choice, s.table_choice_questions
    return row


def run_suite(entries: Sequence[SuiteEntry], run_one: Callable[[SuiteEntry], EvalReport]) -> list[SuiteRow]:
    """Score every set, dev sets first; a set that fails is reported as a row with its error."""
    rows = []
    for entry in sorted(entries, key=lambda e: (e.effective_split != "dev", e.name)):
        try:
            rows.append(suite_row(entry, run_one(entry)))
        except TallyError as exc:
            rows.append(SuiteRow(name=entry.name, split=entry.effective_split, golden=str(entry.golden),
                                 error=" ".join(str(exc).split())))
    return rows


def fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def fraction(score: tuple[int, int] | None) -> str:
    return "—" if score is None else f"{score[0]}/{score[1]}"


class SuiteReport(BaseModel):
    created_at: datetime
    engine: str | None = None
    rows: list[SuiteRow]


def render_suite_markdown(report: SuiteReport) -> str:
    rows = report.rows
    kinds = [k for group in KIND_GROUPS.values() for k in group if any(k in r.kinds for r in rows)]
    lines = [
        "# Evaluation suite: dev and test side by side",
        "",
        f"Run {report.created_at:%Y-%m-%d %H:%M} UTC, engine {report.engine or 'n/a'}. Dev sets are tuned on; "
        "test sets are "
        "only reported (data/golden/README.md). Retrieval is the agent's own search mode; table choice is the "
        "share of table questions whose SQL read the expected table.",
        "",
        "| set | split | questions | hit@5 | MRR | answers | accuracy | refusal P | refusal R | table choice |",
        "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    for r in rows:
        if r.error:
            lines.append(f"| {r.name} | {r.split} | — | — | — | — | — | — | — | — |")
            continue
        choice = f"{fmt(r.table_choice)} ({r.table_choice_questions})" if r.table_choice_questions else "—"
        lines.append(
            f"| {r.name} | {r.split} | {r.questions} | {fmt(r.hit_at_5)} | {fmt(r.mrr)} | {r.correct}/{r.questions} | "
            f"{fmt(r.accuracy)} | {fmt(r.refusal_precision)} | {fmt(r.refusal_recall)} | {choice} |"
        )
    if kinds:
        lines += ["", "## Answers by kind", "", "| set | split | " + " | ".join(kinds) + " |",
                  "|---|---|" + "--:|" * len(kinds)]
        for r in rows:
            if not r.error:
                cells = [fraction(r.kinds.get(k)) for k in kinds]
                lines.append(f"| {r.name} | {r.split} | " + " | ".join(cells) + " |")
    failed = [r for r in rows if r.error]
    if failed:
        lines += ["", "## Sets not scored", ""] + [f"- {r.name}: {r.error}" for r in failed]
    reports = [r for r in rows if r.report_path]
    if reports:
        lines += ["", "Per-set reports:", ""] + [f"- {r.name}: `{r.report_path}`" for r in reports]
    return "\n".join(lines) + "\n"
