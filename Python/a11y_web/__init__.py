"""The web step library of a11y-gherkin: behave steps that check web pages in Chromium
through Playwright, by what the browser exposes to assistive technology (the computed role,
name, states and value of its accessibility tree, keyboard focus, live regions).

The features' ``environment.py`` starts the browser session with the hooks::

    from a11y_web import after_all, after_scenario, after_step, before_all

(``after_step`` saves a screenshot and the accessibility tree of a failed step.)

and each exported phrase file calls ``run_phrase`` with its phrase.
"""

from .config import RunConfig, load_config
from .errors import ConfigError, PageError, StepFailure
from .session import after_all, after_scenario, after_step, before_all, browser_session
from .steps import STEPS, run_phrase

__version__ = "1.2.0"

__all__ = [
    "STEPS",
    "ConfigError",
    "PageError",
    "RunConfig",
    "StepFailure",
    "__version__",
    "after_all",
    "after_scenario",
    "after_step",
    "before_all",
    "browser_session",
    "load_config",
    "run_phrase",
]
