"""`tally serve`: one process owns the stores and answers many HTTP clients (API, OpenAI-compatible
endpoint, web page) on threads sharing them; see agent/serve/shared_stores.py for how an ingest runs
beside the readers."""
