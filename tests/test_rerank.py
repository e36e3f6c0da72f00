"""Rerankers: the offline default's signals, and model-backed rerankers falling back (degraded).

The LLM reranker talks to a scripted OpenAI-compatible server on 127.0.0.1 through the real client.
"""

import json
from pathlib import Path

import pytest

from tally.ingest.errors import ConfigError
from tally.ingest.settings import Settings
from tally.ingest.sparse import SparseEncoder
from scripted_llm import ScriptedChatServer, delayed, http_error, message
from tally.tools.rerank import Candidate, FallbackReranker, LLMReranker, OfflineReranker, make_reranker

TEMPLATE = "Invoice No: {inv}\nBill to: Ironbridge Workshops\nFiling cabinet 14 158.25 2,215.50\nTotal due 2,700.60"


def _invoices() -> list[Candidate]:
    # Three chunks from one template, differing only in the invoice number; the fused order is wrong.
    return [
        Candidate(id=str(i), text=TEMPLATE.format(inv=f"INV-2026-004{i}"), kind="text", fused_score=0.05 - i * 0.01)
        for i in (1, 2, 3)
    ]


def _offline() -> OfflineReranker:
    return OfflineReranker(SparseEncoder().tokens)


def test_named_id_dominates_every_other_signal():
    outcome = _offline().rerank("What is the total due on invoice inv-2026-0043?", _invoices(), None)
    assert max(range(3), key=lambda i: outcome.scores[i]) == 2
    assert not outcome.degraded and outcome.reranker == "offline"


def test_wanted_kind_and_heading_break_ties():
    screen = Candidate(id="s", text="Click Submit for Approval to send the order.", kind="screen",
                       breadcrumbs=["Purchase Order", "Buttons"])
    concept = Candidate(id="c", text="Approval sends the order to an approver.", kind="concept",
                        breadcrumbs=["Approval workflow"])
    for order in ([screen, concept], [concept, screen]):
        outcome = _offline().rerank("Which button sends a purchase order for approval?", order, None)
        best = order[max(range(2), key=lambda i: outcome.scores[i])]
        assert best.id == "s"


def test_overlap_weighs_rare_words_over_shared_ones():
    cands = [
        Candidate(id="a", text="Stock valuation uses the moving average cost.", kind="concept"),
        Candidate(id="b", text="Stock valuation uses FIFO layers.", kind="concept"),
    ]
    outcome = _offline().rerank("how does FIFO stock valuation work", cands, [])
    assert outcome.scores[1] > outcome.scores[0]


def _llm_settings(url: str, timeout: float = 5.0) -> Settings:
    return Settings(reranker="llm", TALLY_BASE_URL=url, TALLY_API_KEY="test", llm_timeout_s=timeout)


def test_llm_reranker_uses_the_model_scores():
    server = ScriptedChatServer([message(json.dumps({"scores": [1, 9, 2]}))])
    with server.running() as url:
        reranker = make_reranker(_llm_settings(url))
        outcome = reranker.rerank("total of INV-2026-0042", _invoices(), None)
    assert outcome.scores == [1.0, 9.0, 2.0]
    assert not outcome.degraded and outcome.reranker == "llm"
    prompt = server.requests[0]["messages"][0]["content"]
    assert "INV-2026-0042" in prompt and "[2]" in prompt and "{" not in prompt.split("# Output format")[0]


@pytest.mark.parametrize(
    "turn, reason",
    [
        (http_error(500), "InternalServerError"),
        (message("I think the second one."), "no JSON"),
        (message(json.dumps({"scores": [1, 2]})), "expected 3"),
    ],
)
def test_llm_failure_falls_back_to_offline_and_is_degraded(turn, reason):
    server = ScriptedChatServer([turn])
    with server.running() as url:
        outcome = make_reranker(_llm_settings(url)).rerank("total due on INV-2026-0043", _invoices(), None)
    assert outcome.degraded and reason in (outcome.reason or "")
    assert outcome.reranker == "offline"
    assert max(range(3), key=lambda i: outcome.scores[i]) == 2  # the offline ranking, ID first
    assert len(server.requests) == 1  # no silent retries against a failing endpoint


def test_llm_timeout_falls_back():
    server = ScriptedChatServer([delayed(1.5, message(json.dumps({"scores": [1, 2, 3]})))])
    with server.running() as url:
        reranker = FallbackReranker(LLMReranker(_llm_settings(url)), _offline(), timeout_s=0.3)
        outcome = reranker.rerank("total due on INV-2026-0041", _invoices(), None)
    assert outcome.degraded and "timed out" in (outcome.reason or "")
    assert max(range(3), key=lambda i: outcome.scores[i]) == 0


def test_llm_reranker_needs_an_endpoint():
    with pytest.raises(ConfigError, match="needs an LLM endpoint"):
        make_reranker(Settings(reranker="llm"))


def test_cross_encoder_without_a_local_model_is_a_config_error(tmp_path: Path):
    with pytest.raises(ConfigError, match="no local cross-encoder"):
        make_reranker(Settings(reranker="cross-encoder", cross_encoder_path=tmp_path / "missing"))
    with pytest.raises(ConfigError, match="no local cross-encoder"):
        make_reranker(Settings(reranker="cross-encoder"))
