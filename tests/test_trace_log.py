"""The trace log rotates past its size cap (one older file kept, both read), `--prune` trims it, and a run
is listed only for callers holding all of its groups. Real files; the CLI through typer's runner."""

import json

from typer.testing import CliRunner

from tally.agent.answer import Answer
from tally.agent.cli import app
from tally.agent.trace_log import TraceLog


def answer(n: int, groups: list[str]) -> Answer:
    return Answer(id=f"run-{n}", question=f"question {n} " + "x" * 200, answer="an answer", refused=False,
                  intent="concept", engine="offline", groups=groups)


def test_the_log_rotates_and_stays_bounded(tmp_path):
    log = TraceLog(tmp_path / "traces.jsonl", max_bytes=5_000)
    for n in range(200):
        log.append(answer(n, ["public"]))
    assert log.rotated.is_file()
    assert log.path.stat().st_size < 5_000 + 1_000 and log.rotated.stat().st_size < 5_000 + 1_000
    ids = [s.id for s in log.last(1000, ["public"])]
    assert ids[-1] == "run-199" and ids == sorted(ids, key=lambda i: int(i.split("-")[1]))  # oldest first
    assert log.find("run-199", ["public"])["question"].startswith("question 199")
    assert log.find("run-0", ["public"]) is None  # rotated out twice


def test_prune_drops_the_rotated_file_and_records_without_groups(tmp_path):
    path = tmp_path / "traces.jsonl"
    log = TraceLog(path, max_bytes=4_000)
    for n in range(30):
        log.append(answer(n, ["public"]))
    with path.open("a", encoding="utf-8") as handle:  # a record written without groups
        handle.write(json.dumps({**answer(99, []).model_dump(mode="json"), "groups": []}) + "\n")
    env = {"TALLY_HOME": str(tmp_path), "TALLY_TRACE_LOG_MAX_BYTES": "4000"}
    result = CliRunner().invoke(app, ["traces", "--prune"], env=env)
    assert result.exit_code == 0, result.output
    assert "and the rotated log" in result.stdout and not log.rotated.exists()
    kept = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert kept and all(r["groups"] == ["public"] for r in kept) and path.stat().st_size <= 2_000
    assert kept[-1]["id"] == "run-29"


def test_a_run_is_listed_only_for_callers_holding_all_its_groups(tmp_path):
    log = TraceLog(tmp_path / "traces.jsonl")
    log.append(answer(1, ["public"]))
    log.append(answer(2, ["hr"]))
    log.append(answer(3, ["hr", "public"]))
    assert [s.id for s in log.last(10, ["public"])] == ["run-1"]
    assert [s.id for s in log.last(10, ["hr"])] == ["run-2"]
    assert [s.id for s in log.last(10, ["public", "hr", "finance"])] == ["run-1", "run-2", "run-3"]
    assert log.find("run-3", ["hr"]) is None and log.find("run-3", ["public", "hr"])["id"] == "run-3"
