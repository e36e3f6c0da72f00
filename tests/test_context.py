"""Context building: table-aware compression under a token budget (real tiktoken, offline)."""

from tally.ingest.tokens import count_tokens
from tally.tools.context import ContextInput, build_context, context_budget, id_tokens, is_table_line

QUESTION = "What is the net pay of each employee in the register?"


def _register_text(rows: int = 17) -> str:
    lines = ["# Salary register", "Employee ID | Name | Department | Gross | Deductions | Net pay"]
    lines += [
        f"EMP-{i:04d} | Person {i} | Dept {i % 4} | {3000 + 37 * i:,}.00 | {600 + 11 * i:,}.00 | {2400 + 26 * i:,}.00"
        for i in range(1, rows + 1)
    ]
    return "\n".join(lines)


def _prose(sentences: int, topic: str = "the history of the regional offices") -> str:
    return " ".join(f"Sentence {i} is a long remark about {topic} and nothing else." for i in range(sentences))


def test_table_rows_survive_while_prose_is_trimmed():
    intro = "Net pay is gross pay minus deductions for each employee. " + _prose(60)
    text = intro + "\n" + _register_text() + "\nThe register was approved by the finance director."
    items = [
        ContextInput(key="seed", text=text, seed=True),
        ContextInput(key="neighbour", text=_prose(40, "parking rules"), seed=False),
    ]
    before = sum(count_tokens(i.text) for i in items)
    budget = count_tokens(_register_text()) + 150  # the table plus room for a few sentences
    assert before > 2 * budget  # the case under test: compression must happen

    texts, report = build_context(items, QUESTION, budget)

    assert report.compressed and report.chars_after < report.chars_before / 2
    kept = texts[0].splitlines()
    table_lines = [line for line in _register_text().splitlines() if "|" in line]
    positions = [kept.index(line) for line in table_lines]  # every row present, verbatim
    assert positions == sorted(positions)  # and in document order
    assert "Net pay is gross pay minus deductions for each employee." in texts[0]  # best prose sentence kept
    assert sum(f"Sentence {i} is" in texts[0] for i in range(60)) < 30  # filler trimmed
    assert "…" in texts[0]  # gaps are marked
    assert report.tokens_after <= budget
    assert {f"EMP-{i:04d}" for i in range(1, 18)} <= id_tokens(texts[0])


def test_under_budget_nothing_changes():
    items = [ContextInput(key="a", text=_register_text(3) + "\n" + _prose(2), seed=True)]
    texts, report = build_context(items, QUESTION, 10_000)
    assert texts == [items[0].text]
    assert not report.compressed and report.chars_after == report.chars_before


def test_expanded_table_is_all_or_nothing():
    seed = ContextInput(key="seed", text=_register_text(10), seed=True)
    other = ContextInput(key="other", text=_register_text(40).replace("EMP-", "OLD-"), seed=False)
    seed_tokens = count_tokens(seed.text)
    texts, report = build_context([seed, other], QUESTION, seed_tokens + 60)
    assert texts[0] == seed.text  # the seed's rows all stay
    assert texts[1] is None and report.dropped == ["other"]  # no half table from the expanded item


def test_structured_chunks_keep_every_line():
    row = "Order ID: SO-10123\nCustomer: Eastgate\nStatus: Shipped\nNotes: " + _prose(30)
    items = [ContextInput(key="row", text=row, seed=True, structured=True)]
    texts, _ = build_context(items, "status of SO-10123", 50)
    assert texts[0] == row


def test_budget_is_at_least_chunk_size_times_seeds():
    assert context_budget(1000, [400, 420, 380], chunk_tokens=435) == 435 * 3
    assert context_budget(1000, [700, 10], chunk_tokens=435) == 700 * 2  # an oversize seed counts
    assert context_budget(3000, [100], chunk_tokens=435) == 3000


def test_table_line_detection():
    rows = ["Laptop  12  1,099.00  13,188.00", "Monitor  4  249.00  996.00"]
    assert is_table_line(rows[0], rows)
    prose = ["In 2025 we opened 3 offices.", "The weather was fine."]
    assert not is_table_line(prose[1], prose)
    assert not is_table_line("A | B | C", ["A | B | C", "just text"])  # a lone row-like line is not a table


def test_id_tokens():
    text = "Invoice inv-2026-0042 for SO-10123; EMP-0007 and SKU4471 on 2026-03-31."
    assert id_tokens(text) == {"INV-2026-0042", "SO-10123", "EMP-0007", "SKU4471"}
