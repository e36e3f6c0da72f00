"""The golden-set file format (data/golden/README.md): loading and validating one question per line."""

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from tally.ingest.errors import ConfigError

Kind = Literal[
    "table_count", "table_sum", "table_argmax", "exact_id", "key_lookup", "cross_table", "screen", "concept",
    "policy", "refuse",
]
KINDS: tuple[str, ...] = Kind.__args__  # type: ignore[attr-defined]


class ExpectedSource(BaseModel):
    model_config = ConfigDict(extra="forbid")

    doc: str  # path relative to the corpus root
    page: int | None = None
    sheet: str | None = None
    section: str | None = None
    contains: str | None = None

    def label(self) -> str:
        where = [f"p.{self.page}" if self.page else "", self.sheet or "", self.section or ""]
        extra = ", ".join(w for w in where if w)
        return f"{self.doc} ({extra})" if extra else self.doc


class Expected(BaseModel):
    model_config = ConfigDict(extra="forbid")

    number: float | None = None
    tolerance: float = 0.01
    rel_tolerance: float | None = None
    keywords: list[str] = []


class GoldenQuestion(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    question: str
    kind: Kind
    expected: Expected = Expected()
    expected_source: list[ExpectedSource] = []
    must_refuse: bool = False
    groups: list[str] | None = None  # the asking caller's access groups; None: the eval's default caller
    note: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _sources_as_list(cls, data: object) -> object:
        if isinstance(data, dict) and isinstance(data.get("expected_source"), dict):
            data = {**data, "expected_source": [data["expected_source"]]}
        if isinstance(data, dict) and data.get("expected_source") is None:
            data = {**data, "expected_source": []}
        return data

    @model_validator(mode="after")
    def _consistent(self) -> "GoldenQuestion":
        if self.must_refuse != (self.kind == "refuse"):
            raise ValueError("kind 'refuse' and must_refuse=true go together")
        if not self.must_refuse and self.expected.number is None and not self.expected.keywords:
            raise ValueError("expected needs 'number' or 'keywords' for a question that must be answered")
        return self


def load_golden(path: Path) -> list[GoldenQuestion]:
    """Read a golden JSONL file; a bad line stops with one message naming the file, line and field."""
    if not path.is_file():
        raise ConfigError(f"{path}: golden set not found")
    questions: list[GoldenQuestion] = []
    seen: set[str] = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("//"):
            continue
        try:
            question = GoldenQuestion.model_validate(json.loads(stripped))
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path}:{number}: not valid JSON ({exc.msg})") from exc
        except ValidationError as exc:
            first = exc.errors()[0]
            field = ".".join(str(p) for p in first["loc"]) or "line"
            raise ConfigError(f"{path}:{number}: {field}: {first['msg']}") from exc
        if question.id in seen:
            raise ConfigError(f"{path}:{number}: id {question.id!r} is used twice")
        seen.add(question.id)
        questions.append(question)
    if not questions:
        raise ConfigError(f"{path}: no questions")
    return questions
