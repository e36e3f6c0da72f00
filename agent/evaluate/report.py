"""The Markdown report of one evaluation run."""

from tally.agent.evaluate.results import EvalReport


def _f(value: float | None, digits: int = 2) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def _ms(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.0f}"


def _cell(text: str, limit: int = 90) -> str:
    flat = " ".join(text.split()).replace("|", "\\|")
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _retrieval_section(report: EvalReport) -> list[str]:
    if not report.modes:
        return []
    lines = [
        "## Retrieval (no generation)",
        "",
        "A hit at k: one of the first k chunks matches the expected document and page / sheet / section.",
        "",
        "| mode | questions | hit@1 | hit@5 | hit@10 | MRR | p50 ms | p95 ms |",
        "|---|--:|--:|--:|--:|--:|--:|--:|",
    ]
    for m in report.modes:
        lines.append(
            f"| {m.mode} | {m.questions} | {_f(m.hit_at_1)} | {_f(m.hit_at_5)} | {_f(m.hit_at_10)} | "
            f"{_f(m.mrr)} | {_ms(m.p50_ms)} | {_ms(m.p95_ms)} |"
        )
    misses = [r for r in report.retrieval if r.mode == report.modes[-1].mode and (r.rank is None or r.rank > 5)]
    if misses:
        lines += ["", f"Questions outside the top 5 in `{report.modes[-1].mode}`:", ""]
        lines += ["| id | kind | rank | first results |", "|---|---|--:|---|"]
        for r in misses:
            lines.append(f"| {r.id} | {r.kind} | {r.rank or '—'} | {_cell('; '.join(r.top[:3]), 120)} |")
    return lines + [""]


def _answers_section(report: EvalReport) -> list[str]:
    s = report.summary
    if s is None:
        return []
    lines = [
        "## Answers",
        "",
        f"- correct: **{s.correct}/{s.questions}** ({_f(s.correct / s.questions if s.questions else None)})",
        f"- refusal precision {_f(s.refusal.precision)}, recall {_f(s.refusal.recall)} "
        f"(refused correctly {s.refusal.true_positive}, wrongly {s.refusal.false_positive}, "
        f"answered instead of refusing {s.refusal.false_negative})",
        f"- citations all in the run's context: {_f(s.citation_validity)}; "
        f"cite the expected source: {_f(s.cites_expected)}",
        f"- ID survival through compression (IDs in seed chunks and IDs the question names): {_f(s.id_survival)}",
        f"- table choice (the SQL read the expected table): {_f(s.table_choice)} over "
        f"{s.table_choice_questions} table question(s)",
        f"- latency per question: p50 {_ms(s.p50_ms)} ms, p95 {_ms(s.p95_ms)} ms",
        "",
        "| kind | questions | correct | accuracy |",
        "|---|--:|--:|--:|",
    ]
    lines += [f"| {k.kind} | {k.questions} | {k.correct} | {_f(k.accuracy)} |" for k in s.kinds]
    wrong = [a for a in report.answers if not a.correct]
    if wrong:
        counts = ", ".join(f"{name}: {n}" for name, n in sorted(s.attribution.items()))
        lines += ["", f"### Wrong answers, by layer ({counts})", ""]
        lines += ["| id | kind | layer | table choice | why | answer |", "|---|---|---|---|---|---|"]
        for a in wrong:
            choice = ""
            if a.table_choice is not None:
                choice = "right" if a.table_choice else "wrong: " + (", ".join(a.tables_used) or "no SQL")
            lines.append(
                f"| {a.id} | {a.kind} | {a.attribution or ''} | {_cell(choice, 40)} | {_cell(a.error or a.reason, 80)} "
                f"| {_cell(a.answer)} |"
            )
    return lines + [""]


def render_markdown(report: EvalReport) -> str:
    head = [
        f"# Evaluation: `{report.golden}`",
        "",
        f"Corpus `{report.corpus}`, run {report.created_at:%Y-%m-%d %H:%M} UTC, engine {report.engine or 'n/a'}, "
        f"embedder {report.embedder or 'n/a'}"
        + (f", ingest {report.ingest_s:.1f} s" if report.ingest_s is not None else "")
        + ".",
        "",
    ]
    if report.comparison:
        head += ["## Compared with the previous run", ""] + [f"- {line}" for line in report.comparison] + [""]
    elif report.summary is not None or report.modes:
        head += ["No previous run under this output folder to compare with.", ""]
    if report.chart_path:
        head += [f"![scores]({report.chart_path.rsplit('/', 1)[-1]})", ""]
    return "\n".join(head + _retrieval_section(report) + _answers_section(report))
