"""Waiting for a condition on the page: never a fixed sleep, and never longer than the page
keeps changing."""

from __future__ import annotations

import time
from collections.abc import Callable

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

from .errors import StepFailure

#: A page that has not changed (no change to its elements, no focus move) for this long after
#: a step began waiting will not change by itself: the step fails then, before its timeout.
QUIET_MS = 300

#: A condition: None when it holds, else what the page shows instead (the failure message).
Check = Callable[[], "str | None"]


def next_frame(page: Page) -> None:
    """Waits for the page's next animation frame."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => r()))")


def still_for_ms(page: Page) -> float:
    """How long the page has not changed, in milliseconds (0 when it cannot say)."""
    try:
        return float(
            page.evaluate(
                "() => window.__a11yWeb ? performance.now() - window.__a11yWeb.lastChange : 0"
            )
        )
    except PlaywrightError:
        return 0.0


def wait_until(page: Page, check: Check, timeout_ms: int, stop_when_still: bool = True) -> None:
    """Runs ``check`` until it returns None (the condition holds), then returns; fails with
    the last message it returned when ``timeout_ms`` is up, or sooner when the page has been
    still for ``QUIET_MS`` (nothing changed in it, focus did not move), unless
    ``stop_when_still`` is false (a page whose loading is slowed is still but not done).
    Between tries it waits for the page's next frame."""
    started = time.monotonic()
    deadline = started + timeout_ms / 1000
    message = check()
    while message is not None:
        now = time.monotonic()
        quiet = stop_when_still and now - started > QUIET_MS / 1000
        if now > deadline or (quiet and still_for_ms(page) > QUIET_MS):
            raise StepFailure(message)
        next_frame(page)
        message = check()
