"""Comparison with the previous run kept under the output folder ("hit@5 0.86 → 0.91, answers 38/44 → 41/44")."""

from pathlib import Path

from tally.agent.evaluate.results import EvalReport

HISTORY_DIR = "runs"


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def _arrow(name: str, before: float | None, after: float | None) -> str:
    return f"{name} {_fmt(before)} → {_fmt(after)}"


def compare_reports(previous: EvalReport, current: EvalReport) -> list[str]:
    """One line per headline figure, then the questions whose verdict changed."""
    lines: list[str] = []
    for now in current.modes:
        before = previous.mode(now.mode)
        if before is None:
            continue
        lines.append(
            f"{now.mode}: {_arrow('hit@1', before.hit_at_1, now.hit_at_1)}, "
            f"{_arrow('hit@5', before.hit_at_5, now.hit_at_5)}, {_arrow('MRR', before.mrr, now.mrr)}"
        )
    old, new = previous.summary, current.summary
    if old and new:
        lines.append(f"answers {old.correct}/{old.questions} → {new.correct}/{new.questions}")
        lines.append(
            f"refusal {_arrow('precision', old.refusal.precision, new.refusal.precision)}, "
            f"{_arrow('recall', old.refusal.recall, new.refusal.recall)}"
        )
        if new.table_choice_questions:
            lines.append(f"{_arrow('table choice', old.table_choice, new.table_choice)}")
        if old.p50_ms is not None and new.p50_ms is not None:
            lines.append(f"answer latency p50 {old.p50_ms:.0f} ms → {new.p50_ms:.0f} ms")
    was = {a.id: a.correct for a in previous.answers}
    fixed = sorted(a.id for a in current.answers if a.correct and was.get(a.id) is False)
    broken = sorted(a.id for a in current.answers if not a.correct and was.get(a.id) is True)
    if fixed:
        lines.append("now right: " + ", ".join(fixed))
    if broken:
        lines.append("now wrong: " + ", ".join(broken))
    return lines


def history_dir(out_dir: Path) -> Path:
    return out_dir / HISTORY_DIR


def _stem(golden: str) -> str:
    return Path(golden).stem


def previous_report(out_dir: Path, golden: str) -> EvalReport | None:
    """The latest stored run of the same golden file, if any."""
    runs = sorted(history_dir(out_dir).glob(f"{_stem(golden)}-*.json"))
    if not runs:
        return None
    return EvalReport.model_validate_json(runs[-1].read_text(encoding="utf-8"))


def store_report(out_dir: Path, report: EvalReport) -> Path:
    folder = history_dir(out_dir)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{_stem(report.golden)}-{report.created_at.strftime('%Y%m%dT%H%M%S%f')}.json"
    path.write_text(report.model_dump_json(indent=1), encoding="utf-8")
    return path
