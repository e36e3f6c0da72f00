"""One rule for what is an ID: ingest/keys.py, which fills the key index at ingest. The router had a
looser pattern of its own that also took four-character codes ("A320") the index never holds, so a
question naming one was sent to a key lookup that could not find it."""

from tally.agent.router import rule_scores


def _names_an_id(question: str) -> bool:
    return "names an ID" in rule_scores(question)[1]["lookup"]


def test_router_uses_the_key_index_rule():
    assert _names_an_id("status of order so-10123")
    assert _names_an_id("who is EMP-0007")
    assert _names_an_id("amount of inv2026")
    # the router's own pattern took these; the key index does not hold them
    assert not _names_an_id("range of the A320")
    assert not _names_an_id("what is b204 used for")
