"""WikiTableQuestions aggregates through the whole agent (`eval_wtq.py --engine offline|local`).

Every table of the split is in one store; each question goes through `AskSession.ask` exactly as
`tally ask` would run it (routing, the engine, the SQL guard, verification), with the engine the
option names. The figure compared with the gold answer is the last cell of the first row of the SQL
the answer was built from (re-run through the SQL tool), as in `eval_wtq.py`'s own modes. One JSON
line per question is appended to `--out` as it is answered, so a run stopped early keeps what it did;
`--resume` skips questions already in that file.

Per question it records: correct, refused, whether the model was called and how often, prompt and
completion tokens, wall and process-CPU seconds, and the load average.
"""

import json
import os
import random
import statistics
import time
from pathlib import Path

from tally.agent.ask import AskSession
from tally.ingest.errors import TallyError
from tally.ingest.settings import Settings
from tally.tools.sql import run_sql


def pick(questions: list[dict], sample: int, seed: int) -> list[dict]:
    """A fixed random subset (seeded), or every question when sample is 0."""
    if not sample or sample >= len(questions):
        return questions
    return sorted(random.Random(seed).sample(questions, sample), key=lambda q: q["id"])


def engine_settings(settings: Settings, engine: str) -> Settings:
    update: dict = {"llm": "off" if engine == "offline" else engine}
    if engine == "local" and settings.llm_model is None:
        from tally.agent.llm_install import resolve_model

        update["llm_model"] = resolve_model(Settings())  # the models under the user's TALLY_HOME, not the store's
    return settings.model_copy(update=update)


def run(questions: list[dict], settings: Settings, engine: str, by_file: dict[str, str], out: Path,
        is_correct, resume: bool = False) -> list[dict]:  # noqa: ANN001 (eval_wtq.is_correct)
    done = {}
    if resume and out.exists():
        done = {r["id"]: r for r in map(json.loads, out.read_text(encoding="utf-8").splitlines()) if r}
    elif out.exists():
        out.unlink()
    records = [done[q["id"]] for q in questions if q["id"] in done]
    todo = [q for q in questions if q["id"] not in done]
    with AskSession(engine_settings(settings, engine)) as session, out.open("a", encoding="utf-8") as sink:
        for i, q in enumerate(todo, 1):
            record = ask_one(session, q, by_file, is_correct)
            records.append(record)
            sink.write(json.dumps(record) + "\n")
            sink.flush()
            print(f"[{engine}] {len(records)}/{len(questions)} {'ok ' if record['correct'] else 'no '}"
                  f"{record['wall_s']:.1f}s req={record['requests']} load={record['load1']:.1f} {q['id']}", flush=True)
    return records


def ask_one(session: AskSession, q: dict, by_file: dict[str, str], is_correct) -> dict:  # noqa: ANN001
    load1 = os.getloadavg()[0]
    began, cpu = time.perf_counter(), time.process_time()
    try:
        answer = session.ask(q["question"])
        error = None
    except TallyError as exc:
        answer, error = None, str(exc)
    wall = time.perf_counter() - began
    got = None
    if answer is not None and answer.sql and not answer.refused:
        try:
            result = run_sql(session.deps, answer.sql)
            got = result.rows[0][-1] if result.rows else None
        except TallyError as exc:
            error = str(exc)
    usage = (answer.usage if answer is not None else None) or {}
    return {
        "id": q["id"], "correct": is_correct(got, q["answer"]), "got": None if got is None else str(got),
        "gold": q["answer"], "refused": bool(answer is None or answer.refused),
        "outcome": answer.outcome if answer is not None else "error", "intent": answer.intent if answer else None,
        "engine": answer.engine if answer else None, "degraded": bool(answer and answer.degraded),
        "sql": answer.sql if answer else None, "gold_table": by_file.get(q["table"]),
        "requests": usage.get("requests", 0), "prompt_tokens": usage.get("prompt_tokens", 0),
        "completion_tokens": usage.get("completion_tokens", 0), "wall_s": round(wall, 2),
        "cpu_s": round(time.process_time() - cpu, 2), "load1": round(load1, 2), "error": error,
    }


def summary(engine: str, records: list[dict]) -> str:
    n = len(records)
    correct = sum(r["correct"] for r in records)
    walls = sorted(r["wall_s"] for r in records)
    model = [r for r in records if r["requests"]]
    model_walls = sorted(r["wall_s"] for r in model)
    lines = [
        f"[{engine}] {correct}/{n} correct ({correct / max(1, n):.1%}); refused {sum(r['refused'] for r in records)}; "
        f"s/question p50 {_pct(walls, 0.5):.2f}, p95 {_pct(walls, 0.95):.2f}; "
        f"load avg {statistics.mean(r['load1'] for r in records) if records else 0:.1f}",
    ]
    if model:
        lines.append(
            f"[{engine}] model called on {len(model)} questions ({sum(r['correct'] for r in model)} correct): "
            f"requests/q {statistics.mean(r['requests'] for r in model):.1f}, prompt tokens/q "
            f"{statistics.mean(r['prompt_tokens'] for r in model):.0f}, completion tokens/q "
            f"{statistics.mean(r['completion_tokens'] for r in model):.0f}, s/q p50 {_pct(model_walls, 0.5):.1f} "
            f"p95 {_pct(model_walls, 0.95):.1f}")
    return "\n".join(lines)


def _pct(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else 0.0
