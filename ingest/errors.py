"""Every error Tally raises on purpose derives from TallyError.

Two families matter to callers:
- ToolInputError: the caller (a model or the offline planner) can fix it by changing its arguments;
  the agent returns it as the tool result instead of stopping.
- ConfigError: a person must fix the setup; the run stops with one clear line.
Anything else (KeyError, TypeError, ...) is a bug and surfaces as one.
"""


class TallyError(Exception):
    """Base of every error Tally raises deliberately."""


class ToolInputError(TallyError):
    """Bad tool arguments the caller can correct (unknown column, unsafe SQL, unknown key...)."""


class ConfigError(TallyError):
    """Wrong or missing configuration; stops the run."""


class ReindexNeeded(ConfigError):
    """The index was built with another embedding model or dimension than the one configured."""


class ConversionError(TallyError):
    """A file could not be converted (corrupt, encrypted, empty, unsupported). Message names the file."""


class LLMError(TallyError):
    """The model endpoint failed after bounded retries, or kept answering unusably."""
