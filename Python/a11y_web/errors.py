"""The two ways a step stops: a set-up problem, or a check that failed."""


class ConfigError(Exception):
    """A run configuration that cannot be used: the message names the file and the key."""


class StepFailure(AssertionError):
    """A check that failed: the message says what was expected and what the page exposes."""
