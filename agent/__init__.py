"""The agent: routes a question to tools, drives them (LLM or offline engine), verifies and cites."""
