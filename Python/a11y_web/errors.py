"""The ways a step stops: a set-up problem (the configuration, the page), or a check that
failed."""


class ConfigError(Exception):
    """A run configuration that cannot be used: the message names the file and the key."""


class StepFailure(AssertionError):
    """A check that failed: the message says what was expected and what the page exposes."""


class PageError(Exception):
    """A page that cannot be opened (an HTTP error, no answer, a load that does not end): a
    set-up error of every scenario of the page, not a failed check."""
